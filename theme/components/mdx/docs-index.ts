// The site's docs as `useDocById` and `useAllDocsData` look them up (docusaurus-client.tsx): the
// rows compiler/docs-data.ts sends a page thread, indexed by instance and version. A thread builds
// it once, the first time one of its pages asks, and its pages share it.
import type { DocsData } from '../types.js';

export interface IndexedDoc {
  id: string;
  permalink: string;
  title: string;
  description: string;
  sidebar: string | undefined;
}

export interface DocsIndex {
  /** Plugin id → the instance's route base path; the first instance first. */
  instances: Map<string, string>;
  /** Plugin id → version name → its docs, in route order. */
  versions: Map<string, Map<string, IndexedDoc[]>>;
  /** Plugin id → version name → doc id → doc. */
  byId: Map<string, Map<string, Map<string, IndexedDoc>>>;
  /** `useAllDocsData()`'s answer, made once per site data (a page thread renders for one site). */
  all: WeakMap<object, unknown>;
  /** The site's own plugins' global data: plugin name → instance id → data. */
  plugins: Record<string, Record<string, unknown>>;
}

export function indexDocs(data: DocsData): DocsIndex {
  const index: DocsIndex = { instances: new Map(data.instances), versions: new Map(), byId: new Map(), all: new WeakMap(), plugins: data.plugins ?? {} };
  for (const [pluginId, version, id, permalink, title, description, sidebar] of data.docs) {
    const doc: IndexedDoc = { id, permalink, title, description, sidebar: sidebar ?? undefined };
    const versions = index.versions.get(pluginId) ?? index.versions.set(pluginId, new Map()).get(pluginId)!;
    (versions.get(version) ?? versions.set(version, []).get(version)!).push(doc);
    const ids = index.byId.get(pluginId) ?? index.byId.set(pluginId, new Map()).get(pluginId)!;
    (ids.get(version) ?? ids.set(version, new Map()).get(version)!).set(id, doc);
  }
  return index;
}
