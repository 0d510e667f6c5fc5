// How messages name a file or folder: from the folder the person works in
// when it is inside it (`config/site.config.ts`), else in full.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** `path` relative to `cwd` when inside it, with `/` separators; else `path` as given. */
export function pathLabel(cwd: string, path: string): string {
  const inside = relative(resolve(cwd), path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}
