// The pxdocs package folder (holding theme/), found from this module's location
// so it works both from compiled dist/ and from the TypeScript sources.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'theme', 'islands'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Invariant failed');
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findRoot();
