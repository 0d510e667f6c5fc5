// The site's static folders: Docusaurus's `staticDirectories` (a list), or pxdocs's one `staticDir`.
// Every reader of the static files (the copy into out/, link and image checks, esbuild's site-rooted
// imports, dev's server and watcher, the up-to-date check) goes through here, so none reads only the first.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteConfig } from './config/schema.js';

/** The static folders as the config names them, in its order (the first holds a name two of them have). */
export function staticDirNames(config: Pick<SiteConfig, 'staticDir' | 'staticDirectories'>): string[] {
  return config.staticDirectories ?? [config.staticDir];
}

/** The static folders' absolute paths, in the config's order. */
export function staticFolders(config: Pick<SiteConfig, 'staticDir' | 'staticDirectories'>, cwd: string): string[] {
  return staticDirNames(config).map((dir) => resolve(cwd, dir));
}

/**
 * Whether a file of `folders[index]` (by its `/`-separated path from that folder) is published: not
 * when an earlier folder has a file of the same path. Docusaurus copies the folders with one
 * copy-webpack-plugin pattern each, in the list's order, and that plugin never replaces an asset
 * already emitted; its dev server and the MDX loader look the folders up in the same order.
 */
export function notInEarlierFolder(folders: string[], index: number): (path: string) => boolean {
  const earlier = folders.slice(0, index);
  return (path) => !earlier.some((folder) => statSync(join(folder, path), { throwIfNoEntry: false })?.isFile());
}
