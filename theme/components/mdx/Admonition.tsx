// `@theme/Admonition`: the same box `:::note` produces, for use from JSX.
import type { ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important', success: 'Success', secondary: 'Note',
};

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = type === 'secondary' ? 'note' : type;
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">{title ?? LABELS[type] ?? type}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
