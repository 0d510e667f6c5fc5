// Files the config names in the static folder: the favicon, the social card
// image, the navbar's and the footer's logos. They are drawn as URLs (`/` + the
// path), never copied, so a path with a `..` segment (`favicon: '../secret.txt'`)
// pointed the page at a URL outside the site (the browser resolves `/../x` to
// `/x`), and a missing file drew a broken image on every page without a word
// (only `pxdocs check` found them, once per page). A path leaving the static
// folder is refused, naming the key; a missing file warns once, naming the key
// and the file looked for (Docusaurus draws both as written and never checks
// them, so a site that builds there still builds here).
import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from './config/schema.js';
import type { Diagnostics } from './diagnostics.js';
import { configSource } from './config/source.js';
import { pxErrors } from './errors/catalogue.js';
import { decodedOrAsWritten, isExternal } from './paths.js';

/** The config's static-file paths, by key. */
function configAssets(config: SiteConfig): [key: string, path: string, effect: string][] {
  const logo = 'every page draws a broken image';
  const assets: [string, string | undefined, string][] = [
    ['favicon', config.favicon, "browsers show no icon for the site's pages"],
    ['image', config.image, 'link previews of the pages (og:image) show no image'],
    ['navbar.logo.src', config.navbar.logo?.src, logo],
    ['navbar.logo.srcDark', config.navbar.logo?.srcDark, logo],
    ['footer.logo.src', config.footer.logo?.src, logo],
    ['footer.logo.srcDark', config.footer.logo?.srcDark, logo],
  ];
  return assets.filter((entry): entry is [string, string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
}

/**
 * Throws ConfigPathOutsideSite for a path with a `..` segment; warns of each one no static folder
 * holds. `staticRoots`: the site's static folder, then the theme's (its default favicon).
 */
export function checkConfigAssets(config: SiteConfig, cwd: string, staticRoots: string[], diagnostics: Diagnostics): void {
  const file = configSource(config);
  for (const [key, written, effect] of configAssets(config)) {
    if (isExternal(written)) continue;
    const path = decodedOrAsWritten(written.replace(/[?#].*$/, ''));
    const segments = path.split(/[/\\]+/).filter(Boolean);
    if (segments.includes('..')) throw pxErrors.ConfigPathOutsideSite.create({ key, path: written }, { where: { file } });
    if (!segments.length || staticRoots.some((root) => isFile(join(root, ...segments)))) continue;
    diagnostics.warn({
      kind: 'config-asset',
      message: `${key}: ${written} is in no static folder (looked for ${relative(cwd, join(staticRoots[0], ...segments)).split(sep).join('/')}): ${effect}. Add the file, or correct the path (relative to the static folder, as in Docusaurus).`,
      where: { file },
    });
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
