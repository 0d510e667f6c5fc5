// A site plugin's `actions.addRoute({ path, component, modules })` is a page in Docusaurus: the
// component, rendered in the site's layout, gets each module loaded as a prop (`props.data`, the
// JSON `createData` wrote) with react-router's `route`, `location` and `match`. Checked on a
// Docusaurus 3.10 build (/tmp/hH/repro-route): /my-page lists the plugin's items, is titled by its
// Layout, is in the sitemap, and a doc's link to it is no broken link. pxdocs built nothing there and
// said so; the doc's link was broken. Nested routes (a layout with `routes`) are still not built: named.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runCli, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, waitUntil } from '../dev/dev-helpers.js';

after(removeTempDirs);

const PLUGIN = `const { readFileSync } = require('node:fs');
const { join } = require('node:path');
module.exports = function routesPlugin(context) {
  return {
    name: 'routes-plugin',
    async loadContent() {
      return JSON.parse(readFileSync(join(context.siteDir, 'items.json'), 'utf8'));
    },
    async contentLoaded({ content, actions }) {
      const dataPath = await actions.createData('data.json', JSON.stringify({ items: content }));
      actions.addRoute({ path: '/my-page', component: '@site/src/components/MyPage.jsx', modules: { data: dataPath }, exact: true });
      actions.addRoute({ path: '/other', component: './src/components/Other.jsx', exact: true });
      actions.addRoute({ path: '/nested', component: '@site/src/components/Other.jsx', routes: [{ path: '/nested/a', component: '@site/src/components/Other.jsx' }] });
    },
  };
};
`;

const SITE = {
  'pxdocs.config.mjs': `import routes from './src/plugins/routes.js';
export default {
  title: 'Routes', url: 'https://routes.example',
  docs: { path: 'docs', routeBasePath: 'docs' }, blog: false,
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, onBrokenLinks: 'throw',
  plugins: [routes],
};
`,
  'src/plugins/routes.js': PLUGIN,
  'items.json': '["alpha", "beta"]\n',
  'src/components/MyPage.jsx': `import React from 'react';
import Layout from '@theme/Layout';
export default function MyPage(props) {
  return (
    <Layout title="My page" description="Made by a plugin">
      <main className="container"><h1>Plugin page</h1>
        <ul className="items">{props.data.items.map((item) => <li key={item}>{item}</li>)}</ul>
        <p className="props">{Object.keys(props).sort().join(',')} {props.route.path} {String(props.route.exact)}</p>
      </main>
    </Layout>
  );
}
`,
  'src/components/Other.jsx': "import React from 'react';\nexport default function Other() { return <main><p className=\"other\">Other page</p></main>; }\n",
  'docs/intro.md': '# Intro\n\nSee [the plugin page](/my-page) and [the other](/other).\n',
};

describe("routes a site plugin adds", () => {
  it('are pages: the component gets its modules and the route as props, in the sitemap and search, and links to them are valid', async () => {
    const dir = await makeTempDir('pxdocs-plugin-routes-');
    await writeFiles(dir, SITE);
    const result = await buildSite(dir, 'out');
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const out = join(dir, 'out');
    const page = await readFile(join(out, 'my-page.html'), 'utf8');
    assert.match(page, /<ul class="items"><li>alpha<\/li><li>beta<\/li><\/ul>/, "the JSON createData wrote is props.data");
    assert.match(page, /<p class="props">data,location,match,route \/my-page true<\/p>/);
    assert.match(page, /<title>My page \| Routes<\/title>/, 'titled by its Layout, as a React page is');
    assert.match(page, /<nav class="navbar-inner/, "drawn in the site's layout");
    assert.match(await readFile(join(out, 'other.html'), 'utf8'), /<p class="other">Other page<\/p>/, 'a component named by its path from the site');
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/routes\.example\/my-page<\/loc>/);
    assert.match(output, /validate links .* 0 broken/, "the doc's links to them are valid");
    assert.doesNotMatch(output, /Broken links/);
    const records = await Promise.all((await readdir(join(out, 'search-records'))).map((name) => readFile(join(out, 'search-records', name), 'utf8')));
    assert.ok(records.some((text) => text.includes('/my-page') && text.includes('alpha')), 'searched as a React page is');
    assert.match(output, /The site plugin "routes-plugin" \(plugins\[0\] \(routesPlugin\)\) adds the route "\/nested" \(actions\.addRoute\) with nested routes .* which pxdocs does not build: nothing is built at \/nested or below/);
    assert.equal(await readFile(join(out, 'nested.html'), 'utf8').catch(() => 'none'), 'none');

    // The page follows the data: a build after the file the plugin reads changed shows the new items.
    await writeFile(join(dir, 'items.json'), '["alpha", "gamma"]\n');
    const again = await buildSite(dir, 'out');
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.match(await readFile(join(out, 'my-page.html'), 'utf8'), /<li>alpha<\/li><li>gamma<\/li>/);
  });

  // init named such a plugin "also has `loadContent`, `contentLoaded`, which pxdocs does not run" and left it out.
  it('are carried by init: a plugin module that adds routes goes to `plugins`', async () => {
    const dir = await makeTempDir('pxdocs-plugin-routes-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'Routes', url: 'https://routes.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]], plugins: [require.resolve('./src/plugins/routes.js')] };\n",
      'src/plugins/routes.js': PLUGIN,
      'items.json': '["alpha"]\n',
      'src/components/MyPage.jsx': SITE['src/components/MyPage.jsx'],
      'src/components/Other.jsx': SITE['src/components/Other.jsx'],
      'docs/intro.md': '# Intro\n\nSee [the plugin page](/my-page).\n',
    });
    const init = await runCli(['init', '--from-docusaurus', dir]);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.match(output, /plugins\[0\]: the plugin module src\/plugins\/routes\.js adds pages \(addRoute\): it is carried to `plugins`/);
    assert.doesNotMatch(output, /which pxdocs does not run/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(await readFile(join(dir, 'out', 'my-page.html'), 'utf8'), /<li>alpha<\/li>/);
  });

  it('are served by pxdocs dev, and still after an edit reads the docs again', async () => {
    const dir = await makeTempDir('pxdocs-plugin-routes-dev-');
    await writeFiles(dir, SITE);
    const dev = await startDev({ cwd: dir, port: 42801, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const items = async () => /<ul class="items">(.*?)<\/ul>/.exec(await (await fetch(`${dev.url}/my-page`)).text())?.[1];
      assert.equal(await items(), '<li>alpha</li><li>beta</li>');
      await writeFile(join(dir, 'docs', 'guide.md'), '# Guide\n\nA new page.\n');
      await waitUntil(async () => (await fetch(`${dev.url}/docs/guide`)).ok, 'the new doc');
      assert.equal(await items(), '<li>alpha</li><li>beta</li>', 'the plugin page is kept when discovery reads the docs again');
    } finally {
      await dev.close();
    }
  });
});
