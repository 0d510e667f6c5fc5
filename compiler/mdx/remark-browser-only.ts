// `<BrowserOnly>` written in a page: Docusaurus renders its children in the
// browser only, and pxdocs never runs a page in the browser (README, "A site's
// own components"), so only its fallback shows on the built page. A component
// file doing the same is named by browser-handlers.ts; one written in the page
// itself is named here, at its line, under the same heading of the build's
// warnings ("Browser code that never runs"), as is a package the page imports
// whose components draw only once mounted (an island must be a site's file),
// a component the page defines itself with handlers or state (Docusaurus's
// template page `export const Highlight = … onClick={…}`), and a handler written
// on an element of the page.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import type { Position } from 'unist';
import { INTERACTIVE, packageNeedsBrowser } from '../interactive-package.js';

/** `message.source` of the warnings this plugin leaves (compile.ts files them as `browser-handler`). */
export const BROWSER_ONLY_SOURCE = 'pxdocs-browser-only';

export function remarkBrowserOnly() {
  return (tree: Root, file: VFile) => {
    /** Each JSX element's first use in the page, by the name it starts with (`Tabs` for `Tabs.Item`). */
    const firstUse = new Map<string, Position['start'] | undefined>();
    walk<Nodes>(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      const head = name?.split('.')[0];
      if (head && !firstUse.has(head)) firstUse.set(head, node.position?.start);
      const handlers = (node as { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes?.filter((attribute) => attribute.type === 'mdxJsxAttribute' && /^on[A-Z]/.test(attribute.name ?? '') && typeof attribute.value === 'object' && attribute.value !== null);
      if (handlers?.length) {
        const message = file.message(`<${name ?? ''} ${handlers.map((attribute) => attribute.name).join(' ')}>: the handler never runs on the built page (pxdocs renders pages when the site is built and runs only their islands in the browser). Move the element into a component of src/ that the page imports: pxdocs hydrates such a component in the browser, as an island.`, node.position?.start);
        message.source = BROWSER_ONLY_SOURCE;
      }
      if (name !== 'BrowserOnly') return;
      const message = file.message("<BrowserOnly>: what it holds never shows on the built page, only its fallback (pxdocs renders pages when the site is built and runs only their islands in the browser). Move it into a component of src/ that the page imports: pxdocs hydrates such a component in the browser, as an island.", node.position?.start);
      message.source = BROWSER_ONLY_SOURCE;
    });
    // A package imported by the page itself whose components keep state or run effects (a comments widget,
    // a toast provider), used in the page: rendered once, and no island (only a component file of the site is one).
    if (!file.path || !firstUse.size) return;
    for (const node of tree.children) {
      if ((node as { type: string }).type !== 'mdxjsEsm') continue;
      const esm = (node as unknown as { value: string }).value;
      const interactive = INTERACTIVE.exec(esm);
      const exported = interactive ? [...esm.matchAll(/\bexport\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)].filter((match) => firstUse.has(match[1])) : [];
      const defined = exported.map((match) => match[1]);
      if (interactive && defined.length) {
        // At the first such export's own line (the block may start with the page's imports).
        const start = node.position?.start;
        const at = start && { line: start.line + esm.slice(0, exported[0].index).split('\n').length - 1, column: 1 };
        const what = interactive[1] ? `sets ${interactive[1]}` : interactive[0].startsWith('<') ? 'renders <BrowserOnly>' : `calls ${interactive[0].replace(/\s*\($/, '')}`;
        const message = file.message(`${defined.map((name) => `<${name}>`).join(', ')}, defined in this page, ${what}: it is rendered once when the site is built and never runs in the browser (pxdocs hydrates only components of the site's files). Move it into a file of src/components and import it: pxdocs hydrates such a component in the browser, as an island.`, at);
        message.source = BROWSER_ONLY_SOURCE;
      }
      for (const { names, source } of imports((node as unknown as { value: string }).value)) {
        const shown = names.find((name) => firstUse.has(name));
        if (!shown || !packageNeedsBrowser(file.path, source)) continue;
        const message = file.message(`<${shown}> is a component of \`${source}\`, which keeps state or runs effects in the browser: the built page shows its first render only (a widget that draws once mounted shows nothing), and nothing runs it there. Import it in a component file of src/ and use that component in the page: pxdocs hydrates such a component in the browser, as an island.`, firstUse.get(shown));
        message.source = BROWSER_ONLY_SOURCE;
      }
    }
  };
}

/** A page's imports: each source with the local names it binds (`A`, `{ B as C }`, `* as D`); `packageNeedsBrowser` tells the packages. */
function imports(esm: string): { source: string; names: string[] }[] {
  const found: { source: string; names: string[] }[] = [];
  for (const [, clause, source] of esm.matchAll(/\bimport\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1].split(',') ?? []) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local) names.push(local);
    }
    const rest = clause.replace(/\{[^}]*\}/, '');
    for (const part of rest.split(',')) {
      const local = part.trim().replace(/^\*\s*as\s+/, '');
      if (/^[A-Za-z_$][\w$]*$/.test(local)) names.push(local);
    }
    found.push({ source, names });
  }
  return found;
}
