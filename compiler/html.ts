// One reader for the HTML pxdocs writes, on htmlparser2 (a streaming tokenizer,
// several times faster than a full HTML5 parser, and entity-exact): the ids and
// hrefs that link validation needs, and a hast tree of an article for search
// records. Shared by the build, `pxdocs check` and the page workers.
import { Parser } from 'htmlparser2';
import type { Element, ElementContent, Root } from 'hast';
import { isExternal } from './paths.js';
import { ROOT_PATH, withoutBaseMarks } from '../theme/shared/base-html.js';

/**
 * Adds the anchor an element is to `ids`: its id, or an `<a name>`'s name, which
 * browsers scroll to as well (the HTML spec's fragment navigation; old pages and
 * exporters write `<a name="x"></a>` targets).
 */
function addAnchor(ids: Set<string>, name: string, attributes: Record<string, string>): void {
  if (attributes.id) ids.add(attributes.id);
  if (name === 'a' && attributes.name) ids.add(attributes.name);
}

/** Every element id in the HTML (anchor targets). */
export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser({ onopentag: (name, attributes) => addAnchor(ids, name, attributes) }, { decodeEntities: true });
  parser.end(html);
  return ids;
}

/** Every internal href in the HTML (external links are another check's business). */
export function collectHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag: (_, attributes) => {
      const href = attributes.href;
      if (href && !isExternal(href)) hrefs.push(href);
    },
  }, { decodeEntities: true });
  parser.end(html);
  return hrefs;
}

/** A page to start reading from: its label and its path in its locale (without the site's or locale's base). */
export interface StartPage {
  label: string;
  url: string;
}

/**
 * Where a reader starts, from a home page's HTML (search/locales-file.ts `startPage` says why): the
 * first navbar link that stays on the site, its text, and its path with the page's base (its
 * canonical URL's path) taken off. Undefined when the navbar has none.
 */
export function startPageIn(html: string): StartPage | undefined {
  let base = '/';
  let found: StartPage | undefined;
  /** The navbar link being read: its path, and its text so far. */
  let open: { url: string; text: string } | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === 'link' && attributes.rel === 'canonical' && attributes.href) {
        try {
          base = new URL(attributes.href).pathname;
        } catch {
          // A canonical that is no URL: the paths are taken as they are.
        }
        if (!base.endsWith('/')) base += '/';
      }
      const href = attributes.href;
      if (found || name !== 'a' || !href || !/(?:^|\s)navbar__link(?:\s|$)/.test(attributes.class ?? '') || attributes.target === '_blank') return;
      if (href.startsWith(base) && !href.startsWith('//')) open = { url: `/${href.slice(base.length)}`, text: '' };
    },
    ontext: (text) => {
      if (open) open.text += text;
    },
    onclosetag: (name) => {
      if (name !== 'a' || !open) return;
      const label = open.text.replace(/\s+/g, ' ').trim();
      if (label) found = { label, url: open.url };
      open = undefined;
    },
  }, READER_OPTIONS);
  parser.end(html);
  return found;
}

/** Marks a URL in `PageScan.hrefs` that the page loads (an image) rather than links. */
export const LOADED = '\u0001';

/** Attributes that hold a URL a reader's browser fetches or follows, by element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};

/**
 * A page's element ids and every URL it links or loads (internal and external,
 * `srcset` candidates one by one), in one pass: what `pxdocs check` needs of a page.
 */
export function collectLinks(page: string): { ids: Set<string>; links: string[] } {
  // The tags `codeAsText` takes out hold no id and no URL.
  const html = codeAsText(page);
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser({
    onopentag: (name, attributes) => {
      addAnchor(ids, name, attributes);
      for (const attribute of URL_ATTRIBUTES[name] ?? []) {
        const value = attributes[attribute]?.trim();
        if (!value) continue;
        if (attribute === 'srcset') {
          for (const candidate of value.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) links.push(url);
          }
        } else links.push(value);
      }
    },
  }, { decodeEntities: true });
  parser.end(html);
  return { ids, links };
}

function propertyName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  // aria-hidden → ariaHidden, data-language → dataLanguage, as hast names them.
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Builds hast from htmlparser2's events. A `<pre>` keeps only its text:
 * highlighted code is thousands of spans, and only the words are wanted.
 */
function treeBuilder() {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  let pre: Element | undefined;
  let preDepth = 0;
  const append = (node: ElementContent) => (stack[stack.length - 1].children as ElementContent[]).push(node);
  return {
    root,
    open(name: string, attributes: Record<string, string>) {
      if (pre) {
        preDepth++;
        return;
      }
      const properties: Element['properties'] = {};
      for (const [key, value] of Object.entries(attributes)) {
        const property = propertyName(key);
        properties[property] = property === 'className' ? value.split(/\s+/).filter(Boolean) : value === '' && !['alt', 'value', 'content'].includes(key) ? true : value;
      }
      const element: Element = { type: 'element', tagName: name, properties, children: [] };
      append(element);
      stack.push(element);
      if (name === 'pre') pre = element;
    },
    text(text: string) {
      const target = pre ?? stack[stack.length - 1];
      const last = target.children[target.children.length - 1];
      if (last?.type === 'text') last.value += text;
      else (target.children as ElementContent[]).push({ type: 'text', value: text });
    },
    close(name: string) {
      if (pre) {
        if (preDepth > 0) {
          preDepth--;
          return;
        }
        pre = undefined;
      }
      if ((stack[stack.length - 1] as Element).tagName === name) stack.pop();
    },
  };
}

const READER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true };

/** HTML as hast (see `treeBuilder`). */
export function readHtml(html: string): Root {
  const builder = treeBuilder();
  const parser = new Parser({
    onopentag: (name, attributes) => builder.open(name, attributes),
    ontext: (text) => builder.text(text),
    onclosetag: (name) => builder.close(name),
  }, READER_OPTIONS);
  parser.end(html);
  return builder.root;
}

/** What the build reads from a rendered page, in one pass (`scanPage`). */
export interface PageScan {
  /** Every element id (as `collectIds`). */
  ids: Set<string>;
  /**
   * Internal hrefs between `<main` and the last `</main>` (as `collectHrefs` of that slice), or in a React
   * page's `<div id="main">` (which may hold no <main>, or more than it), then the
   * internal URLs it loads there (an `<img>`'s `src` and `srcset`, a video's `poster`…: `URL_ATTRIBUTES`
   * but `href`), each marked with `LOADED` in front: what `pxdocs check` asks for too.
   */
  hrefs: string[];
  /** The `<article>` as hast (as `readHtml` of its slice), when asked for and present. */
  article?: Root;
}

/** How a React page's region opens (theme/components/StandalonePage.tsx: Docusaurus's Layout wrapper, which the page fills). */
const REACT_MAIN = '<div id="main" ';

/** How a React page drawn without Layout opens its body (Layout.tsx BARE_BODY_CLASS): all of it is the page's. */
const BARE_BODY = '<body class="page-react-page page-bare';

/** How the theme's Sidebar opens the docs sidebar menu (theme/components/Sidebar.tsx). */
const SIDEBAR_MENU = '<nav class="menu" ';

/**
 * The page without the inside of its docs sidebar menu, when that is only the
 * markup theme/shared/sidebar-html.ts writes (no HTML item of the site's:
 * `menu-html`): links and categories, no id, nothing in <main> or the
 * article, so nothing `scanPage` keeps. Why: on a doc page the menu is most of
 * the HTML (25 of 39 KB on the real content), and parsing it was most of the
 * scan, itself about 6 % of a page thread's time.
 */
function withoutSidebarMenu(html: string): string {
  const open = html.indexOf(SIDEBAR_MENU);
  const main = html.indexOf('<main');
  if (open === -1 || main === -1 || open > main) return html;
  const start = html.indexOf('>', open) + 1;
  const end = html.indexOf('</nav>', start);
  if (!html.slice(open, start).includes(' data-sidebar=""') || end === -1 || end > main) return html;
  const menu = html.slice(start, end);
  if (menu.includes('menu-html') || menu.includes('<nav') || menu.includes(' id=')) return html;
  return html.slice(0, start) + html.slice(end);
}

/** Phrasing tags with double-quoted attributes, none an id (and no link: `a` is not among them), as highlighted code is written. */
const CODE_TAG = /<(?:\/?(?:span|code|b|i|em|strong|mark|kbd|samp|var|sub|sup|u|s|del|ins|small)(?:\s+(?!id=)[a-z][a-z0-9-]*="[^"<>]*")*\s*|br\s*\/?)>/g;
/** A character reference a tag would cut off (`&am<span>p;`): without the tag it would read as another. */
const SPLIT_REFERENCE = /&[#0-9A-Za-z]*</;
/** A `<pre>` start tag written plainly, read where `lastIndex` puts it (sticky). */
const PRE_OPEN = /<pre(?:\s+[a-z][a-z0-9-]*="[^"<>]*")*\s*>/y;

/**
 * The page with the tags inside each `<pre>` taken out where that changes
 * nothing the scan keeps: the tree keeps only a `<pre>`'s text (see
 * `treeBuilder`), and the tags taken out are phrasing tags with no id and no
 * link. Why: highlighted code is most of a code-heavy page's tags (900 spans
 * on a long page), and tokenizing them was a fifth of the scan. A `<pre>`
 * holding anything else (another tag, a comment, an attribute written another
 * way) is left as it is.
 */
function codeAsText(html: string): string {
  let out = '';
  /** Where `out` has copied `html` to, and where the next `<pre` is looked for. */
  let copied = 0;
  let search = 0;
  for (let open = html.indexOf('<pre', search); open !== -1; open = html.indexOf('<pre', search)) {
    PRE_OPEN.lastIndex = open;
    const head = PRE_OPEN.exec(html);
    const start = head ? open + head[0].length : -1;
    const end = start === -1 ? -1 : html.indexOf('</pre>', start);
    if (end === -1) {
      search = open + 4;
      continue;
    }
    const inner = html.slice(start, end);
    if (!SPLIT_REFERENCE.test(inner)) {
      const text = inner.replace(CODE_TAG, '');
      if (text.length !== inner.length && !text.includes('<')) {
        out += html.slice(copied, start) + text;
        copied = end;
      }
    }
    search = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/**
 * One htmlparser2 pass over a rendered page for everything later stages read
 * from it: ids for anchors, the main region's hrefs for links, and the article
 * for search records and the Markdown twin (each used to scan the page again).
 * Regions are the same character ranges the separate readers sliced out.
 * Read base-free: a component's base marks (BASE_MARK) are `/`.
 */
export function scanPage(page: string, options: { article: boolean }): PageScan {
  const html = codeAsText(withoutSidebarMenu(withoutBaseMarks(page)));
  const ids = new Set<string>();
  const hrefs: string[] = [];
  // A page without Layout has no region of the theme around it: every link it draws is its own, as Docusaurus checks them.
  const bare = html.indexOf(BARE_BODY);
  const mainStart = bare !== -1 ? bare : html.indexOf('<main');
  const mainEnd = bare !== -1 ? html.lastIndexOf('</body>') : html.lastIndexOf('</main>');
  const inMain = mainStart !== -1 && mainEnd !== -1;
  // A React page's region is the Layout's wrapper the page fills (REACT_MAIN), whatever it writes in it:
  // its links outside a <main> of its own (manaelproxy/manael's hero link) were never checked.
  const react = { open: false, done: html.indexOf(REACT_MAIN) === -1, depth: 0 };
  const articleStart = options.article ? html.indexOf('<article') : -1;
  const articleClose = html.lastIndexOf('</article>');
  const articleEnd = articleStart === -1 || articleClose === -1 ? -1 : articleClose + '</article>'.length;
  const builder = articleEnd === -1 ? undefined : treeBuilder();
  const inArticle = (index: number) => builder !== undefined && index >= articleStart && index < articleEnd;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      addAnchor(ids, name, attributes);
      const href = attributes.href;
      if (!react.done && name === 'div') {
        if (react.open) react.depth += 1;
        else if (attributes.id === 'main') {
          react.open = true;
          react.depth = 1;
        }
      }
      if (react.open || (inMain && parser.startIndex >= mainStart && parser.startIndex < mainEnd)) {
        // A link to the default locale's site from a locale's page (`/@root/…`, a <Redirect> or useBaseUrl
        // there) is a route of another build pass: `pxdocs check` follows it in the finished output.
        if (href && !isExternal(href) && !href.startsWith(ROOT_PATH)) hrefs.push(href);
        // What the page loads, as `collectLinks` reads it for `pxdocs check` (an <img> in a page's raw HTML
        // was never looked at by the build). Few elements have such attributes: the lookup is the cost.
        const loads = URL_ATTRIBUTES[name];
        if (loads && name !== 'a' && name !== 'area' && name !== 'link') {
          for (const attribute of loads) {
            const value = attributes[attribute]?.trim();
            if (!value) continue;
            for (const url of attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : [value]) {
              if (url && !isExternal(url)) hrefs.push(LOADED + url);
            }
          }
        }
      }
      if (inArticle(parser.startIndex)) builder!.open(name, attributes);
    },
    ontext(text) {
      if (inArticle(parser.startIndex)) builder!.text(text);
    },
    onclosetag(name) {
      // Closes the article causes (its own end tag, an element its end tag ends) happen inside it.
      if (inArticle(parser.startIndex)) builder!.close(name);
      if (react.open && name === 'div' && (react.depth -= 1) === 0) {
        react.open = false;
        react.done = true;
      }
    },
  }, READER_OPTIONS);
  parser.end(html);
  return { ids, hrefs, ...(builder ? { article: builder.root } : {}) };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * The targets `@docusaurus/Link` drew (`RenderedPage.linked`) as `scanPage` reads them from the
 * finished page: written as the anchors they were, put through what the page's HTML is put
 * through (`finish`: file links resolved, route case, trailing slashes), and read back. Link
 * validation then tells them apart from the page's other hrefs by equality.
 */
export function linkedHrefs(targets: readonly string[], finish: (html: string) => string): string[] {
  if (!targets.length) return [];
  const anchors = [...new Set(targets)].map((target) => `<a href="${target.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char])}"></a>`).join('');
  return scanPage(finish(`<main>${anchors}</main>`), { article: false }).hrefs;
}
