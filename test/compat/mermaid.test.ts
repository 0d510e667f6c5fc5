// ```mermaid fences (Docusaurus theme-mermaid): the built page keeps the source
// in a <pre> (readable without JavaScript); in Chromium a small island loads
// mermaid, only on pages with a diagram, and draws an SVG. A diagram with a
// syntax error keeps its source. mermaid never counts in the first load.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveFixture } from './browse.js';
import { attr, must, readPage, selectAll, text, useFixture } from './lib.js';

const site = useFixture('mermaid');

describe('mermaid fences in the built HTML', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('keeps each diagram source as a readable <pre>, not as highlighted code', async () => {
    const page = await readPage(site.out, '/docs/diagram');
    const diagrams = selectAll(page.body, '[data-mermaid]');
    assert.equal(diagrams.length, 2);
    assert.match(text(must(diagrams[0], 'pre')), /^graph TD Rules --> Reasoner Reasoner --> Answers$/);
    assert.equal(selectAll(page.body, 'div.code-block').length, 0);
    const src = attr(diagrams[0], 'data-mermaid-src')!;
    assert.ok(existsSync(join(site.out, src)), `${src} is in the output`);
  });

  it('loads the mermaid island only on a page with a diagram, and never mermaid itself from the page', async () => {
    const scripts = async (route: string) => selectAll((await readPage(site.out, route)).tree, 'script').map((script) => attr(script, 'src') ?? '');
    assert.ok((await scripts('/docs/diagram')).some((src) => /\/assets\/mermaid-[A-Z0-9]+\.js$/.test(src)));
    assert.ok(!(await scripts('/docs/plain')).some((src) => src.includes('mermaid')));
    assert.ok(!(await scripts('/docs/diagram')).some((src) => src.includes('mermaid.esm')));
  });
});

describe('mermaid in Chromium', () => {
  const served = serveFixture('mermaid');

  it('draws the diagram as an SVG with its node labels and hides the source; a broken diagram keeps its source', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${served.base}/docs/diagram`);
      await page.waitForFunction(() => [...document.querySelectorAll('[data-mermaid]')].every((node) => ['done', 'error'].includes((node as HTMLElement).dataset.mermaidState ?? '')), undefined, { timeout: 60_000 });
      const states = await page.locator('[data-mermaid]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.mermaidState));
      assert.deepEqual(states, ['done', 'error']);
      const first = page.locator('[data-mermaid]').nth(0);
      assert.equal(await first.locator('svg').count(), 1);
      const labels = (await first.locator('svg').textContent()) ?? '';
      for (const label of ['Rules', 'Reasoner', 'Answers']) assert.ok(labels.includes(label), labels);
      assert.equal(await first.locator('pre').isVisible(), false);
      assert.equal(await page.locator('[data-mermaid]').nth(1).locator('pre').isVisible(), true);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('shows the source without JavaScript', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${served.base}/docs/diagram`);
      assert.equal(await page.locator('[data-mermaid] pre').nth(0).isVisible(), true);
      assert.match(await page.locator('[data-mermaid] pre').nth(0).innerText(), /Rules --> Reasoner/);
    } finally {
      await context.close();
    }
  });
});
