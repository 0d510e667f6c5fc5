// Docusaurus's `themeConfig.mermaid` (theme-mermaid): mermaid's theme in each
// colour mode and the options given to `mermaid.initialize`. init carries it as
// `mermaid` (and takes the theme itself as needing nothing); in Chromium the
// diagram is drawn with the light mode's theme and the options, and drawn again
// with the dark mode's when the reader switches, as theme-mermaid 3.10's
// useMermaidConfig gives it (`{ startOnLoad: false, ...options, theme: theme[colorMode] }`,
// drawn again when that changes): forest's #cde498 nodes, then neutral's #eee.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { onPage, serveSite } from './browse.js';
import { runInit, writeFiles } from '../helpers.js';

const MERMAID = "{ theme: { light: 'forest', dark: 'neutral' }, options: { fontFamily: 'Courier New', flowchart: { curve: 'linear' } } }";

describe('pxdocs init on themeConfig.mermaid', () => {
  let dir: string;
  before(async () => { dir = await mkdtemp(join(tmpdir(), 'pxdocs-init-mermaid-')); });
  after(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('writes the theme and options as `mermaid`, and says the mermaid theme needs nothing, leaving out nothing', async () => {
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'M', url: 'https://m.example', baseUrl: '/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: { mermaid: ${MERMAID} },
};\n`,
      'docs/diagram.md': '# Diagram\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stderr, /Not carried over/, init.stderr);
    assert.match(init.stderr, /theme-mermaid needs no theme here/);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    const config = JSON.parse(/"mermaid": (\{\n {4}"theme"[\s\S]*?\n {2}\})/.exec(written)?.[1] ?? 'null') as unknown;
    assert.deepEqual(config, { theme: { light: 'forest', dark: 'neutral' }, options: { fontFamily: 'Courier New', flowchart: { curve: 'linear' } } });
  });
});

/** The first diagram's first node's fill and the font its SVG's style sets, once drawn in the current mode. */
async function drawn(page: Page, mode: 'light' | 'dark') {
  await page.waitForFunction((want) => document.querySelector<HTMLElement>('[data-mermaid]')?.dataset.mermaidMode === want, mode, { timeout: 60_000 });
  return page.evaluate(() => {
    const svgs = document.querySelectorAll('[data-mermaid] svg');
    const svg = svgs[0];
    const shape = svg.querySelector('.node rect, .node polygon');
    return { svgs: svgs.length, fill: shape && getComputedStyle(shape).fill, font: /font-family:([^;]+);/.exec(svg.querySelector('style')?.textContent ?? '')?.[1] };
  });
}

describe('mermaid theme and options in Chromium', () => {
  const served = serveSite('pxdocs-mermaid-config-', {
    'pxdocs.config.mjs': `export default {
      title: 'M', url: 'https://m.example',
      docs: { path: 'docs', routeBasePath: '/', sidebarPath: false },
      mermaid: ${MERMAID},
      navbar: { items: [] }, footer: { copyright: '' },
    };\n`,
    'docs/index.md': '# Diagram\n\n```mermaid\ngraph TD\n  Rules --> Reasoner\n```\n',
  });

  it("draws with the light mode's theme and the options, and again with the dark mode's after the switch", async () => {
    await onPage(served.browser, async (page, errors) => {
      await page.goto(`${served.server.url}/`);
      assert.deepEqual(await drawn(page, 'light'), { svgs: 1, fill: 'rgb(205, 228, 152)', font: 'Courier New' });
      await page.locator('[data-color-mode-toggle]').click();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      assert.deepEqual(await drawn(page, 'dark'), { svgs: 1, fill: 'rgb(238, 238, 238)', font: 'Courier New' }, 'one diagram, redrawn in place');
      assert.deepEqual(errors, []);
    });
  });
});
