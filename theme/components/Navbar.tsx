// The top bar: site title, the area links, the colour-mode toggle, search and the
// mobile menu button. Links work without JavaScript; islands add behaviour.
import { usePage } from './context.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchButton } from './SearchButton.js';
import { LogoImages } from './LogoImages.js';

/**
 * The id of the navbar's last element. Layout's render-blocking `<link rel=expect>` waits for it, and
 * Chromium unblocks at its start tag: the visible bar must be complete before it, so it stays last.
 */
export const NAVBAR_END_ID = 'mobile-menu';

/**
 * The brand, as Docusaurus draws it: the logo at its own proportions (2rem high unless the
 * config sizes it; a wordmark is no square), its dark variant in dark mode, linked where
 * `logo.href` says; the title only when the navbar has one. Without a logo the site title
 * stands beside a mark, so the brand is never empty.
 */
function Brand() {
  const { site } = usePage();
  const { logo } = site.navbar;
  const title = site.navbar.title ?? (logo ? undefined : site.title);
  const target = logo?.target ?? (logo?.external ? '_blank' : undefined);
  return (
    <a className="navbar-brand" href={logo?.href ?? '/'} {...(target ? { target, rel: target === '_blank' ? 'noopener noreferrer' : undefined } : {})}>
      {logo ? <LogoImages logo={logo} className="navbar-logo" /> : <span className="brand-mark" aria-hidden="true">▲</span>}
      {title ? <span className="brand-title">{title}</span> : null}
    </a>
  );
}

export function Navbar() {
  const { site, page } = usePage();
  const isActive = (item: (typeof site.navbar.items)[number]) =>
    (item.sidebar !== undefined && item.sidebar === page.sidebar) || (!item.external && item.href === page.permalink);
  const link = (item: (typeof site.navbar.items)[number]) => (
    <a
      key={item.label}
      className={`navbar-link${isActive(item) ? ' active' : ''}`}
      href={item.href}
      aria-current={isActive(item) ? 'page' : undefined}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {item.external ? <span className="external-icon" aria-hidden="true">↗</span> : null}
    </a>
  );
  const left = site.navbar.items.filter((item) => item.position === 'left');
  const right = site.navbar.items.filter((item) => item.position === 'right');
  return (
    <header className="navbar" id="px-navbar" data-navbar="" data-hide-on-scroll={site.navbar.hideOnScroll ? '' : undefined}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="navbar-toggle" aria-label="Open navigation menu" aria-expanded="false" aria-controls={NAVBAR_END_ID} data-menu-toggle="">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <Brand />
        <div className="navbar-items">{left.map(link)}</div>
        <div className="navbar-items navbar-items-right">
          {right.map(link)}
          <SearchButton />
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </nav>
      {/* Last: the render-blocking link in Layout waits for this start tag (NAVBAR_END_ID). */}
      <div className="mobile-menu" id={NAVBAR_END_ID} data-mobile-menu="" hidden>
        <nav aria-label="Mobile">
          <ul className="mobile-menu-links">
            {site.navbar.items.map((item) => <li key={item.label}>{link(item)}</li>)}
          </ul>
          <div className="mobile-menu-sidebar" data-mobile-sidebar="" />
        </nav>
      </div>
    </header>
  );
}
