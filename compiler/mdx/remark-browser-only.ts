// `<BrowserOnly>` written in a page: Docusaurus renders its children in the
// browser only, and pxdocs never runs a page in the browser (README, "A site's
// own components"), so only its fallback shows on the built page. A component
// file doing the same is named by browser-handlers.ts; one written in the page
// itself is named here, at its line, under the same heading of the build's
// warnings ("Browser code that never runs"), as is a package the page imports
// whose components draw only once mounted (an island must be a site's file).
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import type { Position } from 'unist';
import { interactivePackage } from '../interactive-package.js';

/** `message.source` of the warnings this plugin leaves (compile.ts files them as `browser-handler`). */
export const BROWSER_ONLY_SOURCE = 'pxdocs-browser-only';

export function remarkBrowserOnly() {
  return (tree: Root, file: VFile) => {
    // A package imported by the page itself whose components draw once mounted (a comments widget):
    // rendered once, empty, and no island (only a component file of the site can be one).
    if (file.path) {
      for (const node of tree.children) {
        if ((node as { type: string }).type !== 'mdxjsEsm') continue;
        const used = interactivePackage(file.path, (node as unknown as { value: string }).value);
        if (!used) continue;
        const message = file.message(`the page renders components of \`${used.name}\`, which draw once mounted: the built page shows what they render before that (often nothing). Import them in a component file of src/ and use that component in the page: pxdocs hydrates such a component in the browser, as an island.`, (node as { position?: Position }).position?.start);
        message.source = BROWSER_ONLY_SOURCE;
      }
    }
    walk<Nodes>(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || (node as { name?: string | null }).name !== 'BrowserOnly') return;
      const message = file.message("<BrowserOnly>: what it holds never shows on the built page, only its fallback (pxdocs renders pages when the site is built and runs only their islands in the browser). Move it into a component of src/ that the page imports: pxdocs hydrates such a component in the browser, as an island.", node.position?.start);
      message.source = BROWSER_ONLY_SOURCE;
    });
  };
}
