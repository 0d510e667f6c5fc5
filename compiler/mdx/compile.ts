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
import { codeFrame, PxError, PxErrorList } from '../errors.js';
import type { Severity } from '../config/schema.js';
import { preprocess } from './preprocess.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkDirectiveFallback } from './remark-directive-fallback.js';
import { remarkHeadings, type TocEntry } from './remark-headings.js';
import { remarkLinks, type LinkContext, type PageAsset, type RecordedLink } from './remark-links.js';
import { rehypeCode } from './rehype-code.js';
import { remarkVadalog, VADALOG_RULE } from './remark-vadalog.js';
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
  /** Problems to report; `kind` and `severity` default to 'code-language' and 'warn'. */
  warnings: { message: string; line?: number; column?: number; kind?: string; severity?: Severity }[];
}

export interface CompilerOptions {
  defaultLanguage: string;
  /** Severity of a Vadalog code block the grammar rejects (config `onInvalidCode`). Default 'warn'. */
  onInvalidCode?: Severity;
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
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkDirectiveFallback, remarkHeadings, remarkLinks, [remarkVadalog, { defaultLanguage: options.defaultLanguage, onInvalidCode: options.onInvalidCode }]] as never,
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
    const file = new VFile({ path: input.file, value: preprocess(input.text, input.format) });
    file.data.pageSource = { text: input.text, source: input.source };
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
      warnings: file.messages.map((message) => ({
        message: message.reason,
        line: message.line ?? undefined,
        column: message.column ?? undefined,
        ...(message.ruleId === VADALOG_RULE ? { kind: 'vadalog', severity: message.source as Severity } : {}),
      })),
    };
  };
}

function toCompileError(error: unknown, input: CompileInput): PxError | PxErrorList {
  if (error instanceof PxError || error instanceof PxErrorList) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown; ruleId?: string; source?: string };
  const line = message.line ?? undefined;
  const column = message.column ?? undefined;
  const reason = message.reason ?? message.message ?? String(error);
  const hint = input.format === 'mdx'
    ? 'In .mdx files `{` starts an expression and `<` a tag: escape them as `\\{` and `\\<` in prose, or use a .md file for plain Markdown.'
    : 'Check the Markdown at this position.';
  return new PxError('MDX syntax error', reason, {
    where: { file: input.source, line, column },
    hint,
    frame: line ? codeFrame(input.text, line, column) : undefined,
    cause: error,
  });
}
