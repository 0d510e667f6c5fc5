// `pxdocs clear` on a built site: the output, its builds and the build cache go; the sources stay.
// Built and cleared in this process (buildSite, runCommand), with the environment each test gives.
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, makeTempDir, removeTempDirs, runCommand, writeDocsSite } from './helpers.js';

describe('pxdocs clear', () => {
  after(removeTempDirs);

  test('removes out/, the builds it points into and the site cache, and nothing else', async () => {
    const site = await writeDocsSite();
    // A node_modules folder: the cache is then node_modules/.cache/pxdocs/<site>, as for an installed site.
    await mkdir(join(site, 'node_modules', 'some-package'), { recursive: true });
    await writeFile(join(site, 'node_modules', 'some-package', 'index.js'), '');
    const env = { PXDOCS_CACHE_DIR: '' };
    const built = await buildSite(site, undefined, { env });
    assert.equal(built.code, 0, built.stderr);
    const cacheRoot = join(site, 'node_modules', '.cache', 'pxdocs');
    assert.equal((await readdir(cacheRoot)).length, 1, 'the build made its cache');
    assert.ok(existsSync(join(site, '.out-builds')));

    const result = await runCommand(['clear', '--cwd', site], { env });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout + result.stderr, /Removed out\b/);
    assert.match(result.stdout + result.stderr, /Removed node_modules\/\.cache\/pxdocs\/[0-9a-f]{12}/);
    assert.ok(!existsSync(join(site, 'out')));
    assert.ok(!existsSync(join(site, '.out-builds')));
    assert.deepEqual(await readdir(cacheRoot), []);
    // The sources and other packages' files stay.
    assert.ok(existsSync(join(site, 'docs', 'intro.md')));
    assert.ok(existsSync(join(site, 'config', 'site.config.ts')));
    assert.ok(existsSync(join(site, 'node_modules', 'some-package', 'index.js')));

    const again = await runCommand(['clear', '--cwd', site], { env });
    assert.equal(again.code, 0);
    assert.match(again.stdout + again.stderr, /Nothing to remove/);

    // A build after it starts from nothing, and works.
    const rebuilt = await buildSite(site);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
  });

  test('refuses an output folder that is the site or holds it', async () => {
    const site = await writeDocsSite();
    for (const out of ['.', '..']) {
      const result = await runCommand(['clear', '--cwd', site, '--out', out]);
      assert.equal(result.code, 2, `--out ${out}: ${result.stdout}${result.stderr}`);
      assert.match(result.stderr + result.stdout, /would remove with the site's sources/);
    }
    assert.ok(existsSync(join(site, 'docs', 'intro.md')));
  });

  test('removes a cache named by PXDOCS_CACHE_DIR', async () => {
    const site = await writeDocsSite();
    const cache = join(await makeTempDir('pxdocs-clear-cache-'), 'c');
    const built = await buildSite(site, undefined, { env: { PXDOCS_CACHE_DIR: cache } });
    assert.equal(built.code, 0, built.stderr);
    assert.ok(existsSync(cache));
    const result = await runCommand(['clear', '--cwd', site], { env: { PXDOCS_CACHE_DIR: cache } });
    assert.equal(result.code, 0, result.stderr);
    assert.ok(!existsSync(cache));
  });
});
