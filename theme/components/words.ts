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
 * Of an island's words (`{ short: [key, english] }`), those the page says otherwise
 * than in English, by short name; undefined when it says them all in English (the
 * island's own forms stand), so an English page carries none.
 */
export function saidOtherwise(table: Record<string, readonly [key: string, english: string]>, words: (key: string, english: string) => string): Record<string, string> | undefined {
  const said = Object.entries(table).flatMap(([short, [key, english]]) => {
    const text = words(key, english);
    return text === english ? [] : [[short, text] as const];
  });
  return said.length ? Object.fromEntries(said) : undefined;
}

/** An island's words for its `data-words` attribute (JSON of `saidOtherwise`), by pxdocs's own ids. */
export function islandWords(px: (id: PxdocsMessageId) => string, table: Record<string, PxdocsMessageId>): string | undefined {
  const said = saidOtherwise(Object.fromEntries(Object.entries(table).map(([short, id]) => [short, [id, PXDOCS_MESSAGES[id].message] as const])), (id) => px(id as PxdocsMessageId));
  return said && JSON.stringify(said);
}
