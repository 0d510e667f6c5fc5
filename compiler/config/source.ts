// Which file a site's config was read from, for messages about its values
// ("the navbar names a sidebar that does not exist" points at that file). Kept
// beside the parsed config rather than in it: not a key a user sets, and not
// part of what cache keys hash.
import type { SiteConfig } from './schema.js';

/** The config file of a site that has none of the root-level names (`pxdocs.config.*`). */
export const CONFIG_FILE = 'config/site.config.ts';

const sources = new WeakMap<SiteConfig, string>();

export function recordConfigSource(config: SiteConfig, file: string): void {
  sources.set(config, file);
}

/** The file a config was read from, relative to the site. */
export function configSource(config: SiteConfig): string {
  return sources.get(config) ?? CONFIG_FILE;
}
