import { usePage } from './context.js';
import { useWords } from './words.js';

export function Breadcrumbs() {
  const { page, site } = usePage();
  const words = useWords();
  // In another language the home crumb shows the words that name it (Docusaurus draws an icon).
  const home = words('theme.docs.breadcrumbs.home', 'Home page');
  // `docs.breadcrumbs: false` hides them (the trail stays page data: search and the twin use it).
  if (page.breadcrumbs.length === 0 || site.breadcrumbs === false) return null;
  return (
    <nav className="breadcrumbs" aria-label={words('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li><a href="/" aria-label={home}>{site.messages?.['theme.docs.breadcrumbs.home'] ? home : 'Home'}</a></li>
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
