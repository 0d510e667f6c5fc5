// The current page's sidebar; the active page and its categories are marked.
// This site's categories are always expanded (the spec forbids collapsing);
// collapsible ones (Docusaurus sites) are <details>, so opening and closing
// works without JavaScript, and the branch holding the current page is open.
//
// Why a page does not always carry its whole sidebar: rendered whole, every
// page of an N-page area holds N links, so a site's HTML grows with N² (230 KB
// a page at 2,000 pages). A sidebar within SIDEBAR_BUDGET entries (our site,
// typical sites) is still rendered whole, as before. A larger one is rendered
// windowed (theme/shared/sidebar-html.ts): the top level and every level on the
// path to the page, SIDEBAR_WINDOW entries each around the page's own entry,
// so the page's branch is readable and navigable without JavaScript; the other
// categories closed, with their heading and a link to their first page; what
// lies beyond the window gathered in closed "N more" groups. The rest of the
// tree is one hashed, immutable asset per sidebar (`assets/sidebar-<id>-<hash>.json`,
// written once per build by compiler/sidebar-assets.ts, cached by the browser
// for every page), which the small `sidebar` island fetches when the reader
// opens (or points at) a closed category, and renders with the same function.
// So a page's size depends on its depth, not on the site; nothing is collapsed
// or shifted on load: a category shown closed only because of the budget is a
// closed <details> that opens on click, like any collapsed one, and the
// `collapsed`/`collapsible` settings apply unchanged inside what it shows.
// A sidebar is windowed only when the build wrote its asset (site.sidebarTrees).
import { EXTERNAL_LINK_NAME, renderSidebar, renderSidebarWindow, SIDEBAR_WORDS, type SidebarWords } from '../shared/sidebar-html.js';
import { EXTERNAL_LINK_NAME_KEY } from './ExternalLinkIcon.js';
import { usePage } from './context.js';
import { SIDEBAR_CONTAINER } from '../shared/docusaurus-classes.js';
import { useWords } from './words.js';

//
// The config's `sidebar` options (Docusaurus's themeConfig.docs.sidebar) are the
// same island's: `hideable` draws a "Collapse sidebar" button under the menu
// and an "Expand sidebar" strip the hidden sidebar leaves (wide screens only:
// the mobile menu has its own), and `autoCollapseCategories` closes a
// category's open siblings when it opens. Neither changes the page as served,
// so neither shifts it on load.
export function Sidebar() {
  const { page, site, islands } = usePage();
  const words = useWords();
  if (!page.sidebarItems) return null;
  const tree = page.sidebar === undefined ? undefined : site.sidebarTrees?.[page.sidebar];
  const { hideable = false, autoCollapseCategories = false } = site.sidebar ?? {};
  if (tree || hideable || autoCollapseCategories) islands.add('sidebar');
  const caret: SidebarWords = {
    expand: words('theme.DocSidebarItem.expandCategoryAriaLabel', SIDEBAR_WORDS.expand),
    collapse: words('theme.DocSidebarItem.collapseCategoryAriaLabel', SIDEBAR_WORDS.collapse),
    external: words(EXTERNAL_LINK_NAME_KEY, EXTERNAL_LINK_NAME),
  };
  // An unlisted page is not in its sidebar: it shows itself in its place (as Docusaurus does; elsewhere it is hidden).
  const place = page.sidebarUnlisted;
  const html = tree ? renderSidebarWindow(page.sidebarItems, page.permalink, undefined, caret, place) : renderSidebar(page.sidebarItems, page.permalink, caret, place);
  // The island renders the categories a windowed sidebar left out: it names their carets with the page's words.
  const caretWords = tree ? { 'data-sidebar-expand': caret.expand, 'data-sidebar-collapse': caret.collapse, 'data-sidebar-external': caret.external } : {};
  return (
    <aside className={`doc-sidebar ${SIDEBAR_CONTAINER}`} {...(hideable ? { 'data-sidebar-hideable': '' } : {})}>
      {/* "Docs pages" names the pagination; landmarks of one role need distinct names. */}
      <nav className="menu" aria-label={words('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} data-sidebar="" data-sidebar-tree={tree} {...caretWords} {...(autoCollapseCategories ? { 'data-sidebar-auto-collapse': '' } : {})} dangerouslySetInnerHTML={{ __html: html }} />
      {hideable ? (
        <>
          <button type="button" className="sidebar-hide" data-sidebar-hide="" aria-label={words('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')} title={words('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}><span aria-hidden="true">«</span></button>
          <button type="button" className="sidebar-show" data-sidebar-show="" aria-label={words('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')} title={words('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')}><span aria-hidden="true">»</span></button>
        </>
      ) : null}
    </aside>
  );
}
