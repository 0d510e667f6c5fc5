// How many pages a site has, guessed from the folders the check for changes
// already listed, before discovery reads a single page.
//
// Why: page threads take a second or more to load (pool.ts `helperCount`), and
// discovery at 10,000 pages takes about two. Started from this guess, they load
// while discovery runs instead of after it. A wrong guess costs little: the
// pool takes the threads it needs and ends the others, or starts more.
import type { Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { blogInstances } from '../blog/discover.js';
import { docsInstances, docsModel } from '../config/docs-model.js';
import { versioningPaths } from '../docs-versions.js';
import type { SiteConfig } from '../config/schema.js';

/** Page files: Markdown and MDX, not a partial (`_name.md`, which Docusaurus never makes a page). */
const PAGE_FILE = /^[^_].*\.mdx?$/;

/** Page files in the listed folders at or under any of `roots` (absolute paths). */
export function pageFileCount(listings: Map<string, Dirent[]>, roots: string[]): number {
  const inRoot = (dir: string) => roots.some((root) => dir === root || dir.startsWith(root + sep));
  let count = 0;
  for (const [dir, entries] of listings) {
    if (!inRoot(dir)) continue;
    for (const entry of entries) if (entry.isFile() && PAGE_FILE.test(entry.name)) count++;
  }
  return count;
}

/** The folders a site's pages come from: each docs instance's folder and its versions, the blogs', `src/pages`. */
export function contentFolders(config: SiteConfig, cwd: string): string[] {
  const docs = docsInstances(config).flatMap((instance) => {
    const model = docsModel(instance.config);
    if (!model.enabled) return [];
    return [join(cwd, model.dir), join(cwd, versioningPaths(instance.config).docs)];
  });
  const blogs = blogInstances(config).map((blog) => join(cwd, blog.options.path));
  return [...docs, ...blogs, ...(config.pages ? [join(cwd, config.pages.path)] : [])];
}
