// The docs chat speaks of the site it is on: pxdocs's defaults for its placeholder and its
// text before the first question name the site's title (in the page's language), never the
// Prometheux docs pxdocs was first written for; a site's config words them its own way.
// Built from a small unrelated site, its whole output searched, and the panel in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, must, readPage } from './lib.js';
import { launchBrowser, newContext, startServer, type TestServer } from '../e2e/browser.js';

after(removeTempDirs);

/** Our own site's words: none may reach another site's output. */
const OURS = /Prometheux|Vadalog|prometheux_chain|Datalog|Python SDK|write a rule/;

const config = (chat: string) => `export default { title: 'Harbor Tools', tagline: 'Ships and ports', url: 'https://harbor.example', docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, chat: { embeddings: 'off'${chat} }, navbar: { items: [] }, footer: { copyright: '' } };\n`;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && !/\.(br|gz|bin|png|ico|woff2?)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

describe("the docs chat's words on another site", () => {
  let dir = '';
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    dir = await makeTempDir('pxdocs-chat-site-words-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config(''), 'docs/a.md': '# Moorings\n\nHow to moor a ship in the harbor.\n\n## Lines\n\nUse two lines.\n' });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    [server, browser] = await Promise.all([startServer(join(dir, 'out')), launchBrowser()]);
    context = await newContext(browser);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("writes none of pxdocs's first site's words anywhere in the output", async () => {
    const out = join(dir, 'out');
    const list = await files(out);
    assert.ok(list.some((file) => file.endsWith('.js')) && list.some((file) => file.endsWith('llms-full.txt')));
    for (const file of list) {
      const found = OURS.exec(await readFile(file, 'utf8'));
      assert.equal(found, null, `${file.slice(out.length)} says "${found?.[0]}"`);
    }
    const page = await readPage(out, '/docs/a');
    assert.equal(attr(must(page.tree, '[data-chat-open]'), 'data-chat-title'), 'Harbor Tools');
  });

  for (const [route, placeholder, welcome] of [
    ['/docs/a', 'Ask a question about Harbor Tools', 'Answers come from the Harbor Tools docs, with links to their sources.'],
    ['/fr/docs/a', 'Posez une question sur Harbor Tools', 'Les réponses viennent de la documentation de Harbor Tools, avec des liens vers leurs sources.'],
  ]) {
    it(`names the site in the panel's placeholder and welcome (${route})`, async () => {
      const page = await context.newPage();
      await page.goto(`${server.url}${route}`);
      const open = page.locator('[data-chat-open]');
      await open.waitFor({ state: 'visible' });
      await open.click();
      const panel = page.locator('[data-chat-panel]');
      await panel.waitFor({ state: 'visible' });
      assert.equal(await panel.locator('.chat-input').getAttribute('placeholder'), placeholder);
      assert.equal(await panel.locator('.chat-empty').textContent(), welcome);
      await page.close();
    });
  }

  it("takes them from the site's config, which a locale's code.json translates", async () => {
    const site = await makeTempDir('pxdocs-chat-site-words-config-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config(", placeholder: 'Ask about moorings and lines', welcome: 'Moorings, lines and knots: {title} answers.'"),
      'docs/a.md': '# Moorings\n\nText.\n',
      'i18n/fr/code.json': JSON.stringify({ 'pxdocs.chat.placeholder': { message: 'Questions sur les amarres' } }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const english = JSON.parse(attr(must((await readPage(join(site, 'out'), '/docs/a')).tree, '[data-chat-open]'), 'data-words')!) as Record<string, string>;
    assert.equal(english.placeholder, 'Ask about moorings and lines');
    assert.equal(english.empty, 'Moorings, lines and knots: {title} answers.');
    const french = JSON.parse(attr(must((await readPage(join(site, 'out'), '/fr/docs/a')).tree, '[data-chat-open]'), 'data-words')!) as Record<string, string>;
    assert.equal(french.placeholder, 'Questions sur les amarres');
    assert.equal(french.empty, 'Moorings, lines and knots: {title} answers.');
  });
});
