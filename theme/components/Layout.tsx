// The whole document around a page body: head (title, description, canonical,
// Open Graph, the inline colour-mode script, styles, island scripts) and the
// regions every page shares. The body HTML arrives already rendered.
import { createElement, type ReactNode } from 'react';
import { usePage } from './context.js';
import { useWords } from './words.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { NAVBAR_END_ID, Navbar } from './Navbar.js';
import { Footer } from './Footer.js';
import { hasMarkdown, markdownPath } from '../shared/markdown-path.js';
import { siteUrl } from '../shared/site-url.js';
import type { HeadTag } from './types.js';
import { DOCS_TAG_META, docsTag } from '../shared/search-shape.js';
import { AnalyticsBody, AnalyticsHead } from './Analytics.js';

/** HTML attribute names React spells otherwise (`crossorigin` → `crossOrigin`); a false attribute is left out. */
const REACT_NAMES: Record<string, string> = { 'http-equiv': 'httpEquiv', charset: 'charSet', crossorigin: 'crossOrigin', referrerpolicy: 'referrerPolicy', nomodule: 'noModule', fetchpriority: 'fetchPriority', class: 'className', for: 'htmlFor' };

function reactAttributes(tag: HeadTag): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(tag)) if (value !== false) out[REACT_NAMES[name.toLowerCase()] ?? name] = value;
  return out;
}

/** Pages of the pages folder and the blog: they link the stylesheet of pages outside the docs (Infima's classes, the blog's). */
export function outsideDocs(kind: string): boolean {
  return kind === 'react-page' || kind === 'markdown-page' || kind.startsWith('blog-');
}

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

export interface LayoutProps {
  /** The page region, already rendered (so its islands are known before the head is). */
  children: ReactNode;
  islands: string[];
  headScript: string;
}

export function Layout({ children, islands, headScript }: LayoutProps) {
  const { site, page, renderBlocking } = usePage();
  const words = useWords();
  const ownTitle = page.headTitle ?? page.title;
  // A home page's head names the tagline; an untitled React page's, the site alone (as Docusaurus's).
  const fullTitle = page.kind === 'home' ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : ownTitle ? `${ownTitle} ${site.titleDelimiter} ${site.title}` : site.title;
  const canonical = page.permalink === '/' ? site.url : siteUrl(site.url, page.permalink);
  const scripts = islands.map((name) => site.assets.islands[name]).filter(Boolean);
  const preloads = [...new Set(scripts.flatMap((script) => script.preload))];
  const image = page.image ?? site.image;
  const searchVersion = page.version?.name ?? site.versions?.find((version) => version.isLast)?.name ?? 'current';
  return (
    <html lang={site.lang} dir={site.i18n?.locales.find((locale) => locale.name === site.i18n!.current)?.direction ?? 'ltr'} data-theme={site.colorMode.defaultMode} data-base-url={site.base}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {page.description ? <meta name="description" content={page.description} /> : null}
        {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
        {site.noIndex ? <meta name="robots" content="noindex, nofollow" /> : page.noIndex ? <meta name="robots" content="noindex" /> : null}
        <meta name="generator" content="pxdocs" />
        <link rel="canonical" href={canonical} />
        {/* The same page in each language, and the default one for readers of any other (as Docusaurus links them). */}
        {site.i18n && page.kind !== 'not-found' ? [
          ...site.i18n.locales.map((locale) => <link key={`alternate-${locale.name}`} rel="alternate" href={`${locale.url}${page.permalink}`} hrefLang={locale.htmlLang} />),
          <link key="alternate-default" rel="alternate" href={`${site.i18n.locales[0].url}${page.permalink}`} hrefLang="x-default" />,
        ] : null}
        {hasMarkdown(page) ? <link rel="alternate" type="text/markdown" href={markdownPath(page.permalink)} /> : null}
        <meta property="og:type" content={page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website'} />
        {page.blog?.post ? <meta property="article:published_time" content={page.blog.post.date} /> : null}
        {page.blog?.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={FEED_TYPES[feed.type]} href={feed.href} title={`${site.title} ${feed.type === 'json' ? 'JSON' : feed.type === 'rss' ? 'RSS' : 'Atom'} Feed`} />)}
        <meta property="og:site_name" content={site.title} />
        <meta property="og:title" content={fullTitle} />
        {page.description ? <meta property="og:description" content={page.description} /> : null}
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content="en" />
        {image ? <meta property="og:image" content={image.startsWith('http') ? image : `${site.url}${image}`} /> : null}
        <meta name="twitter:card" content="summary" />
        <meta name="docsearch:language" content="en" />
        {/* The docs version search keeps to: the page's, the last one outside the docs (as Docusaurus). */}
        <meta name={DOCS_TAG_META} content={docsTag(searchVersion)} data-follows-version={site.versions && !page.version ? '' : undefined} />
        <meta name="docsearch:version" content={searchVersion} />
        {/* The search backend for the search islands: public values only. */}
        {site.search ? <meta name="pxdocs:search" content={JSON.stringify(site.search)} /> : null}
        {site.head?.metadata.map((tag, index) => <meta key={`site-meta-${index}`} {...reactAttributes(tag)} />)}
        {site.favicon ? <link rel="icon" href={site.favicon} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {/* Applies the stored colour mode and announcement dismissal before first paint: no flash. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* Stylesheets not on every page are marked: client navigation drops them on leaving (navigation.ts). */}
        {[...(outsideDocs(page.kind) ? site.assets.pagesCss ?? site.assets.css : site.assets.css), ...(page.stylesheets ?? [])].map((href) => <link key={href} rel="stylesheet" href={href} data-page-style={site.assets.css.includes(href) ? undefined : ''} />)}
        {site.head?.stylesheets.map((tag, index) => <link key={`site-css-${index}`} rel="stylesheet" {...reactAttributes(tag)} />)}
        {/* No first paint before the whole navbar has arrived: a half-parsed right-hand group would grow leftwards (CLS).
            Chromium unblocks at the target's start tag, not its end, so the target is the mobile menu, which the
            navbar renders after its visible bar (issue 16: a loaded machine painted the bar half-built). */}
        <link rel="expect" href={`#${NAVBAR_END_ID}`} blocking="render" />
        {/* Parts of the page body that ask for the same (rendered before the head, so known here). */}
        {[...renderBlocking].map((id) => <link key={id} rel="expect" href={`#${id}`} blocking="render" />)}
        {preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {scripts.map((script) => <script key={script.src} type="module" src={script.src} />)}
        {site.head?.scripts.map((tag, index) => <script key={`site-js-${index}`} {...reactAttributes(tag)} />)}
        <AnalyticsHead analytics={site.analytics} />
        {site.head?.tags.map((tag, index) => createElement(tag.tagName, {
          key: `site-tag-${index}`,
          ...reactAttributes(tag.attributes),
          ...(tag.innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: tag.innerHTML } }),
        }))}
      </head>
      <body className={`page-${page.kind}${page.version ? ` ${page.version.className}` : ''}`}>
        <AnalyticsBody analytics={site.analytics} />
        <a className="skip-link" href="#main">{words('theme.common.skipToMainContent', 'Skip to main content')}</a>
        <AnnouncementBar />
        <Navbar />
        {children}
        {page.noFooter ? null : <Footer />}
      </body>
    </html>
  );
}
