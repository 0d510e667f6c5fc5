import { usePage } from './context.js';

export function Breadcrumbs() {
  const { page } = usePage();
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><a href="/" aria-label="Home page">Home</a></li>
        {page.breadcrumbs.map((crumb, index) => {
          const last = index === page.breadcrumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
