// The fast path's test: after static hoisting, a page whose body is nothing but
// hoisted HTML (no component, no expression, no import or export) renders to
// exactly that HTML. Its body is kept as a string, so the page needs no
// JavaScript module, no esbuild and no React render of its body: most `.md`
// pages, and `.mdx` pages written as plain Markdown. Because the string is what
// the page's PxRawHtml elements would have rendered, both paths give the same bytes.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { RAW_COMPONENT } from './rehype-hoist-static.js';

interface RawElement {
  type: string;
  name?: string;
  attributes?: { type: string; name: string; value: unknown }[];
}

/**
 * Thrown once a page's body is known to be static, to end the MDX pipeline there:
 * what comes after (hast → estree → JavaScript, a tenth of a plain page's compile
 * time) would only make a module the fast path never loads. A transformer cannot
 * end a unified pipeline otherwise; compile.ts catches it as the page's success.
 */
export class StaticBodyReady {}

/** `stop`: end the pipeline at a static body (unless the file's `data.needsModule` says its module is wanted). */
export function rehypeStaticBody(options: { stop?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    let html = '';
    for (const child of tree.children as RawElement[]) {
      if (child.type === 'text' && !(child as unknown as { value: string }).value.trim()) continue;
      const attribute = child.type === 'mdxJsxFlowElement' && child.name === RAW_COMPONENT && child.attributes?.length === 1 ? child.attributes[0] : undefined;
      if (attribute?.type !== 'mdxJsxAttribute' || attribute.name !== 'html' || typeof attribute.value !== 'string') return;
      html += attribute.value;
    }
    file.data.staticHtml = html;
    if (options.stop && !file.data.needsModule) throw new StaticBodyReady();
  };
}
