// The theme's words in the site's language. Every word the theme writes has an
// English form here, in the components, and a key: Docusaurus's key for the
// same word (`theme.docs.paginator.next`), so Docusaurus's translations of its
// theme and a site's `code.json` both apply (site data's `messages`, made by
// compiler/i18n.ts). An English site has no messages: the English forms stand.
import { createElement, Fragment, type ReactNode } from 'react';
import { usePage } from './context.js';
import { PXDOCS_MESSAGES, type PxdocsMessageId } from '../shared/pxdocs-messages.js';
import { fill } from '../shared/messages.js';

export type Words = (key: string, english: string, values?: Record<string, string | number>) => string;

// The message syntax itself is shared with the islands (theme/shared/messages.ts).
export { fill, plural } from '../shared/messages.js';

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
