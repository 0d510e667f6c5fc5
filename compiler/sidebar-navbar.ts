// The navbar's `docSidebar` item of a sidebar: readers know a sidebar by that item's label, so
// search records (their top level) and llms.txt (its sections) name a sidebar with it.
import type { NavbarItem, SiteConfig } from './config/schema.js';
import { instanceOfId, ownId } from '../theme/shared/version-ids.js';

type DocSidebarItem = Extract<NavbarItem, { type: 'docSidebar' }>;

/**
 * The item opening `qualified` (a sidebar id as pxdocs has it: a released version's carries
 * `version-<name>/`, a further docs instance's `#<id>/`, which the item names by `docsPluginId`).
 */
export function navbarItemOfSidebar(qualified: string, config: Pick<SiteConfig, 'navbar' | 'docsInstances'>): DocSidebarItem | undefined {
  const sidebar = ownId(qualified);
  const instance = instanceOfId(qualified);
  const further = new Set(config.docsInstances?.map((entry) => entry.id));
  return config.navbar.items.find((item): item is DocSidebarItem => item.type === 'docSidebar' && item.sidebarId === sidebar && (instance ? item.docsPluginId === instance : item.docsPluginId === undefined || !further.has(item.docsPluginId)));
}
