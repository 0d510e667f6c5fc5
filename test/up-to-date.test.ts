// A build with nothing changed stops after one check (compiler/up-to-date.ts):
// same inputs, same options, and out/ still the last build's, file for file.
// Everything else runs the build: an edited, added, deleted or touched input
// file, a config change, a deleted or edited output file, --force, --no-cache.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readdir, readFile, readlink, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { build, type BuildOptions, type BuildResult } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { snapshotInputs } from '../compiler/up-to-date.js';
import { makeFixture, makeTempDir, removeTempDirs, runCli, stripAnsi } from './helpers.js';

/**
 * The basic fixture without the pages no test here reads (its MDX page, the nested categories): what
 * these tests build is whether a build runs, not its size, and the site is built some thirty times.
 */
const SMALL = { remove: ['content/guide/03-advanced', 'content/reference/02-commands.mdx', 'content/reference/03-more', 'content/reference/04-internal.md', 'content/reference/05-draft.md'] };

async function buildPrinting(site: string, options: Partial<BuildOptions> = {}): Promise<{ printed: string; result: BuildResult }> {
  let text = '';
  const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
  const result = await build({ cwd: site, reporter: new Reporter({ stream }), ...options });
  return { printed: stripAnsi(text), result };
}

/** Builds and says whether the build stopped at "up to date". */
async function upToDate(site: string, options: Partial<BuildOptions> = {}): Promise<boolean> {
  const { printed, result } = await buildPrinting(site, options);
  assert.equal(/Up to date: /.test(printed), result.upToDate === true, printed);
  return result.upToDate === true;
}

describe('a build with nothing changed', () => {
  after(removeTempDirs);

  it('stops after checking, leaves out/ as it is and reports the last build', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    const first = await buildPrinting(site);
    assert.equal(first.result.upToDate, undefined);
    const target = await readlink(join(site, 'out'));
    const page = await stat(join(site, 'out', 'guide', 'setup.html'));

    const second = await buildPrinting(site);
    assert.equal(second.result.upToDate, true);
    assert.match(second.printed, /check for changes .*nothing changed since the last build: \d+ input files, \d+ output files/);
    assert.match(second.printed, new RegExp(`Up to date: ${first.result.pages} pages, nothing changed since the last build`));
    assert.doesNotMatch(second.printed, /build pages/, 'no page was looked at');
    assert.equal(await readlink(join(site, 'out')), target, 'out/ still points at the same build');
    const after = await stat(join(site, 'out', 'guide', 'setup.html'));
    assert.equal(after.ino, page.ino);
    assert.equal(after.mtimeMs, page.mtimeMs);
    // The same figures as the build it stands for.
    assert.equal(second.result.pages, first.result.pages);
    assert.equal(second.result.bytes, first.result.bytes);
    assert.deepEqual([...second.result.firstLoad], [...first.result.firstLoad]);
    assert.match(second.printed, /first load, doc/);
  });

  it('builds again when a page is edited, added or deleted, and when an input is only touched', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    await buildPrinting(site);
    const page = join(site, 'content', 'guide', '02-setup.md');

    await appendFile(page, '\nA sentence the next build must show.\n');
    assert.equal(await upToDate(site), false, 'an edited page');
    assert.match(await readFile(join(site, 'out', 'guide', 'setup.html'), 'utf8'), /A sentence the next build must show/);
    assert.equal(await upToDate(site), true);

    await writeFile(join(site, 'content', 'guide', '07-added.md'), '---\ntitle: Added\n---\n\nA page that was not there.\n');
    assert.equal(await upToDate(site), false, 'an added page');
    assert.ok((await stat(join(site, 'out', 'guide', 'added.html'))).isFile());
    assert.equal(await upToDate(site), true);

    await rm(join(site, 'content', 'guide', '07-added.md'));
    assert.equal(await upToDate(site), false, 'a deleted page');
    await assert.rejects(stat(join(site, 'out', 'guide', 'added.html')));
    assert.equal(await upToDate(site), true);

    // New times, same bytes: built again (from the cache), as make would.
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);
    assert.equal(await upToDate(site), false, 'a touched page');
    assert.equal(await upToDate(site), true);
  });

  it('builds again when a file changes without changing its size or times', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    const page = join(site, 'content', 'guide', '02-setup.md');
    const text = await readFile(page, 'utf8');
    await buildPrinting(site);
    const before = await stat(page);
    // Same length, mtime put back: as an edit in the same clock tick of a coarse file system looks.
    await writeFile(page, text.replace(/[a-z]/, (letter) => (letter === 'z' ? 'y' : 'z')));
    await utimes(page, before.atime, before.mtime);
    assert.equal((await stat(page)).size, before.size);
    assert.equal(await upToDate(site), false);
  });

  it('builds again when the config or a static file changes', async () => {
    const site = await makeFixture('basic', { 'static/robots-extra.txt': 'one' }, SMALL);
    await buildPrinting(site);
    await writeFile(join(site, 'static', 'robots-extra.txt'), 'two');
    assert.equal(await upToDate(site), false, 'a static file');
    assert.equal(await readFile(join(site, 'out', 'robots-extra.txt'), 'utf8'), 'two');

    const configFile = join(site, 'config', 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    assert.match(config, /title: '[^']+'/);
    await writeFile(configFile, config.replace(/title: '[^']+'/, "title: 'Another title'"));
    assert.equal(await upToDate(site), false, 'the config');
    assert.match(await readFile(join(site, 'out', 'index.html'), 'utf8'), /Another title/);
  });

  it('builds again when out/ lost or changed a file, or points elsewhere', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    await buildPrinting(site);
    await rm(join(site, 'out', 'guide', 'setup.html'));
    assert.equal(await upToDate(site), false, 'a deleted output file');
    assert.ok((await stat(join(site, 'out', 'guide', 'setup.html'))).isFile(), 'put back');
    assert.equal(await upToDate(site), true);

    await writeFile(join(site, 'out', 'sitemap.xml'), 'edited by hand');
    assert.equal(await upToDate(site), false, 'an output file edited in place');
    assert.match(await readFile(join(site, 'out', 'sitemap.xml'), 'utf8'), /<urlset/);

    await rm(join(site, 'out'));
    assert.equal(await upToDate(site), false, 'out/ removed');
    assert.ok((await stat(join(site, 'out', 'index.html'))).isFile());
  });

  it('is not disturbed by another output folder built in the site folder', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    await buildPrinting(site);
    // `--out other` puts a link and its builds folder beside out/: outputs, not inputs, of either build.
    assert.equal(await upToDate(site, { outDir: 'other' }), false, 'a first build into other/');
    assert.equal(await upToDate(site), true, 'out/ is still up to date');
    assert.equal(await upToDate(site, { outDir: 'other' }), true);
  });

  it('walks folders named as inputs even inside node_modules (pxdocs\'s theme when installed), and nothing else there', async () => {
    const site = await makeFixture('basic', { 'node_modules/pxdocs/theme/styles/site.css': 'a { color: red }', 'node_modules/other/index.js': 'one' });
    const roots = { cwd: site, outDir: join(site, 'out'), written: [], extra: [join(site, 'node_modules', 'pxdocs', 'theme')] };
    const long = Date.now() + 60_000; // every file counts as old: compared by its stamp only
    const before = await snapshotInputs(roots, long);
    await writeFile(join(site, 'node_modules', 'other', 'index.js'), 'two');
    assert.equal((await snapshotInputs(roots, long)).digest, before.digest, 'an installed package is seen through the lock files only');
    await writeFile(join(site, 'node_modules', 'pxdocs', 'theme', 'styles', 'site.css'), 'a { color: blue }');
    assert.notEqual((await snapshotInputs(roots, long)).digest, before.digest, 'the theme folder is an input');
  });

  it('skips a node_modules that is a link to packages installed elsewhere, as it skips a real one', async () => {
    const packages = await makeFixture('basic', { 'node_modules/other/index.js': 'one' }, SMALL);
    const site = await makeFixture('basic', {}, SMALL);
    await symlink(join(packages, 'node_modules'), join(site, 'node_modules'), 'dir');
    const roots = { cwd: site, outDir: join(site, 'out'), written: [], extra: [] };
    const long = Date.now() + 60_000;
    const before = await snapshotInputs(roots, long);
    await writeFile(join(packages, 'node_modules', 'other', 'index.js'), 'two, and longer');
    assert.equal((await snapshotInputs(roots, long)).digest, before.digest, 'the linked packages are not walked');
    await rm(join(site, 'node_modules'));
    assert.equal((await snapshotInputs(roots, long)).files, before.files, 'the same files are inputs with or without the link');
  });

  it('walks a folder reached through a link once, through a cycle too, and sees a change behind the link', async () => {
    const site = await makeFixture('basic', { 'shared/notes/a.md': 'one' }, SMALL);
    // A linked folder inside the site, a link back up to an ancestor (a cycle), and a link to a folder outside.
    const outside = await makeTempDir('pxdocs-outside-');
    await writeFile(join(outside, 'b.md'), 'two');
    await symlink(join(site, 'shared', 'notes'), join(site, 'content', 'notes'), 'dir');
    await symlink(join(site, 'shared'), join(site, 'shared', 'notes', 'up'), 'dir');
    await symlink(outside, join(site, 'content', 'outside'), 'dir');
    const roots = { cwd: site, outDir: join(site, 'out'), written: [], extra: [] };
    const long = Date.now() + 60_000;
    const before = await snapshotInputs(roots, long);
    const names = [...before.stamps.keys()].map((path) => path.slice(site.length + 1)).sort();
    // Each real folder is walked once, whichever path reaches it first.
    assert.equal(names.filter((name) => name.endsWith('a.md')).length, 1, names.join('\n'));
    assert.equal(names.filter((name) => name.endsWith('b.md')).length, 1, names.join('\n'));
    await writeFile(join(outside, 'b.md'), 'two, changed');
    assert.notEqual((await snapshotInputs(roots, long)).digest, before.digest, 'a file behind a link is an input');
  });

  it('reports the last build\'s warnings again', async () => {
    const site = await makeFixture('basic', { 'content/guide/08-warns.md': '---\ntitle: Warns\n---\n\n```nosuchlanguage\nx\n```\n' }, SMALL);
    const first = await buildPrinting(site);
    assert.ok(first.result.warnings.length > 0, first.printed);
    const second = await buildPrinting(site);
    assert.equal(second.result.upToDate, true);
    assert.deepEqual(second.result.warnings, first.result.warnings);
    assert.match(second.printed, /nosuchlanguage/);
  });

  it('runs whole with --force or --no-cache, and the CLI says which', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    await buildPrinting(site);
    assert.equal(await upToDate(site, { force: true }), false);
    assert.equal(await upToDate(site, { cache: false }), false);
    // A --no-cache build leaves no state: the next build runs, then the one after stops.
    assert.equal(await upToDate(site), false);
    // The command as run: `build` ends its process itself (cli/finite-run.ts), so it runs in one of its own.
    const cli = await runCli(['build', '--cwd', site]);
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stderr, /Up to date: /);
    const forced = await runCli(['build', '--cwd', site, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stderr, /check for changes .*\(--force\)/);
    assert.match(forced.stderr, /Built \d+ pages/);
  });
});

describe('a cache folder the user names', () => {
  after(removeTempDirs);

  it('holds the cache (PXDOCS_CACHE_DIR, relative to the site, or the cacheDir option), is no input of the site, and a later build uses it', async () => {
    const site = await makeFixture('basic', {}, SMALL);
    const before = new Set(await readdir(site));
    process.env.PXDOCS_CACHE_DIR = '.ci-cache/pxdocs';
    try {
      await buildPrinting(site);
      assert.ok((await readdir(join(site, '.ci-cache', 'pxdocs'))).includes('page'), 'the pages\' cache is in the named folder');
      assert.deepEqual((await readdir(site)).filter((name) => !before.has(name) && !name.startsWith('.out')).sort(), ['.ci-cache', 'out'], 'nothing else was made in the site');
      // The folder sits inside the site, yet the build's own writes there do not count as a change.
      assert.equal(await upToDate(site), true);
      await appendFile(join(site, 'content', 'guide', '02-setup.md'), '\nOne more sentence.\n');
      const { printed } = await buildPrinting(site, { workers: 1 });
      assert.match(printed, /from cache: [1-9]\d* whole/, `unchanged pages came from the named cache:\n${printed}`);
    } finally {
      delete process.env.PXDOCS_CACHE_DIR;
    }
    // The option names it for one build (the test helpers give each shared fixture build its own).
    const elsewhere = await makeFixture('basic', {}, SMALL);
    const folder = join(await makeTempDir(), 'cache');
    await buildPrinting(elsewhere, { cacheDir: folder });
    assert.ok((await readdir(folder)).includes('page'));
    assert.ok(!(await readdir(elsewhere)).includes('.pxdocs-cache'), 'no cache in the site');
  });
});
