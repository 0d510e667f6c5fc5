// A context a site's wrapper provides, read by an interactive component of the page (an island) after
// hydration. In Docusaurus 3.10 the whole page hydrates, wrappers included: a Layout wrapper's
// `<Label.Provider value={computed}>` and a DocItem/Layout wrapper's provider holding `useState` are there in
// the browser, and a button that calls the provider's `bump` changes the count it shows. pxdocs hydrated
// the island alone: the build's HTML said "from-layout", the browser's first render the context's default,
// so React drew the island again with the default ("default-label", count -1) and `bump` did nothing. The
// island now hydrates inside the wrappers it was rendered in (`data-wrappers`, theme/islands/lib/wrapper-chain.tsx):
// their hooks and providers run, their markup stays the build's. The wrappers run once a page, as in Docusaurus's
// one app: a wrapper's state is shared by the islands inside it (each island had its own copy, and the second
// counter kept its own count).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onPage, recordRemoved, serveSite } from './browse.js';

const CONFIG = `export default {
  title: 'Wrapped', url: 'https://wrapped.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/context.js': `import { createContext } from 'react';
export const Label = createContext('default-label');
export const Shared = createContext({ count: -1, bump() {} });
`,
  'src/theme/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Layout';
import { Label } from '@site/src/context';
export default function LayoutWrapper(props) {
  const value = ['from', 'layout'].join('-');
  return (
    <Label.Provider value={value}>
      <div className="layout-banner">Banner</div>
      <Layout {...props} />
    </Label.Provider>
  );
}
`,
  'src/theme/DocItem/Layout/index.js': `import React, { useState } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import { Shared } from '@site/src/context';
function Holder({ children }) {
  const [count, setCount] = useState(10);
  return <Shared.Provider value={{ count, bump: () => setCount((c) => c + 1) }}><section className="holder">{children}</section></Shared.Provider>;
}
export default function LayoutWrapper(props) {
  return (
    <Holder>
      <p className="note">Reviewed</p>
      <Layout {...props} />
    </Holder>
  );
}
`,
  // One text node: the build's HTML has no markers between adjacent texts (as renderToString's <!-- -->), which React would find a mismatch.
  'src/components/Counter.js': `import React, { useContext, useEffect, useRef, useState } from 'react';
import { Label, Shared } from '@site/src/context';
export default function Counter({ name }) {
  const label = useContext(Label);
  const { count, bump } = useContext(Shared);
  const [clicks, setClicks] = useState(0);
  const ref = useRef(null);
  // Hydrated: a click now reaches the handler.
  useEffect(() => { ref.current.dataset.ready = 'yes'; }, []);
  return (
    <button ref={ref} className={\`counter-\${name}\`} onClick={() => { setClicks(clicks + 1); bump(); }}>
      {\`\${name}: label=\${label} count=\${count} clicks=\${clicks}\`}
    </button>
  );
}
`,
  'docs/intro.mdx': "# Intro\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter name=\"a\" />\n\n<Counter name=\"b\" />\n",
};

describe("an island reads the context a site's wrapper provides after hydration", () => {
  const served = serveSite('pxdocs-wrapper-islands-', SITE);

  it('names the wrappers around each island in the HTML', async () => {
    const html = await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.equal(html.match(/data-wrappers="Layout DocItem\/Layout"/g)?.length, 2, html.match(/<px-island[^>]*>/g)?.join('\n'));
    assert.equal(html.match(/class="layout-banner"/g)?.length, 1);
    assert.match(html, /a: label=from-layout count=10 clicks=0/);
  });

  it("says what of the wrapper's state runs in the browser", () => {
    const output = served.built.stdout + served.built.stderr;
    assert.match(output, /src\/theme\/DocItem\/Layout \(the site's wrapper of DocItem\/Layout\) uses useState: .* in the browser runs it only around the interactive components \(islands\) inside it, so the contexts it provides reach them: once a page, its state shared by them/);
    assert.doesNotMatch(output, /does not run the wrapper itself in the browser/);
  });

  it("hydrates without a mismatch, the provider's value and its state live in the browser", async () => {
    await onPage(served.browser, async (page, errors) => {
      // React draws an island again where its HTML does not match (a context missing): the built button would be removed.
      const removedCounters = await recordRemoved(page, /counter-/);
      await page.goto(`${served.server.url}/docs/intro`);
      const text = (name: string) => page.textContent(`.counter-${name}`);
      await page.waitForSelector('.counter-a[data-ready="yes"]');
      await page.waitForSelector('.counter-b[data-ready="yes"]');
      await page.click('.counter-a');
      await page.waitForFunction(() => document.querySelector('.counter-a')?.textContent?.includes('clicks=1'));
      assert.equal(await text('a'), 'a: label=from-layout count=11 clicks=1', "the Layout wrapper's value, the DocItem/Layout wrapper's state updated through its context");
      await page.waitForFunction(() => document.querySelector('.counter-b')?.textContent?.includes('count=11'));
      assert.equal(await text('b'), 'b: label=from-layout count=11 clicks=0', "the other island: the wrappers' values, their one state");
      await page.click('.counter-b');
      await page.waitForFunction(() => document.querySelector('.counter-b')?.textContent?.includes('clicks=1'));
      assert.equal(await text('b'), 'b: label=from-layout count=12 clicks=1');
      assert.equal(await text('a'), 'a: label=from-layout count=12 clicks=1');
      // The wrappers' own markup is the build's, once, outside the islands.
      assert.equal(await page.locator('.layout-banner').count(), 1);
      assert.equal(await page.locator('.note').count(), 1);
      assert.equal(await page.locator('px-island .note, px-island .layout-banner, px-island .holder').count(), 0);
      assert.deepEqual(await removedCounters(), [], 'hydrated, not drawn again');
      assert.deepEqual(errors, []);
    });
  });
});
