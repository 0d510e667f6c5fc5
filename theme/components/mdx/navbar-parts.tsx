// Docusaurus's navbar link pieces, as a site's own navbar item component imports them
// (`@theme/NavbarItem/NavbarNavLink`, `@theme/NavbarItem/DefaultNavbarItem`): a custom item type
// (NavbarCustomItem.tsx) that draws a link with an icon, or a link that picks its target, builds
// on them. Drawn with Docusaurus's classes, as pxdocs's own navbar links carry them.
import type { ReactNode } from 'react';
import Link from './Link.js';
import { IconExternalLink, isInternalUrl } from './docusaurus-client.js';
import * as D from '../../shared/docusaurus-classes.js';

type NavLinkProps = {
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  className?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeClassName?: string;
  exact?: boolean;
  [key: string]: unknown;
};

/** A link of the bar or of a dropdown: its label (or its HTML), marked when it leaves the site. */
export function NavbarNavLink({ to, href, label, html, isDropdownLink, prependBaseUrlToHref: _prepend, activeBasePath: _base, activeBaseRegex: _regex, activeClassName: _active, exact: _exact, ...props }: NavLinkProps) {
  const target = to ?? href ?? '#';
  const content = html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: <>{label}{href && !isInternalUrl(href) && !isDropdownLink ? <IconExternalLink /> : null}</> };
  return <Link {...(to !== undefined ? { to: target } : { href: target })} {...props} {...content} />;
}

/** A navbar link item: in the bar (`navbar__item navbar__link`), or an entry of the mobile menu (`menu__list-item`). */
export function DefaultNavbarItem({ mobile, position: _position, className, isDropdownItem, ...props }: NavLinkProps & { mobile?: boolean; position?: string; isDropdownItem?: boolean }) {
  if (mobile) {
    return <li className={D.MENU_LIST_ITEM}><NavbarNavLink className={className ? `${D.MENU_LINK} ${className}` : D.MENU_LINK} {...props} /></li>;
  }
  const link = <NavbarNavLink className={[isDropdownItem ? 'dropdown__link' : D.NAVBAR_LINK, className].filter(Boolean).join(' ')} isDropdownLink={isDropdownItem} {...props} />;
  return isDropdownItem ? <li>{link}</li> : link;
}

/** The modules by import path (mdx/index.ts themeModules). */
export const navbarPartModules = {
  '@theme/NavbarItem/NavbarNavLink': { default: NavbarNavLink },
  '@theme/NavbarItem/DefaultNavbarItem': { default: DefaultNavbarItem },
};
