// The built-in admonition keywords and their headings, shared by the `:::note`
// syntax (compiler/mdx/remark-admonitions.ts) and `@theme/Admonition`, so both
// draw the same box with the same words. Pure: no DOM, no Node.

/** Docusaurus 3's default keywords. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** The heading an admonition has without a title: the built-in label, else its keyword capitalised. */
export function admonitionLabel(type: string): string {
  return Object.hasOwn(LABELS, type) ? LABELS[type] : type.charAt(0).toUpperCase() + type.slice(1);
}
