// The links the build found broken but only warned about, kept for `pxdocs check`.
// Docusaurus checks only the links its `<Link>` draws and Markdown links: an `<a>`
// a page or component writes warns at most, so a site with one builds. `check`
// reads nothing but the built HTML, where such an `<a>` looks like any other link:
// without this file it failed a site the build had passed. The file is written
// only when there is something in it, with a dot name (`serve` never answers a
// dot path, and `check` lists only `.html` files), at the top of each output
// folder (a locale's too: `fr/.pxdocs-check.json`).
import { readFileSync } from 'node:fs';

export const CHECK_MANIFEST = '.pxdocs-check.json';

interface Manifest {
  /** Page route (as the build names it, without the base URL) → the hrefs it only warned about. */
  warned: Record<string, string[]>;
}

/** The manifest's text for `warned` (validate.ts), or undefined when there is nothing to say. */
export function checkManifestText(warned: readonly { page: string; href: string }[]): string | undefined {
  if (!warned.length) return undefined;
  const byPage: Record<string, string[]> = {};
  for (const { page, href } of warned) {
    const hrefs = (byPage[page] ??= []);
    if (!hrefs.includes(href)) hrefs.push(href);
  }
  return `${JSON.stringify({ warned: byPage } satisfies Manifest, null, 1)}\n`;
}

/**
 * The warned links of a manifest file as `page target` keys: the page's route and the link resolved
 * against it (path, query and hash, as `new URL` encodes them), both under `prefix` (a locale's
 * folder, `/fr`, or ''). Empty when the file is absent or unreadable: then every link counts.
 */
export function readCheckManifest(file: string, prefix: string): Set<string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return new Set();
  }
  const keys = new Set<string>();
  for (const [page, hrefs] of Object.entries(manifest.warned ?? {})) {
    if (!Array.isArray(hrefs)) continue;
    for (const href of hrefs) {
      if (typeof href !== 'string') continue;
      let url: URL;
      try {
        url = new URL(href, `http://x${page}`);
      } catch {
        continue;
      }
      keys.add(warnedKey(prefix + page, prefix + url.pathname + url.search + url.hash));
    }
  }
  return keys;
}

/** The key of a page's link: the page's route and the link's site path (no base URL), trailing slashes off both. */
export function warnedKey(page: string, target: string): string {
  const trim = (path: string) => path.replace(/\/+(?=$|[?#])/, '') || '/';
  return `${trim(page)} ${trim(target)}`;
}
