// The persistent build cache: a rebuild reuses what did not change, never what
// did, never an entry from another config or pxdocs build, and shrugs off a
// corrupt entry with a warning. Output is byte-identical with and without it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { basename, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import { build } from '../compiler/build.js';
import { cacheDir, pruneDue } from '../compiler/cache.js';
import { readRecordsFile } from '../compiler/search/records-file.js';
import { Reporter } from '../compiler/reporter.js';
import { toPxErrors } from '../compiler/errors.js';
import { builtSiteCopy, bundledEntry, makeFixture, makeTempDir, page as docPage, removeTempDirs, ROOT, runCli, snapshotFolder, stripAnsi, waitFor, writeDocsSite, writeFiles, writeFixture } from './helpers.js';

/** A build in this process, returning what it printed. */
async function buildPrinting(site: string, options: { outDir?: string; cache?: boolean; force?: boolean; workers?: number; cacheDir?: string } = {}): Promise<string> {
  let text = '';
  const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
  await build({ cwd: site, reporter: new Reporter({ stream }), ...options });
  // Colours are on in CI logs (picocolors follows CI=…): read the text without them.
  return stripAnsi(text);
}

/**
 * A copy of the basic fixture right after a cold `buildPrinting` (out/ and .pxdocs-cache/ in it), and what
 * that build printed: built once for the file, copied for each test that starts there.
 */
async function coldBasic(): Promise<{ site: string; cold: string }> {
  const { site, result } = await builtSiteCopy('cache-test-basic', async (dir) => {
    await writeFixture(dir, 'basic');
    return buildPrinting(dir);
  });
  return { site, cold: result };
}

/** A process id no process has (the highest ids are never handed out here). */
function deadPid(): number {
  for (let pid = 4_000_000; ; pid--) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

function cacheHits(printed: string): { whole: number; compiled: number } {
  const match = /from cache: (\d+) whole, (\d+) compiled/.exec(printed);
  return { whole: Number(match?.[1] ?? 0), compiled: Number(match?.[2] ?? 0) };
}

/** `N of M other pages` in the pages stage's note: pages no doc file makes, taken from the cache. */
function otherHits(printed: string): { cached: number; total: number } {
  const match = /(\d+) of (\d+) other pages/.exec(printed);
  return { cached: Number(match?.[1] ?? 0), total: Number(match?.[2] ?? 0) };
}

async function assertSameFolders(a: string, b: string): Promise<void> {
  const left = await snapshotFolder(a);
  const right = await snapshotFolder(b);
  assert.deepEqual([...right.keys()], [...left.keys()]);
  for (const [file, bytes] of left) assert.ok(right.get(file)!.equals(bytes), `${file} differs`);
}

async function cacheFiles(site: string): Promise<string[]> {
  const root = join(site, '.pxdocs-cache');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the build cache', () => {
  after(removeTempDirs);

  it('should write the same output cold, warm and without the cache, the warm build from the cache', async () => {
    const { site, cold } = await coldBasic();
    assert.deepEqual(cacheHits(cold), { whole: 0, compiled: 0 });
    const warm = await buildPrinting(site, { outDir: 'warm' });
    const hits = cacheHits(warm);
    assert.ok(hits.whole > 0, `nothing came from the cache:\n${warm}`);
    await buildPrinting(site, { outDir: 'none', cache: false });
    // Without the cache the pages' files wait in a scratch folder of the build's own, gone once it is done.
    assert.deepEqual((await readdir(join(site, '.none-builds'))).filter((name) => !name.startsWith('build-')), []);
    await assertSameFolders(join(site, 'out'), join(site, 'warm'));
    await assertSameFolders(join(site, 'out'), join(site, 'none'));
  });

  it('should write no cache entry into a build without the cache: its scratch folder holds only the files the output and the search stage read', async () => {
    // No build looks an entry up in a scratch folder; writing them was a page's JSON and compile entry and their stats for nothing.
    const dir = await makeTempDir('pxdocs-scratch-entries-');
    const listing = join(dir, 'scratch-files.json');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `import list from './plugins/list.js';\nexport default { title: 'Scratch', url: 'https://scratch.example', baseUrl: '/', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: 'Scratch' }, chat: { embeddings: 'off' }, plugins: [list] };\n`,
      // Run before the output is put in place, while the build's scratch folder is still there: every file in it, by path.
      'plugins/list.js': `const fs = require('node:fs');\nconst path = require('node:path');\nconst walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]);\nmodule.exports = () => ({ name: 'list', async postBuild() { const builds = path.join(${JSON.stringify(dir)}, '.out-builds'); const scratch = fs.readdirSync(builds).filter((name) => name.includes('scratch')).map((name) => path.join(builds, name)); fs.writeFileSync(${JSON.stringify(listing)}, JSON.stringify(scratch.flatMap((folder) => walk(folder).map((file) => path.relative(folder, file))))); } });\n`,
      'docs/intro.md': '# Intro\n\nHello from the first page.\n',
      'docs/guide.md': '# Guide\n\nSee the [intro](./intro.md).\n\n## Steps\n\nThen more.\n',
    });
    await buildPrinting(dir, { cache: false });
    const files: string[] = JSON.parse(await readFile(listing, 'utf8'));
    // The listing is of the scratch folder: the pages' HTML and records wait there…
    assert.ok(files.some((file) => file.endsWith('.html')) && files.some((file) => file.endsWith('.records.json')), files.join('\n'));
    // …and no entry (`<key>.json`), no compiled page.
    assert.deepEqual(files.filter((file) => /(^|[/\\])[0-9a-f]{64}\.json$/.test(file) || file.startsWith(`compile${sep}`)), []);
    assert.match(await readFile(join(dir, 'out', 'docs', 'guide.html'), 'utf8'), /Then more\./);
  });

  it("should give each page its compressed copies from its thread (precompress: 'all'), kept in the cache beside the HTML and linked into the output", async () => {
    const site = await makeFixture('basic');
    const configFile = join(site, 'config', 'site.config.ts');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  precompress: 'all',"));
    // Two threads: the pages are rendered (and compressed) on workers, which place them.
    await buildPrinting(site, { outDir: 'cold', workers: 2 });
    // Another output folder: this build takes every page from the cache, in this thread.
    const warm = await buildPrinting(site, { outDir: 'warm' });
    assert.ok(cacheHits(warm).whole > 0, warm);
    const cached = new Map<number, string>();
    for (const file of await cacheFiles(site)) cached.set((await stat(file)).ino, file);
    for (const out of ['cold', 'warm']) {
      const page = join(site, out, 'guide', 'setup.html');
      const html = await readFile(page);
      const made = {
        '.br': brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        '.gz': gzipSync(html, { level: 6 }),
      };
      for (const [ext, expected] of Object.entries(made)) {
        // The bytes precompress would have made of the page…
        assert.ok((await readFile(`${page}${ext}`)).equals(expected), `${out}: guide/setup.html${ext} is not the page compressed`);
        // …taken from the cache, where the page's thread wrote them beside its HTML.
        const source = cached.get((await stat(`${page}${ext}`)).ino);
        assert.ok(source?.endsWith(`.html${ext}`), `${out}: guide/setup.html${ext} is not linked from the cache (${source})`);
      }
    }
  });

  it("should leave pages without copies after a build under precompress: 'all', as a build from scratch (nothing linked from that build brings them)", async () => {
    const site = await makeFixture('basic');
    const configFile = join(site, 'config', 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  precompress: 'all',"));
    await buildPrinting(site);
    assert.ok((await snapshotFolder(join(site, 'out'))).has('index.html.br'), 'the first build has page copies');
    await writeFile(configFile, config);
    // The same out/: its unchanged pages (the home page, 404, generated indexes) are linked from the previous build.
    await buildPrinting(site);
    await buildPrinting(site, { outDir: 'fresh', cache: false });
    assert.deepEqual([...(await snapshotFolder(join(site, 'out'))).keys()].filter((file) => /\.html\.(br|gz)$/.test(file)), []);
    await assertSameFolders(join(site, 'out'), join(site, 'fresh'));
  });

  it('should rebuild a changed page and take the others from the cache', async () => {
    const { site, cold: first } = await coldBasic();
    const page = join(site, 'content', 'guide', '02-setup.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nA sentence added after the first build.\n`);
    const second = await buildPrinting(site);
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(first)?.[1]);
    // Every page but the edited one comes from the cache whole, the one importing theme components too.
    const hits = cacheHits(second);
    assert.deepEqual(hits, { whole: total - 1, compiled: 0 }, `expected ${total - 1} whole pages from the cache:\n${second}`);
    // The pages no doc file makes (home, search, the generated index) too: a body edit changes none of their inputs.
    const others = otherHits(second);
    assert.ok(others.total >= 3 && others.cached === others.total, `every other page from the cache:\n${second}`);
    assert.match(await readFile(join(site, 'out', 'guide', 'setup.html'), 'utf8'), /A sentence added after the first build\./);
    // The same site as a cold build of the edited pages, search index included.
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'out'));
    const index = JSON.parse(await readFile(join(site, 'out', 'search-index.json'), 'utf8')) as { chunkFile: string };
    const chunks = (await readdir(join(site, 'out', 'assets', 'search'))).filter((name) => name.startsWith('d') && name.endsWith('.json'));
    assert.ok(chunks.length > 1 && chunks.every((name) => name.endsWith(index.chunkFile.split('.').slice(-2).join('.'))), 'chunks named by this build');
    assert.match(JSON.stringify(await Promise.all(chunks.map((name) => readFile(join(site, 'out', 'assets', 'search', name), 'utf8')))), /A sentence added after the first build/);

    // A word swapped for another (the field lengths stay, so the averages scores use round the same):
    // the search index is updated from the last build's, the edited page's terms only, the other shards linked.
    await writeFile(page, (await readFile(page, 'utf8')).replace('Configure it.', 'Configure everything.'));
    const third = await buildPrinting(site);
    const updated = /updated: 1 changed page, (\d+) terms, (\d+) shards? written/.exec(third);
    assert.ok(updated, `the index was updated:\n${third}`);
    const { terms } = JSON.parse(await readFile(join(site, 'out', 'search-index.json'), 'utf8')) as { terms: string[] };
    assert.ok(Number(updated[1]) < terms.length / 2, `${updated[1]} of ${terms.length} terms made again`);
    await buildPrinting(site, { outDir: 'cold2', cache: false });
    await assertSameFolders(join(site, 'cold2'), join(site, 'out'));
  });

  it('should render a generated index page again when a page it lists, or one in its sidebar, is renamed', async () => {
    const { site } = await coldBasic();
    const listed = join(site, 'content', 'reference', '03-more', '01-glossary.md');
    await writeFile(listed, (await readFile(listed, 'utf8')).replace('title: Glossary', 'title: Word list'));
    const second = await buildPrinting(site);
    // The generated index lists it (and shows it in its sidebar): that page is rendered again.
    const others = otherHits(second);
    assert.ok(others.cached < others.total, `the pages listing the new title were rendered again:\n${second}`);
    const index = await readFile(join(site, 'out', 'reference', 'more.html'), 'utf8');
    assert.match(index, /Word list/);
    assert.doesNotMatch(index, />Glossary</);
    // Its search records are the new page's too.
    assert.match(JSON.stringify(readRecordsFile(join(site, 'out', 'search-records.json')).filter((record) => JSON.stringify(record).includes('/reference/more'))), /Word list/);
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'out'));

    // A page it does not list, but its sidebar does: only the sidebar's key changes for it.
    const inSidebar = join(site, 'content', 'reference', '01-api.md');
    await writeFile(inSidebar, (await readFile(inSidebar, 'utf8')).replace('title: API', 'title: Programming interface'));
    const third = await buildPrinting(site);
    assert.ok(otherHits(third).cached < otherHits(third).total, `the pages with that sidebar were rendered again:\n${third}`);
    assert.match(await readFile(join(site, 'out', 'reference', 'more.html'), 'utf8'), /Programming interface/);
    await buildPrinting(site, { outDir: 'cold2', cache: false });
    await assertSameFolders(join(site, 'cold2'), join(site, 'out'));
  });

  it("should take a sidebar's pages whole when one page's first paragraph changes, and render again those that show it", async () => {
    // A doc's first paragraph is its description, in its sidebar entry: the sidebar drawn on every page
    // never shows it, the cards of <DocCardList /> do.
    const site = await writeDocsSite({}, {
      'docs/a.md': docPage({ title: 'Alpha', sidebar_position: 1 }, 'Alpha opens here.\n'),
      'docs/b.md': docPage({ title: 'Beta', sidebar_position: 2 }, 'Beta opens here.\n\n## Later\n\nMore text.\n'),
      'docs/c.md': docPage({ title: 'Gamma', sidebar_position: 3 }, 'Gamma opens here.\n'),
      'docs/cards.mdx': docPage({ title: 'Cards', sidebar_position: 4 }, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
    });
    const html = (name: string) => readFile(join(site, 'out', 'docs', `${name}.html`), 'utf8');
    await buildPrinting(site);
    assert.match(await html('cards'), /Beta opens here\./);

    await writeFiles(site, { 'docs/b.md': docPage({ title: 'Beta', sidebar_position: 2 }, 'Beta opens, rewritten.\n\n## Later\n\nMore text.\n') });
    const described = await buildPrinting(site);
    // Intro, Other, Alpha and Gamma whole; Cards, which shows Beta's description, rendered again from its compiled entry.
    assert.deepEqual(cacheHits(described), { whole: 4, compiled: 1 }, described);
    assert.match(await html('cards'), /Beta opens, rewritten\./);
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'out'));

    // A title every page of the sidebar shows (its entry), and Alpha and Gamma as their next and previous page.
    await writeFiles(site, { 'docs/b.md': docPage({ title: 'Beta renamed', sidebar_position: 2 }, 'Beta opens, rewritten.\n\n## Later\n\nMore text.\n') });
    const renamed = await buildPrinting(site);
    assert.deepEqual(cacheHits(renamed), { whole: 0, compiled: 5 }, renamed);
    for (const name of ['intro', 'a', 'c', 'cards']) assert.match(await html(name), /Beta renamed/, `${name} shows the new title`);
    await buildPrinting(site, { outDir: 'cold2', cache: false });
    await assertSameFolders(join(site, 'cold2'), join(site, 'out'));
  });

  it("should take a card list whole when a description outside its category changes, and render it again when one of its cards' does", async () => {
    // <DocCardList /> and useCurrentSidebarCategory() read their category's entries; useDocsSidebar() the whole sidebar.
    const site = await writeDocsSite({}, {
      'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', position: 2 }),
      'docs/guides/index.mdx': docPage({ title: 'Guides' }, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
      'docs/guides/x.md': docPage({ title: 'Xylo', sidebar_position: 1 }, 'Xylo opens here.\n'),
      'docs/tools/_category_.json': JSON.stringify({ label: 'Tools', position: 3 }),
      // Its items as Docusaurus gives them carry no doc's description: a DocCardList of them reads the docs data (useDocById).
      'docs/tools/index.mdx': docPage({ title: 'Tools' }, "import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\nexport function Labels() { return <span id=\"labels\">{useCurrentSidebarCategory().items.map((item) => item.label).join(', ')}</span>; }\n\n<Labels />\n"),
      'docs/tools/t.md': docPage({ title: 'Tuner', sidebar_position: 1 }, 'Tuner opens here.\n'),
      'docs/whole.mdx': docPage({ title: 'Whole', sidebar_position: 4 }, "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\n\nexport function Count() { return <span id=\"count\">{useDocsSidebar().items.length} entries</span>; }\n\n<Count />\n"),
      // Docusaurus's documented card list of a category's page: its items' cards read their category, not every doc.
      'docs/kits/_category_.json': JSON.stringify({ label: 'Kits', position: 5 }),
      'docs/kits/index.mdx': docPage({ title: 'Kits' }, "import DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n"),
      'docs/kits/k.md': docPage({ title: 'Kappa', sidebar_position: 1 }, 'Kappa opens here.\n'),
    });
    const html = (name: string) => readFile(join(site, 'out', 'docs', `${name}.html`), 'utf8');
    await buildPrinting(site);
    assert.match(await html('guides/index'), /Xylo opens here\./);
    assert.match(await html('tools/index'), /<span id="labels">Tuner<\/span>/);
    assert.match(await html('whole'), /<span id="count">\d+ entries<\/span>/);
    assert.match(await html('kits/index'), /Kappa opens here\./);

    await writeFiles(site, { 'docs/guides/x.md': docPage({ title: 'Xylo', sidebar_position: 1 }, 'Xylo opens, rewritten.\n') });
    const guides = await buildPrinting(site);
    // Intro, Other, Tools, Tuner, Kits and Kappa whole; Guides, which shows Xylo's description, and Whole, which read the whole sidebar, rendered again.
    assert.deepEqual(cacheHits(guides), { whole: 6, compiled: 2 }, guides);
    assert.match(await html('guides/index'), /Xylo opens, rewritten\./);
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'out'));

    await writeFiles(site, { 'docs/tools/t.md': docPage({ title: 'Tuner', sidebar_position: 1 }, 'Tuner opens, rewritten.\n') });
    const tools = await buildPrinting(site);
    // Tools, which read its category, and Whole rendered again; Guides whole.
    assert.deepEqual(cacheHits(tools), { whole: 6, compiled: 2 }, tools);
    assert.match(await html('guides/index'), /Xylo opens, rewritten\./);
    await buildPrinting(site, { outDir: 'cold2', cache: false });
    await assertSameFolders(join(site, 'cold2'), join(site, 'out'));

    await writeFiles(site, { 'docs/kits/k.md': docPage({ title: 'Kappa', sidebar_position: 1 }, 'Kappa opens, rewritten.\n') });
    const kits = await buildPrinting(site);
    // Kits, whose cards show Kappa's description, and Whole rendered again.
    assert.deepEqual(cacheHits(kits), { whole: 6, compiled: 2 }, kits);
    assert.match(await html('kits/index'), /Kappa opens, rewritten\./);
    await buildPrinting(site, { outDir: 'cold3', cache: false });
    await assertSameFolders(join(site, 'cold3'), join(site, 'out'));
  });

  it("should take a generated index page whole when a description outside its category changes, and render it again when one of its cards' does", async () => {
    // Its cards show its own items' descriptions (a doc's first paragraph when the front matter gives none);
    // the sidebar it draws shows none.
    const site = await writeDocsSite({}, {
      'docs/a.md': docPage({ title: 'Alpha', sidebar_position: 1 }, 'Alpha opens here.\n'),
      'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index' } }),
      'docs/guides/x.md': docPage({ title: 'Xylo', sidebar_position: 1 }, 'Xylo opens here.\n'),
      'docs/guides/y.md': docPage({ title: 'Yarrow', sidebar_position: 2 }, 'Yarrow opens here.\n'),
    });
    const index = () => readFile(join(site, 'out', 'docs', 'category', 'guides.html'), 'utf8');
    await buildPrinting(site);
    assert.match(await index(), /Xylo opens here\./);

    await writeFiles(site, { 'docs/a.md': docPage({ title: 'Alpha', sidebar_position: 1 }, 'Alpha opens, rewritten.\n') });
    const outside = await buildPrinting(site);
    // The home, search and index pages, all from the cache.
    assert.deepEqual(otherHits(outside), { cached: 3, total: 3 }, outside);
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'out'));

    await writeFiles(site, { 'docs/guides/x.md': docPage({ title: 'Xylo', sidebar_position: 1 }, 'Xylo opens, rewritten.\n') });
    const own = await buildPrinting(site);
    assert.deepEqual(otherHits(own), { cached: 2, total: 3 }, own);
    assert.match(await index(), /Xylo opens, rewritten\./);
    await buildPrinting(site, { outDir: 'cold2', cache: false });
    await assertSameFolders(join(site, 'cold2'), join(site, 'out'));
  });

  it('should take a page importing a local component from the cache until the component changes', async () => {
    const site = await makeFixture('basic', {
      'components/Badge.jsx': "import styles from './Badge.module.css';\nexport default function Badge({ label }) { return <span className={styles.badge}>{label} v1</span>; }\n",
      'components/Badge.module.css': '.badge { color: green; }\n',
      'content/guide/08-badged.mdx': "---\ntitle: Badged\n---\n\nimport Badge from '@site/components/Badge';\n\nA page with <Badge label=\"status\" />.\n",
    });
    const first = await buildPrinting(site, { outDir: 'first' });
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(first)?.[1]);
    const before = await readFile(join(site, 'first', 'guide', 'badged.html'), 'utf8');
    assert.match(before, /status v1/);
    const stylesheet = /href="\/(assets\/site-components-[0-9a-f]+\.css)"/.exec(before)?.[1];
    assert.ok(stylesheet, 'the page links no component stylesheet');

    // Nothing changed: every page, the one with a component too, comes from the cache and nothing is rendered.
    const warm = await buildPrinting(site, { outDir: 'warm' });
    assert.deepEqual(cacheHits(warm), { whole: total, compiled: 0 }, warm);
    await assertSameFolders(join(site, 'first'), join(site, 'warm'));

    // The component's source changed: that page alone is rendered again, with the new component.
    await writeFile(join(site, 'components', 'Badge.jsx'), (await readFile(join(site, 'components', 'Badge.jsx'), 'utf8')).replace('v1', 'v2'));
    const edited = await buildPrinting(site, { outDir: 'edited' });
    assert.deepEqual(cacheHits(edited), { whole: total - 1, compiled: 1 }, edited);
    assert.match(await readFile(join(site, 'edited', 'guide', 'badged.html'), 'utf8'), /status v2/);

    // So is a change of the CSS it imports: the page links a stylesheet with the new rules.
    await writeFile(join(site, 'components', 'Badge.module.css'), '.badge { color: red; }\n');
    const restyled = await buildPrinting(site, { outDir: 'restyled' });
    assert.deepEqual(cacheHits(restyled), { whole: total - 1, compiled: 1 }, restyled);
    const after = await readFile(join(site, 'restyled', 'guide', 'badged.html'), 'utf8');
    const newSheet = /href="\/(assets\/site-components-[0-9a-f]+\.css)"/.exec(after)?.[1];
    assert.ok(newSheet && newSheet !== stylesheet, 'the page kept its old stylesheet');
    assert.match(await readFile(join(site, 'restyled', newSheet), 'utf8'), /red/);

    // A whole page from the cache writes its stylesheet too.
    const again = await buildPrinting(site, { outDir: 'again' });
    assert.deepEqual(cacheHits(again), { whole: total, compiled: 0 }, again);
    assert.match(await readFile(join(site, 'again', newSheet), 'utf8'), /red/);
  });

  it("should give a page the TOC of the Markdown partial it renders as the partial's headings change, the page itself unchanged", async () => {
    const site = await makeFixture('basic', {
      'content/guide/_steps.md': '## First step\n\nText.\n',
      'content/guide/08-stepped.mdx': "---\ntitle: Stepped\n---\n\nimport Steps from './_steps.md';\n\n## Overview\n\n<Steps />\n",
    });
    // The TOC beside the page (the folded one above the text lists the same entries).
    const tocOf = async (out: string) => [...(await readFile(join(site, out, 'guide', 'stepped.html'), 'utf8')).split('<aside class="toc"')[1].matchAll(/class="[^"]*table-of-contents__link[^"]*" href="#([^"]+)"/g)].map((match) => match[1]);
    await buildPrinting(site, { outDir: 'first' });
    assert.deepEqual(await tocOf('first'), ['overview', 'first-step']);
    // Only the partial changed: the page is rendered again, its TOC with the partial's new heading.
    await writeFile(join(site, 'content', 'guide', '_steps.md'), '## First step\n\nText.\n\n## Second step\n\nMore.\n');
    const edited = await buildPrinting(site, { outDir: 'edited' });
    assert.equal(cacheHits(edited).compiled, 1, edited);
    assert.deepEqual(await tocOf('edited'), ['overview', 'first-step', 'second-step']);
  });

  it('should keep compiled pages when a page elsewhere moves, and link them to its new route', async () => {
    // Compile is pure: a link to a page file is resolved after compile, so a
    // compiled page depends on its own text only. Moving its target re-renders it, never recompiles it.
    const site = await makeFixture('basic', {
      'content/guide/07-target.md': '---\ntitle: Target\nslug: /guide/target-old\n---\n\n## Part\n\nText.\n',
      'content/reference/07-linker.md': '---\ntitle: Linker\n---\n\nSee [the target](../guide/07-target.md#part).\n',
    });
    const first = await buildPrinting(site);
    assert.match(await readFile(join(site, 'out', 'reference', 'linker.html'), 'utf8'), /href="\/guide\/target-old#part"/);
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(first)?.[1]);
    const target = join(site, 'content', 'guide', '07-target.md');
    await writeFile(target, (await readFile(target, 'utf8')).replace('target-old', 'target-new'));
    const second = await buildPrinting(site);
    const hits = cacheHits(second);
    assert.equal(hits.whole + hits.compiled, total - 1, `every page but the moved one should come from the cache:\n${second}`);
    assert.ok(hits.compiled > 0, 'pages linking to the moved page must be rendered again');
    const linker = await readFile(join(site, 'out', 'reference', 'linker.html'), 'utf8');
    assert.match(linker, /href="\/guide\/target-new#part"/);
    assert.doesNotMatch(linker, /target-old|__pxdocs_file__/);
    assert.match(await readFile(join(site, 'out', 'reference', 'linker.md'), 'utf8'), /\/guide\/target-new#part/);
  });

  it('should not use a cache written with another config', async () => {
    const { site } = await coldBasic();
    const config = join(site, 'config', 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/title: '([^']+)'/, "title: '$1 Renamed'"));
    const printed = await buildPrinting(site);
    assert.deepEqual(cacheHits(printed), { whole: 0, compiled: 0 });
    assert.match(await readFile(join(site, 'out', 'index.html'), 'utf8'), /Renamed/);
  });

  it('should mark the salts it wrote entries under, keep only the current one, and find the pages a failed build cached', async () => {
    const { site } = await coldBasic();
    const salts = async () => (await readdir(join(site, '.pxdocs-cache', 'salts'))).length;
    assert.equal(await salts(), 1, 'the first build marked its salt');
    // Another config (another salt) with a broken page: the build fails after the good pages were cached.
    const config = join(site, 'config', 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/title: '([^']+)'/, "title: '$1 Again'"));
    const broken = join(site, 'content', 'guide', '09-broken.mdx');
    await writeFile(broken, '---\ntitle: Broken\n---\n\n<Unclosed\n');
    await assert.rejects(buildPrinting(site));
    assert.equal(await salts(), 2, 'the failed build marked its salt before writing entries');
    await writeFile(broken, '---\ntitle: Mended\n---\n\nNow it builds.\n');
    const mended = await buildPrinting(site);
    assert.ok(cacheHits(mended).whole > 0, `the pages the failed build made came from the cache:\n${mended}`);
    assert.equal(await salts(), 1, 'the old salt\'s marker went with its entries');
  });

  it("should move another salt's entries aside before building and delete them in the background, with trash a killed build left", async () => {
    const { site } = await coldBasic();
    const root = join(site, '.pxdocs-cache');
    const entries = async () => (await readdir(join(root, 'page'), { recursive: true })).filter((name) => name.endsWith('.json') && !name.endsWith('.records.json') && !name.endsWith('.index.bin')).length;
    const pages = await entries();
    assert.ok(pages > 0);
    // Trash of a build that was killed while it deleted (its process is gone).
    const abandoned = join(root, `trash-page-old-${deadPid()}`);
    await mkdir(join(abandoned, 'ab'), { recursive: true });
    await writeFile(join(abandoned, 'ab', 'entry.json'), '{}');
    // Another config: another salt, so every entry there is useless to the next build.
    const config = join(site, 'config', 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/title: '([^']+)'/, "title: '$1 Again'"));
    await buildPrinting(site);
    // The new salt's entries only, at once: the old ones left the bucket before the build.
    assert.equal(await entries(), pages);
    // And the trash goes, by a process of its own.
    const deadline = Date.now() + 30_000;
    let left = (await readdir(root)).filter((name) => name.startsWith('trash-'));
    while (left.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = (await readdir(root)).filter((name) => name.startsWith('trash-'));
    }
    assert.deepEqual(left, [], 'trash folders were left in the cache');
  });

  it('should not use a cache written by another build of pxdocs (the compiled CLI, then the sources)', async () => {
    // The compiled pxdocs (dist/, what the CLI runs): in this process when the tests run compiled (the runner's
    // default), which saves a process loading the compiler (the file's cold build); else, from the sources here,
    // the CLI in its own.
    const compiled = !!bundledEntry('build-api');
    const site = compiled ? (await coldBasic()).site : await makeFixture('basic');
    if (!compiled) assert.equal((await runCli(['build', '--cwd', site])).code, 0);
    // pxdocs from its TypeScript sources, through tsx: other code, so another fingerprint.
    const script = `const { main } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'cli', 'main.ts')).href)}); process.exitCode = await main(['node', 'pxdocs', 'build', '--cwd', ${JSON.stringify(site)}]);`;
    const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1' };
    delete env.NODE_OPTIONS;
    const fromSource = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env, encoding: 'utf8', timeout: 180_000 });
    assert.equal(fromSource.status, 0, fromSource.stderr);
    assert.deepEqual(cacheHits(stripAnsi(fromSource.stdout + fromSource.stderr)), { whole: 0, compiled: 0 });
  });

  it('should ignore a corrupt cache entry with a warning and build the same output', async () => {
    const { site } = await coldBasic();
    // Read now: the output's pages are the cache's files (hard links), so overwriting those in place below changes them too.
    const before = await snapshotFolder(join(site, 'out'));
    const files = await cacheFiles(site);
    assert.ok(files.length > 0, 'the build wrote no cache');
    for (const file of files) await writeFile(file, '{"html": "<p>half a');
    const printed = await buildPrinting(site, { outDir: 'after' });
    assert.match(printed, /Ignored a corrupt cache entry/);
    assert.deepEqual(cacheHits(printed), { whole: 0, compiled: 0 });
    const after = await snapshotFolder(join(site, 'after'));
    assert.deepEqual([...after.keys()], [...before.keys()]);
    for (const [file, bytes] of before) assert.ok(after.get(file)!.equals(bytes), `${file} differs`);
  });

  it("should write a page's side files over half files a killed build left (no entry names them), never through the output's links to them", async () => {
    const { site } = await coldBasic();
    const before = await snapshotFolder(join(site, 'out'));
    // A killed build: its page entries never written, its side files (HTML, Markdown, records, index, chunks) cut short.
    const files = await cacheFiles(site);
    const entries = files.filter((file) => file.includes(`${sep}page${sep}`) && /[0-9a-f]{64}\.json$/.test(file));
    const sides = files.filter((file) => file.includes(`${sep}page${sep}`) && !entries.includes(file));
    assert.ok(entries.length > 0 && sides.some((file) => file.endsWith('.html')), 'the build wrote no page entries with side files');
    for (const entry of entries) await rm(entry);
    // Cut through a new name: the files in out/ (hard links to them) keep their bytes, as a killed build's would.
    for (const side of sides) {
      await writeFile(`${side}.cut`, 'half a');
      await rename(`${side}.cut`, side);
    }
    const printed = await buildPrinting(site, { outDir: 'after' });
    assert.equal(cacheHits(printed).whole, 0, 'a page without its entry was taken from the cache');
    const after = await snapshotFolder(join(site, 'after'));
    assert.deepEqual([...after.keys()], [...before.keys()]);
    for (const [file, bytes] of before) assert.ok(after.get(file)!.equals(bytes), `${file} differs`);
    // And the entries written again name whole files: a third build takes every page from the cache.
    const again = await buildPrinting(site, { outDir: 'again', force: true });
    assert.ok(cacheHits(again).whole > 0, 'no page was taken from the cache after the rewrite');
    const third = await snapshotFolder(join(site, 'again'));
    for (const [file, bytes] of before) assert.ok(third.get(file)!.equals(bytes), `${file} differs after the rewrite`);
  });

  it("should build a page again when its search records or index fragment in the cache were overwritten, and fail once, naming the file, when one no longer parses at the same size and time", async () => {
    const { site } = await coldBasic();
    const before = await snapshotFolder(join(site, 'out'));
    const searchFiles = (await cacheFiles(site)).filter((file) => /\.(records\.json|index\.bin)$/.test(file));
    assert.ok(searchFiles.length > 0, 'no page cached search files');
    // Overwritten (its size or time changed): the page is a miss, built again with a warning.
    for (const file of searchFiles) await writeFile(file, 'garbage');
    const printed = await buildPrinting(site, { outDir: 'after', force: true });
    assert.match(printed, /Ignored cache entries whose page changed after it was written/);
    // Against the bytes read before: out/ links the cache's files, so the overwrite changed it too.
    const rebuilt = await snapshotFolder(join(site, 'after'));
    assert.deepEqual([...rebuilt.keys()], [...before.keys()]);
    for (const [file, bytes] of before) assert.ok(rebuilt.get(file)!.equals(bytes), `${file} differs`);
    // Damaged where no stamp can tell (its entry's stamp made to match, as bit rot at the same size and time
    // would): the search stage fails naming the file, once.
    const fragment = (await cacheFiles(site)).find((file) => file.endsWith('.index.bin') && !!JSON.parse(readFileSync(file.replace(/\.index\.bin$/, '.json'), 'utf8')).files)!;
    await writeFile(fragment, '#'.repeat((await stat(fragment)).size));
    const entryFile = fragment.replace(/\.index\.bin$/, '.json');
    const entry = JSON.parse(await readFile(entryFile, 'utf8')) as { files: { index: [number, number] } };
    const damaged = await stat(fragment);
    entry.files.index = [damaged.size, damaged.mtimeMs];
    await writeFile(entryFile, JSON.stringify(entry));
    await assert.rejects(buildPrinting(site, { outDir: 'damaged', force: true }), (error) => toPxErrors(error).some((item) => item.code === 'CorruptCacheFile' && item.message.includes(fragment)));
    const again = await buildPrinting(site, { outDir: 'again', force: true });
    assert.match(again, /Built \d+ pages/);
    const after = await snapshotFolder(join(site, 'again'));
    assert.deepEqual([...after.keys()], [...before.keys()]);
  });

  it('should build a page again when its output was edited in place, never publish the edit from the cache', async () => {
    const { site } = await coldBasic();
    const page = join(site, 'out', 'guide', 'setup.html');
    const original = await readFile(page);
    // A post-processing tool that rewrites out/ in place (same file, same inode): the cache's copy is that file.
    for (const edited of [page, join(site, 'out', 'guide', 'intro.html')]) {
      const handle = await open(edited, 'r+');
      await handle.write('<!-- injected -->', (await handle.stat()).size);
      await handle.close();
    }
    const printed = await buildPrinting(site);
    assert.match(printed, /Ignored cache entries whose page changed after it was written \(out\/ shares its files with the build cache: was out\/ edited in place\?\)/);
    assert.equal(printed.match(/Ignored cache entries/g)?.length, 1, 'one warning, however many pages');
    assert.ok((await readFile(page)).equals(original), 'the rebuilt page is the page, without the edit');
    const again = await buildPrinting(site);
    assert.doesNotMatch(again, /Ignored cache entries/, 'the entry was written again');
    assert.ok((await readFile(page)).equals(original));
    // A page's search chunks are the cache's files too: one edited in place is made again, not published.
    const folder = join(site, 'out', 'assets', 'search');
    const chunk = join(folder, (await readdir(folder)).find((name) => /^d\d+\..*\.json$/.test(name))!);
    const chunkBytes = await readFile(chunk);
    const handle = await open(chunk, 'r+');
    await handle.write(' ', chunkBytes.length);
    await handle.close();
    const rebuilt = await buildPrinting(site, { force: true });
    // Shared with the cache (the page is built again), or only with the previous build (whose index is not reused).
    assert.match(rebuilt, /Ignored cache entries whose page changed after it was written|Ignored the previous build's copy of the search index: its files changed after they were written/);
    assert.ok((await readFile(chunk)).equals(chunkBytes), 'the chunk as it was made');
  });

  it('should take every page from the cache for a site copied or moved to another folder, and write the same files', async () => {
    const cache = await makeTempDir('pxdocs-moved-cache-');
    // A Root whose module map names its file by path (part of the salt), and a page with an image (its entry names the file).
    const site = await makeFixture('basic', { 'src/theme/Root.js': "import React from 'react';\nexport default function Root({ children }) { return <div className=\"moved-root\">{children}</div>; }\n" });
    const first = await buildPrinting(site, { outDir: 'out', cacheDir: cache });
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(first)?.[1]);
    assert.ok(total > 5, first);
    assert.match(await readFile(join(site, 'out', 'guide', 'intro.html'), 'utf8'), /moved-root/);
    // A copy elsewhere (a CI checkout in another folder), its output not copied.
    const copy = join(await makeTempDir('pxdocs-copied-'), 'site');
    await cp(site, copy, { recursive: true, filter: (path) => basename(path) !== 'out' });
    const copied = await buildPrinting(copy, { outDir: 'out', cacheDir: cache });
    assert.deepEqual(cacheHits(copied), { whole: total, compiled: 0 }, `every page of the copy from the cache:\n${copied}`);
    const others = otherHits(copied);
    assert.ok(others.total >= 3 && others.cached === others.total, `every other page from the cache:\n${copied}`);
    await assertSameFolders(join(site, 'out'), join(copy, 'out'));
    // The site renamed, then built into a new output folder.
    const moved = `${site}-renamed`;
    await rename(site, moved);
    const renamed = await buildPrinting(moved, { outDir: 'again', cacheDir: cache });
    assert.deepEqual(cacheHits(renamed), { whole: total, compiled: 0 }, renamed);
    await assertSameFolders(join(copy, 'out'), join(moved, 'again'));
    // Its node_modules cache folder is named the same from either place.
    await mkdir(join(copy, 'node_modules'));
    await mkdir(join(moved, 'node_modules'));
    assert.equal(basename(cacheDir(copy, {})), basename(cacheDir(moved, {})));
    await rename(moved, site);
  });

  it('should render the pages of a copied site from its compiled entries with their links to page files resolved, as a cold build does', async () => {
    const { site } = await coldBasic();
    // Whole-page entries gone: each page is rendered from the compile entry the original folder wrote.
    await rm(join(site, '.pxdocs-cache', 'page'), { recursive: true });
    const warm = await buildPrinting(site, { outDir: 'warm' });
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(warm)?.[1]);
    assert.ok(total > 5, warm);
    assert.deepEqual(cacheHits(warm), { whole: 0, compiled: total }, `every page from its compile entry:\n${warm}`);
    assert.match(await readFile(join(site, 'warm', 'guide', 'intro.html'), 'utf8'), /href="\/guide\/setup#install-steps"/);
    await buildPrinting(site, { outDir: 'cold', cache: false });
    await assertSameFolders(join(site, 'cold'), join(site, 'warm'));
  });

  it("should check the links of a page rendered anew under the same key, by the links it now has, not the memo of its key", async () => {
    const { site } = await coldBasic();
    // A compile entry that now renders another link with nothing in the page's key changed (as the entry
    // a site in another folder wrote once left `./02-setup.md#…` unresolved): its whole-page entries gone,
    // the page is rendered from it, under the key the link check's memo remembered sound.
    await rm(join(site, '.pxdocs-cache', 'page'), { recursive: true });
    const entries = (await cacheFiles(site)).filter((file) => file.includes(`${sep}compile${sep}`));
    const intro: [string, string][] = [];
    for (const file of entries) {
      const text = await readFile(file, 'utf8');
      if (text.includes('/reference/api#functions')) intro.push([file, text]);
    }
    assert.equal(intro.length, 1, 'one compile entry links the reference functions');
    const [file, text] = intro[0];
    await writeFile(file, text.replaceAll('/reference/api#functions', '/reference/nowhere'));
    await assert.rejects(buildPrinting(site, { outDir: 'again', force: true }), (error) => toPxErrors(error).some((item) => /01-intro\.md.*\/reference\/nowhere/s.test(`${item.where?.file}:${item.message}`)));
  });

  it('should never give a site the pages of another site that shares its cache folder', async () => {
    const cache = await makeTempDir('pxdocs-shared-cache-');
    const a = await makeFixture('basic');
    // The same files at the same paths but for the diagram a page shows and a page's words, then the title.
    const b = await makeFixture('basic', {
      'content/guide/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>\n',
      'content/reference/04-internal.md': '# Internal\n\nWords only the second site has.\n',
    });
    const c = await makeFixture('basic');
    const configFile = join(c, 'config', 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    assert.match(config, /title: '[^']+'/);
    await writeFile(configFile, config.replace(/title: '[^']+'/, "title: 'Another site'"));
    for (const site of [a, b, c]) await buildPrinting(site, { outDir: 'cold', cache: false });
    for (const site of [a, b, c, a, b]) {
      await buildPrinting(site, { outDir: 'shared', cacheDir: cache, force: true });
      await assertSameFolders(join(site, 'cold'), join(site, 'shared'));
    }
  });

  it('should drop entries no page uses any more', async () => {
    // A copy: the last build's state, named by where out/ is in the site, is the copy's to write over.
    const { site } = await coldBasic();
    const before = (await cacheFiles(site)).length;
    const page = join(site, 'content', 'guide', '02-setup.md');
    for (let round = 0; round < 3; round++) {
      await writeFile(page, `${await readFile(page, 'utf8')}\n\nRound ${round}.\n`);
      await buildPrinting(site);
    }
    assert.equal((await cacheFiles(site)).length, before, 'old entries of the edited page were kept');
  });
  it('should walk the buckets for stale entries only once they exceed a share of the entries in use', async () => {
    const dir = await makeTempDir();
    assert.equal(pruneDue(dir, 10_000, 0), true, 'no count yet: walked at once');
    // One page changed a build (a page entry each): 100 builds fit in 1 % of 10,000 entries, the 101st walks.
    for (let n = 0; n < 100; n++) assert.equal(pruneDue(dir, 10_000, 1), false, `build ${n}`);
    assert.equal(pruneDue(dir, 10_000, 1), true);
    assert.equal(pruneDue(dir, 10_000, 1), false, 'counted from zero after the walk');
    // Pages that went away left their entries: they count too.
    assert.equal(pruneDue(dir, 9_800, 0), true);
    // A small site walks on every change; a corrupt count walks.
    assert.equal(pruneDue(dir, 20, 1), true);
    await writeFile(join(dir, 'prune.json'), '{"debt": ');
    assert.equal(pruneDue(dir, 10_000, 0), true);
  });

  it('should keep each site\'s cache in a folder of its own when sites share one node_modules, and drop the old shared layout', async () => {
    const shared = await makeTempDir('pxdocs-shared-modules-');
    const root = join(shared, '.cache', 'pxdocs');
    // What a pxdocs from before site folders left: one cache for every site.
    await mkdir(join(root, 'page', 'ab'), { recursive: true });
    await writeFile(join(root, 'page', 'ab', 'old.json'), '{}');
    await writeFile(join(root, 'precompress-keys.json'), '{}');
    const sites = [await makeFixture('basic'), await makeFixture('basic', { 'content/guide/extra.md': '# Extra\n\nA page only this site has.\n' })];
    for (const site of sites) await symlink(shared, join(site, 'node_modules'), 'dir');
    // Two sites with different content (so different keys) built at once, each its own cache's first build:
    // with one cache for both, the second one's start discarded the entries the first was building with.
    await Promise.all(sites.map((site) => buildPrinting(site)));
    const folders = (await readdir(root)).filter((name) => !name.startsWith('trash-')).sort();
    assert.equal(folders.length, 2, `one folder per site: ${folders.join(', ')}`);
    assert.ok(folders.every((name) => /^[0-9a-f]{12}$/.test(name)), folders.join(', '));
    await waitFor(async () => (await readdir(root)).length === 2, { what: 'the old layout and its trash to be deleted' });
    // Warm builds of both find their own entries.
    for (const site of sites) assert.ok(cacheHits(await buildPrinting(site, { outDir: 'again', force: true })).whole > 0, `${site}: its warm build used its cache`);
  });
});
