// A site's components that set event handlers (`onClick={…}`, `onChange={…}`)
// but could not be islands (compiler/site-islands.ts: hydrated in the browser).
// pxdocs renders such a component once, when the site is built, and never runs
// it in the browser: a handler is dropped from the HTML, so a demo's button
// does nothing on the built page (OlegWock/react-local-toast-docs's toast demos
// did so before islands). The build names each such file, with the handlers,
// the first line and why it is no island, once per page that imports it. A
// `<BrowserOnly>` is named the same way: its children are never rendered on
// the built page, only its fallback. So is an effect (`useEffect`,
// `useLayoutEffect`): what it does never happens there, so a component that
// draws in one (risc0/risc0's Mermaid diagrams, drawn by `mermaid.render` into
// an empty `<div>`) leaves an empty box.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { notCandidate, type IslandFiles } from './site-islands.js';
import { interactivePackage } from './interactive-package.js';

/**
 * A JSX attribute naming an event handler (` onClick={`), a `<BrowserOnly>` element, whose children
 * only a browser renders, or an effect's call (`useEffect(`, `React.useLayoutEffect(`: not its import).
 */
const HANDLER = /\s(on[A-Z][A-Za-z]*)=\{|<(BrowserOnly)\b|(?<![\w$])(?:React\.)?(useEffect|useLayoutEffect)\s*\(/g;
const BROWSER_ONLY = '<BrowserOnly>';
/** A name standing for a package whose components need the browser (`package:@giscus/react`). */
const PACKAGE = 'package:';
const isEffect = (name: string) => name === 'useEffect' || name === 'useLayoutEffect';
/** The site's own component files (a package's are its authors' to change). */
const COMPONENT = /\.(jsx|tsx|js|ts|mjs|mts)$/;

/** Files read for one bundle's pages: what each sets (undefined: no handler), and why it is no island. */
export type HandlerMemo = Map<string, { names: string[]; line: number; why: string } | undefined>;

/** What one file sets: its handlers' names and the first one's line, and why it is no island; undefined for none. */
function handlersIn(file: string, islands?: IslandFiles): { names: string[]; line: number; why: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const names = new Set<string>();
  let first = -1;
  for (const match of text.matchAll(HANDLER)) {
    names.add(match[1] ?? match[3] ?? BROWSER_ONLY);
    if (first === -1) first = match.index;
  }
  if (first === -1) {
    // No handler of its own, but a package's components that draw once mounted (@giscus/react): refused as an island, they never show.
    const used = islands?.refused[file] === undefined ? undefined : interactivePackage(file, text);
    if (!used) return undefined;
    names.add(`${PACKAGE}${used.name}`);
    first = used.index;
  }
  return { names: [...names], line: text.slice(0, first).split('\n').length, why: islands?.refused[file] ?? notCandidate(text) };
}

/**
 * Warnings for a page whose bundle holds `inputs` (absolute paths): one per file of
 * the site (outside node_modules) that sets event handlers. `seen` memoizes files
 * across the pages of one bundle.
 */
export function browserHandlerWarnings(inputs: Iterable<string>, cwd: string, seen: HandlerMemo, islands?: IslandFiles): { message: string; kind: string }[] {
  const warnings: { message: string; kind: string }[] = [];
  for (const file of inputs) {
    if (!COMPONENT.test(file) || !file.startsWith(cwd + sep) || file.includes(`${sep}node_modules${sep}`)) continue;
    // An island's components run in the browser (compiler/site-islands.ts), a React page's own too
    // (SiteIsland.tsx `siteIslandPage`): nothing to say. A page refused as one is named as a component is.
    if (islands?.ids[file] !== undefined) continue;
    if (!seen.has(file)) seen.set(file, handlersIn(file, islands));
    const found = seen.get(file);
    if (!found) continue;
    warnings.push({
      kind: 'browser-handler',
      message: `the page imports ${relative(cwd, file).split(sep).join('/')}, whose components ${whatTheyDo(found.names)} (line ${found.line}): ${consequence(whatTheyDo(found.names), 'page', found.why)}`,
    });
  }
  return warnings;
}

const PER_PAGE = /^the page imports (.+), whose components (.+) \(line (\d+)\): it stays static, as (.*?), so /s;

/** What a file's components do that only a browser would: "set `onClick`, `onChange`", "render <BrowserOnly>", "run `useEffect`", or several. */
function whatTheyDo(names: string[]): string {
  const packages = names.filter((name) => name.startsWith(PACKAGE)).map((name) => name.slice(PACKAGE.length));
  const handlers = names.filter((name) => name !== BROWSER_ONLY && !isEffect(name) && !name.startsWith(PACKAGE));
  const effects = names.filter(isEffect);
  return [
    ...(handlers.length ? [`set ${handlers.map((name) => `\`${name}\``).join(', ')}`] : []),
    ...(names.includes(BROWSER_ONLY) ? [`render ${BROWSER_ONLY}`] : []),
    ...(effects.length ? [`run ${effects.map((name) => `\`${name}\``).join(', ')}`] : []),
    ...(packages.length ? [`render components of ${packages.map((name) => `\`${name}\``).join(', ')} that draw once mounted`] : []),
  ].join(' and ');
}

/** What is lost on the built page(s), and what to do, for what `whatTheyDo` says. */
function consequence(what: string, pages: 'page' | 'pages', why: string): string {
  const browserOnly = what.includes(BROWSER_ONLY);
  const handlers = what.startsWith('set ');
  const effects = /\brun `/.test(what);
  const packages = / that draw once mounted$/.test(what);
  const lost = [
    ...(handlers ? [`these handlers do nothing on the built ${pages}`] : []),
    ...(browserOnly ? [`what ${BROWSER_ONLY} holds never shows there (its fallback does)`] : []),
    ...(effects ? [`what the effects do (drawing into the page, loading data, starting timers) never happens there: the ${pages} show${pages === 'page' ? 's' : ''} what the first render gives`] : []),
    ...(packages ? [`what those components draw once mounted (a comments widget, a player) never shows there`] : []),
  ].join(', and ');
  // The reason comes first and whole: the per-page message is read back by `BrowserHandlers.add` up to ", so ".
  return `it stays static, as ${why}, so ${lost}. pxdocs hydrates a site's interactive components in the browser when they can be islands (README, "A site's interactive components"): in src/ or the docs folders, given data as props, not reading their children's elements, importing only code that runs in a browser. Otherwise give the behaviour to a script of the config's \`scripts\` (or its clientModules), or tell readers the demo is not live.`;
}

/**
 * The build's view of those warnings: one per component file, at its first handler,
 * with the pages that import it, as a component used on every page (a feedback
 * button) would otherwise repeat the same warning for each of them.
 */
export class BrowserHandlers {
  private readonly byFile = new Map<string, { names: string; line: number; why: string; pages: string[] }>();

  /** Takes a page's warning if it is about a component's handlers (true), else leaves it (false). */
  add(warning: { kind?: string; message: string }, page: string): boolean {
    const found = warning.kind === 'browser-handler' ? PER_PAGE.exec(warning.message) : null;
    if (!found) return false;
    const [, file, names, line, why] = found;
    const seen = this.byFile.get(file) ?? { names, line: Number(line), why, pages: [] };
    seen.pages.push(page);
    this.byFile.set(file, seen);
    return true;
  }

  /** One warning per component file, in the order they were first met. */
  warnings(): Diagnostic[] {
    return [...this.byFile].map(([file, { names, line, why, pages }]) => ({
      kind: 'browser-handler',
      message: `its components ${names}, and ${pages.length === 1 && pages[0] === file ? 'it is a page' : pages.length === 1 ? `the page ${pages[0]} imports it` : `${pages.length} pages import it (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''})`}: ${consequence(names, 'pages', why)}`,
      where: { file, line },
    }));
  }
}
