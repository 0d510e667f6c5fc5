import { usePage } from './context.js';
import { useWords } from './words.js';
import * as D from '../shared/docusaurus-classes.js';

export function Pagination() {
  const { page } = usePage();
  const words = useWords();
  if (!page.previous && !page.next) return null;
  return (
    <nav className={`pagination ${D.PAGINATION}`} aria-label={words('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {page.previous ? (
        <a className={`pagination-link pagination-previous ${D.PAGINATION_PREVIOUS}`} href={page.previous.href} rel="prev">
          <span className={`pagination-sub ${D.PAGINATION_SUBLABEL}`}>{words('theme.docs.paginator.previous', 'Previous')}</span>
          <span className={`pagination-label ${D.PAGINATION_LABEL}`}>« {page.previous.label}</span>
        </a>
      ) : <span />}
      {page.next ? (
        <a className={`pagination-link pagination-next ${D.PAGINATION_NEXT}`} href={page.next.href} rel="next">
          <span className={`pagination-sub ${D.PAGINATION_SUBLABEL}`}>{words('theme.docs.paginator.next', 'Next')}</span>
          <span className={`pagination-label ${D.PAGINATION_LABEL}`}>{page.next.label} »</span>
        </a>
      ) : <span />}
    </nav>
  );
}
