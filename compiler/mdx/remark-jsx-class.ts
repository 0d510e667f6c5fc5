// MDX 1 passed `class="…"` through; in MDX 2+ an HTML tag is JSX, where React
// wants `className` (and warns on `class`). The attribute is renamed so the page
// renders as written, and a warning tells the writer to change the source.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

/** `message.source` of the warnings this plugin leaves (build.ts files them under "MDX"). */
export const MDX_WARNING_SOURCE = 'pxdocs-mdx';

interface JsxNode {
  type: string;
  name: string | null;
  attributes: { type: string; name?: string }[];
  position?: { start: { line: number; column: number } };
}

export function remarkJsxClass() {
  return (tree: Root, file: VFile) => {
    walk<Nodes>(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxNode;
      // Only HTML tags (lower case): a component may well take a `class` prop.
      if (!element.name || !/^[a-z][a-z0-9-]*$/.test(element.name)) return;
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'class') continue;
        attribute.name = 'className';
        const message = file.message(`\`class\` on <${element.name}> is \`className\` in MDX (JSX): write className="…" (renamed for this build)`, element.position?.start);
        message.source = MDX_WARNING_SOURCE;
      }
    });
  };
}
