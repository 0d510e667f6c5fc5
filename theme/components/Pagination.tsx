import type { ReactNode } from 'react';
import { usePage } from './context.js';
import { useWords } from './words.js';
import * as D from '../shared/docusaurus-classes.js';

export function Pagination() {
  const { page } = usePage();
  const words = useWords();
  if (!page.previous && !page.next) return null;
  return (
    <nav className={`pagination ${D.PAGINATION}`} aria-label={words('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {page.previous ? <PaginationLink href={page.previous.href} label={page.previous.label} sub={words('theme.docs.paginator.previous', 'Previous')} /> : <span />}
      {page.next ? <PaginationLink href={page.next.href} label={page.next.label} sub={words('theme.docs.paginator.next', 'Next')} next /> : <span />}
    </nav>
  );
}

/** A link to the previous or next page (Docusaurus's PaginatorNavLink: a site's ejected paginator draws it too). */
export function PaginationLink({ href, label, sub, next }: { href: string; label: ReactNode; sub?: ReactNode; next?: boolean }) {
  return (
    <a className={next ? `pagination-link pagination-next ${D.PAGINATION_NEXT}` : `pagination-link pagination-previous ${D.PAGINATION_PREVIOUS}`} href={href} rel={next ? 'next' : 'prev'}>
      {sub ? <span className={`pagination-sub ${D.PAGINATION_SUBLABEL}`}>{sub}</span> : null}
      <span className={`pagination-label ${D.PAGINATION_LABEL}`}>{next ? <>{label} »</> : <>« {label}</>}</span>
    </a>
  );
}
