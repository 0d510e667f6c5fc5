// The search metas of a page's head, as Docusaurus's SearchMetadata writes them
// (for DocSearch's crawler and third-party search plugins): the site layout's
// (locale, tag `default`), which a docs version's root and a list page then
// override by name, a later tag replacing an earlier one at its own place.
import type { PageData, SiteData } from './types.js';
import { DOCS_TAG_META, docsTag, LANGUAGE_META } from '../shared/search-shape.js';

export interface SearchMeta {
  name: string;
  content: string;
}

/** The search metas of Docusaurus's `SearchMetadata` props, in its order (names first, then DocSearch's). */
function metadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }): SearchMeta[] {
  const entries: [string, string | undefined][] = [
    ['docusaurus_locale', locale], ['docusaurus_version', version], ['docusaurus_tag', tag],
    [LANGUAGE_META, locale], ['docsearch:version', version], [DOCS_TAG_META, tag],
  ];
  return entries.flatMap(([name, content]) => (content === undefined ? [] : [{ name, content }]));
}

/** Later metas win over earlier ones of the same name, and take their place at the end (react-helmet's). */
function override(metas: SearchMeta[], later: SearchMeta[]): SearchMeta[] {
  const names = new Set(later.map((meta) => meta.name));
  return [...metas.filter((meta) => !names.has(meta.name)), ...later];
}

/** The tag of a list page of Docusaurus's theme (`BlogListPage`'s `blog_posts_list`…); undefined for other pages. */
function listTag(page: Pick<PageData, 'kind' | 'tagIndex' | 'blog'>): string | undefined {
  switch (page.kind) {
    case 'tags':
      return page.tagIndex ? 'doc_tags_list' : 'doc_tag_doc_list';
    case 'blog-list':
      return page.blog?.author ? 'blog_authors_posts' : page.blog?.heading ? 'blog_tags_posts' : 'blog_posts_list';
    case 'blog-tags':
      return 'blog_tags_list';
    case 'blog-authors':
      return 'blog_authors_list';
    default:
      return undefined;
  }
}

/** Whether the page is one of a docs plugin's (a doc, a generated index, a tags page), which Docusaurus's DocVersionRoot wraps. */
function inDocs(kind: PageData['kind']): boolean {
  return kind === 'doc' || kind === 'generated-index' || kind === 'tags';
}

/**
 * The page's search metas, as Docusaurus 3.10 writes them: every page its locale and `default`;
 * a docs page its version and `docs-<instance>-<version>` (`current` where the docs have no versions);
 * a list page (blog, tags, authors) its list's tag over the others.
 */
export function searchMetadata(page: Pick<PageData, 'kind' | 'version' | 'pluginId' | 'tagIndex' | 'blog'>, locale: string): SearchMeta[] {
  let metas = metadata({ locale, tag: 'default' });
  if (inDocs(page.kind)) {
    const version = page.version?.name ?? 'current';
    metas = override(metas, metadata({ version, tag: docsTag(version, page.version?.instance ?? page.pluginId) }));
  }
  const tag = listTag(page);
  return tag ? override(metas, metadata({ tag })) : metas;
}

/** The docs version the site's search boxes keep to on the page: the page's own in the first docs instance, else the last. */
export function searchVersion(page: Pick<PageData, 'kind' | 'version' | 'pluginId'>, site: Pick<SiteData, 'versions'>): { name: string; own: boolean } {
  const own = inDocs(page.kind) && !page.pluginId && !page.version?.instance;
  if (own) return { name: page.version?.name ?? 'current', own };
  return { name: site.versions?.find((version) => version.isLast)?.name ?? 'current', own };
}
