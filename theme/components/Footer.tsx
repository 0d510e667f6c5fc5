import { createContext, createElement, Fragment, useContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { usePage } from './context.js';
import { LogoImages } from './LogoImages.js';
import { linkTargetProps } from './link-target.js';
import type { FooterLink, FooterLogo as FooterLogoData } from './types.js';
import * as D from '../shared/docusaurus-classes.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';

// The footer is drawn in Docusaurus's pieces (Layout, Links, LinkItem, Logo, Copyright), each
// exported: a site's ejected copy of Footer imports them as `@theme/Footer/<Piece>` (mdx/footer-parts.ts),
// and gets pxdocs's markup and styles for what it does not draw itself.

/** A footer link: a URL opens in a new tab, marked as leaving the site. */
export function FooterLinkItem({ item }: { item: FooterLink }) {
  return (
    <a className={item.className ? `${D.FOOTER_LINK_ITEM} ${item.className}` : D.FOOTER_LINK_ITEM} href={item.href} {...linkTargetProps(item)}>
      {item.label}{item.external && !item.noIcon ? <ExternalLinkIcon /> : null}
    </a>
  );
}

/**
 * The site's own Footer/LinkItem (swizzled alone, as raidprotect/docs's picks a locale's URL): given each
 * link as Docusaurus gives it, in place of pxdocs's link (compiler/site-wrappers.ts provides it).
 */
export const SiteFooterLinkItem = createContext<ComponentType<{ item: Record<string, unknown> }> | undefined>(undefined);

/** A footer link as the config writes it (Docusaurus's `{ label, to | href, className, target }`), what its pieces are given. */
export function configFooterItem(item: FooterLink): Record<string, unknown> {
  if (item.html !== undefined) return { html: item.html };
  return { label: item.label, ...(item.external ? { href: item.href } : { to: item.href }), ...(item.className ? { className: item.className } : {}), ...(item.target ? { target: item.target } : {}) };
}

/**
 * A column's entry, Docusaurus's `footer__item`: a link, or the config's own HTML (a badge, say) as it is.
 */
function Item({ item }: { item: FooterLink }) {
  const site = useContext(SiteFooterLinkItem);
  return item.html !== undefined ? <li className={D.FOOTER_ITEM} dangerouslySetInnerHTML={{ __html: item.html }} /> : <li className={D.FOOTER_ITEM}>{site ? createElement(site, { item: configFooterItem(item) }) : <FooterLinkItem item={item} />}</li>;
}

/** Columns of links. */
export function FooterColumns({ columns }: { columns: { title: string; items: FooterLink[] }[] }) {
  return (
    <div className={`footer-columns ${D.FOOTER_LINKS}`} style={{ '--footer-columns': columns.length } as CSSProperties}>
      {columns.map((column) => (
        <div className={`footer-column ${D.FOOTER_COLUMN}`} key={column.title}>
          <p className={`footer-title ${D.FOOTER_TITLE}`}>{column.title}</p>
          <ul className={D.FOOTER_ITEMS}>
            {column.items.map((item, index) => <Item key={`${index}-${item.label}`} item={item} />)}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Docusaurus's simple footer: one row of links, as its Footer/Links/Simple writes it (the links themselves,
 * HTML items in a span, a `footer__link-separator` "·" between them), so a site's CSS for those names holds.
 */
export function FooterRow({ items }: { items: FooterLink[] }) {
  const site = useContext(SiteFooterLinkItem);
  return (
    <div className={`footer-row ${D.FOOTER_LINKS} text--center`}>
      <div className={`footer-row-links ${D.FOOTER_LINKS}`}>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {item.html !== undefined
              ? <span className={D.FOOTER_LINK_ITEM} dangerouslySetInnerHTML={{ __html: item.html }} />
              : site ? createElement(site, { item: configFooterItem(item) }) : <FooterLinkItem item={item} />}
            {index < items.length - 1 ? <span className="footer-separator footer__link-separator">·</span> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

export function FooterLogo({ logo }: { logo: FooterLogoData }) {
  // As Docusaurus's Footer/Logo: its Link is given the logo's own target, none unless the config sets one,
  // which takes the place of the new tab its Link opens for a site elsewhere; the rel stays.
  const link = { ...(logo.target ? { target: logo.target } : {}), ...(logo.external ? { rel: 'noopener noreferrer' } : {}) };
  return (
    <div className="footer-logo">
      {logo.href ? (
        <a href={logo.href} {...link}>
          <LogoImages logo={logo} className="footer-logo-image" docusaurus={D.FOOTER_LOGO} />
        </a>
      ) : <LogoImages logo={logo} className="footer-logo-image" docusaurus={D.FOOTER_LOGO} />}
    </div>
  );
}

/** HTML, as Docusaurus takes it (the site's own config: a link, a line break). */
export function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className={`footer-copyright ${D.FOOTER_COPYRIGHT}`} dangerouslySetInnerHTML={{ __html: copyright }} />;
}

/** The band: its links, logo and copyright in that order, as Docusaurus's Footer/Layout places them. */
export function FooterLayout({ style, links, logo, copyright }: { style?: string; links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return (
    <footer className={style === 'light' ? `footer footer-light ${D.FOOTER}` : `footer ${D.FOOTER} ${D.FOOTER_DARK}`}>
      <div className="footer-inner">
        {links}
        {logo}
        {copyright}
      </div>
    </footer>
  );
}

/**
 * Docusaurus's footer: columns of links (or its "simple" footer, one row of
 * them), then the logo, then the copyright.
 */
export function Footer() {
  const { site } = usePage();
  const { logo, row } = site.footer;
  // Nothing to show: no footer, as Docusaurus draws none for a site without `themeConfig.footer`
  // (init writes that as an empty copyright). Gryt-chat/gryt-docs has none, and had an empty dark band.
  if (!site.footer.links.length && !row?.length && !logo && !site.footer.copyright.trim()) return null;
  return (
    <FooterLayout
      {...(site.footer.style ? { style: site.footer.style } : {})}
      links={<>{site.footer.links.length ? <FooterColumns columns={site.footer.links} /> : null}{row?.length ? <FooterRow items={row} /> : null}</>}
      logo={logo ? <FooterLogo logo={logo} /> : null}
      copyright={<FooterCopyright copyright={site.footer.copyright} />}
    />
  );
}
