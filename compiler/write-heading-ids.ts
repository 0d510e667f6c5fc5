// `pxdocs write-heading-ids`: writes each heading's id into the Markdown
// (`## Set up {#set-up}`), as `docusaurus write-heading-ids` does, so that
// anchors stay put when the heading is reworded or translated (a translated
// page keeps the English ids that links point to).
//
// The rules are Docusaurus's (its writeMarkdownHeadingId): h2 to h6 outside
// code; a heading that already has an id is left as it is, and its id is
// reserved so that no other heading gets it; the id is github-slugger's slug of
// the heading's text with links unwrapped, numbered when it repeats in the
// file. Ids already written are read as the build reads them (preprocess.ts
// `explicitHeadingId`), and an HTML comment is no part of the text (the build
// leaves it out of the id), so the id written is the one the heading has. `--overwrite` makes every id again from the text, `--migrate` rewrites
// the ids there are in the chosen syntax, `--syntax mdx-comment` writes
// `{/* #id */}` (valid MDX) instead of `{#id}`. Unlike Docusaurus, front
// matter (where `## x` is a YAML comment) and tilde or indented fences are
// never read as headings, and a file's CRLF line ends are kept.
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { SiteConfig } from './config/schema.js';
import { folderFiles } from './folder-files.js';
import { CodeFences, explicitHeadingId } from './mdx/preprocess.js';
import { contentFolders } from './pages/page-estimate.js';

export const HEADING_ID_SYNTAXES = ['classic', 'mdx-comment'] as const;
export type HeadingIdSyntax = (typeof HEADING_ID_SYNTAXES)[number];

export interface HeadingIdOptions {
  syntax?: HeadingIdSyntax;
  /** Make every id again from its heading's text. */
  overwrite?: boolean;
  /** Rewrite the ids there are in `syntax`. */
  migrate?: boolean;
  /** Keep the text's case in the slug (`markdown.anchors.maintainCase`). */
  maintainCase?: boolean;
}

/** An h2 to h6 line: its hashes and the rest (the text with its leading space). */
const HEADING = /^(#{2,6})(\s.*)?$/;
/** Comments in a heading's text: the build leaves an HTML comment out of the heading's id. */
const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/** The lines of a file that are Markdown headings (h2 to h6): not code, not front matter. */
function headingLines(lines: string[]): number[] {
  const found: number[] = [];
  const fences = new CodeFences();
  let start = 0;
  if (lines[0]?.trimEnd() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
    if (end !== -1) start = end + 1;
  }
  for (let index = start; index < lines.length; index++) {
    if (fences.isCode(lines[index])) continue;
    if (HEADING.test(lines[index])) found.push(index);
  }
  return found;
}

/** A Markdown file's text with its headings' ids written (the same text when there is nothing to write). */
export function writeMarkdownHeadingIds(source: string, options: HeadingIdOptions = {}): string {
  const { syntax = 'classic', overwrite = false, migrate = false, maintainCase = false } = options;
  const crlf = source.includes('\r\n');
  const lines = source.split('\n').map((line) => (crlf ? line.replace(/\r$/, '') : line));
  const headings = headingLines(lines);
  const slugger = new GithubSlugger();
  // The ids written already are taken: a heading without one must not get theirs.
  if (!overwrite) for (const index of headings) {
    const written = explicitHeadingId(lines[index]);
    if (written) slugger.slug(written.id, true);
  }
  for (const index of headings) {
    const [, hashes, rest = ''] = HEADING.exec(lines[index])!;
    const written = explicitHeadingId(lines[index]);
    if (written && !overwrite && !migrate) continue;
    const heading = (written ? written.before.slice(hashes.length) : rest).trimEnd();
    const text = heading.replace(HTML_COMMENT, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').trim();
    const id = migrate && written ? written.id : slugger.slug(text, maintainCase);
    if (!id) continue;
    lines[index] = `${hashes}${heading} ${syntax === 'mdx-comment' ? `{/* #${id} */}` : `{#${id}}`}`;
  }
  return lines.join(crlf ? '\r\n' : '\n');
}

/** Markdown files: the given files, and those under the given folders. */
function markdownFiles(paths: string[]): string[] {
  return paths.flatMap((path) => (statSync(path).isDirectory()
    ? folderFiles(path, { enter: (name) => name !== 'node_modules' && !name.startsWith('.'), keep: (name) => /\.mdx?$/.test(name) })
    : [path]));
}

export interface HeadingIdsResult {
  /** Every Markdown file read. */
  files: string[];
  /** Those whose text changed (written). */
  changed: string[];
}

/**
 * Writes heading ids into `paths` (files or folders, absolute), or with none given into every
 * Markdown file of the site's content: each docs instance's folder and its versions', the blogs',
 * the pages folder (as Docusaurus takes its plugins' paths to watch).
 */
export async function writeHeadingIds(cwd: string, config: SiteConfig, paths: string[], options: HeadingIdOptions = {}): Promise<HeadingIdsResult> {
  const roots = paths.length ? paths : [...new Set(contentFolders(config, cwd))].filter((folder) => existsSync(folder));
  const files = [...new Set(markdownFiles(roots.map((path) => resolve(cwd, path))))];
  const changed: string[] = [];
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    const written = writeMarkdownHeadingIds(source, options);
    if (written === source) continue;
    await writeFile(file, written);
    changed.push(file);
  }
  return { files, changed };
}
