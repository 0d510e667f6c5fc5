// Images that open full size on a click (`imageZoom`), as docusaurus-plugin-image-zoom
// gives a Docusaurus site with medium-zoom: init carries the plugin and its
// themeConfig.zoom; the build loads the island only on pages with an image; in
// Chromium a click on a page's image opens it over the page in the overlay colour
// of the reader's mode, Escape closes it, and images the selector leaves out stay put.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, startServer, type TestServer } from '../e2e/browser.js';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64').toString('latin1');

let dir: string;
let server: TestServer;
let browser: Browser;

before(async () => {
  dir = await makeTempDir('pxdocs-image-zoom-');
  await writeFiles(dir, {
    'docusaurus.config.js': `module.exports = {
  title: 'Zoom', url: 'https://zoom.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  plugins: [require.resolve('docusaurus-plugin-image-zoom')],
  themeConfig: {
    zoom: { selector: '.markdown :not(em) > img', background: { light: 'rgb(1, 2, 3)', dark: 'rgb(4, 5, 6)' }, config: { margin: 24, scrollOffset: 10 } },
  },
};\n`,
    'docs/pictures.md': '# Pictures\n\n![A diagram](./diagram.png)\n\n*![An icon left as it is](./diagram.png)*\n',
    'docs/words.md': '# Words\n\nNo image here.\n',
  });
  await writeFile(join(dir, 'docs', 'diagram.png'), PNG, 'latin1');
  const init = await runInit(dir);
  assert.equal(init.code, 0, init.stdout + init.stderr);
  const built = await buildSite(dir);
  assert.equal(built.code, 0, built.stdout + built.stderr);
  [server, browser] = await Promise.all([startServer(join(dir, 'out')), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe('imageZoom', () => {
  it('carries the plugin and its themeConfig.zoom, naming the medium-zoom option it does not pass', async () => {
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.imageZoom, { selector: '.markdown :not(em) > img', background: { light: 'rgb(1, 2, 3)', dark: 'rgb(4, 5, 6)' }, margin: 24 });
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /themeConfig\.zoom\.config\.scrollOffset: pxdocs passes medium-zoom its margin only/);
  });

  it('loads the island on pages with an image only', async () => {
    const island = (html: string) => /<script type="module" src="[^"]*image-zoom[^"]*"/.test(html);
    assert.ok(island(await readFile(join(dir, 'out', 'docs', 'pictures.html'), 'utf8')));
    assert.ok(!island(await readFile(join(dir, 'out', 'docs', 'words.html'), 'utf8')));
  });

  it('opens an image the selector names over the page in the mode\'s colour, closes it with Escape, and leaves the others alone', async () => {
    const context = await newContext(browser, { viewport: { width: 1000, height: 700 } });
    try {
      const open = async (mode: 'light' | 'dark') => {
        const page = await context.newPage();
        await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
        await page.goto(`${server.url}/docs/pictures`);
        await page.waitForFunction(() => document.querySelectorAll('.medium-zoom-image').length > 0);
        // Opened once its transition ends (medium-zoom ignores Escape until then).
        await page.$eval('article img.medium-zoom-image', (image) => image.addEventListener('medium-zoom:opened', () => { document.body.dataset.zoomed = 'yes'; }));
        await page.click('article img.medium-zoom-image');
        await page.waitForSelector('.medium-zoom-image--opened');
        await page.waitForFunction(() => document.body.dataset.zoomed === 'yes');
        return page;
      };
      const light = await open('light');
      const zoomable = await light.$$eval('article img', (images) => images.map((image) => image.classList.contains('medium-zoom-image')));
      assert.deepEqual(zoomable, [true, false], 'the image inside <em> is left out by the selector');
      assert.equal(await light.$eval('.medium-zoom-overlay', (element) => getComputedStyle(element).backgroundColor), 'rgb(1, 2, 3)');
      // Above the sticky navbar.
      assert.equal(await light.$eval('.medium-zoom-overlay', (element) => getComputedStyle(element).zIndex), '300');
      await light.keyboard.press('Escape');
      await light.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
      const dark = await open('dark');
      assert.equal(await dark.$eval('.medium-zoom-overlay', (element) => getComputedStyle(element).backgroundColor), 'rgb(4, 5, 6)');
    } finally {
      await context.close();
    }
  });
});
