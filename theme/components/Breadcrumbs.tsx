import { usePage } from './context.js';
import { useWords } from './words.js';
import { BREADCRUMBS_ITEM, BREADCRUMBS_ITEM_ACTIVE, BREADCRUMBS_LINK, DOC_BREADCRUMBS } from '../shared/docusaurus-classes.js';

export function Breadcrumbs() {
  const { page, site } = usePage();
  const words = useWords();
  // In another language the home crumb shows the words that name it (Docusaurus draws an icon).
  const home = words('theme.docs.breadcrumbs.home', 'Home page');
  // `docs.breadcrumbs: false` hides them (the trail stays page data: search and the twin use it).
  // A page without a sidebar has none; one whose sidebar does not hold it, the home crumb alone (as Docusaurus's).
  if ((page.breadcrumbs.length === 0 && !page.sidebar) || site.breadcrumbs === false) return null;
  return (
    // Our `breadcrumbs` is on the nav, Docusaurus's on its list: the list does not get it twice.
    <nav className={`breadcrumbs ${DOC_BREADCRUMBS}`} aria-label={words('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li className={BREADCRUMBS_ITEM}><a className={BREADCRUMBS_LINK} href="/" aria-label={home}>{site.messages?.['theme.docs.breadcrumbs.home'] ? home : 'Home'}</a></li>
        {page.breadcrumbs.map((crumb, index) => {
          const last = index === page.breadcrumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={last ? `${BREADCRUMBS_ITEM} ${BREADCRUMBS_ITEM_ACTIVE}` : BREADCRUMBS_ITEM}>
              {crumb.href && !last ? <a className={BREADCRUMBS_LINK} href={crumb.href}>{crumb.label}</a> : <span className={BREADCRUMBS_LINK} aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
