// A config's local CommonJS files, loaded by Node rather than bundled. The config
// is bundled as an ES module, and everything bundled into one is strict code: a
// helper a Docusaurus config requires that assigns a variable it never declared
// (`count = 3`, sloppy JavaScript that Node and Docusaurus run) threw "count is
// not defined" (camunda-docs). A file of the site's own (not a package) that is
// CommonJS is therefore left to Node's `require` (the bundle's, made with
// createRequire, see load.ts), as Docusaurus loads it: sloppy, with its own
// `require` of what it needs. An `import` of one gets its `module.exports`, as
// Node's import of CommonJS gives. Packages stay bundled, as before. Only for a
// config that bundled throws a ReferenceError (load.ts): Node cannot load all a
// bundle can (a helper requiring a .ts file).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** ES module syntax at the start of a line: the file is not CommonJS. */
const ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s)/m;
/** What a CommonJS file uses. */
const COMMONJS = /\b(?:module\.exports|exports\.[\w$]+\s*=|require\s*\()/;

/** Whether `file` (a .js or .cjs file outside node_modules) is CommonJS Node can load as it is. */
function isLocalCommonJs(file: string): boolean {
  if (file.includes(`${sep}node_modules${sep}`) || !/\.c?js$/.test(file)) return false;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (ESM_SYNTAX.test(text) || !COMMONJS.test(text)) return false;
  // A .js file of a `"type": "module"` package is an ES module to Node.
  return file.endsWith('.cjs') || packageType(dirname(file)) !== 'module';
}

function packageType(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    try {
      return (JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
    } catch {
      // No package.json here (or not JSON): the folder above.
    }
    if (dirname(at) === at) return undefined;
  }
}

/** The esbuild plugin: a local CommonJS file is external, required by Node when the config runs. */
export function nodeCommonJs(loaded: Set<string>): Plugin {
  return {
    name: 'pxdocs-config-commonjs',
    setup(builder) {
      builder.onResolve({ filter: /^\.{0,2}\// }, async (args) => {
        if (args.pluginData?.commonJsChecked || (args.kind !== 'require-call' && args.kind !== 'import-statement')) return undefined;
        const found = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { commonJsChecked: true } });
        if (found.errors.length || found.namespace !== 'file' || !isLocalCommonJs(found.path)) return undefined;
        loaded.add(found.path);
        // `require` stays a call of the bundle's own require; an `import` goes through a CommonJS stub that makes that call.
        return args.kind === 'require-call' ? { path: found.path, external: true } : { path: found.path, namespace: 'pxdocs-node-commonjs' };
      });
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-node-commonjs' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js', resolveDir: dirname(args.path) }));
    },
  };
}

/**
 * Forgets the site's own files Node has loaded for an earlier load of the config (`pxdocs dev`
 * loads it again after an edit): Node's module cache would give the files as they were.
 */
export function forgetSiteModules(configFile: string, cwd: string): void {
  const cache = createRequire(configFile).cache;
  const root = cwd.endsWith(sep) ? cwd : cwd + sep;
  for (const path of Object.keys(cache)) if (path.startsWith(root) && !path.includes(`${sep}node_modules${sep}`)) delete cache[path];
}

/** `__dirname` or `__filename` read in a file… */
const READS_PATHS = /\b__(?:dirname|filename)\b/;
/** …that does not declare them itself (`const __dirname = dirname(fileURLToPath(import.meta.url))`). */
const DECLARES_PATHS = /\b(?:const|let|var|function)\s+__(?:dirname|filename)\b/;
/**
 * `import.meta.url` (and Node's `dirname`, `filename`) in a file of the site: the bundle runs from a
 * data: URL, so `new URL('./package.json', import.meta.url)` threw "Invalid URL" (prettier's config
 * reads its package.json so). Each file gets its own, as Node gives an ES module.
 */
const READS_META = /\bimport\.meta\.(url|dirname|filename)\b/;

/**
 * The esbuild plugin giving each of the site's own files (outside node_modules) that reads `__dirname` or
 * `__filename` its own, as Node gives a CommonJS module (and `import.meta.url` its own, as to an ES module). Bundled into the config's ES module they
 * were not defined: a site plugin reading a file beside it (`path.join(__dirname, '..', 'docs')`
 * in its loadContent, swan-io/docs's glossary plugin) threw "__dirname is not defined" when it ran.
 * Written on the file's first line, so its lines (and the map's) stay where they are.
 */
export function siteFilePaths(): Plugin {
  return {
    name: 'pxdocs-config-file-paths',
    setup(builder) {
      builder.onLoad({ filter: /\.(?:c|m)?(?:j|t)sx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        let text: string;
        try {
          text = readFileSync(args.path, 'utf8');
        } catch {
          return undefined;
        }
        const contents = withOwnPaths(text, args.path);
        if (contents === undefined) return undefined;
        const extension = /\.(?:c|m)?((?:j|t)sx?)$/.exec(args.path)![1] as 'js' | 'jsx' | 'ts' | 'tsx';
        return { contents, loader: extension, resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * A site file's text with its own `__dirname`, `__filename` and `import.meta.url` written in, or
 * undefined when it reads none of them: what siteFilePaths gives each file, for a file esbuild reads
 * from stdin, which no plugin sees (a sidebars file).
 */
export function withOwnPaths(text: string, path: string): string | undefined {
  const paths = READS_PATHS.test(text) && !DECLARES_PATHS.test(text);
  const meta = READS_META.test(text);
  if (!paths && !meta) return undefined;
  // The file's own URL and path, which the bundle (a data: URL) has not: same length or not, on the same line.
  if (meta) text = text.replace(new RegExp(READS_META, 'g'), (_, name: string) => JSON.stringify(name === 'url' ? pathToFileURL(path).href : name === 'dirname' ? dirname(path) : path));
  if (!paths) return text;
  // After a shebang or a 'use strict' of the first line nothing changes meaning: a var declaration is a statement like any.
  const prefix = `var __dirname = ${JSON.stringify(dirname(path))}, __filename = ${JSON.stringify(path)}; `;
  return text.startsWith('#!') ? text.replace(/^#![^\n]*/, (line) => `${line}\n${prefix}`) : prefix + text;
}

/**
 * Packages the config imports that Node loads from where they are installed, not bundled: a plugin
 * the build runs that finds its own files at run time. docusaurus-plugin-typedoc imports its
 * `typedoc.cjs` beside it when it runs, which then requires TypeDoc and its themes; bundled into the
 * config's module (a `data:` URL) it threw "__filename is not defined". Docusaurus, too, loads plugins
 * with Node. Every other package stays bundled, as before.
 */
const NODE_LOADED_PACKAGES = /^docusaurus-plugin-typedoc(?:\/|$)/;

export function nodeLoadedPackages(): Plugin {
  return {
    name: 'pxdocs-config-node-packages',
    setup(builder) {
      builder.onResolve({ filter: NODE_LOADED_PACKAGES }, async (args) => {
        if (args.pluginData === NODE_LOADED_PACKAGES) return undefined;
        // Found as esbuild finds it (the package's `import` export), then imported by its file URL: a `data:` module imports nothing by bare name.
        const found = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: NODE_LOADED_PACKAGES });
        if (found.errors.length || !found.path) return undefined;
        return { path: pathToFileURL(found.path).href, external: true };
      });
    },
  };
}
