// An island's HTML is what React hydrates: it keeps React's comments between
// adjacent texts (`{label}: {count}` is `Clicks<!-- -->: <!-- -->0`, as
// Docusaurus writes it) and around a Suspense boundary, or React finds the
// server HTML different, throws it away and draws the island again (a flash,
// the build's HTML lost). pxdocs ignored that recoverable error, so nobody saw
// it; now `pxdocs dev` logs it with the island's name, a built site warns once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { onPage, serveSite } from './browse.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': `export default {
  title: 'Hydration', url: 'https://hydration.example',
  docs: { path: 'docs', routeBasePath: '/', sidebarPath: false },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
  // Marks itself hydrated (data-ready) in an effect.
  'src/components/Counter.jsx': "import React, { Suspense, useEffect, useState } from 'react';\n\nexport default function Counter({ label }) {\n  const [count, setCount] = useState(0);\n  const [ready, setReady] = useState(false);\n  useEffect(() => setReady(true), []);\n  return <div className=\"counter\" data-ready={ready ? 'yes' : undefined}><button onClick={() => setCount(count + 1)}>{label}: {count}</button><Suspense fallback={null}><span className=\"held\">{label} and {count}</span></Suspense></div>;\n}\n",
  // Renders otherwise in the browser: a real mismatch, which React redraws.
  'src/components/Where.jsx': "import React, { useState } from 'react';\n\nexport default function Where() {\n  const [n, setN] = useState(0);\n  return <p className=\"where\" onClick={() => setN(n + 1)}>{typeof window === 'undefined' ? 'server' : 'browser'}</p>;\n}\n",
  'docs/index.mdx': "# Counter\n\nimport Counter from '@site/src/components/Counter';\n\nSome {'text'} and {'more'} outside.\n\n<Counter label=\"Clicks\" />\n",
  'docs/where.mdx': "# Where\n\nimport Where from '@site/src/components/Where';\n\n<Where />\n",
};

/** Marks the counter's nodes as the parser adds them, before any island script can hydrate them. */
function markBuiltNodes(): void {
  new MutationObserver(() => {
    const button = document.querySelector('.counter button') as (Element & { built?: boolean }) | null;
    if (!button || button.built) return;
    button.built = true;
    for (const node of button.childNodes) (node as Node & { built?: boolean }).built = true;
  }).observe(document, { childList: true, subtree: true });
}

describe('an island with adjacent texts', () => {
  const served = serveSite('pxdocs-island-hydration-', SITE);

  it("keeps React's text separators and Suspense marks inside the island, and none outside", async () => {
    const html = await readFile(join(served.dir, 'out', 'index.html'), 'utf8');
    assert.match(html, /<px-island[^>]*><div class="counter"><button>Clicks<!-- -->: <!-- -->0<\/button><!--\$--><span class="held">Clicks<!-- --> and <!-- -->0<\/span><!--\/\$--><\/div><\/px-island>/);
    assert.match(html, /<p>Some text and more outside\.<\/p>/);
  });

  it('hydrates the HTML the build rendered in Chromium: the same nodes, no error, no warning', async () => {
    await onPage(served.browser, async (page, errors) => {
      const warnings: string[] = [];
      page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
      await page.addInitScript(markBuiltNodes);
      await page.goto(`${served.server.url}/`);
      await page.waitForSelector('.counter[data-ready="yes"]');
      const kept = await page.evaluate(() => {
        const button = document.querySelector('.counter button') as Element & { built?: boolean };
        return { button: button.built === true, texts: [...button.childNodes].map((node) => (node as Node & { built?: boolean }).built === true) };
      });
      assert.deepEqual(kept, { button: true, texts: [true, true, true, true, true] }, 'the button and its texts are the ones the build wrote');
      await page.click('.counter button');
      await page.waitForFunction(() => document.querySelector('.counter button')?.textContent === 'Clicks: 1');
      assert.deepEqual(errors, []);
      assert.deepEqual(warnings.filter((text) => text.includes('pxdocs')), []);
    });
  });

  it('a built site warns once when an island is drawn again, naming it', async () => {
    await onPage(served.browser, async (page, errors) => {
      const warnings: string[] = [];
      page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
      await page.goto(`${served.server.url}/where`);
      await page.waitForFunction(() => document.querySelector('.where')?.textContent === 'browser');
      for (let tries = 0; tries < 50 && !warnings.some((text) => text.includes('pxdocs')); tries += 1) await page.waitForTimeout(100);
      assert.deepEqual(warnings.filter((text) => text.includes('pxdocs')), ['pxdocs: the island default export of src/components/Where.jsx was drawn again in the browser (its HTML did not match); `pxdocs dev` says why.']);
      assert.deepEqual(errors, []);
    });
  });

  it('pxdocs dev logs the hydration error to the console with the island\'s name', async () => {
    const dev = await startDev({ cwd: served.dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    try {
      await dev.settled();
      await onPage(served.browser, async (page, errors) => {
        await page.goto(`${dev.url}/where`);
        await page.waitForFunction(() => document.querySelector('.where')?.textContent === 'browser');
        const logged = () => errors.some((text) => text.startsWith('pxdocs: the island default export of src/components/Where.jsx did not match the HTML the build rendered, and React drew it again in the browser.'));
        for (let tries = 0; tries < 50 && !logged(); tries += 1) await page.waitForTimeout(100);
        assert.ok(logged(), errors.join('\n'));
      });
    } finally {
      await dev.close();
    }
  });
});
