// A swizzled component in Docusaurus's "wrap" mode: src/theme/BlogPostItem renders
// `@theme-original/BlogPostItem` with something of the site's around it (a comments
// widget, as ThorstenSuckow/thorsten.suckow-homberg.de adds). pxdocs renders its
// own BlogPostItem; the warning said the copy "replaces" the theme's and advised
// custom CSS, true of an ejected copy but not of a wrapper, whose additions no CSS
// brings back. It now says what is lost; an ejected copy keeps its warning.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { admonitionIcon, buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a swizzled wrapper', () => {
  it('is named as a wrapper whose additions are not shown (a part pxdocs does not render wrapped); an ejected copy as a replacement', async () => {
    const dir = await makeTempDir('pxdocs-swizzle-wrapper-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/DocSidebar/index.js': "import React from 'react';\nimport DocSidebar from '@theme-original/DocSidebar';\nexport default function Wrapper(props) { return <><DocSidebar {...props} /><div>Sponsors</div></>; }\n",
      'src/theme/Navbar.js': "import React from 'react';\nexport default function Navbar() { return <nav>Mine</nav>; }\n",
      // A piece of the blog post page, wrapped alone (203-Systems/Matrix-Wiki's comments): it was not named at all.
      'src/theme/BlogPostPaginator/index.tsx': "import React from 'react';\nimport BlogPostPaginator from '@theme-original/BlogPostPaginator';\nexport default function Wrapper(props) { return <><BlogPostPaginator {...props} /><div>Comments</div></>; }\n",
      'src/theme/Root.js': "import React from 'react';\nimport Head from '@docusaurus/Head';\nexport default function Root({ children }) { return <><Head><link rel=\"stylesheet\" href=\"https://fonts.example/x.css\" /></Head>{children}</>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/DocSidebar wraps Docusaurus's DocSidebar \(@theme-original\/DocSidebar\) to add to it; pxdocs renders its own DocSidebar without the wrapper, so what the wrapper adds .* is not shown/);
    assert.doesNotMatch(output, /src\/theme\/DocSidebar replaces/);
    // (An ejected Footer is rendered: swizzle-footer-copy.test.ts. An ejected Navbar is not.)
    assert.match(output, /src\/theme\/Navbar\.js replaces Docusaurus's Navbar \(swizzled\)/);
    // A wrapper of a part pxdocs renders wrapped (compiler/site-wrappers.ts): shown, so not named (swizzle-wrapper-render.test.ts).
    assert.doesNotMatch(output, /src\/theme\/BlogPostPaginator/);
    // Root is rendered (test/compat/site-root.test.ts): not named among the components pxdocs does not use.
    assert.doesNotMatch(output, /src\/theme\/Root/);
  });

  // NishizakiHayato/plrail_wiki wraps SearchBar to choose Meilisearch or the local search; the warning
  // advised putting "what the wrapper adds (a comments widget, a banner…)" in the pages.
  it('says of a SearchBar wrapper that pxdocs draws its own search box, and what it searches', async () => {
    const dir = await makeTempDir('pxdocs-swizzle-searchbar-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/SearchBar/index.js': "import React from 'react';\nimport SearchBarOriginal from '@theme-original/SearchBar';\nexport default function SearchBar(props) { return <SearchBarOriginal {...props} />; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/SearchBar wraps Docusaurus's SearchBar; pxdocs draws its own search box in the navbar, searching the index it builds \(or Algolia, when themeConfig\.algolia is set\)/);
    assert.doesNotMatch(output, /a comments widget/);
  });
});

// Docusaurus's documented way to add an admonition keyword: the config names it
// (`admonitions.keywords`) and a swizzled src/theme/Admonition/Types maps it to a
// component built on `@theme-original/Admonition` (kintone/cli-kintone's `:::experimental`).
// pxdocs ignored the map, with a warning, and drew a plain box under the keyword's name.
describe('a swizzled Admonition/Types', () => {
  it("draws the config's own keywords with the site's components, titled as written; the built-in ones stay the theme's", async () => {
    const dir = await makeTempDir('pxdocs-admonition-types-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, markdown: { admonitions: { keywords: ['experimental', 'unmapped'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::experimental[Sandbox **support**]\n\nMay change.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::unmapped\n\nNo component.\n\n:::\n'),
      'src/theme/Admonition/Types.js': [
        "import React from 'react';",
        "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';",
        "import Experimental from './Experimental';",
        'export default { ...DefaultAdmonitionTypes, experimental: Experimental };',
        '',
      ].join('\n'),
      'src/theme/Admonition/Experimental.js': "import React from 'react';\nimport Admonition from '@theme-original/Admonition';\nexport default function Experimental(props) { return <Admonition type=\"warning\" title={<span className=\"exp\">Experimental{props.title ? <>: {props.title}</> : null}</span>}>{props.children}</Admonition>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /src\/theme\/Admonition replaces/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // The site's component draws the theme's Admonition, which gives the box its kind's icon, as Docusaurus's does;
    // the title's formatting comes with it (as Docusaurus's processAdmonitionProps gives it: a node, not a string).
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-warning[^"]*" role="note"><p class="admonition-heading">${admonitionIcon('warning')}<span class="exp">Experimental: Sandbox <strong>support<\/strong><\/span><\/p><div class="admonition-content"><p>May change\.<\/p><\/div><\/div>`));
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-tip[^>]*><p class="admonition-heading">${admonitionIcon('tip')}Tip<\/p>`));
    // A keyword the map lacks: the theme's box under its name, with info's icon, as Docusaurus falls back.
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-unmapped[^>]*><p class="admonition-heading">${admonitionIcon('info')}Unmapped<\/p>`));
  });
});

// NishizakiHayato/plrail_wiki's Types map gives the built-in `success`, `important` and `secondary`
// the theme's Tip, Info and Note boxes with headings in Chinese (Docusaurus's own say "success" in
// English whatever the locale). Docusaurus draws every keyword through the map; pxdocs drew the
// built-in keywords with its own boxes, headed "Success" and "Note", and said nothing.
describe('a swizzled Admonition/Types that redraws built-in keywords', () => {
  it("draws those keywords with the map's components, titled as written; those it maps to the theme's own stay the theme's", async () => {
    const dir = await makeTempDir('pxdocs-admonition-builtins-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::success\n\nGreen.\n\n:::\n\n:::important[Mind]\n\nYellow.\n\n:::\n\n:::note\n\nPlain.\n\n:::\n\n:::danger\n\nRed.\n\n:::\n'),
      'src/theme/Admonition/Types.js': [
        "import React from 'react';",
        "import Translate from '@docusaurus/Translate';",
        "import AdmonitionTypeNote from '@theme/Admonition/Type/Note';",
        "import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';",
        "import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';",
        "import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';",
        'export default {',
        '  note: AdmonitionTypeNote,',
        '  danger: AdmonitionTypeDanger,',
        '  success: (props) => <AdmonitionTypeTip {...props} title={props.title ?? <Translate id="theme.admonition.success">成功</Translate>} />,',
        '  important: (props) => <AdmonitionTypeInfo {...props} title={props.title ?? \'重要\'} />,',
        '};',
        '',
      ].join('\n'),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // The map's Tip box, classed by the keyword it draws, headed by the map's default title.
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-success theme-admonition theme-admonition-success admonition-tip alert alert--success" role="note"><p class="admonition-heading">${admonitionIcon('tip')}成功<\/p><div class="admonition-content"><p>Green\.<\/p><\/div><\/div>`));
    // A title written on the directive is the props' title, which the map passes on.
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-important[^"]*admonition-info alert alert--info" role="note"><p class="admonition-heading">${admonitionIcon('info')}Mind<\/p>`));
    assert.doesNotMatch(html, />Success</);
    // Keywords mapped to the theme's own component are the theme's boxes, as before.
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-note[^>]*><p class="admonition-heading">${admonitionIcon('note')}Note<\/p>`));
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-danger[^>]*><p class="admonition-heading">${admonitionIcon('danger')}Danger<\/p>`));
  });
});

// Docusaurus draws its unlisted banner with `@theme/Admonition` (type caution), so a site's Types map that
// redraws `caution` draws the banner too, as it draws the page's `:::caution`. pxdocs drew its own box there.
describe('a swizzled Admonition/Types that redraws caution', () => {
  it("draws the unlisted banner with the map's caution, classed as Docusaurus's banner; without one the banner stays the theme's", async () => {
    const dir = await makeTempDir('pxdocs-admonition-unlisted-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Listed.\n'),
      'docs/hidden.md': page({ title: 'Hidden', unlisted: true }, ':::caution\n\nCareful.\n\n:::\n'),
      'src/theme/Admonition/Types.js': [
        "import React from 'react';",
        "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';",
        'export default { ...DefaultAdmonitionTypes, caution: ({ type, title, className, children }) => <aside className={`site-caution site-${type} ${className ?? \'\'}`.trim()}><b>{title ?? \'Careful\'}</b>{children}</aside> };',
        '',
      ].join('\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'hidden.html'), 'utf8');
    assert.match(html, /<aside class="site-caution site-caution theme-unlisted-banner"><b>Unlisted page<\/b><p>This page is unlisted\./);
    assert.doesNotMatch(html, /class="admonition admonition-caution[^"]*theme-unlisted-banner/);
    // The page's own `:::caution`, by the same component.
    assert.match(html, /<aside class="site-caution site-caution"><b>Careful<\/b><p>Careful\.<\/p><\/aside>/);

    // A map that leaves caution as the theme's: the theme's box, as before.
    await writeFiles(dir, { 'src/theme/Admonition/Types.js': "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';\nexport default { ...DefaultAdmonitionTypes };\n" });
    const stock = await buildSite(dir);
    assert.equal(stock.code, 0, stock.stdout + stock.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'hidden.html'), 'utf8'), new RegExp(String.raw`<div class="admonition admonition-caution[^"]*theme-unlisted-banner" role="note"><p class="admonition-heading">${admonitionIcon('caution')}Unlisted page<\/p>`));
  });
});

// Sobeston/zig.guide swizzles the whole Admonition (index, Types, Layout, a Type per keyword) to add
// `:::cpp`, `:::go` and `:::js`. Its Layout classes the box with `ThemeClassNames.common.admonitionType(type)`,
// which read `theme-admonition-undefined`: the map's component was not given `type`, which Docusaurus's
// Admonition passes on. And the build said the site's Admonition was not used at all, when its map draws those keywords.
describe('a swizzled Admonition with its own index and Types', () => {
  it("gives the map's component the keyword as `type`, and says the map is used for the config's keywords", async () => {
    const dir = await makeTempDir('pxdocs-admonition-swizzled-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, markdown: { admonitions: { keywords: ['cpp'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::cpp\n\nNo implicit conversions.\n\n:::\n'),
      'src/theme/Admonition/index.js': "import React from 'react';\nimport AdmonitionTypes from '@theme/Admonition/Types';\nexport default function Admonition(props) { const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.info; return <Type {...props} />; }\n",
      'src/theme/Admonition/Types.js': "import Cpp from './Cpp';\nexport default { cpp: Cpp };\n",
      'src/theme/Admonition/Cpp.js': "import React from 'react';\nimport { ThemeClassNames } from '@docusaurus/theme-common';\nexport default function Cpp({ type, children }) { return <div className={`${ThemeClassNames.common.admonition} ${ThemeClassNames.common.admonitionType(type)} alert alert--info`}><details><summary>Coming from C++?</summary>{children}</details></div>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="theme-admonition theme-admonition-cpp alert alert--info"><details><summary>Coming from C\+\+\?<\/summary><p>No implicit conversions\.<\/p><\/details><\/div>/);
    // Its index draws the admonitions (a swizzled Admonition with its own component, below): nothing to warn of.
    assert.doesNotMatch(output, /src\/theme\/Admonition/);
  });
});

// Docusaurus draws every `:::keyword` box, `<Admonition>` from `@theme/Admonition` and its unlisted banner
// with `@theme/Admonition`: a site's ejected src/theme/Admonition/index.js is that component. pxdocs drew its own
// boxes and said the site's was not used, so a site that restyled or restructured its admonitions lost that.
describe('a swizzled Admonition component (an ejected index)', () => {
  it("draws the built-in keywords, the page's <Admonition> and the unlisted banner, given type, title and className", async () => {
    const dir = await makeTempDir('pxdocs-admonition-index-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::note\n\nPlain.\n\n:::\n\n:::tip[Be quick]{.extra}\n\nFast.\n\n:::\n\n:::info[Mind **the** `gap`]\n\nFormatted.\n\n:::\n'),
      'docs/imported.mdx': page({ title: 'Imported' }, "import Admonition from '@theme/Admonition';\n\n<Admonition type=\"danger\" title=\"Hot\">Do not touch.</Admonition>\n"),
      'docs/hidden.md': page({ title: 'Hidden', unlisted: true }, 'Hidden.\n'),
      // As Docusaurus 3 ejects it: its props processed, the box looked up in the Types map (the theme's, here).
      'src/theme/Admonition/index.js': [
        "import React from 'react';",
        "import { processAdmonitionProps } from '@docusaurus/theme-common';",
        "import AdmonitionTypes from '@theme/Admonition/Types';",
        'export default function Admonition(unprocessed) {',
        '  const { type, title, className, children } = processAdmonitionProps(unprocessed);',
        "  const Known = AdmonitionTypes[type] ? 'known' : 'unknown';",
        "  return <aside className={['site-box', `site-${type}`, Known, className].filter(Boolean).join(' ')}><b>{title ?? `(${type})`}</b>{children}</aside>;",
        '}',
        '',
      ].join('\n'),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(intro, /<aside class="site-box site-note known"><b>\(note\)<\/b><p>Plain\.<\/p><\/aside>/);
    assert.match(intro, /<aside class="site-box site-tip known extra"><b>Be quick<\/b><p>Fast\.<\/p><\/aside>/);
    // A title with formatting comes as Docusaurus gives it, among the children, and processAdmonitionProps makes it the title.
    assert.match(intro, /<aside class="site-box site-info known"><b>Mind <strong>the<\/strong> <code>gap<\/code><\/b><p>Formatted\.<\/p><\/aside>/);
    assert.doesNotMatch(intro, /class="admonition /);
    const imported = await readFile(join(dir, 'out', 'docs', 'imported.html'), 'utf8');
    assert.match(imported, /<aside class="site-box site-danger known"><b>Hot<\/b>Do not touch\.<\/aside>/);
    const hidden = await readFile(join(dir, 'out', 'docs', 'hidden.html'), 'utf8');
    assert.match(hidden, /<aside class="site-box site-caution known theme-unlisted-banner"><b>Unlisted page<\/b>/);
    assert.doesNotMatch(output, /src\/theme\/Admonition/);
  });
});

// DocusaurusCommunity/website adds `:::discord`, `:::security`… the way Docusaurus documents for a
// TypeScript site: its own src/theme/Admonition/Type/Discord.tsx draws `<AdmonitionLayout>` from
// `@theme/Admonition/Layout`, and its Types.tsx maps the built-in keywords with
// `@theme/Admonition/Type/Note` and siblings. pxdocs had none of these modules: the build failed
// with "Unknown import" in each of those files. The theme now has them, and a site's own Layout
// or Type file (Sobeston/zig.guide swizzles them all) still comes first, as in Docusaurus.
describe('a swizzled Admonition/Types built on the theme\'s Layout and Type components', () => {
  it("takes the site's own Layout where it has one, and the theme's Type components for its keywords", async () => {
    const dir = await makeTempDir('pxdocs-admonition-layout-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, markdown: { admonitions: { keywords: ['discord', 'mine'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::discord\n\nJoin us.\n\n:::\n\n:::mine\n\nOwn layout.\n\n:::\n'),
      'src/theme/Admonition/Types.tsx': [
        "import React from 'react';",
        "import AdmonitionTypeDiscord from './Type/Discord';",
        "import AdmonitionTypeMine from './Type/Mine';",
        'export default { discord: AdmonitionTypeDiscord, mine: AdmonitionTypeMine };',
        '',
      ].join('\n'),
      'src/theme/Admonition/Type/Discord.tsx': [
        "import React from 'react';",
        "import AdmonitionLayout from '@theme/Admonition/Layout';",
        "const defaultProps = { icon: <b>D</b>, title: 'discord' };",
        "export default function AdmonitionTypeDiscord(props) { return <AdmonitionLayout {...defaultProps} {...props} className={'alert alert--discord ' + (props.className ?? '')}>{props.children}</AdmonitionLayout>; }",
        '',
      ].join('\n'),
      'src/theme/Admonition/Type/Mine.tsx': "import React from 'react';\nimport AdmonitionLayout from '@theme/Admonition/Layout';\nexport default function Mine(props) { return <AdmonitionLayout {...props} />; }\n",
      // The site's own Layout, as zig.guide has: `@theme/Admonition/Layout` is it, not the theme's.
      'src/theme/Admonition/Layout/index.tsx': "import React from 'react';\nexport default function Layout({ type, title, children }) { return <section className={`own-layout own-${type}`}><h5>{title ?? 'untitled'}</h5>{children}</section>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Unknown import/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // The site's Layout is every `@theme/Admonition/Layout` import's, as Docusaurus resolves it.
    assert.match(html, /<section class="own-layout own-discord"><h5>discord<\/h5><p>Join us\.<\/p><\/section>/);
    assert.match(html, /<section class="own-layout own-mine"><h5>untitled<\/h5><p>Own layout\.<\/p><\/section>/);
  });

  it("uses the theme's Layout and Type components where the site has none, and its CSS's Infima alert colours", async () => {
    const dir = await makeTempDir('pxdocs-admonition-layout-theme-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, customCss: ['src/css/custom.css'], markdown: { admonitions: { keywords: ['discord', 'ninja'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::discord\n\nJoin us.\n\n:::\n\n:::ninja[Stealthy]\n\nQuiet.\n\n:::\n'),
      'src/theme/Admonition/Types.tsx': [
        "import React from 'react';",
        "import AdmonitionTypeNote from '@theme/Admonition/Type/Note';",
        "import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';",
        "import Discord from './Type/Discord';",
        'export default { note: AdmonitionTypeNote, discord: Discord, ninja: (props) => <AdmonitionTypeTip title="ninja" {...props} /> };',
        '',
      ].join('\n'),
      'src/theme/Admonition/Type/Discord.tsx': [
        "import React from 'react';",
        "import AdmonitionLayout from '@theme/Admonition/Layout';",
        "const defaultProps = { icon: <b>D</b>, title: 'discord' };",
        "export default function AdmonitionTypeDiscord(props) { return <AdmonitionLayout {...defaultProps} {...props} className={'alert alert--discord ' + (props.className ?? '')}>{props.children}</AdmonitionLayout>; }",
        '',
      ].join('\n'),
      'src/css/custom.css': '.alert--discord { --ifm-alert-border-color: #5865f2; }\n',
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="admonition admonition-discord theme-admonition theme-admonition-discord alert alert--discord" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><b>D<\/b><\/span>discord<\/p><div class="admonition-content"><p>Join us\.<\/p><\/div><\/div>/);
    // The theme's Tip for a keyword of the site's: Tip's colours, classed by the keyword, titled as written.
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-ninja theme-admonition theme-admonition-ninja admonition-tip alert alert--success" role="note"><p class="admonition-heading">${admonitionIcon('tip')}Stealthy<\/p><div class="admonition-content"><p>Quiet\.<\/p><\/div><\/div>`));
    // The box reads Infima's alert variables, so the site's `.alert--discord` rule colours it.
    const css = (await Promise.all((await readdir(join(dir, 'out', 'assets'))).filter((file) => file.endsWith('.css')).map((file) => readFile(join(dir, 'out', 'assets', file), 'utf8')))).join('\n');
    const box = /\.admonition:where\(:not\(\.token\)\)\{[^}]*\}/.exec(css)?.[0] ?? '';
    assert.match(box, /border-left:5px solid var\(--ifm-alert-border-color, ?var\(--adm\)\)/, box);
    assert.match(box, /background:var\(--ifm-alert-background-color, ?var\(--adm-bg\)\)/, box);
  });
});

// DocusaurusCommunity/website swizzles only DocItem's footer, wrapping `@theme-original/DocItem/Footer`
// to list a page's GitHub contributors under it. The warning said "src/theme/DocItem replaces
// Docusaurus's DocItem", which the site does not do, and advised restyling with CSS, when what is
// lost is what the wrapper adds. Each swizzled part is now named, wrapper or replacement.
describe('a swizzled part of a component (src/theme/DocItem/Footer)', () => {
  it('is named as that part, a rendered wrapper not at all, and its own helper files are not', async () => {
    const dir = await makeTempDir('pxdocs-swizzle-part-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/DocItem/Footer/index.tsx': "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nimport Contributors from './GitHubContributors';\nexport default function FooterWrapper(props) { return <><Footer {...props} /><Contributors /></>; }\n",
      'src/theme/DocItem/Footer/GitHubContributors.tsx': "import React from 'react';\nexport default function Contributors() { return <ul />; }\n",
      'src/theme/DocItem/Footer/contributors.module.scss': '.x { color: red; }\n',
      'src/theme/BlogPostItem/Header/Author.js': "import React from 'react';\nexport default function Author() { return <span>me</span>; }\n",
      'src/theme/BlogPostItem/styles.module.css': '.y { color: blue; }\n',
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    // The doc footer's wrapper is rendered (compiler/site-wrappers.ts): not named.
    assert.doesNotMatch(output, /src\/theme\/DocItem\/Footer/);
    assert.match(output, /src\/theme\/BlogPostItem\/Header\/Author\.js replaces Docusaurus's BlogPostItem\/Header\/Author \(swizzled\); pxdocs renders its own BlogPostItem and does not use it/);
    assert.doesNotMatch(output, /src\/theme\/DocItem replaces|src\/theme\/BlogPostItem replaces|GitHubContributors|styles\.module\.css/);
  });
});

// baento/tsflow adds a navbar item type, `custom-github` (its GitHub stars), through a swizzled
// src/theme/NavbarItem/ComponentTypes. Init said only 'navbar items of type "custom-github" are
// not supported', and the build nothing of the ComponentTypes file pxdocs did not use. The item is
// now carried and drawn by the site's component (test/compat/navbar-custom-items.test.ts).
describe('a custom navbar item type', () => {
  it('is carried by init and drawn by the component the site\'s ComponentTypes maps it to', async () => {
    const dir = await makeTempDir('pxdocs-custom-navbar-type-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]], themeConfig: { navbar: { items: [{ type: 'custom-github', position: 'right' }] } } };\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Github from '../../components/Github';\nexport default { ...ComponentTypes, 'custom-github': Github };\n",
      'src/components/Github.js': "import React from 'react';\nexport default function Github() { return <a href=\"https://github.com/x\">Stars</a>; }\n",
    });
    const init = await runInit(dir);
    const initOutput = init.stdout + init.stderr;
    assert.equal(init.code, 0, initOutput);
    assert.doesNotMatch(initOutput, /custom-github/);
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /NavbarItem\/ComponentTypes/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /navbar__items--right"><a href="https:\/\/github\.com\/x">Stars<\/a>/);
  });
});
