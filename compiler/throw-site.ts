// Where in a site's own code a page's code threw. A page runs as one bundle
// (bundle-pages.ts: esbuild inlines the components and files it imports), so a
// stack through it names only the page (`pxdocs-page:<file>`, time-limit.ts);
// a component that reads `window` at its top level, say, was reported as the
// page failing with no word of the component. The bundle's source map (made
// with it, kept only while its batch is built) turns the stack's first frame in
// the page's code back into the component's file, line and column.
import { SourceMap } from 'node:module';
import { isAbsolute, relative, resolve } from 'node:path';
import { pageCodeUrl } from './time-limit.js';

/** A page's bundle source map: its text and the folder its `sources` are relative to. */
export interface PageMap {
  text: string;
  dir: string;
}

export interface ThrowSite {
  /** Relative to the site folder. */
  file: string;
  line: number;
  column: number;
}

/**
 * Lines `new Function` puts before a function body (`function anonymous(…\n) {\n`):
 * a stack's line N in the page's code is line N − 2 of its bundle.
 */
const FUNCTION_HEADER_LINES = 2;

/**
 * Files whose lines the map gives as written. Not compiled MDX (a page, a partial): its map
 * points into the JavaScript MDX made, whose lines are not the page's (the page's own errors
 * are placed by other means).
 */
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The site file a page's code threw in, from the error's stack and the page's
 * bundle map: the innermost frame in the page's code that maps to a script of
 * the site's (not pxdocs's or a package's), or in the `shared` bundles the page
 * takes modules from (the site's Root's and wrappers'). Undefined when none does.
 */
export function throwSite(error: unknown, pageFile: string, map: PageMap | undefined, cwd: string, shared: readonly MappedCode[] = []): ThrowSite | undefined {
  const stack = (error as Error | undefined)?.stack;
  const codes = [...(map ? [functionCode(pageCodeUrl(pageFile), map)] : []), ...shared];
  if (!codes.length || typeof stack !== 'string') return undefined;
  return innermostThrowSite(stack, codes, cwd);
}

/** A bundle run with `new Function` from `url` (its `sourceURL`), with its map. */
export function functionCode(url: string, map: PageMap): MappedCode {
  return { url, map, headerLines: FUNCTION_HEADER_LINES };
}

/** Code run from `url` (its `sourceURL`) with its bundle's map; `headerLines`: the lines its runner put before the bundle's first. */
export interface MappedCode {
  url: string;
  map: PageMap;
  headerLines?: number;
}

/**
 * The innermost frame of `stack` in the bundle run from `url` that its map turns into a script
 * of the site's; `headerLines`: the lines its runner put before the bundle's first.
 */
export function mappedThrowSite(stack: string, url: string, map: PageMap, cwd: string, headerLines = 0): ThrowSite | undefined {
  return innermostThrowSite(stack, [{ url, map, headerLines }], cwd);
}

/**
 * The innermost frame of `stack`, in any of several bundles, that its bundle's map turns into a script
 * of the site's. Several: a component pages share with the site's Root or wrappers runs in their bundle,
 * not the page's (bundle-pages.ts `ROOT_MODULE`), so only their map names its line.
 */
export function innermostThrowSite(stack: string, codes: readonly MappedCode[], cwd: string): ThrowSite | undefined {
  const parsed = new Map<MappedCode, SourceMap | null>();
  for (const line of stack.split('\n')) {
    for (const code of codes) {
      const site = frameSite(line, code, parsed, cwd);
      if (site) return site;
    }
  }
  return undefined;
}

/** The site script a stack line's frame in `code` maps to, if it is one. */
function frameSite(line: string, code: MappedCode, parsed: Map<MappedCode, SourceMap | null>, cwd: string): ThrowSite | undefined {
  const { url, map, headerLines = 0 } = code;
  const at = line.lastIndexOf(`${url}:`);
  if (at === -1) return undefined;
  const position = /^(\d+):(\d+)/.exec(line.slice(at + url.length + 1));
  if (!position) return undefined;
  if (!parsed.has(code)) {
    try {
      parsed.set(code, new SourceMap(JSON.parse(map.text)));
    } catch {
      parsed.set(code, null);
    }
  }
  const sourceMap = parsed.get(code);
  if (!sourceMap) return undefined;
  const entry = sourceMap.findEntry(Number(position[1]) - 1 - headerLines, Number(position[2]) - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  // Sources from a plugin's namespace are written `namespace:/absolute/path`.
  const source = entry.originalSource.replace(/^[\w-]+:(?=\/)/, '');
  const file = isAbsolute(source) ? source : resolve(map.dir, source);
  const inSite = relative(cwd, file);
  if (!SCRIPT.test(file) || inSite.startsWith('..') || inSite.split(/[\\/]/).includes('node_modules')) return undefined;
  return { file: inSite.split('\\').join('/'), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

/** `file:line:column`, for messages. */
export function siteText(site: ThrowSite): string {
  return `${site.file}:${site.line}:${site.column}`;
}

/** Names only a browser defines: code reading them at build time fails in Node. */
const BROWSER_GLOBAL = /\b(window|document|navigator|localStorage|sessionStorage|location|self|HTMLElement|requestAnimationFrame|matchMedia) is not defined\b/;

/** `usePluginData(…)` or `useGlobalData(…)` in the message of a TypeError (esbuild may number the name: `usePluginData2`). */
const PLUGIN_DATA = /\b(usePluginData|useGlobalData)\d*\(/;

/**
 * For an error of code that expected a browser (`window is not defined`), how to keep that code out of the build;
 * for one that read a plugin's global data pxdocs does not have, why it is not there (`pluginDataHint`).
 */
export function browserGlobalHint(error: unknown): string | undefined {
  const name = BROWSER_GLOBAL.exec((error as Error | undefined)?.message ?? '')?.[1];
  if (!name) return pluginDataHint(error);
  return `Pages are rendered in Node when the site is built, where there is no \`${name}\`: read it inside a \`useEffect\` (which runs only in the browser), guard it with \`ExecutionEnvironment.canUseDOM\` (@docusaurus/ExecutionEnvironment), or wrap the component in \`<BrowserOnly>{() => <Component />}</BrowserOnly>\` (@docusaurus/BrowserOnly), as on Docusaurus.`;
}

/**
 * react-navigation's Pre reads `usePluginData('react-navigation-versions')`, which its own plugin sets in
 * `contentLoaded`: a plugin pxdocs does not run gives nothing, and the page failed with
 * "Cannot destructure property 'versions' of 'usePluginData2(...)' as it is undefined", naming no cause.
 */
function pluginDataHint(error: unknown): string | undefined {
  const hook = PLUGIN_DATA.exec((error as Error | undefined)?.message ?? '')?.[1];
  if (!hook) return undefined;
  return `\`${hook}\` gives the docs plugin's data (docusaurus-plugin-content-docs) and what the site's own plugins listed in \`plugins\` of the pxdocs config set with \`actions.setGlobalData\` in \`contentLoaded\` (pxdocs runs those): the plugin this component reads is not among them, or set nothing. Add it there (\`import myPlugin from './src/plugins/my-plugin/index.js'\`, \`plugins: [myPlugin]\`), or give the component its data another way (import a JSON or JavaScript file of the site).`;
}
