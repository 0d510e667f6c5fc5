// The file a config's relative import names (`import tdk from './src/data/tdk'`, a plugin
// module, a client module), found as
// Node and TypeScript's resolution would for a site's own data module: the path as written,
// then with a script or JSON extension, then a folder's index.
import { statSync } from 'node:fs';
import { join } from 'node:path';

const EXTENSIONS = ['', '.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json'];

/** `path`: relative to the site folder `dir`. Undefined when no such file is there. */
export function siteModuleFile(dir: string, path: string): string | undefined {
  const base = join(dir, path);
  const candidates = [...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.slice(1).map((extension) => join(base, `index${extension}`))];
  // `./tdk.js` written for a `tdk.ts` (TypeScript's ESM imports name the emitted file).
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/js$/, 'ts'));
  return candidates.find((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}
