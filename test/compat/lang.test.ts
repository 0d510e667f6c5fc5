// The pages' language (`lang`, Docusaurus's i18n.defaultLocale): `<html lang>`
// and the dates pages write. init reads it from i18n, with the locale's
// htmlLang, carries the other locales, and names a right-to-left direction.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { must, readPage, text } from './lib.js';

after(removeTempDirs);

const PAGE = `---\ntitle: Accueil\nlast_update:\n  date: 2025-02-03\n  author: L'équipe\n---\n\nBonjour.\n`;

describe('lang', () => {
  it("sets <html lang> and writes dates in the site's language", async () => {
    const dir = await makeTempDir('pxdocs-lang-');
    await writeFiles(dir, { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true }, lang: 'fr' }), 'docs/intro.md': PAGE });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const built = await readPage(join(dir, 'out'), '/docs/intro');
    assert.match(built.html, /<html lang="fr" dir="ltr"/);
    assert.equal(text(must(built.main, '.last-update time')), new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2025-02-03')));
  });

  it('is English by default, and refuses a value that is no language tag', async () => {
    const dir = await makeTempDir('pxdocs-lang-default-');
    await writeFiles(dir, { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true } }), 'docs/intro.md': PAGE });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const built = await readPage(join(dir, 'out'), '/docs/intro');
    assert.match(built.html, /<html lang="en" dir="ltr"/);
    assert.equal(text(must(built.main, '.last-update time')), 'Feb 3, 2025');
    await writeFiles(dir, { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true }, lang: 'french please' }) });
    const bad = await buildSite(dir);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /lang.*a language tag such as "en", "fr" or "pt-BR"/s);
  });

  it('is carried over by init from i18n, with the translations and a right-to-left direction named', async () => {
    const dir = await makeTempDir('pxdocs-lang-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Site', url: 'https://site.example', baseUrl: '/',
        i18n: { defaultLocale: 'fr', locales: ['fr', 'en', 'ar'], localeConfigs: { fr: { htmlLang: 'fr-FR', direction: 'rtl' } } },
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
      };\n`,
      'docs/intro.md': '# Accueil\n\nBonjour.\n',
    });
    const init = await runInit(dir);
    const printed = init.stdout + init.stderr;
    assert.equal(init.code, 0, printed);
    const { config } = await loadConfig(dir);
    assert.equal(config.lang, 'fr-FR');
    // The other locales are carried, to be built from i18n/ (test/compat/i18n.test.ts).
    assert.deepEqual(config.i18n?.locales, ['fr', 'en', 'ar']);
    assert.deepEqual(config.i18n?.localeConfigs.fr, { htmlLang: 'fr-FR', direction: 'rtl' });
    assert.match(printed, /i18n\.localeConfigs\.fr\.direction: carried \(`<html dir="rtl">`\), but the theme is laid out left to right/);
  });
});
