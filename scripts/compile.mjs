// Transpiles the compiler, servers and server-side theme from TypeScript to dist/
// once, so `pxdocs` starts without type-checking or transpiling on every run.
// Type-checking is `npm run typecheck` (part of `npm test`).
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { COMPILED_ROOTS, NODE_ESM, ownImportMetaUrl } from './esbuild-node.mjs';

function collect(path, files = []) {
  if (statSync(path).isFile()) return files.concat(path);
  for (const name of readdirSync(path)) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) collect(full, files);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const started = performance.now();
rmSync('dist', { recursive: true, force: true });
const entryPoints = COMPILED_ROOTS.flatMap((root) => collect(root));
await build({
  entryPoints,
  outdir: 'dist',
  outbase: '.',
  ...NODE_ESM,
  jsx: 'automatic',
  sourcemap: 'linked',
});

// The page worker as one file: a worker thread resolving and loading the
// compiler's ~800 modules one by one spent most of its start-up doing so (the
// small-site build waits for a helper to load). Packages that must be the one
// copy pages also load at run time (React) or that load files of their own stay
// outside; each module's import.meta.url stays its own file's, so paths it
// derives from it (package root, createRequire) are unchanged.
const WORKER_BUNDLE = 'dist/compiler/pages/worker.bundle.js';
await build({
  entryPoints: ['dist/compiler/pages/worker.js'],
  outfile: WORKER_BUNDLE,
  bundle: true,
  ...NODE_ESM,
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'alasql', '@lat.md/*', 'tsx', 'tsx/*'],
  // Bundled CommonJS packages call require().
  banner: { js: "import { createRequire as __pxdocsCreateRequire } from 'node:module'; const require = __pxdocsCreateRequire(import.meta.url);" },
  // Relative to the bundle, which moves with the package.
  plugins: [ownImportMetaUrl(/[\\/]dist[\\/].*\.js$/, () => true, (path) => `new URL(${JSON.stringify(relative(dirname(resolve(WORKER_BUNDLE)), path).split('\\').join('/'))}, import.meta.url).href`)],
});

console.log(`compiled ${entryPoints.length} modules to dist/ in ${Math.round(performance.now() - started)} ms`);
