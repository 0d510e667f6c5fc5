// Which links a component draws fail the build under onBrokenLinks: 'throw'. Docusaurus 3.10's
// link check is given only what its <Link> renders (and Markdown links, which become Links),
// collected as the page renders: a bare <a href> a component draws, or an <a href={…}> an MDX
// page writes with an expression, is never checked, and a site with such a link to nowhere
// builds (checked with /tmp/docu/hJ-links and /tmp/docu/hE-repro-jsxa). pxdocs checked every
// href of the rendered page and failed the build; it now warns for those, and a <Link> to
// nowhere, in a component or a React page, still fails it, from the cache too. The same goes
// for their anchors under onBrokenAnchors: 'throw'.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, readPage, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const PARTS = `import React from 'react';
import Link from '@docusaurus/Link';
export function Bare() { return <p><a href="/bare-missing">bare</a> <a href="/docs/intro#bare-anchor">bare anchor</a></p>; }
export function Linked({ to }) { return <p><Link to={to}>link</Link></p>; }
export function Escaped() { return <p><Link to="pathname:///escaped-missing">e</Link> <Link to="/blank-missing" target="_blank">b</Link></p>; }
`;

async function site(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-component-link-check-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, onBrokenLinks: 'throw', onBrokenAnchors: 'throw', chat: { embeddings: 'off' } }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    'src/components/Parts.js': PARTS,
    ...files,
  });
  return dir;
}

async function build(dir: string, cacheDir?: string) {
  const result = await buildSite(dir, undefined, cacheDir ? { cacheDir } : {});
  return { code: result.code, output: result.stdout + result.stderr };
}

const USES = "import {Bare, Escaped, Linked} from '@site/src/components/Parts';\n\n";

describe('links components draw, under onBrokenLinks and onBrokenAnchors: throw', () => {
  it('a bare <a> of a component and an expression href in MDX warn, and the build goes on', async () => {
    const { code, output } = await build(await site({ 'docs/setup.mdx': page({ title: 'Setup' }, `${USES}<Bare />\n\n<Escaped />\n\n<div><a href={"/expr-missing"}>expr</a></div>\n`) }));
    assert.equal(code, 0, output);
    assert.match(output, /Warnings[\s\S]*docs\/setup\.mdx → \/bare-missing \(no page at \/bare-missing\)/);
    assert.match(output, /docs\/setup\.mdx:\d+:\d+ → \/expr-missing \(no page at \/expr-missing\)/);
    // A <Link> Docusaurus does not give its check: `pathname://`, or opening another tab.
    assert.match(output, /docs\/setup\.mdx → \/escaped-missing \(no page at \/escaped-missing\)/);
    assert.match(output, /docs\/setup\.mdx → \/blank-missing \(no page at \/blank-missing\)/);
    assert.match(output, /docs\/setup\.mdx → \/docs\/intro#bare-anchor \(no element with id "bare-anchor" on \/docs\/intro\)/);
  });

  it('a <Link> marked data-noBrokenLinkCheck is not checked, and the page leaves the mark out, as Docusaurus does', async () => {
    const dir = await site({
      'src/components/Marked.js': "import React from 'react';\nimport Link from '@docusaurus/Link';\nexport default function Marked() { return <p><Link to=\"/marked-missing\" data-noBrokenLinkCheck={true}>m</Link> <Link to=\"/docs/intro\" data-noBrokenLinkCheck>i</Link></p>; }\n",
      'docs/setup.mdx': page({ title: 'Setup' }, "import Marked from '@site/src/components/Marked';\n\n<Marked />\n"),
    });
    const out = join(dir, 'out');
    const result = await buildSite(dir, out);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /Warnings[\s\S]*→ \/marked-missing/);
    const html = await readPage(out, '/docs/setup');
    assert.match(html, /<p><a href="\/marked-missing">m<\/a> <a href="\/docs\/intro">i<\/a><\/p>/);
    assert.doesNotMatch(html, /nobrokenlinkcheck/i);
  });

  it('a <Link> to pathname:// is drawn opening a new tab, as Docusaurus draws it', async () => {
    const dir = await site({ 'docs/setup.mdx': page({ title: 'Setup' }, `${USES}<Escaped />\n`) });
    const out = join(dir, 'out');
    const result = await buildSite(dir, out);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(await readPage(out, '/docs/setup'), /<p><a href="\/escaped-missing" target="_blank" rel="noopener noreferrer">e<\/a> <a href="\/blank-missing" target="_blank">b<\/a><\/p>/);
  });

  it('a <Link> written in MDX opening another tab or marked data-noBrokenLinkCheck warns; one opening this tab fails the build', async () => {
    const uses = "import Link from '@docusaurus/Link';\n\n";
    const escaped = await build(await site({ 'docs/setup.mdx': page({ title: 'Setup' }, `${uses}<Link to="/blank-missing" target="_blank">b</Link> and <Link to="/nocheck-missing" data-noBrokenLinkCheck>n</Link>.\n`) }));
    assert.equal(escaped.code, 0, escaped.output);
    assert.match(escaped.output, /docs\/setup\.mdx:\d+:\d+ → \/blank-missing \(no page at \/blank-missing\)/);
    assert.match(escaped.output, /docs\/setup\.mdx:\d+:\d+ → \/nocheck-missing \(no page at \/nocheck-missing\)/);
    const checked = await build(await site({ 'docs/setup.mdx': page({ title: 'Setup' }, `${uses}<Link to="/self-missing" target="_self">s</Link> and <Link to="/check-missing" data-noBrokenLinkCheck={false}>c</Link>.\n`) }));
    assert.equal(checked.code, 1, checked.output);
    assert.match(checked.output, /Broken link {2}docs\/setup\.mdx:\d+:\d+\n[^\n]*→ \/self-missing/);
    assert.match(checked.output, /Broken link {2}docs\/setup\.mdx:\d+:\d+\n[^\n]*→ \/check-missing/);
  });

  it('a <Link> a component draws to nowhere, or to a missing anchor, fails the build, from the cache too', async () => {
    const dir = await site({ 'docs/setup.mdx': page({ title: 'Setup' }, `${USES}<Bare />\n\n<Linked to="/link-missing" />\n\n<Linked to="/docs/intro#link-anchor" />\n`) });
    const cacheDir = await makeTempDir('pxdocs-component-link-check-cache-');
    for (const round of ['first', 'cached']) {
      const { code, output } = await build(dir, cacheDir);
      if (round === 'cached') assert.match(output, /from cache: 2 whole/, output);
      assert.equal(code, 1, `${round}: ${output}`);
      assert.match(output, /Broken link {2}docs\/setup\.mdx[:\d]*\n[^\n]*→ \/link-missing \(no page at \/link-missing\)/, round);
      assert.match(output, /Broken anchor {2}docs\/setup\.mdx[:\d]*\n[^\n]*→ \/docs\/intro#link-anchor/, round);
      assert.doesNotMatch(output, /Broken link {2}[^\n]*\n[^\n]*\/bare-missing/, round);
      assert.match(output, /Warnings[\s\S]*→ \/bare-missing/, round);
    }
  });

  it('a React page: its bare <a> warns, its <Link> to nowhere fails the build', async () => {
    const { code, output } = await build(await site({
      'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function Home() { return <Layout><main><a href=\"/page-bare-missing\">b</a> <Link to=\"/page-link-missing\">l</Link></main></Layout>; }\n",
    }));
    assert.equal(code, 1, output);
    assert.match(output, /Broken link {2}src\/pages\/index\.js:\d+:\d+\n[^\n]*→ \/page-link-missing/);
    assert.match(output, /Warnings[\s\S]*src\/pages\/index\.js:\d+:\d+ → \/page-bare-missing/);
    assert.doesNotMatch(output, /Broken link {2}[^\n]*\n[^\n]*\/page-bare-missing/);
  });
});
