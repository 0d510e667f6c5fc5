// The files a build writes besides pages, as URL paths: what a link may point at
// without being a route. Build and dev validation both check links against it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { THEME_DIR } from './client-assets.js';

/** Files under a folder, as URL paths relative to it (static folders are copied to the site root). */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`/${relative(root, full).split('\\').join('/')}`);
    }
  };
  walk(root);
  return out;
}

/** `staticDirs`: the site's static folders (a link to a file of any of them is sound). */
export function outputFiles({ cwd, staticDirs, assets }: { cwd: string; staticDirs: string[]; assets: Iterable<string> }): Set<string> {
  return new Set(['/sitemap.xml', '/robots.txt', '/404.html', ...assets, ...filesUnder(join(THEME_DIR, 'static')), ...staticDirs.flatMap((dir) => filesUnder(resolve(cwd, dir)))]);
}
