// A file of the site's own the build reads by name (the sidebars file, a category's
// _category_.json, versions.json, a translations file, tags.yml, authors.yml, a page)
// may be a named pipe, a socket or a device: reading one waits for a writer for good.
// The build hung there, and a single SIGTERM (`timeout`, a CI job's cancel) waited
// with it for the stage to end. Such a file is refused, named, before it is read.
import { statSync, type Stats } from 'node:fs';
import type { PxError } from './errors.js';
import { pxErrors } from './errors/catalogue.js';

/** Throws NotAFile when `file` (followed through links) exists and is no regular file or folder; `source`: the file as messages name it. */
export function refuseSpecialFile(file: string, source: string): void {
  let info: Stats | undefined;
  try {
    info = statSync(file, { throwIfNoEntry: false });
  } catch {
    // Unreadable on the way: the read that follows says so in its own words.
    return;
  }
  if (!info || info.isFile() || info.isDirectory()) return;
  throw notAFile(info, source);
}

/** The error for a file `info` says is no regular file. */
export function notAFile(info: Stats, source: string): PxError {
  return pxErrors.NotAFile.create({ file: source, what: specialKind(info) }, { where: { file: source } });
}

/** What a file that is neither a regular file nor a folder is, in words. */
export function specialKind(info: Stats): string {
  return info.isFIFO() ? 'a named pipe (FIFO)' : info.isSocket() ? 'a socket' : info.isCharacterDevice() || info.isBlockDevice() ? 'a device' : 'not a regular file';
}
