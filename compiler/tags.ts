// Docusaurus's doc tags. A doc's `tags` front matter gives it a tag list under
// its content; each tag gets a page listing the docs carrying it, and one page
// lists every tag, all under `<route base>/<tagsBasePath>` (`/docs/tags`,
// `/docs/tags/red-things`). Permalinks are made as Docusaurus makes them
// (lodash's kebabCase of the label, or the tag's own `permalink` under the tags
// route), so a link a site wrote to a tag page finds it here too.
//
// A tags file (the blog's or a docs folder's `tags.yml`) predefines tags by key:
// a front matter tag naming a key is that tag (its label, permalink and
// description); any other tag is written inline.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { refuseSpecialFile } from './site-file.js';
import kebabCase from 'lodash.kebabcase';
import { parse as parseYaml, parseDocument } from 'yaml';
import type { Doc } from './discover.js';
import type { Diagnostics } from './diagnostics.js';
import type { FrontMatter } from './front-matter.js';
import { joinPermalink, unsafePermalinkReason } from './paths.js';
import { pxErrors } from './errors/catalogue.js';
import type { Severity } from './config/schema.js';
import type { PageData, TagRef } from '../theme/components/types.js';
import { parseJsonText, syntaxErrorAt, syntaxErrorMessage, withoutBom } from './json-text.js';
import { listTitles, type ListTitles } from './list-titles.js';

/** A tags file's tags by key. */
export type TagsFile = Map<string, { label: string; permalink: string; description?: string }>;

/** The catalogue entry a file's errors are reported as (the blog's files have their own). */
type FileError = typeof pxErrors.InvalidBlogFile;

/** A keyed file's entries, and where in it a value is (for an error about that value). */
export interface KeyedFile {
  entries: Record<string, unknown>;
  /** The file (relative to the site) with the line and column of the value at `path` (keys down from the top), where it can be found. */
  place(path: string[]): { file: string; line?: number; column?: number };
}

/** A YAML or JSON file of keyed entries; none when it does not exist. */
export async function readKeyedFile(file: string, cwd: string, error: FileError): Promise<KeyedFile | undefined> {
  let text: string;
  refuseSpecialFile(file, relative(cwd, file));
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error.create({ message: `${relative(cwd, file)} could not be read: ${(cause as Error).message}` });
  }
  const source = relative(cwd, file);
  let value: unknown;
  try {
    value = file.endsWith('.json') ? parseJsonText(text) : parseYaml(text);
  } catch (cause) {
    // At its line and column, as a sidebars.json's: YAML's own message ends "at line 4, column 1:" before a code frame.
    throw error.create({ message: `${syntaxErrorMessage(cause)}.` }, { where: { file: source, ...syntaxErrorAt(cause, withoutBom(text)) } });
  }
  const place = (path: string[]) => ({ file: source, ...valuePlace(text, path) });
  if (value === null || value === undefined) return { entries: {}, place };
  if (typeof value !== 'object' || Array.isArray(value)) throw error.create({ message: 'The file does not hold a map of keys to entries.' }, { where: { file: source, line: 1, column: 1 } });
  return { entries: value as Record<string, unknown>, place };
}

/** The line and column of the value at `path` in YAML or JSON text (JSON read as the YAML it is), or none. */
function valuePlace(text: string, path: string[]): { line?: number; column?: number } {
  const node = parseDocument(withoutBom(text)).getIn(path, true) as { range?: [number, number, number] } | undefined;
  const offset = node?.range?.[0];
  if (offset === undefined) return {};
  const before = withoutBom(text).slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** A tags file's tags (label defaults to the key, permalink to the key slugified); none when the file does not exist. */
export async function readTagsFile(file: string, cwd: string, error: FileError = pxErrors.InvalidTagsFile): Promise<TagsFile | undefined> {
  const read = await readKeyedFile(file, cwd, error);
  if (!read) return undefined;
  const tags: TagsFile = new Map();
  for (const [key, value] of Object.entries(read.entries)) {
    const entry = (value && typeof value === 'object' ? value : {}) as { label?: unknown; permalink?: unknown; description?: unknown };
    // Without its own, a tag's permalink is its key slugified (Docusaurus's kebabCase), not its label.
    const permalink = typeof entry.permalink === 'string' ? entry.permalink : kebabCase(key);
    // A tag's permalink becomes a page's route: one leaving the output folder is refused, as front matter's is.
    const unsafe = unsafePermalinkReason(`/${permalink}`);
    if (unsafe) throw error.create({ message: `The tag "${key}" has the permalink "${permalink}", which cannot be used: ${unsafe}.` }, { where: read.place([key, 'permalink']) });
    tags.set(key, {
      label: typeof entry.label === 'string' ? entry.label : key,
      permalink,
      ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
    });
  }
  return tags;
}

/** The front matter tags a tags file does not define, by label (none without a file). */
export function inlineTags(tags: FrontMatter['tags'], known: TagsFile | undefined): string[] {
  if (!known) return [];
  return (tags ?? []).filter((tag) => typeof tag !== 'string' || !known.has(tag)).map((tag) => (typeof tag === 'string' ? tag : tag.label));
}

/** What to do about tags a tags file does not define: define them there, or let pages write their own. */
export function inlineTagsRemedy(file: string, plugin: 'docs' | 'blog'): string {
  return `Add them to ${file} (a key each, with a label if wanted), or set the ${plugin === 'blog' ? "blog's" : "docs'"} onInlineTags to 'ignore' to allow tags written in front matter only.`;
}

/**
 * The docs plugin's `onInlineTags` check: each doc with tags its version's tags
 * file does not define, at the configured severity. Only where the file exists
 * (docs without tags.yml write every tag inline), as Docusaurus checks it.
 */
export function checkInlineDocTags(docs: Doc[], files: ReadonlyMap<string, TagsFile>, severity: Severity, fileName: (version: string) => string, diagnostics: Diagnostics): void {
  if (severity === 'ignore') return;
  for (const doc of docs) {
    const version = doc.version ?? '';
    const inline = inlineTags(doc.frontMatter.tags, files.get(version));
    if (inline.length) diagnostics.report(severity, { kind: 'docs', message: `The doc has tags the docs' tags file ${fileName(version)} does not define: ${inline.join(', ')}. ${inlineTagsRemedy(fileName(version), 'docs')}`, where: { file: doc.source } });
  }
}

/** A doc's tags, in the order written, each once; a tag naming a key of the tags file is that tag. */
export function docTags(tags: FrontMatter['tags'], tagsPath: string, known?: TagsFile): TagRef[] {
  const seen = new Set<string>();
  const out: TagRef[] = [];
  for (const tag of tags ?? []) {
    const predefined = typeof tag === 'string' ? known?.get(tag) : undefined;
    const label = (predefined?.label ?? (typeof tag === 'string' ? tag : tag.label)).trim();
    if (!label) continue;
    const own = predefined?.permalink ?? (typeof tag === 'object' && typeof tag.permalink === 'string' ? tag.permalink : undefined);
    const href = joinPermalink(tagsPath, own ?? kebabCase(label));
    if (href === tagsPath || seen.has(href)) continue;
    seen.add(href);
    out.push({ label, href, ...(predefined?.description ? { description: predefined.description } : {}) });
  }
  return out;
}

/**
 * The tags index and one page per tag, from the docs' tags, as Docusaurus makes them:
 * a tag page lists the listed docs carrying the tag; a tag only unlisted docs carry
 * still has its page (their links to it work), listing them, but is itself unlisted
 * (not in the index, the sitemap or search). None at all when no doc has a tag.
 */
export function tagPages(docs: Doc[], tagsPath: string, known?: TagsFile, titles: ListTitles = listTitles(undefined, 'en')): { page: PageData; source: string; listed: boolean }[] {
  const byHref = new Map<string, { tag: TagRef; docs: Doc[] }>();
  for (const doc of docs) {
    for (const tag of docTags(doc.frontMatter.tags, tagsPath, known)) {
      let entry = byHref.get(tag.href);
      if (!entry) byHref.set(tag.href, (entry = { tag, docs: [] }));
      entry.docs.push(doc);
    }
  }
  if (byHref.size === 0) return [];
  const entries = [...byHref.values()]
    .map(({ tag, docs: carrying }) => {
      const listedDocs = carrying.filter((doc) => !doc.unlisted);
      return { tag, listed: listedDocs.length > 0, docs: listedDocs.length ? listedDocs : carrying };
    })
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label) || a.tag.href.localeCompare(b.tag.href));
  const shown = entries.filter((entry) => entry.listed);
  // A page's source, for messages (a duplicate route), is the first doc carrying its tag.
  const index: PageData = {
    kind: 'tags',
    id: `tags:${tagsPath}`,
    permalink: tagsPath,
    title: titles.tags(),
    // No description, as Docusaurus's DocTagsListPage gives its meta none.
    description: '',
    toc: [],
    breadcrumbs: [{ label: titles.tags() }],
    tagIndex: shown.map(({ tag, docs: tagged }) => ({ ...tag, count: tagged.length })),
  };
  const pages = entries.map(({ tag, docs: tagged, listed }) => {
    const title = titles.docsTag(tag.label, tagged.length);
    const page: PageData = {
      kind: 'tags',
      id: `tag:${tag.href}`,
      permalink: tag.href,
      title,
      // A predefined tag's description is its page's (under the heading and in its meta), as Docusaurus has it.
      description: tag.description ?? '',
      ...(tag.description ? { tagDescription: tag.description } : {}),
      toc: [],
      breadcrumbs: [{ label: titles.tags(), href: tagsPath }, { label: tag.label }],
      allTags: tagsPath,
      tagged: tagged
        .map((doc) => ({ title: doc.title, href: doc.permalink, description: doc.description }))
        .sort((a, b) => a.title.localeCompare(b.title) || a.href.localeCompare(b.href)),
      ...(listed ? {} : { noIndex: true }),
    };
    return { page, source: tagged[0].source, listed };
  });
  return [{ page: index, source: entries[0].docs[0].source, listed: shown.length > 0 }, ...pages];
}
