// A site's own copy of DocCard (ejected: OpenC3/cosmos's draws its links' icon from `customProps`,
// Gryt-chat/gryt-docs's its own icons): Docusaurus draws every card of a category's generated index and
// of `<DocCardList />` with it. pxdocs drew its own cards and warned the copy was "not used". Each card
// is now drawn by the copy, given the card as Docusaurus's `item`, with the hooks it calls
// (`findFirstSidebarItemLink`, `useDocById`, `usePluralForm`, `translate`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Cards', url: 'https://cards.example', tagline: 'Cards',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Cards' }, chat: { embeddings: 'off' },
};\n`;

// Docusaurus 3's DocCard as OpenC3/cosmos ejected it, shortened.
const COPY = `import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useDocById, findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function useCategoryItemsPlural() {
  const { selectMessage } = usePluralForm();
  return (count) => selectMessage(count, translate({ message: '1 item|{count} items', id: 'theme.docs.DocCard.categoryDescription.plurals' }, { count }));
}
function CardLayout({ href, icon, title, description }) {
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer)}>
      <Heading as="h2" className={clsx('text--truncate', styles.cardTitle)} title={title}>{icon} {title}</Heading>
      {description && <p className={clsx('text--truncate', styles.cardDescription)} title={description}>{description}</p>}
    </Link>
  );
}
function CardCategory({ item }) {
  const href = findFirstSidebarItemLink(item);
  const plural = useCategoryItemsPlural();
  if (!href) return null;
  return <CardLayout href={href} icon="🗃️" title={item.label} description={item.description ?? plural(item.items.length)} />;
}
function CardLink({ item }) {
  const icon = item?.customProps?.myEmoji ?? (isInternalUrl(item.href) ? '📄️' : '🔗');
  const doc = useDocById(item.docId ?? undefined);
  return <CardLayout href={item.href} icon={icon} title={item.label} description={item.description ?? doc?.description} />;
}
export default function DocCard({ item }) {
  switch (item.type) {
    case 'link': return <CardLink item={item} />;
    case 'category': return <CardCategory item={item} />;
    default: throw new Error('unknown item type ' + JSON.stringify(item));
  }
}
`;

describe("a site's own copy of DocCard", () => {
  it("draws the cards of a generated index and of <DocCardList />, given Docusaurus's items", async () => {
    const dir = await makeTempDir('pxdocs-doc-card-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport DocCardList from '@theme/DocCardList';\nimport DocCard from '@theme/DocCard';\n\n<DocCardList />\n\n<DocCard item={{ type: 'link', href: 'https://elsewhere.example', label: 'Elsewhere' }} />\n",
      'docs/setup.md': '---\ntitle: Setup\ndescription: Installing it.\n---\n\nSteps.\n',
      'docs/guide/_category_.json': '{ "label": "Guide", "position": 3, "link": { "type": "generated-index" } }\n',
      'docs/guide/one.md': '---\ntitle: One\ndescription: The first step.\n---\n\nOne.\n',
      'docs/guide/two.md': '---\ntitle: Two\n---\n\nTwo.\n',
      'src/theme/DocCard/index.js': COPY,
      'src/theme/DocCard/styles.module.css': '.cardContainer { border: 1px solid; }\n.cardTitle { font-size: 1.2rem; }\n.cardDescription { font-size: 0.8rem; }\n',
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /DocCard replaces/);
    const index = await readFile(join(dir, 'out', 'docs', 'category', 'guide.html'), 'utf8');
    // The copy's markup for each doc of the category, described by the doc (useDocById) where it has a description.
    assert.match(index, /<section class="doc-card-list row"><article class="doc-card-list-item col col--6"><a href="\/docs\/guide\/one" class="card padding--lg cardContainer_\w{4}"><h2 class="text--truncate cardTitle_\w{4}" title="One">📄️ One<\/h2><p class="text--truncate cardDescription_\w{4}" title="The first step\.">The first step\.<\/p><\/a><\/article><article class="doc-card-list-item col col--6"><a href="\/docs\/guide\/two" class="card padding--lg [^"]+"><h2 [^>]*>📄️ Two<\/h2><p [^>]*>Two\.<\/p><\/a><\/article><\/section>/);
    assert.doesNotMatch(index, /class="doc-card /);
    assert.match(index, /<link rel="stylesheet" href="\/assets\/site-wrappers-[0-9a-f]{10}\.css"\/>/);
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // <DocCardList /> on the sidebar's first page: its siblings, the category counted by the copy's own words.
    assert.match(intro, /href="\/docs\/setup" class="card [^"]+"><h2 [^>]*>📄️ Setup<\/h2><p [^>]*>Installing it\.<\/p><\/a>/);
    assert.match(intro, /href="\/docs\/category\/guide" class="card [^"]+"><h2 [^>]*>🗃️ Guide<\/h2><p [^>]*>2 items<\/p><\/a>/);
    // `@theme/DocCard` in a page is the site's too, as Docusaurus puts the site's src/theme first.
    assert.match(intro, /href="https:\/\/elsewhere\.example"[^>]*><h2 [^>]*>🔗 Elsewhere<\/h2><\/a>/);
    assert.doesNotMatch(intro, /class="doc-card /);
  });

  it('that wraps pxdocs\'s card (@theme-original/DocCard) draws it inside its own', async () => {
    const dir = await makeTempDir('pxdocs-doc-card-wrap-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'docs/guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }\n',
      'docs/guide/one.md': '---\ntitle: One\n---\n\nOne.\n',
      'src/theme/DocCard/index.js': "import React from 'react';\nimport DocCard from '@theme-original/DocCard';\nexport default function Wrapper(props) { return <div className=\"own-card\"><DocCard {...props} /></div>; }\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const index = await readFile(join(dir, 'out', 'docs', 'category', 'guide.html'), 'utf8');
    assert.match(index, /<article class="doc-card-list-item col col--6"><div class="own-card"><a class="doc-card card padding--lg theme-doc-card-container" href="\/docs\/guide\/one">/);
  });

  // arrow-kt/arrow-website ejects DocCardList to lay its cards in a grid of its own (a <section> of <article>s):
  // pxdocs drew its own list, said the copy was "not used", and lacked the filterDocCardListItems it calls.
  it("of DocCardList draws <DocCardList /> and a generated index's list, with the site's DocCard", async () => {
    const dir = await makeTempDir('pxdocs-doc-card-list-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'docs/tools/index.mdx': "---\ntitle: Tools\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList className=\"first\" />\n",
      'docs/tools/hammer.md': '---\ntitle: Hammer\n---\n\nBang.\n',
      'docs/guide/_category_.json': '{ "label": "Guide", "position": 3, "link": { "type": "generated-index" } }\n',
      'docs/guide/one.md': '---\ntitle: One\ndescription: The first step.\n---\n\nOne.\n',
      'src/theme/DocCard/index.js': "import React from 'react';\nexport default function DocCard({ item }) { return <a className=\"own-card\" href={item.href}>{item.label}</a>; }\n",
      'src/theme/DocCardList/index.js': `import React from 'react';
import { useCurrentSidebarCategory, filterDocCardListItems } from '@docusaurus/theme-common';
import DocCard from '@theme/DocCard';
function ForCategory({ className }) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}
export default function DocCardList(props) {
  const { items, className } = props;
  if (!items) return <ForCategory {...props} />;
  return <section className={'own-grid ' + className}>{filterDocCardListItems(items).map((item, index) => <article key={index}><DocCard item={item} /></article>)}</section>;
}
`,
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /DocCardList replaces|filterDocCardListItems/);
    const index = await readFile(join(dir, 'out', 'docs', 'category', 'guide.html'), 'utf8');
    assert.match(index, /<section class="own-grid undefined"><article><a class="own-card" href="\/docs\/guide\/one">One<\/a><\/article><\/section>/);
    assert.doesNotMatch(index, /class="doc-card-list /);
    // <DocCardList /> on a category's own page: the copy lists the category (useCurrentSidebarCategory), with its class.
    const tools = await readFile(join(dir, 'out', 'docs', 'tools', 'index.html'), 'utf8');
    assert.match(tools, /<section class="own-grid first"><article><a class="own-card" href="\/docs\/tools\/hammer">Hammer<\/a><\/article><\/section>/);
  });
});
