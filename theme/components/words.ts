// The theme's words in the site's language. Every word the theme writes has an
// English form here, in the components, and a key: Docusaurus's key for the
// same word (`theme.docs.paginator.next`), so Docusaurus's translations of its
// theme and a site's `code.json` both apply (site data's `messages`, made by
// compiler/i18n.ts). An English site has no messages: the English forms stand.
import { createElement, Fragment, type ReactNode } from 'react';
import { usePage } from './context.js';
import { PXDOCS_MESSAGES, type PxdocsMessageId } from '../shared/pxdocs-messages.js';

export type Words = (key: string, english: string, values?: Record<string, string | number>) => string;

/** `{name}` placeholders filled from `values`; the rest as written (Docusaurus's message syntax, here and in `<Translate>`). */
export function fill(message: string, values?: Record<string, string | number>): string {
  return values ? message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : message;
}

/** `fill` with elements for values: the message's parts, each placeholder replaced by its node. */
export function interpolate(message: string, values: Record<string, ReactNode> | undefined): ReactNode[] {
  return message.split(/(\{\w+\})/).filter(Boolean).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return createElement(Fragment, { key: index }, name !== undefined && values && name in values ? values[name] : part);
  });
}

/** The page's words: `words(key, english, values)`. */
export function useWords(): Words {
  const { site } = usePage();
  return (key, english, values) => fill(site.messages?.[key] ?? english, values);
}

/** The page's words with elements in them: `parts(key, english, { versionLabel: <b>2.0</b> })`. */
export function useWordParts(): (key: string, english: string, values: Record<string, ReactNode>) => ReactNode {
  const { site } = usePage();
  return (key, english, values) => createElement(Fragment, null, ...interpolate(site.messages?.[key] ?? english, values));
}

/**
 * A message with plural forms (`One min read|{readingTime} min read`), as
 * Docusaurus writes them: the forms in the order of the language's plural
 * categories (zero, one, two, few, many, other: those it has), the one
 * for `count` chosen; a message of one form is that form.
 */
export function plural(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const rules = new Intl.PluralRules(lang);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((category) => rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule));
  const index = order.indexOf(rules.select(count));
  return forms[Math.min(index === -1 ? forms.length - 1 : index, forms.length - 1)];
}

/** pxdocs's own words (theme/shared/pxdocs-messages.ts), read as the theme's: `px('pxdocs.copyPage.copy')`. */
export function usePxdocsWords(): (id: PxdocsMessageId, values?: Record<string, string | number>) => string {
  const words = useWords();
  return (id, values) => words(id, PXDOCS_MESSAGES[id].message, values);
}

/**
 * An island's words for its `data-words` attribute: `{ short: message }` (JSON) of
 * those the page does not say in English; undefined when it says them all in
 * English (the island's own forms), so an English page carries none.
 */
export function islandWords(px: (id: PxdocsMessageId) => string, table: Record<string, PxdocsMessageId>): string | undefined {
  const changed = Object.entries(table).filter(([, id]) => px(id) !== PXDOCS_MESSAGES[id].message);
  return changed.length ? JSON.stringify(Object.fromEntries(changed.map(([short, id]) => [short, px(id)]))) : undefined;
}
