// Transpiles the compiler, servers and server-side theme from TypeScript to dist/
// once, so `pxdocs` starts without type-checking or transpiling on every run.
// Type-checking is `npm run typecheck` (part of `npm test`).
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
/** Never bundled: React must be the one copy pages load at run time; the others run files of their own. */
const SHARED_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'tsx', 'tsx/*'];

/** What both bundles of dist/ need: require() for bundled CommonJS, and each module's own URL, relative to `outDir` (the bundle moves with the package). */
function bundleOf(outDir) {
  return {
    bundle: true,
    ...NODE_ESM,
    banner: { js: "import { createRequire as __pxdocsCreateRequire } from 'node:module'; const require = __pxdocsCreateRequire(import.meta.url);" },
    plugins: [memoizedElementTests(), ownImportMetaUrl(/[\\/]dist[\\/].*\.js$/, () => true, (path) => `new URL(${JSON.stringify(relative(resolve(outDir), path).split('\\').join('/'))}, import.meta.url).href`)],
  };
}

await build({
  entryPoints: ['dist/compiler/pages/worker.js'],
  outfile: WORKER_BUNDLE,
  ...bundleOf(dirname(WORKER_BUNDLE)),
  // For profiles of page threads (--cpu-prof): read by tools, never loaded by a build.
  sourcemap: 'linked',
  // postcss-load-config locates its own files (__filename: its loader of TypeScript configs): left to Node.
  external: [...SHARED_EXTERNAL, 'alasql', '@lat.md/*', 'postcss-load-config'],
});

// The command line as one entry file and a few chunks (its commands' code is
// still loaded only when a command runs: dynamic imports become chunks). Node
// resolving and loading the ~800 modules of dist/ and the Markdown packages one
// by one took about half a second of every command's start (a 14-page build:
// 2.3 s → 1.8 s wall, 0.5 s less CPU; `serve`, `dev` and `check` start that much
// sooner). A package is left outside when its code locates files of its own
// (import.meta.url, __dirname, __filename, require.resolve) or requires a path
// esbuild cannot follow: found by a first pass over what the bundle would hold,
// so a package that starts doing so is left outside by itself.
const CLI_BUNDLE_DIR = 'dist/bundle';
const cliBundle = (external, write) => build({
  // `build-api-bundled`: the build as a library call, loaded as the command loads it, through
  // `build-api.js` (written below, which says why).
  // `init`: the command's chunk under a name of its own, so the tests run `init` in their process (test/helpers.ts initSite).
  entryPoints: { main: 'dist/cli/main.js', 'build-api-bundled': 'dist/compiler/build-api.js', init: 'dist/cli/init.js' },
  outdir: CLI_BUNDLE_DIR,
  ...bundleOf(CLI_BUNDLE_DIR),
  splitting: true,
  sourcemap: 'linked',
  write,
  metafile: true,
  logLevel: write ? 'warning' : 'silent',
  external,
});
const probe = await cliBundle(SHARED_EXTERNAL, false);
const LOCATES_FILES = /\bimport\.meta\.url\b|\b__dirname\b|\b__filename\b|\brequire\.resolve\b/;
const packageOf = (path) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path)?.[1].replace('\\', '/');
/** Packages that only mention those names (in the code they generate), never use them. */
const MENTIONS_ONLY = new Set(['@mdx-js/mdx']);
const outside = new Set();
for (const input of Object.keys(probe.metafile.inputs)) {
  const name = packageOf(input);
  if (name && !MENTIONS_ONLY.has(name) && LOCATES_FILES.test(readFileSync(input, 'utf8'))) outside.add(name);
}
for (const warning of probe.warnings) {
  const name = warning.location && packageOf(warning.location.file);
  if (name) outside.add(name);
}
rmSync(CLI_BUNDLE_DIR, { recursive: true, force: true });
await cliBundle([...SHARED_EXTERNAL, ...[...outside].flatMap((name) => [name, `${name}/*`])], true);
// The build's library entry (bench/build-once.ts, the tests' in-process builds). React, left outside the
// bundle, reads NODE_ENV once when it loads, and a module's imports are all evaluated before its body: in the
// bundle, compiler/production.ts's default came after the chunk importing React, so a program that had not
// set NODE_ENV rendered with React's development build, several times slower. This entry evaluates
// production.js (its own module) first, then the bundle.
writeFileSync(join(CLI_BUNDLE_DIR, 'build-api.js'), "import '../compiler/production.js';\nexport * from './build-api-bundled.js';\n");

/**
 * hast-util-is-element 3.0.0 turns its test into a function on every call, and
 * hast-util-minify-whitespace (run by rehype-remark on every page's Markdown
 * twin) calls it on every node with a list of ~70 tag names: 70 closures made
 * and dropped per node. Profiled on 1,000 pages that was 1.5 s of a page
 * thread's 39 s, plus the garbage. In the page worker's bundle, a test that is
 * an object (a list) or a string is converted once and remembered; the module
 * is left as it is (with a warning) if its code is not the expected one.
 */
function memoizedElementTests() {
  const CALL = 'const check = convertElement(test)';
  return {
    name: 'memoized-element-tests',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]hast-util-is-element[\\/]lib[\\/]index\.js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes(CALL)) {
          console.warn(`compile: ${args.path} has changed; its element tests are not memoized (page threads are slower, not wrong).`);
          return undefined;
        }
        const memo = `
const pxdocsObjectChecks = new WeakMap()
const pxdocsNameChecks = new Map()
function pxdocsConvert(test) {
  const cache = typeof test === 'string' ? pxdocsNameChecks : test !== null && typeof test === 'object' ? pxdocsObjectChecks : undefined
  if (!cache) return convertElement(test)
  let check = cache.get(test)
  if (!check) cache.set(test, (check = convertElement(test)))
  return check
}
`;
        return { contents: text.replace(CALL, 'const check = pxdocsConvert(test)') + memo, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

// The theme's browser bundles, the same for every site, made once here with their
// compressed copies: a build without a cache takes them (compiler/client-assets.ts, PREBUILT_DIR).
const { writePrebuiltTheme } = await import('../dist/compiler/client-assets.js');
await writePrebuiltTheme();

console.log(`compiled ${entryPoints.length} modules to dist/ in ${Math.round(performance.now() - started)} ms (the command line bundled; left outside it: ${[...outside].sort().join(", ") || "none"}; the theme's bundles made ahead)`);
