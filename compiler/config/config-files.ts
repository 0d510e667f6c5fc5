// Where a site's config may be, apart from load.ts: the command line asks whether a folder is a site
// (to list its plugins' commands in `pxdocs --help`) without loading esbuild and the schema.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from './source.js';

/** Where a site's config may be, first found wins. */
export const CONFIG_FILES = ['pxdocs.config.ts', 'pxdocs.config.mts', 'pxdocs.config.mjs', 'pxdocs.config.js', CONFIG_FILE];

/** Where a Docusaurus site's config may be (what `pxdocs init --from-docusaurus` reads), first found wins. */
export const DOCUSAURUS_CONFIGS = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts'];

/** The config file of the site in `cwd`, relative to it, or undefined. */
export function findConfigFile(cwd: string): string | undefined {
  return CONFIG_FILES.find((name) => existsSync(join(cwd, name)));
}

/** The Docusaurus config file of the site in `dir`, relative to it, or undefined. */
export function findDocusaurusConfig(dir: string): string | undefined {
  return DOCUSAURUS_CONFIGS.find((name) => existsSync(join(dir, name)));
}
