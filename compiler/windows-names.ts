// Output files Windows cannot hold: a page at /docs/aux, /docs/a:b or in a folder
// named `v1.` builds and serves on Linux, but the site (its output, and its sources,
// named alike) cannot be checked out, copied or served on Windows: git stops with
// "invalid path", and a trailing dot is dropped into another name. Docusaurus builds
// such pages too, so this is a warning, at the front matter line that made the name
// when one did.
import { readFileSync } from 'node:fs';
import type { Diagnostics } from './diagnostics.js';
import type { SourcePosition } from './errors.js';
import { parseFrontMatter } from './front-matter.js';
import { windowsNameProblem } from './paths.js';

interface NamedPage {
  permalink: string;
  source: string;
  /** The page's own file, for a page written as one (a doc, a post); none for the pages the build makes (tags, a generated index). */
  file?: string;
  frontMatter?: { slug?: unknown; id?: unknown };
  /** What makes a page the build makes, for the hint (`the category "Guide"`). */
  what?: string;
}

/** Warns when the page's output file (`file`, from the output folder) has a name Windows refuses. */
export function warnWindowsName(page: NamedPage, file: string, diagnostics: Diagnostics): void {
  const problem = windowsNameProblem(file);
  if (!problem) return;
  const key = page.frontMatter?.slug !== undefined ? 'slug' : page.frontMatter?.id !== undefined ? 'id' : undefined;
  const todo = page.file === undefined ? `Give ${page.what ?? 'the page'} another name, slug or permalink in ${page.source}` : key ? `Give the page another ${key}` : 'Rename the file or folder, or give the page a `slug`';
  diagnostics.warn({
    kind: 'windows-name',
    message: `The route ${page.permalink} of ${page.source}${page.what ? ` (${page.what})` : ''} is written to ${file}: ${problem}, so the site cannot be checked out or served on Windows. ${todo}.`,
    where: key ? keyPlace(page.file!, page.source, key) : { file: page.source },
  });
}

/** The front matter line of `key`: read again only for the rare page warned of. */
function keyPlace(file: string, source: string, key: string): SourcePosition {
  try {
    const { lineOf } = parseFrontMatter(readFileSync(file, 'utf8'), source);
    return { file: source, line: lineOf(key), column: 1 };
  } catch {
    return { file: source };
  }
}
