// A card linking to a page or a category; used by generated index pages and
// `@theme/DocCardList`. A site's own DocCard (swizzled: SiteWrapper.tsx) draws each card instead,
// given the card as Docusaurus's `item`.
import { createElement } from 'react';
import { usePage } from './context.js';
import { plural, useWords } from './words.js';
import * as D from '../shared/docusaurus-classes.js';

/** A label's leading emoji (Docusaurus 3.10 draws it as the card's icon, in place of the kind's). */
const LEADING_EMOJI = /^(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}\uFE0F?)*)\s*/u;
export interface Card {
  label: string;
  href: string;
  description: string;
  /** `link`: a page out of the site. */
  kind: 'doc' | 'category' | 'link';
  count?: number;
  /** The doc the card opens, and the item's `customProps`: what a site's own DocCard reads of its `item`. */
  docId?: string;
  customProps?: Record<string, unknown>;
}

/**
 * As Docusaurus's DocCard: a category's own description, else how many items it holds (in the
 * locale's words); a page's description; the label's leading emoji as the icon, else the kind's.
 */
export function DocCard({ card }: { card: Card }) {
  const { site } = usePage();
  const words = useWords();
  const count = card.kind === 'category' && card.count !== undefined ? card.count : undefined;
  const description = card.description || (count !== undefined ? plural(words('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', { count }), count, site.lang) : '');
  const emoji = LEADING_EMOJI.exec(card.label);
  const icon = emoji ? emoji[1] : card.kind === 'category' ? '🗃️' : card.kind === 'link' ? '🔗' : '📄️';
  const title = emoji ? card.label.slice(emoji[0].length) : card.label;
  // Docusaurus's markup (DocCard/Layout): a heading per card, so the page's outline lists them and a
  // site's CSS aimed at the card's classes applies. The icon stays out of search and the Markdown twin.
  return (
    <a className={`doc-card ${D.DOC_CARD_CONTAINER}`} href={card.href}>
      <h2 className={`doc-card-heading ${D.DOC_CARD_HEADING}`} title={title}>
        <span className={`doc-card-icon ${D.DOC_CARD_ICON}`} aria-hidden="true">{icon}</span>
        <span className={`doc-card-title ${D.DOC_CARD_TITLE}`}>{title}</span>
      </h2>
      {description ? <p className={`doc-card-description ${D.DOC_CARD_DESCRIPTION}`} title={description}>{description}</p> : null}
    </a>
  );
}

export function DocCardGrid({ cards, items }: { cards: Card[]; items?: Record<string, unknown>[] }) {
  const site = usePage().wrappers?.DocCard;
  return (
    <section className={`doc-card-list ${D.DOC_CARD_LIST}`}>
      {cards.map((card, index) => <article key={card.href} className={`doc-card-list-item ${D.DOC_CARD_LIST_ITEM}`}>{site ? createElement(site, { item: items?.[index] ?? cardItem(card) }) : <DocCard card={card} />}</article>)}
    </section>
  );
}

/**
 * A card as Docusaurus's DocCard is given it (a sidebar item's props): a `link` (a doc or a page
 * out of the site), or a `category` with its entries, of which a card only counts and links the first.
 */
export function cardItem(card: Card): Record<string, unknown> {
  const own = { ...(card.docId ? { docId: card.docId } : {}), ...(card.customProps ? { customProps: card.customProps } : {}) };
  return card.kind === 'category'
    ? { type: 'category', label: card.label, href: card.href, description: card.description || undefined, items: Array.from({ length: card.count ?? 0 }, () => ({ type: 'link', label: '', href: card.href })), ...own }
    : { type: 'link', label: card.label, href: card.href, description: card.description || undefined, ...own };
}
