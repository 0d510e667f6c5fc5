// `pxdocs clear`: what the builds of a site left beside it, removed, as
// `docusaurus clear` removes its build folder and caches: the output (`out/`,
// a link, and the folder of builds it points into) and the site's build cache
// (with the data its plugins generated). A build after it starts from nothing.
import { lstatSync, rmSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { cacheDir } from '../compiler/cache.js';
import { buildsFolder } from '../compiler/emit.js';
import { pxErrors } from '../compiler/errors/catalogue.js';

export interface ClearResult {
  /** What was there and is gone, as given (absolute paths). */
  removed: string[];
}

/** Removes the output folder `out` (from `cwd`) with its builds, and the site's build cache. */
export function clearSite(cwd: string, out: string, env: NodeJS.ProcessEnv = process.env): ClearResult {
  const site = resolve(cwd);
  const output = resolve(site, out);
  // `--out .` or `--out ..` would name the site itself: never removed.
  if (output === site || site.startsWith(output.endsWith(sep) ? output : output + sep)) throw pxErrors.ClearWouldRemoveSite.create({ out, site });
  const removed: string[] = [];
  for (const path of [output, buildsFolder(output), cacheDir(site, env)]) {
    if (!exists(path)) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(path);
  }
  return { removed };
}

/** Whether anything is at `path`, a dangling link included (an out/ whose builds were deleted). */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
