// A card linking to a page or a category; used by generated index pages and
// `@theme/DocCardList`.
export interface Card {
  label: string;
  href: string;
  description: string;
  /** `link`: a page out of the site. */
  kind: 'doc' | 'category' | 'link';
  count?: number;
}

export function DocCard({ card }: { card: Card }) {
  const description = card.description || (card.kind === 'category' && card.count !== undefined ? `${card.count} item${card.count === 1 ? '' : 's'}` : '');
  return (
    <a className="doc-card" href={card.href}>
      <span className="doc-card-title">
        <span aria-hidden="true">{card.kind === 'category' ? '🗂️ ' : card.kind === 'link' ? '🔗 ' : '📄️ '}</span>
        {card.label}
      </span>
      {description ? <span className="doc-card-description">{description}</span> : null}
    </a>
  );
}

export function DocCardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="doc-card-list">
      {cards.map((card) => <li key={card.href}><DocCard card={card} /></li>)}
    </ul>
  );
}
