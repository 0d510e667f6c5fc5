import { resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { blogInstances } from '../blog/discover.js';
import { docsInstances } from '../config/docs-model.js';
import type { Doc } from '../discover.js';

/** The four Markdown plugin lists, as the site's `markdown` and each content plugin's options name them. */
export type MarkdownPlugins = Pick<SiteConfig['markdown'], 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins'>;
const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
type OwnPlugins = Partial<MarkdownPlugins>;

/**
 * The content plugin a page belongs to: `docs:<id>`, `blog:<id>` or `pages`; `site` for a file of none
 * (a partial kept in `src/`), which Docusaurus compiles with its fallback MDX loader: the site's lists alone.
 */
export type PluginOwner = string;

/** A docs page's, a post's or a Markdown page's owner, from its record (a translated or versioned doc's file is elsewhere). */
export function docOwner(doc: Pick<Doc, 'page' | 'instance' | 'post'>): PluginOwner {
  if (doc.page === 'post') return `blog:${doc.post?.instance ?? 'default'}`;
  if (doc.page === 'markdown' || doc.page === 'react') return 'pages';
  return `docs:${doc.instance ?? ''}`;
}

/**
 * Which content plugin's Markdown plugins compile each page. Docusaurus gives each content plugin
 * its own MDX loader, for the files of its folders (`presets[0].docs.remarkPlugins` run on docs only,
 * `blog.remarkPlugins` on posts only), each after the site's `markdown` lists; a file in no content
 * folder (a partial in `src/`) gets the fallback loader, which runs none of them.
 */
export class ContentPlugins {
  private readonly own = new Map<PluginOwner, OwnPlugins>();
  /** Folders (absolute, with a trailing separator), longest first, and whose files they hold. */
  private readonly folders: [string, PluginOwner][] = [];

  constructor(config: SiteConfig, cwd: string) {
    const folder = (path: string) => resolve(cwd, path) + sep;
    if (config.docs) {
      for (const instance of docsInstances(config)) {
        const options = instance.config.docs;
        if (!options) continue;
        const owner = `docs:${instance.prefix ? instance.id : ''}`;
        this.own.set(owner, options);
        this.folders.push([folder(options.path), owner], [folder(instance.prefix ? `${instance.id}_versioned_docs` : 'versioned_docs'), owner]);
      }
    }
    for (const blog of blogInstances(config)) {
      const owner = `blog:${blog.id}`;
      this.own.set(owner, blog.options);
      this.folders.push([folder(blog.options.path), owner]);
    }
    if (config.pages) {
      this.own.set('pages', config.pages);
      this.folders.push([folder(config.pages.path), 'pages']);
    }
    this.folders.sort((a, b) => b[0].length - a[0].length);
  }

  /** The owner of a file compiled alone (a partial a page imports): the content folder holding it. */
  fileOwner(file: string): PluginOwner {
    return this.folders.find(([root]) => file.startsWith(root))?.[1] ?? 'site';
  }

  /** Whether some content plugin has lists of its own: otherwise every page compiles with the site's. */
  get any(): boolean {
    return [...this.own.values()].some((options) => LISTS.some((list) => options[list]?.length));
  }

  /** The lists an owner's pages compile with: the site's, then its own. */
  pluginsOf(site: MarkdownPlugins, owner: PluginOwner): MarkdownPlugins {
    const own = this.own.get(owner) ?? {};
    return Object.fromEntries(LISTS.map((list) => [list, [...site[list], ...(own[list] ?? [])]])) as unknown as MarkdownPlugins;
  }
}
