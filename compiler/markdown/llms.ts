// The files a build writes for agents and LLM tools: a Markdown twin of every
// doc page (`/x` → `/x.md`), `llms.txt` (the llmstxt.org format: the site,
// then a link list per sidebar) and `llms-full.txt` (every listed page's
// Markdown in one file). Both list pages in reading order (`readingOrder`).
import { pushTo } from '../list-map.js';
import { flattenSidebar } from '../sidebars.js';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';
import type { SidebarItem } from '../../theme/components/types.js';
import { instanceOfId, ownId } from '../../theme/shared/version-ids.js';
import { navbarLabelOfSidebar } from '../sidebar-navbar.js';
import { pageMarkdown } from './page-markdown.js';
import { forAgents, LLMS_FULL_SEPARATOR, llmsFullHeader, llmsFullPart, summary, type LlmsFullConfig } from './llms-full.js';
import { hasMarkdown, markdownPath } from '../../theme/shared/markdown-path.js';
import { siteUrl } from '../../theme/shared/site-url.js';
import { sitePublicUrl } from '../paths.js';

export { startLlmsFull, writeLlmsFull, type LlmsFullOptions, type LlmsFullPage, type LlmsFullPiece } from './llms-full.js';

type LlmsConfig = LlmsFullConfig & Pick<SiteConfig, 'navbar' | 'docsInstances'>;

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export interface MarkdownPage {
  route: Route;
  /** Output path of the twin, relative to the output folder (`learn/rules.md`). */
  path: string;
  markdown: string;
}

/**
 * The Markdown twin of every doc and generated-index page, in route order. A
 * page that cannot be converted is left out and reported through `onError`
 * (default: rethrown): a missing twin must not cost the reader the site.
 */
export function markdownPages(pages: { route: Route; html: string }[], config: Pick<SiteConfig, 'url' | 'baseUrl'>, onError?: (route: Route, error: Error) => void): MarkdownPage[] {
  const out: MarkdownPage[] = [];
  for (const page of pages) {
    if (!hasMarkdown(page.route.page)) continue;
    try {
      out.push({ route: page.route, path: markdownPath(page.route.page.permalink).slice(1), markdown: pageMarkdown(page.html, page.route.page, { url: sitePublicUrl(config) }) });
    } catch (error) {
      if (!onError) throw error;
      onError(page.route, error as Error);
    }
  }
  return out;
}

/** URL paths of the twins a build writes (pages link them: link checks must know them). */
export function markdownFiles(routes: Route[]): string[] {
  return routes.filter((route) => hasMarkdown(route.page)).map((route) => markdownPath(route.page.permalink));
}

/** The sidebar's name as readers see it in the navbar, else the area's name capitalised. */
function sectionName(qualified: string | undefined, items: readonly SidebarItem[] | undefined, config: LlmsConfig): string {
  const navbar = qualified ? navbarLabelOfSidebar(qualified, items, config) : undefined;
  if (navbar) return navbar;
  const sidebar = qualified && ownId(qualified);
  if (!sidebar) return 'Pages';
  // A generated sidebar has no name of its own: a further instance's is named by its id, the first's as search names it.
  const name = sidebar === 'defaultSidebar' ? instanceOfId(qualified) ?? 'Documentation' : sidebar;
  return name.charAt(0).toUpperCase() + name.slice(1);
}


/**
 * The pages as a reader meets them: a sidebar's pages in the sidebar's order, sidebars (and the
 * pages no sidebar lists, blog posts among them) where their first page comes among the routes,
 * which are in file order: `docs/zebra.md` listed first in the sidebar came last.
 */
export function readingOrder<T extends { route: Route }>(pages: T[]): T[] {
  const places = new Map<readonly SidebarItem[], Map<string, number>>();
  const groups = new Map<string, number>();
  const keyed = pages.map((page, index) => {
    const { sidebar, sidebarItems, permalink } = page.route.page;
    const group = sidebarItems ? sidebar ?? '' : '';
    if (!groups.has(group)) groups.set(group, groups.size);
    let place = sidebarItems && places.get(sidebarItems);
    if (sidebarItems && !place) {
      place = new Map();
      for (const [at, entry] of flattenSidebar(sidebarItems as SidebarItem[]).entries()) if (!place.has(entry.href)) place.set(entry.href, at);
      places.set(sidebarItems, place);
    }
    return { page, group: groups.get(group)!, place: place?.get(permalink) ?? Number.MAX_SAFE_INTEGER, index };
  });
  keyed.sort((a, b) => a.group - b.group || a.place - b.place || a.index - b.index);
  return keyed.map((item) => item.page);
}

/** `pages` in reading order (`readingOrder`), as the build and dev hand them. */
export function llmsTxt(pages: MarkdownPage[], config: LlmsConfig): string {
  const sections = new Map<string, string[]>();
  // Two docs instances may both have a sidebar of one name (`docs`): the further one's section says whose it is.
  const names = new Map<string, string>();
  const nameOf = (qualified: string | undefined, items: readonly SidebarItem[] | undefined) => {
    const key = qualified ?? '';
    let name = names.get(key);
    if (name === undefined) {
      name = sectionName(qualified, items, config);
      const instance = instanceOfId(key);
      if (instance && [...names.values()].includes(name)) name = `${name} (${instance})`;
      names.set(key, name);
    }
    return name;
  };
  for (const page of pages.filter((item) => forAgents(item.route))) {
    // A blog's posts under the blog's name, as its navbar link has it (Docusaurus's "Blog").
    const name = page.route.page.kind === 'blog-post' ? page.route.page.blog?.title ?? 'Blog' : nameOf(page.route.page.sidebar, page.route.page.sidebarItems);
    const description = page.route.page.description.replace(/\s+/g, ' ').trim();
    const line = `- [${escapeLinkText(page.route.page.title)}](${siteUrl(sitePublicUrl(config), `/${page.path}`)})${description ? `: ${description}` : ''}`;
    pushTo(sections, name, line);
  }
  const out = [
    `# ${config.title}`,
    '',
    ...summary(config),
    `Every page of this site is also available as Markdown: add \`.md\` to its URL. [${LLMS_FULL_FILE}](${sitePublicUrl(config)}/${LLMS_FULL_FILE}) holds all of them in one file.`,
  ];
  for (const [name, lines] of sections) out.push('', `## ${name}`, '', ...lines);
  return `${out.join('\n')}\n`;
}

/** `pages` in reading order (`readingOrder`), as dev hands them. */
export function llmsFullTxt(pages: MarkdownPage[], config: LlmsConfig): string {
  const parts = pages.filter((page) => forAgents(page.route)).map((page) => llmsFullPart(page, page.markdown, config));
  return `${llmsFullHeader(config)}${parts.join(LLMS_FULL_SEPARATOR)}\n`;
}


function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (char) => `\\${char}`);
}
