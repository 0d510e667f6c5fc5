// A site's interactive components (state, handlers, effects, <BrowserOnly>) are
// islands: the build renders them as before inside a <px-island> carrying
// their props, and the pages holding one load a script that hydrates them
// with React (compiler/site-islands.ts). Docusaurus hydrates every component;
// before islands the buttons of a migrated site's demos did nothing. Pages
// without an island load no React; a component that reads its children's
// elements, or one given a function, stays static and is named.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { onPage, serveSite } from './browse.js';
import { writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildSite, makeTempDir, removeTempDirs, waitFor, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import type { Page } from 'playwright-core';

/** The built site's warnings that an island's HTML did not match its first render (site-islands-react.tsx), as they come. */
function redrawnIslands(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => { if (message.type() === 'warning' && message.text().includes('was drawn again')) warnings.push(message.text()); });
  return warnings;
}

const CONFIG = `export default {
  title: 'Islands', url: 'https://islands.example', tagline: 'Live demos',
  docs: { path: 'docs', routeBasePath: '/', sidebarPath: false },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/components/Counter.tsx': `import React, { useState } from 'react';
import styles from './Counter.module.css';

export default function Counter({ start = 0, label }: { start?: number; label: string }) {
  const [count, setCount] = useState(start);
  return <button className={styles.counter} onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}

export function double(value: number): number {
  return value * 2;
}
`,
  'src/components/Counter.module.css': '.counter { font-weight: bold; }\n',
  'src/components/Reveal.jsx': `import React, { useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';

export function Reveal({ title, children }) {
  const [open, setOpen] = useState(false);
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className="reveal">
      <button aria-expanded={open} onClick={() => setOpen(!open)}>{title} ({siteConfig.title})</button>
      {open ? <div className="reveal-body">{children}</div> : null}
      <BrowserOnly fallback={<span className="where">on the server</span>}>{() => <span className="where">in the browser</span>}</BrowserOnly>
      <Link to="/second">Second</Link>
    </div>
  );
}
`,
  'src/components/Box.jsx': `import React, { useState } from 'react';

export default function Box({ children }) {
  const [hits, setHits] = useState(0);
  return <section className="box" onMouseEnter={() => setHits(hits + 1)}><span className="hits">{hits}</span>{children}</section>;
}
`,
  'src/components/Picker.jsx': `import React, { Children, useState } from 'react';

export default function Picker({ children }) {
  const [index, setIndex] = useState(0);
  const items = Children.toArray(children);
  return <div className="picker"><button onClick={() => setIndex((index + 1) % items.length)}>next</button>{items[index]}</div>;
}
`,
  // Throws in the browser when told to (a context the page gave it when built, missing there).
  'src/components/Fragile.jsx': "import React, { useState } from 'react';\n\nexport default function Fragile({ label }) {\n  const [n, setN] = useState(0);\n  if (typeof window !== 'undefined' && window.__breakIslands) throw new Error('no provider here');\n  return <button className=\"fragile\" onClick={() => setN(n + 1)}>{label} {n}</button>;\n}\n",
  'src/components/Plain.jsx': "import React from 'react';\n\nexport default function Plain() {\n  return <p className=\"plain\">No behaviour.</p>;\n}\n",
  'docs/index.mdx': `# First

import Counter, { double } from '@site/src/components/Counter';
import { Reveal } from '@site/src/components/Reveal';
import Box from '@site/src/components/Box';
import Picker from '@site/src/components/Picker';

Twice two is {double(2)}.

<Counter start={3} label="Clicks" />

<Reveal title="Details">

Hidden **Markdown** with [a link](second.mdx).

</Reveal>

<Box>

Inside the **box**.

</Box>

<Picker>
  <p>one</p>
  <p>two</p>
</Picker>

<Counter label="Fn" onDone={() => 1} />

Go to [the second page](second.mdx).
`,
  'docs/second.mdx': `# Second

import Counter from '@site/src/components/Counter';
import Fragile from '@site/src/components/Fragile';

<Counter start={10} label="Again" />

<Fragile label="Fragile" />

Back to [the first](index.mdx) or [the plain page](plain.mdx).
`,
  'docs/plain.mdx': "# Plain\n\nimport Plain from '@site/src/components/Plain';\n\n<Plain />\n",
};

const islandScript = (html: string) => /<script type="module" src="(\/assets\/site-islands-[^"]+\.js)"><\/script>/.exec(html)?.[1];

// SITE built and served once for both suites below: they only read it.
describe('site islands: the site', () => {
  const served = serveSite('pxdocs-site-islands-', SITE);

  describe('site islands: the build', () => {
    it('renders an interactive component inside a <px-island> with its props, and loads the islands script only where one is', async () => {
      const first = await readFile(join(served.dir, 'out', 'index.html'), 'utf8');
      assert.match(first, /<px-island data-island="[0-9a-f]{10}" data-export="default" data-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;Clicks&quot;\}" style="display:contents"><button class="[^"]+">Clicks<!-- -->: <!-- -->3<\/button><\/px-island>/);
      // A helper exported beside the component is called as written, never wrapped.
      assert.match(first, /Twice two is 4\./);
      // Children the component did not show when built wait in a template before it; shown ones are its slot.
      assert.match(first, /<template data-px-slot=""><p>Hidden <strong>Markdown<\/strong> with <a href="\/second">a link<\/a>\.<\/p><\/template><px-island[^>]*data-export="Reveal"/);
      assert.match(first, /<px-island[^>]*><section class="box"><span class="hits">0<\/span><px-slot style="display:contents"><p>Inside the <strong>box<\/strong>\.<\/p><\/px-slot><\/section><\/px-island>/);
      assert.doesNotMatch(first, /<template data-px-slot=""><p>Inside the/, 'no template where the island renders its children');
      // Static: a component reading its children's elements, and an instance given a function.
      assert.match(first, /<div class="picker"><button>next<\/button><p>one<\/p><\/div>/);
      assert.doesNotMatch(first, /data-props="[^"]*Fn/);
      assert.ok(islandScript(first), 'the islands script on a page with islands');
      // The Markdown inside an island is the page's: in its twin for agents (the template's too) and its search records.
      const twin = await readFile(join(served.dir, 'out', 'index.md'), 'utf8');
      assert.match(twin, /Hidden \*\*Markdown\*\* with \[a link\]\(https:\/\/islands\.example\/second\)\./);
      assert.match(twin, /Inside the \*\*box\*\*\./);
      const records = await readFile(join(served.dir, 'out', 'search-records.json'), 'utf8').then(async (manifest) => {
        const { parts } = JSON.parse(manifest) as { parts: { path: string }[] };
        return (await Promise.all(parts.map((part) => readFile(join(served.dir, 'out', part.path), 'utf8')))).join('');
      });
      assert.match(records, /Hidden Markdown with a link/);
      assert.ok(islandScript(await readFile(join(served.dir, 'out', 'second.html'), 'utf8')));
      const plain = await readFile(join(served.dir, 'out', 'plain.html'), 'utf8');
      assert.equal(islandScript(plain), undefined, 'no islands script on a page without an island');
      assert.doesNotMatch(plain, /<px-island/);
      // React and each component are chunks of their own, loaded when a page shows an island.
      const chunks = await readdir(join(served.dir, 'out', 'assets', 'site-islands'));
      assert.ok(chunks.some((name) => /^Counter-.+\.js$/.test(name)) && chunks.some((name) => /^Reveal-.+\.js$/.test(name)), chunks.join(', '));
      const loader = await readFile(join(served.dir, 'out', islandScript(first)!), 'utf8');
      assert.ok(loader.length < 4000, `the loader is small (${loader.length} bytes)`);
      assert.doesNotMatch(loader, /Picker|Plain/, 'static components are not bundled for the browser');
    });

    it('hydrates islands in Chromium: state, handlers, BrowserOnly, the context, Markdown children, client navigation', async () => {
      await onPage(served.browser, async (page, errors) => {
        const redrawn = redrawnIslands(page);
        await page.goto(`${served.server.url}/`);
        // BrowserOnly shows its children once the island is mounted.
        await page.waitForFunction(() => document.querySelector('.where')?.textContent === 'in the browser');
        await page.click('button:has-text("Clicks: 3")');
        await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Clicks: 4'));
        assert.equal(await page.textContent('.reveal button'), 'Details (Islands)', 'useDocusaurusContext in the browser');
        assert.equal(await page.$('.reveal-body'), null);
        await page.click('.reveal button');
        await page.waitForSelector('.reveal-body');
        assert.equal(await page.innerHTML('.reveal-body px-slot'), '<p>Hidden <strong>Markdown</strong> with <a href="/second">a link</a>.</p>');
        await page.hover('.box');
        await page.waitForFunction(() => document.querySelector('.hits')?.textContent === '1');
        assert.equal(await page.textContent('.box px-slot'), 'Inside the box.', 'children the island showed stay');
        // The static ones stay as built: the picker's button does nothing.
        await page.click('.picker button');
        assert.equal(await page.textContent('.picker p'), 'one');
        // A client navigation to another page with an island hydrates it.
        await page.click('.markdown > p a[href="/second"]');
        await page.waitForFunction(() => document.querySelector('h1')?.firstChild?.textContent === 'Second');
        await page.click('button:has-text("Again: 10")');
        await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Again: 11'));
        assert.deepEqual(errors, [], 'no hydration error, no page error');
        assert.deepEqual(redrawn, [], 'no island drawn again over its HTML');
      });
    });
  });

  describe('site islands: a component failing in the browser', () => {
    it('stays as the build rendered it, and the console says which', async () => {
      const page = await served.browser.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
      try {
        await page.addInitScript(() => { (window as unknown as { __breakIslands: boolean }).__breakIslands = true; });
        await page.goto(`${served.server.url}/second`);
        await page.waitForFunction(() => document.querySelector('px-island px-static .fragile') !== null);
        assert.equal(await page.textContent('px-static .fragile'), 'Fragile 0');
        assert.ok(warnings.some((text) => /the island default export of src\/components\/Fragile\.jsx failed in the browser and stays as the build rendered it/.test(text)), warnings.join('\n'));
      } finally {
        await page.close();
      }
    });
  });
});

// react-local-toast's docs put a demo inside a provider: `<Provider><Demo /></Provider>`. An island among
// another's children was rendered inside the outer one's slot as static HTML, silently: its button did
// nothing, and had it hydrated alone it could not have read the provider's context.
const NESTED_SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  // Marks itself hydrated (data-ready): a click before that is the static button's, which does nothing.
  'src/components/Counter.jsx': "import React, { useEffect, useState } from 'react';\n\nexport default function Counter({ label, start = 0 }) {\n  const [count, setCount] = useState(start);\n  const [ready, setReady] = useState(false);\n  useEffect(() => setReady(true), []);\n  return <button className=\"counter\" data-ready={ready ? 'yes' : undefined} onClick={() => setCount(count + 1)}>{label}: {count}</button>;\n}\n",
  'src/components/Box.jsx': SITE['src/components/Box.jsx'],
  'src/components/Toggle.jsx': "import React, { useState } from 'react';\n\nexport default function Toggle({ title, children }) {\n  const [open, setOpen] = useState(false);\n  return <div className=\"toggle\"><button className=\"opener\" onClick={() => setOpen(!open)}>{title}</button>{open ? <div className=\"toggle-body\">{children}</div> : null}</div>;\n}\n",
  'src/components/Shade.jsx': `import React, { createContext, useContext, useEffect, useState } from 'react';

const Shade = createContext({ shade: 'none', next: () => undefined });

export function ShadeProvider({ initial, children }) {
  const [shade, setShade] = useState(initial);
  return <Shade.Provider value={{ shade, next: () => setShade(shade === 'light' ? 'dark' : 'light') }}><div className="shade" data-shade={shade}>{children}</div></Shade.Provider>;
}

export function ShadeSwitch() {
  const { shade, next } = useContext(Shade);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <button className="switch" data-ready={ready ? 'yes' : undefined} onClick={next}>Shade: {shade}</button>;
}
`,
  'docs/index.mdx': `# Nested

import Counter from '@site/src/components/Counter';
import Box from '@site/src/components/Box';
import Toggle from '@site/src/components/Toggle';
import { ShadeProvider, ShadeSwitch } from '@site/src/components/Shade';

<Box>

Inside the **box**: <Counter label="Boxed" start={1} />

</Box>

<ShadeProvider initial="light">

The switch reads its provider: <ShadeSwitch />

</ShadeProvider>

<Toggle title="More">

<Box>

Deep <em class="mark" data-x="1" style={{ color: 'red' }}>inside</em>: <Counter label="Deep" start={5} />

</Box>

</Toggle>
`,
};

describe('site islands: islands among the children of another', () => {
  const served = serveSite('pxdocs-site-islands-nested-', NESTED_SITE);

  it('are islands of their own in its slot, and its hidden children keep theirs in its template', async () => {
    const html = await readFile(join(served.dir, 'out', 'index.html'), 'utf8');
    assert.match(html, /<px-slot style="display:contents"><p>Inside the <strong>box<\/strong>: <px-island [^>]*data-props="\{&quot;label&quot;:&quot;Boxed&quot;,&quot;start&quot;:1\}"[^>]*><button class="counter">Boxed<!-- -->: <!-- -->1<\/button><\/px-island><\/p><\/px-slot>/);
    assert.match(html, /<px-island [^>]*data-export="ShadeSwitch"[^>]*><button class="switch">Shade: <!-- -->light<\/button><\/px-island>/, 'rendered in its provider when built');
    // The hidden Box's own template is dropped (it shows its children), the Toggle's kept whole around it.
    assert.match(html, /<template data-px-slot=""><px-island [^>]*><section class="box">.*?Deep<!-- -->: <!-- -->5<\/button><\/px-island><\/p><\/px-slot><\/section><\/px-island><\/template><px-island [^>]*data-props="\{&quot;title&quot;:&quot;More&quot;\}"/);
    assert.equal(html.match(/<template data-px-slot="">/g)?.length, 1, 'one template: the hidden children');
  });

  it('hydrate in Chromium inside the outer island: state, its context, and those its hidden children show later', async () => {
    await onPage(served.browser, async (page, errors) => {
      const redrawn = redrawnIslands(page);
      await page.goto(`${served.server.url}/`);
      // Hydrated (the inner island's effect ran): the outer one, whose tree it is in, is too.
      await page.waitForSelector('.box .counter[data-ready="yes"]');
      await page.click('.counter:has-text("Boxed: 1")');
      await page.waitForFunction(() => document.querySelector('.box .counter')?.textContent === 'Boxed: 2');
      await page.hover('.box');
      await page.waitForFunction(() => document.querySelector('.hits')?.textContent === '1');
      // The switch reads and changes its provider's state: it hydrated in the provider's tree.
      await page.waitForSelector('.switch[data-ready="yes"]');
      await page.click('.switch');
      await page.waitForFunction(() => document.querySelector('.switch')?.textContent === 'Shade: dark');
      assert.equal(await page.getAttribute('.shade', 'data-shade'), 'dark');
      await page.click('.opener');
      await page.waitForSelector('.toggle-body .counter');
      assert.equal(await page.innerHTML('.toggle-body .mark'), 'inside');
      assert.equal(await page.getAttribute('.toggle-body .mark', 'style'), 'color: red;', 'attributes read back as props');
      await page.click('.toggle-body .counter');
      await page.waitForFunction(() => document.querySelector('.toggle-body .counter')?.textContent === 'Deep: 6');
      assert.deepEqual(errors, [], 'no hydration error, no page error');
      assert.deepEqual(redrawn, [], 'no island drawn again over its HTML');
    });
  });
});

// A React page of the pages folder with state of its own (EveryAnalytics/web-analytics-handbook's
// glossary: a search box filtering a table, its handlers passed down as props) stayed as built, dead:
// only components it imported from other files could be islands, and those given its functions could
// not. Docusaurus hydrates the page; now the page is an island itself, its frame left to the build.
const PAGE_SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/components/Counter.jsx': NESTED_SITE['src/components/Counter.jsx'],
  'src/components/Filter.jsx': "import React from 'react';\n\nexport default function Filter({ value, onChange }) {\n  return <input className=\"filter\" value={value} onChange={(event) => onChange(event.target.value)} />;\n}\n",
  'src/pages/glossary.jsx': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Filter from '@site/src/components/Filter';
import Counter from '@site/src/components/Counter';

const WORDS = ['session', 'bounce rate', 'conversion'];

export default function Glossary() {
  const { siteConfig } = useDocusaurusContext();
  const [keyword, setKeyword] = useState('');
  return (
    <Layout title="Glossary" description="Words">
      <Head><meta name="glossary" content="yes" /></Head>
      <main className="glossary">
        <h1>{siteConfig.title} glossary</h1>
        <Heading as="h2" id="words">Words</Heading>
        <Filter value={keyword} onChange={setKeyword} />
        <ul>{WORDS.filter((word) => word.includes(keyword)).map((word) => <li key={word}>{word}</li>)}</ul>
        <Counter label="Visits" start={2} />
      </main>
    </Layout>
  );
}
`,
  'docs/index.md': '# Home\n\nSee [the glossary](pathname:///glossary).\n',
};

describe('site islands: a React page with state of its own', () => {
  const served = serveSite('pxdocs-site-islands-page-', PAGE_SITE);

  it('is an island itself, its frame and head the build\'s, the components it renders part of it', async () => {
    const html = await readFile(join(served.dir, 'out', 'glossary.html'), 'utf8');
    assert.match(html, /<title>Glossary \| Islands<\/title>/);
    assert.match(html, /<meta name="glossary" content="yes"\/>/);
    assert.match(html, /<px-island data-island="[0-9a-f]{10}" data-export="default" data-props="\{\}" style="display:contents"><main class="glossary"><h1>Islands<!-- --> glossary<\/h1><h2 id="words" class="anchor">Words<a class="hash-link" href="#words" aria-label="Direct link to Words" title="Direct link to Words" translate="no">\u200b<\/a><\/h2><input class="filter" value=""\/><ul><li>session<\/li><li>bounce rate<\/li><li>conversion<\/li><\/ul><button class="counter">Visits<!-- -->: <!-- -->2<\/button><\/main><\/px-island>/);
    assert.equal(html.match(/<px-island /g)?.length, 1, 'its components are not islands of their own');
    assert.ok(islandScript(html), 'the islands script');
  });

  it('hydrates in Chromium: its state, the handlers it passes down, the components it renders', async () => {
    await onPage(served.browser, async (page, errors) => {
      await page.goto(`${served.server.url}/glossary`);
      await page.waitForSelector('.counter[data-ready="yes"]');
      await page.click('.counter');
      await page.waitForFunction(() => document.querySelector('.counter')?.textContent === 'Visits: 3');
      await page.fill('.filter', 'on');
      await page.waitForFunction(() => document.querySelectorAll('.glossary li').length === 2);
      assert.deepEqual(await page.$$eval('.glossary li', (items) => items.map((item) => item.textContent)), ['session', 'conversion']);
      assert.equal(await page.title(), 'Glossary | Islands');
      assert.deepEqual(errors, [], 'no hydration error, no page error');
    });
  });
});

// 203-Systems/Matrix-Wiki's visualizer wraps its demo in Docusaurus's ErrorBoundary, with a fallback
// saying what crashed; pxdocs had no browser version of it, so the demo stayed static (a warning said so).
const GUARDED_SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/components/Guarded.jsx': `import React, { useEffect, useState } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

function Bomb({ armed }) {
  if (armed) throw new Error('the bomb went off');
  return <span className="calm">calm</span>;
}

export default function Guarded({ label, own = true }) {
  const [armed, setArmed] = useState(false);
  // Marks the island hydrated: a click before that is the static button's, which does nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const fallback = ({ error, tryAgain }) => (
    <div className="crashed">
      <p className="why">{label} crashed: {error.message}</p>
      <button className="again" onClick={() => { setArmed(false); tryAgain(); }}>Again</button>
    </div>
  );
  return (
    <div className={own ? 'own' : 'default'} data-ready={ready ? 'yes' : undefined}>
      <ErrorBoundary {...(own ? { fallback } : {})}>
        <button className="arm" onClick={() => setArmed(true)}>{label}</button>
        <Bomb armed={armed} />
      </ErrorBoundary>
    </div>
  );
}
`,
  'docs/index.mdx': "# Guarded\n\nimport Guarded from '@site/src/components/Guarded';\n\n<Guarded label=\"Visualizer\" />\n\n<Guarded label=\"Plain\" own={false} />\n",
};

describe('site islands: a component guarded by @docusaurus/ErrorBoundary', () => {
  const served = serveSite('pxdocs-site-islands-guarded-', GUARDED_SITE);

  it('is an island: its children as built, its fallback when they throw, tryAgain rendering them anew', async () => {
    const html = await readFile(join(served.dir, 'out', 'index.html'), 'utf8');
    assert.match(html, /<px-island[^>]*data-props="\{&quot;label&quot;:&quot;Visualizer&quot;\}"[^>]*><div class="own"><button class="arm">Visualizer<\/button><span class="calm">calm<\/span><\/div><\/px-island>/);
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${served.server.url}/`);
      // Hydrated (both islands' effects ran): the button's handler runs; the bomb throws, the site's fallback takes its place.
      await page.waitForSelector('.own[data-ready="yes"]');
      await page.waitForSelector('.default[data-ready="yes"]');
      await page.click('.own .arm');
      await page.waitForSelector('.own .crashed');
      assert.equal(await page.textContent('.own .why'), 'Visualizer crashed: the bomb went off');
      assert.equal(await page.$('.own .calm'), null);
      assert.ok(await page.$('.default .calm'), 'the other island is untouched');
      await page.click('.own .again');
      await page.waitForSelector('.own .calm');
      assert.equal(await page.$('.own .crashed'), null);
      // Without a fallback: Docusaurus's words and a button that tries again.
      await page.click('.default .arm');
      await page.waitForSelector('.default [role="alert"]');
      assert.match(await page.textContent('.default [role="alert"]') ?? '', /This page crashed\.Try againthe bomb went off/);
      assert.deepEqual(errors, [], 'the error stayed inside its boundary');
    } finally {
      await page.close();
    }
  });
});

describe("site islands: useColorMode's setColorMode", () => {
  const served = serveSite('pxdocs-site-islands-mode-', {
    'pxdocs.config.mjs': CONFIG,
    'src/components/ModeSwitch.jsx': `import React, { useEffect, useState } from 'react';
import { useColorMode } from '@docusaurus/theme-common';

export default function ModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="switch" data-ready={ready ? 'yes' : undefined}>
      <span className="mode">{colorMode}</span>
      <button className="dark" onClick={() => setColorMode('dark')}>Dark</button>
      <button className="once" onClick={() => setColorMode('light', { persist: false })}>Light once</button>
      <button className="reset" onClick={() => setColorMode(null)}>System</button>
    </div>
  );
}
`,
    'docs/index.mdx': "# Modes\n\nimport ModeSwitch from '@site/src/components/ModeSwitch';\n\n<ModeSwitch />\n",
  });

  it('stores the choice as the toggle does (a reload keeps it), unless told not to, and null forgets it', async () => {
    await onPage(served.browser, async (page, errors) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${served.server.url}/`);
      await page.waitForSelector('.switch[data-ready="yes"]');
      const state = () => page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme'), document.querySelector('[data-color-mode-toggle]')?.getAttribute('aria-pressed')]);
      await page.click('.switch .dark');
      await page.waitForSelector('.switch .mode:text("dark")');
      assert.deepEqual(await state(), ['dark', 'dark', 'true'], "the mode, the stored choice, and the navbar toggle's state");
      await page.reload();
      await page.waitForSelector('.switch[data-ready="yes"]');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'kept across a reload');
      await page.click('.switch .once');
      await page.waitForSelector('.switch .mode:text("light")');
      assert.deepEqual(await state(), ['light', 'dark', 'false'], 'persist: false leaves the stored choice');
      await page.click('.switch .dark');
      await page.click('.switch .reset');
      await page.waitForSelector('.switch .mode:text("light")');
      assert.deepEqual(await state(), ['light', null, 'false'], "null: the system's mode, nothing stored");
      assert.deepEqual(errors, []);
    });
  });
});

// Hooks of the page's own data in an island: the build's answers travel with the page (island-docs.ts
// `answers`), so the browser's hooks give the same and the island hydrates. usePluralForm, useThemeConfig,
// useDoc, useDocsVersion, useActiveVersion and useActiveDocContext had no browser version: the file stayed
// static, with a warning ("No matching export"), and its clicks did nothing (the showcase page's filters).
describe("site islands: Docusaurus's hooks of the page's data", () => {
  const served = serveSite('pxdocs-site-islands-hooks-', {
    'pxdocs.config.mjs': CONFIG.replace("navbar: { items: [] }", "navbar: { title: 'Hooked', items: [] }"),
    'src/components/Facts.jsx': `import React, { useEffect, useState } from 'react';
import { usePluralForm, useThemeConfig } from '@docusaurus/theme-common';
import { useDoc, useDocsVersion, useActiveVersion, useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

export default function Facts() {
  const [n, setN] = useState(1);
  // Marks the island hydrated: a click before that is the static button's, which does nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { selectMessage } = usePluralForm();
  const { navbar } = useThemeConfig();
  const { frontMatter, metadata } = useDoc();
  const version = useDocsVersion();
  const active = useActiveVersion();
  const { activeDoc } = useActiveDocContext();
  return (
    <div className="facts" data-ready={ready ? 'yes' : undefined}>
      <button onClick={() => setN(n + 1)}>{selectMessage(n, 'One tool|{n} tools').replace('{n}', String(n))}</button>
      <span className="navbar">{navbar.title}</span>
      <span className="doc">{metadata.title} / {frontMatter.owner} / {activeDoc.path}</span>
      <span className="version">{version.version} {active.name}</span>
    </div>
  );
}
`,
    'docs/index.mdx': "---\ntitle: Facts page\nowner: Ada\n---\n\nimport Facts from '@site/src/components/Facts';\n\n<Facts />\n",
  });

  it('hydrate with the answers the build gave, and the island works', async () => {
    // The build serveSite made: what it said.
    const built = served.built;
    assert.doesNotMatch(built.stdout + built.stderr, /Facts\.jsx/, 'the file is an island, not named as static');
    await onPage(served.browser, async (page, errors) => {
      await page.goto(`${served.server.url}/`);
      await page.waitForSelector('.facts[data-ready="yes"]');
      await page.click('.facts button');
      await page.waitForSelector('.facts button:text("2 tools")');
      assert.equal(await page.textContent('.facts .navbar'), 'Hooked');
      assert.equal(await page.textContent('.facts .doc'), 'Facts page / Ada / /');
      assert.equal(await page.textContent('.facts .version'), 'current current');
      assert.deepEqual(errors, []);
    });
  });
});

describe('site islands: what stays static is named', () => {
  after(removeTempDirs);

  it('names a component reading its children, one whose code cannot run in a browser, and an instance given a function', async () => {
    const dir = await makeTempDir('pxdocs-site-islands-static-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Counter.tsx': SITE['src/components/Counter.tsx'],
      'src/components/Counter.module.css': SITE['src/components/Counter.module.css'],
      'src/components/Picker.jsx': SITE['src/components/Picker.jsx'],
      'src/components/Files.jsx': "import React, { useState } from 'react';\nimport { readdirSync } from 'node:fs';\n\nexport default function Files() {\n  const [names] = useState(() => readdirSync('.'));\n  return <button onClick={() => undefined}>{names.length} files</button>;\n}\n",
      // A React page whose code cannot run in a browser: its handlers stay static, and it is named.
      'src/pages/demo.tsx': "import React, { useState } from 'react';\nimport { readdirSync } from 'node:fs';\nimport Layout from '@theme/Layout';\nimport Counter from '@site/src/components/Counter';\n\nexport default function Demo() {\n  const [on, setOn] = useState(false);\n  return <Layout title=\"Demo\"><main><button onClick={() => setOn(!on)}>toggle {readdirSync('.').length > 0 ? 'files' : ''}</button><Counter label=\"Page\" start={1} /></main></Layout>;\n}\n",
      'docs/index.mdx': "# Static\n\nimport Counter from '@site/src/components/Counter';\nimport Picker from '@site/src/components/Picker';\nimport Files from '@site/src/components/Files';\n\n<Picker><p>one</p></Picker>\n\n<Files />\n\n<Counter label=\"Fn\" onDone={() => 1} />\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /src\/components\/Picker\.jsx:\d+: its components set `onClick`, and the page docs\/index\.mdx imports it: it stays static, as its components read their children's elements/);
    assert.match(result.stderr, /src\/components\/Files\.jsx:\d+: its components set `onClick`, and the page docs\/index\.mdx imports it: it stays static, as its code cannot run in a browser as pxdocs bundles it \("node:fs" is a Node module\)/);
    assert.match(result.stderr, /docs\/index\.mdx: src\/components\/Counter\.tsx: its component is given "onDone", a value that cannot reach the browser/);
    assert.doesNotMatch(result.stderr, /Counter\.tsx:\d+: its components set/, 'an island file is not named as dead code');
    assert.match(result.stderr, /src\/pages\/demo\.tsx:\d+: its components set `onClick`, and it is a page: it stays static, as its code cannot run in a browser as pxdocs bundles it \("node:fs" is a Node module\)/);
    assert.match(await readFile(join(dir, 'out', 'demo.html'), 'utf8'), /<px-island[^>]*data-props="\{&quot;label&quot;:&quot;Page&quot;,&quot;start&quot;:1\}"[^>]*><button[^>]*>Page<!-- -->: <!-- -->1<\/button><\/px-island>/);
    const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.doesNotMatch(html, /<px-island/);
    assert.doesNotMatch(html, /site-islands-/, 'no island on the page: no script');
  });
});

describe('site islands: files imported the webpack way', () => {
  after(removeTempDirs);

  it("get the values the page's bundle gives them: a data file's URL and a raw file's text", async () => {
    const dir = await makeTempDir('pxdocs-site-islands-imports-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Download.jsx': "import React, { useState } from 'react';\nimport table from './prices.csv';\nimport snippet from '!!raw-loader!./snippet.txt';\n\nexport default function Download() {\n  const [shown, setShown] = useState(false);\n  return <p><a className=\"csv\" href={table}>prices</a> <button onClick={() => setShown(!shown)}>{snippet.trim()}</button></p>;\n}\n",
      'src/components/prices.csv': 'item,price\ntea,3\n',
      'src/components/snippet.txt': 'raw text here\n',
      'docs/index.mdx': "# Imports\n\nimport Download from '@site/src/components/Download';\n\n<Download />\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /Download\.jsx/, 'an island, nothing to say');
    const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    const url = /<px-island[^>]*><p><a class="csv" href="([^"]+\.csv)">prices<\/a> <button>raw text here<\/button><\/p><\/px-island>/.exec(html)?.[1];
    assert.ok(url, html);
    const chunks = await readdir(join(dir, 'out', 'assets', 'site-islands'));
    const code = (await Promise.all(chunks.map((name) => readFile(join(dir, 'out', 'assets', 'site-islands', name), 'utf8')))).join('\n');
    assert.ok(code.includes(url), `the browser bundle has the page's URL ${url}`);
    assert.match(code, /raw text here/);
  });
});

describe('site islands: the build cache', () => {
  after(removeTempDirs);

  it('keeps the islands bundle while its files are the same, and sees a fix in a file a refused component imports', async () => {
    const dir = await makeTempDir('pxdocs-site-islands-cache-');
    const cacheDir = join(dir, '.cache');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Counter.tsx': SITE['src/components/Counter.tsx'],
      'src/components/Counter.module.css': SITE['src/components/Counter.module.css'],
      'src/lib/label.js': "export const label = 'first label';\n",
      'src/components/Named.jsx': "import React, { useState } from 'react';\nimport { label } from '../lib/label';\n\nexport default function Named() {\n  const [n, setN] = useState(0);\n  return <button className=\"named\" onClick={() => setN(n + 1)}>{label} {n}</button>;\n}\n",
      // Refused for what a file it imports does: Node's fs.
      'src/lib/files.js': "import { readdirSync } from 'node:fs';\nexport const count = () => readdirSync('.').length;\n",
      'src/components/Files.jsx': "import React, { useState } from 'react';\nimport { count } from '../lib/files';\n\nexport default function Files() {\n  const [n] = useState(0);\n  return <button className=\"files\" onClick={() => count()}>{n} files</button>;\n}\n",
      'docs/index.mdx': "# Cached\n\nimport Counter from '@site/src/components/Counter';\nimport Named from '@site/src/components/Named';\nimport Files from '@site/src/components/Files';\n\n<Counter label=\"C\" />\n\n<Named />\n\n<Files />\n",
    });
    const build = async () => {
      const result = await buildSite(dir, 'out', { cacheDir });
      assert.equal(result.code, 0, result.stderr);
      const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
      const loader = islandScript(html)!;
      const chunks = await readdir(join(dir, 'out', 'assets', 'site-islands'));
      const code = (await Promise.all(chunks.map((name) => readFile(join(dir, 'out', 'assets', 'site-islands', name), 'utf8')))).join('\n');
      return { stderr: result.stderr, html, loader, code };
    };
    const first = await build();
    assert.match(first.code, /first label/);
    assert.match(first.stderr, /Files\.jsx:\d+: its components set `onClick`[^]*"node:fs" is a Node module/);
    const again = await build();
    assert.equal(again.loader, first.loader, 'the same bundle from the cache');
    assert.equal(again.html, first.html);
    // A file an island imports changes: bundled again.
    await writeFile(join(dir, 'src/lib/label.js'), "export const label = 'second label';\n");
    const edited = await build();
    assert.match(edited.code, /second label/);
    assert.doesNotMatch(edited.code, /first label/);
    // The refused component's import is fixed (no Node module any more): it becomes an island.
    await writeFile(join(dir, 'src/lib/files.js'), 'export const count = () => 3;\n');
    const fixed = await build();
    assert.doesNotMatch(fixed.stderr, /Files\.jsx/);
    assert.match(fixed.html, /<px-island[^>]*><button class="files">0<!-- --> files<\/button><\/px-island>/);
  });
});

describe('site islands: pxdocs dev', () => {
  after(removeTempDirs);

  it('serves the islands and their script, and a component that gains a handler becomes one', async () => {
    const dir = await makeTempDir('pxdocs-site-islands-dev-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Counter.tsx': SITE['src/components/Counter.tsx'],
      'src/components/Counter.module.css': SITE['src/components/Counter.module.css'],
      'src/components/Plain.jsx': SITE['src/components/Plain.jsx'],
      'docs/index.mdx': "# Dev\n\nimport Counter from '@site/src/components/Counter';\nimport Plain from '@site/src/components/Plain';\n\n<Counter label=\"Dev\" />\n\n<Plain />\n",
    });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      const html = await get('/');
      assert.match(html, /<px-island[^>]*data-export="default"[^>]*><button[^>]*>Dev<!-- -->: <!-- -->0<\/button><\/px-island>/);
      const script = islandScript(html);
      assert.ok(script, 'the islands script');
      assert.match(await get(script!), /hydrateSiteIslands|px-island/, 'dev serves the loader');
      assert.doesNotMatch(html, /<px-island[^>]*><p class="plain">/);
      await writeFile(join(dir, 'src/components/Plain.jsx'), "import React, { useState } from 'react';\n\nexport default function Plain() {\n  const [n, setN] = useState(0);\n  return <p className=\"plain\" onClick={() => setN(n + 1)}>Now live {n}.</p>;\n}\n");
      await waitFor(async () => /<px-island[^>]*><p class="plain">Now live <!-- -->0<!-- -->\.<\/p><\/px-island>/.test(await get('/')), { what: 'the edited component as an island' });
    } finally {
      await dev.close();
    }
  });
});

/**
 * A package component that draws only once mounted, as @giscus/react's `<Giscus>` (state set in
 * an effect, nothing before): OnionIoT/documentation's GiscusComment renders one, with no hook of
 * its own. Its server render is empty; only the browser shows it.
 */
const MOUNT_WIDGET = `const React = require('react');
module.exports = function MountWidget(props) {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => { setMounted(true); }, []);
  return mounted ? React.createElement('div', { className: 'widget' }, 'Widget for ' + props.term) : null;
};
`;

/** The same widget as Babel compiles it to CommonJS (mdx-embed's way): its hooks are `(0, _react.useState)(…)`. */
const BABEL_WIDGET = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = BabelWidget;
var _react = _interopRequireDefault(require("react"));
function _interopRequireDefault(obj) { return obj && obj.__esModule ? obj : { default: obj }; }
function BabelWidget(props) {
  const [mounted, setMounted] = (0, _react.default.useState)(false);
  (0, _react.default.useEffect)(() => { setMounted(true); }, []);
  return mounted ? _react.default.createElement('div', { className: 'babel-widget' }, 'Embedded ' + props.id) : null;
}
`;

/** A stand-in for react-router 5: its hooks need a Router no island has (they throw), its matchPath is pure. */
const ROUTER_PACKAGE = `exports.useLocation = () => { throw new TypeError("Cannot read properties of undefined (reading 'location')"); };
exports.matchPath = (pathname, options) => (pathname === options.path ? { path: options.path, url: pathname, isExact: true, params: {} } : null);
`;

describe("site islands: a package's components that draw once mounted", () => {
  const served = serveSite('pxdocs-site-islands-package-', {
    'pxdocs.config.mjs': CONFIG,
    'node_modules/mount-widget/package.json': JSON.stringify({ name: 'mount-widget', version: '1.0.0', main: 'index.js' }),
    'node_modules/mount-widget/index.js': MOUNT_WIDGET,
    'node_modules/babel-widget/package.json': JSON.stringify({ name: 'babel-widget', version: '1.0.0', main: 'dist/index.js' }),
    'node_modules/babel-widget/dist/index.js': BABEL_WIDGET,
    'src/components/Embed.jsx': "import React from 'react';\nimport BabelWidget from 'babel-widget';\n\nexport default function Embed({ id }) {\n  return <BabelWidget id={id} />;\n}\n",
    'docs/embed.mdx': "# Embed\n\nimport Embed from '@site/src/components/Embed';\n\n<Embed id=\"video-1\" />\n",
    'node_modules/react-router-dom/package.json': JSON.stringify({ name: 'react-router-dom', version: '5.3.4', main: 'index.js' }),
    'node_modules/react-router-dom/index.js': ROUTER_PACKAGE,
    // No hook of its own: the package's component needs the browser. It reads the page's path as GiscusComment does.
    'src/components/Comments.jsx': `import React from 'react';
import MountWidget from 'mount-widget';
import { useLocation, matchPath } from 'react-router-dom';

export function Comments() {
  const { pathname } = useLocation();
  return <MountWidget term={pathname + (matchPath(pathname, { path: '/comments' }) ? ' (matched)' : '')} />;
}
`,
    // Refused as an island (a Node module): said, not left silent.
    'src/components/ServerWidget.jsx': "import React from 'react';\nimport { readFileSync } from 'fs';\nimport MountWidget from 'mount-widget';\n\nexport function ServerWidget() {\n  return <MountWidget term={typeof readFileSync} />;\n}\n",
    'docs/comments.mdx': "# Comments\n\nimport { Comments } from '@site/src/components/Comments';\n\nSome text.\n\n<Comments />\n",
    'docs/server.mdx': "# Server\n\nimport { ServerWidget } from '@site/src/components/ServerWidget';\n\n<ServerWidget />\n",
    // Imported by the page itself: no island (only a site's component file is one), said at the import.
    'docs/direct.mdx': "# Direct\n\nimport MountWidget from 'mount-widget';\n\n<MountWidget term=\"direct\" />\n",
    // Imported and never used: nothing to say.
    'docs/unused.mdx': "# Unused\n\nimport MountWidget from 'mount-widget';\n\nPlain text.\n",
  });

  it('is an island, and the browser shows what it draws, the page read through react-router-dom', async () => {
    const html = await readFile(join(served.dir, 'out', 'comments.html'), 'utf8');
    assert.match(html, /<px-island data-island="[0-9a-f]{10}" data-export="Comments" data-props="\{\}" style="display:contents"><\/px-island>/);
    assert.ok(islandScript(html), 'the islands script on its page');
    await onPage(served.browser, async (page, errors) => {
      await page.goto(`${served.server.url}/comments`);
      await page.waitForSelector('.widget');
      assert.equal(await page.textContent('.widget'), 'Widget for /comments (matched)');
      // A package compiled by Babel to CommonJS, its hooks called as `(0, _react.useState)(…)`, is one too.
      await page.goto(`${served.server.url}/embed`);
      await page.waitForSelector('.babel-widget');
      assert.equal(await page.textContent('.babel-widget'), 'Embedded video-1');
      assert.deepEqual(errors, []);
    });
  });

  it('is named when it cannot be an island, with what never shows, and so is a page importing the package itself', async () => {
    // The build serveSite made: what it said.
    const built = served.built;
    const output = built.stdout + built.stderr;
    assert.match(output, /src\/components\/ServerWidget\.jsx:3: its components render components of `mount-widget` that draw once mounted[^]*"fs" is a Node module[^]*never shows there/);
    assert.doesNotMatch(output, /Comments\.jsx/);
    assert.match(output, /docs\/direct\.mdx:5:1: <MountWidget> is a component of `mount-widget`, which keeps state or runs effects in the browser[^]*Import it in a component file of src\//);
    assert.doesNotMatch(output, /unused\.mdx/);
  });
});

describe("site islands: react-dom's API that React 19 removed", () => {
  after(removeTempDirs);

  it('names an island whose code calls findDOMNode (it fails in the browser there), on a cached build too', async () => {
    const dir = await makeTempDir('pxdocs-site-islands-react19-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      // react-transition-group 4's way, without a nodeRef (OlegWock/react-local-toast-docs's toasts).
      'src/components/Measure.jsx': "import React from 'react';\nimport ReactDOM from 'react-dom';\n\nclass Measure extends React.Component {\n  componentDidMount() { ReactDOM.findDOMNode(this).setAttribute('data-mounted', 'yes'); }\n  render() { return <span>{this.props.children}</span>; }\n}\n\nexport default function Demo() {\n  const [n, setN] = React.useState(0);\n  return <Measure><button onClick={() => setN(n + 1)}>clicked {n}</button></Measure>;\n}\n",
      'src/components/Fine.jsx': "import React, { useState } from 'react';\n\nexport default function Fine() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>fine {n}</button>;\n}\n",
      'docs/index.mdx': "# Demo\n\nimport Demo from '@site/src/components/Measure';\nimport Fine from '@site/src/components/Fine';\n\n<Demo />\n\n<Fine />\n",
    });
    for (const round of ['cold', 'cached']) {
      const result = await buildSite(dir);
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 0, output);
      assert.match(output, /src\/components\/Measure\.jsx: its island's code calls react-dom's `findDOMNode`[^]*React 19, the React pxdocs hydrates islands with, no longer has/, round);
      assert.doesNotMatch(output, /Fine\.jsx/, round);
      // Still an island: where the call does not run (a transition given a nodeRef), it works.
      assert.match(await readFile(join(dir, 'out', 'index.html'), 'utf8'), /<px-island[^>]*data-export="default"[^>]*><span><button>clicked <!-- -->0<\/button><\/span><\/px-island>/, round);
    }
  });
});
