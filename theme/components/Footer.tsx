import type { CSSProperties } from 'react';
import { usePage } from './context.js';
import { LogoImages } from './LogoImages.js';
import { linkTargetProps } from './link-target.js';
import type { FooterLink } from './types.js';
import * as D from '../shared/docusaurus-classes.js';

/** A footer link: a URL opens in a new tab, marked as leaving the site. */
function Link({ item }: { item: FooterLink }) {
  return (
    <a className={item.className ? `${D.FOOTER_LINK_ITEM} ${item.className}` : D.FOOTER_LINK_ITEM} href={item.href} {...linkTargetProps(item)}>
      {item.label}{item.external ? <span className="external-icon" aria-hidden="true"> ↗</span> : null}
    </a>
  );
}

/**
 * A list entry: a link, or the config's own HTML (a badge, say) as it is. In a column it is
 * Docusaurus's `footer__item`; in the simple footer's row only an HTML item has a name there
 * (`footer__link-item`: the row's links carry it themselves).
 */
function Item({ item, column }: { item: FooterLink; column: boolean }) {
  const className = column ? D.FOOTER_ITEM : item.html !== undefined ? D.FOOTER_LINK_ITEM : undefined;
  return item.html !== undefined ? <li className={className} dangerouslySetInnerHTML={{ __html: item.html }} /> : <li className={className}><Link item={item} /></li>;
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
    <footer className={site.footer.style === 'light' ? `footer footer-light ${D.FOOTER}` : `footer ${D.FOOTER} ${D.FOOTER_DARK}`}>
      <div className="footer-inner">
        {site.footer.links.length ? (
          <div className={`footer-columns ${D.FOOTER_LINKS}`} style={{ '--footer-columns': site.footer.links.length } as CSSProperties}>
            {site.footer.links.map((column) => (
              <div className={`footer-column ${D.FOOTER_COLUMN}`} key={column.title}>
                <p className={`footer-title ${D.FOOTER_TITLE}`}>{column.title}</p>
                <ul className={D.FOOTER_ITEMS}>
                  {column.items.map((item, index) => <Item key={`${index}-${item.label}`} item={item} column />)}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {row?.length ? (
          <ul className={`footer-row ${D.FOOTER_LINKS}`}>
            {row.map((item, index) => <Item key={`${index}-${item.label}`} item={item} column={false} />)}
          </ul>
        ) : null}
        {logo ? (
          <div className="footer-logo">
            {logo.href ? (
              <a href={logo.href} {...linkTargetProps(logo)}>
                <LogoImages logo={logo} className="footer-logo-image" docusaurus={D.FOOTER_LOGO} />
              </a>
            ) : <LogoImages logo={logo} className="footer-logo-image" docusaurus={D.FOOTER_LOGO} />}
          </div>
        ) : null}
        {/* HTML, as Docusaurus takes it (the site's own config: a link, a line break). */}
        <div className={`footer-copyright ${D.FOOTER_COPYRIGHT}`} dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
      </div>
    </footer>
  );
}
