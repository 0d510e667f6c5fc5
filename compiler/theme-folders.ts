// The folders a site's theme components come from, first match wins: the site's
// own `src/theme`, then the theme folders its themes and plugins give
// (`getThemePath`), the last listed first. Docusaurus's aliases shadow the same
// way (core/lib/webpack/aliases: the plugins' folders in plugin order, each
// shadowing the ones before it, themes after plugins, the site's src/theme over
// all of them).
//
// Computed once a build (and by `pxdocs dev` when it makes the site's plugins),
// once the plugins are made; every reader of a swizzled component asks here by
// the site's folder, as it asked for `src/theme` before. The page threads get
// the list in their init (PagesInit.themeFolders) and set it here too.
import { realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const folders = new Map<string, string[]>();

/** The site's own theme folder, which shadows every other. */
function siteThemeFolder(cwd: string): string {
  return join(cwd, 'src', 'theme');
}

/** The theme folders of the site in `cwd`, first match wins (absolute paths; src/theme alone until set). */
export function themeFolders(cwd: string): string[] {
  return folders.get(resolve(cwd)) ?? [siteThemeFolder(cwd)];
}

/** Sets the theme folders of the site in `cwd` (src/theme first: see themeFoldersOf). */
export function setThemeFolders(cwd: string, list: readonly string[]): void {
  folders.set(resolve(cwd), [...list]);
}

/**
 * The theme folders, first match wins, from those the made plugins give in their order
 * (the config's plugins, then its themes): src/theme, then the last plugin's folder first.
 */
export function themeFoldersOf(cwd: string, given: readonly string[]): string[] {
  const site = siteThemeFolder(cwd);
  return [...new Set([site, ...[...given].reverse()])];
}

/**
 * Where a theme folder in node_modules really is when a link leads out of node_modules to it (`npm link`, a `file:`
 * dependency edited beside the site: node_modules/my-theme → ../my-theme): where an editor saves, and what `pxdocs dev`
 * watches and is told of (it watches nothing of node_modules). Else the folder itself (an installed package's stays there).
 */
export function linkedThemeFolder(folder: string): string {
  if (!folder.split(sep).includes('node_modules')) return folder;
  try {
    const real = realpathSync(folder);
    return real.split(sep).includes('node_modules') ? folder : real;
  } catch {
    return folder;
  }
}

/** What esbuild's `builder.resolve` answers, as far as the theme's lookups read it. */
interface Resolved {
  errors: unknown[];
  path: string;
  namespace: string;
  external: boolean;
}

type Resolve = (path: string, options: { resolveDir: string; kind: never }) => Promise<Resolved>;

/**
 * `@theme/<name>` of the site's theme layer: the first theme folder with a file or folder of that
 * name that esbuild resolves (`Screenshot` → src/theme/Screenshot/index.js), undefined when none has it.
 * `skip`: the folders not to look in (the site's own, for `@theme-original/<name>`), and a file not to
 * answer (the importer itself: a theme's wrapper is not its own original).
 */
export async function resolveThemeComponent(resolve: Resolve, cwd: string, name: string, kind: unknown, skip?: { siteFolder?: boolean; file?: string }): Promise<Resolved | undefined> {
  const list = themeFolders(cwd).slice(skip?.siteFolder ? 1 : 0);
  for (const folder of list) {
    const found = await resolve(`./${name}`, { resolveDir: folder, kind: kind as never });
    if (!found.errors.length && found.path !== skip?.file) return found;
  }
  return undefined;
}
