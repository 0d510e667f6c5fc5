import { usePage } from './context.js';
import { useWords } from './words.js';

export function Pagination() {
  const { page } = usePage();
  const words = useWords();
  if (!page.previous && !page.next) return null;
  return (
    <nav className="pagination" aria-label={words('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {page.previous ? (
        <a className="pagination-link pagination-previous" href={page.previous.href} rel="prev">
          <span className="pagination-sub">{words('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pagination-label">« {page.previous.label}</span>
        </a>
      ) : <span />}
      {page.next ? (
        <a className="pagination-link pagination-next" href={page.next.href} rel="next">
          <span className="pagination-sub">{words('theme.docs.paginator.next', 'Next')}</span>
          <span className="pagination-label">{page.next.label} »</span>
        </a>
      ) : <span />}
    </nav>
  );
}
