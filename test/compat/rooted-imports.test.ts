// An import of a site-rooted path without its extension (`import HM from
// "/src/components/HeiMu"`, Wybxc/wybxc-monthly's blog) resolves as webpack's
// resolve.roots has it in Docusaurus: from the static folders, then the site
// folder, with the extensions and folder indexes of any import. It failed the
// build with 'Could not resolve "/src/components/HeiMu"': only a path naming a
// file whole was looked for there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': `export default {
  title: 'Rooted', url: 'https://rooted.example', tagline: 'Imports',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Rooted' }, chat: { embeddings: 'off' },
};\n`,
  'docs/page.mdx': [
    '---', 'title: Page', '---', '',
    'import HM from "/src/components/HeiMu"',
    "import Box from '/src/components/box'",
    "import { motto } from '/data/motto'", '',
    '<HM>hidden</HM> <Box /> {motto}', '',
  ].join('\n'),
  'src/components/HeiMu.tsx': "import React from 'react';\nexport default function HeiMu({ children }: { children?: React.ReactNode }) { return <span className=\"heimu\">{children}</span>; }\n",
  'src/components/box/index.jsx': "import React from 'react';\nexport default function Box() { return <b className=\"box\">box</b>; }\n",
  // The static folder comes first, as in webpack's roots.
  'static/data/motto.js': "export const motto = 'from static';\n",
  'data/motto.js': "export const motto = 'from the site folder';\n",
};

describe('site-rooted imports without an extension', () => {
  let dir = '';
  let built = { code: 1, stderr: '' };
  before(async () => {
    dir = await makeTempDir('pxdocs-rooted-');
    await writeFiles(dir, SITE);
    built = await buildSite(dir, join(dir, 'out'));
  });

  it('find the file with its extension, a folder\'s index, and the static folder first', async () => {
    assert.equal(built.code, 0, built.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'page.html'), 'utf8');
    assert.match(page, /<span class="heimu">hidden<\/span>/);
    assert.match(page, /<b class="box">box<\/b>/);
    assert.match(page, /from static/);
    assert.doesNotMatch(page, /from the site folder/);
  });
});
