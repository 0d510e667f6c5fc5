// What a page tells its site islands of the docs hooks (`useDocById`, `useAllDocsData`) and of the
// global data hooks (`usePluginData`, `useGlobalData`): the build
// notes what they answered inside islands (theme/components/mdx/docusaurus-client.tsx) and writes it
// once in the page (compiler/render.ts); the browser's hooks (theme/islands/site/docusaurus.tsx) read
// it back, so a hydrated island renders what the build rendered. Only those answers: a page never
// carries the site's whole docs list.

/** The id of the page's `<script type="application/json">` holding them. */
export const ISLAND_DOCS_ID = 'px-island-docs';

/**
 * What the page carries: the docs `useDocById` gave, by id, what `useAllDocsData()` gave, if asked, and the
 * site plugins' global data its islands read (`usePluginData`: that instance's; `useGlobalData`: all of it),
 * by plugin name and instance id.
 */
export interface IslandDocs {
  docs: Record<string, { id: string; title: string; description: string; sidebar: string | undefined }>;
  all?: Record<string, unknown>;
  plugins?: Record<string, Record<string, unknown>>;
  /**
   * What other hooks of the page's own data answered in its islands (`useDoc()`, `useThemeConfig()`,
   * `useActiveVersion('api')`…), by `answerKey`: the browser's hooks give them back.
   */
  answers?: Record<string, unknown>;
}

/** A hook's call as `answers` names it: `useActiveVersion("api")`, `useDoc()` (arguments left undefined at the end dropped). */
export function answerKey(hook: string, args: readonly unknown[]): string {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return `${hook}(${args.slice(0, end).map((arg) => JSON.stringify(arg) ?? 'undefined').join(',')})`;
}

/** Docusaurus's message for an id no doc of the version has (`useDocById`). */
export function noVersionDoc(id: string): string {
  return `no version doc found by id=${id}`;
}

/**
 * What a page's islands read (`island`) with what the site's Root and content wrappers read (`chain`, what their
 * hooks answered when built): an island hydrates inside them, and their browser hooks answer from the page too.
 */
export function withChainDocs(island: IslandDocs | undefined, chain: IslandDocs): IslandDocs {
  const own = island ?? { docs: {} };
  const plugins = { ...chain.plugins };
  for (const [name, instances] of Object.entries(own.plugins ?? {})) plugins[name] = { ...plugins[name], ...instances };
  return {
    docs: { ...chain.docs, ...own.docs },
    ...(own.all ?? chain.all ? { all: own.all ?? chain.all } : {}),
    ...(chain.plugins || own.plugins ? { plugins } : {}),
    ...(chain.answers || own.answers ? { answers: { ...chain.answers, ...own.answers } } : {}),
  };
}

/** The data as the text of a script element: JSON that cannot close the element (`<` escaped). */
export function islandDocsScript(data: IslandDocs): string {
  return `<script type="application/json" id="${ISLAND_DOCS_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
