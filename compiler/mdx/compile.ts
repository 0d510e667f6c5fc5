// MDX → JavaScript for one page: parse, run our remark/rehype plugins, and emit an
// ES module whose default export renders the page body. The plugins leave what
// they learn (headings, links, assets) on the file for validation and layout.
import { createProcessor } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { Root as HastRoot } from 'hast';
import { EXIT, visit } from 'unist-util-visit';
import { codeFrame, PxError } from '../errors.js';
import { preprocess } from './preprocess.js';
import { terminalSafe } from '../terminal-safe.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkDirectiveFallback } from './remark-directive-fallback.js';
import { remarkHeadings, type TocEntry } from './remark-headings.js';
import { remarkLinks, type LinkContext, type PageAsset, type RecordedLink } from './remark-links.js';
import { rehypeCode } from './rehype-code.js';
import { rehypePageElements } from './rehype-page-elements.js';
import { rehypeHoistStatic } from './rehype-hoist-static.js';

/**
 * HTML written in a .md page arrives as raw nodes; rehype-raw parses them, but
 * it re-serializes the whole tree through parse5, so it only runs when needed.
 */
function rehypeRawWhenNeeded() {
  const raw = (rehypeRaw as (options: unknown) => (tree: HastRoot, file: VFile) => HastRoot)({ passThrough: MDX_NODE_TYPES });
  return (tree: HastRoot, file: VFile) => {
    let found = false;
    visit(tree, 'raw', () => { found = true; return EXIT; });
    return found ? raw(tree, file) : tree;
  };
}

export interface CompileInput {
  file: string;
  source: string;
  format: 'md' | 'mdx';
  text: string;
  links: Omit<LinkContext, 'source' | 'permalink'>;
  permalink: string;
}

export interface CompiledPage {
  code: string;
  toc: TocEntry[];
  /** Every heading id on the page, h1 included (anchor targets before rendering). */
  headingIds: string[];
  links: RecordedLink[];
  /** Hrefs written with `pathname://`: used as they are, never validated. */
  unchecked: string[];
  assets: PageAsset[];
  warnings: { message: string; line?: number; column?: number }[];
}

export interface CompilerOptions {
  defaultLanguage: string;
  /** Largest page source in bytes (default 2 MB): bigger pages fail with a message. */
  maxPageBytes?: number;
  /** Deepest nesting of lists and block quotes in a page (default 64 levels). */
  maxNestingDepth?: number;
}

export const DEFAULT_MAX_PAGE_BYTES = 2 * 1024 * 1024;
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
    throw new PxError('Page too large', `${source} is ${bytes.toLocaleString('en')} bytes; the limit is ${maxBytes.toLocaleString('en')}.`, {
      where: { file: source },
      hint: 'Split the page into several pages.',
    });
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
      throw new PxError('Page nested too deeply', `Lists and block quotes in ${source} nest ${depth} levels deep at line ${line}; the limit is ${maxDepth}.`, {
        where: { file: source, line, column: 1 },
        hint: 'Flatten the structure: split deep lists into sections or tables.',
      });
    }
  }
}

type Processor = ReturnType<typeof createProcessor>;

/** The module compiled MDX imports `useMDXComponents` from. */
export const MDX_COMPONENTS_MODULE = 'pxdocs:mdx-components';

/** MDX node types rehype-raw must leave alone (the list @mdx-js/mdx passes through). */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/** One processor per format, reused for every page (creating one is not free). */
export function createCompiler(options: CompilerOptions): (input: CompileInput) => Promise<CompiledPage> {
  const processors = new Map<string, Processor>();
  const processorFor = (format: 'md' | 'mdx'): Processor => {
    let processor = processors.get(format);
    if (!processor) {
      processor = createProcessor({
        format,
        outputFormat: 'program',
        development: false,
        // Every compiled file (pages and the partials they import) asks this
        // module for its components; bundle-pages.ts provides it.
        providerImportSource: MDX_COMPONENTS_MODULE,
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkDirectiveFallback, remarkHeadings, remarkLinks],
        rehypePlugins: [
          ...(format === 'md' ? [rehypeRawWhenNeeded] : []),
          [rehypeCode, { defaultLanguage: options.defaultLanguage }],
          rehypePageElements,
          rehypeHoistStatic,
        ] as never,
      });
      processors.set(format, processor);
    }
    return processor;
  };

  return async (input) => {
    checkPageLimits(input.text, input.source, options);
    const file = new VFile({ path: input.file, value: preprocess(input.text, input.format) });
    file.data.linkContext = { ...input.links, permalink: input.permalink, source: input.source } satisfies LinkContext;
    try {
      await processorFor(input.format).process(file);
    } catch (error) {
      throw toCompileError(error, input);
    }
    return {
      code: String(file.value),
      toc: (file.data.toc as TocEntry[]) ?? [],
      headingIds: (file.data.headingIds as string[]) ?? [],
      links: (file.data.links as RecordedLink[]) ?? [],
      unchecked: (file.data.unchecked as string[]) ?? [],
      assets: (file.data.assets as PageAsset[]) ?? [],
      warnings: file.messages.map((message) => ({ message: message.reason, line: message.line ?? undefined, column: message.column ?? undefined })),
    };
  };
}

function toCompileError(error: unknown, input: CompileInput): PxError {
  if (error instanceof PxError) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown; ruleId?: string; source?: string };
  const line = message.line ?? undefined;
  const column = message.column ?? undefined;
  const reason = message.reason ?? message.message ?? String(error);
  const hint = input.format === 'mdx'
    ? 'In .mdx files `{` starts an expression and `<` a tag: escape them as `\\{` and `\\<` in prose, or use a .md file for plain Markdown.'
    : 'Check the Markdown at this position.';
  return new PxError('MDX syntax error', terminalSafe(reason), {
    where: { file: input.source, line, column },
    hint,
    frame: line ? terminalSafe(codeFrame(input.text, line, column)) : undefined,
    cause: error,
  });
}
