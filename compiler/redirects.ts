// Redirect pages, as Docusaurus's @docusaurus/plugin-client-redirects writes
// them: a small HTML file at each old address that sends the reader to the new
// one (a meta refresh, and a script that keeps the query and the anchor), so a
// site that moves pages, or moves to pxdocs, keeps its old links working on any
// static host. The target is link-checked like any link the config writes; an
// old address that is a page of the site is left to the page, with a warning.
import type { Diagnostics } from './diagnostics.js';
import { linkedPath } from './folder-routes.js';
import type { SiteConfig } from './config/schema.js';
import type { RecordedLink } from './mdx/remark-links.js';
import { configSource } from './config/source.js';
import { cleanPagePath, isExternal, joinPermalink, permalinkToFile, splitHash, unsafePermalinkReason } from './paths.js';
import { pxErrors } from './errors/catalogue.js';
import { escapeHtml } from '../theme/shared/search-shape.js';
import { withBase } from '../theme/shared/base-url.js';

export interface Redirect {
  /** The old address: a route of no page (`/docs/old`). */
  from: string;
  /** Where it sends the reader: a route of the site (with an anchor, maybe) or a URL. */
  to: string;
  /** Its file in the output, when not the one of a page at `from` (`docs/x.htm/index.html` for `/docs/x.htm`). */
  file?: string;
}

/** The output file of a redirect's page: where a page at its old address would be, unless it names its own. */
export function redirectFile(redirect: Redirect, trailingSlash: boolean): string {
  return redirect.file ?? permalinkToFile(redirect.from, trailingSlash);
}

/** The config's redirects, one per old address, without those a page of the site already has. */
export function siteRedirects(config: SiteConfig, routes: ReadonlySet<string>, diagnostics: Diagnostics): Redirect[] {
  const found = new Map<string, Redirect>();
  // First, as the plugin collects them: a redirect of the config from the same address is then the one left out.
  for (const redirect of extensionRedirects(config, routes)) found.set(redirect.from, redirect);
  for (const entry of config.redirects) {
    for (const written of Array.isArray(entry.from) ? entry.from : [entry.from]) {
      // `/docs/old/` and `/docs/old.html` are the address `/docs/old`, served from docs/old.html.
      const from = cleanPagePath(joinPermalink(written));
      // /404 is the not-found page's file (404.html), which hosts serve for every unknown address.
      if (routes.has(from) || from === '/404') {
        diagnostics.warn({ kind: 'redirect', message: `The redirect from ${from} to ${entry.to} is ignored: ${from} is a page of the site${from === '/404' ? ' (the not-found page)' : ''}. Remove it from \`redirects\`, or move the page.`, where: { file: configSource(config) } });
        continue;
      }
      if (found.has(from)) {
        diagnostics.warn({ kind: 'redirect', message: `Two redirects from ${from}: to ${found.get(from)!.to} and to ${entry.to}; the first is kept.`, where: { file: configSource(config) } });
        continue;
      }
      found.set(from, { from, to: entry.to });
    }
  }
  if (config.createRedirects) createdRedirects(config.createRedirects, config, routes, found, diagnostics);
  return [...found.values()];
}

/**
 * The redirects `createRedirects` makes from the site's pages, as the client-redirects
 * plugin makes them: each route (without the base URL, in order) is passed to the function,
 * and each old address it returns sends the reader to that route. An address that is a page
 * of the site, or that a redirect already has, is left out (the first one wins), and the ones
 * left out are named in one warning, not one each: a pattern (`/v2` → `/latest`) meets many
 * pages. An address that cannot be one (not a path from the root, `..`) is a warning too.
 */
function createdRedirects(create: NonNullable<SiteConfig['createRedirects']>, config: SiteConfig, routes: ReadonlySet<string>, found: Map<string, Redirect>, diagnostics: Diagnostics): void {
  const pages: string[] = [];
  const taken: string[] = [];
  const invalid: string[] = [];
  for (const to of [...routes].sort()) {
    if (to === '/404') continue;
    let made: unknown;
    try {
      // The route as the site writes it: with its slash under trailingSlash: true, as Docusaurus's routes hold it
      // (a function testing for the slash made other redirects than there).
      made = create(config.trailingSlash === true && to !== '/' ? `${to}/` : to);
    } catch (error) {
      throw pxErrors.ConfigFunctionFailed.create({ message: `createRedirects threw for ${to}: ${(error as Error)?.message ?? String(error)}` }, { where: { file: configSource(config) } });
    }
    for (const written of made === undefined || made === null || made === '' ? [] : Array.isArray(made) ? made : [made]) {
      const reason = typeof written !== 'string' ? 'not a string' : !written.startsWith('/') ? 'not a path from the root' : unsafePermalinkReason(written);
      if (reason) {
        invalid.push(`${JSON.stringify(written)} for ${to} (${reason})`);
        continue;
      }
      const from = cleanPagePath(joinPermalink(written as string));
      if (from === to) continue;
      if (routes.has(from) || from === '/404') pages.push(`${from} → ${to}`);
      else if (found.has(from)) taken.push(`${from} → ${to} (kept: → ${found.get(from)!.to})`);
      else found.set(from, { from, to });
    }
  }
  const list = (items: string[]) => `${items.slice(0, 5).join('; ')}${items.length > 5 ? `; and ${items.length - 5} more` : ''}`;
  const where = { file: configSource(config) };
  if (pages.length) diagnostics.warn({ kind: 'redirect', message: `${pages.length} redirect${pages.length === 1 ? '' : 's'} createRedirects made ${pages.length === 1 ? 'is' : 'are'} ignored: the old address is a page of the site (${list(pages)}).`, where });
  if (taken.length) diagnostics.warn({ kind: 'redirect', message: `${taken.length} redirect${taken.length === 1 ? '' : 's'} createRedirects made ${taken.length === 1 ? 'has' : 'have'} an old address another redirect has; the first is kept (${list(taken)}).`, where });
  if (invalid.length) diagnostics.warn({ kind: 'redirect', message: `createRedirects returned ${invalid.length} address${invalid.length === 1 ? '' : 'es'} that cannot be one: ${list(invalid)}. Return paths that start with /.`, where });
}

/**
 * The client-redirects plugin's `fromExtensions` and `toExtensions`. `fromExtensions: ['htm']`: each
 * page's address with the extension (`/docs/x.htm`) sends the reader to the page. Its file is
 * `docs/x.htm/index.html`, as Docusaurus writes it: a host finds `docs/x.html` before it when asked for
 * `/docs/x` (a redirect there would send the reader to itself), never this one. Under `trailingSlash`
 * other than true, pxdocs writes each page as `docs/x.html`, so `/docs/x.html` is the page itself and
 * gets no redirect (Docusaurus's `trailingSlash: false` writes `x.html.html`, which no URL reaches).
 * `toExtensions: ['php']`: a page at `/legacy.php` is reached from `/legacy` too.
 */
function extensionRedirects(config: SiteConfig, routes: ReadonlySet<string>): Redirect[] {
  const out: Redirect[] = [];
  const slash = config.trailingSlash === true;
  const sorted = [...routes].filter((route) => route !== '/' && route !== '/404').sort();
  const from = config.fromExtensions.filter((extension) => slash || extension !== 'html');
  for (const route of sorted) {
    if (config.fromExtensions.some((extension) => route.endsWith(`.${extension}`))) continue;
    for (const extension of from) {
      const address = `${route}.${extension}`;
      if (!routes.has(address)) out.push({ from: address, to: route, file: `${address.slice(1)}/index.html` });
    }
  }
  for (const route of sorted) {
    const extension = config.toExtensions.find((each) => route.endsWith(`.${each}`));
    const address = extension && route.slice(0, -extension.length - 1);
    if (address && address !== '/' && !routes.has(address)) out.push({ from: address, to: route });
  }
  return out;
}

/** A string for an inline script: JSON, with `<` escaped so `</script>` cannot end the element. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The page at a redirect's old address: no theme, nothing to load. The script
 * keeps the reader's query, and their anchor unless the target names its own.
 */
export function redirectPage(redirect: Redirect, config: { url: string; baseUrl: string }, slashRoutes?: ReadonlySet<string>): string {
  const split = splitHash(redirect.to);
  // With `trailingSlash: true`, a route is linked with its slash, as every other link of the site.
  const route = linkedPath(split.path, slashRoutes && ((path) => slashRoutes.has(path)));
  // The browser goes to the published address: the base URL in front of a site path.
  const path = withBase(config.baseUrl, route);
  const { hash } = split;
  const to = hash === undefined ? path : `${path}#${hash}`;
  const canonical = isExternal(to) || !to.startsWith('/') ? to : `${config.url}${to}`;
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<script>location.replace(${scriptString(path)} + location.search + ${hash === undefined ? 'location.hash' : scriptString(`#${hash}`)});</script>
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** The redirects' targets inside the site, checked like the links the config writes. */
export function redirectLinks(redirects: Redirect[]): RecordedLink[] {
  return redirects.filter((redirect) => !isExternal(redirect.to)).map((redirect) => ({ href: redirect.to, raw: redirect.to, kind: 'route' as const }));
}
