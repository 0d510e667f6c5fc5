// Which file a site's config was read from, for messages about its values
// ("the navbar names a sidebar that does not exist" points at that file). Kept
// beside the parsed config rather than in it: not a key a user sets, and not
// part of what cache keys hash.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Where a string value is written in the site's config file (its first quoted occurrence,
 * `"intro"` or `'intro'`), for a message about it: the config is code, run to be read, so
 * this is a search of its text, not a parse. The file alone when the value is not found.
 */
export function configPlace(cwd: string | undefined, config: SiteConfig, value: string): { file: string; line?: number; column?: number } {
  const file = configSource(config);
  if (!cwd) return { file };
  let text: string;
  try {
    text = readFileSync(join(cwd, file), 'utf8');
  } catch {
    return { file };
  }
  const at = [`"${value}"`, `'${value}'`, `\`${value}\``].map((quoted) => text.indexOf(quoted)).filter((index) => index !== -1).sort((a, b) => a - b)[0];
  if (at === undefined) return { file };
  const before = text.slice(0, at);
  return { file, line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}
