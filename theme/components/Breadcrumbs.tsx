import { usePage } from './context.js';
import { useWords } from './words.js';
import { BREADCRUMBS_ITEM, BREADCRUMBS_ITEM_ACTIVE, BREADCRUMBS_LINK, DOC_BREADCRUMBS } from '../shared/docusaurus-classes.js';

export function Breadcrumbs() {
  const { page, site } = usePage();
  const words = useWords();
  // The home crumb is a house, named by the words (Docusaurus's `IconHome` link).
  const home = words('theme.docs.breadcrumbs.home', 'Home page');
  // `docs.breadcrumbs: false` hides them (the trail stays page data: search and the twin use it).
  // A page without a sidebar has none; one whose sidebar does not hold it, the home crumb alone (as Docusaurus's).
  if ((page.breadcrumbs.length === 0 && !page.sidebar) || site.breadcrumbs === false) return null;
  return (
    // Our `breadcrumbs` is on the nav, Docusaurus's on its list: the list does not get it twice.
    <nav className={`breadcrumbs ${DOC_BREADCRUMBS}`} aria-label={words('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li className={BREADCRUMBS_ITEM}><a className={BREADCRUMBS_LINK} href="/" aria-label={home}><HomeIcon /></a></li>
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

/** A house, drawn for pxdocs on a 24-unit grid, filled in the link's colour; the link's label names it. */
function HomeIcon() {
  return <svg className="breadcrumbs-home-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 3.2L2.6 11.6c-.3.3-.1.8.3.8H5v7.1c0 .6.4 1 1 1h3.5v-5.6h5v5.6H18c.6 0 1-.4 1-1v-7.1h2.1c.4 0 .6-.5.3-.8z" fill="currentColor" /></svg>;
}
