// `useDocsVersion().docs` and `useLayoutDoc(docId)` (Docusaurus's docs client API, which a site's
// own navbar item, doc footer or page calls): `docs` was always `{}` and `useLayoutDoc` a stand-in
// that threw "not available in pxdocs". They now answer from the site's docs, in Docusaurus's shapes:
// the version's docs by id (`{ id, title, description, sidebar }`), and a doc of the page's version
// as its global data has it (`{ id, path, sidebar }`), an unknown id failing as in Docusaurus.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Version docs', url: 'https://version-docs.example', baseUrl: '/base/',
  docs: { path: 'docs', sidebarPath: 'sidebars.json' },
  navbar: { items: [] }, footer: { copyright: 'Version docs' }, chat: { embeddings: 'off' },
};\n`;

const COMPONENT = `import React from 'react';
import { useDocsVersion, useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { useLayoutDoc as layoutDocInternal } from '@docusaurus/theme-common/internal';

export function VersionDocs() {
  const { version, docs } = useDocsVersion();
  return <ul id="version-docs" data-version={version}>{Object.values(docs).map((doc) => <li key={doc.id}>{[doc.id, doc.title, doc.description, doc.sidebar ?? '-'].join('|')}</li>)}</ul>;
}

export function LayoutDoc({ id }) {
  const doc = useLayoutDoc(id);
  const same = layoutDocInternal(id);
  return <a id="layout-doc" href={doc.path} data-sidebar={doc.sidebar} data-same={String(same.path === doc.path)}>{doc.id}</a>;
}
`;

describe('useDocsVersion().docs and useLayoutDoc', () => {
  it("answer with the site's docs in Docusaurus's shapes", async () => {
    const dir = await makeTempDir('pxdocs-version-docs-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Docs.js': COMPONENT,
      'sidebars.json': JSON.stringify({ guide: ['intro', 'setup', 'page'] }),
      'docs/intro.md': '---\ndescription: Where to start.\n---\n# Introduction\n\nHello.\n',
      'docs/setup.md': '---\ndescription: Install it.\n---\n# Setting up\n\nSteps.\n',
      'docs/page.mdx': "import { VersionDocs, LayoutDoc } from '@site/src/components/Docs';\n\n# Page\n\n<VersionDocs />\n\n<LayoutDoc id=\"setup\" />\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.doesNotMatch(result.stdout + result.stderr, /useLayoutDoc/);
    const html = await readFile(join(dir, 'out', 'docs', 'page.html'), 'utf8');
    const list = /<ul id="version-docs" data-version="current">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    assert.deepEqual([...list.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]).sort(), [
      'intro|Introduction|Where to start.|guide',
      'page|Page||guide',
      'setup|Setting up|Install it.|guide',
    ]);
    // The doc's path as Docusaurus's global data has it (with the base URL), its sidebar, the same from theme-common/internal.
    assert.match(html, /<a id="layout-doc" href="\/base\/docs\/setup" data-sidebar="guide" data-same="true">setup<\/a>/);
  });

  it('useLayoutDoc of an id no doc has fails the page, as in Docusaurus', async () => {
    const dir = await makeTempDir('pxdocs-layout-doc-unknown-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'src/components/Docs.js': COMPONENT,
      'sidebars.json': JSON.stringify({ guide: ['page'] }),
      'docs/page.mdx': "import { LayoutDoc } from '@site/src/components/Docs';\n\n# Page\n\n<LayoutDoc id=\"nowhere\" />\n",
    });
    const result = await buildSite(dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stdout + result.stderr, /Couldn't find any doc with id "nowhere" in version current of the docs plugin "default" \(useLayoutDoc\)/);
  });
});
