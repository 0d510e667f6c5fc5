// Search records from the rendered pages — no crawler: the article of every
// listed doc page is parsed once, and each heading and each text block
// (paragraph, list item, table cell, code block…) becomes one record in the
// DocSearch shape, under the headings that precede it.
import * as nodeCrypto from 'node:crypto';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { trail } from '../sidebars.js';
import { readHtml } from '../html.js';
import type { Route } from '../routes.js';
import type { PageData } from '../../theme/components/types.js';
import type { SiteConfig } from '../config/schema.js';
import { DEFAULT_LANGUAGE, DOCS_TAG, docsTag, hierarchyOf, LEVEL_WEIGHT, LEVELS, type RecordType, type SearchRecord } from '../../theme/shared/search-shape.js';
import { instanceOfId, ownId } from '../../theme/shared/version-ids.js';
import { navbarLabelOfSidebar } from '../sidebar-navbar.js';
import { routeOfTo } from '../../theme/shared/base-url.js';
import { localeName } from '../i18n.js';
import { linkedPath } from '../folder-routes.js';

export interface RecordPage {
  route: Route;
  html: string;
}

/** Longest text kept per record: the hosted service limits record size, and a wall of code helps nobody. */
const MAX_CONTENT = 2000;
/**
 * A page's keywords kept in its record: the first 64, each cut at 100 characters.
 * Readers' words for a page are a handful; a page with thousands (generated
 * front matter, say) must not make its title record, and the chat, carry them.
 */
const MAX_KEYWORDS = 64;
const MAX_KEYWORD_CHARS = 100;

/** Elements whose text is never searchable: page chrome, UI labels, decoration. */
function skipped(element: Element): boolean {
  const cls = classList(element);
  // A site island's template holds the Markdown written inside its component (theme/components/SiteIsland.tsx): the page's text.
  if (SKIP_TAGS.has(element.tagName)) return !(element.tagName === 'template' && element.properties.dataPxSlot !== undefined);
  const { ariaHidden, hidden, role } = element.properties as Record<string, unknown>;
  if (String(ariaHidden) === 'true') return true;
  // Tab panels other than the first are hidden until chosen; their text is still the page's.
  if (hidden !== undefined && hidden !== null && hidden !== false && role !== 'tabpanel') return true;
  if (role === 'tablist') return true;
  return cls.some((name) => SKIP_CLASSES.has(name));
}

const SKIP_TAGS = new Set(['script', 'style', 'template', 'button', 'svg', 'nav', 'aside', 'noscript', 'iframe', 'img', 'video', 'audio', 'input', 'select', 'textarea', 'thead']);
// The version banner and badge are chrome about the page, not its text: every page of an unreleased
// version would otherwise match "unreleased documentation" (Docusaurus draws them outside the content).
const SKIP_CLASSES = new Set(['hash-link', 'copy-page', 'breadcrumbs', 'pagination', 'last-update', 'doc-tags', 'edit-page', 'toc', 'admonition-heading', 'code-title', 'copy-button', 'visually-hidden', 'doc-version-banner', 'doc-version-badge']);
/** Elements that end one text block and start another. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'summary', 'figcaption', 'caption', 'blockquote', 'div', 'section', 'article', 'ul', 'ol', 'dl', 'table', 'tbody', 'tfoot', 'tr', 'details', 'figure', 'header', 'footer', 'main', 'hr', 'br', 'pre']);
/** Between a table row's cells in its record. */
const ROW_CELLS = ' · ';
/** Inline elements laid out as lines of their own (a card's title and description). */
const BLOCK_CLASSES = new Set(['doc-card-title', 'doc-card-description']);
/** A card's h2 (as Docusaurus's DocCard draws it) is a link's text, not a section of the page. */
const NOT_SECTIONS = 'doc-card-heading';

function isBlock(element: Element): boolean {
  return BLOCKS.has(element.tagName) || classList(element).some((name) => BLOCK_CLASSES.has(name));
}

function classList(element: Element): string[] {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function textOf(node: Element | ElementContent, keepSpace = false): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (skipped(node)) return '';
  let out = '';
  for (const child of node.children) {
    out += textOf(child, keepSpace);
    // Block boundaries inside inline text (a table cell with two paragraphs) keep a space.
    if (!keepSpace && child.type === 'element' && isBlock(child)) out += ' ';
  }
  return out;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The page's search facet (`docusaurus_tag`). Pages outside the docs (posts, the pages folder's)
 * are `default`, as Docusaurus tags them: every contextual search keeps them, whatever docs
 * version it is in. So are a further docs instance's (`docsInstances`) in its last version: the
 * boxes filter by the first instance's version only, and Docusaurus's contextual search keeps
 * every instance's active version; its other versions get a tag of their own, which no box asks
 * for (as a version the reader is not in).
 */
export function searchTag(page: Pick<PageData, 'kind' | 'version' | 'pluginId'>, config: Pick<SiteConfig, 'docsInstances'>): string {
  const { version } = page;
  if (version?.instance) return instanceTag(version.instance, version.name, version.latest === true);
  if (version) return docsTag(version.name);
  if (page.kind === 'blog-post' || page.kind === 'markdown-page' || page.kind === 'react-page') return 'default';
  return page.pluginId && config.docsInstances?.some((instance) => instance.id === page.pluginId) ? 'default' : DOCS_TAG;
}

/** A further docs instance's version's tag (see `searchTag`): `default` for its last version. */
function instanceTag(instance: string, version: string, isLast: boolean): string {
  return isLast ? 'default' : docsTag(version, instance);
}

/** Where the page sits for search: the top-level sidebar category, else the area's label. */
export function areaLabel(route: Route, config: SiteConfig): string {
  const items = route.page.sidebarItems ?? [];
  const top = trail(items, route.page.permalink)?.[0];
  if (top && top.type === 'category') return top.label;
  // A released version's sidebar id carries its prefix (`version-2.0/docs`); a generated sidebar has no name of its own.
  const sidebar = route.page.sidebar && ownId(route.page.sidebar);
  const navbar = route.page.sidebar ? navbarLabelOfSidebar(route.page.sidebar, route.page.sidebarItems, config) : undefined;
  if (navbar) return navbar;
  // Outside the docs, the navbar link the page sits under ("Blog" for a post), as DocSearch's
  // Docusaurus crawler takes its lvl0 from the navbar's active link.
  if (!sidebar) {
    const above = navbarLinkAbove(route.page.permalink, config);
    if (above) return above;
    // A blog no navbar link holds (one at `/`, a blog-only site's): its posts are the blog's.
    if (route.page.blog) return route.page.blog.title;
  }
  // A generated sidebar: a further docs instance's is named by the instance's id.
  const area = sidebar === 'defaultSidebar' ? instanceOfId(route.page.sidebar!) ?? 'Documentation' : sidebar || 'Documentation';
  return area.charAt(0).toUpperCase() + area.slice(1);
}

/** The label of the navbar link whose route holds `permalink` (the longest such route), if any. */
function navbarLinkAbove(permalink: string, config: SiteConfig): string | undefined {
  let best: { label: string; length: number } | undefined;
  for (const item of config.navbar.items) {
    if (item.type !== 'link' || !item.to || !item.label) continue;
    const to = routeOfTo(config.baseUrl, item.to).replace(/[?#].*$/, '').replace(/\/+$/, '');
    if (!to || !(permalink === to || permalink.startsWith(`${to}/`))) continue;
    if (!best || to.length > best.length) best = { label: item.label, length: to.length };
  }
  return best?.label;
}

/** The `<article>` of a rendered doc page, parsed on its own (the sidebar and TOC are not needed). */
function article(html: string): Root | undefined {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start === -1 || end === -1) return undefined;
  return readHtml(html.slice(start, end + '</article>'.length));
}

export function pageRecords(page: RecordPage, config: SiteConfig): SearchRecord[] {
  return articleRecords(article(page.html), page.route, config);
}

/**
 * `pageRecords` from the page's `<article>` already read (`scanPage` in compiler/html.ts); the tree is not changed.
 * `permalink`: the page's path as its links say it (`/docs/guide/` for a folder's index doc: folder-routes.ts);
 * by default, with its slash under `trailingSlash: true` alone (generated indexes and other pages are no index doc).
 */
export function articleRecords(tree: Root | undefined, route: Route, config: SiteConfig, permalink = linkedPath(route.page.permalink, config.trailingSlash === true ? () => true : undefined)): SearchRecord[] {
  if (!tree) return [];
  const levels: (string | null)[] = [areaLabel(route, config), route.page.title, null, null, null, null, null];
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  // The page's locale: a French page's records are found by French pages' searches only.
  const language = localeName(config);
  const add = (type: RecordType, content: string | null, code = false, codeLanguage = '') => {
    records.push({
      objectID: '',
      type,
      hierarchy: hierarchyOf(levels),
      content,
      url: anchor ? `${permalink}#${anchor}` : permalink,
      url_without_anchor: permalink,
      anchor,
      language,
      docusaurus_tag: searchTag(route.page, config),
      ...(route.page.version && !route.page.version.latest ? { superseded: true as const } : {}),
      code,
      ...(codeLanguage ? { codeLanguage } : {}),
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: records.length },
    });
  };
  // Every page has its title record, even when the title is hidden; it carries the page's keywords.
  add('lvl1', null);
  const keywords = route.page.keywords?.slice(0, MAX_KEYWORDS).map((keyword) => clean(keyword).slice(0, MAX_KEYWORD_CHARS)).filter(Boolean);
  if (keywords?.length) records[0].keywords = keywords;
  let buffer = '';
  const flush = () => {
    const text = clean(buffer);
    buffer = '';
    if (text) add('content', text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT - 1)}…` : text);
  };
  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        buffer += node.value;
        continue;
      }
      if (node.type !== 'element' || skipped(node)) continue;
      const heading = /^h([1-6])$/.exec(node.tagName);
      if (heading && !classList(node).includes(NOT_SECTIONS)) {
        flush();
        const depth = Number(heading[1]);
        const text = clean(textOf(node));
        if (!text) continue;
        if (depth === 1) {
          // The visible title: the record exists already; keep its text and the page's url.
          if (records.length === 1) {
            levels[1] = text;
            records[0].hierarchy.lvl1 = text;
          }
          continue;
        }
        levels[depth] = text;
        for (let deeper = depth + 1; deeper <= 6; deeper++) levels[deeper] = null;
        const id = node.properties.id;
        anchor = id ? String(id) : anchor;
        add(LEVELS[depth] as RecordType, null);
        continue;
      }
      if (isCodeBlock(node)) {
        flush();
        const pre = node.tagName === 'pre' ? node : findPre(node);
        // Code keeps its lines (the chat quotes examples); only trailing blanks go.
        const code = textOf(pre ?? node, true).replace(/[ \t]+$/gm, '').replace(/^\n+|\s+$/g, '');
        if (code) add('content', code.length > MAX_CONTENT ? `${code.slice(0, MAX_CONTENT - 1)}…` : code, true, blockLanguage(node, pre));
        continue;
      }
      if (node.tagName === 'tr' && !holdsCodeBlock(node)) {
        // A table row is one record, its cells in order: a row of a reference table (name, type, what
        // it does) is found by words from any cell and shown whole, and a 20,000-row table makes 20,000
        // records, not one per cell (60,000). A row holding a code block is read cell by cell (below),
        // so the block stays a code record of its own (the chat quotes examples whole).
        flush();
        const cells = node.children.flatMap((cell) => (cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th') && !skipped(cell) ? [clean(textOf(cell))] : []));
        buffer = cells.filter(Boolean).join(ROW_CELLS);
        flush();
        continue;
      }
      if (isBlock(node)) {
        flush();
        walk(node.children);
        flush();
        continue;
      }
      // Inline elements (links, emphasis, inline code) stay part of the block's text.
      buffer += textOf(node);
    }
  };
  walk(tree.children);
  flush();
  return records;
}

/** A code block: its own `pre`, or the theme's block around one (title, copy button). */
function isCodeBlock(element: Element): boolean {
  return element.tagName === 'pre' || classList(element).includes('code-block');
}

/**
 * The language a code block's fence named: the theme's block says it (`data-language`), a
 * `<pre>` of a site's own in its `language-*` class (the scan keeps a `<pre>`'s text only, so
 * not its `<code>`'s class). Plain text names none.
 */
function blockLanguage(block: Element, pre: Element | undefined): string {
  const said = block.properties.dataLanguage;
  const named = typeof said === 'string' ? said : [block, pre].flatMap((element) => (element ? classList(element) : [])).find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
  return PLAIN_TEXT.has(named) ? '' : named;
}

const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

function holdsCodeBlock(element: Element): boolean {
  return element.children.some((child) => child.type === 'element' && (isCodeBlock(child) || holdsCodeBlock(child)));
}

function findPre(element: Element): Element | undefined {
  for (const child of element.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') return child;
    const inner = findPre(child);
    if (inner) return inner;
  }
  return undefined;
}

/** Records of every listed doc and generated index page, with stable object ids. */
export function extractRecords(pages: RecordPage[], config: SiteConfig): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const kind = page.route.page.kind;
    if ((kind !== 'doc' && kind !== 'generated-index') || !page.route.listed) continue;
    records.push(...pageRecords(page, config));
  }
  return assignObjectIds(records);
}

/**
 * SHA-1 in hex, in one call where Node has `crypto.hash` (20.12+): a page has a hundred records or
 * more, and a Hash object per record was most of the ids' cost (a tenth of a page's search work).
 */
const sha1: (text: string) => string = nodeCrypto.hash ? (text) => nodeCrypto.hash('sha1', text, 'hex') : (text) => nodeCrypto.createHash('sha1').update(text).digest('hex');

/** Gives each record its object id (in place), returning the same list. */
export function assignObjectIds(records: SearchRecord[]): SearchRecord[] {
  // The id is a hash of what the record says and where: the same content keeps
  // its id from build to build, so pushes replace only what changed.
  const seen = new Map<string, number>();
  for (const record of records) {
    // A locale's records name the same site paths as the default locale's (the browser puts the
    // locale's base in front), and one hosted index holds every locale's: its language is part of
    // what a record is, left out for English so an English record keeps its id.
    const what = [record.url, record.type, record.hierarchy, record.content];
    const hash = sha1(JSON.stringify(record.language === DEFAULT_LANGUAGE ? what : [...what, record.language])).slice(0, 16);
    const count = seen.get(hash) ?? 0;
    seen.set(hash, count + 1);
    record.objectID = count ? `${hash}-${count}` : hash;
  }
  return records;
}
