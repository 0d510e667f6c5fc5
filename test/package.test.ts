// pxdocs as a real package: `npm pack`, the tarball unpacked as
// node_modules/pxdocs of a small site in a temp folder (its dependencies are
// linked from this checkout's node_modules: the machine has no registry cache
// to install them from), then `npx pxdocs build` there with a
// pxdocs.config.mjs that imports defineConfig from 'pxdocs'.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let temp: string;
let site: string;
let tarball: string;
let files: string[];

function env(): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete out.NODE_OPTIONS;
  delete out.FORCE_COLOR;
  return out;
}

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-package-'));
  // --ignore-scripts: `prepare` would recompile dist/, which the test run already compiled.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', temp], { cwd: ROOT, env: env(), encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  tarball = join(temp, packed[0].filename);
  files = packed[0].files.map((file) => file.path);
  site = join(temp, 'site');
  const installed = join(site, 'node_modules', 'pxdocs');
  await mkdir(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name === '.bin' || name === 'pxdocs' || name.startsWith('.')) continue;
    await symlink(join(ROOT, 'node_modules', name), join(site, 'node_modules', name));
  }
  await mkdir(join(site, 'node_modules', '.bin'));
  await symlink('../pxdocs/bin/pxdocs.js', join(site, 'node_modules', '.bin', 'pxdocs'));
  await mkdir(join(site, 'docs'));
  await writeFile(join(site, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }));
  await writeFile(join(site, 'pxdocs.config.mjs'), `import { defineConfig } from 'pxdocs';
export default defineConfig({
  title: 'Packed Site',
  url: 'https://packed.example',
  docs: {},
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs' }] },
  footer: { copyright: 'Packed' },
});
`);
  await writeFile(join(site, 'docs', 'intro.md'), '---\ntitle: Hello\n---\n\nHello from a packed pxdocs. Next: [the guide](guide.md).\n');
  await writeFile(join(site, 'docs', 'guide.md'), '# The guide\n\nA second page.\n');
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

describe('the pxdocs package', () => {
  it('packs the tool (compiled dist, theme, bin) and not the site, tests or content', () => {
    for (const needed of ['package.json', 'bin/pxdocs.js', 'dist/compiler/config/define.js', 'dist/cli/main.js', 'dist/bundle/main.js', 'dist/client-prebuilt/entry.json', 'compiler/config/define.ts', 'theme/islands/core.ts']) {
      assert.ok(files.includes(needed), `${needed} missing from the tarball`);
    }
    // dist/test/ is the test run's compiled tests (scripts/compile-tests.mjs), no part of the tool.
    const unwanted = files.filter((file) => /^(content|test|config|dist\/test)\//.test(file));
    assert.deepEqual(unwanted, []);
  });

  it('resolves `pxdocs` to the installed package\'s defineConfig', () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', "const m = await import('pxdocs'); console.log(typeof m.defineConfig, import.meta.resolve('pxdocs'));"], { cwd: site, env: env(), encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^function file:\/\/.*\/site\/node_modules\/pxdocs\/dist\/compiler\/config\/define\.js$/m);
  });

  it('`npx pxdocs build` builds a site folder with a pxdocs.config.mjs', async () => {
    const result = spawnSync('npx', ['--no-install', 'pxdocs', 'build'], { cwd: site, env: env(), encoding: 'utf8', timeout: 300_000 });
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
    // The theme's bundles made when the package was compiled are found where npm put their inputs (beside the package).
    assert.match(result.stdout + result.stderr, /bundle client assets .* as bundled when pxdocs was compiled/, result.stdout + result.stderr);
    assert.ok(existsSync(join(site, 'out', 'docs', 'intro.html')));
    const html = await readFile(join(site, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /Hello from a packed pxdocs/);
    assert.match(html, /href="\/docs\/guide"/);
    assert.match(html, /<title>Hello \| Packed Site<\/title>/);
  });

  it('the repository\'s own config imports defineConfig from pxdocs (package self-reference)', async () => {
    const text = await readFile(join(ROOT, 'config', 'site.config.ts'), 'utf8');
    assert.match(text, /^import \{ defineConfig \} from 'pxdocs';$/m);
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
    assert.equal(pkg.name, 'pxdocs');
  });
});
