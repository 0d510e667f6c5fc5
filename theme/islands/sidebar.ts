// Fills the parts of a windowed sidebar (theme/components/Sidebar.tsx) that a
// page left out: when the reader opens a closed category or an "N more" group,
// the sidebar's tree asset is fetched (once; it is hashed and cached for good)
// and the entries are rendered with the very function the build uses. Pointing
// at or focusing a closed category starts the download early. Listeners sit on
// the document, so they serve the mobile menu's copy of the sidebar and pages
// reached by client navigation alike. It also runs the config's `sidebar` options
// (below), on every page when one is on, and fills a windowed blog sidebar (below).
import type { SidebarTree } from '../shared/sidebar-html.js';
import type { BlogSidebarData } from '../shared/blog-sidebar-html.js';
import { baseUrl, siteBase, sitePath } from './lib/base.js';

type Renderers = typeof import('./sidebar/render.js');
let renderers: Promise<Renderers> | undefined;

/** The renderers, loaded once, on first need (sidebar/render.ts says why); a failed load is tried again. */
function render(): Promise<Renderers> {
  renderers ??= import('./sidebar/render.js').catch((error: unknown) => {
    renderers = undefined;
    throw error;
  });
  return renderers;
}

const trees = new Map<string, Promise<unknown>>();

function load<T = SidebarTree>(url: string): Promise<T> {
  let tree = trees.get(url) as Promise<T> | undefined;
  if (!tree) {
    tree = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<T>;
    });
    // A failed download is tried again the next time a category opens.
    tree.catch(() => trees.delete(url));
    trees.set(url, tree);
  }
  return tree;
}

const SLOT = 'details[data-sidebar-node], details[data-sidebar-more]';

async function fill(details: HTMLDetailsElement): Promise<void> {
  if (details.dataset.sidebarFilled !== undefined) return;
  const nav = details.closest<HTMLElement>('[data-sidebar-tree]');
  const url = nav?.dataset.sidebarTree;
  // A category's list follows its <details> (with a page, the row holding it); an "N more" group's is inside it.
  const next = (details.parentElement?.classList.contains('menu-category-row') ? details.parentElement : details).nextElementSibling;
  const slot = details.querySelector<HTMLElement>(':scope > [data-sidebar-slot]') ?? (next?.matches('[data-sidebar-slot]') ? next as HTMLElement : null);
  if (!url || !slot) return;
  details.dataset.sidebarFilled = '';
  let tree: SidebarTree;
  let draw: Renderers;
  try {
    [tree, draw] = await Promise.all([load(url), render()]);
  } catch (error) {
    delete details.dataset.sidebarFilled;
    console.warn(`pxdocs: the sidebar could not be loaded (${(error as Error).message}); the category links its first page instead.`);
    return;
  }
  const node = details.dataset.sidebarNode;
  const found = node !== undefined ? draw.resolveSlot(tree.items, 'node', node) : draw.resolveSlot(tree.items, 'more', details.dataset.sidebarMore ?? '');
  if (!found) return;
  // The tree holds site paths, as the build renders them; the base URL goes in as the build adds it.
  const current = sitePath(location.pathname) ?? location.pathname;
  const words = { expand: nav?.dataset.sidebarExpand ?? draw.SIDEBAR_WORDS.expand, collapse: nav?.dataset.sidebarCollapse ?? draw.SIDEBAR_WORDS.collapse, external: nav?.dataset.sidebarExternal };
  const html = node !== undefined ? draw.renderList(found.entries, current, found.level, words) : found.entries.map((entry) => draw.renderEntry(entry, current, found.level, words)).join('');
  if (node !== undefined) slot.outerHTML = draw.addBaseToHtml(html, siteBase());
  else slot.innerHTML = draw.addBaseToHtml(html, siteBase());
}

function prefetch(event: Event): void {
  const details = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(SLOT);
  const url = details?.closest<HTMLElement>('[data-sidebar-tree]')?.dataset.sidebarTree;
  if (!url) return;
  void load(url).catch(() => undefined);
  void render().catch(() => undefined);
}

// `toggle` does not bubble: listen in the capture phase.
document.addEventListener('toggle', (event) => {
  const details = event.target as HTMLDetailsElement;
  if (details.open && details.matches?.(SLOT)) void fill(details);
}, true);
document.addEventListener('pointerover', prefetch, { passive: true });
document.addEventListener('focusin', prefetch);

// `sidebar.autoCollapseCategories`: a category that opens closes its open
// siblings (the other categories of its list), as Docusaurus's option does.
// "N more" groups are the window's, not categories: they neither close nor are closed.
document.addEventListener('toggle', (event) => {
  const details = event.target as HTMLDetailsElement;
  if (!details.open || !details.closest?.('[data-sidebar-auto-collapse]')) return;
  const item = details.closest('li');
  if (!item || item.classList.contains('menu-more')) return;
  for (const sibling of Array.from(item.parentElement?.children ?? [])) {
    if (sibling === item || sibling.classList.contains('menu-more')) continue;
    const other = sibling.querySelector<HTMLDetailsElement>(':scope > details, :scope > .menu-category-row > details');
    if (other?.open) other.open = false;
  }
}, true);

// `sidebar.hideable`: "Collapse sidebar" folds the sidebar to a strip whose
// "Expand sidebar" button brings it back; focus follows to the button shown.
// The state is an attribute of the root element, which client navigation keeps:
// the next page's sidebar is drawn folded from its first paint (as in
// Docusaurus, a full load starts unfolded).
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('[data-sidebar-hide], [data-sidebar-show]');
  const aside = button?.closest('[data-sidebar-hideable]');
  if (!button || !aside) return;
  const hide = button.hasAttribute('data-sidebar-hide');
  document.documentElement.toggleAttribute('data-sidebar-hidden', hide);
  aside.querySelector<HTMLElement>(hide ? '[data-sidebar-show]' : '[data-sidebar-hide]')?.focus();
});

// A windowed blog sidebar (theme/shared/blog-sidebar-html.ts): when the reader
// opens one of its "N more" groups, the blog's list asset is fetched (once;
// hashed, cached for good) and the whole list is rendered in the window's place
// with the function the build uses, so the sidebar then is what a page rendering
// every post shows; focus goes to the first post the group held. Nothing changes
// until the reader asks, so the page does not shift on load. Pointing at or
// focusing a group starts the download early. Part of this island, not one of
// its own: a new island would rename every shared bundle (esbuild's chunks) on
// every page of every site.
const BLOG_GROUP = 'details[data-blog-sidebar-more]';

/** The list asset's URL: a site path (`/assets/…`) with the base URL in front. */
function blogList(nav: HTMLElement | null | undefined): string | undefined {
  const path = nav?.dataset.blogSidebarTree;
  return path ? baseUrl(path) : undefined;
}

async function fillBlog(details: HTMLDetailsElement): Promise<void> {
  const nav = details.closest<HTMLElement>('[data-blog-sidebar-tree]');
  const url = blogList(nav);
  if (!nav || !url || nav.dataset.blogSidebarFilled !== undefined) return;
  nav.dataset.blogSidebarFilled = '';
  let list: BlogSidebarData;
  let draw: Renderers;
  try {
    [list, draw] = await Promise.all([load<BlogSidebarData>(url), render()]);
  } catch (error) {
    delete nav.dataset.blogSidebarFilled;
    console.warn(`pxdocs: the blog's list of posts could not be loaded (${(error as Error).message}); the group links the archive instead.`);
    return;
  }
  // The group's posts are `start:end` of the list.
  const first = Number((details.dataset.blogSidebarMore ?? '').split(':')[0]) || 0;
  // The list's links are the finished pages' (base URL, trailing slash): the page's own is its path.
  nav.innerHTML = draw.renderBlogSidebar(list, decodeURI(location.pathname));
  nav.querySelectorAll<HTMLElement>('a[href]')[first]?.focus();
}

document.addEventListener('toggle', (event) => {
  const details = event.target as HTMLDetailsElement;
  if (details.open && details.matches?.(BLOG_GROUP)) void fillBlog(details);
}, true);
const prefetchBlog = (event: Event) => {
  const url = blogList((event.target as Element | null)?.closest?.(BLOG_GROUP)?.closest<HTMLElement>('[data-blog-sidebar-tree]'));
  if (!url) return;
  void load(url).catch(() => undefined);
  void render().catch(() => undefined);
};
document.addEventListener('pointerover', prefetchBlog, { passive: true });
document.addEventListener('focusin', prefetchBlog);
