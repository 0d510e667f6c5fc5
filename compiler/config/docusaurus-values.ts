// Values of a Docusaurus config as the translation reads them (static-eval.ts
// makes them): what one is, how a message names it, and the attributes of a tag.
import { CodeRef, ModuleRef, PathRef, Unknown, type Value } from './static-eval.js';

export type Obj = { [key: string]: Value };
export const isObj = (value: Value): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Unknown) && !(value instanceof ModuleRef) && !(value instanceof PathRef);

/** What a value is, for a message: an unknown one's reason, a module's require(), a path, or JSON. */
export function describe(value: Value): string {
  if (value instanceof Unknown) return value.reason;
  if (value instanceof ModuleRef) return `require('${value.name}')${value.member.map((name) => `.${name}`).join('')}`;
  if (value instanceof PathRef) return value.path;
  // Code kept to run when the written config loads (a template of the year): named by its code, not as `{"code":…}`.
  if (value instanceof CodeRef) return `\`${value.code.replace(/^`|`$/g, '')}\` (code the config runs)`;
  // A list or object holding such a value is written out with it named as above, not as the JSON of
  // its fields (raidprotect/docs's onlyIncludeVersions read `["current",{"reason":"a function call",…},"3.1.1"]`).
  if (holdsMarker(value)) {
    // An unknown member is named by the expression the config writes there, when known.
    const member = (inner: Value) => (inner instanceof Unknown ? runTime(inner) : describe(inner));
    if (Array.isArray(value)) return `[${value.map(member).join(', ')}]`;
    return `{ ${Object.entries(value as Obj).map(([key, inner]) => `${JSON.stringify(key)}: ${member(inner)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? String(value);
}

/** Whether a list or plain object holds, at any depth, a value JSON would write as its fields (an unknown one, a module, a path, code). */
function holdsMarker(value: Value): boolean {
  if (value instanceof Unknown || value instanceof ModuleRef || value instanceof PathRef || value instanceof CodeRef) return true;
  if (Array.isArray(value)) return value.some(holdsMarker);
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsMarker);
}

/** An unknown value as a message says it: the expression the config writes, or why it is unknown. */
export function runTime(value: Unknown): string {
  if (!value.source) return value.reason;
  const source = value.source.replace(/\s+/g, ' ');
  return `computed at run time (${source.length > 100 ? `${source.slice(0, 99)}…` : source})`;
}

/** The tags a page's head may hold (Docusaurus's `headTags` are of these). */
export const HEAD_TAG_NAMES = new Set(['link', 'meta', 'script', 'style', 'noscript', 'base']);

/** A tag's attributes: strings and booleans as written, numbers and lists of them as strings; the rest named. */
export function tagAttributes(item: Obj, key: string, skip: (key: string, reason: string) => void): Record<string, string | boolean> {
  const tag: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value === 'string' || typeof value === 'boolean') tag[name] = value;
    else if (typeof value === 'number' || (Array.isArray(value) && value.every((part) => typeof part === 'string' || typeof part === 'number'))) tag[name] = String(value);
    else skip(`${key}.${name}`, value instanceof Unknown ? `${runTime(value)}: add it by hand` : `an attribute value that is ${describe(value)}: the tag is kept without it`);
  }
  return tag;
}

/** Marks a plugin given by package name (or a module of the site's, `./src/x.js`) in a translated config; the writer turns it into an import. */
export const PLUGIN_MARK = '$pxdocsImport';

/** Marks a value written into the config as JavaScript (a `CodeRef`): cli/init.ts puts the code in its place. */
export const CODE_MARK = '$pxdocsCode';
