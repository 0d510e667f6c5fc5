// A Docusaurus site in one language with a locale dropdown (wails's navbar has one
// ahead of its translations): `i18n: { locales: ['en'], localeConfigs: { en:
// { label: 'English', htmlLang: 'en-US' } } }`. Docusaurus 3.10 labels the
// dropdown and its one entry with the locale's label, else the locale's own name
// (`en`: "English"). pxdocs's init dropped the label of a one-locale site, and the
// build named the language by <html lang> (`en-US`: "American English").
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function dropdownLabels(localeConfig: string): Promise<string[]> {
  const dir = await makeTempDir('pxdocs-locale-one-');
  await writeFiles(dir, {
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'One', url: 'https://one.example', baseUrl: '/',",
      `  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: ${localeConfig} } },`,
      "  presets: [['classic', { docs: {}, blog: false }]],",
      "  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },",
      '};',
      '',
    ].join('\n'),
  });
  const init = await runInit(dir);
  assert.equal(init.code, 0, init.stdout + init.stderr);
  const built = await buildSite(dir);
  assert.equal(built.code, 0, built.stdout + built.stderr);
  const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
  assert.match(html, /<html lang="en-US"/);
  const navbar = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  // The dropdown's own label, then its entry's.
  return [...navbar.matchAll(/<(summary|a)[^>]*class="[^"]*(?:navbar__link|dropdown__link)[^"]*"[^>]*>([^<]*)</g)].map((match) => match[2]);
}

describe('the locale dropdown of a site in one language', () => {
  it("shows the locale's label from its config", async () => {
    assert.deepEqual(await dropdownLabels("{ label: 'English (US)', htmlLang: 'en-US' }"), ['English (US)', 'English (US)']);
  });

  it("shows the locale's own name without one, not its <html lang>'s", async () => {
    assert.deepEqual(await dropdownLabels("{ htmlLang: 'en-US' }"), ['English', 'English']);
  });
});
