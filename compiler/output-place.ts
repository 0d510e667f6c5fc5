// Where a build may put its output. A build replaces its output folder whole
// (emit.ts): the folder at --out is moved aside and deleted. So --out must
// never be the site folder, a folder holding it, or a folder the site is made
// from (`--out .` or `--out content` would delete the sources), and a folder
// already there is replaced only when it is a built site.
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { buildsFolder } from './emit.js';
import type { SiteConfig } from './config/schema.js';
import { docsInstances, docsModel } from './config/docs-model.js';
import { blogInstances } from './blog/discover.js';
import { staticFolders } from './static-folders.js';
import { pxErrors } from './errors/catalogue.js';

/** Files one of which any built site has at its top (pxdocs's, Docusaurus's): a folder with none is not one. */
const BUILT_SITE_FILES = ['index.html', '404.html', 'sitemap.xml'];

/** The folders a site is made from, or that a build must never replace, by what they are. */
function sourceFolders(cwd: string, config: SiteConfig): [path: string, what: string][] {
  const models = docsInstances(config).map((instance) => docsModel(instance.config));
  const folders: [string, string][] = [
    [join(cwd, 'config'), 'the config folder'],
    // `docs: false`: no docs folder is read, so none is the site's.
    ...models.filter((model) => model.enabled).map((model): [string, string] => [join(cwd, model.dir), 'the content folder']),
    ...staticFolders(config, cwd).map((folder): [string, string] => [folder, 'the static folder']),
    [join(cwd, 'src'), 'the src folder'],
    [join(cwd, 'i18n'), 'the translations folder'],
    [join(cwd, 'versioned_docs'), 'the versioned docs'],
    [join(cwd, 'versioned_sidebars'), 'the versioned sidebars'],
    [join(cwd, 'node_modules'), 'the installed packages'],
    [join(cwd, '.git'), 'the git repository'],
  ];
  if (config.pages !== false) folders.push([join(cwd, config.pages.path), 'the pages folder']);
  for (const blog of blogInstances(config)) folders.push([join(cwd, blog.options.path), 'the blog folder']);
  return folders;
}

const inside = (path: string, folder: string) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/**
 * Throws when `outDir` may not receive the build (see the header): the site
 * folder or one holding it, a source folder or a folder inside one, or a
 * folder holding files that is not a built site.
 */
export function checkOutputPlace(cwd: string, outDir: string, config: SiteConfig): void {
  const site = resolve(cwd);
  const out = resolve(outDir);
  const shown = relative(site, out).split(sep).join('/') || '.';
  const refuse = (what: string) => pxErrors.OutputOverlapsSources.create({ out: shown, what });
  if (inside(site, out)) throw refuse(out === site ? 'the site folder itself' : 'a folder holding the site');
  for (const [folder, what] of sourceFolders(site, config)) {
    if (inside(out, resolve(folder))) throw refuse(out === resolve(folder) ? what : `inside ${what}`);
  }
  let names: string[];
  let link: string | undefined;
  try {
    const info = lstatSync(out);
    if (info.isSymbolicLink()) link = resolve(dirname(out), readlinkSync(out));
    // A file is reported when the build puts its output in place.
    else if (!info.isDirectory()) return;
    names = link === undefined ? readdirSync(out) : [];
  } catch {
    return;
  }
  // A link into the builds folder is a previous build's output (emit.ts). Any other link is the site's own
  // (out → /var/www/docs, to publish there): it was replaced by a link to the new build without a word, so
  // the place it named silently stopped getting builds.
  if (link !== undefined) {
    if (dirname(link) !== buildsFolder(out)) throw pxErrors.OutputIsALink.create({ out: shown, target: link });
    return;
  }
  if (names.length && !BUILT_SITE_FILES.some((name) => names.includes(name))) {
    throw pxErrors.OutputIsNotABuiltSite.create({ out: shown, files: names.length, sample: names.slice(0, 3).join(', ') });
  }
}
