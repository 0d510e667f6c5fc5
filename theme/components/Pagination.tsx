import { usePage } from './context.js';

export function Pagination() {
  const { page } = usePage();
  if (!page.previous && !page.next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {page.previous ? (
        <a className="pagination-link pagination-previous" href={page.previous.href} rel="prev">
          <span className="pagination-sub">Previous</span>
          <span className="pagination-label">« {page.previous.label}</span>
        </a>
      ) : <span />}
      {page.next ? (
        <a className="pagination-link pagination-next" href={page.next.href} rel="next">
          <span className="pagination-sub">Next</span>
          <span className="pagination-label">{page.next.label} »</span>
        </a>
      ) : <span />}
    </nav>
  );
}
