// Docusaurus's doc tags: `tags` front matter lists the page's tags under its
// content, and the docs plugin's tag pages exist where Docusaurus puts them
// (`<routeBasePath>/tags`, `<routeBasePath>/tags/<kebab-case label>`, or a tag's
// own permalink), so links a site wrote to them resolve.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll, text } from './lib.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';

let site: string;
let output: string;
let code: number;

before(async () => {
  site = await makeTempDir('pxdocs-tags-');
  await writeFiles(site, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
    'docs/apples.md': page({ title: 'Apples', description: 'Round and red.', tags: ['Fruit', 'Red things'] }, 'About apples.\n'),
    'docs/pears.md': page({ title: 'Pears', tags: ['Fruit', 'fruit'] }, 'About pears. See [every fruit page](/docs/tags/fruit) and [all tags](/docs/tags).\n'),
    'docs/cherries.md': `---\ntitle: Cherries\ntags:\n  - label: Stone fruit\n    permalink: /drupes\n  - Red things\n---\n\nAbout cherries.\n`,
    'docs/secret.md': page({ title: 'Secret', unlisted: true, tags: ['Fruit', 'Hidden'] }, 'Unlisted.\n'),
    'docs/plain.md': page({ title: 'Plain' }, 'No tags here.\n'),
  });
  const result = await buildSite(site);
  output = result.stdout + result.stderr;
  code = result.code;
});
after(removeTempDirs);

describe('tags front matter', () => {
  it('builds, and the links written to tag pages resolve', () => {
    assert.equal(code, 0, output);
    assert.doesNotMatch(output, /tags\/fruit|Broken/);
  });

  it("lists a doc's tags under its content, linked to their pages, each once", async () => {
    const apples = await readPage(join(site, 'out'), '/docs/apples');
    const tags = selectAll(must(apples.main, '.doc-tags'), 'a.tag');
    assert.deepEqual(tags.map((tag) => [text(tag), attr(tag, 'href')]), [['Fruit', '/docs/tags/fruit'], ['Red things', '/docs/tags/red-things']]);
    // `fruit` and `Fruit` are one tag (one permalink), as in Docusaurus.
    const pears = await readPage(join(site, 'out'), '/docs/pears');
    assert.deepEqual(selectAll(pears.main, '.doc-tags a.tag').map(text), ['Fruit']);
    const plain = await readPage(join(site, 'out'), '/docs/plain');
    assert.equal(selectAll(plain.main, '.doc-tags').length, 0);
  });

  it('gives a tag its own permalink under the tags route', async () => {
    const cherries = await readPage(join(site, 'out'), '/docs/cherries');
    assert.deepEqual(selectAll(cherries.main, '.doc-tags a.tag').map((tag) => attr(tag, 'href')), ['/docs/tags/drupes', '/docs/tags/red-things']);
  });

  it('makes a page per tag listing its listed docs by title, with their descriptions and a link to every tag', async () => {
    const fruit = await readPage(join(site, 'out'), '/docs/tags/fruit');
    assert.equal(text(must(fruit.main, 'h1')), '2 docs tagged with "Fruit"');
    assert.deepEqual(selectAll(fruit.main, '.tag-doc h2 a').map((link) => [text(link), attr(link, 'href')]), [['Apples', '/docs/apples'], ['Pears', '/docs/pears']]);
    assert.ok(text(must(fruit.main, '.tag-doc')).includes('Round and red.'));
    assert.equal(attr(must(fruit.main, '.tag-docs a[href="/docs/tags"]'), 'href'), '/docs/tags');
    const drupes = await readPage(join(site, 'out'), '/docs/tags/drupes');
    assert.equal(text(must(drupes.main, 'h1')), 'One doc tagged with "Stone fruit"');
    // No description where the tags file gives the tag none, nor on the index, as Docusaurus's DocTagDocListPage and DocTagsListPage.
    for (const tagPage of [fruit, await readPage(join(site, 'out'), '/docs/tags')]) assert.doesNotMatch(tagPage.html, /<meta (name|property)="(og:)?description"/);
    // Only an unlisted doc carries "Hidden": its page lists it, and is unlisted itself (as in Docusaurus).
    const hidden = await readPage(join(site, 'out'), '/docs/tags/hidden');
    assert.deepEqual(selectAll(hidden.main, '.tag-doc h2 a').map(text), ['Secret']);
    assert.match(hidden.html, /<meta name="robots" content="noindex/);
  });

  it('lists every tag under its first letter, with the number of docs carrying it', async () => {
    const index = await readPage(join(site, 'out'), '/docs/tags');
    assert.equal(text(must(index.main, 'h1')), 'Tags');
    assert.deepEqual(selectAll(index.main, '.tags-index h2').map(text), ['F', 'R', 'S']);
    assert.deepEqual(selectAll(index.main, '.tags-index a.tag').map((tag) => [text(tag), attr(tag, 'href')]), [
      ['Fruit2', '/docs/tags/fruit'],
      ['Red things2', '/docs/tags/red-things'],
      ['Stone fruit1', '/docs/tags/drupes'],
    ]);
  });

  it('puts tag pages in the sitemap, not in search or llms.txt', async () => {
    const sitemap = await readFile(join(site, 'out', 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\/docs\/tags\/fruit<\/loc>/);
    assert.doesNotMatch(sitemap, /tags\/hidden/, 'an unlisted tag');
    const llms = await readFile(join(site, 'out', 'llms.txt'), 'utf8');
    assert.doesNotMatch(llms, /\]\([^)]*\/tags/, 'no link to a tag page');
    assert.match(llms, /\]\([^)]*\/docs\/apples\.md\)/);
    assert.ok(!existsSync(join(site, 'out', 'docs', 'tags', 'fruit.md')), 'a tag page has no Markdown twin');
    const records = readRecordsFile<SearchRecord>(join(site, 'out', 'search-records.json'));
    assert.ok(records.length > 0);
    assert.ok(!records.some((record) => record.url.includes('/tags')), 'no record of a tag page');
    assert.ok(!records.some((record) => record.content?.includes('Red things')), "a doc's tag list is not its text");
  });

  it('takes tagsBasePath, as the docs plugin does', async () => {
    const other = await makeTempDir('pxdocs-tags-base-');
    await writeFiles(other, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: '/', tagsBasePath: 'topics' } }),
      'docs/apples.md': page({ title: 'Apples', tags: ['Fruit'] }, 'About apples.\n'),
    });
    const result = await buildSite(other);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(existsSync(join(other, 'out', 'topics', 'fruit.html')));
    assert.ok(existsSync(join(other, 'out', 'topics.html')));
  });

  it('refuses a tag permalink that would leave the output folder, naming the page and line', async () => {
    const other = await makeTempDir('pxdocs-tags-unsafe-');
    await writeFiles(other, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
      'docs/apples.md': '---\ntitle: Apples\ntags:\n  - label: Escape\n    permalink: ../../../outside\n---\n\nAbout apples.\n',
    });
    const result = await buildSite(other);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /docs\/apples\.md:3:1/);
    assert.match(result.stderr, /The tag "Escape" has the permalink "\.\.\/\.\.\/\.\.\/outside", which cannot be used/);
    assert.ok(!existsSync(join(other, 'outside.html')) && !existsSync(join(other, '..', 'outside.html')));
  });
});

// Docusaurus 3.4+: the docs folder's tags.yml predefines tags by key (label, permalink,
// description), and `onInlineTags` reports tags it does not define, only where it exists.
describe("the docs folder's tags file", () => {
  it('labels and links a tag by its key, shows its description on its page, and warns of inline tags naming the file', async () => {
    const dir = await makeTempDir('pxdocs-tags-file-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
      'docs/tags.yml': 'known:\n  label: Known Tag\n  permalink: /known-tag\n  description: Tags that are known.\nPlain Key: {}\n',
      'docs/apples.md': page({ title: 'Apples', tags: ['known', 'Plain Key', 'stray'] }, 'About apples.\n'),
    });
    const result = await buildSite(dir);
    const said = result.stdout + result.stderr;
    assert.equal(result.code, 0, said);
    const apples = await readPage(join(dir, 'out'), '/docs/apples');
    assert.deepEqual(selectAll(must(apples.main, '.doc-tags'), 'a.tag').map((tag) => [text(tag), attr(tag, 'href')]), [
      ['Known Tag', '/docs/tags/known-tag'],
      // A key without its own label or permalink: the key, slugified for the route, as Docusaurus.
      ['Plain Key', '/docs/tags/plain-key'],
      ['stray', '/docs/tags/stray'],
    ]);
    const known = await readPage(join(dir, 'out'), '/docs/tags/known-tag');
    assert.equal(text(must(known.main, 'h1')), 'One doc tagged with "Known Tag"');
    assert.equal(text(must(known.main, '.tag-description')), 'Tags that are known.');
    assert.match(known.html, /<meta name="description" content="Tags that are known\."/);
    assert.equal(selectAll((await readPage(join(dir, 'out'), '/docs/tags/stray')).main, '.tag-description').length, 0);
    assert.match(said, /docs\/apples\.md: The doc has tags the docs' tags file docs\/tags\.yml does not define: stray\. Add them to docs\/tags\.yml .*, or set the docs' onInlineTags to 'ignore'/);
    assert.doesNotMatch(said, /does not define: .*known/);
  });

  it('says nothing of inline tags without a tags file, or with onInlineTags ignore; tags: null reads none', async () => {
    const bare = await makeTempDir('pxdocs-tags-nofile-');
    await writeFiles(bare, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
      'docs/apples.md': page({ title: 'Apples', tags: ['stray'] }, 'About apples.\n'),
    });
    const plain = await buildSite(bare);
    assert.equal(plain.code, 0, plain.stdout + plain.stderr);
    assert.doesNotMatch(plain.stdout + plain.stderr, /tags file/);
    for (const [name, docs] of [['ignore', { onInlineTags: 'ignore' }], ['null', { tags: null }]] as const) {
      const dir = await makeTempDir(`pxdocs-tags-${name}-`);
      await writeFiles(dir, {
        'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', ...docs } }),
        'docs/tags.yml': 'known:\n  label: Known Tag\n',
        'docs/apples.md': page({ title: 'Apples', tags: ['known', 'stray'] }, 'About apples.\n'),
      });
      const result = await buildSite(dir);
      assert.equal(result.code, 0, result.stdout + result.stderr);
      assert.doesNotMatch(result.stdout + result.stderr, /tags file/, name);
      const labels = selectAll((await readPage(join(dir, 'out'), '/docs/apples')).main, '.doc-tags a.tag').map(text);
      assert.deepEqual(labels, name === 'null' ? ['known', 'stray'] : ['Known Tag', 'stray']);
    }
  });

  it('fails with onInlineTags throw, and refuses a permalink that would leave the output folder', async () => {
    const dir = await makeTempDir('pxdocs-tags-throw-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', onInlineTags: 'throw' } }),
      'docs/tags.yml': 'known: {}\n',
      'docs/apples.md': page({ title: 'Apples', tags: ['stray'] }, 'About apples.\n'),
    });
    const thrown = await buildSite(dir);
    assert.equal(thrown.code, 1, thrown.stdout + thrown.stderr);
    assert.match(thrown.stdout + thrown.stderr, /does not define: stray/);
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
      'docs/tags.yml': 'known:\n  permalink: ../../../outside\n',
      'docs/apples.md': page({ title: 'Apples', tags: ['known'] }, 'About apples.\n'),
    });
    const unsafe = await buildSite(dir);
    assert.equal(unsafe.code, 1, unsafe.stdout + unsafe.stderr);
    assert.match(unsafe.stderr, /docs\/tags\.yml/);
    assert.match(unsafe.stderr, /The tag "known" has the permalink "\.\.\/\.\.\/\.\.\/outside", which cannot be used/);
  });

  it("reads each version's own tags file, as Docusaurus does", async () => {
    const dir = await makeTempDir('pxdocs-tags-versions-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: false } }),
      'versions.json': '["1.0"]\n',
      'docs/tags.yml': 'k:\n  label: Current K\n',
      'docs/a.md': page({ title: 'A', tags: ['k'] }, 'Current.\n'),
      'versioned_docs/version-1.0/tags.yml': 'k:\n  label: Old K\n  description: The old one.\n',
      'versioned_docs/version-1.0/a.md': page({ title: 'A', tags: ['k', 'odd'] }, 'Old.\n'),
    });
    const result = await buildSite(dir);
    const said = result.stdout + result.stderr;
    assert.equal(result.code, 0, said);
    const tagsOf = async (route: string) => selectAll((await readPage(join(dir, 'out'), route)).main, '.doc-tags a.tag').map((tag) => [text(tag), attr(tag, 'href')]);
    assert.deepEqual(await tagsOf('/docs/a'), [['Old K', '/docs/tags/k'], ['odd', '/docs/tags/odd']]);
    assert.deepEqual(await tagsOf('/docs/next/a'), [['Current K', '/docs/next/tags/k']]);
    assert.equal(text(must((await readPage(join(dir, 'out'), '/docs/tags/k')).main, '.tag-description')), 'The old one.');
    assert.match(said, /versioned_docs\/version-1\.0\/a\.md: The doc has tags the docs' tags file versioned_docs\/version-1\.0\/tags\.yml does not define: odd\./);
  });
});
