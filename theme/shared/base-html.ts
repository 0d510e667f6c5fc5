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
const SRCSET = /(\s(?:srcset|imagesrcset)=")([^"]*)"/g;

/**
 * A URL written from the site's root base instead of this build's: a link to
 * another locale (`/@root/fr/docs/intro` is `/fr/docs/intro` from the English
 * pages and from the French ones alike), where the base of a locale's pass
 * (`/fr/`) must not be put in front.
 */
export const ROOT_PATH = '/@root/';

/**
 * The finished HTML of a page with the base in front of every root-relative URL
 * in a URL attribute (and each candidate of a `srcset`); `root` in front of a `ROOT_PATH` one. Markup React or the
 * HTML serializer wrote quotes every attribute with `"` and escapes `"` in text,
 * so the pattern meets attributes only; absolute URLs and anchors are left alone.
 */
export function addBaseToHtml(html: string, base: string, root = base): string {
  if (base === '/' && !html.includes(ROOT_PATH)) return html;
  return html
    .replace(ATTRIBUTE, (_whole, before: string, url: string) => `${before}${url.startsWith(ROOT_PATH) ? root : base}${url.slice(url.startsWith(ROOT_PATH) ? ROOT_PATH.length : 1)}"`)
    .replace(SRCSET, (_whole, before: string, list: string) => `${before}${list.replace(/(^|,\s*)(\/(?!\/))/g, `$1${base}`)}"`);
}
