// The headings of `:::note`, `:::tip` and the others in the language the page is
// built in, as Docusaurus's theme says them (<Translate id="theme.admonition.note">):
// its translations of the theme first (@docusaurus/theme-translations), then the
// site's code.json. AutoParams's Korean pages said "Note" under a code.json that
// words it "노트". The `@theme/Admonition` a page writes in JSX says the same,
// and an edited code.json reaches pages the cache had compiled.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { admonitionIcon, buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Words', url: 'https://words.example',
  docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: false },
  i18n: { defaultLocale: 'en', locales: ['en', 'ko', 'fr'] },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const codeJson = (note: string) => `${JSON.stringify({ 'theme.admonition.note': { message: note, description: 'The default label used for the Note admonition (:::note)' } }, null, 2)}\n`;

/** The headings' words, each after its box's kind's icon (which carries none). */
const headings = async (dir: string, path: string) => [...(await readFile(join(dir, 'out', path), 'utf8')).matchAll(/<div class="admonition admonition-(\w+)[^>]*><p class="admonition-heading">(.*?)([^<>]*)<\/p>/g)].map(([, kind, icon, words]) => {
  assert.match(icon, new RegExp(`^${admonitionIcon(kind)}$`), `${path}: the icon before "${words}"`);
  return words;
});

describe('admonition headings', () => {
  it("are in the page's language: the theme's words, the site's code.json over them, in Markdown and in JSX", async () => {
    const dir = await makeTempDir('pxdocs-admonition-words-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      // Plain Markdown (a page with no module) and MDX with the theme's component.
      'docs/plain.md': '# Plain\n\n:::note\n\nA note.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::warning[Own title]\n\nTitled.\n\n:::\n',
      'docs/jsx.mdx': "# JSX\n\nimport Admonition from '@theme/Admonition';\n\n<Admonition type=\"danger\">Careful.</Admonition>\n",
      'i18n/ko/code.json': codeJson('노트'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(await headings(dir, 'docs/plain.html'), ['Note', 'Tip', 'Own title']);
    assert.deepEqual(await headings(dir, 'docs/jsx.html'), ['Danger']);
    // Korean: the site's word for note, the theme's for tip (팁) and danger (위험).
    assert.deepEqual(await headings(dir, 'ko/docs/plain.html'), ['노트', '팁', 'Own title']);
    assert.deepEqual(await headings(dir, 'ko/docs/jsx.html'), ['위험']);
    // French, with no code.json: the theme's words, lower case as Docusaurus has them (the CSS shows them upper case).
    assert.deepEqual(await headings(dir, 'fr/docs/plain.html'), ['remarque', 'astuce', 'Own title']);
    // An edited code.json: the page the cache compiled says the new word.
    await writeFile(join(dir, 'i18n/ko/code.json'), codeJson('참고'));
    assert.equal((await buildSite(dir)).code, 0);
    assert.deepEqual(await headings(dir, 'ko/docs/plain.html'), ['참고', '팁', 'Own title']);
    assert.deepEqual(await headings(dir, 'docs/plain.html'), ['Note', 'Tip', 'Own title']);
  });
});
