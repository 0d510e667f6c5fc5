// The navbar item of a sidebar: readers know a sidebar by that item's label, so search records
// (their top level) and llms.txt (its sections) name a sidebar with it.
import type { NavbarItem, SiteConfig } from './config/schema.js';
import type { SidebarItem } from '../theme/components/types.js';
import { instanceOfId, ownId } from '../theme/shared/version-ids.js';
import { routeOfTo } from '../theme/shared/base-url.js';

type DocSidebarItem = Extract<NavbarItem, { type: 'docSidebar' }>;
type DocItem = Extract<NavbarItem, { type: 'doc' }>;
type LinkItem = Extract<NavbarItem, { type: 'link' }>;
type NavbarConfig = Pick<SiteConfig, 'navbar' | 'docsInstances' | 'baseUrl'>;

/** A route as sidebars and links are compared: no query or hash, no trailing slash. */
const route = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** Whether a docs navbar item (`docsPluginId`) names the instance of `qualified` (undefined: the first). */
function namesInstance(item: { docsPluginId?: string }, instance: string | undefined, config: NavbarConfig): boolean {
  if (instance) return item.docsPluginId === instance;
  return item.docsPluginId === undefined || !config.docsInstances?.some((entry) => entry.id === item.docsPluginId);
}

/**
 * The item opening `qualified` (a sidebar id as pxdocs has it: a released version's carries
 * `version-<name>/`, a further docs instance's `#<id>/`, which the item names by `docsPluginId`).
 */
function navbarItemOfSidebar(qualified: string, config: NavbarConfig): DocSidebarItem | undefined {
  const sidebar = ownId(qualified);
  const instance = instanceOfId(qualified);
  return config.navbar.items.find((item): item is DocSidebarItem => item.type === 'docSidebar' && item.sidebarId === sidebar && namesInstance(item, instance, config));
}

/** Labels found per sidebar, per config: a sidebar's items are walked once, not once per page. */
const labels = new WeakMap<NavbarConfig, Map<string, string | undefined>>();

/**
 * The label of the navbar item readers reach the sidebar `qualified` by: its `docSidebar` item, else
 * a `doc` item of its instance whose doc the sidebar holds (`items`: the sidebar's tree), as a site
 * whose instances are each opened by `{ type: 'doc', docsPluginId, docId: 'index' }` has it, and
 * as Docusaurus marks such an item active on every page of that sidebar; else a plain link to one
 * of the sidebar's pages (`{ to: '/download', label: 'Download' }`, an instance's home page).
 */
export function navbarLabelOfSidebar(qualified: string, items: readonly SidebarItem[] | undefined, config: NavbarConfig): string | undefined {
  const own = navbarItemOfSidebar(qualified, config)?.label;
  if (own) return own;
  let known = labels.get(config);
  if (!known) labels.set(config, (known = new Map()));
  if (known.has(qualified)) return known.get(qualified);
  const instance = instanceOfId(qualified);
  const docItems = config.navbar.items.filter((item): item is DocItem => item.type === 'doc' && !!item.label && namesInstance(item, instance, config));
  const linkItems = config.navbar.items.filter((item): item is LinkItem & { to: string; label: string } => item.type === 'link' && !!item.to && !!item.label);
  let label: string | undefined;
  if ((docItems.length || linkItems.length) && items) {
    const ids = new Set<string>();
    const hrefs = new Set<string>();
    const walk = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.docId) ids.add(ownId(item.docId));
        if (item.href) hrefs.add(route(item.href));
        if (item.type === 'category') walk(item.items);
      }
    };
    walk(items);
    label = docItems.find((item) => ids.has(item.docId))?.label ?? linkItems.find((item) => hrefs.has(route(routeOfTo(config.baseUrl, item.to))))?.label;
  }
  known.set(qualified, label);
  return label;
}
