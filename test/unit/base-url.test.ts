// The base URL rules (theme/shared/base-url.ts), shared by the build, the
// islands and the servers: one spelling of a base, the base added once to a
// page's URLs, and taken off again where a site path is wanted.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeBase, publicRoot, stripBase, withBase, withoutBase } from '../../theme/shared/base-url.js';
import { addBaseToHtml, BASE_MARK, withoutBaseMarks } from '../../theme/shared/base-html.js';

describe('base URL rules', () => {
  it('spells a base with one slash on each side, and the root as /', () => {
    assert.equal(normalizeBase('proj'), '/proj/');
    assert.equal(normalizeBase('/proj'), '/proj/');
    assert.equal(normalizeBase('//a/b//'), '/a/b/');
    assert.equal(normalizeBase('/'), '/');
    assert.equal(normalizeBase(undefined), '/');
  });

  it('puts the base in front of root-relative paths only', () => {
    assert.equal(withBase('/proj/', '/docs/x#a'), '/proj/docs/x#a');
    assert.equal(withBase('/proj/', '/'), '/proj/');
    assert.equal(withBase('/proj/', '//cdn.example/x.js'), '//cdn.example/x.js');
    assert.equal(withBase('/proj/', 'https://a.example/x'), 'https://a.example/x');
    assert.equal(withBase('/proj/', '#a'), '#a');
    assert.equal(withBase('/', '/docs/x'), '/docs/x');
  });

  it('takes the base off a request path, and says when a path is outside it', () => {
    assert.equal(stripBase('/proj/', '/proj/docs/x'), '/docs/x');
    assert.equal(stripBase('/proj/', '/proj/'), '/');
    assert.equal(stripBase('/proj/', '/proj'), '/');
    assert.equal(stripBase('/proj/', '/docs/x'), undefined);
    assert.equal(stripBase('/proj/', '/project/x'), undefined, 'a longer segment is not the base');
    assert.equal(stripBase('/', '/docs/x'), '/docs/x');
  });

  it('takes the base off a link written with it, keeping its query and anchor', () => {
    assert.equal(withoutBase('/proj/', '/proj/docs/x?y=1#a'), '/docs/x?y=1#a');
    assert.equal(withoutBase('/proj/', '/proj#top'), '/#top');
    assert.equal(withoutBase('/proj/', '/docs/x'), '/docs/x');
    assert.equal(withoutBase('/proj/', 'https://a.example/proj/x'), 'https://a.example/proj/x');
    assert.equal(publicRoot('https://a.example', '/proj/'), 'https://a.example/proj');
    assert.equal(publicRoot('https://a.example', '/'), 'https://a.example');
  });

  it('adds the base to every URL attribute of a page once, and to nothing else', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/a.css"/><script type="module" src="/assets/b.js"></script>',
      '<a href="/docs/x#a">x</a><a href="https://a.example/y">y</a><a href="#z">z</a><a href="//cdn.example/c">c</a>',
      '<img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x, https://a.example/b.png 3x" alt=""/>',
      '<form action="/search"></form><div data-markdown="/docs/x.md" data-chat-endpoint="/api/docsChat"></div>',
      '<code>href="/not-an-attribute"</code><p>see /docs/x</p><p title="/docs/x">t</p>',
    ].join('');
    const published = addBaseToHtml(html, '/proj/');
    assert.equal(published, [
      '<link rel="stylesheet" href="/proj/assets/a.css"/><script type="module" src="/proj/assets/b.js"></script>',
      '<a href="/proj/docs/x#a">x</a><a href="https://a.example/y">y</a><a href="#z">z</a><a href="//cdn.example/c">c</a>',
      '<img src="/proj/img/a.png" srcset="/proj/img/a.png 1x, /proj/img/a@2x.png 2x, https://a.example/b.png 3x" alt=""/>',
      '<form action="/proj/search"></form><div data-markdown="/proj/docs/x.md" data-chat-endpoint="/proj/api/docsChat"></div>',
      '<code>href="/not-an-attribute"</code><p>see /docs/x</p><p title="/docs/x">t</p>',
    ].join(''));
    assert.equal(addBaseToHtml(html, '/'), html, 'a site at the root is left as it is');
  });

  it("gives the base's mark the base once, in a URL attribute, a React srcSet, a style, another attribute and text; the scan reads it as /", () => {
    const marked = (path: string) => BASE_MARK + path;
    const html = [
      `<img src="${marked('img/a.png')}" srcSet="${marked('img/a.png')} 1x,${marked('img/b.png')} 2x, /img/c.png 3x" alt=""/>`,
      `<div style="background-image:url(${marked('img/a.png')})" data-image="${marked('img/a.png')}">${marked('docs/x')}</div>`,
      `<a href="${marked('')}">home</a>`,
    ].join('');
    assert.equal(addBaseToHtml(html, '/proj/'), [
      '<img src="/proj/img/a.png" srcSet="/proj/img/a.png 1x,/proj/img/b.png 2x, /proj/img/c.png 3x" alt=""/>',
      '<div style="background-image:url(/proj/img/a.png)" data-image="/proj/img/a.png">/proj/docs/x</div>',
      '<a href="/proj/">home</a>',
    ].join(''));
    assert.equal(addBaseToHtml(`<a href="${marked('x')}">x</a>`, '/fr/', '/'), '<a href="/fr/x">x</a>', "the mark is this pass's base, a locale's too");
    assert.equal(withoutBaseMarks(html), html.replaceAll(BASE_MARK, '/'));
    assert.equal(withoutBaseMarks('<a href="/x">x</a>'), '<a href="/x">x</a>');
  });
});
