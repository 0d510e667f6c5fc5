// MDX → JavaScript for one page: parse, run our remark/rehype plugins, and emit an
// ES module whose default export renders the page body. The plugins leave what
// they learn (headings, links, assets) on the file for validation and layout.
import { createProcessor } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import { walk } from './walk.js';
import { codeFrame, PxError, PxErrorList } from '../errors.js';
import type { Severity, SiteConfig } from '../config/schema.js';
import { firstHeading, pageFormat } from '../discover.js';
import { setMagicComments, setVadalogLanguages, type MagicComment } from '../../theme/components/highlight.js';
import { parseFrontMatter } from '../front-matter.js';
import { preprocess, unclosedHtmlComment } from './preprocess.js';
import { terminalSafe } from '../terminal-safe.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { DIRECTIVE_WARNING_SOURCE, remarkDirectiveFallback } from './remark-directive-fallback.js';
import { remarkHeadings, type TocEntry, type TocSlice } from './remark-headings.js';
import { MDX_WARNING_SOURCE, remarkJsxClass } from './remark-jsx-class.js';
import { PLUGIN_OUTPUT_SOURCE } from './plugin-console.js';
import { BROWSER_ONLY_SOURCE, remarkBrowserOnly } from './remark-browser-only.js';
import { LINK_WARNING_SOURCE, MISSING_IMAGE_RULE, remarkLinks, type LinkContext, type PageAsset, type RecordedLink } from './remark-links.js';
import { rehypeCode } from './rehype-code.js';
import { decodeEntities } from '../../theme/shared/search-shape.js';
import { remarkCodeInfo } from './remark-code-info.js';
import { DEFAULT_VADALOG_LANGUAGES, remarkVadalog, VADALOG_RULE } from './remark-vadalog.js';
import { rehypePageElements } from './rehype-page-elements.js';
import { remarkTruncateMarker } from './remark-truncate-marker.js';
import { rehypeHoistStatic } from './rehype-hoist-static.js';
import type { ComponentTags } from './site-component-tags.js';
import { checkJsxNesting } from './jsx-nesting.js';
import { checkInlineNesting } from './inline-nesting.js';
import { checkDirectiveNesting } from './directive-nesting.js';
import { rehypeStaticBody, StaticBodyReady } from './rehype-static-body.js';
import { BRIDGED, remarkFastParse } from './fast-markdown.js';
import { pxErrors } from '../errors/catalogue.js';
import { timeLimitedPlugins } from './plugin-time-limit.js';
import { isMainThread } from 'node:worker_threads';
import { DEFAULT_MAX_PAGE_BYTES } from '../page-text.js';

/**
 * HTML written in a .md page arrives as raw nodes; rehype-raw parses them, but
 * it re-serializes the whole tree through parse5, so it only runs when needed.
 */
function rehypeRawWhenNeeded() {
  const raw = (rehypeRaw as (options: unknown) => (tree: HastRoot, file: VFile) => HastRoot)({ passThrough: MDX_NODE_TYPES });
  return (tree: HastRoot, file: VFile) => {
    let found = false;
    walk(tree, (node) => { if (node.type === 'raw') { found = true; return 'stop'; } });
    if (!found) return tree;
    // rehype-raw rebuilds every element from its HTML attributes, so a fence's
    // meta (`title=`, `{1,3}`, showLineNumbers) would be lost: carry it across
    // as an attribute and put it back.
    walk<HastNodes>(tree, (node) => {
      if (node.type !== 'element') return;
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.dataPxMeta = meta;
    });
    const result = raw(tree, file);
    walk<HastNodes>(result, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName !== 'code' || typeof node.properties.dataPxMeta !== 'string') return;
      node.data = { ...node.data, meta: node.properties.dataPxMeta } as typeof node.data;
      delete node.properties.dataPxMeta;
    });
    return result;
  };
}

export interface CompileInput {
  file: string;
  source: string;
  format: 'md' | 'mdx';
  text: string;
  /**
   * The page as written, when `text` differs from it on a line (a post's truncate marker made a word,
   * blog/excerpt.ts): what error frames show, where that word appeared in place of the marker.
   */
  written?: string;
  links: Omit<LinkContext, 'source' | 'permalink'>;
  permalink: string;
  /** Make the module even when the body is static (a partial another page imports); default: only when the page needs one. */
  needsModule?: boolean;
}

export interface CompiledPage {
  /** The page as an ES module (empty when the page is cached with `html` only). */
  code: string;
  /**
   * The fast path: the body's HTML when the page has no component, expression,
   * import or export, so it renders without its module (absent otherwise, or with `fastPath: false`).
   */
  html?: string;
  toc: TocEntry[];
  /**
   * Where the page renders imported Markdown partials, whose headings join its TOC there
   * (their `toc` exports, spliced into the page's own when its module runs); absent: none.
   */
  tocSlices?: TocSlice[];
  /** The page's TOC is the `toc` it exports itself (Docusaurus keeps a page's own when it has no heading or partial). */
  ownToc?: true;
  /** Every heading id on the page, h1 included (anchor targets before rendering). */
  headingIds: string[];
  links: RecordedLink[];
  /** Hrefs written with `pathname://`: used as they are, never validated. */
  unchecked: string[];
  assets: PageAsset[];
  /**
   * Problems to report; `kind` groups them in the build's warnings ('code-language', 'mdx', 'directive', 'vadalog');
   * `severity` defaults to 'warn'; `file` (relative to the site) when the position is in another file than the page
   * (a stylesheet it imports: 'postcss').
   */
  warnings: { message: string; line?: number; column?: number; kind: string; severity?: Severity; file?: string }[];
}

export interface CompilerOptions {
  defaultLanguage: string;
  /** Plugins from the site config's `markdown` key (default: none). */
  plugins?: Pick<SiteConfig['markdown'], 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins'>;
  /** The site's `markdown.preprocessor`: the text each file is compiled from (default: the file's). */
  preprocessor?: SiteConfig['markdown']['preprocessor'];
  /** Heading ids keep the heading's case (`markdown.anchors.maintainCase`; default: false). */
  anchorsMaintainCase?: boolean;
  /** `markdown.remarkRehypeOptions` (default: none). */
  remarkRehypeOptions?: Record<string, unknown>;
  /** On the main thread, how long one call of a site plugin may run, Ctrl+C stopping it (the page time limit; 0: no limit, Ctrl+C only; default: neither). */
  pluginTimeLimitMs?: number;
  /** `highlight.magicComments` (default: Docusaurus's highlight-next-line / highlight-start / highlight-end). */
  magicComments?: MagicComment[];
  /** `highlight.vadalogLanguages`: fence languages checked and highlighted as Vadalog (default: `vadalog`). */
  vadalogLanguages?: string[];
  /** Which `:::name` blocks are admonitions (config `markdown.admonitions`; default: the built-in keywords). */
  admonitions?: SiteConfig['markdown']['admonitions'];
  /** `markdown.mdx1Compat`: the MDX 1 spellings read (default: all). */
  mdx1Compat?: SiteConfig['markdown']['mdx1Compat'];
  /** The locale's words for the admonitions' headings, by message id (`theme.admonition.note`); English without. */
  admonitionLabels?: Record<string, string>;
  /** The site swizzles Admonition/Types: its own keywords are drawn by it (remark-admonitions.ts). */
  siteAdmonitionTypes?: boolean;
  /** The built-in keywords that map draws with a component of its own (site-component-tags.ts siteAdmonitionOverrides). */
  siteAdmonitionBuiltIns?: readonly string[];
  /** The site has its own src/theme/Admonition: every keyword is drawn by it (remark-admonitions.ts). */
  siteAdmonition?: boolean;
  /** Draw ```mermaid fences as diagrams (default: false; the site config's default is true). */
  mermaid?: boolean;
  /** The site wraps Docusaurus's CodeBlock: fences render through it (rehype-code.ts `siteCodeBlock`; default: false). */
  siteCodeBlock?: boolean;
  /** The site has @docusaurus/theme-live-codeblock: its `live` fences are Playgrounds, the result at `position` (rehype-code.ts). */
  liveCodeTheme?: boolean | { position: 'top' | 'bottom' };
  /** Severity of a Vadalog code block the grammar rejects (config `onInvalidCode`). Default 'warn'. */
  onInvalidCode?: Severity;
  /** Largest page source in bytes (default 2 MB): bigger pages fail with a message. */
  maxPageBytes?: number;
  /** Deepest nesting of lists and block quotes in a page (default 64 levels). */
  maxNestingDepth?: number;
  /** Deepest nesting of JSX elements and `{…}` expressions in an MDX page (default 64 levels). */
  maxJsxDepth?: number;
  /** Deepest nesting of emphasis, strong, links and images in one paragraph (default 64 levels). */
  maxInlineDepth?: number;
  /**
   * Parse pages with the markdown-it bridge (fast-markdown.ts) where it gives
   * micromark's tree (default: true). Off when a site's remark plugin adds
   * syntax of its own (see `keepsParsing`).
   */
  fastParse?: boolean;
  /** Give plain pages their body as HTML (`CompiledPage.html`), rendered without a module (default: true). */
  fastPath?: boolean;
  /**
   * HTML elements the site's src/theme/MDXComponents replaces (site-component-tags.ts): they stay
   * elements, rendered by its components, so a page with one is never a plain page (default: none).
   */
  componentTags?: ComponentTags;
  /**
   * The site's message for a heading anchor's title in the page's language (Docusaurus's
   * `theme.common.headingLinkTitle`, rehype-page-elements.ts); absent: Docusaurus's English.
   */
  headingLinkTitle?: string;
}

/** The largest page (2 MB of UTF-8): page-text.ts, where discovery checks it before reading. */
export { DEFAULT_MAX_PAGE_BYTES };
export const DEFAULT_MAX_NESTING_DEPTH = 64;

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * Refuses pages the Markdown parser would take minutes (or its stack) over:
 * a size cap, and a nesting cap for lists and block quotes measured on the
 * raw text (indentation and `>` markers, fenced code skipped) before parsing.
 */
export function checkPageLimits(text: string, source: string, limits: { maxPageBytes?: number; maxNestingDepth?: number } = {}): void {
  const maxBytes = limits.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const maxDepth = limits.maxNestingDepth ?? DEFAULT_MAX_NESTING_DEPTH;
  const bytes = Buffer.byteLength(text);
  if (bytes > maxBytes) {
    throw pxErrors.PageTooLarge.create({ message: `${source} is ${bytes.toLocaleString('en')} bytes; the limit is ${maxBytes.toLocaleString('en')}.` }, { where: { file: source } });
  }
  let fence: string | undefined;
  let line = 0;
  // Each nesting level of a list indents its items by at least two columns.
  const listStack: number[] = [];
  for (const raw of text.split('\n')) {
    line++;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    let rest = raw;
    let quotes = 0;
    let match: RegExpExecArray | null;
    while ((match = /^[ \t]{0,3}>[ ]?/.exec(rest))) {
      quotes++;
      rest = rest.slice(match[0].length);
    }
    let depth = quotes;
    // Nested list markers on one line (`- - - x`) nest as well.
    let indent = 0;
    for (;;) {
      const spaces = /^[ \t]*/.exec(rest)![0];
      const expanded = spaces.replace(/\t/g, '    ').length;
      const marker = LIST_MARKER.exec(rest.slice(spaces.length));
      if (!marker) break;
      indent += expanded;
      while (listStack.length && listStack[listStack.length - 1] >= indent) listStack.pop();
      listStack.push(indent);
      indent += marker[0].length;
      rest = rest.slice(spaces.length + marker[0].length);
    }
    if (!rest.trim() && !listStack.length) continue;
    if (raw.trim() && !/^[ \t]/.test(raw) && !LIST_MARKER.test(raw.trimStart()) && !quotes) listStack.length = 0;
    depth += listStack.length;
    if (depth > maxDepth) {
      throw pxErrors.PageNestedTooDeeply.create({ message: `Lists and block quotes in ${source} nest ${depth} levels deep at line ${line}; the limit is ${maxDepth}.` }, { where: { file: source, line, column: 1 } });
    }
  }
}

/** The compiler options a site config asks for. */
export function compilerOptions(config: SiteConfig): CompilerOptions {
  return {
    defaultLanguage: config.highlight.defaultLanguage, plugins: config.markdown, magicComments: config.highlight.magicComments, vadalogLanguages: config.highlight.vadalogLanguages, mermaid: config.markdown.mermaid, admonitions: config.markdown.admonitions, mdx1Compat: config.markdown.mdx1Compat, onInvalidCode: config.onInvalidCode, maxPageBytes: config.markdown.maxPageBytes,
    ...(config.markdown.preprocessor ? { preprocessor: config.markdown.preprocessor } : {}),
    ...(config.markdown.anchors?.maintainCase ? { anchorsMaintainCase: true } : {}),
    ...(config.markdown.remarkRehypeOptions ? { remarkRehypeOptions: config.markdown.remarkRehypeOptions } : {}),
  };
}

/**
 * The format of a file compiled outside discovery (a partial an other page
 * imports): its own `format` front matter, else the site's setting.
 */
export function fileFormat(file: string, text: string, site: SiteConfig['markdown']['format']): 'md' | 'mdx' {
  const { data } = parseFrontMatter(text, file);
  return pageFormat(file, data.format, site);
}

type Processor = ReturnType<typeof createProcessor>;

/** `PXDOCS_MARKDOWN_BRIDGE=off` has micromark parse every page (the same output, slower): for a plugin that reads inline positions, or to compare. */
export const BRIDGE_ENV = 'PXDOCS_MARKDOWN_BRIDGE';

/**
 * Whether a site's remark plugins leave parsing to remark-parse: none adds
 * micromark or mdast-util-from-markdown extensions (syntax the bridge would
 * not read: math, say) or a parser of its own. Such plugins transform the tree
 * after it is made, and the bridge's tree is micromark's. (What it leaves out,
 * inline nodes' positions, is optional in unist: a plugin that fails without
 * one has the page parsed again by micromark, see `createCompiler`.) Their
 * attachers run here once, on a processor of their own, as unified runs them
 * when it freezes one.
 */
export function keepsParsing(plugins: PluggableList): boolean {
  if (!plugins.length) return true;
  // What the parser reads, before and after the plugins attach (with MDX's extensions, as an MDX page has them).
  const state = (processor: { parser?: unknown; data(): unknown }) => {
    const data = processor.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
    return `${data.micromarkExtensions?.length ?? 0}/${data.fromMarkdownExtensions?.length ?? 0}`;
  };
  let before: [unknown, string] | undefined;
  let after: [unknown, string] | undefined;
  try {
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(function () { before = [this.parser, state(this)]; })
      .use(plugins)
      .use(function () { after = [this.parser, state(this)]; })
      .freeze();
    return before !== undefined && after !== undefined && before[0] === after[0] && before[1] === after[1];
  } catch {
    // A plugin that cannot be attached here is left to fail where it always would.
    return false;
  }
}

/** The module compiled MDX imports `useMDXComponents` from. */
export const MDX_COMPONENTS_MODULE = 'pxdocs:mdx-components';

/** MDX node types rehype-raw must leave alone (the list @mdx-js/mdx passes through). */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * Drops MDX's remark-mark-and-unravel from a `.md` processor. It runs before
 * every other transformer, so it sees the tree as parsed, and it only changes
 * MDX nodes (JSX and expressions), which Markdown parsing never makes: on a
 * `.md` page it is a walk of the whole tree that changes nothing, about 5 % of
 * a plain page's compile time (0.3 ms a page at 10,000 pages).
 */
export function withoutMdxUnravel(processor: Processor): void {
  const at = processor.attachers.findIndex(([attacher]) => attacher.name === 'remarkMarkAndUnravel');
  if (at !== -1) processor.attachers.splice(at, 1);
}

/** One processor per format, reused for every page (creating one is not free). */
export function createCompiler(options: CompilerOptions): (input: CompileInput) => Promise<CompiledPage> {
  if (options.magicComments) setMagicComments(options.magicComments);
  // Module state, as magic comments: `@theme/CodeBlock` highlights when the page renders, in this process.
  setVadalogLanguages(options.vadalogLanguages ?? DEFAULT_VADALOG_LANGUAGES);
  const processors = new Map<string, Processor>();
  const given = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], ...options.plugins };
  const sitePlugins = [...given.beforeDefaultRemarkPlugins, ...given.remarkPlugins] as PluggableList;
  // On the main thread a site plugin that never ends would hang the build for good (plugin-time-limit.ts).
  // 0: no time limit, and still Ctrl+C.
  const limit = isMainThread ? options.pluginTimeLimitMs : undefined;
  const plugins = limit !== undefined
    ? {
      beforeDefaultRemarkPlugins: timeLimitedPlugins(given.beforeDefaultRemarkPlugins as PluggableList, limit, 'beforeDefaultRemarkPlugins'),
      remarkPlugins: timeLimitedPlugins(given.remarkPlugins as PluggableList, limit, 'remarkPlugins'),
      beforeDefaultRehypePlugins: timeLimitedPlugins(given.beforeDefaultRehypePlugins as PluggableList, limit, 'beforeDefaultRehypePlugins'),
      rehypePlugins: timeLimitedPlugins(given.rehypePlugins as PluggableList, limit, 'rehypePlugins'),
    }
    : given;
  const fastParse = (options.fastParse ?? true) && process.env[BRIDGE_ENV] !== 'off' && keepsParsing(sitePlugins);
  const processorFor = (format: 'md' | 'mdx', bridge: boolean): Processor => {
    let processor = processors.get(`${format}/${bridge}`);
    if (!processor) {
      processor = createProcessor({
        format,
        outputFormat: 'program',
        development: false,
        // Every compiled file (pages and the partials they import) asks this
        // module for its components; bundle-pages.ts provides it.
        providerImportSource: MDX_COMPONENTS_MODULE,
        ...(options.remarkRehypeOptions ? { remarkRehypeOptions: options.remarkRehypeOptions } : {}),
        // Docusaurus's order: the site's "before" plugins, the defaults, then the
        // site's plugins; only the directive fallback (Docusaurus's unused
        // directives pass) stays last, so plugins may still claim directives.
        remarkPlugins: [
          ...(bridge ? [[remarkFastParse, { mdx: format === 'mdx' }]] : []),
          // A post's marker is its word before any plugin sees the tree, as a word the marker was replaced by in the text would be.
          remarkTruncateMarker,
          ...plugins.beforeDefaultRemarkPlugins,
          remarkCodeInfo, remarkFrontmatter, remarkGfm, remarkDirective, [remarkAdmonitions, { admonitions: options.admonitions, siteTypes: options.siteAdmonitionTypes, siteBuiltIns: options.siteAdmonitionBuiltIns, siteComponent: options.siteAdmonition, labels: options.admonitionLabels }], [remarkHeadings, { maintainCase: options.anchorsMaintainCase ?? false }], remarkLinks, remarkJsxClass, remarkBrowserOnly,
          [remarkVadalog, { defaultLanguage: options.defaultLanguage, languages: options.vadalogLanguages ?? DEFAULT_VADALOG_LANGUAGES, onInvalidCode: options.onInvalidCode }],
          ...plugins.remarkPlugins,
          remarkDirectiveFallback,
        ] as never,
        rehypePlugins: [
          ...(format === 'md' ? [rehypeRawWhenNeeded] : []),
          ...plugins.beforeDefaultRehypePlugins,
          ...plugins.rehypePlugins,
          [rehypeCode, { defaultLanguage: options.defaultLanguage, mermaid: options.mermaid ?? false, liveCodeTheme: options.liveCodeTheme ?? false, siteCodeBlock: options.siteCodeBlock ?? false, ...(options.componentTags ? { replaced: options.componentTags } : {}) }],
          [rehypePageElements, { linkTitle: options.headingLinkTitle }],
          [rehypeHoistStatic, { replaced: options.componentTags }],
          [rehypeStaticBody, { stop: options.fastPath !== false }],
        ] as never,
      } as Parameters<typeof createProcessor>[0]);
      if (format === 'md') withoutMdxUnravel(processor);
      processors.set(`${format}/${bridge}`, processor);
    }
    return processor;
  };

  return async (given) => {
    const input = options.preprocessor ? preprocessed(given, options.preprocessor) : given;
    checkPageLimits(input.text, input.source, options);
    if (input.format === 'mdx') checkJsxNesting(input.text, input.source, options.maxJsxDepth);
    checkInlineNesting(input.text, input.source, options.maxInlineDepth);
    checkDirectiveNesting(input.text, input.source, options.maxNestingDepth ?? DEFAULT_MAX_NESTING_DEPTH);
    const value = preprocess(input.text, input.format, options.mdx1Compat);
    const newFile = () => {
      const made = new VFile({ path: input.file, value });
      made.data.pageSource = { text: input.written ?? input.text, source: input.source };
      made.data.linkContext = { ...input.links, permalink: input.permalink, source: input.source } satisfies LinkContext;
      if (input.needsModule) made.data.needsModule = true;
      return made;
    };
    let file = newFile();
    // A static body ends the pipeline where its HTML is ready (rehype-static-body.ts): no module is made.
    const run = (processor: Processor, target: VFile) => processor.process(target).catch((error: unknown) => {
      if (!(error instanceof StaticBodyReady)) throw error;
    });
    try {
      await run(processorFor(input.format, fastParse), file);
    } catch (error) {
      // A site plugin may read what the bridge leaves out (an inline node's position): where the page
      // failed on a tree the bridge made, micromark parses it again, and its failure is the page's.
      // Not a plugin stopped by its time limit or a Ctrl+C: that would run it again.
      if (!file.data[BRIDGED] || !sitePlugins.length || (error instanceof PxError && (error.code === 'PageTimedOut' || error.code === 'BuildInterrupted'))) throw toCompileError(error, input, options.mdx1Compat);
      file = newFile();
      try {
        await run(processorFor(input.format, false), file);
      } catch (again) {
        throw toCompileError(again, input, options.mdx1Compat);
      }
    }
    const toc = (file.data.toc as TocEntry[]) ?? [];
    const slices = (file.data.tocSlices as TocSlice[] | undefined) ?? [];
    const html = options.fastPath === false ? undefined : (file.data.staticHtml as string | undefined);
    return {
      // Ended at a static body, the file's value is still the page's text: no module.
      code: html !== undefined && !input.needsModule ? '' : withTocExport(withFrontMatterExport(String(file.value), input), toc, slices),
      ...(html !== undefined ? { html } : {}),
      toc,
      ...(slices.length ? { tocSlices: slices } : {}),
      ...(file.data.ownToc ? { ownToc: true as const } : {}),
      headingIds: (file.data.headingIds as string[]) ?? [],
      links: (file.data.links as RecordedLink[]) ?? [],
      unchecked: (file.data.unchecked as string[]) ?? [],
      assets: (file.data.assets as PageAsset[]) ?? [],
      warnings: file.messages.map((message) => ({
        message: message.reason,
        line: message.line ?? undefined,
        column: message.column ?? undefined,
        ...(message.ruleId === VADALOG_RULE ? { kind: 'vadalog', severity: message.source as Severity } : message.ruleId === MISSING_IMAGE_RULE ? { kind: 'missing-image', severity: message.source as Severity } : { kind: message.source === MDX_WARNING_SOURCE ? 'mdx' : message.source === DIRECTIVE_WARNING_SOURCE ? 'directive' : message.source === LINK_WARNING_SOURCE ? 'script-link' : message.source === PLUGIN_OUTPUT_SOURCE ? 'markdown-plugin' : message.source === BROWSER_ONLY_SOURCE ? 'browser-handler' : 'code-language' }),
      })),
    };
  };
}

/**
 * The page as the site's `markdown.preprocessor` makes it, as Docusaurus's MDX loader runs it on each file before
 * compiling (the text with its front matter; it returns the text). What it throws or a non-text answer fails the
 * page, naming the config. An error frame then shows the preprocessed text, which is what was compiled.
 */
function preprocessed(input: CompileInput, preprocessor: NonNullable<CompilerOptions['preprocessor']>): CompileInput {
  let text: unknown;
  try {
    text = preprocessor({ filePath: input.file, fileContent: input.text });
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    throw pxErrors.ConfigFunctionFailed.create({ message: `markdown.preprocessor threw for ${input.source}: ${err.name}: ${err.message}` }, { where: { file: input.source }, cause: error });
  }
  if (typeof text !== 'string') {
    throw pxErrors.ConfigFunctionFailed.create({ message: `markdown.preprocessor returned ${text === null ? 'null' : typeof text} for ${input.source}, not the page's text: return the text (\`return fileContent.replaceAll('%%name%%', 'Name');\`), synchronously, as Docusaurus calls it.` }, { where: { file: input.source } });
  }
  return text === input.text ? input : { ...input, text, written: undefined };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A TOC entry as a page's `toc` export has it. */
function tocItem(entry: TocEntry): { value: string; id: string; level: number } {
  return { value: entry.html ?? entry.text.replace(/[&<>"]/g, (char) => ESCAPES[char]), id: entry.id, level: entry.depth };
}

/**
 * Docusaurus pages export `toc` (`{ value, id, level }[]`, value as HTML), which
 * `<TOCInline toc={toc} />` reads and the page's TOC is made of; a page that defines
 * its own keeps it (remark-headings.ts removed the one Docusaurus would replace).
 * A partial the page renders adds its own `toc` there, imported as Docusaurus does.
 */
function withTocExport(code: string, toc: TocEntry[], slices: TocSlice[] = []): string {
  // The cheap test first: the pattern scans slowly through a long module.
  if (code.includes('toc') && /\b(const|let|var|function|class)\s+toc\b|\bimport\s*\{[^}]*\btoc\b(?!\s+as\b)/.test(code)) return code;
  // A module-level const: MDXContent reads it at render time, after it is set.
  if (!slices.length) return `${code}\nexport const toc = ${JSON.stringify(toc.map(tocItem))};\n`;
  // An import may come anywhere in a module; one per partial, however often it is rendered.
  const imports = new Map(slices.filter((slice) => !slice.imported).map((slice) => [slice.name, `import { toc as ${slice.name} } from ${JSON.stringify(slice.from)};`]));
  const items: string[] = [];
  let next = 0;
  for (const slice of slices) {
    for (; next < slice.at; next++) items.push(JSON.stringify(tocItem(toc[next])));
    items.push(`...${slice.name}`);
  }
  for (; next < toc.length; next++) items.push(JSON.stringify(tocItem(toc[next])));
  return `${code}\n${[...imports.values()].join('\n')}\nexport const toc = [${items.join(', ')}];\n`;
}

/**
 * Docusaurus pages also export `frontMatter` (the page's front matter as
 * written), and MDX reads it as any name of the module: `{frontMatter.title}`
 * in a page, or `import { frontMatter } from './other.mdx'` in another. A page
 * that defines or imports its own keeps it.
 */
function withFrontMatterExport(code: string, input: CompileInput): string {
  const declares = (name: string) => code.includes(name) && new RegExp(`\\b(const|let|var|function|class)\\s+${name}\\b|\\bimport\\s*\\{[^}]*\\b${name}\\b(?!\\s+as\\b)`).test(code);
  const frontMatter = parseFrontMatter(input.text, input.source);
  // `contentTitle` too, as Docusaurus's loader exports it beside `frontMatter`: the text of the page's
  // first heading when it is an h1 (`{contentTitle}` in a page failed its render, "not defined").
  const contentTitle = declares('contentTitle') ? '' : `export const contentTitle = ${JSON.stringify(firstHeading(input.text, frontMatter.lines))};\n`;
  if (declares('frontMatter')) return `${code}\n${contentTitle}`;
  return `${code}\nexport const frontMatter = ${JSON.stringify(frontMatter.data)};\n${contentTitle}`;
}

/**
 * A page's TOC from the `toc` its module exports (`{ value, id, level }[]`, value as HTML):
 * where partials add theirs, or the page wrote its own. Undefined when it is no such list.
 */
export function tocFromExport(exported: unknown): TocEntry[] | undefined {
  if (!Array.isArray(exported)) return undefined;
  const entries: TocEntry[] = [];
  for (const item of exported as { value?: unknown; id?: unknown; level?: unknown }[]) {
    if (typeof item?.value !== 'string' || typeof item.id !== 'string' || typeof item.level !== 'number') return undefined;
    entries.push({ id: item.id, text: htmlText(item.value), depth: item.level, ...(/<[a-z]/i.test(item.value) ? { html: item.value } : {}) });
  }
  return entries;
}

/** The text of a TOC value (HTML: ours escapes `&<>"`; one a page writes may hold `<code>`). */
function htmlText(value: string): string {
  return decodeEntities(value.replace(/<[^>]*>/g, ''));
}

/**
 * What to change, for the MDX 1 habits MDX 2+ rejects: `<https://…>` autolinks,
 * a bare `<` or `{` in prose, unclosed HTML tags. A .md page is MDX only
 * because of `markdown.format`, so it also gets the CommonMark way out.
 */
function mdxHint(reason: string, input: CompileInput, line?: number, column?: number, compat?: SiteConfig['markdown']['mdx1Compat']): string {
  const text = line ? input.text.split('\n')[line - 1] ?? '' : '';
  const before = column ? text.slice(0, column) : text;
  let fix: string;
  // The MDX 1 spellings a site turned off (`markdown.mdx1Compat`, Docusaurus's future.v4), which MDX refuses as Docusaurus then does.
  // MDX names the place of a refused `<!--` at its `<` or its `!`: a few characters either side of the column.
  const near = column ? text.slice(Math.max(0, column - 3), column + 4) : text;
  if (compat?.comments === false && near.includes('<!--')) {
    fix = 'HTML comments are MDX 1 syntax, not read in this site\'s MDX pages (`markdown.mdx1Compat.comments: false`, or Docusaurus\'s `future.v4`): write the comment as `{/* … */}`, or set `markdown.mdx1Compat.comments` to true.';
  } else if (compat?.headingIds === false && /^\s*#{1,6}\s.*\{#[^}\s]+\}\s*$/.test(text)) {
    fix = 'A heading id written `{#id}` is MDX 1 syntax, not read in this site\'s MDX pages (`markdown.mdx1Compat.headingIds: false`, or Docusaurus\'s `future.v4`): write it `{/* #id */}` (`pxdocs write-heading-ids` does, for every page), or set `markdown.mdx1Compat.headingIds` to true.';
  } else if (/<(https?|mailto|ftp):/i.test(before) || /<(https?|mailto|ftp):/i.test(text) && /before (local )?name/.test(reason)) {
    fix = 'MDX has no `<https://…>` autolinks: write the bare URL or `[https://…](https://…)`.';
  } else if (/before (local )?name|character that can start a name/.test(reason)) {
    fix = 'A `<` that does not start a tag must be escaped in MDX: write `\\<` or `&lt;`, or put the text in `code`.';
  } else if (/import\/exports/.test(reason)) {
    // The `{` hint misled here: the page has no brace, a line starting with `import`/`export` is JavaScript to MDX.
    fix = 'In MDX a line that starts with `import` or `export` is a JavaScript statement, up to the next blank line: correct the statement (a missing value, quote or brace), or, if it is prose, reword the line so it does not start with that word, or put it in `code`.';
  } else if (/expression|acorn|brace/i.test(reason)) {
    fix = 'In MDX `{` starts a JavaScript expression: escape it as `\\{` in prose, or put the text in `code`.';
  } else if (/closing tag/.test(reason)) {
    fix = 'In MDX every HTML tag must be closed (`<br />`, `<img … />`) and a tag that starts a line owns the block: close it, or escape a literal `<` as `\\<`.';
  } else {
    fix = 'In MDX `{` starts an expression and `<` a tag: escape them as `\\{` and `\\<` in prose.';
  }
  const way = input.file.endsWith('.md')
    ? ' This .md page is parsed as MDX (`markdown.format: \'mdx\'`, as in Docusaurus): add `format: md` front matter, or set `markdown.format: \'detect\'`, to parse it as CommonMark.'
    : '';
  return fix + way;
}

function toCompileError(error: unknown, input: CompileInput, compat?: SiteConfig['markdown']['mdx1Compat']): PxError | PxErrorList {
  if (error instanceof PxError || error instanceof PxErrorList) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown; ruleId?: string; source?: string };
  // acorn's own reason ("Unexpected token") is only in the cause: MDX's message names the parser, not what is wrong.
  const parser = (error as { cause?: { message?: unknown } }).cause?.message;
  const reason = (message.reason ?? message.message ?? String(error)) + (message.ruleId === 'acorn' && typeof parser === 'string' ? `: ${parser.replace(/\s*\(\d+:\d+\)$/, '')}` : '');
  // Some of MDX's messages (an element never closed) carry their place only in the text: "… (124:1-124:5)".
  const inText = message.line == null ? /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason) : null;
  const line = message.line ?? (inText ? Number(inText[1]) : undefined);
  const column = message.column ?? (inText ? Number(inText[2]) : undefined);
  // An HTML comment is an MDX comment by then (preprocess.ts: `<!--` → `{/*`): one never closed
  // read as "expected a corresponding closing brace for `{`" at the end of the file, a `{` the
  // page does not have. Named where it opens instead.
  const comment = input.format === 'mdx' && /brace|end of file/i.test(reason) ? unclosedHtmlComment(input.text) : undefined;
  if (comment) {
    return pxErrors.MDXSyntaxError.create({ message: 'This HTML comment is never closed: there is no `-->` after its `<!--`.' }, { where: { file: input.source, ...comment }, hint: 'Close the comment with `-->` (everything up to it is left out of the page), or write `\\<!--` for the text itself.', frame: terminalSafe(codeFrame(input.written ?? input.text, comment.line, comment.column)), cause: error });
  }
  const hint = input.format === 'mdx' ? mdxHint(reason, input, line, column, compat) : 'Check the Markdown at this position.';
  return pxErrors.MDXSyntaxError.create({ message: terminalSafe(reason) }, { where: { file: input.source, line, column }, hint, frame: line ? terminalSafe(codeFrame(input.written ?? input.text, line, column)) : undefined, cause: error });
}
