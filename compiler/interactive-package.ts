// Whether a site's code needs the browser: its own (handlers, effects, state,
// `<BrowserOnly>`), or a package's it imports. Docusaurus hydrates every
// component; pxdocs hydrates those that need it, as islands (site-islands.ts),
// and names the ones that cannot be (browser-handlers.ts, and for a page's own
// imports remark-browser-only.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A file's components need the browser: an event handler, an effect, state that changes, or `<BrowserOnly>`. */
export const INTERACTIVE = /\s(on[A-Z][A-Za-z]*)=\{|<BrowserOnly\b|\buse(?:Effect|LayoutEffect|State|Reducer)\s*\(/;

/**
 * A package import (`from 'x'`, `require('x')`), not a path, and not one whose components pxdocs
 * provides or renders itself: React, Docusaurus's modules and router, the theme's, the site's.
 */
const PACKAGE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]((?!react(?:-dom|-router|-router-dom)?(?:\/|['"])|@docusaurus\/|@theme(?:-original)?\/|@site\/|@generated\/|[./]|node:)[^'"]+)['"]/g;

/**
 * A package's code that keeps state or runs effects. Its handlers are not looked for: a package
 * ships compiled code (`onClick:` in props, never the JSX `onClick={`), and a component that only
 * sets handlers still renders its markup when built.
 */
const STATEFUL = /\buse(?:Effect|LayoutEffect|State|Reducer)\s*\(/;

/** Package entries read so far, and whether each needs the browser (a thread reads each once). */
const KNOWN = new Map<string, boolean>();

/** Bytes of a package's code read to see whether it needs the browser (its entry, and the files it re-exports). */
const PACKAGE_READ_LIMIT = 2_000_000;

/**
 * Whether a site file imports a package whose components need the browser: its entry (and the
 * files that entry re-exports, a few levels) keeps state or runs effects. @giscus/react's
 * `<Giscus>` renders nothing until mounted, then its widget: the site's GiscusComment, static
 * for having no hook of its own, showed nothing at all (OnionIoT/documentation). Docusaurus
 * hydrates every component; here such a file is an island. A package a browser cannot run
 * leaves it static, named, as any island that does not bundle.
 */
export function importsInteractivePackage(file: string, text: string, packages: Map<string, boolean>): boolean {
  return interactivePackage(file, text, packages) !== undefined;
}

/** The first package a site file imports whose components need the browser, and where the import is (see `importsInteractivePackage`). */
export function interactivePackage(file: string, text: string, packages = KNOWN): { name: string; index: number } | undefined {
  const require = createRequire(file);
  for (const { 1: specifier, index } of text.matchAll(PACKAGE_IMPORT)) {
    let entry: string;
    try {
      entry = require.resolve(specifier);
    } catch {
      continue;
    }
    let interactive = packages.get(entry);
    if (interactive === undefined) {
      interactive = interactiveCode(entry);
      packages.set(entry, interactive);
    }
    if (interactive) return { name: specifier, index };
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
