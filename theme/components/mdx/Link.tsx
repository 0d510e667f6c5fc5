// `@docusaurus/Link`: an anchor; external targets open in a new tab. A root-relative
// target written with the base (`to="/project/docs"`) is not given it twice (linkPath).
import type { ReactNode } from 'react';
import { usePage } from '../context.js';
import { linkPath } from './useBaseUrl.js';
import { withoutPathnameProtocol } from '../../shared/base-url.js';

// `data-noBrokenLinkCheck` is Link's prop, not the anchor's: Docusaurus leaves it out of the page.
export default function Link({ to, href, children, 'data-noBrokenLinkCheck': noBrokenLinkCheck, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) {
  const page = usePage();
  const written = to ?? href ?? '#';
  const target = linkPath(page.site, withoutPathnameProtocol(written));
  const external = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
  // What Docusaurus's link check is given: an internal link opening in this tab, not `pathname://` nor marked
  // `data-noBrokenLinkCheck` (its ways out). The build checks these as it does; other anchors warn at most.
  const checked = !external && !written.startsWith('pathname://') && (rest.target === undefined || rest.target === '_self') && !noBrokenLinkCheck;
  if (checked) page.linked?.push(target);
  // A `pathname://` link is no route of the site's to Docusaurus either: it opens in a new tab too.
  const newTab = external || written.startsWith('pathname://');
  return (
    <a href={target} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
