// The theme's browser bundles made when pxdocs is compiled (compiler/client-assets.ts
// PREBUILT_DIR): a build without a cache takes them, with their compressed copies,
// and writes the bytes it would have made itself; bundles whose inputs changed,
// or whose files do not read back whole, are never taken.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { build } from '../compiler/build.js';
import { buildClientAssets, writePrebuiltTheme } from '../compiler/client-assets.js';
import { Reporter } from '../compiler/reporter.js';
import { makeFixture, makeTempDir, removeTempDirs, snapshotFolder, stripAnsi, themeCopy } from './helpers.js';

const contentsOf = (files: { path: string; contents: Uint8Array }[]) => new Map(files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));

describe('the theme bundled when pxdocs is compiled', () => {
  after(removeTempDirs);

  it('should be what a build without a cache takes, writing the same bytes as bundling and compressing anew', async () => {
    const site = await makeFixture('basic');
    let text = '';
    const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
    await build({ cwd: site, outDir: 'prebuilt', cache: false, reporter: new Reporter({ stream }) });
    assert.match(stripAnsi(text), /bundle client assets .* as bundled when pxdocs was compiled/, text);
    await build({ cwd: site, outDir: 'bundled', cache: false, prebuiltTheme: false, reporter: new Reporter({ quiet: true }) });
    const prebuilt = await snapshotFolder(join(site, 'prebuilt'));
    const bundled = await snapshotFolder(join(site, 'bundled'));
    assert.deepEqual([...prebuilt.keys()].sort(), [...bundled.keys()].sort());
    const compressed = [...bundled.keys()].filter((file) => /^assets\/[^/]+\.js\.br$/.test(file));
    assert.ok(compressed.length > 5, `the scripts have Brotli copies: ${compressed.join(', ')}`);
    for (const [file, bytes] of bundled) assert.ok(prebuilt.get(file)!.equals(bytes), `${file} differs`);
  });

  it('should make the head script of a site with other settings, as bundling does', async () => {
    const options = { announcementId: 'spring-release', colorMode: { defaultMode: 'dark' as const, respectPrefersColorScheme: true, disableSwitch: false } };
    const [prebuilt, bundled] = await Promise.all([buildClientAssets(options), buildClientAssets({ ...options, prebuiltDir: false })]);
    assert.equal(prebuilt.origin, 'prebuilt');
    assert.equal(bundled.origin, 'bundled');
    assert.match(prebuilt.assets.headScript, /spring-release/);
    assert.equal(prebuilt.assets.headScript, bundled.assets.headScript);
    assert.deepEqual(prebuilt.assets, bundled.assets);
    assert.deepEqual(contentsOf(prebuilt.files), contentsOf(bundled.files));
    assert.deepEqual(prebuilt.inputs.sort(), bundled.inputs.sort(), 'the same source files are listed as the bundles\' inputs');
  });

  it('should not be taken once an input changed, nor when a file or a compressed copy does not read back', async () => {
    const root = await themeCopy('pxdocs-prebuilt-');
    const themeDir = join(root, 'theme');
    const prebuiltDir = join(root, 'prebuilt');
    await writePrebuiltTheme(prebuiltDir, themeDir);
    const taken = await buildClientAssets({ themeDir, prebuiltDir });
    assert.equal(taken.origin, 'prebuilt', 'a theme folder elsewhere, its npm packages found beside it');
    assert.ok(taken.files.some((file) => file.compressed), 'with compressed copies');

    // An island edited after the bundles were made.
    const island = join(themeDir, 'islands', 'tabs.ts');
    const source = await readFile(island, 'utf8');
    await writeFile(island, `${source}\nconsole.info('tabs ready');\n`);
    const edited = await buildClientAssets({ themeDir, prebuiltDir });
    assert.equal(edited.origin, 'bundled');
    assert.ok(edited.files.some((file) => Buffer.from(file.contents).toString('utf8').includes('tabs ready')), 'the edit is in the bundles');
    assert.ok(edited.files.every((file) => !file.compressed));
    await writeFile(island, source);
    assert.equal((await buildClientAssets({ themeDir, prebuiltDir })).origin, 'prebuilt', 'the same bytes again: taken again');

    // A Brotli copy that does not give its file back.
    const copy = taken.files.find((file) => file.compressed)!;
    const brPath = join(prebuiltDir, `${copy.path}.br`);
    const br = await readFile(brPath);
    await writeFile(brPath, br.subarray(0, br.length - 8));
    assert.equal((await buildClientAssets({ themeDir, prebuiltDir })).origin, 'bundled');
    await writeFile(brPath, br);

    // A bundle file changed on disk.
    const file = join(prebuiltDir, copy.path);
    await writeFile(file, `${await readFile(file, 'utf8')};`);
    assert.equal((await buildClientAssets({ themeDir, prebuiltDir })).origin, 'bundled');

    // No prebuilt folder at all (a checkout before `npm run compile`).
    assert.equal((await buildClientAssets({ themeDir, prebuiltDir: join(root, 'none') })).origin, 'bundled');
  });

  it('should keep the bundles in the build cache when not prebuilt, and take them from it', async () => {
    const cacheDir = await makeTempDir('pxdocs-client-cache-');
    const first = await buildClientAssets({ prebuiltDir: false, cacheDir });
    const second = await buildClientAssets({ prebuiltDir: false, cacheDir });
    assert.equal(first.origin, 'bundled');
    assert.equal(second.origin, 'cache');
    assert.deepEqual(contentsOf(second.files), contentsOf(first.files));
    assert.equal(second.assets.headScript, first.assets.headScript);
  });
});
