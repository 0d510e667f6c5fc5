import type { CSSProperties } from 'react';
import { usePage } from './context.js';
import { LogoImages } from './LogoImages.js';
import { linkTargetProps } from './link-target.js';
import type { FooterLink } from './types.js';

/** A footer link: a URL opens in a new tab, marked as leaving the site. */
function Link({ item }: { item: FooterLink }) {
  return (
    <a href={item.href} {...linkTargetProps(item)}>
      {item.label}{item.external ? <span className="external-icon" aria-hidden="true"> ↗</span> : null}
    </a>
  );
}

/** A list entry: a link, or the config's own HTML (a badge, say) as it is. */
function Item({ item }: { item: FooterLink }) {
  return item.html !== undefined ? <li dangerouslySetInnerHTML={{ __html: item.html }} /> : <li><Link item={item} /></li>;
}

/**
 * Docusaurus's footer: columns of links (or its "simple" footer, one row of
 * them), then the logo, then the copyright.
 */
export function Footer() {
  const { site } = usePage();
  const { logo, row } = site.footer;
  return (
    <footer className={site.footer.style === 'light' ? 'footer footer-light' : 'footer'}>
      <div className="footer-inner">
        {site.footer.links.length ? (
          <div className="footer-columns" style={{ '--footer-columns': site.footer.links.length } as CSSProperties}>
            {site.footer.links.map((column) => (
              <div className="footer-column" key={column.title}>
                <p className="footer-title">{column.title}</p>
                <ul>
                  {column.items.map((item, index) => <Item key={`${index}-${item.label}`} item={item} />)}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {row?.length ? (
          <ul className="footer-row">
            {row.map((item, index) => <Item key={`${index}-${item.label}`} item={item} />)}
          </ul>
        ) : null}
        {logo ? (
          <div className="footer-logo">
            {logo.href ? (
              <a href={logo.href} {...linkTargetProps(logo)}>
                <LogoImages logo={logo} className="footer-logo-image" />
              </a>
            ) : <LogoImages logo={logo} className="footer-logo-image" />}
          </div>
        ) : null}
        {/* HTML, as Docusaurus takes it (the site's own config: a link, a line break). */}
        <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
      </div>
    </footer>
  );
}
