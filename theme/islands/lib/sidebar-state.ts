// The docs sidebar across a client navigation. Docusaurus keeps its sidebar
// mounted from doc to doc: a category the reader opened stays open, one they
// closed stays closed unless it holds the new page, and the list keeps its
// scroll. pxdocs swaps the whole page for the next one's HTML (navigation.ts),
// whose sidebar is drawn as a first visit would have it: the reader's open
// categories closed and the list jumped back to its top, the new page's entry
// often out of view. The state is read before the swap and put on the new
// sidebar after it; a category is known by the labels of it and its parents,
// which a sidebar drawn whole and one drawn windowed (a large one) share.
const SIDEBAR = '.doc-sidebar';

/** A category's labels from the sidebar's top down: its identity in either page's sidebar. */
function labelPath(details: HTMLDetailsElement, root: Element): string {
  const labels: string[] = [];
  // A category's list is beside its <details>, not in it: its entries climb through the entries (<li>) holding them
  // (a category with a page has its <details> in its row).
  for (let node: Element | null = details.parentElement; node && node !== root; node = node.parentElement) {
    const summary = node.querySelector(':scope > details > summary, :scope > div > details > summary');
    if (summary) labels.unshift(summary.textContent?.trim() ?? '');
  }
  return labels.join('\u0000');
}

/** The labels of a sidebar's top level: two pages with the same are in the same sidebar. */
function topLevel(sidebar: Element): string {
  return [...sidebar.querySelectorAll(':scope ul.menu-level-0 > li')].map((item) => item.querySelector('summary, a')?.textContent?.trim() ?? '').join('\u0000');
}

/**
 * Reads the sidebar of the page on screen (`page`, before it is swapped); the function returned
 * puts that state on the sidebar of the page that replaced it, if it is the same sidebar.
 */
export function keepSidebarState(page: Element): (next: Element) => void {
  const before = page.querySelector(SIDEBAR);
  if (!before) return () => undefined;
  const shape = topLevel(before);
  const open = new Map([...before.querySelectorAll('details')].map((details) => [labelPath(details, before), details.open]));
  const scrollTop = before.scrollTop;
  return (next) => {
    const after = next.querySelector(SIDEBAR);
    if (!after || topLevel(after) !== shape) return;
    for (const details of after.querySelectorAll('details')) {
      const wasOpen = open.get(labelPath(details, after));
      if (wasOpen === undefined || wasOpen === details.open) continue;
      // Opened here (the sidebar island fills a deferred one on its toggle); closed unless it holds the page
      // (its own page's link is beside the <details>, in the same entry).
      if (wasOpen) details.open = true;
      else if (!details.closest('li')?.querySelector('[aria-current="page"]')) details.open = false;
    }
    after.scrollTop = scrollTop;
    const current = after.querySelector('[aria-current="page"]');
    if (!current) return;
    const [entry, list] = [current.getBoundingClientRect(), after.getBoundingClientRect()];
    if (entry.top < list.top || entry.bottom > list.bottom) current.scrollIntoView({ block: 'nearest' });
  };
}
