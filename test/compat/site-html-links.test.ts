// Links in the site's own HTML (the footer's copyright, the announcement bar, an
// HTML navbar item) that lead nowhere. Docusaurus renders that HTML as written and
// never checks its links, so a site whose copyright links a page it lacks builds
// there with onBrokenLinks: 'throw' (ThorstenSuckow/thorsten.suckow-homberg.de links
// /imprint). pxdocs still names such a link, as a warning; a navbar or footer link
// written as an item (which Docusaurus checks) still fails the build.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function build(extra: Record<string, unknown>) {
  const dir = await makeTempDir('pxdocs-site-html-links-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, onBrokenLinks: 'throw', chat: { embeddings: 'off' }, ...extra }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
  });
  const result = await buildSite(dir);
  return { code: result.code, output: result.stdout + result.stderr };
}

describe("broken links in the site's own HTML", () => {
  it('warn, naming the link, where onBrokenLinks is throw: the copyright, the announcement bar, an HTML item', async () => {
    const { code, output } = await build({
      footer: { copyright: 'copyright © <a href="/imprint">Someone</a>' },
      announcementBar: { id: 'news', content: 'Read <a href="/news">the news</a>' },
      navbar: { items: [{ type: 'html', value: '<a href="/legal">Legal</a>', position: 'right' }] },
    });
    assert.equal(code, 0, output);
    assert.match(output, /→ \/imprint \(no page at \/imprint\)/);
    assert.match(output, /→ \/news \(no page at \/news\)/);
    assert.match(output, /→ \/legal \(no page at \/legal\)/);
  });

  it('still fail the build when written as a navbar item, which Docusaurus checks', async () => {
    const { code, output } = await build({ navbar: { items: [{ label: 'Missing', to: '/missing', position: 'left' }] } });
    assert.equal(code, 1, output);
    assert.match(output, /Broken link[\s\S]*→ \/missing \(no page at \/missing\)/);
  });
});

// manaelproxy/manael's home page links "/docs/introduction" from its hero <header>, before the <main>
// it writes: Docusaurus checks every link a page renders and fails with onBrokenLinks: 'throw';
// pxdocs checked a React page's links only inside a <main> of its own, so none outside it (and none
// at all on a page without one).
describe("a React page's links outside a <main> of its own", () => {
  after(removeTempDirs);

  it('are checked as Docusaurus checks them', async () => {
    const dir = await makeTempDir('pxdocs-react-page-links-');
    const jsx = (inner: string) => `import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function P() { return <Layout>${inner}</Layout>; }\n`;
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, onBrokenLinks: 'throw', navbar: { items: [] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n',
      'src/pages/without-main.jsx': jsx("<header><Link to='/docs/nowhere-a'>A</Link></header><div><Link to='/docs/intro'>ok</Link><a href='/docs/nowhere-b'>B</a></div>"),
      'src/pages/with-main.jsx': jsx("<header><Link to='/docs/nowhere-c'>C</Link></header><main><Link to='/docs/nowhere-d'>D</Link></main>"),
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 1, built.stderr);
    for (const target of ['nowhere-a', 'nowhere-b', 'nowhere-c', 'nowhere-d']) assert.match(built.stderr, new RegExp(`→ /docs/${target} \\(no page at /docs/${target}\\)`), target);
    assert.match(built.stderr, /src\/pages\/without-main\.jsx:4:\d+ → \/docs\/nowhere-a/);
    assert.doesNotMatch(built.stderr, /→ \/docs\/intro /);
  });
});
