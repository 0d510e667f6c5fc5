// The classic theme's `customCss` naming a stylesheet of an installed package,
// `require.resolve('react-local-toast/dist/bundle.css')` as
// OlegWock/react-local-toast-docs has it: Docusaurus resolves it when the config
// runs. init listed it as not carried ("give the stylesheet's path by hand") and
// the built site lacked the package's styles; it now writes the installed file's
// path, and names the package when it is not installed.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

const CONFIG = `module.exports = {
  title: 'Toasts', url: 'https://toasts.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: [require.resolve('./src/css/custom.css'), require.resolve('toast-lib/dist/bundle.css')] } }]],
};\n`;

describe("init: a package's stylesheet in customCss", () => {
  it("is carried as the installed file's path, and the built stylesheet has its rules", async () => {
    const dir = await makeTempDir('pxdocs-init-package-css-');
    await writeFiles(dir, {
      'docusaurus.config.js': CONFIG,
      'src/css/custom.css': '.mine { color: red; }\n',
      'node_modules/toast-lib/package.json': '{ "name": "toast-lib", "version": "1.0.0" }\n',
      'node_modules/toast-lib/dist/bundle.css': '.toast-lib-toast { color: teal; }\n',
      'docs/start.md': '---\nslug: /\n---\n# Start\n\nWelcome.\n',
    });
    const init = await runInit(dir);
    const printed = init.stdout + init.stderr;
    assert.equal(init.code, 0, printed);
    assert.doesNotMatch(printed, /customCss/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.customCss, ['src/css/custom.css', 'node_modules/toast-lib/dist/bundle.css']);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const css = (await readdir(join(dir, 'out', 'assets'))).find((name) => /^site-.*\.css$/.test(name));
    assert.ok(css, 'the site stylesheet is written');
    const text = await readFile(join(dir, 'out', 'assets', css), 'utf8');
    assert.match(text, /\.toast-lib-toast/);
    assert.match(text, /\.mine/);
  });

  it('says when the installed package has no such file', async () => {
    const dir = await makeTempDir('pxdocs-init-package-css-nofile-');
    await writeFiles(dir, {
      'docusaurus.config.js': CONFIG,
      'src/css/custom.css': '.mine { color: red; }\n',
      'node_modules/toast-lib/package.json': '{ "name": "toast-lib", "version": "1.0.0" }\n',
      'docs/start.md': '# Start\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /customCss\[1\]: require\('toast-lib\/dist\/bundle\.css'\): the installed package toast-lib has no such file \(or its `exports` hide it\): give the stylesheet's path by hand/);
  });

  it('names the package when it is not installed', async () => {
    const dir = await makeTempDir('pxdocs-init-package-css-missing-');
    await writeFiles(dir, { 'docusaurus.config.js': CONFIG, 'src/css/custom.css': '.mine { color: red; }\n', 'docs/start.md': '# Start\n' });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /customCss\[1\]: require\('toast-lib\/dist\/bundle\.css'\): the package toast-lib is not installed in the site \(install it and run init again, or give the stylesheet's path by hand\)/);
  });
});
