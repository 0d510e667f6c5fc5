// Sidebars: one per area, generated from the folder tree and ordered by position.
// Categories are always expanded; a category opens its index doc or a generated index page.
import { PxError } from './errors.js';
import { joinPermalink } from './paths.js';
import type { ContentTree, Doc, Folder } from './discover.js';
import GithubSlugger from 'github-slugger';

import type { SidebarItem } from '../theme/components/types.js';

export type { SidebarItem };

export interface GeneratedIndex {
  permalink: string;
  title: string;
  description: string;
  keywords?: string[];
  sidebar: string;
  /** Category label chain down to this category, for breadcrumbs. */
  category: SidebarItem & { type: 'category' };
  source?: string;
}

export interface Sidebars {
  /** Sidebar id (the area name) → items. */
  items: Map<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
  docsById: Map<string, Doc>;
}

export function buildSidebars(tree: ContentTree): Sidebars {
  const docsById = new Map<string, Doc>();
  for (const doc of tree.docs) docsById.set(doc.id, doc);
  const generatedIndexes: GeneratedIndex[] = [];
  const items = new Map<string, SidebarItem[]>();
  for (const [area, folder] of tree.areas) {
    items.set(area, folderItems(folder, area, docsById, generatedIndexes, false));
  }
  return { items, generatedIndexes, docsById };
}

interface Positioned { position?: number; key: string; item: SidebarItem }

function folderItems(folder: Folder, area: string, docsById: Map<string, Doc>, generated: GeneratedIndex[], isCategory: boolean): SidebarItem[] {
  const linkDoc = isCategory ? categoryLinkDoc(folder, area, docsById) : undefined;
  const entries: Positioned[] = [];
  for (const doc of folder.docs) {
    if (doc.unlisted || doc === linkDoc) continue;
    entries.push({ position: doc.position, key: doc.source.slice(doc.source.lastIndexOf('/') + 1), item: docItem(doc) });
  }
  for (const sub of folder.folders) {
    const item = categoryItem(sub, area, docsById, generated);
    if (item) entries.push({ position: sub.position, key: sub.key.slice(sub.key.lastIndexOf('/') + 1), item });
  }
  // Positioned items first, in order; then the rest by file or folder name (as Docusaurus does).
  entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.key.localeCompare(b.key));
  return entries.map((entry) => entry.item);
}

function docItem(doc: Doc): SidebarItem {
  return { type: 'doc', docId: doc.id, label: doc.label, href: doc.permalink, className: doc.frontMatter.sidebar_class_name, description: doc.description || undefined };
}

function categoryItem(folder: Folder, area: string, docsById: Map<string, Doc>, generated: GeneratedIndex[]): SidebarItem | undefined {
  const label = folder.meta?.label ?? folder.name;
  const linkDoc = categoryLinkDoc(folder, area, docsById);
  const children = folderItems(folder, area, docsById, generated, true);
  const category: SidebarItem & { type: 'category' } = { type: 'category', label, items: children, className: folder.meta?.className, description: folder.meta?.description };
  const link = folder.meta?.link;
  if (linkDoc) {
    category.href = linkDoc.permalink;
    category.docId = linkDoc.id;
    category.description ??= linkDoc.description;
  } else if (link && link.type === 'generated-index') {
    const slug = link.slug ?? `/category/${new GithubSlugger().slug(label)}`;
    category.href = slug.startsWith('/') ? joinPermalink(slug) : joinPermalink(folder.path, slug);
    category.description ??= link.description;
    generated.push({
      permalink: category.href,
      title: link.title ?? label,
      description: link.description ?? '',
      keywords: link.keywords,
      sidebar: area,
      category,
      source: folder.metaSource,
    });
  }
  // A category with nothing to show (only unlisted pages) is left out.
  if (!children.length && !category.href) return undefined;
  return category;
}

/** The doc a category opens: its `link` doc, or else its index doc. */
function categoryLinkDoc(folder: Folder, area: string, docsById: Map<string, Doc>): Doc | undefined {
  const link = folder.meta?.link;
  if (link === null) return undefined;
  if (link?.type === 'doc') {
    const candidates = [`${folder.path}/${link.id}`, `${area}/${link.id}`, link.id];
    const doc = candidates.map((id) => docsById.get(id)).find(Boolean);
    if (!doc) {
      throw new PxError('Unknown doc id', `The category "${folder.meta?.label ?? folder.name}" links to the doc id "${link.id}", which does not exist.`, {
        where: { file: folder.metaSource ?? folder.key },
        hint: `Doc ids are paths without numeric prefixes, e.g. "${folder.path}/index" or "index" relative to the category. Known ids here: ${folder.docs.map((d) => d.id).join(', ') || 'none'}.`,
      });
    }
    return doc;
  }
  if (link?.type === 'generated-index') return undefined;
  return folder.docs.find((doc) => doc.isIndex && !doc.unlisted);
}

/** Every entry in reading order (category pages before their children), for prev/next links. */
export function flattenSidebar(items: SidebarItem[]): { href: string; label: string; docId?: string }[] {
  const out: { href: string; label: string; docId?: string }[] = [];
  for (const item of items) {
    if (item.type === 'doc') out.push({ href: item.href, label: item.label, docId: item.docId });
    else {
      if (item.href) out.push({ href: item.href, label: item.label, docId: item.docId });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** The first page a sidebar opens (what a navbar `docSidebar` item links to). */
export function firstHref(items: SidebarItem[]): string | undefined {
  return flattenSidebar(items)[0]?.href;
}

/** Categories from the root down to the entry whose href is `href` (for breadcrumbs). */
export function trail(items: SidebarItem[], href: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.href === href) return [item];
    if (item.type === 'category') {
      const inner = trail(item.items, href);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}
