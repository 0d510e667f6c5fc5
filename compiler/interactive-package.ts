// Whether a site's code needs the browser: its own (handlers, effects, state,
// `<BrowserOnly>`), or a package's it imports. Docusaurus hydrates every
// component; pxdocs hydrates those that need it, as islands (site-islands.ts),
// and names the ones that cannot be (browser-handlers.ts, and for a page's own
// imports remark-browser-only.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A file's components need the browser: an event handler, an effect, state that changes, or `<BrowserOnly>`. */
export const INTERACTIVE = /\s(on[A-Z][A-Za-z]*)=\{|<BrowserOnly\b|\buse(?:Effect|LayoutEffect|State|Reducer)\s*\(/;

/** An import's source (`from 'x'`, `import('x')`, `require('x')`). */
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/**
 * A package, not a path, and not one whose components pxdocs provides or renders itself:
 * React, Docusaurus's modules and router, the theme's, the site's.
 */
const PACKAGE = /^(?!react(?:-dom|-router|-router-dom)?(?:\/|$)|@docusaurus\/|@theme(?:-original)?\/|@site\/|@generated\/|[./]|node:)/;

/**
 * A package's code that keeps state or runs effects. Its handlers are not looked for: a package
 * ships compiled code (`onClick:` in props, never the JSX `onClick={`), and a component that only
 * sets handlers still renders its markup when built. Babel's CommonJS calls a hook as
 * `(0, _react.useState)(…)` (mdx-embed's components): the `)` before the call is allowed.
 */
const STATEFUL = /\buse(?:Effect|LayoutEffect|State|Reducer)\s*\)?\s*\(/;

/** Package entries read so far, and whether each needs the browser (a thread reads each once). */
const KNOWN = new Map<string, boolean>();

/** Bytes of a package's code read to see whether it needs the browser (its entry, and the files it re-exports). */
const PACKAGE_READ_LIMIT = 2_000_000;

/**
 * Whether `specifier`, imported from `file`, is a package whose components need the browser:
 * its entry (and the files that entry re-exports, a few levels) keeps state or runs effects.
 * @giscus/react's `<Giscus>` renders nothing until mounted, then its widget: the site's
 * GiscusComment, static for having no hook of its own, showed nothing at all
 * (OnionIoT/documentation). Docusaurus hydrates every component; here a site file importing
 * such a package is an island (a package a browser cannot run leaves it static, named, as any
 * island that does not bundle), and a page using one itself is named.
 */
export function packageNeedsBrowser(file: string, specifier: string, packages = KNOWN): boolean {
  if (!PACKAGE.test(specifier)) return false;
  let entry: string;
  try {
    entry = createRequire(file).resolve(specifier);
  } catch {
    return false;
  }
  let interactive = packages.get(entry);
  if (interactive === undefined) {
    interactive = interactiveCode(entry);
    packages.set(entry, interactive);
  }
  return interactive;
}

/** The first package a site file's code imports whose components need the browser (`packageNeedsBrowser`), and where the import is. */
export function interactivePackage(file: string, text: string, packages = KNOWN): { name: string; index: number } | undefined {
  for (const { 1: specifier, index } of text.matchAll(IMPORTED)) {
    if (packageNeedsBrowser(file, specifier, packages)) return { name: specifier, index };
  }
  return undefined;
}

/** Whether a package's entry, or a file it re-exports (relative imports, breadth first, within PACKAGE_READ_LIMIT), keeps state or runs effects. */
function interactiveCode(entry: string): boolean {
  const queue = [entry];
  const seen = new Set(queue);
  let read = 0;
  while (queue.length && read < PACKAGE_READ_LIMIT) {
    const file = queue.shift()!;
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    read += code.length;
    if (STATEFUL.test(code)) return true;
    const require = createRequire(file);
    for (const [, relative] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bexport\s*\*\s*from\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      let next: string;
      try {
        next = require.resolve(relative);
      } catch {
        continue;
      }
      if (!seen.has(next) && /\.[cm]?js$/.test(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}
