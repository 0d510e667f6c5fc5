// Discovery: walks content/<area>/ and turns files into docs and folders into
// categories, with ids, permalinks and sidebar positions. Reads, never renders.
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { PxError } from './errors.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { joinPermalink, stripNumberPrefix, unsafePermalinkReason } from './paths.js';
import type { Diagnostics } from './diagnostics.js';
import type { Severity, SiteConfig } from './config/schema.js';

export interface Doc {
  /** Area-qualified id with numeric prefixes removed: `learn/vadalog/rules`. */
  id: string;
  area: string;
  /** Absolute path of the source file. */
  file: string;
  /** Path relative to the site root, used in messages: `content/learn/02-vadalog/03-rules.md`. */
  source: string;
  format: 'md' | 'mdx';
  frontMatter: FrontMatter;
  title: string;
  /** True when the title came from a `#` heading in the body, which then renders as the page heading. */
  titleInBody: boolean;
  description: string;
  permalink: string;
  label: string;
  position?: number;
  unlisted: boolean;
  draft: boolean;
  /** Folder key relative to the content root, e.g. `learn/02-vadalog`. */
  folder: string;
  /** Whether this doc is its folder's index (index.md, README.md or the folder's own name). */
  isIndex: boolean;
}

const categorySchema = z.object({
  label: z.string().optional(),
  position: z.number().optional(),
  className: z.string().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z.union([
    z.null(),
    z.object({ type: z.literal('doc'), id: z.string() }).strict(),
    z.object({
      type: z.literal('generated-index'),
      slug: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      keywords: z.array(z.string()).optional(),
      image: z.string().optional(),
    }).strict(),
  ]).optional(),
}).strict();

export type CategoryMeta = z.infer<typeof categorySchema>;

export interface Folder {
  /** Key relative to the content root: `learn/02-vadalog`. */
  key: string;
  /** Name with the numeric prefix removed, as used in ids and URLs. */
  name: string;
  /** URL/id path of the folder: `learn/vadalog`. */
  path: string;
  position?: number;
  meta?: CategoryMeta;
  /** Where the category metadata came from, for messages. */
  metaSource?: string;
  docs: Doc[];
  folders: Folder[];
}

export interface ContentTree {
  areas: Map<string, Folder>;
  docs: Doc[];
}

const PAGE = /\.mdx?$/;

export interface DiscoverOptions {
  cwd: string;
  config: SiteConfig;
  diagnostics: Diagnostics;
  /** Drafts are built in development only (default: false). */
  includeDrafts?: boolean;
}

export async function discover({ cwd, config, diagnostics, includeDrafts = false }: DiscoverOptions): Promise<ContentTree> {
  const root = join(cwd, config.contentDir);
  const areas = new Map<string, Folder>();
  const docs: Doc[] = [];
  await Promise.all(config.areas.map(async (area) => {
    const folder = await readFolder(root, area, area, area, cwd, diagnostics, includeDrafts, docs);
    if (!folder) {
      throw new PxError('Missing content area', `The area "${area}" has no folder ${relative(cwd, join(root, area))}.`, {
        hint: `Create the folder, or remove "${area}" from \`areas\` in the site config.`,
      });
    }
    areas.set(area, folder);
  }));
  docs.sort((a, b) => a.source.localeCompare(b.source));
  return { areas, docs };
}

/**
 * Two pages with one route: the first (by path) is kept, the other dropped from
 * the tree entirely (so no sidebar entry points at the wrong page), and the
 * configured severity decides whether that is a warning or a failure.
 */
export function dropDuplicateRoutes(tree: ContentTree, diagnostics: Diagnostics, severity: Severity): void {
  const report = (kept: Doc, dropped: Doc) => diagnostics.report(severity, {
    kind: 'duplicate-route',
    message: `Duplicate route ${dropped.permalink}: ${dropped.source} and ${kept.source} both produce it; ${kept.source} is kept.`,
    where: { file: dropped.source },
  }, 'Duplicate route');
  const seen = new Map<string, Doc>();
  const dropped = new Set<Doc>();
  for (const doc of tree.docs) {
    const first = seen.get(doc.permalink);
    if (first) {
      dropped.add(doc);
      report(first, doc);
    } else seen.set(doc.permalink, doc);
  }
  if (!dropped.size) return;
  tree.docs = tree.docs.filter((doc) => !dropped.has(doc));
  const prune = (folder: Folder) => {
    folder.docs = folder.docs.filter((doc) => !dropped.has(doc));
    folder.folders.forEach(prune);
  };
  tree.areas.forEach(prune);
}

async function readFolder(root: string, key: string, area: string, path: string, cwd: string, diagnostics: Diagnostics, includeDrafts: boolean, docs: Doc[]): Promise<Folder | undefined> {
  const dir = join(root, key);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new PxError('Unreadable folder', `${relative(cwd, dir)} could not be read: ${(error as Error).message}`, { hint: 'Check the folder permissions.' });
  }
  const base = key.split('/').pop()!;
  const stripped = stripNumberPrefix(base);
  const folder: Folder = { key, name: stripped.name, path, position: stripped.position, docs: [], folders: [] };
  const work: Promise<unknown>[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name.startsWith('_') && !entry.name.startsWith('_category_.')) continue;
    const link = entry.isSymbolicLink() ? await followLink(join(dir, entry.name), cwd, diagnostics) : undefined;
    const kind = link ? link.kind : entryKind(entry);
    if (kind === 'directory') {
      const child = stripNumberPrefix(entry.name).name;
      work.push(readFolder(root, `${key}/${entry.name}`, area, `${path}/${child}`, cwd, diagnostics, includeDrafts, docs).then((sub) => sub && folder.folders.push(sub)));
    } else if (/^_category_\.(json|ya?ml)$/.test(entry.name)) {
      work.push(readCategory(join(dir, entry.name), cwd).then((meta) => {
        folder.meta = meta;
        folder.metaSource = relative(cwd, join(dir, entry.name));
      }));
    } else if (PAGE.test(entry.name) && kind === 'file') {
      // A linked page is read (and bundled) at its real path; its name and place come from the link.
      work.push(readDoc(link?.real ?? join(dir, entry.name), key, area, path, cwd, diagnostics, entry.name).then((doc) => {
        if (doc.draft && !includeDrafts) return;
        folder.docs.push(doc);
        docs.push(doc);
      }));
    }
  }
  await Promise.all(work);
  if (folder.meta?.position !== undefined) folder.position = folder.meta.position;
  folder.docs.sort((a, b) => a.source.localeCompare(b.source));
  folder.folders.sort((a, b) => a.key.localeCompare(b.key));
  return folder;
}

function entryKind(entry: Dirent): 'file' | 'directory' | 'other' {
  return entry.isDirectory() ? 'directory' : entry.isFile() ? 'file' : 'other';
}

/**
 * What a symbolic link in the content folder is: followed when its real path
 * stays inside the site (a page shared by two areas, say), otherwise skipped
 * with a warning naming the link, never dropped silently. A link to one of its
 * own parent folders is skipped too (it would loop for ever).
 */
async function followLink(link: string, cwd: string, diagnostics: Diagnostics): Promise<{ kind: 'file' | 'directory' | 'other'; real?: string }> {
  const shown = relative(cwd, link).split(sep).join('/');
  let real: string;
  try {
    real = await realpath(link);
  } catch {
    diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} points to a file that does not exist; it was skipped.`, where: { file: shown } });
    return { kind: 'other' };
  }
  const root = await realpath(cwd);
  if (!real.startsWith(root + sep)) {
    diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} points outside the site (${real}); it was skipped. Move the file into the site instead of linking to it.`, where: { file: shown } });
    return { kind: 'other' };
  }
  const info = await stat(real);
  if (info.isDirectory()) {
    const parent = await realpath(join(link, '..'));
    if (parent === real || parent.startsWith(real + sep)) {
      diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} points to one of its own parent folders; it was skipped.`, where: { file: shown } });
      return { kind: 'other' };
    }
    return { kind: 'directory' };
  }
  return { kind: info.isFile() ? 'file' : 'other', real };
}

async function readCategory(file: string, cwd: string): Promise<CategoryMeta> {
  const text = await readFile(file, 'utf8');
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new PxError('Invalid category file', (error as Error).message, { where: { file: relative(cwd, file) }, hint: 'Category files hold `label`, `position` and `link`.' });
  }
  const result = categorySchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PxError('Invalid category file', `${issue.path.join('.') || '(root)'}: ${issue.message}`, {
      where: { file: relative(cwd, file) },
      hint: 'Allowed keys: label, position, className, collapsible, collapsed, description, link ({ type: "doc", id } or { type: "generated-index", slug, title, description, keywords }).',
    });
  }
  const slug = result.data.link && result.data.link.type === 'generated-index' ? result.data.link.slug : undefined;
  const reason = slug === undefined ? undefined : unsafePermalinkReason(`/${slug}`);
  if (reason) {
    const offset = text.search(/["']?slug["']?\s*:/);
    const line = offset === -1 ? undefined : text.slice(0, offset).split('\n').length;
    throw new PxError('Unsafe category route', `The category link slug "${slug}" cannot be used: ${reason}.`, {
      where: { file: relative(cwd, file), line, column: line ? 1 : undefined },
      hint: 'Use a slug made of plain URL segments (letters, digits, "-", "/"), with no "." or ".." segments.',
    });
  }
  return result.data;
}

/**
 * Reads one page as discovery would, for incremental updates: the area, folder
 * key and id path come from the file's place under the content folder.
 */
export async function readPage(cwd: string, config: SiteConfig, file: string, diagnostics: Diagnostics): Promise<Doc | undefined> {
  const root = join(cwd, config.contentDir);
  const parts = relative(root, file).split(sep);
  if (parts.length < 2 || parts[0].startsWith('..') || !config.areas.includes(parts[0]) || !PAGE.test(file)) return undefined;
  const folders = parts.slice(0, -1);
  const folderPath = [folders[0], ...folders.slice(1).map((name) => stripNumberPrefix(name).name)].join('/');
  return readDoc(file, folders.join('/'), folders[0], folderPath, cwd, diagnostics);
}

async function readDoc(file: string, folderKey: string, area: string, folderPath: string, cwd: string, diagnostics: Diagnostics, fileName = file.slice(file.lastIndexOf(sep) + 1)): Promise<Doc> {
  const source = relative(cwd, file).split(sep).join('/');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new PxError('Unreadable page', `${source} could not be read: ${(error as Error).message}`, { where: { file: source }, hint: 'Check the file permissions.' });
  }
  const { data: frontMatter, lines, lineOf } = parseFrontMatter(text, source, diagnostics);
  const stem = fileName.replace(PAGE, '');
  // `parse_number_prefixes: false` keeps a name like `2024-release-notes` whole.
  const { name, position: prefixPosition } = frontMatter.parse_number_prefixes === false ? { name: stem, position: undefined } : stripNumberPrefix(stem);
  const folderName = folderPath.split('/').pop();
  const isIndex = /^(index|readme)$/i.test(name) || name === folderName;
  const idName = frontMatter.id ?? name;
  const id = `${folderPath}/${idName}`;
  let permalink: string;
  if (frontMatter.slug !== undefined) {
    permalink = frontMatter.slug.startsWith('/') ? joinPermalink(frontMatter.slug) : joinPermalink(folderPath, frontMatter.slug);
  } else {
    permalink = isIndex && frontMatter.id === undefined ? joinPermalink(folderPath) : joinPermalink(folderPath, idName);
  }
  // A slug or id such as `../../tmp/x` would write outside the output folder.
  for (const key of ['slug', 'id'] as const) {
    const value = frontMatter[key];
    const reason = value === undefined ? undefined : unsafePermalinkReason(`/${value}`);
    if (reason) {
      throw new PxError('Unsafe page route', `The front matter ${key} "${value}" cannot be used: ${reason}.`, {
        where: { file: source, line: lineOf(key), column: 1 },
        hint: `Use a ${key} made of plain URL segments (letters, digits, "-", "/"), with no "." or ".." segments.`,
      });
    }
  }
  const unsafe = unsafePermalinkReason(permalink);
  if (unsafe) {
    throw new PxError('Unsafe page route', `The page's route "${permalink}" cannot be used: ${unsafe}.`, {
      where: { file: source, line: 1, column: 1 },
      hint: 'Rename the file or folder so that no path segment is "." or "..".',
    });
  }
  const heading = frontMatter.title === undefined ? firstHeading(text, lines) : undefined;
  const title = frontMatter.title ?? heading ?? titleCase(idName);
  return {
    id,
    area,
    file,
    source,
    format: fileName.endsWith('.mdx') ? 'mdx' : 'md',
    frontMatter,
    title,
    titleInBody: heading !== undefined,
    description: frontMatter.description ?? '',
    permalink,
    label: frontMatter.sidebar_label ?? title,
    position: frontMatter.sidebar_position ?? prefixPosition,
    unlisted: frontMatter.unlisted === true,
    draft: frontMatter.draft === true,
    folder: folderKey,
    isIndex,
  };
}

/** The text of a leading `# Title` line, skipping imports, exports and blank lines. */
function firstHeading(text: string, frontMatterLines: number): string | undefined {
  const lines = text.split('\n').slice(frontMatterLines);
  for (const line of lines) {
    if (!line.trim() || /^(import|export)\s/.test(line)) continue;
    const match = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    return match ? match[1].replace(/\s*\{#[^}]+\}$/, '') : undefined;
  }
  return undefined;
}

function titleCase(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
