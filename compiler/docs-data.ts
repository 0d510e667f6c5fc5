// Every doc of the site as Docusaurus's client hooks read them (`useDocById`,
// `useAllDocsData`: theme/components/mdx/docs-data.ts answers them). Made once
// per build (and per dev relink) from the route table, as one JSON string: a
// page thread receives it once with its init and parses it only when a page
// first calls one of those hooks, so a site whose pages never do holds a string
// and nothing more, and no page's own data grows with the site.
import type { Route } from './routes.js';
import type { SiteConfig } from './config/schema.js';
import { docsInstances, docsModel } from './config/docs-model.js';
import { ownId } from '../theme/shared/version-ids.js';
import type { DocsData } from '../theme/components/types.js';
import { indexDocs, type DocsIndex } from '../theme/components/mdx/docs-index.js';
import { hash } from './cache.js';
import type { PluginGlobalData } from './site-plugins.js';

/**
 * The docs data of these routes, as sent to page threads (`PagesInit.docsData`), and its hash (a page that read it is cached under it);
 * with the site's own plugins' global data (`plugins`), which the same hooks' neighbours read (`usePluginData`).
 */
export function docsDataOf(config: SiteConfig, routes: readonly Route[], plugins?: PluginGlobalData): { json: string; key: string } {
  const instances = docsInstances(config);
  const first = instances[0].id;
  const data: DocsData = {
    instances: docsModel(config).enabled ? instances.map((instance) => [instance.id, docsModel(instance.config).routeBasePath]) : [],
    docs: [],
    ...(plugins && Object.keys(plugins).length ? { plugins } : {}),
  };
  for (const route of routes) {
    const doc = route.doc;
    // Docs only: not the pages folder's pages, not blog posts, not generated indexes (categories in Docusaurus).
    if (!doc || doc.page || route.page.kind !== 'doc') continue;
    data.docs.push([doc.instance ?? first, doc.version ?? 'current', ownId(doc.id), route.page.permalink, route.page.title, route.page.description, route.page.sidebar === undefined ? null : ownId(route.page.sidebar)]);
  }
  const json = JSON.stringify(data);
  return { json, key: hash(json) };
}

/** The docs data indexed when first asked for, then kept (a thread parses it at most once). */
export function lazyDocsIndex(data: { json: string }): () => DocsIndex {
  let index: DocsIndex | undefined;
  return () => (index ??= indexDocs(JSON.parse(data.json) as DocsData));
}
