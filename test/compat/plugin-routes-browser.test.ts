// A plugin route's component that needs the browser (state, a click handler) is an island like any site
// component: hydrated with its props. Its router props are react-router's there too: `history` the
// browser's (history.location, push…), and its route and modules as the build gave them. Once
// renderRoutes gave route components `history` (a function-holding object) and `route` with its
// components, such a component stayed static ("a value that cannot reach the browser").
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentType } from '../../compiler/content-type.js';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, watchProblems, type TestServer } from '../e2e/browser.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

let browser: Browser | undefined;
let server: TestServer | undefined;
let output = '';
let out = '';

before(async () => {
  const dir = await makeTempDir('pxdocs-plugin-routes-browser-');
  await writeFiles(dir, {
    'pxdocs.config.mjs': `import routes from './src/plugins/routes.js';
export default {
  title: 'Routes', url: 'https://routes.example',
  docs: { path: 'docs', routeBasePath: 'docs' }, blog: false,
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
  plugins: [routes],
};
`,
    'src/plugins/routes.js': `module.exports = function routesPlugin() {
  return {
    name: 'routes-plugin',
    async contentLoaded({ actions }) {
      const data = await actions.createData('data.json', JSON.stringify({ items: ['alpha', 'beta'] }));
      actions.addRoute({ path: '/nested', component: '@site/src/components/Nested.jsx', routes: [
        { path: '/nested/a', component: '@site/src/components/Counter.jsx', exact: true, modules: { data } },
      ] });
      actions.addRoute({ path: '/items', component: '@site/src/components/Nested.jsx', routes: [
        { path: '/items/:id', component: '@site/src/components/Item.jsx', exact: true },
      ] });
      actions.addRoute({ path: '/opt/:slug?', component: '@site/src/components/Item.jsx', exact: true });
    },
  };
};
`,
    // The package's hooks, which need react-router's context, stand in for it (react-router.test.ts has the same).
    'node_modules/react-router-dom/package.json': JSON.stringify({ name: 'react-router-dom', version: '5.3.4', main: 'index.js' }),
    'node_modules/react-router-dom/index.js': "const noRouter = () => { throw new TypeError(\"Cannot read properties of undefined (reading 'match')\"); };\nexports.useParams = noRouter;\nexports.useRouteMatch = noRouter;\n",
    'src/components/Item.jsx': "import React from 'react';\nimport Params from './Params.jsx';\nexport default function Item() { return <div className=\"item\"><Params /></div>; }\n",
    // An island below the route's component: its hooks answer the route's match in the browser, as react-router's do.
    'src/components/Params.jsx': `import React, { useState } from 'react';
import { useParams, useRouteMatch } from 'react-router-dom';
export default function Params() {
  const [clicked, setClicked] = useState('not yet');
  const params = useParams();
  const match = useRouteMatch();
  return <button type="button" className="params" onClick={() => setClicked(JSON.stringify(params) + ' ' + match.url)}>{clicked}</button>;
}
`,
    'src/components/Nested.jsx': "import React from 'react';\nimport renderRoutes from '@docusaurus/renderRoutes';\nexport default function Nested(props) { return <section className=\"layout\">{renderRoutes(props.route.routes)}</section>; }\n",
    'src/components/Counter.jsx': `import React, { useState } from 'react';
export default function Counter(props) {
  const [clicked, setClicked] = useState('not yet');
  const click = () => setClicked([props.history.location.pathname, typeof props.history.push, props.route.path, props.match.isExact, props.data.items.join('+'), String(props.staticContext)].join(' '));
  // What Docusaurus gives it in the browser as on the server: the route config with its component (a function).
  const route = [Object.keys(props.route).join(','), typeof props.route.component].join(' ');
  return <><p className="route">{route}</p><button type="button" className="counter" onClick={click}>{clicked}</button></>;
}
`,
    'docs/intro.md': '# Intro\n',
  });
  const built = await buildSite(dir, 'out');
  output = built.stdout + built.stderr;
  assert.equal(built.code, 0, output);
  out = join(dir, 'out');
  [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe("a plugin route's interactive component", () => {
  it("is hydrated, with the browser's history and the route's props", async () => {
    assert.doesNotMatch(output, /cannot reach the browser/);
    const context = await browser!.newContext();
    try {
      const tab = await context.newPage();
      const problems = watchProblems(tab);
      await tab.goto(`${server!.url}/nested/a`);
      const button = tab.locator('section.layout button.counter');
      // Clicked until hydrated: a click before React took the button does nothing.
      await tab.waitForFunction(() => {
        const found = document.querySelector<HTMLButtonElement>('button.counter');
        found?.click();
        return found?.textContent !== 'not yet';
      }, undefined, { timeout: 10_000 });
      // In a browser, as in Docusaurus's: staticContext is undefined there.
      assert.equal(await button.textContent(), '/nested/a function /nested/a true alpha+beta undefined');
      // Hydrated to what the build drew: route.component is there, in its place (a mismatch would draw the browser's).
      assert.equal(await tab.locator('section.layout p.route').textContent(), 'path,exact,component function');
      assert.deepEqual([...problems.errors, ...problems.consoleErrors], []);
    } finally {
      await context.close();
    }
  });

  // Docusaurus 3.10 (/tmp/docu/hK-params): useParams() and useRouteMatch() below a route's component give that route's
  // match in the browser too. pxdocs's browser hooks gave the page's own, with no params.
  it("answers the router hooks below a route's component with the route's match", async () => {
    const context = await browser!.newContext();
    try {
      const tab = await context.newPage();
      const problems = watchProblems(tab);
      await tab.goto(`${server!.url}/items/:id`);
      await tab.waitForFunction(() => {
        const found = document.querySelector<HTMLButtonElement>('div.item button.params');
        found?.click();
        return found?.textContent !== 'not yet';
      }, undefined, { timeout: 10_000 });
      assert.equal(await tab.locator('div.item button.params').textContent(), '{"id":":id"} /items/:id');
      assert.deepEqual([...problems.errors, ...problems.consoleErrors], []);
      // At a path the route stands for, the server answers with the route's page (Docusaurus's host answers 404.html,
      // whose client router draws the route there, /tmp/docu/hK-params), and the hooks give the path's params.
      for (const [at, answer] of [['/items/5', '{"id":"5"} /items/5'], ['/items/:id', '{"id":":id"} /items/:id']]) {
        const response = await tab.goto(`${server!.url}${at}`);
        assert.equal(response?.status(), 200, at);
        await tab.waitForFunction((want) => {
          const found = document.querySelector<HTMLButtonElement>('div.item button.params');
          found?.click();
          return found?.textContent === want;
        }, answer, { timeout: 10_000 });
      }
    } finally {
      await context.close();
    }
  });

  // A static host knows no routes: it answers /items/5 with 404.html, as Docusaurus's hosts do. There the 404 page
  // shows the route's page in its place, at the reader's path.
  it("is shown at a path its route stands for by the 404 page of a static host", async () => {
    const host = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname).slice(1);
      const send = (file: string, status: number) => readFile(join(out, file)).then((body) => {
        response.writeHead(status, { 'Content-Type': contentType(file) }).end(body);
      });
      void send(path, 200).catch(() => send(`${path}.html`, 200)).catch(() => send('404.html', 404));
    });
    await new Promise<void>((resolve) => host.listen(43203, '127.0.0.1', resolve));
    const context = await browser!.newContext();
    try {
      const tab = await context.newPage();
      const problems = watchProblems(tab);
      assert.equal((await tab.goto('http://127.0.0.1:43203/items/7'))?.status(), 404);
      await tab.waitForFunction(() => {
        const found = document.querySelector<HTMLButtonElement>('div.item button.params');
        found?.click();
        return found?.textContent === '{"id":"7"} /items/7';
      }, undefined, { timeout: 10_000 });
      assert.equal(new URL(tab.url()).pathname, '/items/7');
      assert.deepEqual(problems.errors, []);
      // A route with an optional parameter, at its path without it (a page, 200) and with it (the 404 page's table):
      // Docusaurus 3.10 draws /y/:slug? at both (/tmp/docu/hK-params); pxdocs built nothing for it.
      for (const [path, status, clicked] of [['/opt', 200, '{} /opt'], ['/opt/7', 404, '{"slug":"7"} /opt/7']] as const) {
        assert.equal((await tab.goto(`http://127.0.0.1:43203${path}`))?.status(), status, path);
        await tab.waitForFunction((wanted) => {
          const found = document.querySelector<HTMLButtonElement>('div.item button.params');
          found?.click();
          return found?.textContent === wanted;
        }, clicked, { timeout: 10_000 });
      }
      assert.deepEqual(problems.errors, []);
      // Below a layout route, where no route nested in it matches: the layout with nothing inside, as Docusaurus's client
      // router draws it there (/tmp/docu/hK-params, /x). pxdocs showed its 404 page.
      assert.equal((await tab.goto('http://127.0.0.1:43203/items/7/more'))?.status(), 404);
      await tab.waitForSelector('section.layout', { state: 'attached', timeout: 10_000 });
      assert.equal(await tab.locator('section.layout').innerHTML(), '');
      assert.equal(new URL(tab.url()).pathname, '/items/7/more');
      await tab.goto('http://127.0.0.1:43203/elsewhere');
      assert.equal(await tab.locator('div.item').count(), 0, 'a path no route stands for stays the 404 page');
    } finally {
      await context.close();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
