// Fills the parts of a windowed sidebar (theme/components/Sidebar.tsx) that a
// page left out: when the reader opens a closed category or an "N more" group,
// the sidebar's tree asset is fetched (once; it is hashed and cached for good)
// and the entries are rendered with the very function the build uses. Pointing
// at or focusing a closed category starts the download early. Listeners sit on
// the document, so they serve the mobile menu's copy of the sidebar and pages
// reached by client navigation alike. It also runs the config's `sidebar` options
// (below), on every page when one is on.
import { renderEntry, renderList, resolveSlot, type SidebarTree } from '../shared/sidebar-html.js';
import { addBaseToHtml } from '../shared/base-html.js';
import { siteBase, sitePath } from './lib/base.js';

const trees = new Map<string, Promise<SidebarTree>>();

function load(url: string): Promise<SidebarTree> {
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SidebarTree>;
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
  const url = details.closest<HTMLElement>('[data-sidebar-tree]')?.dataset.sidebarTree;
  const slot = details.querySelector<HTMLElement>(':scope > [data-sidebar-slot]');
  if (!url || !slot) return;
  details.dataset.sidebarFilled = '';
  let tree: SidebarTree;
  try {
    tree = await load(url);
  } catch (error) {
    delete details.dataset.sidebarFilled;
    console.warn(`pxdocs: the sidebar could not be loaded (${(error as Error).message}); the category links its first page instead.`);
    return;
  }
  const node = details.dataset.sidebarNode;
  const found = node !== undefined ? resolveSlot(tree.items, 'node', node) : resolveSlot(tree.items, 'more', details.dataset.sidebarMore ?? '');
  if (!found) return;
  // The tree holds site paths, as the build renders them; the base URL goes in as the build adds it.
  const current = sitePath(location.pathname) ?? location.pathname;
  const html = node !== undefined ? renderList(found.entries, current, found.level) : found.entries.map((entry) => renderEntry(entry, current, found.level)).join('');
  if (node !== undefined) slot.outerHTML = addBaseToHtml(html, siteBase());
  else slot.innerHTML = addBaseToHtml(html, siteBase());
}

function prefetch(event: Event): void {
  const details = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(SLOT);
  const url = details?.closest<HTMLElement>('[data-sidebar-tree]')?.dataset.sidebarTree;
  if (url) void load(url).catch(() => undefined);
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
  const item = details.parentElement;
  if (!item || item.classList.contains('menu-more')) return;
  for (const sibling of Array.from(item.parentElement?.children ?? [])) {
    if (sibling === item || sibling.classList.contains('menu-more')) continue;
    const other = sibling.querySelector<HTMLDetailsElement>(':scope > details');
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
