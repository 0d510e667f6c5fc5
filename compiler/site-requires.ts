// Computed requires of the site's files (`require('@site/static/img/' + name)`, `require(\`/img/${name}\`)`):
// webpack makes a context module of every file such a path may name; esbuild does the same only for a
// path relative to the requiring file. Shared by the pages' bundle and the islands' (bundle-pages.ts, site-islands.ts).
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A require or dynamic import whose path starts with `@site/` and goes on computed (`'@site/img/' + x`, a template). */
const COMPUTED_SITE_REQUIRE = /\b(require|import)(\(\s*)(['"`])(@site\/|\/(?!\/))((?:(?!\3)[^\n$+])*)(?=(?:(?!\3)[^\n])*(?:\3\s*\+|\$\{))/g;

/**
 * `source` with each computed `@site/` require written relative to `file` (`require('../../static/img/' + x)`),
 * which esbuild bundles every matching file for, as webpack's context modules; undefined when it has none.
 * A site-rooted one (`require(\`/static/img/${name}\`)`, Pioreactor's assembly steps) is read as webpack's
 * `resolve.roots` read it for Docusaurus: under the first of the static folders and the site folder holding
 * its folder (`/img/…` in static/, `/static/img/…` in the site).
 */
export function withRelativeSiteRequires(source: string, file: string, cwd: string, staticDirs: string[] = ['static']): string | undefined {
  if (!source.includes('@site/') && !/\b(?:require|import)\(\s*['"`]\/(?!\/)/.test(source)) return undefined;
  const from = (root: string) => {
    const up = relative(dirname(file), root).split(sep).join('/');
    return up === '' ? './' : `${up}/`;
  };
  const roots = [...staticDirs.map((dir) => resolve(cwd, dir)), cwd];
  let changed = false;
  const code = source.replace(COMPUTED_SITE_REQUIRE, (match, call: string, open: string, quote: string, start: string, literal: string) => {
    // A site-rooted one names a folder (`/img/steps/…`): `'/' + path` could be any file of the site.
    const root = start === '@site/' ? cwd : literal.includes('/') ? roots.find((candidate) => existsSync(join(candidate, dirname(`${literal}x`)))) : undefined;
    if (!root) return match;
    changed = true;
    return `${call}${open}${quote}${from(root)}${literal}`;
  });
  return changed ? code : undefined;
}
