// `@theme/Admonition`: the same box `:::note` produces, for use from JSX.
import type { ReactNode } from 'react';
import { ADMONITION_TYPES, admonitionLabel } from '../../shared/admonitions.js';
import { admonitionClasses } from '../../shared/docusaurus-classes.js';

// The theme's boxes carry no icon; one the page gives (`icon="💡"`, an element) is shown before the title, as Docusaurus does.
export default function Admonition({ type = 'note', title, icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = type === 'secondary' ? 'note' : type;
  return (
    <div className={`admonition admonition-${kind} ${admonitionClasses(type).join(' ')}`} role="note">
      <p className="admonition-heading">
        {icon ? <span className="admonition-icon" aria-hidden="true">{icon}</span> : null}
        {title ?? admonitionLabel(type)}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

type AdmonitionProps = Parameters<typeof Admonition>[0];

/**
 * Docusaurus's `@theme/Admonition/Types` map, keyword → component: what a site's swizzled
 * Types spreads before adding its own keywords (`{ ...DefaultAdmonitionTypes, experimental }`).
 */
export const admonitionTypes: Record<string, (props: Omit<AdmonitionProps, 'type'>) => ReactNode> = Object.fromEntries(
  ADMONITION_TYPES.map((type) => [type, (props: Omit<AdmonitionProps, 'type'>) => <Admonition {...props} type={type} />]),
);
