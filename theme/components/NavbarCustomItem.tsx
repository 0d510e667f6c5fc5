// A navbar item of the site's own type (Docusaurus's `type: 'custom-<name>'`, baento/tsflow's GitHub
// stars, IABTechLab/uid2docs's separator): drawn by the component the site's
// src/theme/NavbarItem/ComponentTypes maps the type to (bundled with the wrappers: compiler/site-wrappers.ts),
// given the item's other keys as props and `mobile` in the mobile menu, as Docusaurus's NavbarItem does.
// It is rendered ahead of the layout (compiler/render.ts), as a wrapped footer is: an island it holds
// must be loaded by the head, which the layout writes first. The navbar leaves a slot for its HTML.
import { createElement } from 'react';
import type { NavLink } from './types.js';
import { usePage } from './context.js';

/** The element the navbar leaves where an item of the site's own type goes (render.ts puts its HTML there). */
export const NAVBAR_ITEM_SLOT = 'pxdocs-navbar-item';

/** Which of the navbar's items, in the bar or the mobile menu: a slot's `data-item` and `navbarItemsHtml`'s key. */
export function navbarItemSlot(index: number, mobile: boolean): string {
  return mobile ? `${index}-mobile` : `${index}`;
}

/** The slot's markup, as React writes it (render.ts replaces it with the item's HTML). */
export function navbarItemSlotMarkup(key: string): string {
  return `<${NAVBAR_ITEM_SLOT} data-item="${key}"></${NAVBAR_ITEM_SLOT}>`;
}

export function NavbarCustomItem({ item, mobile }: { item: NavLink; mobile: boolean }) {
  const { wrappers } = usePage();
  const component = item.custom && wrappers?.[`NavbarItem/${item.custom.type}`];
  // render.ts names an item whose type the site's map lacks before anything is drawn.
  if (!component || !item.custom) return null;
  return createElement(component, { ...item.custom.props, ...(mobile ? { mobile: true } : {}) });
}
