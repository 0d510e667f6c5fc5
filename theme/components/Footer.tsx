import { usePage } from './context.js';

export function Footer() {
  const { site } = usePage();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          {site.footer.links.map((column) => (
            <div className="footer-column" key={column.title}>
              <p className="footer-title">{column.title}</p>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {item.label}{item.external ? <span className="external-icon" aria-hidden="true"> ↗</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {/* HTML, as Docusaurus takes it (the site's own config: a link, a line break). */}
        <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
      </div>
    </footer>
  );
}
