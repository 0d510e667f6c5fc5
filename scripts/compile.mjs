// Transpiles the compiler, servers and server-side theme from TypeScript to dist/
// once, so `pxdocs` starts without type-checking or transpiling on every run.
// Type-checking is `npm run typecheck` (part of `npm test`).
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

// theme/shared: code both the build and the browser run (the search engine).
const roots = ['cli', 'compiler', 'server', 'theme/components', 'theme/shared'];

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
const entryPoints = roots.flatMap((root) => collect(root));
await build({
  entryPoints,
  outdir: 'dist',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`compiled ${entryPoints.length} modules to dist/ in ${Math.round(performance.now() - started)} ms`);
