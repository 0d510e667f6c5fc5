// A site in one right-to-left language (most Hebrew, Arabic and Persian sites
// have no other locale) came out `<html dir="ltr">`: only a site of several
// locales took a locale's direction, and init dropped the one its config gave.
// Docusaurus takes the language's direction by default. Code stays left to
// right on such a page, as in Docusaurus's code block (it ran backwards:
// `git clone <url>` showed as `<git clone <url`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const page = '# מדריך\n\n```bash\ngit clone https://example.com/repo.git\n```\n';

describe('a site in one right-to-left language', () => {
  it("is laid out right to left by its language, or by the direction its locale gives, its code left to right", async () => {
    const dir = await makeTempDir('pxdocs-rtl-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'אתר', url: 'https://rtl.example', tagline: 'x', lang: 'he', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n",
      'docs/intro.md': page,
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<html lang="he" dir="rtl"/);
    const css = (await Promise.all((await readdir(join(dir, 'out', 'assets'))).filter((file) => file.endsWith('.css')).map((file) => readFile(join(dir, 'out', 'assets', file), 'utf8')))).join('\n');
    assert.match(css, /\.code-block pre\{[^}]*direction:ltr/);
    // An English site stays left to right.
    await writeFiles(dir, { 'pxdocs.config.mjs': "export default { title: 'Site', url: 'https://rtl.example', tagline: 'x', lang: 'en', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n" });
    assert.equal((await buildSite(dir)).code, 0);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<html lang="en" dir="ltr"/);
  });

  it('keeps the direction a Docusaurus config gives its only locale', async () => {
    const dir = await makeTempDir('pxdocs-rtl-init-');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'intro.md'), page);
    // `x-rtl`: a language no script table knows, right to left only by the config's word.
    await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://rtl.example', baseUrl: '/', i18n: { defaultLocale: 'he', locales: ['he'], localeConfigs: { he: { direction: 'rtl', htmlLang: 'he-IL' } } }, presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]] };\n");
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /direction/);
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    const config = JSON.parse(text.slice(text.indexOf('defineConfig(') + 13, text.lastIndexOf(');'))) as { lang: string; i18n: unknown };
    assert.equal(config.lang, 'he-IL');
    assert.deepEqual(config.i18n, { defaultLocale: 'he', locales: ['he'], localeConfigs: { he: { direction: 'rtl' } } });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<html lang="he-IL" dir="rtl"/);
  });
});
