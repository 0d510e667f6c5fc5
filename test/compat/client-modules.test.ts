// Docusaurus's `clientModules`: modules of the site that run in the browser on
// every page. init carries them (each as the file Node would load); the build
// bundles the scripts into one module script every page loads, with their
// lifecycles called as Docusaurus calls them (on the first load, and around
// each client navigation), and loads the stylesheets among them after
// customCss. A module that cannot run in the browser fails the build, named.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { serveSite } from './browse.js';
import { buildSite, makeTempDir, removeTempDirs, runInit, waitFor, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

const WATCHER = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { label } from '@site/src/lib/label';

const calls = (window.__calls ??= []);
const at = (place) => (place ? place.pathname : null);

export function onRouteUpdate({ location, previousLocation }) {
  calls.push(\`update \${at(previousLocation)} -> \${at(location)}\`);
  return () => calls.push(\`cleanup \${at(location)}\`);
}

export function onRouteDidUpdate({ location, previousLocation }) {
  calls.push(\`did \${at(previousLocation)} -> \${at(location)} \${document.querySelector('h1')?.firstChild?.textContent}\`);
}

if (ExecutionEnvironment.canUseDOM) calls.push(label);
`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': `export default {
    title: 'Modules', url: 'https://modules.example',
    docs: { path: 'docs', routeBasePath: '/', sidebarPath: false },
    customCss: ['src/css/custom.css'],
    clientModules: ['src/clientModules/watcher.js', 'src/clientModules/default-export.ts', 'src/css/extra.css'],
    navbar: { items: [] }, footer: { copyright: '' },
  };\n`,
  'src/clientModules/watcher.js': WATCHER,
  // A lifecycle on the default export, as some sites write them.
  'src/clientModules/default-export.ts': `export default { onRouteDidUpdate({ location }: { location: { pathname: string } }) { (window as any).__calls.push(\`default \${location.pathname}\`); } };\n`,
  'src/lib/label.js': "export const label = 'loaded in the browser';\n",
  'src/css/custom.css': '.custom-rule { color: rgb(1, 2, 3); }\n',
  'src/css/extra.css': '.extra-rule { color: rgb(4, 5, 6); }\n',
  'docs/index.md': '# First\n\nGo to [the second page](second.md).\n',
  'docs/second.md': '# Second\n\nBack to [the first](index.md).\n',
};

describe('clientModules in the browser', () => {
  const served = serveSite('pxdocs-client-modules-', SITE);

  it('loads one module script on every page, and the stylesheet modules after customCss', async () => {
    const html = await readFile(join(served.dir, 'out', 'second.html'), 'utf8');
    const script = /<script type="module" src="(\/assets\/site-modules-[^"]+\.js)"><\/script>/.exec(html)?.[1];
    assert.ok(script, 'the client modules script');
    const code = await readFile(join(served.dir, 'out', script), 'utf8');
    assert.match(code, /loaded in the browser/, 'what the modules import from @site is bundled');
    const sheet = /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)"\/>/.exec(html)?.[1];
    const css = await readFile(join(served.dir, 'out', sheet!), 'utf8');
    assert.ok(css.indexOf('.custom-rule') !== -1 && css.indexOf('.custom-rule') < css.indexOf('.extra-rule'), css);
  });

  it('calls the lifecycles on the first load and around a client navigation, as Docusaurus does', async () => {
    const page = await served.browser.newPage();
    try {
      await page.goto(`${served.server.url}/`);
      await page.waitForFunction(() => ((window as unknown as { __calls?: string[] }).__calls ?? []).length >= 4);
      const first = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls.slice());
      assert.deepEqual(first, ['loaded in the browser', 'update null -> /', 'did null -> / First', 'default /']);
      await page.click('.markdown a[href="/second"]');
      await page.waitForFunction(() => document.querySelector('h1')?.firstChild?.textContent === 'Second');
      await page.waitForFunction(() => (window as unknown as { __calls: string[] }).__calls.length >= 8);
      const after = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls.slice(4));
      // The module stays loaded (a client navigation): the previous update's cleanup, then the next route's.
      assert.deepEqual(after, ['cleanup /', 'update / -> /second', 'did / -> /second Second', 'default /second']);
    } finally {
      await page.close();
    }
  });
});

describe('clientModules: init and mistakes', () => {
  let temp: string;
  before(async () => { temp = await makeTempDir('pxdocs-client-modules-init-'); });
  after(removeTempDirs);

  it('init carries each module as the file Node would load, and names one it cannot find', async () => {
    const dir = join(temp, 'init');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Init', url: 'https://init.example', baseUrl: '/',
        clientModules: [require.resolve('./src/clientModules/analytics'), './src/css/extra.css', './src/missing.js'],
        presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
      };\n`,
      'src/clientModules/analytics.ts': 'export function onRouteDidUpdate() {}\n',
      'src/css/extra.css': '.x { color: red; }\n',
      'docs/index.md': '# Start\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /clientModules\[2\]: src\/missing\.js does not exist next to the config/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.clientModules, ['src/clientModules/analytics.ts', 'src/css/extra.css']);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.ok((await readdir(join(dir, 'out', 'assets'))).some((name) => /^site-modules-.+\.js$/.test(name)));
  });

  it('a client module that imports a Node module fails the build, naming the file and what to do', async () => {
    const dir = join(temp, 'node');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default { title: 'N', url: 'https://n.example', docs: { path: 'docs', sidebarPath: false }, navbar: { items: [] }, footer: { copyright: '' }, clientModules: ['src/uses-fs.js'] };\n`,
      'src/uses-fs.js': "import { readFileSync } from 'node:fs';\nexport function onRouteDidUpdate() { readFileSync('x'); }\n",
      'docs/index.md': '# N\n',
    });
    const built = await buildSite(dir, 'out');
    const output = built.stdout + built.stderr;
    assert.equal(built.code, 1, output);
    assert.match(output, /Client module does not compile/);
    assert.match(output, /src\/uses-fs\.js:1:/);
    assert.match(output, /Client modules run in the browser: they cannot import Node modules/);
  });

  it('a client module that does not exist fails the build, naming it', async () => {
    const dir = join(temp, 'missing');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default { title: 'M', url: 'https://m.example', docs: { path: 'docs', sidebarPath: false }, navbar: { items: [] }, footer: { copyright: '' }, clientModules: ['src/nope.js'] };\n`,
      'docs/index.md': '# M\n',
    });
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 1);
    assert.match(built.stdout + built.stderr, /The client module "src\/nope\.js" does not exist/);
  });
});

describe('clientModules in pxdocs dev', () => {
  after(removeTempDirs);

  it('serves the modules script, and bundles it again when a module or what it imports from src/ changes', async () => {
    const dir = await makeTempDir('pxdocs-client-modules-dev-');
    await writeFiles(dir, SITE);
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    const script = async () => {
      const src = /<script type="module" src="(\/assets\/site-modules-[^"]+\.js)"><\/script>/.exec(await get('/second'))?.[1];
      return src ? get(src) : '';
    };
    try {
      await dev.settled();
      assert.match(await script(), /loaded in the browser/);
      await writeFile(join(dir, 'src/lib/label.js'), "export const label = 'edited label';\n");
      await waitFor(async () => /edited label/.test(await script()), { what: 'the edited import in the modules script' });
    } finally {
      await dev.close();
    }
  });
});
