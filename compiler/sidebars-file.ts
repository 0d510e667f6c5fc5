// Loads a Docusaurus sidebars file (`sidebars.js`/`.mjs`/`.cjs`/`.ts`/`.json`):
// JSON is parsed, code is bundled by esbuild (ESM or CommonJS, TypeScript too)
// and imported from memory. The value is checked later, against the doc ids.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';

export interface SidebarsFile {
  /** Path relative to the site root, for messages. */
  source: string;
  /** Sidebar id → its items, as written (not yet checked). */
  sidebars: Record<string, unknown>;
}

export async function loadSidebarsFile(cwd: string, path: string): Promise<SidebarsFile> {
  const file = resolve(cwd, path);
  const source = relative(cwd, file) || path;
  if (!existsSync(file)) {
    throw pxErrors.NoSidebarsFile.create({ message: `The sidebars file ${source} (docs.sidebarPath in the site config) does not exist.` }, { where: { file: source } });
  }
  let value: unknown;
  if (file.endsWith('.json')) {
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw pxErrors.InvalidSidebarsFile.create({ message: (error as Error).message }, { where: { file: source } });
    }
  } else {
    value = await importBundled(file, cwd, source);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw pxErrors.InvalidSidebarsFile.create({ message: `${source} must export an object of sidebars (sidebar id → items), found ${Array.isArray(value) ? 'an array' : typeof value}.` }, { where: { file: source }, hint: 'Write `export default { mySidebar: ["intro", ...] }` or `module.exports = { ... }`.' });
  }
  return { source, sidebars: value as Record<string, unknown> };
}

async function importBundled(file: string, cwd: string, source: string): Promise<unknown> {
  let code: string;
  try {
    // Given as stdin so the file's own syntax decides ESM or CommonJS: a `module.exports`
    // sidebars.js inside a `"type": "module"` package still loads, as Docusaurus loads it.
    const result = await build({
      stdin: { contents: await readFile(file, 'utf8'), loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js', resolveDir: dirname(file), sourcefile: source },
      absWorkingDir: cwd,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      // CommonJS files that `require` Node modules need a real `require` in ESM output.
      banner: { js: `import { createRequire as __pxCreateRequire } from 'node:module'; const require = __pxCreateRequire(${JSON.stringify(pathToFileURL(file).href)});` },
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    throw esbuildFailure(error, pxErrors.SidebarsFileDoesNotCompile, undefined, { file: source });
  }
  try {
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default?: unknown };
    return module.default;
  } catch (error) {
    throw pxErrors.SidebarsFileFailedToLoad.create({ message: (error as Error).message }, { where: { file: source } });
  }
}
