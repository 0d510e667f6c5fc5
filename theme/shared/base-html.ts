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
 * The finished HTML of a page with the base in front of every root-relative URL
 * in a URL attribute (and each candidate of a `srcset`). Markup React or the
 * HTML serializer wrote quotes every attribute with `"` and escapes `"` in text,
 * so the pattern meets attributes only; absolute URLs and anchors are left alone.
 */
export function addBaseToHtml(html: string, base: string): string {
  if (base === '/') return html;
  return html
    .replace(ATTRIBUTE, (_whole, before: string, url: string) => `${before}${base}${url.slice(1)}"`)
    .replace(SRCSET, (_whole, before: string, list: string) => `${before}${list.replace(/(^|,\s*)(\/(?!\/))/g, `$1${base}`)}"`);
}
