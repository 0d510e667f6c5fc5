// The files under a folder, for the places that list them whole (a locale's
// translated pages, the site's component sources, the built HTML pages): one
// walk, names in code-point order at every level, so a list never depends on
// the file system's order; a folder that cannot be read is left out (a locale
// folder removed while dev reads it, a permission), not an error.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface FolderFilesOptions {
  /** Whether to go into a folder, by its name (default: every one). */
  enter?: (name: string) => boolean;
  /** Whether a file is listed, by its name and its folder. */
  keep: (name: string, folder: string) => boolean;
}

/** Absolute paths of the files under `root` that `keep` accepts. */
export function folderFiles(root: string, { enter = () => true, keep }: FolderFilesOptions): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (enter(entry.name)) walk(path);
      } else if (entry.isFile() && keep(entry.name, folder)) files.push(path);
    }
  };
  walk(root);
  return files;
}
