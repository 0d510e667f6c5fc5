// A wrong value in the site config or an invalid item of a sidebars file is named
// at the line and column it is written at. The schema's and the sidebars' checks
// run on values (what the config exported when it ran, the parsed JSON), and their
// errors named the key path and the file alone: in a config of 300 lines, or a
// sidebars file of hundreds of items, finding `navbar.items[7]` or `docs[41]` was a
// search. Where a value is not written in the file as such (a spread, a call), the
// place is the deepest part that is, said to be only that: never a wrong line.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../compiler/build.js';
import { toPxErrors } from '../../compiler/errors.js';
import { makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { configError } from './config-error.js';
import { quiet } from './one-area-site.js';

after(removeTempDirs);


describe('the site config', () => {
  it('names each wrong value and unknown key at its line and column', async () => {
    const error = await configError({
      'pxdocs.config.mjs': [
        "import { defineConfig } from 'pxdocs';",
        '',
        'export default defineConfig({',
        "  title: 'T',",
        "  url: 'https://example.com',",
        "  docs: { path: 'docs' },",
        '  navbar: {',
        '    items: [',
        "      { label: 'Guide', to: '/docs/intro' },",
        "      { lable: 'Blog', to: '/blog' },",
        '    ],',
        '  },',
        "  footer: { copyright: '' },",
        '  onBrokenLinks: 7,',
        "  tilte: 'x',",
        '});',
        '',
      ].join('\n'),
    });
    assert.equal(error.title, 'Invalid site config');
    assert.deepEqual(error.where, { file: 'pxdocs.config.mjs', line: 10, column: 9 });
    assert.match(error.message, /^navbar\.items\[1\]: unknown key "lable": remove or correct it \(pxdocs\.config\.mjs:10:9\)$/m);
    assert.match(error.message, /^onBrokenLinks: expected one of .*, found number 7 \(pxdocs\.config\.mjs:14:3\)$/m);
    assert.match(error.message, /^\(root\): unknown key "tilte": remove or correct it \(pxdocs\.config\.mjs:15:3\)$/m);
    // No code frame: the lines around a wrong value may hold a secret (test/search/records.test.ts, an admin key).
    assert.equal(error.frame, undefined);
  });

  it('follows a TypeScript config through its types, a const and the function it exports, and says when it could go no deeper', async () => {
    const error = await configError({
      'nav.mjs': "export const items = [{ label: 'A', to: 5 }];\n",
      'pxdocs.config.ts': [
        "import { items } from './nav.mjs';",
        'interface Extra { note: string }',
        "const base = { url: 'https://example.com' } satisfies Record<string, string>;",
        'export default async (): Promise<unknown> => {',
        '  return {',
        '    ...base,',
        "    title: 'T',",
        "    docs: { path: 'docs', tagsBasePath: 42 as unknown as string },",
        '    navbar: { items },',
        "    footer: { copyright: '' },",
        '  };',
        '};',
        '',
      ].join('\n'),
    });
    assert.match(error.message, /^docs\.tagsBasePath: expected string, found number 42 \(pxdocs\.config\.ts:8:27\)$/m);
    // The items are another file's: the line is where the config writes `items`, and the message says it is only that.
    assert.match(error.message, /^navbar\.items\[0\]\.to: expected string, found number 5 \(within `navbar\.items`, pxdocs\.config\.ts:9:15\)$/m);
  });

  it('gives no line for a value a spread may have replaced', async () => {
    const error = await configError({
      'pxdocs.config.mjs': "const more = {};\nexport default { title: 3, ...more, url: 'https://example.com', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
    });
    assert.match(error.message, /^title: expected string, found number 3$/m);
    assert.deepEqual(error.where, { file: 'pxdocs.config.mjs' });
  });

  it('gives no line for a value the file changes after writing it', async () => {
    const error = await configError({
      'pxdocs.config.mjs': "const config = { title: 'T', url: 'https://example.com', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\nconfig.title = 3;\nexport default config;\n",
    });
    assert.match(error.message, /^title: expected string, found number 3$/m);
  });
});

async function sidebarErrors(sidebarsFile: string, sidebars: string): Promise<string[]> {
  const site = await makeTempDir('pxdocs-written-at-');
  await writeFiles(site, {
    'pxdocs.config.mjs': `export default { title: 'T', url: 'https://example.com', docs: { path: 'docs', sidebarPath: '${sidebarsFile}' }, blog: false, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n`,
    'docs/intro.md': '# Intro\n',
    'docs/other.md': '# Other\n',
    [sidebarsFile]: sidebars,
  });
  try {
    await build({ cwd: site, reporter: quiet(), workers: 1, cache: false });
  } catch (error) {
    return toPxErrors(error).map((item) => `${item.where?.file}:${item.where?.line}:${item.where?.column} ${item.message}`);
  }
  assert.fail('the build succeeded');
}

describe('a sidebars file', () => {
  it('names each invalid item and unknown doc id of sidebars.json at its line and column', { timeout: 60_000 }, async () => {
    const errors = await sidebarErrors('sidebars.json', [
      '{',
      '  "docs": [',
      '    "intro",',
      '    { "type": "doc" },',
      '    "otter",',
      '    {',
      '      "type": "category",',
      '      "label": "More",',
      '      "items": ["other", { "type": "lnk", "href": "/x" }, 5]',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n'));
    assert.deepEqual(errors, [
      'sidebars.json:4:5 docs[1]: a "doc" item needs an "id".',
      'sidebars.json:5:5 The sidebar "docs" (at docs[2]) names the doc id "otter", which does not exist.',
      'sidebars.json:9:26 docs[3].items[1]: unknown item type "lnk" (known: doc, ref, link, html, category, autogenerated).',
      'sidebars.json:9:59 docs[3].items[2]: expected a doc id or an item object, found number.',
    ]);
  });

  it('places an item of sidebars.js, and an item a call makes at the sidebar that holds the call', { timeout: 60_000 }, async () => {
    const errors = await sidebarErrors('sidebars.js', [
      "const made = ['gone'].map((id) => id);",
      'module.exports = {',
      "  docs: ['intro', { type: 'link', label: 'x' }],",
      '  more: made,',
      '};',
      '',
    ].join('\n'));
    assert.deepEqual(errors, [
      'sidebars.js:3:19 docs[1]: a "link" item needs "href" and "label".',
      'sidebars.js:4:3 The sidebar "more" (at more[0]) names the doc id "gone", which does not exist.',
    ]);
  });

  it('places 20,000 unknown doc ids of a 700 KB sidebars.json and sidebars.js in one reading of each (each was read again: 100 s)', { timeout: 30_000 }, async () => {
    const items = Array.from({ length: 2000 }, (_, category) => ({ type: 'category', label: `C${category}`, items: Array.from({ length: 10 }, (_, doc) => `gone/doc-${category}-${doc}`) }));
    for (const [file, text] of [['sidebars.json', JSON.stringify({ docs: items }, null, 2)], ['sidebars.js', `module.exports = ${JSON.stringify({ docs: items }, null, 2)};\n`]]) {
      const errors = await sidebarErrors(file, text);
      assert.equal(errors.length, 20_000);
      assert.match(errors[0], new RegExp(`^${file.replace('.', '\\.')}:7:9 The sidebar "docs" \\(at docs\\[0\\]\\.items\\[0\\]\\) names the doc id "gone/doc-0-0"`));
      assert.match(errors[19_999], new RegExp(`^${file.replace('.', '\\.')}:\\d{5}:9 .*"gone/doc-1999-9"`));
    }
  });
});
