// Link validation over the whole site, each check with its configured severity:
// links to routes that do not exist (onBrokenLinks), links to missing .md files
// (onBrokenMarkdownLinks) and #anchors missing from the target's rendered HTML
// (onBrokenAnchors). Every problem names file:line and the target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenMarkdownLinks, type SiteConfig } from './config/schema.js';
import type { Diagnostics } from './diagnostics.js';
import type { RecordedLink } from './mdx/remark-links.js';
import { decodedOrAsWritten, isExternal, normalizeRoutePath, splitHash } from './paths.js';
import { pxErrors } from './errors/catalogue.js';
import { packedHas, unpack, type Packed } from './packed-strings.js';
import { LOADED } from './html.js';
import { hasBase } from '../theme/shared/base-html.js';

/** The size of a page's packed ids past which links to them are checked through a Set (see hasAnchor). */
const ANCHOR_SET_CHARS = 64 * 1024;
import { pageLinksKey, type ValidationMemo } from './validate-memo.js';
import { escapeRegExp } from './regex-escape.js';

export interface PageLinks {
  source: string;
  permalink: string;
  /** Links recorded while compiling, with positions. */
  links: RecordedLink[];
  /** Every internal href in the rendered page (theme and components included), packed. */
  renderedHrefs: Packed;
  /**
   * Those of `renderedHrefs` a `@docusaurus/Link` drew, packed (`PageResult.linked`): Docusaurus's link
   * check is given these and Markdown links only, so another broken one warns at most. Absent: all are checked.
   */
  linked?: Packed;
  /** Hrefs the writer excluded from checking (`pathname://` links). */
  unchecked?: string[];
  /**
   * What stands for the page's links in `memo`: their hash made already (a cached page's `linksKey`,
   * `pageLinksKey` of the links it was rendered with); without one, that hash is made here.
   */
  key?: string;
}

export interface ValidateInput {
  config: SiteConfig;
  pages: PageLinks[];
  /** Element ids per route, read from the rendered HTML, packed (as the page results keep them). */
  ids: Map<string, Packed>;
  /** Files that exist in the output besides pages (assets, static files), as URL paths. */
  files: Set<string>;
  diagnostics: Diagnostics;
  /** The site folder: a broken link found only in the rendered HTML is looked for in its page's source. */
  cwd?: string;
  /** The last build's verdicts for these targets (validate-memo.ts): pages it found without problems are counted, not checked. */
  memo?: ValidationMemo;
  /**
   * Routes that exist but whose ids are not known yet (pxdocs dev: pages not built so far):
   * a link to one is checked, its anchor not (it would be reported missing until the page is built).
   */
  idsPending?: Set<string>;
}

export interface ValidationSummary {
  checked: number;
  broken: number;
  /**
   * Links (and anchors) of the rendered pages found broken but only warned about, as Docusaurus never
   * checks them (an `<a>` a page or component writes, not a `<Link>`): `pxdocs check` reads them from
   * the output (check-manifest.ts) and warns about them too, so a site that builds also checks.
   */
  warned: { page: string; href: string }[];
}

export { collectHrefs, collectIds } from './html.js';

/** A path to a file a site keeps in its static folder (not a page), by its extension. */
const STATIC_FILE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|zip|gz|tgz|json|ya?ml|txt|csv|xml|mp4|webm|mp3|wav)$/i;

/** Checks every page's links and anchors; a problem a setting says to ignore is not counted as broken. */
export function validateLinks({ config, pages, ids, files, diagnostics, cwd, memo, idsPending }: ValidateInput): ValidationSummary {
  let checked = 0;
  let broken = 0;
  const warned: ValidationSummary['warned'] = [];
  /** Problems reported, whatever their severity: a page that had one is not remembered. */
  let reports = 0;
  /** Reports a problem with its setting's severity; one the setting ignores is not counted as broken. */
  const report: Diagnostics['report'] = (severity, diagnostic, error) => {
    if (severity !== 'ignore') broken++;
    reports++;
    diagnostics.report(severity, diagnostic, error);
  };
  const exists = (path: string, raw: () => string | undefined) => {
    if (ids.has(path) || files.has(path) || files.has(decodedOrAsWritten(path, decodeURI))) return true;
    const written = raw();
    return written !== undefined && files.has(written);
  };
  // Root-relative paths repeat across pages (each page's navbar, sidebar, footer): each is normalized once.
  // At 10,000 pages, 262,000 links normalized one by one were a seventh of this stage.
  const routes = new Map<string, string>();
  const routeOf = (path: string): string => {
    let route = routes.get(path);
    if (route === undefined) routes.set(path, (route = normalizeRoutePath(path)));
    return route;
  };
  // A page's ids are one packed string (memory flat at scale), searched per link: a page of
  // 40,000 headings linking to its own (a long footnoted text) made that quadratic, 3.7 s. Past
  // ANCHOR_SET_CHARS they are looked up in a Set, made once for that page.
  const anchorSets = new Map<string, Set<string>>();
  const hasAnchor = (route: string, anchors: Packed, id: string) => {
    if (anchors.length < ANCHOR_SET_CHARS) return packedHas(anchors, id);
    let set = anchorSets.get(route);
    if (!set) anchorSets.set(route, (set = new Set(unpack(anchors))));
    return set.has(id);
  };
  for (const page of pages) {
    const key = memo && (page.key ?? pageLinksKey(page));
    const known = key === undefined ? undefined : memo!.checked(key);
    if (known !== undefined) {
      checked += known;
      continue;
    }
    const [checkedBefore, reportsBefore] = [checked, reports];
    const target = (href: string) => {
      const { path, hash } = splitHash(href);
      const route = path ? (path.startsWith('/') ? routeOf(path) : normalizeRoutePath(new URL(path, `http://x${page.permalink}`).pathname)) : page.permalink;
      // The anchor decoded, in the key too: a link the page's Markdown writes `#本页` reaches the HTML as `#%E6%9C%AC…`, the same link, said once.
      const anchor = hash ? decodedOrAsWritten(hash) : '';
      return { path, hash, anchor, route, key: `${route}#${anchor}` };
    };
    // Checked as Docusaurus checks them (key → true), or only as a warning (false): an <a> of the page's and a
    // <Link> to the same target leave the Link's to be checked.
    const seen = new Map<string, boolean>();
    const check = (href: string, where: { line?: number; column?: number; file?: string }, raw: string, image: false | 'markdown' | 'jsx' = false, siteHtml = false) => {
      const { path, hash, anchor, route, key } = target(href);
      const strict = !siteHtml && image !== 'jsx';
      const before = seen.get(key);
      if (before !== undefined && (before || !strict) && where.line === undefined) return;
      seen.set(key, before || strict);
      checked++;
      // The path as written (no query), looked for among the files only when the route is no page or file.
      const rawPath = () => (path && path.startsWith('/') ? path.replace(/[?#].*$/, '') : undefined);
      // A file a component loads written with the base already (`<img src="/proj/img/a.png">`, as Docusaurus sites
      // must write it): the page keeps it so (base-html.ts `hasBase`), and it names the file without the base.
      const existsWithoutBase = () => {
        if (!image || !path || !hasBase(path, config.baseUrl)) return false;
        const file = `/${path.slice(config.baseUrl.length).replace(/[?#].*$/, '')}`;
        return exists(routeOf(file), () => file);
      };
      const missing = !exists(route, rawPath) && !existsWithoutBase();
      const anchors = hash && !missing && !idsPending?.has(route) ? ids.get(route) : undefined;
      const brokenAnchor = Boolean(hash && anchors !== undefined && !hasAnchor(route, anchors, anchor));
      // Most links are fine: nothing more to work out for them (at 10,000 pages, 262,000 of them).
      if (!missing && !brokenAnchor) return;
      // A link only a component rendered has no Markdown position: where the page's text writes it, if it does.
      // (A partial's link has its position, and its file in `where`: it is reported in the partial.)
      const place = { file: page.source, ...(where.line === undefined && (missing || brokenAnchor) && cwd ? writtenAt(join(cwd, page.source), raw) : where) };
      if (!strict) warned.push({ page: page.permalink, href });
      if (missing) {
        // A link a component rendered to a file (`/img/logo.png`, `/files/guide.pdf`): its extension says it is no page.
        const what = image ? `missing image: no file ${rawPath() ?? route} in the static folder` : STATIC_FILE.test(route) ? `no file ${rawPath() ?? route} in the static folder` : `no page at ${route}`;
        // Docusaurus fails a build on a Markdown image it cannot find, but never looks at an <img> written as
        // JSX: a site that builds there must build here, so such an image warns at most.
        // Likewise a link in the site's own HTML (the copyright, the announcement bar, HTML items) and an
        // <a> a page writes as HTML or JSX: Docusaurus checks only what its Link renders.
        // A Markdown image goes by markdown.hooks.onBrokenMarkdownImages, as Docusaurus's image transform reports it
        // (its link check never sees images).
        const setting = image === 'markdown' ? config.markdown.hooks.onBrokenMarkdownImages : config.onBrokenLinks;
        const severity = !strict && setting === 'throw' ? 'warn' : setting;
        report(severity, {
          kind: 'broken-link',
          message: `${formatPlace(place)} → ${raw} (${what})`,
          where: place,
        }, image === 'markdown' ? pxErrors.MissingImage : pxErrors.BrokenLink);
        return;
      }
      if (brokenAnchor) {
        // Nor does it look for the anchor of a link it was not given.
        report(!strict && config.onBrokenAnchors === 'throw' ? 'warn' : config.onBrokenAnchors, {
          kind: 'broken-anchor',
          message: `${formatPlace(place)} → ${raw} (no element with id "${hash}" on ${route})`,
          where: place,
        }, pxErrors.BrokenAnchor);
      }
    };
    for (const link of page.links) {
      if (link.kind === 'markdown') {
        checked++;
        // The page renders it as written (a JSX <a>): reported here, not again from the rendered HTML.
        seen.set(target(link.href).key, true);
        const place = { file: link.source ?? page.source, line: link.line, column: link.column };
        report(brokenMarkdownLinks(config), {
          kind: 'broken-markdown-link',
          message: `${formatPlace(place)} → ${link.raw} (no such Markdown file)`,
          where: place,
        }, pxErrors.BrokenMarkdownLink);
        // The page keeps it as written, a link to nothing: Docusaurus's link check then fails the build on it
        // under onBrokenLinks: 'throw' (its default), whatever onBrokenMarkdownLinks says. Warned twice it is not.
        if (config.onBrokenLinks === 'throw') {
          report(config.onBrokenLinks, {
            kind: 'broken-link',
            message: `${formatPlace(place)} → ${link.raw} (no such Markdown file, so no page: the link leads nowhere)`,
            where: place,
          }, pxErrors.BrokenLink);
        }
        continue;
      }
      check(link.href, { line: link.line, column: link.column, ...(link.source ? { file: link.source } : {}) }, link.raw, link.kind === 'image' && (link.jsx ? 'jsx' : 'markdown'), link.html === true);
    }
    // Links the theme or components rendered, which no Markdown position covers.
    const unchecked = new Set(page.unchecked ?? []);
    // Relative ones too (a page's raw HTML keeps `<a href="other">` as written), resolved against the page
    // as a browser and `pxdocs check` resolve them; URLs the page loads (LOADED: an <img> of its raw HTML)
    // warn at most, as a JSX <img> does (Docusaurus checks neither).
    // An <a> a component draws (not a <Link>) is never given to Docusaurus's link check: it warns at most.
    const linked = page.linked === undefined ? undefined : new Set(unpack(page.linked));
    for (const entry of unpack(page.renderedHrefs)) {
      const loaded = entry.startsWith(LOADED);
      const href = loaded ? entry.slice(LOADED.length) : entry;
      if (unchecked.has(href) || href === '#' || href.startsWith('//') || isExternal(href)) continue;
      check(href, {}, href, loaded && 'jsx', !loaded && linked !== undefined && !linked.has(href));
    }
    if (key !== undefined && reports === reportsBefore) memo!.remember(key, checked - checkedBefore);
  }
  return { checked, broken, warned };
}

/** The line and column where a file's text first writes `href` as a link target (quoted, in parentheses or braces). */
function writtenAt(file: string, href: string): { line?: number; column?: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const escaped = escapeRegExp(href);
  // As an attribute's value or a Markdown target; else as a candidate of a srcset (`, /img/b.png 2x"`).
  const match = new RegExp(`[("'\`{]${escaped}[)"'\`}\\s]`).exec(text) ?? new RegExp(`["'\\s,]${escaped}[\\s,"']`).exec(text);
  if (!match) return {};
  const before = text.slice(0, match.index + 1);
  const line = before.split('\n').length;
  return { line, column: match.index + 1 - before.lastIndexOf('\n') };
}

function formatPlace(place: { file: string; line?: number; column?: number }): string {
  return place.line ? `${place.file}:${place.line}${place.column ? `:${place.column}` : ''}` : place.file;
}
