// The base URL put in front of every root-relative URL of a finished page
// (see base-url.ts for the design). Apart from the path rules so that the
// islands every page loads carry only those; the build, dev and the sidebar
// island (filling a windowed sidebar) use this. Pure: no DOM, no Node.

/**
 * Attributes whose value is a URL the theme or a page writes: links, sources,
 * forms, and the islands' own (the page's Markdown twin, the chat endpoint,
 * the diagram library, a large sidebar's tree).
 */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'data', 'data-markdown', 'data-chat-endpoint', 'data-mermaid-src', 'data-sidebar-tree'];
const ATTRIBUTE = new RegExp(`(\\s(?:${URL_ATTRIBUTES.join('|')})=")(/(?!/)[^"]*)"`, 'g');
const SRCSET = /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi;

/**
 * A URL written from the site's root base instead of this build's: a link to
 * another locale (`/@root/fr/docs/intro` is `/fr/docs/intro` from the English
 * pages and from the French ones alike), where the base of a locale's pass
 * (`/fr/`) must not be put in front.
 */
export const ROOT_PATH = '/@root/';

/**
 * The base as a page's components see it while it renders: what
 * `useBaseUrl('/x')`, `siteConfig.baseUrl` and `useLocation().pathname` start
 * with on a site published under a path, as Docusaurus's start with the base.
 * Pages are rendered base-free (the base goes on at the end, below), so a value
 * a component builds with the real base would get it twice in an attribute and
 * a base-free one would lack it where the build does not look (an inline
 * style's `url()`, a data attribute, text). This mark is replaced by the base
 * wherever it is in the finished page, and read as `/` by the scan that checks
 * links and takes search records (`withoutBaseMarks`). Only components meet it:
 * they render on the server, never in a browser.
 */
export const BASE_MARK = '/@pxdocs-base/';

/** The start of a root-relative candidate in a `srcset` (after the start or a comma): the base's mark, the root's, or `/`. */
const CANDIDATE = /(^|,\s*)(\/@pxdocs-base\/|\/@root\/|\/(?!\/))/g;

/** A rendered page as the build reads it, base-free: every `BASE_MARK` is `/`. */
export function withoutBaseMarks(html: string): string {
  return html.includes(BASE_MARK) ? html.replaceAll(BASE_MARK, '/') : html;
}

/**
 * The finished HTML of a page with the base in front of every root-relative URL
 * in a URL attribute (and each candidate of a `srcset`); `root` in front of a `ROOT_PATH` one. Markup React or the
 * HTML serializer wrote quotes every attribute with `"` and escapes `"` in text,
 * so the pattern meets attributes only; absolute URLs and anchors are left alone.
 */
export function addBaseToHtml(html: string, base: string, root = base): string {
  const marked = html.includes(BASE_MARK);
  if (base === '/' && !marked && !html.includes(ROOT_PATH)) return html;
  const based = html
    .replace(ATTRIBUTE, (_whole, before: string, url: string) => `${before}${LOADED.test(before) && hasBase(url, base) ? url : baseOf(url, base, root)}"`)
    .replace(SRCSET, (_whole, before: string, list: string) => `${before}${list.replace(CANDIDATE, (all: string, lead: string, start: string, offset: number) => (hasBase(list.slice(offset + lead.length), base) ? all : lead + baseOf(start, base, root)))}"`);
  // What is left of the marks is outside URL attributes: styles, other attributes, text.
  return marked ? based.replaceAll(BASE_MARK, base) : based;
}

/** Attributes naming a file the page loads (an image, a video's poster), not a page it links. */
const LOADED = /\s(?:src|poster)="$/;

/**
 * A file URL a site's component wrote with the base already (`<img src="/proj/img/avatar.png">`, as a
 * Docusaurus site must: Docusaurus adds no base to JSX): left as it is, not given the base twice. Only
 * for files a page loads; a link's path may begin with the base's segment (a base `/docs/` over docs
 * at `/docs/…`), so links always get it.
 */
export function hasBase(url: string, base: string): boolean {
  return base !== '/' && url.startsWith(base);
}

/** A root-relative URL with the base (or the root base, or the base its mark stands for) in front. */
function baseOf(url: string, base: string, root: string): string {
  if (url.startsWith(BASE_MARK)) return base + url.slice(BASE_MARK.length);
  if (url.startsWith(ROOT_PATH)) return root + url.slice(ROOT_PATH.length);
  return base + url.slice(1);
}
