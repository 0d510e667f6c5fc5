// Docusaurus's `menu__list-item--collapsed` (theme/shared/docusaurus-classes.ts)
// follows the real state of what the reader opens and closes: a sidebar
// category (in the sidebar, or the mobile menu's copy of it) or a dropdown in
// the mobile menu. Each is a <details> inside its `menu__list-item`, or in the
// row there (a category with a page holds its caret's <details> in its row);
// the build marks the ones it serves closed, and this keeps the mark in step
// with every opening and closing after that (a click, a key, autoCollapse
// closing a sibling, a dropdown closed by the core island). One listener on the
// document: entries filled in later and pages reached by client navigation
// need nothing more. A page's <details> keeps its `data-collapsed` in step the same way.
import { MENU_LIST_ITEM, MENU_LIST_ITEM_COLLAPSED } from '../../shared/docusaurus-classes.js';

export function setupCollapsedState(): void {
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', (event) => {
    const details = event.target as HTMLElement;
    const parent = details.parentElement;
    const item = parent?.classList.contains('menu-category-row') ? parent.parentElement : parent;
    if (details.tagName === 'DETAILS' && item?.classList.contains(MENU_LIST_ITEM)) item.classList.toggle(MENU_LIST_ITEM_COLLAPSED, !(details as HTMLDetailsElement).open);
    // A page's <details>, as Docusaurus's Details sets its `data-collapsed` on each opening and closing.
    if (details.hasAttribute('data-collapsed')) details.dataset.collapsed = String(!(details as HTMLDetailsElement).open);
  }, true);
}
