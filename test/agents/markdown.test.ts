// Markdown for agents: the real build of the basic fixture (plus a page using
// every component) writes a `.md` twin per docs page, `llms.txt` and
// `llms-full.txt`; each twin is compared with its built HTML; `serve` and the
// dev session answer them with Markdown and text content types.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { build, type BuildResult } from '../../compiler/build.js';
import type { Route } from '../../compiler/routes.js';
import { Reporter } from '../../compiler/reporter.js';
import { DevSession } from '../../compiler/dev/session.js';
import { flattenSidebar } from '../../compiler/sidebars.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { hasMarkdown, markdownPath } from '../../theme/shared/markdown-path.js';
import { allElements, find, fixtureConfig, hasClass, makeFixture, page, parseHtml, readPage, removeTempDirs, text, type Element } from '../helpers.js';

const SITE_URL = 'https://fixture.example';

export const COMPONENTS_PAGE = `---
title: Components
description: Every component the Markdown twin rewrites.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import DocCardList from '@theme/DocCardList';
import Admonition from '@theme/Admonition';

Read the [introduction](./01-intro.md) and the [code section](#code-samples).

## Tabbed install

<Tabs>
<TabItem value="npm" label="npm">

\`\`\`bash
npm install fixture
\`\`\`

</TabItem>
<TabItem value="yarn" label="Yarn">

Yarn works too:

\`\`\`bash
yarn add fixture
\`\`\`

</TabItem>
</Tabs>

## Code samples

\`\`\`python title="hello.py"
print("hello")
\`\`\`

:::warning Careful now

Check the **version** first.

:::

:::tip

A plain tip.

:::

:::note[Read *this* first]

A titled note.

:::

<Admonition type="info" icon="🔔" title="Heads up">

An info box with an icon of its own.

</Admonition>

<details>
<summary>More about it</summary>

Hidden text that agents still read.

</details>

| Name | Value |
| --- | --- |
| alpha | 1 |
| beta | 2 |

![The diagram](./diagram.svg)

<DocCardList items={[{ type: 'link', href: '/guide/setup', label: 'Setup card', description: 'How to set it up.' }]} />
`;

const quiet = () => new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) });

/**
 * The article's heading texts (h2–h6) without the anchor link, as the HTML shows them. A doc card's
 * h2 (Docusaurus's DocCard markup) is a link's text: the twin writes the card as a link.
 */
function headings(markdownDiv: Element): { depth: number; text: string }[] {
  return allElements(markdownDiv)
    .filter((node) => /^h[2-6]$/.test(node.tagName) && !hasClass(node, 'theme-doc-card-heading'))
    .map((node) => ({ depth: Number(node.tagName[1]), text: text({ ...node, children: node.children.filter((child) => !(child.type === 'element' && hasClass(child, 'hash-link'))) }).trim() }));
}

/** Code blocks as the HTML shows them: language and text. */
function codeBlocks(markdownDiv: Element): { language: string; code: string }[] {
  return allElements(markdownDiv).filter((node) => hasClass(node, 'code-block')).map((node) => ({
    language: String(node.properties.dataLanguage ?? ''),
    code: text(find(node, (child) => child.tagName === 'pre')!).replace(/\n$/, ''),
  }));
}

/**
 * The listed docs pages as a reader meets them: each sidebar's pages where its flattened items
 * (the previous/next order) put them, the pages it does not list after them; sidebars in the
 * order of their first route.
 */
function readingRoutes(routes: Route[]): Route[] {
  const listed = routes.filter((route) => route.listed && hasMarkdown(route.page));
  const sidebars = [...new Set(listed.map((route) => route.page.sidebar))];
  const place = (route: Route) => {
    const at = flattenSidebar(route.page.sidebarItems ?? []).findIndex((entry) => entry.href === route.page.permalink);
    return at === -1 ? Infinity : at;
  };
  return sidebars.flatMap((sidebar) => listed.filter((route) => route.page.sidebar === sidebar).sort((a, b) => place(a) - place(b)));
}

describe('Markdown twins, llms.txt and llms-full.txt', () => {
  let dir: string;
  let out: string;
  let result: BuildResult;
  /** The fresh build's routes (a build that found nothing changed has none). */
  let routes: Route[];

  before(async () => {
    dir = await makeFixture('basic', { 'content/guide/04-components.mdx': COMPONENTS_PAGE });
    out = join(dir, 'out');
    result = await build({ cwd: dir, reporter: quiet() });
    assert.ok(result.routes, 'a first build lists its routes');
    routes = result.routes;
  });
  after(removeTempDirs);

  it('writes a twin for every docs page, with its title, description, headings and code blocks', async () => {
    const docs = routes.filter((route) => hasMarkdown(route.page));
    assert.ok(docs.length >= 10, `expected the fixture's docs pages, got ${docs.length}`);
    assert.ok(!existsSync(join(out, '.md')) && !existsSync(join(out, 'index.md')), 'the home page has no twin');
    for (const route of docs) {
      const file = join(out, markdownPath(route.page.permalink).slice(1));
      assert.ok(existsSync(file), `${route.page.permalink} has no Markdown twin at ${file}`);
      const markdown = await readFile(file, 'utf8');
      const lines = markdown.split('\n');
      assert.equal(lines[0], `# ${route.page.title}`, `${route.page.permalink}: first line`);
      if (route.page.description) assert.equal(lines[2], `> ${route.page.description}`, `${route.page.permalink}: description line`);
      if (route.page.kind !== 'doc') continue;
      const html = parseHtml(await readPage(out, route.page.permalink));
      const body = find(html, (node) => hasClass(node, 'markdown'))!;
      // Every heading, at its level, in the page's order.
      let at = 0;
      for (const heading of headings(body)) {
        const line = `${'#'.repeat(heading.depth)} ${heading.text}`;
        const found = lines.indexOf(line, at);
        assert.ok(found !== -1, `${route.page.permalink}: heading "${line}" missing or out of order in\n${markdown}`);
        at = found + 1;
      }
      // Every code block as a fence with its language.
      for (const block of codeBlocks(body)) {
        const fence = block.language && block.language !== 'text' ? `\`\`\`${block.language}` : '```';
        const start = lines.findIndex((line) => line === fence || line.startsWith(`${fence} `));
        assert.ok(start !== -1, `${route.page.permalink}: no ${fence} fence`);
        assert.ok(markdown.includes(`\n${block.code}\n\`\`\``), `${route.page.permalink}: code block missing:\n${block.code}`);
      }
      // Theme chrome never reaches the Markdown.
      assert.doesNotMatch(markdown, /Direct link to|Copyright ©|On this page|Skip to main content/);
    }
  });

  it('renders components as Markdown, with absolute links and images', async () => {
    const markdown = await readFile(join(out, 'guide/components.md'), 'utf8');
    // Tabs: every panel, each under its label.
    assert.match(markdown, /\*\*npm\*\*\n\n```bash\nnpm install fixture\n```/);
    assert.match(markdown, /\*\*Yarn\*\*\n\nYarn works too:\n\n```bash\nyarn add fixture\n```/);
    // Code block title kept as fence meta.
    assert.match(markdown, /```python title="hello\.py"\nprint\("hello"\)\n```/);
    // Admonitions: blockquotes opening with their label (a custom title keeps its kind).
    assert.match(markdown, /> \*\*Warning: Careful now\*\*\n>\n> Check the \*\*version\*\* first\./);
    assert.match(markdown, /> \*\*Tip\*\*\n>\n> A plain tip\./);
    // The title's words only: neither the kind's SVG icon nor an icon the page gives reaches the label.
    assert.match(markdown, /> \*\*Note: Read this first\*\*\n>\n> A titled note\./);
    assert.match(markdown, /> \*\*Info: Heads up\*\*\n>\n> An info box with an icon of its own\./);
    assert.doesNotMatch(markdown, /🔔|<svg|<path/);
    // Details: summary, then body.
    assert.match(markdown, /\*\*More about it\*\*\n\nHidden text that agents still read\./);
    // GFM table.
    assert.match(markdown, /\| Name +\| Value \|\n\| -+ \| -+ \|\n\| alpha +\| 1 +\|/);
    assert.doesNotMatch(markdown, /data-table-end|<span/, 'the marker after a table stays out of the twin');
    // Absolute links (page and in-page anchor) and images.
    assert.match(markdown, new RegExp(`\\[introduction\\]\\(${SITE_URL}/guide/intro\\)`));
    assert.match(markdown, new RegExp(`\\[code section\\]\\(${SITE_URL}/guide/components#code-samples\\)`));
    assert.match(markdown, new RegExp(`!\\[The diagram\\]\\(${SITE_URL}/[^)]+\\.svg\\)`));
    assert.doesNotMatch(markdown, /\]\(\/[^)]*\)/, 'no root-relative link is left');
    // DocCardList cards: a link with the label, then the description (no decorative icon).
    assert.match(markdown, new RegExp(`- \\[Setup card\\]\\(${SITE_URL}/guide/setup\\): How to set it up\\.`));
  });

  it('lists the cards of a generated index page', async () => {
    const index = routes.find((route) => route.page.kind === 'generated-index');
    assert.ok(index, 'the fixture has a generated index page');
    const markdown = await readFile(join(out, markdownPath(index.page.permalink).slice(1)), 'utf8');
    for (const card of index.page.cards ?? []) assert.ok(markdown.includes(`[${card.label}](${SITE_URL}${card.href})`), `card ${card.label} missing in\n${markdown}`);
  });

  it('head of each docs page links its Markdown twin', async () => {
    const html = parseHtml(await readPage(out, '/guide/components'));
    const link = find(html, (node) => node.tagName === 'link' && node.properties.rel?.toString() === 'alternate' && node.properties.type === 'text/markdown');
    assert.equal(link?.properties.href, '/guide/components.md');
    const home = parseHtml(await readPage(out, '/'));
    assert.equal(find(home, (node) => node.tagName === 'link' && node.properties.type === 'text/markdown'), undefined);
  });

  it("llms.txt lists every listed docs page once, per sidebar, in the sidebar's order, with absolute .md URLs", async () => {
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    assert.match(llms, /^# Fixture Docs\n\n> A small site for the pxdocs tests\n/);
    const listed = readingRoutes(routes);
    assert.notDeepEqual(listed.map((route) => route.page.permalink), routes.filter((route) => route.listed && hasMarkdown(route.page)).map((route) => route.page.permalink), "the fixture's sidebar order is not its routes'");
    const unlisted = routes.filter((route) => !route.listed && hasMarkdown(route.page));
    assert.ok(unlisted.length > 0, 'the fixture has an unlisted page');
    // Expected: sections in order of first appearance, pages in the sidebar's order within each.
    const sections = new Map<string, string[]>();
    for (const route of listed) sections.set(route.page.sidebar!, [...(sections.get(route.page.sidebar!) ?? []), `${SITE_URL}${markdownPath(route.page.permalink)}`]);
    const labels: Record<string, string> = { guide: 'Guide', reference: 'Reference' };
    const actual = [...llms.matchAll(/^## (.+)$|^- \[[^\]]+\]\((\S+)\)/gm)].map((match) => match[1] ? `## ${match[1]}` : match[2]);
    const expected = [...sections].flatMap(([sidebar, urls]) => [`## ${labels[sidebar]}`, ...urls]);
    assert.deepEqual(actual, expected);
    for (const route of unlisted) assert.ok(!llms.includes(markdownPath(route.page.permalink)), `unlisted ${route.page.permalink} is listed`);
    // Each line carries the page's description.
    const components = listed.find((route) => route.page.permalink === '/guide/components')!;
    assert.ok(llms.includes(`- [Components](${SITE_URL}/guide/components.md): ${components.page.description}`));
  });

  it('llms-full.txt holds every listed page, in the same order', async () => {
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    let at = 0;
    for (const route of readingRoutes(routes)) {
      const twin = await readFile(join(out, markdownPath(route.page.permalink).slice(1)), 'utf8');
      const body = twin.split('\n').slice(1).join('\n').trim();
      const found = full.indexOf(body, at);
      assert.ok(found !== -1, `${route.page.permalink} missing or out of order in llms-full.txt`);
      assert.ok(full.lastIndexOf(`# ${route.page.title}\n\nSource: ${SITE_URL}${route.page.permalink}\n`, found) >= at);
      at = found + body.length;
    }
    // Its gzip, made from a piece per page, is the same text; its brotli, made whole (it is small here), too.
    assert.equal(gunzipSync(await readFile(join(out, 'llms-full.txt.gz'))).toString('utf8'), full);
    assert.equal(brotliDecompressSync(await readFile(join(out, 'llms-full.txt.br'))).toString('utf8'), full);
  });

  describe('served', () => {
    let server: Server;
    let base: string;
    before(async () => {
      server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false });
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    after(() => closeServer(server));

    it('serve answers .md as text/markdown and llms.txt as text/plain', async () => {
      const md = await fetch(`${base}/guide/components.md`);
      assert.equal(md.status, 200);
      assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
      assert.match(await md.text(), /^# Components\n/);
      for (const path of ['/llms.txt', '/llms-full.txt']) {
        const response = await fetch(`${base}${path}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
      }
      assert.equal((await fetch(`${base}/no-such-page.md`)).status, 404);
    });
  });

  it('pxdocs dev makes the same files on request', async () => {
    const session = new DevSession(dir, quiet());
    await session.start();
    for (const path of ['guide/components.md', 'guide/intro.md', 'llms.txt', 'llms-full.txt']) assert.ok(session.has(path), `dev has ${path}`);
    for (const path of ['guide/components.md', 'guide/intro.md']) {
      assert.equal(String(await session.read(path)), await readFile(join(out, path), 'utf8'), `${path} is the same in dev and build`);
    }
    // Dev also shows drafts, so its lists hold every line the build's do, and more. (While the pages first
    // build, llms-full.txt holds those built so far: the comparison is with every page built.)
    await session.warmedUp();
    for (const path of ['llms.txt', 'llms-full.txt']) {
      const live = String(await session.read(path));
      for (const line of (await readFile(join(out, path), 'utf8')).split('\n')) assert.ok(live.includes(line), `dev ${path} lacks: ${line}`);
    }
    assert.equal(session.has('guide/no-such-page.md'), false);
    assert.equal(session.has('index.md'), false);
  });
});

describe('A twin whose page has no description of its own', () => {
  after(removeTempDirs);

  it('does not quote its first paragraph above it again (the description made from it); a description of its own is quoted', async () => {
    const dir = await makeFixture('twin-description', {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/plain.md': '---\ntitle: Plain\n---\n\nThe opening words of the page.\n\n## Part\n\nMore.\n',
      'content/docs/own.md': page({ title: 'Own', description: 'Words of its own.' }, 'The opening words.\n'),
    });
    await build({ cwd: dir, cache: false, reporter: quiet() });
    const out = join(dir, 'out');
    assert.equal(await readFile(join(out, 'docs', 'plain.md'), 'utf8'), '# Plain\n\nThe opening words of the page.\n\n## Part\n\nMore.\n');
    assert.match(await readFile(join(out, 'docs', 'own.md'), 'utf8'), /^# Own\n\n> Words of its own\.\n\nThe opening words\.\n/);
  });
});

describe("llms.txt and llms-full.txt in the sidebar's order", () => {
  after(removeTempDirs);

  it("list a sidebar's pages as the sidebar does, not in file order, in build and in dev", async () => {
    const dir = await makeFixture('reading-order', {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/alpha.md': page({ title: 'Alpha advanced', sidebar_position: 3 }),
      'content/docs/middle.md': page({ title: 'Middle install', sidebar_position: 2 }),
      'content/docs/zebra.md': page({ title: 'Zebra getting started', sidebar_position: 1 }),
    });
    await build({ cwd: dir, cache: false, reporter: quiet() });
    const out = join(dir, 'out');
    const order = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);
    const expected = ['Zebra getting started', 'Middle install', 'Alpha advanced'];
    assert.deepEqual(order(await readFile(join(out, 'llms.txt'), 'utf8'), /^- \[([^\]]+)\]/gm), expected);
    assert.deepEqual(order(await readFile(join(out, 'llms-full.txt'), 'utf8'), /^# (.+)\n\nSource:/gm), expected);
    const session = new DevSession(dir, quiet());
    await session.start();
    try {
      await session.warmedUp();
      assert.deepEqual(order(String(await session.read('llms.txt')), /^- \[([^\]]+)\]/gm), expected);
      assert.deepEqual(order(String(await session.read('llms-full.txt')), /^# (.+)\n\nSource:/gm), expected);
    } finally {
      session.close();
    }
  });
});

describe('Pages whose files have spaces and accents, on a site without a tagline', () => {
  after(removeTempDirs);

  it('are named by percent-encoded URLs in llms.txt, llms-full.txt, the canonical link, og:url and the sitemap, and no empty summary quote is written', async () => {
    const dir = await makeFixture('spaced', {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/index.md': page({ title: 'Start' }),
      'content/docs/Two Words/a page.md': page({ title: 'Spaced', description: 'A page with spaces' }),
      'content/docs/ünï/página.md': page({ title: 'Accents' }),
    });
    await build({ cwd: dir, cache: false, reporter: quiet() });
    const out = join(dir, 'out');
    const spaced = `${SITE_URL}/docs/Two%20Words/a%20page`;
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    assert.match(llms, /^# Fixture Docs\n\nEvery page/, 'no "> " line without a tagline');
    // The home page's title is the site's alone, not "Fixture Docs | ".
    const home = await readFile(join(out, 'index.html'), 'utf8');
    assert.ok(home.includes('<title>Fixture Docs</title>') && home.includes('<meta property="og:title" content="Fixture Docs"/>'), home.slice(0, 600));
    assert.ok(llms.includes(`- [Spaced](${spaced}.md): A page with spaces`), llms);
    assert.ok(llms.includes(`(${SITE_URL}/docs/%C3%BCn%C3%AF/p%C3%A1gina.md)`), llms);
    // Each link destination is one URL, as a Markdown reader takes it (a space would end it).
    const destinations = [...llms.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]);
    assert.equal(destinations.length, 4);
    for (const url of destinations) assert.equal(new URL(url).href, url);
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    assert.match(full, /^# Fixture Docs\n\n# /);
    assert.ok(full.includes(`\nSource: ${spaced}\n`), full);
    const html = await readPage(out, '/docs/Two Words/a page');
    assert.ok(html.includes(`<link rel="canonical" href="${spaced}"/>`), 'canonical link');
    assert.ok(html.includes(`<meta property="og:url" content="${spaced}"/>`), 'og:url');
    assert.ok(html.includes(`Read%20${encodeURIComponent(spaced)}.md%20so`) || html.includes(encodeURIComponent(`Read ${spaced}.md so`)), 'the assistants\' prompt names the encoded URL');
    assert.ok((await readFile(join(out, 'sitemap.xml'), 'utf8')).includes(`<loc>${spaced}</loc>`));
  });
});
