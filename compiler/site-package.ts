// Whether the site's own package.json lists a package, in any of its dependency fields: what a
// site installs says what it uses (a Docusaurus theme pxdocs does not load, a package an import names).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Docusaurus's live code block theme: a site that installs it writes `live` fences for it (rehype-code.ts). */
export const LIVE_CODE_THEME = '@docusaurus/theme-live-codeblock';

const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * What `cwd`'s package.json declares for `name` (its range, `^3.5.0`), in the first of `fields`
 * that names it; undefined when none does, or without a package.json, or one that is not JSON.
 */
export function siteDependency(cwd: string, name: string, fields: readonly string[] = FIELDS): unknown {
  let manifest: Record<string, unknown> | null;
  try {
    manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as Record<string, unknown> | null;
  } catch {
    return undefined;
  }
  for (const field of fields) {
    const deps = manifest?.[field];
    if (typeof deps === 'object' && deps !== null && Object.hasOwn(deps, name)) return (deps as Record<string, unknown>)[name];
  }
  return undefined;
}

/** Whether `cwd`'s package.json lists `name`; false without a package.json, or one that is not JSON. */
export function sitePackageListed(cwd: string, name: string): boolean {
  return siteDependency(cwd, name) !== undefined;
}
