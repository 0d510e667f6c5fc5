// The top bar: site title, the area links, the colour-mode toggle, search and the
// mobile menu button. Links work without JavaScript; islands add behaviour.
import { createElement } from 'react';
import { usePage } from './context.js';
import { NAVBAR_ITEM_SLOT, navbarItemSlot } from './NavbarCustomItem.js';
import { usePxdocsWords, useWords } from './words.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchButton } from './SearchButton.js';
import { LogoImages } from './LogoImages.js';
import { linkTargetProps } from './link-target.js';
import type { PageData, SiteData } from './types.js';
import * as D from '../shared/docusaurus-classes.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';

/**
 * The id of the navbar's last element. Layout's render-blocking `<link rel=expect>` waits for it, and
 * Chromium unblocks at its start tag: the visible bar must be complete before it, so it stays last.
 */
export const NAVBAR_END_ID = 'mobile-menu';

/**
 * The brand, as Docusaurus draws it: the logo at its own proportions (2rem high unless the
 * config sizes it; a wordmark is no square), its dark variant in dark mode, linked where
 * `logo.href` says; the title only when the navbar has one. Without a logo the site title
 * stands (so the brand is never empty), after a mark unless the config turns it off (a
 * Docusaurus site's, whose brand is the title alone).
 */
function Brand() {
  const { site } = usePage();
  const { logo } = site.navbar;
  const title = site.navbar.title ?? (logo ? undefined : site.title);
  return (
    <a className={`navbar-brand ${D.NAVBAR_BRAND}`} href={logo?.href ?? '/'} {...linkTargetProps(logo)}>
      {logo ? <LogoImages logo={logo} className="navbar-logo" docusaurus={D.NAVBAR_LOGO} /> : site.navbar.brandMark ? <span className="brand-mark" aria-hidden="true">▲</span> : null}
      {title ? <span className={`brand-title ${D.NAVBAR_TITLE}`}>{title}</span> : null}
    </a>
  );
}

/** The icon of a link without a label: GitHub's mark for a GitHub address, a link mark otherwise. */
function NavIcon({ kind }: { kind: 'github' | 'link' }) {
  return kind === 'github' ? (
    <svg width="22" height="22" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor"><path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" /></svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" /><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" /></svg>
  );
}

type Item = SiteData['navbar']['items'][number];

/**
 * A dropdown (Docusaurus's `type: 'dropdown'`): a disclosure, so it opens on a
 * click, Enter or Space without JavaScript and says whether it is open; the
 * core island closes it on a click elsewhere or Escape. In the bar its menu
 * floats under the label; in the mobile menu it is a nested list.
 *
 * A dropdown whose label has a link of its own (Docusaurus's `to`/`href`) is
 * that link, and a disclosure beside it holds the menu: a link inside the
 * `<summary>` would be a link inside a button (its role), which screen readers
 * and keyboards do not handle, and Docusaurus's hover menu needs a pointer. The
 * toggle shows a caret and is named by the label (a link and a button of the
 * same name, told apart by their roles), so it needs no words of its own.
 */
function Dropdown({ item, current, active: forced, follows, mobile }: { item: Item & { chosen?: string }; current: string; active?: boolean; follows?: boolean; mobile: boolean }) {
  const { site, page } = usePage();
  const words = useWords();
  // The versions dropdown also marks the page's version (none outside the docs, nor on another docs instance's pages, as
  // Docusaurus's); the locales one, the page's locale.
  const entries = item.items!.map((entry) => ({ ...entry, here: !entry.external && entry.href === current, chosen: entry.version !== undefined ? entry.version === item.chosen && page.version !== undefined && page.version.instance === item.instance : entry.locale !== undefined && entry.locale === item.chosen }));
  const active = forced ?? entries.some((entry) => entry.here);
  // Docusaurus's names: in the bar, its dropdown (the label's active state is its plain `active`, which
  // ours is too); in the mobile menu, a sub-list of the menu (the entry's `menu__list-item` is Navbar's).
  const own = mobile ? '' : ` ${D.DROPDOWN}${item.position === 'right' ? ` ${D.DROPDOWN_RIGHT}` : ''}`;
  const label = mobile ? D.MENU_SUBLIST_CARET : D.DROPDOWN_LABEL;
  const [link, linkActive] = mobile ? [D.MENU_LINK, D.MENU_LINK_ACTIVE] : [D.DROPDOWN_LINK, D.DROPDOWN_LINK_ACTIVE];
  const menu = (
      <ul className={`navbar-dropdown-menu ${mobile ? D.MENU_LIST : D.DROPDOWN_MENU}`}>
        {entries.map((entry, index) => entry.html !== undefined ? (
          // Docusaurus's HtmlNavbarItem in a dropdown: the list item holds the HTML as written.
          <li key={`html-${index}`} className={[mobile ? D.MENU_LIST_ITEM : undefined, entry.className].filter(Boolean).join(' ') || undefined} dangerouslySetInnerHTML={{ __html: entry.html }} />
        ) : (
          <li key={entry.label + entry.href} className={mobile ? D.MENU_LIST_ITEM : undefined}>
            <a className={`navbar-dropdown-link${entry.here || entry.chosen ? ` active ${link} ${linkActive}` : ` ${link}`}${entry.className ? ` ${entry.className}` : ''}`} href={entry.href} aria-current={entry.here ? 'page' : undefined} data-version={entry.version} {...(entry.locale ? localeLinkProps(site, entry.locale, item.chosen) : {})} {...linkTargetProps(entry)}>
              {entry.label}
              {entry.external && !entry.noIcon ? <ExternalLinkIcon /> : null}
            </a>
          </li>
        ))}
      </ul>
  );
  // In the mobile menu the versions dropdown is a sub-list named "Versions", without a link, as Docusaurus's.
  const versionsInMenu = mobile && item.versions !== undefined;
  // A versions dropdown: an entry picked on any page is the reader's preferred version of its instance (lib/preferred-version.ts;
  // the attributes hold the instance's id, '' for the first).
  const instance = item.versions !== undefined ? item.instance ?? '' : undefined;
  const following = follows ? instance ?? '' : undefined;
  if (item.labelLink && !versionsInMenu) {
    const here = !item.external && item.href === current;
    return (
      <div className={`navbar-dropdown-split${own}${item.className ? ` ${item.className}` : ''}`} data-version-dropdown={following} data-versions={instance}>
        <a className={`navbar-link${active || here ? ' active' : ''} ${label}`} href={item.href} aria-current={here ? 'page' : undefined} {...linkTargetProps(item)}>{item.label}</a>
        <details className="navbar-dropdown" data-navbar-dropdown="">
          <summary className="navbar-dropdown-toggle" aria-label={item.ariaLabel ?? item.label} />
          {menu}
        </details>
      </div>
    );
  }
  return (
    <details className={`navbar-dropdown${own}${item.className ? ` ${item.className}` : ''}`} data-navbar-dropdown="" data-version-dropdown={following} data-versions={instance}>
      <summary className={`navbar-link${active ? ' active' : ''} ${label}`} aria-label={item.ariaLabel}>{versionsInMenu ? words('theme.navbar.mobileVersionsDropdown.label', 'Versions') : item.label}</summary>
      {menu}
    </details>
  );
}

/**
 * A locale entry: named in its own language (`lang`, for screen readers), and loaded whole, not
 * swapped in (another locale is another build: its own assets, search index and `<html lang>`).
 */
function localeLinkProps(site: SiteData, locale: string, current: string | undefined) {
  const own = site.i18n?.locales.find((each) => each.name === locale);
  return { lang: own?.htmlLang ?? (locale === site.lang ? site.lang : undefined), 'data-no-swap': '', ...(locale === current ? { 'aria-current': 'true' as const } : {}) };
}

/**
 * An item as this page shows it, in a versioned site: doc and sidebar items
 * link into the page's version (the last version on pages outside the docs),
 * the versions dropdown is labelled with that version and opens the page's doc
 * in each version that has it, a version link names and opens that version.
 */
function forPage(item: Item, site: SiteData, page: PageData): Item & { chosen?: string; active?: boolean; follows?: boolean } {
  if (item.locales) {
    // This page in each locale: the entry's locale path, then the page's route (from the root base).
    const query = item.locales.queryString ?? '';
    const items = item.items!.map((entry) => (entry.locale === undefined ? entry : { ...entry, href: `${entry.href}${page.permalink.slice(1)}${query}` }));
    return { ...item, items, chosen: site.i18n?.current ?? site.lang };
  }
  // An item follows the versions of its docs instance (the first's, or a further one's it names), and
  // the page's version when the page is of that instance; elsewhere the reader's preferred version of
  // that instance (`follows`, the preferred-version island: one per instance, as Docusaurus keeps them), else the last.
  const list = item.instance ? site.instanceVersions?.[item.instance] : site.versions;
  if (!list) return item;
  const own = page.version && page.version.instance === item.instance ? page.version : undefined;
  const follows = !own;
  const chosen = list.find((version) => version.name === own?.name) ?? list.find((version) => version.isLast)!;
  const target = item.byVersion?.[chosen.name];
  if (!item.versions) return target ? { ...item, href: target.href, sidebar: target.sidebar, follows } : { ...item, follows };
  if (item.versions.kind === 'link') return { ...item, href: target?.href ?? item.href, label: item.versions.fixedLabel ? item.label : chosen.label, follows };
  const items = item.items!.map((entry) => (entry.version === undefined ? entry : { ...entry, href: own?.alternates?.[entry.version] ?? (entry.version === own?.name ? page.permalink : entry.href) }));
  // Its label is a link too, as Docusaurus's: to the page itself in its version, else to the shown version's first doc.
  const href = own ? page.permalink : items.find((entry) => entry.version === chosen.name)?.href ?? item.href;
  return { ...item, label: chosen.label, href, labelLink: true, items, chosen: chosen.name, active: Boolean(item.versions.active && own), follows };
}

/** A page's path as the browser's location shows it: with the base URL (when given) and, under `trailingSlash: true`, its slash. */
function browserPath(permalink: string, site: { base?: string; trailingSlash?: true }): string {
  const path = site.trailingSlash && permalink !== '/' ? `${permalink}/` : permalink;
  return site.base ? `${site.base.replace(/\/$/, '')}${path}` : path;
}

export function Navbar() {
  const { site, page } = usePage();
  const words = useWords();
  const px = usePxdocsWords();
  const isHere = (item: Item) => !item.external && item.href === page.permalink;
  // As Docusaurus's navbar links: a link is marked on its own page and on every page below it
  // (the blog's link on each post), and on the pages of the sidebar it opens.
  const isActive = (item: Item) => {
    // The config's own rule, when it gives one, is the whole rule, as Docusaurus's NavbarNavLink's `isActive`
    // (expressots's "CLI" on every version's CLI pages: `^/docs/(?:[\w.-]+/)?cli(?:/|$)`).
    if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(browserPath(page.permalink, site));
    if (item.activeBasePath !== undefined) return browserPath(page.permalink, site.trailingSlash ? { trailingSlash: true } : {}).startsWith(item.activeBasePath);
    return (item.sidebar !== undefined && item.sidebar === page.sidebar) || isHere(item) || (!item.external && !item.exact && item.href !== undefined && item.href !== '/' && page.permalink.startsWith(`${item.href.replace(/\/$/, '')}/`));
  };
  // `mobile`: the copy in the mobile menu, a menu's items in Docusaurus (`menu__link`), not the bar's (`navbar__link`).
  const link = (raw: Item, index: number, mobile: boolean) => {
    // An item of the site's own type: its slot, which render.ts fills with the site's component's HTML.
    if (raw.custom) return createElement(NAVBAR_ITEM_SLOT, { key: `custom-${index}`, 'data-item': navbarItemSlot(site.navbar.items.indexOf(raw), mobile) });
    const item = forPage(raw, site, page);
    const active = isActive(item);
    const docusaurus = mobile ? `${D.MENU_LINK}${active ? ` ${D.MENU_LINK_ACTIVE}` : ''}` : `${D.NAVBAR_LINK}${active ? ` ${D.NAVBAR_LINK_ACTIVE}` : ''}`;
    return item.html !== undefined
    ? <div key={`html-${index}`} className={`navbar-html${mobile ? '' : ` ${D.NAVBAR_ITEM}`}${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.html }} />
    : item.items ? <Dropdown key={item.label} item={item} current={page.permalink} active={item.versions ? item.active : undefined} follows={Boolean(item.versions && item.follows)} mobile={mobile} /> : (
    <a
      key={item.label || item.href}
      className={`navbar-link${item.label || item.contentHtml ? '' : ' navbar-icon-link'}${active ? ' active' : ''} ${docusaurus}${item.className ? ` ${item.className}` : ''}`}
      href={item.href}
      aria-current={isHere(item) ? 'page' : undefined}
      aria-label={item.ariaLabel}
      data-version-hrefs={item.byVersion && item.follows ? JSON.stringify(Object.fromEntries(Object.entries(item.byVersion).map(([name, target]) => [name, target.href]))) : undefined}
      // The version link is labelled with the version it opens, the reader's picked one outside the docs, as Docusaurus's docsVersion item.
      data-version-labels={item.versions?.kind === 'link' && !item.versions.fixedLabel && item.follows ? JSON.stringify(Object.fromEntries((item.instance ? site.instanceVersions?.[item.instance] : site.versions)?.map((version) => [version.name, version.label]) ?? [])) : undefined}
      // A further instance's item follows that instance's preferred version.
      data-version-instance={item.byVersion && item.follows ? item.instance : undefined}
      title={item.title ?? (item.label ? undefined : item.ariaLabel)}
      {...linkTargetProps(item)}
      // Its HTML in place of its label and icons (a badge image), as Docusaurus draws a link item's `html`.
      {...(item.contentHtml !== undefined ? { dangerouslySetInnerHTML: { __html: item.contentHtml } } : {})}
    >
      {item.contentHtml !== undefined ? undefined : <>
      {item.label}
      {item.icon ? <NavIcon kind={item.icon} /> : null}
      {/* In the mobile menu's list the icon has its name beside it (hidden in the bar). */}
      {item.label ? null : <span className="navbar-icon-text" aria-hidden="true">{item.ariaLabel}</span>}
      {item.external && item.label && !item.noIcon ? <ExternalLinkIcon /> : null}
      </>}
    </a>
  );
  };
  const left = site.navbar.items.filter((item) => item.position === 'left');
  const right = site.navbar.items.filter((item) => item.position === 'right');
  // The search box where a `search` item puts it, else at the end of the right side.
  const placed = site.navbar.items.some((item) => item.search);
  const barItem = (item: Item, index: number) => (item.search ? <SearchButton key={`search-${index}`} {...(item.className ? { className: item.className } : {})} /> : link(item, index, false));
  // A <div>, not a <header>: a top-level <header> is the page's banner landmark, and a site's home page
  // brings its own (Docusaurus's template's `<header className="hero">`), so there were two. Docusaurus's
  // bar is no banner either; its landmarks are the navigation inside (and the mobile menu's).
  return (
    <div className={`navbar ${D.NAVBAR}${site.navbar.style === 'dark' ? ` ${D.NAVBAR_DARK}` : ''}`} id="px-navbar" data-navbar="" data-hide-on-scroll={site.navbar.hideOnScroll ? '' : undefined} data-navbar-style={site.navbar.style}>
      <nav className={`navbar-inner ${D.NAVBAR_INNER}`} aria-label={words('theme.NavBar.navAriaLabel', 'Main')}>
        <button type="button" className={`navbar-toggle ${D.NAVBAR_TOGGLE}`} aria-label={px('pxdocs.navbar.openMenu')} aria-expanded="false" aria-controls={NAVBAR_END_ID} data-menu-toggle="">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <Brand />
        <div className={`navbar-items ${D.NAVBAR_LEFT}`}>{left.map(barItem)}</div>
        <div className={`navbar-items navbar-items-right ${D.NAVBAR_RIGHT}`}>
          {right.map(barItem)}
          {placed ? null : <SearchButton />}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </nav>
      {/* Last: the render-blocking link in Layout waits for this start tag (NAVBAR_END_ID). */}
      <div className={`mobile-menu ${D.NAVBAR_SIDEBAR}`} id={NAVBAR_END_ID} data-mobile-menu="" hidden>
        <nav aria-label={px('pxdocs.navbar.mobile')}>
          <ul className={`mobile-menu-links ${D.MENU_LIST}`}>
            {/* A dropdown's entry follows its disclosure, closed as served (the core island's lib/collapsed.ts keeps it in step). */}
            {/* An item of the site's own type is its component's alone, as in Docusaurus's mobile menu (a `mobile` one draws its own `li`). */}
            {site.navbar.items.map((item, index) => item.search ? null : item.custom ? link(item, index, true) : <li key={`${index}-${item.label || item.href}`} className={item.items && item.html === undefined ? `${D.MENU_LIST_ITEM} ${D.MENU_LIST_ITEM_COLLAPSED}` : D.MENU_LIST_ITEM}>{link(item, index, true)}</li>)}
          </ul>
          {/* Filled with the page's docs sidebar when the menu opens; a site without docs has none. */}
          {site.noDocs ? null : <div className="mobile-menu-sidebar" data-mobile-sidebar="" />}
        </nav>
      </div>
    </div>
  );
}
