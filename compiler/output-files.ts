// The files a build writes besides pages, as URL paths: what a link may point at
// without being a route. Build and dev validation both check links against it.
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { THEME_DIR } from './client-assets.js';
import { pxErrors } from './errors/catalogue.js';
import { accessReason } from './make-folder.js';

/** Files under a folder, as URL paths relative to it (static folders are copied to the site root). */
function filesUnder(root: string, cwd: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      // A folder the user running the build may not list (chmod 000): was "Unexpected error … EACCES" with a stack.
      throw pxErrors.UnreadableSiteFile.create({ file: relative(cwd, dir), folder: true, reason: accessReason(error) }, { where: { file: relative(cwd, dir) } });
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // A named pipe, a socket or a device is not published (emit.ts): a link to it is to nothing.
      else if (entry.isFile() || entry.isSymbolicLink()) out.push(`/${relative(root, full).split('\\').join('/')}`);
    }
  };
  walk(root);
  return out;
}

/** `staticDirs`: the site's static folders (a link to a file of any of them is sound). */
export function outputFiles({ cwd, staticDirs, assets }: { cwd: string; staticDirs: string[]; assets: Iterable<string> }): Set<string> {
  return new Set(['/sitemap.xml', '/robots.txt', '/opensearch.xml', '/404.html', ...assets, ...filesUnder(join(THEME_DIR, 'static'), cwd), ...staticDirs.flatMap((dir) => filesUnder(resolve(cwd, dir), cwd))]);
}
