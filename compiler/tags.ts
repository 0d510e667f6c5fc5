// Docusaurus's doc tags. A doc's `tags` front matter gives it a tag list under
// its content; each tag gets a page listing the docs carrying it, and one page
// lists every tag, all under `<route base>/<tagsBasePath>` (`/docs/tags`,
// `/docs/tags/red-things`). Permalinks are made as Docusaurus makes them
// (lodash's kebabCase of the label, or the tag's own `permalink` under the tags
// route), so a link a site wrote to a tag page finds it here too.
import kebabCase from 'lodash.kebabcase';
import type { Doc } from './discover.js';
import type { FrontMatter } from './front-matter.js';
import { joinPermalink } from './paths.js';
import type { PageData, TagRef } from '../theme/components/types.js';

/** A doc's tags, in the order written, each once. */
export function docTags(tags: FrontMatter['tags'], tagsPath: string): TagRef[] {
  const seen = new Set<string>();
  const out: TagRef[] = [];
  for (const tag of tags ?? []) {
    const label = (typeof tag === 'string' ? tag : tag.label).trim();
    if (!label) continue;
    const own = typeof tag === 'object' && typeof tag.permalink === 'string' ? tag.permalink : undefined;
    const href = joinPermalink(tagsPath, own ?? kebabCase(label));
    if (href === tagsPath || seen.has(href)) continue;
    seen.add(href);
    out.push({ label, href });
  }
  return out;
}

/**
 * The tags index and one page per tag, from the docs' tags, as Docusaurus makes them:
 * a tag page lists the listed docs carrying the tag; a tag only unlisted docs carry
 * still has its page (their links to it work), listing them, but is itself unlisted
 * (not in the index, the sitemap or search). None at all when no doc has a tag.
 */
export function tagPages(docs: Doc[], tagsPath: string): { page: PageData; source: string; listed: boolean }[] {
  const byHref = new Map<string, { tag: TagRef; docs: Doc[] }>();
  for (const doc of docs) {
    for (const tag of docTags(doc.frontMatter.tags, tagsPath)) {
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
    title: 'Tags',
    description: `All ${shown.length} tags of the documentation.`,
    toc: [],
    breadcrumbs: [{ label: 'Tags' }],
    tagIndex: shown.map(({ tag, docs: tagged }) => ({ ...tag, count: tagged.length })),
  };
  const pages = entries.map(({ tag, docs: tagged, listed }) => {
    const title = `${tagged.length === 1 ? 'One doc' : `${tagged.length} docs`} tagged with "${tag.label}"`;
    const page: PageData = {
      kind: 'tags',
      id: `tag:${tag.href}`,
      permalink: tag.href,
      title,
      description: `${title}.`,
      toc: [],
      breadcrumbs: [{ label: 'Tags', href: tagsPath }, { label: tag.label }],
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
