// More of what Docusaurus sites write, found by building a probe site of
// Docusaurus 3 features: `<head>` and `<Head>` reaching the document head,
// `useCurrentSidebarCategory`, `displayed_sidebar`, the unlisted banner, more
// theme modules (@theme/Mermaid, ErrorBoundary, useRouteContext, isInternalUrl,
// Icon/ExternalLink), a tab's own class, an admonition's icon, and a name a
// supported module lacks (a warning at its import; an explained error if used).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, buildVariant, crumbName, must, readPage, selectAll, text } from './lib.js';

const CONFIG = `export default {
  title: 'Probe',
  url: 'https://probe.example',
  areas: ['docs', 'more'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'more', label: 'More' }] },
  footer: { copyright: 'Probe' },
};
`;

const FILES: Record<string, string> = {
  'config/site.config.ts': CONFIG,
  'content/docs/04-category/_category_.json': JSON.stringify({ label: 'A category', link: { type: 'doc', id: 'overview' } }),
  'content/docs/04-category/overview.mdx': [
    '---', 'title: Category overview', '---',
    "import DocCardList from '@theme/DocCardList';",
    "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';",
    '', 'The pages of this category:', '', '<DocCardList items={useCurrentSidebarCategory().items} />', '',
  ].join('\n'),
  'content/docs/04-category/01-first.md': '---\ntitle: First child\n---\n\nOne.\n',
  'content/docs/04-category/02-second.md': '---\ntitle: Second child\n---\n\nTwo.\n',
  'content/docs/05-head.mdx': [
    '---', 'title: Head page', 'description: Said in front matter.', '---',
    "import Head from '@docusaurus/Head';", '',
    '<head>', '  <html className="wide-page" />', '  <body className="quiet-body" />', '  <title>A title of its own</title>', '  <meta name="robots" content="noindex" />', '  <link rel="canonical" href="https://canonical.example/here" />', '</head>', '',
    '<Head>', '  <meta property="og:image" content="https://img.example/card.png" />', '  <link rel="alternate" hrefLang="de" href="https://de.probe.example/head" />',
    '  <script type="application/ld+json">{`{"name":"a</b>"}`}</script>', '</Head>', '',
    'The body of the head page.', '',
  ].join('\n'),
  'content/docs/06-modules.mdx': [
    '---', 'title: Modules', '---',
    "import Mermaid from '@theme/Mermaid';",
    "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
    "import useRouteContext from '@docusaurus/useRouteContext';",
    "import isInternalUrl from '@docusaurus/isInternalUrl';",
    "import IconExternalLink from '@theme/Icon/ExternalLink';",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Admonition from '@theme/Admonition';",
    "import IdealImage from '@theme/IdealImage';",
    "import {useThemeConfig} from '@docusaurus/theme-common';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "export const Conf = () => { const tc = useThemeConfig(); const {siteConfig} = useDocusaurusContext(); return <p data-testid=\"theme-config\">{[tc.navbar.items.map((item) => item.label).join('+'), tc.footer.copyright, tc.colorMode.defaultMode, siteConfig.themeConfig.navbar.items.length].join(' | ')}</p>; };", '',
    '<Conf />', '',
    '<Mermaid value={`graph TD; A-->B`} />', '',
    '<ErrorBoundary fallback={() => <p>fallback</p>}><p data-testid="guarded">guarded child</p></ErrorBoundary>', '',
    '<p data-testid="internal">{[isInternalUrl(\'/docs/x\'), isInternalUrl(\'https://x.example\'), isInternalUrl(\'//cdn.example/x\'), isInternalUrl(\'mailto:a@b.c\')].join(\' \')}</p>', '',
    '<p data-testid="route">{useRouteContext().plugin.name}</p>', '',
    '<a href="https://x.example">away <IconExternalLink /></a>', '',
    '<Tabs><TabItem value="a" label="A" attributes={{className: \'red\', \'data-extra\': \'kept\'}}>aa</TabItem><TabItem value="b" label="B">bb</TabItem></Tabs>', '',
    '<Admonition type="tip" icon="💡" title="With an icon">Tip text.</Admonition>', '',
    '<IdealImage img="/img/plain.png" alt="A plain one" shouldAutoDownload={() => false} />', '',
    '<IdealImage img={{ src: { src: \'/img/sized.png\', width: 40, height: 30 } }} alt="A sized one" />', '',
  ].join('\n'),
  'content/docs/07-lacking.mdx': [
    '---', 'title: Lacking', '---',
    "import {useColorMode, useNavbarMobileSidebar} from '@docusaurus/theme-common';", '',
    'This page imports a name pxdocs does not provide, and never calls it: {typeof useNavbarMobileSidebar}.', '',
  ].join('\n'),
  'content/docs/10-common.mdx': [
    '---', 'title: Common', '---',
    "import {ThemeClassNames, usePluralForm, usePrismTheme, useWindowSize} from '@docusaurus/theme-common';", '',
    'export const Common = () => {',
    '  const { selectMessage } = usePluralForm();',
    '  const theme = usePrismTheme();',
    '  return (',
    '    <div data-testid="common" className={ThemeClassNames.docs.docFooter}>',
    "      <p data-key=\"plural\">{[0, 1, 2].map((count) => selectMessage(count, 'One post|{count} posts').replace('{count}', String(count))).join(', ')}</p>",
    "      <p data-key=\"single\">{selectMessage(5, 'Only form')}</p>",
    '      <p data-key="size">{useWindowSize()}</p>',
    '      <p data-key="theme">{typeof theme.plain} {theme.styles.length}</p>',
    '      <p data-key="classes" className={ThemeClassNames.common.admonitionType(\'note\')}>{ThemeClassNames.docs.docSidebarItemLinkLevel(2)}</p>',
    '    </div>',
    '  );',
    '};', '',
    '<Common />', '',
  ].join('\n'),
  'content/docs/08-unlisted.md': '---\ntitle: Hidden away\nunlisted: true\n---\n\nOnly by its link.\n',
  'content/more/elsewhere.md': '---\ntitle: Elsewhere\ndisplayed_sidebar: docs\n---\n\nIn the more area, shown with the docs sidebar.\n',
  'content/more/index.md': '---\ntitle: More\n---\n\nThe more area.\n',
};

let probe: Awaited<ReturnType<typeof buildVariant>>;
before(async () => {
  probe = await buildVariant('docusaurus-client', FILES);
});
after(async () => {
  await probe?.cleanup();
});

describe('More Docusaurus features', () => {
  it('builds, warning once about the lacking name at its import', () => {
    assert.equal(probe.code, 0, probe.stderr + probe.stdout);
    const output = probe.stdout + probe.stderr;
    assert.match(output, /Names pxdocs does not provide/);
    assert.match(output, /content\/docs\/07-lacking\.mdx:4:\d+ imports "useNavbarMobileSidebar" from "@docusaurus\/theme-common": .* it has useColorMode, /);
  });

  it('answers theme-common\'s ThemeClassNames, usePluralForm, usePrismTheme and useWindowSize as its server render does', async () => {
    const page = await readPage(probe.out, '/docs/common');
    const value = (key: string) => text(must(page.body, `[data-testid="common"] [data-key="${key}"]`));
    assert.equal(value('plural'), '0 posts, One post, 2 posts');
    assert.equal(value('single'), 'Only form');
    assert.equal(value('size'), 'ssr');
    assert.equal(value('theme'), 'object 0');
    assert.equal(value('classes'), 'theme-doc-sidebar-item-link-level-2');
    assert.equal(attr(must(page.body, '[data-testid="common"]'), 'className'), 'theme-doc-footer');
    assert.equal(attr(must(page.body, '[data-key="classes"]'), 'className'), 'theme-admonition-note');
  });

  it('lists the category of the page with useCurrentSidebarCategory', async () => {
    const page = await readPage(probe.out, '/docs/category/overview');
    const cards = selectAll(page.body, '.doc-card-title').map((card) => text(card).replace(/^\W+/, ''));
    assert.deepEqual(cards, ['First child', 'Second child']);
  });

  it('puts <head> and <Head> tags in the document head, replacing the theme’s of the same name', async () => {
    const html = await readFile(join(probe.out, 'docs', 'head.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const page = await readPage(probe.out, '/docs/head');
    assert.equal(selectAll(page.tree, 'title').length, 1);
    assert.equal(text(must(page.tree, 'title')), 'A title of its own');
    const canonicals = selectAll(page.tree, 'link[rel="canonical"]');
    assert.deepEqual(canonicals.map((link) => attr(link, 'href')), ['https://canonical.example/here']);
    assert.deepEqual(selectAll(page.tree, 'meta[name="robots"]').map((meta) => attr(meta, 'content')), ['noindex']);
    assert.equal(attr(must(page.tree, 'meta[property="og:image"]'), 'content'), 'https://img.example/card.png');
    // The description stays the front matter's, and nothing of the head reaches the body or the excerpt.
    assert.equal(attr(must(page.tree, 'meta[name="description"]'), 'content'), 'Said in front matter.');
    assert.match(head, /<link rel="alternate" hrefLang="de" href="https:\/\/de\.probe\.example\/head"\/>/);
    assert.match(head, /<script type="application\/ld\+json">\{"name":"a<\\\/b>"\}<\/script>/);
    // <html className> replaces the theme's classes (react-helmet keeps the last className, as a Docusaurus 3.10 build
    // shows); <body className> adds to pxdocs's own page class, the body having none of Docusaurus's theme.
    assert.equal(attr(must(page.tree, 'html'), 'class'), 'wide-page');
    const bodyClass = attr(must(page.tree, 'body'), 'class') ?? '';
    assert.ok(bodyClass.split(' ').includes('quiet-body') && bodyClass.includes('page-doc'), bodyClass);
    assert.doesNotMatch(head.slice(head.indexOf('<head>')), /<html|<body/, 'nothing of them is written into the head');
    const body = text(page.body);
    assert.match(body, /The body of the head page\./);
    assert.doesNotMatch(body, /A title of its own/);
  });

  it('takes the excerpt past a <head> block', async () => {
    const variant = await buildVariant('docusaurus-client', {
      'content/docs/09-excerpt.mdx': '---\ntitle: Excerpt\n---\n\n<head>\n  <title>Not the excerpt</title>\n</head>\n\nThe first real paragraph.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const page = await readPage(variant.out, '/docs/excerpt');
      assert.equal(attr(must(page.tree, 'meta[name="description"]'), 'content'), 'The first real paragraph.');
    } finally {
      await variant.cleanup();
    }
  });

  it('renders the theme modules Docusaurus documents', async () => {
    const page = await readPage(probe.out, '/docs/modules');
    const diagram = must(page.body, '[data-mermaid]');
    assert.match(attr(diagram, 'data-mermaid-src') ?? '', /mermaid/);
    assert.equal(text(must(diagram, 'pre')), 'graph TD; A-->B');
    assert.equal(text(must(page.body, '[data-testid="guarded"]')), 'guarded child');
    assert.equal(text(must(page.body, '[data-testid="internal"]')), 'true false false false');
    assert.equal(text(must(page.body, '[data-testid="route"]')), 'docusaurus-plugin-content-docs');
    assert.equal(selectAll(page.body, 'a[href="https://x.example"] svg').length, 1);
    const tab = must(page.body, 'button[data-value="a"]');
    assert.equal(attr(tab, 'class'), 'tab tabs__item tab-active tabs__item--active red');
    assert.equal(attr(tab, 'data-extra'), 'kept');
    assert.equal(text(must(page.body, '.admonition-tip .admonition-icon')), '💡');
    assert.match(text(must(page.body, '.admonition-tip .admonition-heading')), /With an icon/);
    // useThemeConfig() and siteConfig.themeConfig: Docusaurus's keys with the site's values (a component reading them failed the build).
    assert.equal(text(must(page.body, '[data-testid="theme-config"]')), 'Docs+More | Probe | light | 2');
    // @theme/IdealImage: the image itself, lazily loaded, from a URL or the ideal-image loader's shape; its own props dropped.
    const plain = must(page.body, 'img[alt="A plain one"]');
    assert.equal(attr(plain, 'src'), '/img/plain.png');
    assert.equal(attr(plain, 'loading'), 'lazy');
    assert.equal(attr(plain, 'shouldautodownload'), undefined);
    const sized = must(page.body, 'img[alt="A sized one"]');
    assert.deepEqual([attr(sized, 'src'), attr(sized, 'width'), attr(sized, 'height')], ['/img/sized.png', '40', '30']);
  });

  it('shows the unlisted banner on an unlisted page, outside its body', async () => {
    const page = await readPage(probe.out, '/docs/unlisted');
    const banner = must(page.main, '.theme-unlisted-banner');
    assert.match(text(banner), /Unlisted page.*only users having a direct link/s);
    // Docusaurus's caution admonition: its classes and, before the title, the caution icon a `:::caution` box has.
    for (const name of ['admonition-caution', 'theme-admonition-caution', 'alert', 'alert--warning']) assert.ok((attr(banner, 'class') ?? '').split(' ').includes(name), `the banner is classed ${name}`);
    assert.equal(selectAll(banner, '.admonition-heading > .admonition-icon[aria-hidden="true"] > svg path').length, 3);
    assert.equal(text(must(banner, '.admonition-heading')), 'Unlisted page');
    assert.equal(selectAll(page.body, '.theme-unlisted-banner').length, 0);
    const twin = await readFile(join(probe.out, 'docs', 'unlisted.md'), 'utf8');
    assert.doesNotMatch(twin, /Unlisted page/);
    assert.equal(selectAll((await readPage(probe.out, '/docs/modules')).main, '.theme-unlisted-banner').length, 0);
  });

  it('shows the sidebar displayed_sidebar names, without previous and next where it does not list the page', async () => {
    const page = await readPage(probe.out, '/more/elsewhere');
    const links = selectAll(page.tree, 'nav[data-sidebar] a').map((link) => attr(link, 'href'));
    assert.ok(links.includes('/docs/client'), links.join(' '));
    assert.ok(!links.includes('/more'), links.join(' '));
    assert.equal(selectAll(page.tree, '.pagination-link').length, 0);
    // Breadcrumbs come from the displayed sidebar, which does not hold the page: the home crumb alone, as Docusaurus's.
    assert.deepEqual(selectAll(page.tree, 'nav.breadcrumbs li').map(crumbName), ['Home page (icon)']);
  });

  it('fails a page whose render calls a name pxdocs lacks, saying which names the module has', async () => {
    const variant = await buildVariant('docusaurus-client', {
      'content/docs/09-calls.mdx': "---\ntitle: Calls\n---\nimport {useNavbarMobileSidebar} from '@docusaurus/theme-common';\n\nShown: {String(useNavbarMobileSidebar().shown)}\n",
    });
    try {
      assert.equal(variant.code, 1, variant.stdout);
      const output = variant.stdout + variant.stderr;
      assert.match(output, /content\/docs\/09-calls\.mdx/);
      assert.match(output, /"@docusaurus\/theme-common" has no export "useNavbarMobileSidebar" in pxdocs; it has useColorMode/);
    } finally {
      await variant.cleanup();
    }
  });

  it('keeps number prefixes in names with docs.numberPrefixParser: false, and reads them as positions by default', async () => {
    const config = (parse: boolean) => `import { defineConfig } from 'pxdocs';\nexport default defineConfig({ title: 'Prefixes', url: 'https://prefixes.example', docs: { path: 'docs', routeBasePath: 'docs'${parse ? '' : ', numberPrefixParser: false'} }, onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, navbar: { items: [] }, footer: { copyright: 'Prefixes' } });\n`;
    // Names starting like a date or a version keep their whole name either way (Docusaurus's parser ignores them).
    const pages = { 'sidebars.js': null, 'docs/01-first.md': '# First\n\nOne.\n', 'docs/02-guides/03-deep.md': '# Deep\n\nTwo.\n', 'docs/12-2024/2024-12-05.md': '# Stream\n\nThree.\n', 'docs/1.2-notes.md': '# Notes\n\nFour.\n' };
    for (const [parse, first, deep] of [[false, 'docs/01-first.html', 'docs/02-guides/03-deep.html'], [true, 'docs/first.html', 'docs/guides/deep.html']] as const) {
      const variant = await buildVariant('sidebars-file', { 'pxdocs.config.mjs': config(parse), ...pages });
      try {
        assert.equal(variant.code, 0, variant.stderr + variant.stdout);
        for (const file of [first, deep, 'docs/12-2024/2024-12-05.html', 'docs/1.2-notes.html']) assert.ok(existsSync(join(variant.out, file)), `${file} (numberPrefixParser: ${parse})`);
      } finally {
        await variant.cleanup();
      }
    }
  });

  it('names an unknown displayed_sidebar with the sidebars there are', async () => {
    const variant = await buildVariant('docusaurus-client', { 'content/docs/09-wrong.md': '---\ntitle: Wrong\ndisplayed_sidebar: nowhere\n---\n\nText.\n' });
    try {
      assert.equal(variant.code, 1, variant.stdout);
      assert.match(variant.stdout + variant.stderr, /Unknown sidebar id\s+content\/docs\/09-wrong\.md[\s\S]*displayed_sidebar names the sidebar "nowhere", which does not exist\. The sidebars are: docs\./);
    } finally {
      await variant.cleanup();
    }
  });
});
