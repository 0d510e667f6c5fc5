// `<BrowserOnly>` written in a page: Docusaurus renders its children in the
// browser only, and pxdocs never runs a page in the browser (README, "A site's
// own components"), so only its fallback shows on the built page. A component
// file doing the same is named by browser-handlers.ts; one written in the page
// itself is named here, at its line, under the same heading of the build's
// warnings ("Browser code that never runs").
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

/** `message.source` of the warnings this plugin leaves (compile.ts files them as `browser-handler`). */
export const BROWSER_ONLY_SOURCE = 'pxdocs-browser-only';

export function remarkBrowserOnly() {
  return (tree: Root, file: VFile) => {
    walk<Nodes>(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || (node as { name?: string | null }).name !== 'BrowserOnly') return;
      const message = file.message("<BrowserOnly>: what it holds never shows on the built page, only its fallback (pxdocs renders pages when the site is built and runs only their islands in the browser). Move it into a component of src/ that the page imports: pxdocs hydrates such a component in the browser, as an island.", node.position?.start);
      message.source = BROWSER_ONLY_SOURCE;
    });
  };
}
