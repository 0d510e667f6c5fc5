// Search artifacts produced by the build (records and the embedded index).
// Hook point: build.ts calls buildSearch after rendering and writes its files.
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';

export interface SearchInput {
  config: SiteConfig;
  /** Every rendered route with its final HTML. */
  pages: { route: Route; html: string }[];
}

export interface SearchOutput {
  /** Files to write into the output folder, paths relative to it. */
  files: { path: string; contents: string | Uint8Array }[];
  /** One line for the build's task list, e.g. "812 records, 96 KB index (gzip)". */
  note: string;
}

export async function buildSearch(_input: SearchInput): Promise<SearchOutput> {
  return { files: [], note: 'not built yet' };
}
