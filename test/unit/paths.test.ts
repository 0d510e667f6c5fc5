import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addTrailingSlashes, isExternal, joinPermalink, normalizeRoutePath, permalinkToFile, splitHash, stripNumberPrefix } from '../../compiler/paths.js';

describe('stripNumberPrefix', () => {
  it('should remove a numeric prefix and return it as the position', () => {
    assert.deepEqual(stripNumberPrefix('01-grammar'), { name: 'grammar', position: 1 });
    assert.deepEqual(stripNumberPrefix('10-graph-analytics'), { name: 'graph-analytics', position: 10 });
  });

  it('should accept underscores, dots and spaces as the separator', () => {
    assert.deepEqual(stripNumberPrefix('2_setup'), { name: 'setup', position: 2 });
    assert.deepEqual(stripNumberPrefix('3.intro'), { name: 'intro', position: 3 });
    assert.deepEqual(stripNumberPrefix('4 - notes'), { name: 'notes', position: 4 });
  });

  it('should keep names without a numeric prefix unchanged and without a position', () => {
    assert.deepEqual(stripNumberPrefix('rules'), { name: 'rules' });
    assert.deepEqual(stripNumberPrefix('knowledge_graphs'), { name: 'knowledge_graphs' });
    assert.equal(stripNumberPrefix('index').position, undefined);
  });

  it('should keep a name that is only a number', () => {
    assert.deepEqual(stripNumberPrefix('01'), { name: '01' });
    assert.deepEqual(stripNumberPrefix('404'), { name: '404' });
  });

  it('should keep a name that starts like a date or a version, as Docusaurus does', () => {
    assert.deepEqual(stripNumberPrefix('2024-12-05'), { name: '2024-12-05' });
    assert.deepEqual(stripNumberPrefix('12-2024'), { name: '12-2024' });
    assert.deepEqual(stripNumberPrefix('2024_01_release'), { name: '2024_01_release' });
    assert.deepEqual(stripNumberPrefix('1.2-notes'), { name: '1.2-notes' });
  });

  it('should not strip when nothing but separators follows the number', () => {
    assert.deepEqual(stripNumberPrefix('01-'), { name: '01-' });
    assert.deepEqual(stripNumberPrefix('01--'), { name: '01--' });
  });
});

describe('joinPermalink', () => {
  it('should join segments with one slash and a leading slash', () => {
    assert.equal(joinPermalink('learn', 'vadalog', 'rules'), '/learn/vadalog/rules');
    assert.equal(joinPermalink('learn/vadalog', 'rules'), '/learn/vadalog/rules');
  });

  it('should never leave a trailing or doubled slash', () => {
    assert.equal(joinPermalink('/learn/', '/vadalog/'), '/learn/vadalog');
    assert.equal(joinPermalink('learn//vadalog///'), '/learn/vadalog');
    assert.equal(joinPermalink('/sdk/'), '/sdk');
  });

  it('should return "/" for the root', () => {
    assert.equal(joinPermalink(), '/');
    assert.equal(joinPermalink('/'), '/');
    assert.equal(joinPermalink('', '/', ''), '/');
  });
});

describe('normalizeRoutePath', () => {
  it('should leave a canonical route unchanged', () => {
    assert.equal(normalizeRoutePath('/learn/vadalog/rules'), '/learn/vadalog/rules');
    assert.equal(normalizeRoutePath('/'), '/');
  });

  it('should drop the query and the hash', () => {
    assert.equal(normalizeRoutePath('/learn/vadalog/rules#facts'), '/learn/vadalog/rules');
    assert.equal(normalizeRoutePath('/learn/vadalog/rules?x=1#facts'), '/learn/vadalog/rules');
    assert.equal(normalizeRoutePath('#facts'), '/');
  });

  it('should drop .html, /index.html and trailing slashes', () => {
    assert.equal(normalizeRoutePath('/learn/vadalog/rules.html'), '/learn/vadalog/rules');
    assert.equal(normalizeRoutePath('/learn/vadalog/index.html'), '/learn/vadalog');
    assert.equal(normalizeRoutePath('/learn/vadalog/'), '/learn/vadalog');
    assert.equal(normalizeRoutePath('/learn/vadalog///'), '/learn/vadalog');
    assert.equal(normalizeRoutePath('/index.html'), '/');
  });

  it('should decode percent escapes', () => {
    assert.equal(normalizeRoutePath('/a%20b'), '/a b');
  });

  it('should keep a malformed escape as it is instead of throwing', () => {
    assert.equal(normalizeRoutePath('/bad%E0%A4%A'), '/bad%E0%A4%A');
  });

  it('should return "/" for an empty path', () => {
    assert.equal(normalizeRoutePath(''), '/');
  });
});

describe('permalinkToFile', () => {
  it('should map "/" to index.html', () => {
    assert.equal(permalinkToFile('/'), 'index.html');
  });

  it('should map a route to a .html file, never to a folder index', () => {
    assert.equal(permalinkToFile('/sdk'), 'sdk.html');
    assert.equal(permalinkToFile('/learn/vadalog/rules'), 'learn/vadalog/rules.html');
  });

  it('should invert the route of every page file', () => {
    for (const route of ['/', '/a', '/a/b', '/learn/getting-started/concepts']) {
      const file = permalinkToFile(route);
      assert.equal(normalizeRoutePath(`/${file}`), route);
    }
  });
});

describe('isExternal and splitHash', () => {
  it('should treat schemes and protocol-relative URLs as external', () => {
    assert.equal(isExternal('https://example.com'), true);
    assert.equal(isExternal('mailto:a@b.c'), true);
    assert.equal(isExternal('//cdn.example.com/x.js'), true);
    assert.equal(isExternal('/learn'), false);
    assert.equal(isExternal('./01-intro.md'), false);
    assert.equal(isExternal('#facts'), false);
  });

  it('should split a path from its hash', () => {
    assert.deepEqual(splitHash('/a/b#c'), { path: '/a/b', hash: 'c' });
    assert.deepEqual(splitHash('/a/b'), { path: '/a/b' });
    assert.deepEqual(splitHash('#only'), { path: '', hash: 'only' });
  });
});

describe('addTrailingSlashes', () => {
  const routes = new Set(['/docs/a', '/docs/v1.2']);
  const links = (html: string) => [...addTrailingSlashes(html, routes, 'https://site.example').matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

  it('should add the slash to routes, to paths that are no route, and to the site URL form, keeping the hash and query', () => {
    assert.deepEqual(links('<a href="/docs/a#x"></a><a href="/docs/missing"></a><a href="/docs/missing?q=1#y"></a><a href="https://site.example/docs/a"></a>'), ['/docs/a/#x', '/docs/missing/', '/docs/missing/?q=1#y', 'https://site.example/docs/a/']);
  });

  it('should leave files, a route with a dot, the root, slashed paths, relative and external links alone (except the route)', () => {
    assert.deepEqual(links('<a href="/files/a.pdf"></a><a href="/docs/v1.2"></a><a href="/"></a><a href="/docs/b/"></a><a href="#top"></a><a href="other"></a><a href="https://elsewhere.example/x"></a><a href="//cdn.example/x"></a>'), ['/files/a.pdf', '/docs/v1.2/', '/', '/docs/b/', '#top', 'other', 'https://elsewhere.example/x', '//cdn.example/x']);
  });

  it("should slash a locale's links to the site's root (the other locales' pages) as its own, by whole segments", () => {
    const fr = (html: string) => [...addTrailingSlashes(html, new Set(['/docs/a', '/frameworks/x']), 'https://site.example/p/fr', 'https://site.example/p').matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    assert.deepEqual(
      fr('<link href="https://site.example/p/fr/docs/a"><link href="https://site.example/p/docs/a"><link href="https://site.example/p/de/docs/a"><link href="https://site.example/p/frameworks/x"><link href="https://site.example/p/blog/rss.xml"><link href="https://site.example/p"><link href="https://site.example/other/x">'),
      ['https://site.example/p/fr/docs/a/', 'https://site.example/p/docs/a/', 'https://site.example/p/de/docs/a/', 'https://site.example/p/frameworks/x/', 'https://site.example/p/blog/rss.xml', 'https://site.example/p', 'https://site.example/other/x'],
    );
  });
});
