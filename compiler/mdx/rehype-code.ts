// Highlights fenced code at build time, so no highlighter reaches the browser.
// Light and dark colours are CSS keyed on the page's colour mode. Supports the
// Docusaurus meta: title="…", showLineNumbers[=N], {1,3-5}, and
// highlight-next-line / highlight-start / highlight-end comments.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import type { ComponentTags } from './site-component-tags.js';
import { mermaidUrl } from './mermaid.js';
import { readsItsChildren } from './rehype-hoist-static.js';
import { codeLength, ensureLanguage, HIGHLIGHT_LIMIT, highlightBlock, isPlainLanguage, parseMeta, tooLongToHighlight } from '../../theme/components/highlight.js';

export interface CodeOptions {
  /** Language of fences that name none. */
  defaultLanguage: string;
  /** Draw ```mermaid fences as diagrams (default: false). */
  mermaid?: boolean;
  /**
   * The site has Docusaurus's live code block theme (its package.json lists it): a `live` fence is then its
   * Playground, an editor and the code's result (LIVE_CODE_COMPONENT, an island), with the result above the
   * editor when `position` is 'top' (`themeConfig.liveCodeBlock.playgroundPosition`). Without the theme
   * Docusaurus shows it as code, as here.
   */
  liveCodeTheme?: boolean | { position: 'top' | 'bottom' };
  /**
   * The site wraps Docusaurus's CodeBlock (src/theme/CodeBlock importing `@theme-original/CodeBlock`):
   * every fence is handed to it when the page renders, as Docusaurus's MDX hands it (default: false).
   */
  siteCodeBlock?: boolean;
  /**
   * The elements the site's MDXComponents replaces (site-component-tags.ts): with `pre` or `code` among them,
   * every fence goes to the site's components as Docusaurus's MDX gives it (a `pre` element keeping the
   * properties the site's rehype plugins set on it, holding a `code` with the language class, meta and text).
   */
  replaced?: ComponentTags;
}

/** `live` in a fence's meta (```jsx live, ```jsx live noInline title="x"), as the live code block theme reads it. */
const LIVE = /(^|\s)live(\s|$)/;

/** The component (theme/components/mdx/LiveCodeBlock.tsx) a `live` fence becomes on a site with the live code block theme. */
export const LIVE_CODE_COMPONENT = 'PxLiveCodeBlock';

/** The component (theme/components/mdx/Mermaid.tsx) a mermaid fence becomes. */
export const MERMAID_COMPONENT = 'PxMermaid';

/**
 * The components a fence becomes in a site component's children (theme/components/mdx/index.ts):
 * Docusaurus's elements, `<pre>` holding `<code className="language-java" metastring="…">` with the
 * fence's text, which render as the block once placed.
 */
export const FENCE_PRE_COMPONENT = 'PxFencePre';
export const FENCE_CODE_COMPONENT = 'PxFenceCode';
/**
 * The `code` of a fence on a site that wraps CodeBlock: rendered with the site's wrapper (bundle-pages.ts
 * gives it). A name of its own, as the page's `components` prop (pxdocs's map) wins over the provider's.
 */
export const SITE_FENCE_CODE_COMPONENT = 'PxSiteFenceCode';

/** The blocks rehype-code made on this file (later plugins need not walk their thousands of spans). */
export function highlightedBlocks(file: VFile): WeakSet<object> {
  return (file.data.highlightedBlocks as WeakSet<object> | undefined) ?? new WeakSet();
}

export function rehypeCode(options: CodeOptions) {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Element; parent: { type?: string; name?: string | null; children: unknown[] }; index: number }[] = [];
    walk(tree, (node, index, parent) => {
      if (node.type !== 'element' || !parent || index === undefined) return;
      const element = node as Element;
      if (element.tagName !== 'pre') return;
      const code = element.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      blocks.push({ node: element, parent: parent as (typeof blocks)[number]['parent'], index });
    });
    const highlighted = new WeakSet<object>();
    file.data.highlightedBlocks = highlighted;
    for (const { node, parent, index } of blocks) {
      const code = node.children[0] as Element;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = (classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? options.defaultLanguage).toLowerCase();
      if (language === 'mermaid' && options.mermaid) {
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: MERMAID_COMPONENT,
          attributes: [
            { type: 'mdxJsxAttribute', name: 'value', value: toString(code).replace(/\n$/, '') },
            { type: 'mdxJsxAttribute', name: 'src', value: mermaidUrl() },
          ],
          children: [],
        };
        continue;
      }
      // The site's CodeBlock wrapper decides what a fence is (Wybxc/wybxc-monthly draws its ```poem fences as
      // poems): each goes to it as Docusaurus's MDX gives it, and its `@theme-original/CodeBlock`, pxdocs's,
      // highlights the rest when the page renders. Its grammar is loaded here for that; a language without one
      // is not said to be plain text, as the wrapper may well draw it itself.
      // Likewise a site whose MDXComponents replaces `pre` (react-navigation's Pre draws its snack, diff and tabs
      // fences from the `data-*` its rehype plugin puts on the `pre`) or `code`: they get the fence.
      const sitePre = replacesTag(options.replaced, 'pre');
      const siteCode = replacesTag(options.replaced, 'code');
      if (options.siteCodeBlock || sitePre || siteCode) {
        if (!isPlainLanguage(language)) await ensureLanguage(language);
        const languageClass = classes.find((name) => name.startsWith('language-'));
        const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
        // MDX gives its components the elements Markdown makes, not JSX written in lower case: the site's
        // own `pre` and `code` get elements, pxdocs's get its components.
        const fence = docusaurusFence(toString(code), languageClass, meta, options.siteCodeBlock ? SITE_FENCE_CODE_COMPONENT : FENCE_CODE_COMPONENT);
        const inner = siteCode
          ? [{ type: 'element', tagName: 'code', properties: { ...(languageClass ? { className: [languageClass] } : {}), ...(meta ? { metastring: meta } : {}) }, children: [{ type: 'text', value: toString(code) }] }]
          : fence.children;
        parent.children[index] = sitePre ? { type: 'element', tagName: 'pre', properties: node.properties, children: inner } : { ...fence, children: inner };
        continue;
      }
      if (!isPlainLanguage(language) && !(await ensureLanguage(language))) {
        // A warning on the file: the build reports it with file:line.
        const start = node.position?.start;
        file.message(`Code block language "${language}" has no grammar; shown as plain text`, start ? { line: start.line, column: start.column } : undefined);
      }
      const text = toString(code);
      const written = String((code.data as { meta?: string } | undefined)?.meta ?? '');
      // A site component given the fence as a child may read it, as Docusaurus's MDX gives it: a `pre`
      // whose child is a `code` with the `language-…` class, the meta as `metastring` and the text
      // (AutoParams's JavaKotlinCodeBlock picks its Java and Kotlin fences so, and put each in a tab).
      // Given the highlighted block instead, it found none and the examples vanished from the page.
      if (readsItsChildren(parent as { type: string; name?: string | null })) {
        parent.children[index] = docusaurusFence(text, classes.find((name) => name.startsWith('language-')), written, FENCE_CODE_COMPONENT);
        continue;
      }
      // A `live` block of Docusaurus's live code block theme: its Playground, the code highlighted in the
      // editor's place until the browser's island runs it (theme/components/mdx/LiveCodeBlock.tsx). The meta's
      // title and line marks are not drawn there, as in Docusaurus.
      if (options.liveCodeTheme && LIVE.test(written)) {
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: LIVE_CODE_COMPONENT,
          attributes: [
            { type: 'mdxJsxAttribute', name: 'code', value: text },
            ...(written.includes('noInline') ? [{ type: 'mdxJsxAttribute', name: 'noInline', value: null }] : []),
            ...(typeof options.liveCodeTheme === 'object' && options.liveCodeTheme.position === 'top' ? [{ type: 'mdxJsxAttribute', name: 'position', value: 'top' }] : []),
          ],
          children: [highlightBlock(text, language, parseMeta('', text.split('\n').length))],
        };
        highlighted.add((parent.children[index] as { children: object[] }).children[0]);
        continue;
      }
      if (!isPlainLanguage(language) && tooLongToHighlight(text)) {
        const start = node.position?.start;
        file.message(`Code block of ${codeLength(text).toLocaleString('en-US')} characters: shown as plain text (blocks are highlighted up to ${HIGHLIGHT_LIMIT.toLocaleString('en-US')}: every token is an element, and a longer block makes a page of megabytes). Split it, or link to the file it shows.`, start ? { line: start.line, column: start.column } : undefined);
      }
      const meta = parseMeta(written, text.split('\n').length);
      parent.children[index] = highlightBlock(text, language, meta);
      highlighted.add(parent.children[index] as object);
    }
  };
}

/** Whether the site's MDXComponents replaces `tag` by name (a map that cannot be read, 'all', names none for sure). */
function replacesTag(replaced: ComponentTags | undefined, tag: string): boolean {
  return Array.isArray(replaced) && replaced.includes(tag);
}

/**
 * A fence as Docusaurus's MDX hands it to a component: `<pre><code className metastring>{text}</code></pre>`,
 * highlighted when rendered. `code`: the component its `code` is (`code` itself: the site's MDXComponents' own).
 */
function docusaurusFence(text: string, languageClass: string | undefined, meta: string, codeComponent: string) {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: FENCE_PRE_COMPONENT,
    attributes: [],
    children: [{
      type: 'mdxJsxFlowElement',
      name: codeComponent,
      attributes: [...(languageClass ? [attribute('className', languageClass)] : []), ...(meta ? [attribute('metastring', meta)] : [])],
      children: [{ type: 'text', value: text }],
    }],
  };
}
