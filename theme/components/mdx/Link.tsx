// `@docusaurus/Link`: an anchor; external targets open in a new tab. A root-relative
// target written with the base (`to="/project/docs"`) is not given it twice (linkPath).
import type { ReactNode } from 'react';
import { usePage } from '../context.js';
import { linkPath } from './useBaseUrl.js';
import { withoutPathnameProtocol } from '../../shared/base-url.js';

export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) {
  const target = linkPath(usePage().site, withoutPathnameProtocol(to ?? href ?? '#'));
  const external = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
