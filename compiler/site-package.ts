// Whether the site's own package.json lists a package, in any of its dependency fields: what a
// site installs says what it uses (a Docusaurus theme pxdocs does not load, a package an import names).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Docusaurus's live code block theme: a site that installs it writes `live` fences for it (rehype-code.ts). */
export const LIVE_CODE_THEME = '@docusaurus/theme-live-codeblock';

const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** Whether `cwd`'s package.json lists `name`; false without a package.json, or one that is not JSON. */
export function sitePackageListed(cwd: string, name: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as Record<string, unknown>;
    return FIELDS.some((field) => {
      const deps = manifest[field];
      return typeof deps === 'object' && deps !== null && Object.hasOwn(deps, name);
    });
  } catch {
    return false;
  }
}
