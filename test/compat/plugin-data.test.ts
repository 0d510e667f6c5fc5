// `usePluginData` and `useGlobalData` (@docusaurus/useGlobalData) give the docs plugin's global data, as
// Docusaurus does: Wybxc/wybxc-monthly's random page reads usePluginData('docusaurus-plugin-content-docs')
// .versions[0].docs. Both gave nothing. A plugin's own data (set in its contentLoaded, which pxdocs does not
// run) is still not there, and a page failing on it says so: react-navigation's Pre failed with "Cannot
// destructure property 'versions' of 'usePluginData2(...)' as it is undefined" and no word of why.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Data', url: 'https://data.example', tagline: 'Global data',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Data' }, chat: { embeddings: 'off' },
};\n`;

async function build(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-plugin-data-');
  await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n', 'docs/guide.md': '# Guide\n\nMore.\n', ...files });
  return { dir, result: await buildSite(dir, join(dir, 'out')) };
}

describe('global data', () => {
  it("gives the docs plugin's data by instance, from usePluginData and useGlobalData", async () => {
    const { dir, result } = await build({
      'src/pages/random.jsx': `import React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useGlobalData from '@docusaurus/useGlobalData';
export default function Random() {
  const docs = usePluginData('docusaurus-plugin-content-docs').versions[0].docs;
  const all = useGlobalData()['docusaurus-plugin-content-docs'].default;
  return <main><p className="docs">{docs.map((doc) => doc.path).sort().join(' ')}</p><p className="path">{all.path}</p><p className="other">{String(usePluginData('another-plugin'))}</p></main>;
}
`,
    });
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'random.html'), 'utf8');
    assert.match(page, /<p class="docs">\/docs\/guide \/docs\/intro<\/p><p class="path">\/docs<\/p><p class="other">undefined<\/p>/);
  });

  it("says why a plugin's own data is not there when a page fails on it", async () => {
    const { result } = await build({
      'src/components/Versions.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Versions() { const { versions } = usePluginData('react-navigation-versions'); return <p>{Object.keys(versions).join()}</p>; }\n",
      'docs/versions.mdx': "import Versions from '@site/src/components/Versions';\n\n# Versions\n\n<Versions />\n",
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Page failed to render {2}docs\/versions\.mdx/);
    assert.match(result.stderr, /hint: `usePluginData` gives the data of the docs plugin only \(docusaurus-plugin-content-docs\): pxdocs does not run plugins' `contentLoaded`, where `setGlobalData` would give a plugin's own data/);
  });
});
