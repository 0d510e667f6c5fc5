// The built-in admonition keywords and their headings, shared by the `:::note`
// syntax (compiler/mdx/remark-admonitions.ts) and `@theme/Admonition`, so both
// draw the same box with the same words. Pure: no DOM, no Node.

/** Docusaurus 3's default keywords. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/**
 * The element a formatted admonition title comes in, first among the box's children, as Docusaurus 3's
 * remark plugin names it (compiler/mdx/remark-admonitions.ts makes it, theme/components/mdx/admonition-title.ts takes it out).
 */
export const ADMONITION_TITLE_ELEMENT = 'mdxAdmonitionTitle';

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

/**
 * The message ids of the labels Docusaurus translates (`theme.admonition.note`…, in its theme's
 * translations and a site's code.json); the other keywords are labelled by their name.
 */
const TRANSLATED = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** The id of a keyword's label among the locale's messages, if Docusaurus translates it. */
export function admonitionMessageId(type: string): string | undefined {
  return TRANSLATED.has(type) ? `theme.admonition.${type}` : undefined;
}

/**
 * The heading an admonition has without a title: the locale's word for it (`messages`, by id:
 * `노트` for `:::note` on a Korean page, as Docusaurus's theme says it), else the built-in
 * label, else its keyword capitalised.
 */
export function admonitionLabel(type: string, messages?: Readonly<Record<string, string>>): string {
  const id = admonitionMessageId(type);
  const translated = id ? messages?.[id] : undefined;
  if (translated) return translated;
  return Object.hasOwn(LABELS, type) ? LABELS[type] : type.charAt(0).toUpperCase() + type.slice(1);
}

/** The locale's admonition labels among its messages (for the compiler: only these change a compiled page). */
export function admonitionMessages(messages: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!messages) return undefined;
  const picked = Object.fromEntries([...TRANSLATED].map((type) => [`theme.admonition.${type}`, messages[`theme.admonition.${type}`]]).filter(([, value]) => value));
  return Object.keys(picked).length ? picked : undefined;
}
