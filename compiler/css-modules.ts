// CSS modules (`*.module.css`, and `*.module.scss` compiled by the site's sass) with one set of class names for the whole site.
// esbuild's `local-css` loader names a class `<file>_<name>` and, when several
// pages are bundled in one build, gives each page's copy its own suffix
// (`Badge_badge`, `Badge_badge2`, …): names then depended on how pages were
// batched, and pages importing the same component never shared its
// stylesheet. Here each module is scoped alone, by esbuild itself (so its CSS
// syntax is esbuild's), and every generated name is replaced by the one
// Docusaurus's css-loader gives (`[local]_[contenthash:base64:4]`): `box_GzE4`,
// the class's own name first, so site CSS and tests selecting
// `[class*="box_"]` find it, the same on every page and in every build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { pxErrors } from './errors/catalogue.js';
import { compileSassWithFiles, SASS, siteSass } from './sass.js';
import { sitePostcss } from './postcss.js';
import xxhash, { type XXHashAPI } from 'xxhash-wasm';

export interface ScopedModule {
  /** The class map: local name → generated class names (space-separated, as `composes` gives them). */
  classes: Record<string, string>;
  /** The module's CSS with the generated names. */
  css: string;
  /** Files besides the module its CSS was made from (a Sass module's partials): inputs of the pages importing it. */
  loaded: string[];
}

/** XXH64, webpack's `xxhash64` (Docusaurus's output hash function), from its WebAssembly build: loaded once per process. */
let xxhashApi: Promise<XXHashAPI> | undefined;

/** By file and content: a module imported by many pages is scoped once per process. */
const scoped = new Map<string, ScopedModule>();

export async function scopeCssModule(file: string, cwd: string): Promise<ScopedModule> {
  // A Sass module (`Button.module.scss`, docusaurus-plugin-sass) is compiled by the site's sass first (sass.ts).
  const sass = SASS.test(file) ? siteSass(cwd) : undefined;
  if (SASS.test(file) && !sass) throw pxErrors.SassNotInstalled.create({ file: relative(cwd, file).split('\\').join('/') });
  const compiled = sass ? compileSassWithFiles(sass, file, cwd) : { css: readFileSync(file, 'utf8'), loaded: [] };
  // The site's PostCSS plugins (Tailwind's `@apply` in a module), then the scoping (postcss.ts).
  const post = await sitePostcss(cwd);
  const text = post ? await post.process(compiled.css, file) : compiled.css;
  const key = `${file}\0${createHash('sha256').update(text).digest('hex')}`;
  const known = scoped.get(key);
  if (known) return known;
  // Each module file esbuild reads is given a stand-in path (`/pxm<i>x.module.css`), so a generated
  // name (`pxm<i>x_<local>`) says which file and which local class it is, even a class composed from another file.
  const files = [file];
  const indexOf = (path: string) => (files.includes(path) ? files.indexOf(path) : files.push(path) - 1);
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    outdir: '/pxdocs-css-module',
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
    plugins: [
      // url() and @import stay as written: the page's own bundle resolves them from the file's folder.
      { name: 'keep-urls', setup: (builder) => builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined)) },
      {
        name: 'named-modules',
        setup: (builder) => {
          builder.onResolve({ filter: /\.module\.(?:css|s[ac]ss)$/i }, (args) => {
            if (args.kind !== 'import-statement' && args.kind !== 'composes-from') return undefined;
            if (!isAbsolute(args.path) && !args.path.startsWith('.')) return undefined;
            return { path: `/pxm${indexOf(resolve(args.resolveDir, args.path))}x.module.css`, namespace: 'px-css-module' };
          });
          // The module's CSS as compiled above (a Sass module's, or one the site's PostCSS changed); a file it composes from, as it is on disk.
          builder.onLoad({ filter: /.*/, namespace: 'px-css-module' }, (args) => {
            const source = files[Number(/^\/pxm(\d+)x/.exec(args.path)![1])]!;
            const contents = source === file ? text : SASS.test(source) && sass ? compileSassWithFiles(sass, source, cwd).css : readFileSync(source, 'utf8');
            return { contents, loader: 'local-css', resolveDir: dirname(source) };
          });
        },
      },
    ],
  });
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  const module = { exports: {} as { default?: Record<string, string> } };
  // esbuild's own output: the class map as data.
  new Function('module', 'exports', js)(module, module.exports);
  const map = module.exports.default ?? {};
  const { h64Raw } = await (xxhashApi ??= xxhash());
  const rename = (text: string) => text.replace(/\bpxm(\d+)x_([\w-]+)/g, (_, index: string, local: string) => docusaurusClassName(relative(cwd, files[Number(index)]!), local, h64Raw));
  // css-loader lists the class's own name first, then those it composes from its own file, then
  // those from other files (`fancy_ttsA dashed-box_Y9qg title_H6mv`); esbuild, other files' first and its own last.
  const classes = Object.fromEntries(
    Object.entries(map).map(([local, names]) => {
      const own = `pxm0x_${local}`;
      const list = names.split(/\s+/).filter((name) => name && name !== own);
      const here = list.filter((name) => name.startsWith('pxm0x_'));
      return [local, rename([own, ...here, ...list.filter((name) => !here.includes(name))].join(' '))];
    }),
  );
  // The comment esbuild writes naming the stdin entry is dropped: the page's bundle names the file.
  const scopedModule = { classes, css: rename(css).replace(/^\/\* .*? \*\/\n/gm, ''), loaded: compiled.loaded };
  scoped.set(key, scopedModule);
  return scopedModule;
}

/**
 * The name css-loader gives a local class under Docusaurus's `localIdentName: '[local]_[contenthash:base64:4]'`
 * and `hashFunction: 'xxhash64'`: its digest of the file's path from the site folder and the local name,
 * over a 4-byte tier counter (css-loader's `defaultGetLocalIdent`).
 */
export function docusaurusClassName(path: string, local: string, h64Raw: XXHashAPI['h64Raw']): string {
  const content = Buffer.from(`${path.split('\\').join('/')}\0${local}`, 'utf8');
  let hash = '';
  for (let tier = 0; hash.length < 4; tier++) {
    const salt = Buffer.alloc(4);
    salt.writeUInt32LE(tier);
    // XXH64 with seed 0, its 8 bytes most significant first, as webpack's `digest()` gives them.
    const digest = Buffer.alloc(8);
    digest.writeBigUInt64BE(h64Raw(Buffer.concat([salt, content])));
    hash = (hash + digest.toString('base64'))
      .replace(/^\d+/, '')
      .replace(/\//g, '_')
      .replace(/[^A-Za-z0-9_]+/g, '')
      .slice(0, 4);
  }
  return `${local}_${hash}`;
}
