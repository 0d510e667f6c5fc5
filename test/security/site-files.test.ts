// The files beside a site's pages, written carelessly: versions.json and translation
// files with syntax errors, translated pages with no original, a folder of translations
// for a locale the config does not list. Each must be named with its place (file:line:column)
// and what to do, never printed as the raw text of a JSON.parse message or dropped silently.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const config = (extra = '') => `export default { title: 'Files', url: 'https://files.example', docs: { path: 'docs' }, blog: false, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, ${extra} };\n`;
const FR = "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }";

async function built(files: Record<string, string>) {
  const site = await makeTempDir('pxdocs-site-files-');
  await writeFiles(site, { 'docs/intro.md': '# Intro\n\nThe docs.\n', ...files });
  return buildSite(site);
}

describe('JSON files with a syntax error', () => {
  // Before: "versions.json is not valid JSON: Unexpected token ']', "[" then the file's own lines as more of the
  // message, and no line; the same for a locale's code.json (its line was not given either).
  it('versions.json and code.json are named at the line and column, the message on one line', { timeout: 120_000 }, async () => {
    const versions = await built({
      'pxdocs.config.mjs': config(),
      'versions.json': '[\n  "1.0",\n  "0.9",\n]\n',
      'versioned_docs/version-1.0/intro.md': '# Old\n',
      'versioned_docs/version-0.9/intro.md': '# Older\n',
    });
    assert.equal(versions.code, 1, versions.stderr);
    assert.match(versions.stderr, /Invalid versions file {2}versions\.json:4:1\n {2}versions\.json is not valid JSON: Unexpected token '\]'\.\n {2}hint:/);
    const code = await built({ 'pxdocs.config.mjs': config(FR), 'i18n/fr/code.json': '{\n  "theme.x": { "message": "X" },\n}\n' });
    assert.equal(code.code, 1, code.stderr);
    assert.match(code.stderr, /Invalid translations file {2}i18n\/fr\/code\.json:3:1\n {2}i18n\/fr\/code\.json is not valid JSON: Expected double-quoted property name in JSON at position \d+( \(line 3 column 1\))?\.\n {2}hint:/);
  });

  it('a version listed twice is named', { timeout: 120_000 }, async () => {
    const result = await built({ 'pxdocs.config.mjs': config(), 'versions.json': '["1.0", "1.0"]\n', 'versioned_docs/version-1.0/intro.md': '# Old\n' });
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /versions\.json lists the version "1\.0" twice\./);
  });
});

describe('translations that nothing builds', () => {
  // Before: both built without a word, and the translated pages were never published.
  it('a translated page whose original does not exist is named, with what to do', { timeout: 120_000 }, async () => {
    const result = await built({ 'pxdocs.config.mjs': config(FR), 'i18n/fr/docusaurus-plugin-content-docs/current/gone.md': '# Parti\n' });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/gone\.md is not used: it translates docs\/gone\.md, which does not exist, and only pages the site has are built in each language\. Move it to the page it translates, or add the original\./);
  });

  it('a folder of translations for a locale i18n.locales does not list is named once', { timeout: 120_000 }, async () => {
    const result = await built({ 'pxdocs.config.mjs': config(FR), 'i18n/de/docusaurus-plugin-content-docs/current/intro.md': '# Einführung\n', 'i18n/fr/code.json': '{}\n' });
    assert.equal(result.code, 0, result.stderr);
    const said = result.stderr.split('\n').filter((line) => line.includes('i18n/de/ holds translations'));
    assert.deepEqual(said.map((line) => line.trim()), ['i18n/de/ holds translations for the locale "de", which i18n.locales does not list (en, fr): nothing in it is built. Add "de" to i18n.locales, or rename the folder to the locale it is for.']);
  });
});
