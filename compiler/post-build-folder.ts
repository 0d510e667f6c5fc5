// The build folder handed to the site plugins' `postBuild`, made safe for what
// a plugin does there: write a file, rewrite a page in place, delete one.
//
// Most of a rebuild's files are hard links (to the build out/ points at, to
// the page cache: emit.ts); a plugin that rewrites one with writeFile would
// write through the link into that build and the cache. So every linked file
// gets an inode of its own first (only for a site whose plugin has postBuild).
// And a file the plugin changed must not keep the `.br`/`.gz` made or linked
// for its old bytes: those are removed, and precompress makes them again.
import { copyFile, lstat, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eachLimit } from './each-limit.js';

/** A file's identity and content stamp: a plugin that rewrites, replaces or appends changes one of them. */
type Stamp = `${number}:${number}:${number}`;

/** Every file under `dir`, by path relative to it, with its stamp. */
async function stamps(dir: string): Promise<Map<string, { stamp: Stamp; links: number }>> {
  const found = new Map<string, { stamp: Stamp; links: number }>();
  const walk = async (folder: string, prefix: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    await eachLimit(entries, 16, async (entry) => {
      const path = prefix + entry.name;
      if (entry.isDirectory()) return walk(join(folder, entry.name), `${path}/`);
      if (!entry.isFile()) return;
      const info = await lstat(join(folder, entry.name));
      found.set(path, { stamp: `${info.ino}:${info.size}:${info.mtimeMs}`, links: info.nlink });
    });
  };
  await walk(dir, '');
  return found;
}

/**
 * Runs `step` (the plugins' postBuild) on `dir` once each of its hard-linked files is a file of its own,
 * then removes the compressed copies of the files it changed or added. Returns the paths it changed.
 */
export async function withPostBuildFolder(dir: string, step: () => Promise<void>): Promise<string[]> {
  const before = await stamps(dir);
  // Compressed copies are not rewritten by plugins, but removed when their file changes: left linked.
  await eachLimit([...before].filter(([path, file]) => file.links > 1 && !/\.(br|gz)$/.test(path)), 8, async ([path]) => {
    const file = join(dir, path);
    const copy = `${file}.own-${process.pid}`;
    await copyFile(file, copy);
    await rename(copy, file);
  });
  // Stamped again: the copies have new inodes, which are the ones a plugin's change is measured against.
  const owned = await stamps(dir);
  await step();
  const after = await stamps(dir);
  const changed = [...after].filter(([path, file]) => !/\.(br|gz)$/.test(path) && owned.get(path)?.stamp !== file.stamp).map(([path]) => path);
  await Promise.all(changed.flatMap((path) => [`${path}.br`, `${path}.gz`].filter((sibling) => after.has(sibling) && !isNewSibling(sibling, owned, after)).map((sibling) => rm(join(dir, sibling), { force: true }))));
  return changed;
}

/** A `.br`/`.gz` the plugin wrote itself, with its file: its own, kept. */
function isNewSibling(sibling: string, owned: Map<string, { stamp: Stamp }>, after: Map<string, { stamp: Stamp }>): boolean {
  return owned.get(sibling)?.stamp !== after.get(sibling)?.stamp;
}
