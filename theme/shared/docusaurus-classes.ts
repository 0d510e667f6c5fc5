// Docusaurus's class names, which pxdocs's markup carries beside its own.
//
// Why they are here: a Docusaurus site's `src/css/custom.css` styles the theme
// through Docusaurus's class names: the stable "ThemeClassNames" that
// @docusaurus/theme-common documents for exactly that (`theme-doc-markdown`,
// `theme-admonition-tip`, `theme-doc-sidebar-item-link-level-1`…; the list is
// packages/docusaurus-theme-common/src/utils/ThemeClassNames.ts), and Infima's
// structural names that its components render (`navbar__link`,
// `menu__link--active`, `footer__copyright`…). pxdocs's theme has names of its
// own, so without these a site's custom CSS would match nothing and the site
// would not look as its authors made it. Each name below goes on the element
// that is the counterpart of the one Docusaurus puts it on, after pxdocs's own
// names (which its stylesheet keeps using, unchanged) and before the site's
// own `className`s.
//
// What is not here, on purpose:
// - Infima's CSS for these names. pxdocs keeps its own look; the names are
//   only targets for a site's CSS. Names the pages stylesheet (infima.css:
//   `row`, `col`, `container`, `card`, `button`, `badge`, `text--truncate`…)
//   does style are left off layout elements, or the theme's own layout would
//   change on the pages that link it.
// - CSS-module names (`docItemContainer_abc1`): hashed, nobody can target them.
// - Elements pxdocs has no counterpart of: the draft banner
//   (drafts are never published), the category row's wrapper of a category
//   that is not collapsible (`menu__list-item-collapsible`).
// - Anything more than Docusaurus has on an element: the sidebar repeats
//   per link, so each link gets exactly Docusaurus's names there and no more.
// - Names of other families, not added (yet):
//   `thin-scrollbar`,
//   `navbar--fixed-top`, and `dropdown--show` (a bar dropdown's open state:
//   pxdocs's is `<details open>`).
// Where pxdocs's structure differs, the name goes on the nearest counterpart:
// a doc's title is just above `theme-doc-markdown` (Docusaurus's is inside it),
// `breadcrumbs` stays on pxdocs's nav (Docusaurus has it on the list inside),
// and `navbar__logo` is on the logo image (Docusaurus wraps it in a div).
//
// State modifiers (`menu__link--active`, `navbar__link--active`,
// `menu__list-item--collapsed`, `table-of-contents__link--active`,
// `dropdown__link--active`) follow the real state: the build marks them, and
// the islands that change a state change the modifier with it (the core
// island's lib/collapsed.ts for categories and mobile dropdowns opened or
// closed, lib/toc.ts for the TOC entry in view, lib/preferred-version.ts for a
// versions dropdown's entry; client navigation swaps the page's classes on
// <html> and every region that carries a state, lib/navigation.ts).
//
// Pure strings (theme/shared: the build and the islands both use them; the
// islands import single names, so a bundle carries only those it uses).

// The page's kind, on <html> (Docusaurus's HtmlClassNameProvider: plugin, wrapper, page, doc id).

/** What `htmlClasses` reads of a page (structurally the theme's PageData). */
import { instancePrefix } from './version-ids.js';

export interface PageShape {
  kind: string;
  id: string;
  version?: { name: string; className: string };
  pluginId?: string;
  pluginName?: string;
  tagIndex?: unknown;
  wrapperClassName?: string;
  blog?: { author?: unknown; heading?: string };
}

/**
 * The classes Docusaurus puts on <html> for a page of this kind: its plugin
 * (`plugin-docs plugin-id-default`), its plugin's wrapper (`docs-wrapper`),
 * its page kind (`docs-doc-page`) and, for a doc, its version and id
 * (`docs-version-current docs-doc-id-guides/setup`). Empty for pxdocs's own
 * pages (home, search, not found), which Docusaurus has no counterpart of.
 */
export function htmlClasses(page: PageShape): string {
  // The page's plugin instance (a further docs instance's or blog's id; `default` otherwise).
  const docs = `plugin-docs plugin-id-${page.pluginId ?? 'default'} docs-wrapper`;
  const blog = `plugin-blog plugin-id-${page.pluginId ?? 'default'} blog-wrapper`;
  switch (page.kind) {
    case 'doc': {
      // A released version's doc ids carry `version-<name>/` in pxdocs, a further docs instance's `#<id>/`; Docusaurus's doc id does not.
      const strip = (id: string, prefix: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
      const inInstance = page.pluginId ? strip(page.id, instancePrefix(page.pluginId)) : page.id;
      const id = page.version ? strip(inInstance, `version-${page.version.name}/`) : inInstance;
      return `${docs} ${page.version?.className ?? 'docs-version-current'} docs-doc-page docs-doc-id-${id}`;
    }
    case 'generated-index':
      return `${docs} ${page.version?.className ?? 'docs-version-current'} docs-doc-page`;
    case 'tags':
      return `${docs} ${page.tagIndex ? 'docs-tags-list-page' : 'docs-tags-doc-list-page'}`;
    case 'markdown-page':
      // Docusaurus puts a page's `wrapperClassName` here instead of `mdx-wrapper`; pxdocs has it on
      // the page's main region already (StandalonePage), so it is not doubled.
      return `plugin-pages plugin-id-default${page.wrapperClassName ? '' : ' mdx-wrapper'} mdx-page`;
    case 'react-page':
      // A route a site plugin added is that plugin instance's (Docusaurus's PluginHtmlClassNameProvider names it).
      return `plugin-${(page.pluginName ?? 'pages').replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')} plugin-id-${page.pluginId ?? 'default'}`;
    case 'blog-post':
      return `${blog} blog-post-page`;
    case 'blog-list':
      return `${blog} ${page.blog?.author ? 'blog-authors-posts-page' : page.blog?.heading ? 'blog-tags-post-list-page' : 'blog-list-page'}`;
    case 'blog-tags':
      return `${blog} blog-tags-list-page`;
    case 'blog-authors':
      return `${blog} blog-authors-list-page`;
    case 'blog-archive':
      return blog;
    default:
      return '';
  }
}

// The frame: Layout's main wrapper, the navbar, its mobile menu, the footer, the announcement bar.

/** The region between navbar and footer (Docusaurus's Layout `main-wrapper`). */
export const LAYOUT_MAIN = 'main-wrapper theme-layout-main';
/** A `<details>` block: Docusaurus's Details is an info alert (Markdown's and `@theme/Details`'s, before the page's own). */
export const DETAILS = 'details alert alert--info';
export const NAVBAR = 'theme-layout-navbar';
export const NAVBAR_DARK = 'navbar--dark';
export const NAVBAR_INNER = 'navbar__inner';
export const NAVBAR_TOGGLE = 'navbar__toggle';
export const NAVBAR_LEFT = 'theme-layout-navbar-left navbar__items';
export const NAVBAR_RIGHT = 'theme-layout-navbar-right navbar__items navbar__items--right';
export const NAVBAR_BRAND = 'navbar__brand';
export const NAVBAR_LOGO = 'navbar__logo';
export const NAVBAR_TITLE = 'navbar__title';
/** A navbar link, and an HTML item (`navbar__item` only). */
export const NAVBAR_ITEM = 'navbar__item';
export const NAVBAR_LINK = 'navbar__item navbar__link';
export const NAVBAR_LINK_ACTIVE = 'navbar__link--active';
/** A dropdown in the bar: its disclosure, label, menu and entries. */
export const DROPDOWN = 'navbar__item dropdown dropdown--hoverable';
export const DROPDOWN_RIGHT = 'dropdown--right';
export const DROPDOWN_LABEL = 'navbar__link';
export const DROPDOWN_MENU = 'dropdown__menu';
export const DROPDOWN_LINK = 'dropdown__link';
export const DROPDOWN_LINK_ACTIVE = 'dropdown__link--active';
/** The mobile menu (Docusaurus's navbar sidebar), whose items are a menu as the docs sidebar's are. */
export const NAVBAR_SIDEBAR = 'theme-layout-navbar-sidebar';
/** A mobile dropdown's label. */
export const MENU_SUBLIST_CARET = 'menu__link menu__link--sublist menu__link--sublist-caret';
export const FOOTER = 'theme-layout-footer';
export const FOOTER_DARK = 'footer--dark';
export const FOOTER_LINKS = 'footer__links';
export const FOOTER_COLUMN = 'theme-layout-footer-column footer__col';
export const FOOTER_TITLE = 'footer__title';
export const FOOTER_ITEMS = 'footer__items';
export const FOOTER_ITEM = 'footer__item';
export const FOOTER_LINK_ITEM = 'footer__link-item';
export const FOOTER_LOGO = 'footer__logo';
export const FOOTER_COPYRIGHT = 'footer__copyright';
export const ANNOUNCEMENT_BAR = 'theme-announcement-bar';

// The docs sidebar (theme/shared/sidebar-html.ts, repeated per entry: exactly Docusaurus's names).

export const SIDEBAR_CONTAINER = 'theme-doc-sidebar-container';
/** The top list; nested lists are `menu__list` alone. */
export const SIDEBAR_MENU = 'theme-doc-sidebar-menu menu__list';
export const MENU_LIST = 'menu__list';
export const MENU_LIST_ITEM = 'menu__list-item';
export const MENU_LIST_ITEM_COLLAPSED = 'menu__list-item--collapsed';
export const MENU_LINK = 'menu__link';
export const MENU_LINK_ACTIVE = 'menu__link--active';
/** A collapsible category's row (our `<summary>` without a page, the link's row with one), `--active` on the category's own page. */
export const MENU_COLLAPSIBLE = 'menu__list-item-collapsible';
export const MENU_COLLAPSIBLE_ACTIVE = 'menu__list-item-collapsible--active';
/** A collapsible category's heading, and a caret beside it when it has no page of its own. */
export const MENU_SUBLIST = 'menu__link--sublist';
export const MENU_SUBLIST_CARET_ONLY = 'menu__link--sublist-caret';
/** The caret that opens and closes a category with a page (Docusaurus's button; our `<summary>`). */
export const MENU_CARET = 'clean-btn menu__caret';
/** Levels count from 1 at the top, as Docusaurus's do (pxdocs's `menu-level-N` from 0). */
export const sidebarLinkItem = (level: number) => `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`;
export const sidebarCategoryItem = (level: number) => `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}`;

// A doc's article, and what pages outside the docs share of it.

export const DOC_MARKDOWN = 'theme-doc-markdown';
export const DOC_BREADCRUMBS = 'theme-doc-breadcrumbs';
export const BREADCRUMBS_ITEM = 'breadcrumbs__item';
export const BREADCRUMBS_ITEM_ACTIVE = 'breadcrumbs__item--active';
export const BREADCRUMBS_LINK = 'breadcrumbs__link';
export const DOC_TAGS_ROW = 'theme-doc-footer-tags-row';
export const DOC_FOOTER = 'theme-doc-footer';
export const DOC_FOOTER_EDIT_META_ROW = 'theme-doc-footer-edit-meta-row';
export const BLOG_TAGS_ROW = 'theme-blog-footer-tags-row';
export const EDIT_THIS_PAGE = 'theme-edit-this-page';
export const LAST_UPDATED = 'theme-last-updated';
export const VERSION_BANNER = 'alert alert--warning';
export const PAGINATION = 'pagination-nav';
export const PAGINATION_PREVIOUS = 'pagination-nav__link pagination-nav__link--prev';
export const PAGINATION_NEXT = 'pagination-nav__link pagination-nav__link--next';
export const PAGINATION_SUBLABEL = 'pagination-nav__sublabel';
export const PAGINATION_LABEL = 'pagination-nav__label';
/** The TOC beside a doc (not a post's or a page's: Docusaurus marks only the doc's). */
export const DOC_TOC_DESKTOP = 'theme-doc-toc-desktop';
/** The collapsible TOC a doc shows above its text on narrow screens. */
export const DOC_TOC_MOBILE = 'theme-doc-toc-mobile';
export const TOC_LIST = 'table-of-contents table-of-contents__left-border';
export const TOC_LINK = 'table-of-contents__link';
export const TOC_LINK_ACTIVE = 'table-of-contents__link--active';
export const CODE_BLOCK = 'theme-code-block';

// A card of a generated index or a DocCardList (Docusaurus's DocCard/Layout, Heading, Description), and the
// list's grid. Infima styles `row`, `col`, `card`, `padding--lg` and `text--truncate`; they are here all
// the same, as a site's CSS aimed at cards targets them. Docs pages do not link infima.css, and
// content.css keeps pxdocs's grid on the pages that do.
export const DOC_CARD_LIST = 'row';
export const DOC_CARD_LIST_ITEM = 'col col--6';
export const DOC_CARD_CONTAINER = 'card padding--lg theme-doc-card-container';
export const DOC_CARD_HEADING = 'theme-doc-card-heading';
export const DOC_CARD_ICON = 'theme-doc-card-icon';
export const DOC_CARD_TITLE = 'text--truncate theme-doc-card-title';
export const DOC_CARD_DESCRIPTION = 'text--truncate theme-doc-card-description';

/** Infima's alert colour of each built-in admonition keyword (Docusaurus's Admonition types); any other keyword falls back to Info's. */
const ALERTS: Record<string, string> = { note: 'secondary', secondary: 'secondary', tip: 'success', success: 'success', info: 'info', important: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

/** An admonition's names, by the keyword as written (`:::caution` is `theme-admonition-caution alert alert--warning`). */
export function admonitionClasses(keyword: string): string[] {
  return ['theme-admonition', `theme-admonition-${keyword}`, 'alert', `alert--${Object.hasOwn(ALERTS, keyword) ? ALERTS[keyword] : 'info'}`];
}

/** The active modifier of a navbar dropdown's entry, in the bar or in the mobile menu (preferred-version.ts). */
export function dropdownEntryActive(entry: { classList: { contains(name: string): boolean } }): string | undefined {
  return entry.classList.contains(DROPDOWN_LINK) ? DROPDOWN_LINK_ACTIVE : entry.classList.contains(MENU_LINK) ? MENU_LINK_ACTIVE : undefined;
}

// Tabs: each tab, and the selected one (Infima's names, which Docusaurus's Tabs renders;
// the tabs island moves the modifier with the selection).
export const TAB_ITEM = 'tabs__item';
export const TAB_ITEM_ACTIVE = 'tabs__item--active';
