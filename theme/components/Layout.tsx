// The whole document around a page body: head (title, description, canonical,
// Open Graph, the inline colour-mode script, styles, island scripts) and the
// regions every page shares. The body HTML arrives already rendered.
import { createElement, type ReactNode } from 'react';
import { usePage } from './context.js';
import { saidOtherwise, useWords } from './words.js';
import { PAGE_WORDS, SEARCH_WORDS } from '../shared/pxdocs-messages.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { NAVBAR_END_ID, Navbar } from './Navbar.js';
import { Footer } from './Footer.js';
import { hasMarkdown, markdownPath } from '../shared/markdown-path.js';
import { siteUrl } from '../shared/site-url.js';
import type { ElementTag, HeadTag, SearchBoot } from './types.js';
import { styleObject } from '../shared/style-object.js';
import type { HeadElement } from './context.js';
import { DOCS_TAG_META, docsTag, SEARCH_TAGS_ATTRIBUTE } from '../shared/search-shape.js';
import { searchMetadata, searchVersion } from './search-metadata.js';
import { AnalyticsBody, AnalyticsHead } from './Analytics.js';
import { htmlClasses } from '../shared/docusaurus-classes.js';
import { socialImageUrl } from './social-image.js';
import { scriptJson, structuredData } from './structured-data.js';
import { PATTERNS_ID, PATTERNS_SCRIPT } from '../shared/route-patterns.js';

/** HTML attribute names React spells otherwise (`crossorigin` → `crossOrigin`); a false attribute is left out. */
const REACT_NAMES: Record<string, string> = { 'http-equiv': 'httpEquiv', charset: 'charSet', crossorigin: 'crossOrigin', referrerpolicy: 'referrerPolicy', nomodule: 'noModule', fetchpriority: 'fetchPriority', class: 'className', for: 'htmlFor' };

/**
 * A config tag's attributes as React props. A `style` is written as text in the config (as the
 * HTML attribute it is in Docusaurus, OpenDataDSL's stylesheets entry): React takes an object.
 */
function reactAttributes(tag: HeadTag): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tag)) if (value !== false) out[REACT_NAMES[name.toLowerCase()] ?? name] = value;
  if (typeof out.style === 'string') out.style = styleObject(out.style);
  return out;
}

/** The config's own tags (`headTags`, `preBodyTags`, `postBodyTags`) as elements, their inner HTML as written. */
function elementTags(tags: ElementTag[] | undefined, key: string): ReactNode[] | null {
  if (!tags?.length) return null;
  return tags.map((tag, index) => {
    const props: Record<string, unknown> = { key: `${key}-${index}`, ...reactAttributes(tag.attributes) };
    if (tag.innerHTML !== undefined) props.dangerouslySetInnerHTML = { __html: tag.innerHTML };
    return createElement(tag.tagName, props);
  });
}

/** Pages of the pages folder and the blog: they link the stylesheet of pages outside the docs (Infima's classes, the blog's). */
export function outsideDocs(kind: string): boolean {
  return kind === 'react-page' || kind === 'markdown-page' || kind.startsWith('blog-');
}

/** Where the site's Root frame goes (SiteData.root: its markup before and after the body; render.ts puts it in). */
export const ROOT_BEFORE = 'pxdocs-root-before';
/** Where the site footer rendered ahead of the layout goes (a wrapped Footer: render.ts `footerHtml`). */
export const FOOTER_SLOT = 'pxdocs-site-footer';
export const ROOT_AFTER = 'pxdocs-root-after';
/** Where the site's Layout wrapper's own markup goes, before and after the page's regions (render.ts, compiler/site-layout-wrapper.ts). */
export const LAYOUT_BEFORE = 'pxdocs-layout-before';
export const LAYOUT_AFTER = 'pxdocs-layout-after';
/** Where a bare React page's HTML goes (PageData.bare: render.ts puts it in), with no element of the layout around it. */
export const BARE_PAGE = 'pxdocs-bare-page';
/** The body's class on such a page: the link check reads its whole body as the page's (compiler/html.ts). */
export const BARE_BODY_CLASS = 'page-bare';

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

export interface LayoutProps {
  /** The page region, already rendered (so its islands are known before the head is). */
  children: ReactNode;
  islands: string[];
  headScript: string;
}

/**
 * The tags a page's `<Head>` gave (context.tsx `HeadElement`), by what they
 * replace: `title`, `meta(key, …)` for a meta of the theme's (none when the page
 * gave one of that name or property), `canonical`, and `rest`: the page's metas
 * and other tags, added after the theme's tags, a meta that replaced the theme's
 * among them (react-helmet drops the first of a name and keeps the last where it stands). The site's Root's tags (`root`) come
 * first, and give way to the theme's, as Docusaurus's Root sits above the theme's
 * `<Head>`: its title never shows, its meta only where the theme has none of that name.
 */
function headOverrides(elements: HeadElement[] = [], root: HeadElement[] = [], siteMetadata: HeadTag[] = []) {
  const metas = new Map<string, HeadElement>();
  let title: string | undefined;
  let canonical: HeadElement | undefined;
  const others: HeadElement[] = [];
  /** Root's metas by key, used where the theme gives no value and the page no tag. */
  const rootMetas = new Map<string, HeadElement>();
  /** Classes for <html> and <body> (`<html className="…" />` in a `<Head>`). */
  const classes = { html: [] as string[], body: [] as string[] };
  /** The page's own `<html lang dir>`, the last of each winning (react-helmet's attributes). */
  const htmlAttributes: { lang?: string; dir?: string } = {};
  const keyOf = (props: Record<string, unknown>) => (typeof props.name === 'string' ? `name:${props.name}` : typeof props.property === 'string' ? `property:${props.property}` : undefined);
  // The last of a kind wins, as in react-helmet.
  for (const element of root) {
    const key = element.type === 'meta' ? keyOf(element.props) : undefined;
    if (element.type === 'html' || element.type === 'body') {
      if (typeof element.props.className === 'string' && element.props.className.trim()) classes[element.type].push(element.props.className.trim());
    } else if (key) rootMetas.set(key, element);
    else if (element.type !== 'title' && !(element.type === 'link' && element.props.rel === 'canonical')) others.push(element);
  }
  // The page's own <html className> replaces the theme's classes (helmet keeps the last className), as in Docusaurus.
  let ownHtmlClass: string | undefined;
  for (const element of elements) {
    const key = element.type === 'meta' ? keyOf(element.props) : undefined;
    if (element.type === 'html' || element.type === 'body') {
      if (typeof element.props.className === 'string' && element.props.className.trim()) {
        if (element.type === 'html') ownHtmlClass = element.props.className.trim();
        else classes.body.push(element.props.className.trim());
      }
      if (element.type === 'html' && typeof element.props.lang === 'string' && element.props.lang) htmlAttributes.lang = element.props.lang;
      if (element.type === 'html' && typeof element.props.dir === 'string' && element.props.dir) htmlAttributes.dir = element.props.dir;
    } else if (element.type === 'title') title = element.text ?? '';
    else if (key) metas.set(key, element);
    else if (element.type === 'link' && element.props.rel === 'canonical') canonical = element;
    else others.push(element);
  }
  const used = new Set<string>();
  /** The keys the theme wrote a page's own value for (its description, keywords, image…): the site's metadata gives way to them. */
  const written = new Set<string>();
  // themeConfig.metadata sits in Docusaurus's layout, below its site-wide metas and above a page's: it replaces
  // the first (twitter:card), gives way to the second (keywords), and to the page's own <Head>.
  const siteMetas = new Map<string, HeadTag>();
  const siteOthers: HeadTag[] = [];
  for (const tag of siteMetadata) {
    const key = keyOf(tag);
    if (key) siteMetas.set(key, tag);
    else siteOthers.push(tag);
  }
  const render = (element: HeadElement, key: string) => createElement(element.type, {
    key,
    ...element.props,
    // `<link crossOrigin />` (Google Fonts' preconnect): Docusaurus's Head writes crossorigin="true", where
    // React leaves a true it takes for no boolean attribute out, and the font's CORS fetch then could not
    // use the connection made ahead.
    ...(element.props.crossOrigin === true ? { crossOrigin: 'true' } : {}),
    // A script's or style's text as written (React would escape it); `</` cannot end the element early.
    ...(element.text !== undefined && element.type !== 'title' ? { dangerouslySetInnerHTML: { __html: element.text.replace(/<\//g, '<\\/') } } : {}),
  });
  return {
    title,
    /** The page's own <html> className, which replaces the theme's (undefined: none). */
    ownHtmlClass,
    htmlAttributes,
    htmlClass: classes.html.join(' '),
    bodyClass: classes.body.join(' '),
    canonical: canonical && render(canonical, 'page-canonical'),
    /**
     * The theme's meta `attribute`=`value` with `content`; none when the page has its own of that name (see `rest`) or neither has one.
     * `siteWide`: the content is the site's default (not the page's own), which the site's metadata replaces.
     */
    meta(attribute: 'name' | 'property', value: string, content: string | undefined, extra?: Record<string, unknown>, siteWide = false): ReactNode {
      const key = `${attribute}:${value}`;
      // The page's own stands among its other tags (rest), where react-helmet puts the last of a name.
      if (metas.has(key)) return null;
      const site = siteMetas.get(key);
      if (site && (siteWide || content === undefined)) {
        used.add(key);
        return createElement('meta', { key: `site-${key}`, ...reactAttributes(site) });
      }
      if (content !== undefined) written.add(key);
      if (content === undefined && rootMetas.has(key)) {
        used.add(key);
        return render(rootMetas.get(key)!, `root-${key}`);
      }
      return content === undefined ? null : createElement('meta', { key, [attribute]: value, content, ...extra });
    },
    /**
     * Whether the page's own `<Head>` has a meta of that name (it then replaces the theme's, at the page's place
     * among `rest`); `attributes`, the theme's own attributes the page's meta then carries instead (search's).
     */
    has(name: string, attributes?: Record<string, unknown>): boolean {
      const own = metas.get(`name:${name}`);
      if (own && attributes) metas.set(`name:${name}`, { ...own, props: { ...own.props, ...attributes } });
      return own !== undefined;
    },
    /** The site's metadata (themeConfig.metadata) the page and the theme's page values did not replace (call after every `meta`). */
    siteMetadata: (): ReactNode[] => [...[...siteMetas].filter(([key]) => !used.has(key) && !written.has(key) && !metas.has(key)).map(([, tag]) => tag), ...siteOthers].map((tag, index) => <meta key={`site-meta-${index}`} {...reactAttributes(tag)} />),
    /** The page's own tags, its metas that replaced the theme's among them (call after every `meta`). */
    rest: (): ReactNode[] => [...[...rootMetas].filter(([key]) => !used.has(key) && !metas.has(key)).map(([, element]) => element), ...[...metas].filter(([key]) => !used.has(key)).map(([, element]) => element), ...others].map((element, index) => render(element, `page-head-${index}`)),
  };
}

export function Layout({ children, islands, headScript }: LayoutProps) {
  const { site, page, renderBlocking, head: pageHead, footerHtml, infima, wrappers } = usePage();
  const own = headOverrides(pageHead, site.root?.head, site.head?.metadata);
  const words = useWords();
  // The core island's words the page does not say in English (lib/page-words.ts reads them).
  const pageWords = saidOtherwise(PAGE_WORDS, words);
  const ownTitle = page.headTitle ?? page.title;
  // A home page's head names the tagline; an untitled React page's, the site alone (as Docusaurus's).
  // Without a tagline, the home page's title is the site's alone (not "Site | ").
  // A page titled as the site (a post named after it, a blog at the root) is the site's title alone, as Docusaurus's title formatter says it.
  const fullTitle = page.kind === 'home' ? (site.tagline ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : site.title) : ownTitle && ownTitle.trim() !== site.title ? `${ownTitle.trim()} ${site.titleDelimiter} ${site.title}` : site.title;
  // Under a base URL the home page's URL ends with a slash, as in Docusaurus (url + baseUrl) and the sitemap:
  // https://me.github.io/project (no slash) is another address, which GitHub Pages redirects. At the root of
  // the origin, https://example.com names the same address as with the slash, and is kept.
  const address = siteUrl(site.url, page.permalink);
  const canonical = page.permalink === '/' && /^[a-z][a-z0-9+.-]*:\/\/[^/]+$/i.test(site.url) ? site.url : address;
  const scripts = islands.map((name) => site.assets.islands[name]).filter(Boolean);
  const preloads = [...new Set(scripts.flatMap((script) => script.preload))];
  const image = page.image ?? site.image;
  // The boxes search the first docs instance's version of the page; a further instance's page is outside it (search/records.ts `searchTag`).
  const searched = searchVersion(page, site);
  const searchTags = { [SEARCH_TAGS_ATTRIBUTE]: docsTag(searched.name), 'data-follows-version': site.versions && !searched.own ? '' : undefined };
  // The page's kind as Docusaurus names it on <html> (`plugin-docs docs-doc-page docs-doc-id-intro`), for the
  // site's CSS; client navigation swaps them (theme/islands/lib/navigation.ts).
  // A bare page has none, as Docusaurus's plugin class comes from the Layout's providers.
  const kindClasses = page.bare ? '' : htmlClasses(page);
  const described = structuredData(page, site);
  return (
    <html lang={own.htmlAttributes.lang ?? site.lang} dir={own.htmlAttributes.dir ?? site.dir ?? 'ltr'} data-theme={site.colorMode.defaultMode} data-base-url={site.base} data-trailing-slash={site.trailingSlash ? '' : undefined} data-storage-type={site.storage?.type} data-storage-namespace={site.storage?.namespace} className={[own.ownHtmlClass ?? kindClasses, own.htmlClass].filter(Boolean).join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{own.title ?? fullTitle}</title>
        {own.meta('name', 'description', page.description || undefined)}
        {own.meta('name', 'keywords', page.keywords?.length ? page.keywords.join(',') : undefined)}
        {/* An unlisted doc or post says noindex, nofollow, as Docusaurus's UnlistedMetadata; so does a doc of a
            version with noIndex, as its DocVersionRoot (the 404 page's noIndex too: one meaning of the flag). */}
        {own.meta('name', 'robots', site.noIndex || page.unlisted || page.noIndex ? 'noindex, nofollow' : undefined)}
        <meta name="generator" content="pxdocs" />
        {own.canonical ?? <link rel="canonical" href={canonical} />}
        {/* The same page in each language, and the default one for readers of any other (as Docusaurus links them). */}
        {/* A site in one language links its one too, as Docusaurus does whatever the number of locales. */}
        {page.kind === 'not-found' ? null : site.i18n ? [
          ...site.i18n.locales.map((locale) => <link key={`alternate-${locale.name}`} rel="alternate" href={`${locale.url}${page.permalink}`} hrefLang={locale.htmlLang} />),
          <link key="alternate-default" rel="alternate" href={`${site.i18n.locales[0].url}${page.permalink}`} hrefLang="x-default" />,
        ] : [
          <link key="alternate-lang" rel="alternate" href={address} hrefLang={site.lang} />,
          <link key="alternate-default" rel="alternate" href={address} hrefLang="x-default" />,
        ]}
        {hasMarkdown(page) ? <link rel="alternate" type="text/markdown" href={markdownPath(page.permalink)} /> : null}
        {own.meta('property', 'og:type', page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website', undefined, true)}
        {own.meta('property', 'article:published_time', page.blog?.post?.date)}
        {/* A post's authors' pages and its tags, as Docusaurus's BlogPostPage metadata gives them (comma-joined). */}
        {page.kind === 'blog-post' ? own.meta('property', 'article:author', page.blog?.post?.authors.flatMap((author) => (author.url ? [author.url] : [])).join(',') || undefined) : null}
        {page.kind === 'blog-post' ? own.meta('property', 'article:tag', page.blog?.post?.tags.map((tag) => tag.label).join(',') || undefined) : null}
        {/* Every blog's feeds, on every page (as Docusaurus's blog plugin puts them in every page's head). */}
        {site.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={FEED_TYPES[feed.type]} href={feed.href} title={feed.title} />)}
        {own.meta('property', 'og:site_name', site.title, undefined, true)}
        {own.meta('property', 'og:title', fullTitle)}
        {own.meta('property', 'og:description', page.description || undefined)}
        {own.meta('property', 'og:url', canonical, undefined, true)}
        {/* The page's language as Open Graph writes it (`pt_BR`), and the site's other languages, as Docusaurus's AlternateLangHeaders. */}
        {own.meta('property', 'og:locale', site.lang.replace('-', '_'), undefined, true)}
        {site.i18n?.locales.filter((locale) => locale.htmlLang !== site.lang).map((locale) => <meta key={`og-locale-${locale.name}`} property="og:locale:alternate" content={locale.htmlLang.replace('-', '_')} />)}
        {own.meta('property', 'og:image', socialImageUrl(image, site.url), undefined, !page.image)}
        {/* With an image, the large card and its image, as Docusaurus writes them; without one, the plain card. */}
        {own.meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary', undefined, true)}
        {own.meta('name', 'twitter:image', image ? socialImageUrl(image, site.url) : undefined, undefined, !page.image)}
        {/* Docusaurus's search metas (search-metadata.ts), the locale as its currentLocale (compiler/i18n.ts `localeName`, which
            the search records carry). The search islands filter by the language and by the docs tag meta's tag plus its
            `data-search-tags`: outside the first docs instance's pages, whose tag is `default` or a list's, the version they
            search (the page's on a docs tags page; else the last, or the reader's picked one, theme/islands/lib/preferred-version.ts). */}
        {/* A meta of these names in the page's own <Head> replaces the theme's, at its place among the page's tags (own.rest), as react-helmet keeps the last. */}
        {/* The page's own docs tag meta carries the version search keeps, whatever its tag: Docusaurus's search keeps the docs' versions, not reading the metas. */}
        {searchMetadata(page, site.locale ?? site.i18n?.current ?? site.lang).filter(({ name }) => !own.has(name, name === DOCS_TAG_META ? searchTags : undefined)).map(({ name, content }) => (name === DOCS_TAG_META && content !== docsTag(searched.name)
          ? <meta key={name} name={name} content={content} {...searchTags} />
          : <meta key={name} name={name} content={content} />))}
        {/* The search backend for the search islands: public values only. */}
        {site.search ? <meta name="pxdocs:search" content={JSON.stringify(searchBoot(site.search, words))} /> : null}
        {/* The core island's words, where the page does not say them in English (lib/page-words.ts). */}
        {pageWords ? <meta name="pxdocs:words" content={JSON.stringify(pageWords)} /> : null}
        {own.siteMetadata()}
        {/* What search engines read of the page: its trail, or the post and its blog (structured-data.ts). */}
        {described ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(described) }} /> : null}
        {/* The page's own head tags (`<Head>`). */}
        {own.rest()}
        {site.favicon ? <link rel="icon" href={site.favicon} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {site.openSearch ? <link rel="search" type="application/opensearchdescription+xml" title={site.title} href="/opensearch.xml" /> : null}
        {/* Applies the stored colour mode and announcement dismissal before first paint: no flash. Before every
            stylesheet, as an inline script after one waits for it to load. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* The plugins' and the config's tags, then the config's stylesheets and scripts, before the theme's
            stylesheets, as Docusaurus writes them (its preset's plugins first, the site's, then its bootstrap
            plugin's: core/lib/server/htmlTags.js): the theme's CSS and customCss win over a stylesheet they add. */}
        <AnalyticsHead analytics={site.analytics} />
        {elementTags(site.head?.tags, 'site-tag')}
        {site.head?.stylesheets.map((tag, index) => <link key={`site-css-${index}`} rel="stylesheet" {...reactAttributes(tag)} />)}
        {site.head?.scripts.map((tag, index) => <script key={`site-js-${index}`} {...reactAttributes(tag)} />)}
        {/* Stylesheets not on every page are marked: client navigation drops them on leaving (navigation.ts). */}
        {[...(outsideDocs(page.kind) || infima ? site.assets.pagesCss ?? site.assets.css : site.assets.css), ...(page.stylesheets ?? [])].map((href) => <link key={href} rel="stylesheet" href={href} data-page-style={site.assets.css.includes(href) ? undefined : ''} />)}
        {/* The CSS the site's swizzled Root imports (compiler/site-root.ts). */}
        {site.root?.stylesheet ? <link rel="stylesheet" href={site.root.stylesheet} /> : null}
        {site.wrappersStylesheet ? <link rel="stylesheet" href={site.wrappersStylesheet} /> : null}
        {/* No first paint before the whole navbar has arrived: a half-parsed right-hand group would grow leftwards (CLS).
            Chromium unblocks at the target's start tag, not its end, so the target is the mobile menu, which the
            navbar renders after its visible bar (issue 16: a loaded machine painted the bar half-built). */}
        {page.bare ? null : <link rel="expect" href={`#${NAVBAR_END_ID}`} blocking="render" />}
        {/* Parts of the page body that ask for the same (rendered before the head, so known here). */}
        {[...renderBlocking].map((id) => <link key={id} rel="expect" href={`#${id}`} blocking="render" />)}
        {preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {scripts.map((script) => <script key={script.src} type="module" src={script.src} />)}
        {/* The site's client modules, after the theme's islands (as Docusaurus loads them after its own). */}
        {site.assets.siteScript ? <script type="module" src={site.assets.siteScript} /> : null}
        {/* The 404 page: which paths the pages of routes with parameters stand for, and, on a static host, that page shown there (shared/route-patterns.ts). */}
        {site.routePatterns && (page.kind === 'not-found' || page.permalink === '/404') ? [
          <script key="route-patterns" type="application/json" id={PATTERNS_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(site.routePatterns).replace(/</g, '\\u003c') }} />,
          <script key="route-patterns-page" dangerouslySetInnerHTML={{ __html: PATTERNS_SCRIPT }} />,
        ] : null}
      </head>
      <body className={`page-${page.kind}${page.bare ? ` ${BARE_BODY_CLASS}` : ''}${page.version ? ` ${page.version.className}` : ''}${own.bodyClass ? ` ${own.bodyClass}` : ''}`} data-image-zoom={site.imageZoom ? JSON.stringify(site.imageZoom) : undefined}>
        {/* Tag Manager's frame first, as Docusaurus's preset plugin's preBodyTags come before the site's plugins'. */}
        <AnalyticsBody analytics={site.analytics} />
        {elementTags(site.bodyTags?.start, 'body-start')}
        {/* The site's Root wraps the whole page, as Docusaurus renders it around the app. */}
        {site.root ? createElement(ROOT_BEFORE) : null}
        {page.bare ? createElement(BARE_PAGE) : (
          <>
            {wrappers?.Layout ? createElement(LAYOUT_BEFORE) : null}
            <a className="skip-link" href="#main">{words('theme.common.skipToMainContent', 'Skip to main content')}</a>
            <AnnouncementBar />
            <Navbar />
            {children}
            {page.noFooter ? null : footerHtml !== undefined ? createElement(FOOTER_SLOT) : <Footer />}
            {wrappers?.Layout ? createElement(LAYOUT_AFTER) : null}
          </>
        )}
        {site.root ? createElement(ROOT_AFTER) : null}
        {elementTags(site.bodyTags?.end, 'body-end')}
      </body>
    </html>
  );
}

/** The search boot with the search islands' words the page does not say in English (none on an English page). */
function searchBoot(search: SearchBoot, words: ReturnType<typeof useWords>): SearchBoot {
  const said = saidOtherwise(SEARCH_WORDS, words);
  return said ? { ...search, words: said } : search;
}
