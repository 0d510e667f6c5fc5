// A doc file's or folder's number prefix (`01-intro.md`, `2-guides/`): its position in the
// sidebar, left out of its id and URL. The docs plugin's `numberPrefixParser` decides it: true
// (Docusaurus's default parser, paths.ts), false (names kept whole), or the site's own function,
// which Docusaurus calls with the name and reads `{ filename, numberPrefix }` from.
import { pxErrors } from './errors/catalogue.js';
import { stripNumberPrefix } from './paths.js';

/** Docusaurus's `NumberPrefixParser`. */
export type NumberPrefixParser = (name: string) => { filename: string; numberPrefix?: number };

/** How names are read: Docusaurus's default parser (true), none (false), or the site's. */
export type NumberPrefixes = boolean | NumberPrefixParser;

/** A name's position and the name without it, as `parse` reads it; the name whole when `parse` is false. */
export function prefixOf(name: string, parse: NumberPrefixes): { name: string; position?: number } {
  // The docs folder itself has no name of its own here.
  if (parse === false || !name) return { name };
  if (parse === true) return stripNumberPrefix(name);
  let parsed: unknown;
  try {
    parsed = parse(name);
  } catch (error) {
    throw pxErrors.ConfigFunctionFailed.create({ message: `docs.numberPrefixParser threw for the name "${name}": ${error instanceof Error ? error.message : String(error)}` }, { cause: error, hint: 'Fix the parser in the config: it is called with every doc file name (without its extension) and folder name of the docs, and returns `{ filename, numberPrefix }` (numberPrefix undefined for a name without one), as Docusaurus calls it.' });
  }
  const { filename, numberPrefix } = (parsed ?? {}) as { filename?: unknown; numberPrefix?: unknown };
  if (typeof filename !== 'string' || !filename || (numberPrefix !== undefined && (typeof numberPrefix !== 'number' || !Number.isFinite(numberPrefix)))) {
    throw pxErrors.ConfigFunctionFailed.create({ message: `docs.numberPrefixParser returned ${JSON.stringify(parsed) ?? String(parsed)} for the name "${name}": expected \`{ filename, numberPrefix }\`, a non-empty file name and a number or undefined.` }, { hint: 'Return `{ filename: name }` for a name without a prefix, as Docusaurus\'s DisabledNumberPrefixParser does.' });
  }
  return numberPrefix === undefined ? { name: filename } : { name: filename, position: numberPrefix as number };
}

/** The parser as a sidebarItemsGenerator's `numberPrefixParser` argument, Docusaurus's shape. */
export function prefixParserOf(parse: NumberPrefixes): NumberPrefixParser {
  return (name) => {
    const { name: filename, position } = prefixOf(name, parse);
    return position === undefined ? { filename } : { filename, numberPrefix: position };
  };
}

/** What identifies the parser in a memo's key (a function by its source: a changed parser reads the docs again). */
export function prefixesKey(parse: NumberPrefixes): boolean | string {
  return typeof parse === 'function' ? String(parse) : parse;
}
