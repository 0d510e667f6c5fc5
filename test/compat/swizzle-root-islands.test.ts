// A context the site's Root provides, read by an interactive component of the page (an island) after hydration.
// In Docusaurus 3.10 Root wraps the whole app, in the browser too: a Root that provides a label made of
// `useDocusaurusContext()`, `useLocation()` and `useThemeConfig()`, and a count it holds with `useState`, reaches the
// page's components after hydration, and a button calling its `bump` changes the count. pxdocs rendered Root only
// when built and hydrated each island without it: React drew the island again with the contexts' defaults
// ("default-root", count -1) and `bump` did nothing. An island rendered inside Root now names it (`data-wrappers`
// starts with `Root`), its code is bundled with the islands, and theme/islands/lib/wrapper-chain.tsx runs it around
// the island, keeping only its way to its children: its markup stays the build's, once. Root runs once a page, as in
// Docusaurus's one app: its state is shared by the page's islands, a navbar item's too, and its effects run once
// (each island had its own copy of Root: the second counter kept its own count, Root's effect ran once per island).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onPage, recordRemoved, serveSite } from './browse.js';

const CONFIG = `export default {
  title: 'Rooted', url: 'https://rooted.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/context.js': `import { createContext } from 'react';
export const Label = createContext('default-root');
export const Shared = createContext({ count: -1, bump() {} });
`,
  'src/theme/Root.js': `import React, { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import { Label, Shared } from '@site/src/context';
export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { tableOfContents } = useThemeConfig();
  const [count, setCount] = useState(5);
  useEffect(() => console.log('root mounted'), []);
  return (
    <Label.Provider value={siteConfig.title + ' ' + pathname + ' toc' + tableOfContents.maxHeadingLevel}>
      <Shared.Provider value={{ count, bump: () => setCount((c) => c + 1) }}>
        <div className="root-frame">{children}</div>
      </Shared.Provider>
    </Label.Provider>
  );
}
`,
  'src/components/Counter.js': `import React, { useContext, useEffect, useRef, useState } from 'react';
import { Label, Shared } from '@site/src/context';
export default function Counter({ name }) {
  const label = useContext(Label);
  const { count, bump } = useContext(Shared);
  const [clicks, setClicks] = useState(0);
  const ref = useRef(null);
  useEffect(() => { ref.current.dataset.ready = 'yes'; }, []);
  return (
    <button ref={ref} className={\`counter-\${name}\`} onClick={() => { setClicks(clicks + 1); bump(); }}>
      {\`\${name}: root=\${label} count=\${count} clicks=\${clicks}\`}
    </button>
  );
}
`,
  'docs/intro.mdx': "# Intro\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter name=\"a\" />\n\n<Counter name=\"b\" />\n\n[Second](./second.mdx)\n",
  'docs/second.mdx': "# Second\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter name=\"c\" />\n",
  'docs/plain.md': '# Plain\n\nNo island here.\n',
};

describe("an island reads the context the site's Root provides after hydration", () => {
  const served = serveSite('pxdocs-root-islands-', SITE);

  it('names Root around each island, and a page without islands loads no site code', async () => {
    const html = await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.equal(html.match(/data-wrappers="Root"/g)?.length, 2, html.match(/<px-island[^>]*>/g)?.join('\n'));
    assert.match(html, /a: root=Rooted \/docs\/intro toc3 count=5 clicks=0/);
    const plain = await readFile(join(served.dir, 'out', 'docs', 'plain.html'), 'utf8');
    assert.doesNotMatch(plain, /site-islands|px-island-docs/);
    // Root's code is a chunk of the islands' bundle, loaded only with an island inside it.
    const chunks = await readdir(join(served.dir, 'out', 'assets', 'site-islands'));
    const texts = await Promise.all(chunks.filter((file) => file.endsWith('.js')).map((file) => readFile(join(served.dir, 'out', 'assets', 'site-islands', file), 'utf8')));
    assert.ok(texts.some((text) => text.includes('root-frame')), chunks.join(', '));
  });

  it("hydrates inside Root without a mismatch, its values and its state live in the browser", async () => {
    await onPage(served.browser, async (page, errors) => {
      const warnings: string[] = [];
      const logs: string[] = [];
      page.on('console', (message) => (message.type() === 'warning' ? warnings : logs).push(message.text()));
      const removedCounters = await recordRemoved(page, /counter-/);
      await page.goto(`${served.server.url}/docs/intro`);
      const text = (name: string) => page.textContent(`.counter-${name}`);
      await page.waitForSelector('.counter-a[data-ready="yes"]');
      await page.waitForSelector('.counter-b[data-ready="yes"]');
      await page.click('.counter-a');
      await page.waitForFunction(() => document.querySelector('.counter-a')?.textContent?.includes('clicks=1'));
      assert.equal(await text('a'), 'a: root=Rooted /docs/intro toc3 count=6 clicks=1', "Root's value, its state updated through its context");
      await page.waitForFunction(() => document.querySelector('.counter-b')?.textContent?.includes('count=6'));
      assert.equal(await text('b'), 'b: root=Rooted /docs/intro toc3 count=6 clicks=0', "the other island: Root's value, its one state");
      await page.click('.counter-b');
      await page.waitForFunction(() => document.querySelector('.counter-a')?.textContent?.includes('count=7'));
      assert.equal(await text('a'), 'a: root=Rooted /docs/intro toc3 count=7 clicks=1');
      assert.deepEqual(logs.filter((message) => message === 'root mounted'), ['root mounted'], "Root's effect, once a page");
      // Root's own markup is the build's, once, around the page, outside the islands.
      assert.equal(await page.locator('.root-frame').count(), 1);
      assert.equal(await page.locator('px-island .root-frame').count(), 0);
      assert.deepEqual(await removedCounters(), [], 'hydrated, not drawn again');
      assert.deepEqual(warnings.filter((message) => /pxdocs/.test(message)), []);
      // A client navigation keeps Root, as Docusaurus's app does: the next page's counter shows its count, Root's effect does not run again.
      await page.click('main a[href*="second"]');
      await page.waitForSelector('.counter-c[data-ready="yes"]');
      await page.waitForFunction(() => document.querySelector('.counter-c')?.textContent?.includes('count=7'));
      assert.equal(await text('c'), 'c: root=Rooted /docs/second toc3 count=7 clicks=0');
      await page.click('.counter-c');
      await page.waitForFunction(() => document.querySelector('.counter-c')?.textContent?.includes('count=8 clicks=1'));
      assert.deepEqual(logs.filter((message) => message === 'root mounted'), ['root mounted']);
      // Drawn again with Root's count (the build's HTML has its first), as Docusaurus draws a page it navigates to: not a mismatch to warn of.
      assert.deepEqual(warnings.filter((message) => /pxdocs/.test(message)), []);
      assert.deepEqual(errors, []);
    });
  });
});

// A navbar item of the site's own type (NavbarItem/ComponentTypes) is drawn inside Root, as Docusaurus's whole app is:
// an island there reads Root's state, the same the page's content reads.
describe("a navbar item's island shares Root's state with the page's", () => {
  const served = serveSite('pxdocs-root-navbar-islands-', {
    ...SITE,
    'pxdocs.config.mjs': CONFIG.replace('navbar: { items: [] }', "navbar: { items: [{ type: 'custom-shared', position: 'right' }] }"),
    'src/components/NavShared.js': `import React, { useContext, useState } from 'react';
import { Shared } from '@site/src/context';
export default function NavShared({ mobile }) {
  const { count } = useContext(Shared);
  const [opened, setOpened] = useState(false);
  return <button className={mobile ? 'nav-shared-mobile' : 'nav-shared'} onClick={() => setOpened(!opened)}>{\`nav count=\${count} opened=\${opened}\`}</button>;
}
`,
    'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavShared from '@site/src/components/NavShared';
export default { ...ComponentTypes, 'custom-shared': NavShared };
`,
  });

  it("updates the navbar item when a counter in the page bumps Root's count", async () => {
    const html = await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.equal(html.match(/data-wrappers="Root"/g)?.length, 4, html.match(/<px-island[^>]*>/g)?.join('\n'));
    await onPage(served.browser, async (page, errors) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('.counter-a[data-ready="yes"]');
      await page.click('.counter-a');
      await page.waitForFunction(() => document.querySelector('.nav-shared')?.textContent === 'nav count=6 opened=false');
      assert.equal(await page.textContent('.counter-b'), 'b: root=Rooted /docs/intro toc3 count=6 clicks=0');
      assert.deepEqual(logs.filter((message) => message === 'root mounted'), ['root mounted']);
      assert.deepEqual(logs.filter((message) => /pxdocs/.test(message)), []);
      assert.deepEqual(errors, []);
    });
  });
});

// What Root renders beside its children: in Docusaurus a `<Toast/>` with state there is live on every page, as the
// whole app hydrates. pxdocs took Root's frame once as static markup: the toast stayed as built, on every page. Root is
// now bundled with the island files it imports, so the toast is an island of the frame, hydrating inside Root (its
// count is Root's, the page's counters bump it), and every page loads the island script for it, one without islands too.
describe('a component with state that Root renders beside its children', () => {
  const served = serveSite('pxdocs-root-frame-islands-', {
    ...SITE,
    'src/theme/Root.js': SITE['src/theme/Root.js']!.replace('<div className="root-frame">{children}</div>', '<div className="root-frame">{children}</div>\n        <Toast />').replace("import { Label, Shared } from '@site/src/context';", "import { Label, Shared } from '@site/src/context';\nimport Toast from '@site/src/components/Toast';"),
    'src/components/Toast.js': `import React, { useContext, useEffect, useRef, useState } from 'react';
import { Shared } from '@site/src/context';
export default function Toast() {
  const { count } = useContext(Shared);
  const [open, setOpen] = useState(false);
  const ref = useRef(null);
  useEffect(() => { ref.current.dataset.ready = 'yes'; }, []);
  return <div ref={ref} className="toast" onClick={() => setOpen(!open)}>{\`toast count=\${count} open=\${open}\`}</div>;
}
`,
  });

  it('is an island of the frame on every page, live inside Root', async () => {
    const plain = await readFile(join(served.dir, 'out', 'docs', 'plain.html'), 'utf8');
    assert.match(plain, /<px-island [^>]*data-wrappers="Root"[^>]*><div class="toast">toast count=5 open=false<\/div><\/px-island>/);
    assert.match(plain, /<script type="module" src="\/assets\/site-islands-/);
    await onPage(served.browser, async (page, errors) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.goto(`${served.server.url}/docs/plain`);
      await page.waitForSelector('.toast[data-ready="yes"]');
      await page.click('.toast');
      await page.waitForFunction(() => document.querySelector('.toast')?.textContent === 'toast count=5 open=true');
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('.counter-a[data-ready="yes"]');
      await page.waitForSelector('.toast[data-ready="yes"]');
      await page.click('.counter-a');
      await page.waitForFunction(() => document.querySelector('.toast')?.textContent === 'toast count=6 open=false');
      await page.click('.toast');
      await page.waitForFunction(() => document.querySelector('.toast')?.textContent === 'toast count=6 open=true');
      // Kept through a client navigation with Root, as Docusaurus keeps its app: the next page's counter bumps the same count.
      await page.click('main a[href*="second"]');
      await page.waitForSelector('.counter-c[data-ready="yes"]');
      await page.click('.counter-c');
      await page.waitForFunction(() => document.querySelector('.toast')?.textContent === 'toast count=7 open=true');
      assert.equal(await page.locator('.toast').count(), 1);
      assert.deepEqual(logs.filter((message) => message === 'root mounted'), ['root mounted', 'root mounted'], 'once a page load');
      assert.deepEqual(logs.filter((message) => /pxdocs/.test(message)), []);
      assert.deepEqual(errors, []);
    });
  });
});
