// `@theme/Admonition`: the same box `:::note` produces, for use from JSX.
import type { ReactNode } from 'react';
import { admonitionLabel } from '../../shared/admonitions.js';
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
