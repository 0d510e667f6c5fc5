// `@theme/Admonition`: the same box `:::note` produces, for use from JSX.
import type { ReactNode } from 'react';
import { admonitionLabel } from '../../shared/admonitions.js';

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = type === 'secondary' ? 'note' : type;
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">{title ?? admonitionLabel(type)}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
