// A file of the static folder at a path the build writes itself: a page's HTML
// (static/docs/guide.html beside content/docs/guide.md), a Markdown twin,
// 404.html, llms.txt, the theme's assets. Copied last, it replaced the page in
// out/ without a word (or, for the sitemap, was replaced by it), while `dev`
// served the page: what a reader got depended on the command. The build's own
// file is kept, as in `dev` and in Docusaurus (a page takes precedence over a
// static file), and the static file is named in a warning.
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostics } from './diagnostics.js';
import { markdownFiles } from './markdown/llms.js';
import { permalinkToFile, windowsNameProblem } from './paths.js';
import type { Route } from './routes.js';
import { redirectFile, type Redirect } from './redirects.js';
import { slashRoutes } from './folder-routes.js';
import type { SiteConfig } from './config/schema.js';

interface BuiltFilesInput {
  routes: Route[];
  redirects: Redirect[];
  /** The config's trailingSlash is true: pages are `x/index.html`. */
  slash: boolean;
  /** The routes written as `x/index.html` (folder-routes.ts: every route with `slash`). */
  folders: ReadonlySet<string>;
  /** The sitemap's file, unless none is written (noIndex). */
  sitemap?: string;
  /** Other files the build writes, by output path (theme assets, sidebar trees, llms.txt, feeds). */
  generated: { path: string }[];
}

/** Output path → what the build writes there, for the files a static file must not replace. */
export function builtFiles({ routes, redirects, slash, folders, sitemap, generated }: BuiltFilesInput): Map<string, string> {
  const files = new Map<string, string>([['404.html', 'the not-found page']]);
  if (sitemap) files.set(sitemap, 'the sitemap');
  for (const file of generated) files.set(file.path, `the build's own ${file.path}`);
  for (const path of markdownFiles(routes)) files.set(path.slice(1), `the Markdown twin of ${path.slice(0, -'.md'.length) || '/'}`);
  for (const redirect of redirects) files.set(redirectFile(redirect, slash), `the redirect from ${redirect.from}`);
  for (const route of routes) files.set(permalinkToFile(route.page.permalink, folders.has(route.page.permalink)), `the page ${route.page.permalink} (${route.source})`);
  return files;
}

/**
 * What a locale's pass put at an output path under its folder (`fr/docs/intro.html`), for the default
 * locale's copy of the static folder, which runs after every locale's pass: static/fr/docs/intro.html
 * replaced the French page. Docusaurus builds the default locale first and each other one over it, so
 * the locale's page (and any file of its pass) wins. `tmp`: the build's folder, the locale passes done.
 */
export function localeBuiltFiles(tmp: string, locales: { path: string; routes?: Route[] }[], config: SiteConfig): (path: string) => string | undefined {
  if (!locales.length) return () => undefined;
  const pages = new Map<string, string>();
  for (const locale of locales) {
    const folders = new Set(slashRoutes(locale.routes ?? [], config));
    for (const route of locale.routes ?? []) pages.set(`${locale.path}/${permalinkToFile(route.page.permalink, folders.has(route.page.permalink))}`, `the page /${locale.path}${route.page.permalink} (${route.source})`);
  }
  return (path) => {
    const locale = locales.find((item) => path.startsWith(`${item.path}/`));
    if (!locale) return undefined;
    // One stat, only for the static files under a locale's folder.
    return pages.get(path) ?? (isFile(join(tmp, path)) ? `a file of the ${locale.path} locale's build` : undefined);
  };
}

/** The static folder's copy filter: a file at a path in `built` (or one `other` names) is left out, with a warning naming both. */
export function keepStaticFile(built: Map<string, string>, cwd: string, diagnostics: Diagnostics, other?: (path: string) => string | undefined): (path: string, from: string) => boolean {
  // The build's files by their names as a case-insensitive disk compares them (macOS, Windows): there
  // static/docs/Intro.html, copied last, replaced the page docs/intro.html, unseen on Linux.
  let folded: Map<string, string> | undefined;
  // The static files published so far, by folded name: two of them differing only in case are both
  // published (as Docusaurus copies them), but on a case-insensitive disk or host one replaces the other.
  const published = new Map<string, { path: string; file: string }>();
  const publish = (path: string, file: string): true => {
    const key = foldName(path);
    const earlier = published.get(key);
    if (earlier && earlier.path !== path) {
      diagnostics.warn({
        kind: 'static-collision',
        message: `${file} and ${earlier.file} are published as ${path} and ${earlier.path}, names that differ only in case or in how their letters are encoded: on a case-insensitive disk or host (macOS, Windows) one replaces the other. Rename one of them.`,
        where: { file },
      });
    } else if (!earlier) published.set(key, { path, file });
    return true;
  };
  return (path, from) => {
    const file = relative(cwd, from).split('\\').join('/');
    const windows = windowsNameProblem(path);
    if (windows) diagnostics.warn({ kind: 'windows-name', message: `${file} is published as ${path}: ${windows}, so the site cannot be checked out or served on Windows. Rename it.`, where: { file } });
    const what = built.get(path) ?? other?.(path);
    if (what === undefined) {
      folded ??= new Map([...built.keys()].map((key) => [foldName(key), key]));
      const twin = folded.get(foldName(path));
      if (twin === undefined || twin === path) return publish(path, file);
      diagnostics.warn({
        kind: 'static-collision',
        message: `${file} was not published: the build writes ${twin}, as ${built.get(twin)}, and the two names differ only in case or in how their letters are encoded, so on a case-insensitive disk or host (macOS, Windows) one replaces the other. Rename or move the static file${built.get(twin)!.startsWith('the page ') ? ', or give the page another slug' : ''}.`,
        where: { file },
      });
      return false;
    }
    diagnostics.warn({
      kind: 'static-collision',
      message: `${file} was not published: the build writes ${path} itself, as ${what}. Rename or move the static file${what.startsWith('the page ') ? ', or give the page another slug' : ''}.`,
      where: { file },
    });
    return false;
  };
}

/** A file name as a disk that ignores case and Unicode normalization compares it. */
function foldName(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/**
 * Warns of each page whose address is a file's: a page at /favicon.svg (or /docs.md, the twin of
 * /docs) is written to favicon.svg.html, but servers answer /favicon.svg with the file, so no reader
 * ever reaches the page. `staticRoots`: the folders copied to the output's top (the site's, the theme's).
 */
export function warnShadowedRoutes(routes: Route[], built: Map<string, string>, staticRoots: string[], diagnostics: Diagnostics): void {
  for (const route of routes) {
    const { permalink } = route.page;
    if (permalink === '/' || permalink.endsWith('/')) continue;
    const path = permalink.slice(1);
    const what = built.get(path) ?? (staticRoots.some((root) => isFile(join(root, path))) ? `a file of the static folder` : undefined);
    if (what === undefined || what.startsWith('the page ')) continue;
    diagnostics.warn({
      kind: 'duplicate-route',
      message: `The route ${permalink} of ${route.source} is the address of ${what}: servers answer it with that file, so the page is never shown. Give the page another slug.`,
      where: { file: route.source },
    });
  }
}

/** Without an exception for a missing file: nearly every route has none, and 10,000 thrown errors were 0.2 s of a rebuild. */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // Not a folder on the way (ENOTDIR), unreadable…: no file a server would answer with.
    return false;
  }
}
