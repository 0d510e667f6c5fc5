// Compiles the test files to dist/test/ so that test processes run on plain
// Node, without tsx: tsx's module hooks see every module a process loads
// (node_modules included), which cost a test process about 1.7 s of CPU to load
// the compiler against 0.8 s for the same modules from dist/, over ~80 test
// processes per run; and page workers started from dist/ load as one bundled
// file (compiler/pages/pool.ts) instead of ~800 modules through tsx.
//
//   node scripts/compile-tests.mjs [test files…]   (default: every test file)
//
// Each file of test/ (fixtures aside) becomes dist/test/<same path>.js. An
// import of another test module points at its compiled file; an import of
// pxdocs's own modules at the compiled one in dist/ that `pxdocs` itself runs
// (scripts/compile.mjs), so a process has one copy of each, the same the site
// configs that import 'pxdocs' get. Modules outside both (theme/islands, bench,
// fixtures' configs, compiler/*.mjs) are bundled into the test that imports
// them. `import.meta.url` in a test stays its source file's URL, so the paths a
// test derives from it (the repository root, fixtures) are unchanged.
// Type-checking stays `npm run typecheck`.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPILED_ROOTS, NODE_ESM, ownImportMetaUrl } from './esbuild-node.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEST = join(ROOT, 'test');
const OUT = join(ROOT, 'dist', 'test');
const NODE_TEST = join(TEST, 'node-test.ts');
const COMPILED = COMPILED_ROOTS.map((folder) => join(ROOT, folder) + sep);

/** Every TypeScript file of test/, fixtures aside (they are sites a test builds). */
export function testSources(dir = TEST) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : testSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** dist/test/<path>.js for test/<path>.ts. */
export function compiledTest(source) {
  return join(OUT, relative(TEST, source)).replace(/\.tsx?$/, '.js');
}

const isTestModule = (path) => path.startsWith(TEST + sep) && !path.includes(`${sep}fixtures${sep}`) && /\.tsx?$/.test(path);
const compiledTwin = (path) => {
  const root = COMPILED.find((folder) => path.startsWith(folder));
  if (!root || !/\.(ts|tsx)$/.test(path)) return undefined;
  const twin = join(ROOT, 'dist', relative(ROOT, path)).replace(/\.tsx?$/, '.js');
  return existsSync(twin) ? twin : undefined;
};

/** Compiles `sources` (default: every test file); returns how many and the time taken. */
export async function compileTests(sources = testSources()) {
  const started = performance.now();
  await build({
    entryPoints: sources,
    outdir: OUT,
    outbase: TEST,
    bundle: true,
    packages: 'external',
    ...NODE_ESM,
    jsx: 'automatic',
    sourcemap: 'linked',
    // How a test knows it runs compiled (import.meta.url cannot say: it is the source's, below):
    // test/helpers.ts then loads the command line's bundles (dist/bundle/) for in-process builds and inits.
    define: { PXDOCS_TESTS_COMPILED: 'true' },
    plugins: [{
      name: 'tests-beside-dist',
      setup(builder) {
        // node:test as test/node-test.ts gives it (its hooks kept to their file when files share a process), for every test module but that one.
        builder.onResolve({ filter: /^node:test$/ }, (args) => (args.importer === NODE_TEST ? { path: 'node:test', external: true } : { path: pathToFileURL(compiledTest(NODE_TEST)).href, external: true }));
        builder.onResolve({ filter: /^\.\.?\// }, async (args) => {
          if (args.pluginData?.own) return undefined;
          const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { own: true } });
          if (resolved.errors.length) return { errors: resolved.errors };
          // Another test module: its own compiled file (helpers are shared, not copied).
          if (isTestModule(resolved.path)) return { path: pathToFileURL(compiledTest(resolved.path)).href, external: true };
          // pxdocs's own module: the one dist/ has.
          const twin = compiledTwin(resolved.path);
          if (twin) return { path: pathToFileURL(twin).href, external: true };
          // Anything else is bundled into the test that imports it.
          return { path: resolved.path };
        });
      },
    },
    // A module's import.meta.url stays its source file's (see above): the
    // tests' own, and those bundled into them (bench's site generator points a
    // config at the compiler from there, say).
    ownImportMetaUrl(/\.(?:tsx?|mjs|js)$/, (path) => path.startsWith(ROOT + sep) && !path.includes(`${sep}node_modules${sep}`), (path) => JSON.stringify(pathToFileURL(path).href))],
  });
  return { files: sources.length, ms: Math.round(performance.now() - started) };
}

/** Whether dist/ is older than any source scripts/compile.mjs makes it from (the tests are compiled on every run). */
export function distIsStale() {
  const stamp = join(ROOT, 'dist', 'compiler', 'pages', 'worker.bundle.js');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const newer = (dir) => readdirSync(dir, { withFileTypes: true }).some((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name !== 'node_modules' && entry.name !== 'fixtures' && newer(path);
    return /\.(tsx?|mjs|css)$/.test(entry.name) && statSync(path).mtimeMs > built;
  });
  // The theme's browser code and styles are bundled by the compile too (dist/client-prebuilt).
  return [...COMPILED_ROOTS, 'theme/islands', 'theme/styles', 'theme/inline'].some((folder) => newer(join(ROOT, folder)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2).map((file) => resolve(file));
  const { files: count, ms } = await compileTests(files.length ? files : undefined);
  console.log(`compiled ${count} test modules to dist/test/ in ${ms} ms`);
}
