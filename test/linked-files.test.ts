// A Markdown link to a local file that is no page (`[slides](./talk.pdf)`) is
// published as Docusaurus's MDX loader publishes it: the file under
// /assets/files/<name>-<hash>.<ext>, the link pointing there. With the safety
// of images (compiler/mdx/remark-links.ts checkedAsset): only from the content
// or static folder by real path, never private data; a missing file is still
// a broken link, a JSX <a href> is left as written, and a cached page still
// gets its file copied.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, buildSite, findAll, fixtureConfig, listFiles, makeTempDir, page, parseHtml, removeTempDirs, stripAnsi, writeFiles } from './helpers.js';
import { startFixtureDev } from './dev/dev-helpers.js';
import { build } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { Writable } from 'node:stream';

after(removeTempDirs);

const SECRET = 'pxdocs-linked-file-secret-3141';
const PDF = '%PDF-1.4\n% a small test file\n';
const JSON_TEXT = '{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';
const CSV = 'name,value\na,1\n';

async function siteWith(body: string, extra: Record<string, string> = {}, config: Record<string, unknown> = {}): Promise<{ root: string; site: string }> {
  const root = await makeTempDir('pxdocs-linked-files-');
  const site = join(root, 'site');
  await writeFiles(root, { 'secret.pdf': SECRET });
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig(config), 'content/docs/index.md': page({ title: 'Home' }), 'content/docs/guide/files.md': page({ title: 'Files' }, body), ...extra });
  return { root, site };
}

/** The hrefs of the `<a>` elements of a built page's article. */
async function pageLinks(out: string, file: string): Promise<{ href: string; target?: string }[]> {
  const tree = parseHtml(await readFile(join(out, file), 'utf8'));
  return findAll(tree, (element) => element.tagName === 'a' && (attr(element, 'href') ?? '').includes('/assets/files/')).map((element) => ({ href: attr(element, 'href')!, target: attr(element, 'target') }));
}

/** The file of out/ a published href names (its query and fragment dropped, the base URL taken off). */
function fileOf(out: string, href: string, base = '/'): string {
  const path = href.replace(/[?#].*$/, '');
  assert.ok(path.startsWith(`${base}assets/files/`), `${href} is under ${base}assets/files/`);
  return join(out, path.slice(base.length));
}

/** A build of an unchanged site all the same (`--force`), returning what it printed. */
async function buildForced(site: string, cacheDir: string): Promise<string> {
  let text = '';
  const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
  await build({ cwd: site, cacheDir, force: true, reporter: new Reporter({ stream }) });
  return stripAnsi(text);
}

const FILES = {
  'content/docs/guide/talk.pdf': PDF,
  'content/docs/guide/schema.json': JSON_TEXT,
  'content/docs/guide/diagram.svg': SVG,
  'content/docs/assets/data.csv': CSV,
};

const BODY = [
  'Get [the slides](./talk.pdf), [the schema](./schema.json#properties), [the diagram](<./diagram.svg?v=2>) and [the data](../assets/data.csv).',
  '',
  'A [reference link][slides] too.',
  '',
  '[slides]: ./talk.pdf',
  '',
].join('\n');

describe('files a Markdown link names beside the page', () => {
  it('publishes .pdf, .json, .svg and .csv under /assets/files/ with their bytes, keeping names, queries and fragments', async () => {
    const { site } = await siteWith(BODY, FILES);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const out = join(site, 'out');
    const links = await pageLinks(out, 'docs/guide/files.html');
    const hrefs = links.map((link) => link.href);
    assert.equal(hrefs.length, 5, hrefs.join(', '));
    assert.match(hrefs[0], /^\/assets\/files\/talk-[0-9a-f]{8}\.pdf$/);
    assert.match(hrefs[1], /^\/assets\/files\/schema-[0-9a-f]{8}\.json#properties$/);
    assert.match(hrefs[2], /^\/assets\/files\/diagram-[0-9a-f]{8}\.svg\?v=2$/);
    assert.match(hrefs[3], /^\/assets\/files\/data-[0-9a-f]{8}\.csv$/);
    // The reference link's definition names the same file.
    assert.equal(hrefs[4], hrefs[0]);
    const expected = [PDF, JSON_TEXT, SVG, CSV];
    for (const [index, bytes] of expected.entries()) assert.equal(readFileSync(fileOf(out, hrefs[index]), 'utf8'), bytes, `${hrefs[index]} holds the linked file's bytes`);
    // As Docusaurus writes the link of a published file: it opens in a new tab.
    assert.equal(links[0].target, '_blank');
    // Nothing else under assets/files/, and the files are not published at their page-relative paths.
    assert.deepEqual((await readdir(join(out, 'assets', 'files'))).sort(), hrefs.slice(0, 4).map((href) => href.replace(/[?#].*$/, '').slice('/assets/files/'.length)).sort());
    assert.equal(existsSync(join(out, 'docs', 'guide', 'talk.pdf')), false);
    // The page's Markdown twin carries the published absolute URL, as it does for images.
    const twin = await readFile(join(out, 'docs', 'guide', 'files.md'), 'utf8');
    assert.ok(twin.includes(`(https://fixture.example${hrefs[0]})`), twin);
    assert.ok(twin.includes(`(https://fixture.example${hrefs[1]})`), twin);
  });

  it('names the published file after the linked one, characters a URL would need to escape made -', async () => {
    const { site } = await siteWith('[notes](<./release notes %232.pdf>)\n', { 'content/docs/guide/release notes #2.pdf': PDF });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const [link] = await pageLinks(join(site, 'out'), 'docs/guide/files.html');
    assert.match(link.href, /^\/assets\/files\/release-notes-2-[0-9a-f]{8}\.pdf$/);
    assert.equal(readFileSync(fileOf(join(site, 'out'), link.href), 'utf8'), PDF);
  });

  it('publishes an @site/ path as Docusaurus does, from the static folder too', async () => {
    const { site } = await siteWith('[archive](@site/static/downloads/kit.zip)\n', { 'static/downloads/kit.zip': 'PK kit' });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const [link] = await pageLinks(join(site, 'out'), 'docs/guide/files.html');
    assert.match(link.href, /^\/assets\/files\/kit-[0-9a-f]{8}\.zip$/);
    assert.equal(readFileSync(fileOf(join(site, 'out'), link.href), 'utf8'), 'PK kit');
  });

  it('publishes the files and images a partial links, with the page that imports it', async () => {
    const { site } = await siteWith('', {
      'content/docs/guide/_part.mdx': '![chart](./chart.png) and [the slides](./talk.pdf)\n',
      'content/docs/guide/with-part.mdx': page({ title: 'With part' }, "import Part from './_part.mdx';\n\n<Part />\n"),
      'content/docs/guide/chart.png': 'PNG chart',
      'content/docs/guide/talk.pdf': PDF,
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const out = join(site, 'out');
    const [link] = await pageLinks(out, 'docs/guide/with-part.html');
    assert.ok(link, 'the partial\'s link is on the page');
    assert.equal(readFileSync(fileOf(out, link.href), 'utf8'), PDF);
    const image = /src="(\/assets\/images\/chart-[0-9a-f]{8}\.png)"/.exec(await readFile(join(out, 'docs', 'guide', 'with-part.html'), 'utf8'))?.[1];
    assert.ok(image, 'the partial\'s image is on the page');
    assert.equal(readFileSync(join(out, image)).toString(), 'PNG chart');
  });

  it('adds the base URL to the href as to images, the file still at out/assets/files/', async () => {
    const { site } = await siteWith(BODY, FILES, { baseUrl: '/project/' });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const out = join(site, 'out');
    const [pdf] = await pageLinks(out, 'docs/guide/files.html');
    assert.match(pdf.href, /^\/project\/assets\/files\/talk-[0-9a-f]{8}\.pdf$/);
    assert.equal(readFileSync(fileOf(out, pdf.href, '/project/'), 'utf8'), PDF);
    const twin = await readFile(join(out, 'docs', 'guide', 'files.md'), 'utf8');
    assert.ok(twin.includes(`(https://fixture.example${pdf.href})`), twin);
  });

  it('leaves a JSX <a href> as written (Docusaurus never publishes it): a file of the static folder at that path', async () => {
    const { site } = await siteWith('', {
      'content/docs/guide/jsx.mdx': page({ title: 'JSX' }, '<a href="./talk.pdf">slides</a> and [the Markdown one](./talk.pdf)\n'),
      'content/docs/guide/talk.pdf': PDF,
      'static/docs/guide/talk.pdf': 'the static copy',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(site, 'out', 'docs', 'guide', 'jsx.html'), 'utf8');
    assert.match(html, /<a href="\/docs\/guide\/talk\.pdf">slides<\/a>/);
    assert.match(html, /href="\/assets\/files\/talk-[0-9a-f]{8}\.pdf"/);
  });

  it('keeps page links, site-root files and anchors as they were', async () => {
    const { site } = await siteWith('[home](../index.md), [tab](../index.md?tab=npm), [tab here](../index.md?tab=yarn#top), [static](/files/guide.pdf), [here](#a-section), [site](https://example.com/x.pdf)\n\n## A section\n', { 'static/files/guide.pdf': PDF });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(site, 'out', 'docs', 'guide', 'files.html'), 'utf8');
    assert.match(html, /href="\/docs"/);
    // A page file's link keeps its query, as Docusaurus's (a tab to open, say).
    assert.match(html, /href="\/docs\?tab=npm"/);
    assert.match(html, /href="\/docs\?tab=yarn#top"/);
    assert.match(html, /href="\/files\/guide\.pdf"/);
    assert.match(html, /href="#a-section"/);
    assert.match(html, /href="https:\/\/example\.com\/x\.pdf"/);
    assert.equal(existsSync(join(site, 'out', 'assets', 'files')), false);
  });

  it('still fails the build on a link to a file that does not exist, as a broken link', async () => {
    const { site } = await siteWith('Intro.\n\n[gone](./nope.pdf)\n');
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /content\/docs\/guide\/files\.md:7:1 → \.\/nope\.pdf \(no file \/docs\/guide\/nope\.pdf in the static folder\)/);
    assert.equal(existsSync(join(site, 'out')), false);
  });
});

describe('linked files from outside the site or private', () => {
  it('refuses a ../ path that leaves the site, naming file:line:column', async () => {
    const { site } = await siteWith('Intro.\n\nSee [x](../../../../secret.pdf) here.\n');
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /Broken link +content\/docs\/guide\/files\.md:7:5/);
    assert.match(output, /resolves to .*secret\.pdf, which is not a file inside the site's content or static folder/);
    assert.match(output, /hint: Put the file next to the page/);
    assert.equal(existsSync(join(site, 'out')), false);
  });

  it('fails on a deep ../ path to a system file, publishing nothing', async () => {
    const { site } = await siteWith('[x](../../../../../../../../../../etc/hostname)\n');
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /content\/docs\/guide\/files\.md:5:1/);
    assert.equal(existsSync(join(site, 'out')), false);
  });

  it('refuses a file of the site outside content/ and static/', async () => {
    const { site } = await siteWith('[config](../../../config/site.config.ts)\n');
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /Broken link +content\/docs\/guide\/files\.md:5:1[\s\S]*site\.config\.ts, which is not a file inside/);
  });

  it('refuses a link to a symbolic link that points outside the site', async () => {
    const { root, site } = await siteWith('[x](./linked.pdf)\n');
    await symlink(join(root, 'secret.pdf'), join(site, 'content', 'docs', 'guide', 'linked.pdf'));
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /Broken link +content\/docs\/guide\/files\.md:5:1[\s\S]*not a file inside the site's content or static folder/);
    assert.equal(existsSync(join(site, 'out')), false);
  });

  it('never publishes private data: .env files, by name or through a link, nor .git', async () => {
    for (const [body, files, why] of [
      ['[env](./.env.local)\n', { 'content/docs/guide/.env.local': SECRET }, /"\.\/\.env\.local" is private data \(\.env\.local:/],
      ['[notes](./notes.txt)\n', {}, /"\.\/notes\.txt" is private data \(\.env:/],
      ['[head](./.git/config.json)\n', { 'content/docs/guide/.git/config.json': SECRET }, /"\.\/\.git\/config\.json" is private data \(\.git:/],
    ] as const) {
      const { site } = await siteWith(body, { ...files, 'content/docs/.env': SECRET });
      if (body.includes('notes')) await symlink('../.env', join(site, 'content', 'docs', 'guide', 'notes.txt'));
      const result = await buildSite(site);
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 1, output);
      assert.match(output, /Broken link +content\/docs\/guide\/files\.md:5:1/);
      assert.match(output, why);
      assert.equal(existsSync(join(site, 'out')), false);
    }
    // `.env` itself has no extension: Docusaurus leaves the link as written, a broken link (a warning here), and nothing is copied.
    const { site } = await siteWith('[env](./.env)\n', { 'content/docs/guide/.env': SECRET }, { onBrokenLinks: 'warn' });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /\.\/\.env/);
    for (const file of await listFiles(join(site, 'out'))) assert.ok(!readFileSync(join(site, 'out', file)).includes(SECRET), `${file} holds the secret`);
  });
});

describe('linked files and the build cache', () => {
  it('publishes the file again from a cached page, and a new version when it changes', async () => {
    const { site } = await siteWith(BODY, FILES);
    const cacheDir = join(site, '.pxdocs-cache');
    const first = await buildSite(site, undefined, { cacheDir });
    assert.equal(first.code, 0, first.stdout + first.stderr);
    const out = join(site, 'out');
    const [before] = await pageLinks(out, 'docs/guide/files.html');

    // Another page's title edited, so the build runs (an unchanged site is left as it is) and draws this page again (its
    // sidebar shows the title) from its cached compile output. (A body edit leaves it whole: the sidebar it draws is the same.)
    await writeFile(join(site, 'content', 'docs', 'index.md'), page({ title: 'Home, edited' }, 'Edited.\n'));
    const second = await buildSite(site, undefined, { cacheDir });
    assert.equal(second.code, 0, second.stdout + second.stderr);
    assert.match(second.stderr, /from cache: 0 whole, 1 compiled/, 'the page\'s compile output came from the cache');
    const [again] = await pageLinks(out, 'docs/guide/files.html');
    assert.equal(again.href, before.href);
    assert.equal(readFileSync(fileOf(out, again.href), 'utf8'), PDF);

    // Nothing changed, built again all the same: both pages whole from the cache, the file copied into the new output.
    const forced = await buildForced(site, cacheDir);
    assert.match(forced, /from cache: 2 whole/, forced);
    const [whole] = await pageLinks(out, 'docs/guide/files.html');
    assert.equal(whole.href, before.href);
    assert.equal(readFileSync(fileOf(out, whole.href), 'utf8'), PDF);

    await writeFile(join(site, 'content', 'docs', 'guide', 'talk.pdf'), `${PDF}% edited\n`);
    const third = await buildSite(site, undefined, { cacheDir });
    assert.equal(third.code, 0, third.stdout + third.stderr);
    const [edited] = await pageLinks(out, 'docs/guide/files.html');
    assert.notEqual(edited.href, before.href);
    assert.equal(readFileSync(fileOf(out, edited.href), 'utf8'), `${PDF}% edited\n`);
    assert.equal(existsSync(fileOf(out, before.href)), false, 'the old version is gone from the new output');
  });

  it('pxdocs dev serves the file and follows an edit to it', async () => {
    const fx = await startFixtureDev('linked-files-dev', {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/index.md': page({ title: 'Home' }, '[the slides](./talk.pdf)\n'),
      'content/docs/talk.pdf': PDF,
    });
    try {
      const href = /href="(\/assets\/files\/talk-[0-9a-f]{8}\.pdf)"/.exec((await fx.get('/docs')).html)?.[1];
      assert.ok(href, 'the page links the published file');
      const served = await fx.get(href);
      assert.equal(served.status, 200);
      assert.equal(served.html, PDF);
      await fx.write('content/docs/talk.pdf', `${PDF}% edited in dev\n`);
      const html = await fx.waitForHtml('/docs', (text) => /href="\/assets\/files\/talk-[0-9a-f]{8}\.pdf"/.test(text) && !text.includes(href), 'the new file URL');
      const next = /href="(\/assets\/files\/talk-[0-9a-f]{8}\.pdf)"/.exec(html)![1];
      assert.equal((await fx.get(next)).html, `${PDF}% edited in dev\n`);
    } finally {
      await fx.close();
    }
  });
});
