// Versioned sidebars in Docusaurus 2's legacy form (compiler/sidebars-file.ts,
// loadVersionedSidebarsFile): sites versioned before 2.0.0-beta.10 wrote each
// sidebar name and doc id of `versioned_sidebars/version-<v>-sidebars.json`
// with the version's prefix (`"version-1.0.0/docs"`, `"version-1.0.0/start"`).
// Docusaurus 2 read them without it; so does pxdocs, with a note. Built with
// the real compiler from small sites of ours; another version's prefix still fails.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { attr, readPage, selectAll, text } from './lib.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

const CONFIG = `export default {
  title: 'Legacy',
  url: 'https://x.io',
  docs: { path: 'docs', sidebarPath: 'sidebars.json' },
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docsVersionDropdown', position: 'right' }] },
  footer: { copyright: 'x' },
};
`;

/** Every place a sidebars file names a doc id, each with the version's prefix, in one sidebar with the prefix too. */
const LEGACY_SIDEBARS = {
  'version-1.0.0/docs': [
    { type: 'doc', id: 'version-1.0.0/start' },
    { type: 'category', label: 'Guides', link: { type: 'doc', id: 'version-1.0.0/guides/index' }, items: ['version-1.0.0/guides/one', { type: 'ref', id: 'version-1.0.0/api', label: 'API (ref)' }] },
    { More: ['version-1.0.0/more/two'] },
  ],
  'version-1.0.0/api': ['version-1.0.0/api'],
};

const DOCS: Record<string, string> = {
  'docs/start.md': '# Start next\n',
  'docs/guides/index.md': '# Guides next\n',
  'docs/guides/one.md': '# One next\n',
  'docs/more/two.md': '# Two next\n',
  'docs/api.md': '# API next\n',
  'sidebars.json': JSON.stringify({ docs: ['start', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: ['guides/one'] }, { More: ['more/two'] }], api: ['api'] }),
  'versioned_docs/version-1.0.0/start.md': '# Start 1.0.0\n',
  'versioned_docs/version-1.0.0/guides/index.md': '# Guides 1.0.0\n',
  'versioned_docs/version-1.0.0/guides/one.md': '# One 1.0.0\n',
  'versioned_docs/version-1.0.0/more/two.md': '# Two 1.0.0\n',
  'versioned_docs/version-1.0.0/api.md': '# API 1.0.0\n',
  'versioned_docs/version-0.9/start.md': '# Start 0.9\n',
  'versions.json': '["1.0.0", "0.9"]',
  'pxdocs.config.mjs': CONFIG,
};

const NOTE = /versioned_sidebars\/version-1\.0\.0-sidebars\.json uses Docusaurus 2's legacy `version-1\.0\.0\/` prefixes on sidebar names and doc ids: read without them; remove them to build with Docusaurus 3 too\./;

/** A site with these versioned sidebars of version 1.0.0 (written as given when text). */
async function site(prefix: string, sidebars: unknown): Promise<string> {
  const dir = await makeTempDir(prefix);
  await writeFiles(dir, { ...DOCS, 'versioned_sidebars/version-1.0.0-sidebars.json': typeof sidebars === 'string' ? sidebars : JSON.stringify(sidebars, null, 2) });
  return dir;
}

let out = '';
let log = '';
let code = -1;

before(async () => {
  const dir = await site('pxdocs-versions-legacy-', LEGACY_SIDEBARS);
  out = join(dir, 'out');
  ({ code, stderr: log } = await buildSite(dir, out));
});

after(() => removeTempDirs());

const sidebarLinks = async (route: string) => selectAll((await readPage(out, route)).tree, '.doc-sidebar a').map((link) => [attr(link, 'href') ?? '', text(link)]);

describe('versioned sidebars with Docusaurus 2\'s legacy version prefixes', () => {
  it('builds, and says once that the prefixes were read as none', () => {
    assert.equal(code, 0, log);
    assert.match(log, /Notes \(1\)/);
    assert.match(log, NOTE);
    assert.equal(log.match(new RegExp(NOTE.source, 'g'))?.length, 1, log);
  });

  it('builds the version\'s pages at its routes', () => {
    for (const route of ['docs/start', 'docs/guides', 'docs/guides/one', 'docs/more/two', 'docs/api', 'docs/next/start', 'docs/0.9/start']) {
      assert.ok(existsSync(join(out, `${route}.html`)) || existsSync(join(out, route, 'index.html')), `${route} was built`);
    }
  });

  it('gives the version\'s pages its sidebars: doc items, string items, a category\'s link, a ref and the shorthand all found', async () => {
    assert.deepEqual(await sidebarLinks('/docs/guides/one'), [
      ['/docs/start', 'Start 1.0.0'],
      ['/docs/guides/', 'Guides'],
      ['/docs/guides/one', 'One 1.0.0'],
      ['/docs/api', 'API (ref)'],
      ['/docs/more/two', 'Two 1.0.0'],
    ]);
    // The sidebar is "docs" (its name without the prefix): the page of the second sidebar shows that one.
    assert.deepEqual(await sidebarLinks('/docs/api'), [['/docs/api', 'API 1.0.0']]);
  });

  it('names the sidebars as Docusaurus 2 did: the navbar\'s docSidebar "docs" opens the version\'s', async () => {
    const page = await readPage(out, '/docs/more/two');
    const docs = selectAll(page.tree, '.navbar a').find((link) => text(link) === 'Docs');
    assert.equal(docs && attr(docs, 'href'), '/docs/start');
    // The docs folder's sidebars are as written: its pages link its own.
    assert.ok((await sidebarLinks('/docs/next/guides/one')).every(([href]) => href.startsWith('/docs/next/')));
  });

  it('still fails on another version\'s prefix, naming the sidebar as the file has it and the id to write', async () => {
    const dir = await site('pxdocs-versions-legacy-other-', { 'version-1.0.0/docs': ['version-1.0.0/start', 'version-0.9/start'] });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Unknown doc id\s+versioned_sidebars\/version-1\.0\.0-sidebars\.json:\d+:\d+\n.*The sidebar "docs" of version 1\.0\.0 \(at docs\[1\]\) names the doc id "version-0\.9\/start", which has the prefix of version 0\.9: a version's sidebars name its own docs only\./);
    assert.match(result.stderr, /hint: Write "start" for version 1\.0\.0's own doc, or a "link" item with the URL of version 0\.9's page\./);
    assert.doesNotMatch(result.stderr, /version-1\.0\.0\/version-1\.0\.0/);
  });

  it('keeps the docs folder\'s sidebars to its own docs: a released version\'s prefixed id there fails', async () => {
    const dir = await site('pxdocs-versions-legacy-current-', { docs: ['start'] });
    await writeFiles(dir, { 'sidebars.json': JSON.stringify({ docs: ['start', 'version-1.0.0/api'] }) });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /The sidebar "docs" \(at docs\[1\]\) names the doc id "version-1\.0\.0\/api", which has the prefix of version 1\.0\.0/);
    assert.match(result.stderr, /hint: Write "api" for the docs folder's own doc/);
  });

  it('reads a sidebars file without the prefixes as before, with no note; an unknown id names the sidebar once', async () => {
    const dir = await site('pxdocs-versions-legacy-none-', { docs: ['start', 'nope'] });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /The sidebar "docs" of version 1\.0\.0 \(at docs\[1\]\) names the doc id "nope", which does not exist\./);
    assert.doesNotMatch(result.stderr, /legacy/);
  });

  it('reads the prefixes as deep as categories may nest, and fails a file nested deeper as any sidebars file', async () => {
    // Categories in the `{ "Label": [...] }` shorthand, each inside a list: 60 lists deep (the most is 64).
    // Written as text: JSON.stringify itself overflows the stack 5,000 deep.
    const nested = (depth: number) => `{"version-1.0.0/docs": ${'[{"Level": '.repeat(depth)}["version-1.0.0/start"]${'}]'.repeat(depth)}}`;
    const deep = await site('pxdocs-versions-legacy-deep-', nested(59));
    const built = await buildSite(deep, join(deep, 'out'));
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, NOTE);
    // 5,000 deep: the same message as for any sidebars file, not a stack overflow.
    const deeper = await site('pxdocs-versions-legacy-deeper-', nested(5000));
    const failed = await buildSite(deeper, join(deeper, 'out'));
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /Invalid sidebar item[\s\S]*categories nest more than 64 levels deep here: flatten the sidebar/);
  });

  it('refuses a file with one sidebar under both spellings', async () => {
    const dir = await site('pxdocs-versions-legacy-twice-', { docs: ['start'], 'version-1.0.0/docs': ['version-1.0.0/api'] });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /versioned_sidebars\/version-1\.0\.0-sidebars\.json has the sidebar "docs" twice: as "docs" and as "version-1\.0\.0\/docs"/);
  });
});
