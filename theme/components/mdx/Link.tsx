// `@docusaurus/Link`: an anchor; external targets open in a new tab.
import type { ReactNode } from 'react';

export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) {
  const target = to ?? href ?? '#';
  const external = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
