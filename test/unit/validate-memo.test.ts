// The link check's memo (compiler/validate-memo.ts) and the cache's entry paths it keys on.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildCache } from '../../compiler/cache.js';
import { linkTargets, pageLinksKey, ValidationMemo } from '../../compiler/validate-memo.js';
import { pack } from '../../compiler/packed-strings.js';
import { makeTempDir, removeTempDirs } from '../helpers.js';

describe('BuildCache.file', () => {
  it('should name the path join() names, for a folder written with or without a trailing separator', () => {
    for (const dir of ['/tmp/cache', '/tmp/cache/', '/tmp//cache/./x/..', 'relative/cache']) {
      const cache = new BuildCache(dir, 'salt');
      assert.equal(cache.file('page', 'abcdef', '.html'), join(dir, 'page', 'ab', 'abcdef.html'), dir);
    }
  });
});

describe('ValidationMemo', () => {
  after(removeTempDirs);

  it('should give back the counts of pages remembered under the same targets, and none under others', async () => {
    const file = join(await makeTempDir('pxdocs-memo-'), 'links', 'memo.json');
    const first = ValidationMemo.load(file, 'targets-1');
    assert.equal(first.checked('page-a'), undefined);
    first.remember('page-a', 12);
    first.remember('page-b', 0);
    first.save();

    const second = ValidationMemo.load(file, 'targets-1');
    assert.equal(second.checked('page-a'), 12);
    assert.equal(second.checked('page-b'), 0);
    assert.equal(second.checked('page-c'), undefined);
    assert.equal(second.skipped, 2);

    // Other targets (a heading moved, a page added): nothing is known.
    const other = ValidationMemo.load(file, 'targets-2');
    assert.equal(other.checked('page-a'), undefined);
  });

  it('should keep only the pages of the last build, and not rewrite a memo that says nothing new', async () => {
    const file = join(await makeTempDir('pxdocs-memo-'), 'memo.json');
    const first = ValidationMemo.load(file, 't');
    first.remember('kept', 3);
    first.remember('gone', 4);
    first.save();
    const second = ValidationMemo.load(file, 't');
    second.checked('kept');
    second.save();
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')).pages, { kept: 3 });
    // The same pages again: the file is left as it is.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"kept":3', '"kept":3 '));
    const third = ValidationMemo.load(file, 't');
    assert.equal(third.checked('kept'), 3);
    third.save();
    assert.match(readFileSync(file, 'utf8'), /"kept":3 /);
  });

  it('should ignore a corrupt memo and counts that are not counts', async () => {
    const file = join(await makeTempDir('pxdocs-memo-'), 'memo.json');
    writeFileSync(file, '{ not json');
    assert.equal(ValidationMemo.load(file, 't').checked('a'), undefined);
    writeFileSync(file, JSON.stringify({ targets: 't', pages: { a: -1, b: 'x', c: 2 } }));
    const memo = ValidationMemo.load(file, 't');
    assert.equal(memo.checked('a'), undefined);
    assert.equal(memo.checked('b'), undefined);
    assert.equal(memo.checked('c'), 2);
  });

  it('should hash targets apart when an id, a route, a file or a setting differs', () => {
    const ids = new Map([['/a', pack(['intro', 'usage'])], ['/b', pack(['x'])]]);
    const files = new Set(['/img/logo.png']);
    const base = linkTargets(['salt', 'throw'], ids, files);
    assert.equal(linkTargets(['salt', 'throw'], new Map(ids), new Set(files)), base);
    assert.notEqual(linkTargets(['salt', 'warn'], ids, files), base);
    assert.notEqual(linkTargets(['salt', 'throw'], new Map([...ids, ['/a', pack(['intro'])]]), files), base);
    assert.notEqual(linkTargets(['salt', 'throw'], new Map([...ids, ['/c', pack([])]]), files), base);
    assert.notEqual(linkTargets(['salt', 'throw'], ids, new Set(['/img/other.png'])), base);
  });

  it('should key a page by its permalink, links and hrefs', () => {
    const page = { permalink: '/a', links: [], renderedHrefs: pack(['/b']), unchecked: [] };
    assert.equal(pageLinksKey({ ...page }), pageLinksKey(page));
    assert.notEqual(pageLinksKey({ ...page, permalink: '/c' }), pageLinksKey(page));
    assert.notEqual(pageLinksKey({ ...page, renderedHrefs: pack(['/b#x']) }), pageLinksKey(page));
    assert.notEqual(pageLinksKey({ ...page, unchecked: ['/b'] }), pageLinksKey(page));
  });
});
