// `@theme/DocCard`: one card, for an item as Docusaurus's sidebar gives it, written in a page
// (`<DocCard item={{ type: 'link', href: '/setup', label: 'Installation guidée' }} />`, as
// raidprotect/docs's readme does). Pages importing it failed the build with "Unknown import".
// A site's own DocCard (swizzled: SiteWrapper.tsx) draws it instead, as Docusaurus's `@theme/DocCard` is the site's.
import { createElement } from 'react';
import { usePage } from '../context.js';
import { DocCard as Card } from '../DocCard.js';
import { toCard, useDescribedItem, type CardItem } from './DocCardList.js';

/** pxdocs's own card: what a site's wrapper of DocCard gets as `@theme-original/DocCard`. */
export function OwnDocCard({ item: given }: { item: CardItem }) {
  const item = useDescribedItem(given);
  // Docusaurus draws nothing for an item that is no link (an `html` item), nor for a category with nowhere to go.
  if (item.type === 'html') return null;
  const card = toCard(item);
  return card.href === '#' ? null : <Card card={card} />;
}

export default function DocCard({ item }: { item: CardItem }) {
  const site = usePage().wrappers?.DocCard;
  return site ? createElement(site, { item }) : <OwnDocCard item={item} />;
}
