// The error for a page file that could not be read, by why. All were "Unreadable page … hint: Check
// the file permissions", a file renamed away between discovery and its read too (an editor saving by
// rename, a checkout, `pxdocs dev` while files move): permissions had nothing to do with it.
import { pxErrors } from './errors/catalogue.js';
import { PxError } from './errors.js';

export function pageReadError(source: string, error: unknown): PxError {
  // Already said in full (a named pipe in place of the page: site-file.ts).
  if (error instanceof PxError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return pxErrors.PageFileGone.create({ message: `${source} was there when the pages were listed, and gone when it was read: deleted or renamed meanwhile.` }, { where: { file: source } });
  return pxErrors.UnreadablePage.create({ message: `${source} could not be read: ${(error as Error).message}` }, { where: { file: source } });
}
