// Directives no plugin claimed (admonitions claim theirs), handled as Docusaurus
// 3 handles them. remark-directive reads `:name` anywhere in prose, so
// `hash:md5` would lose its `:md5`: a plain text directive (no label, no
// attributes) is turned back into the text it came from. Any other (a
// `:::name` block, a `::name[…]` line, a `:name[…]{…}` in prose) keeps its
// content, rendered as written inside a <div> (a <span> in running text), with
// a warning naming it: a site's own remark plugin gave it meaning under
// Docusaurus (Babel's `:::babel7` blocks), and without one its text must not
// turn into raw Markdown on the page.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

/** `message.source` of the warnings this plugin leaves (compile.ts files them under "Markdown directives"). */
export const DIRECTIVE_WARNING_SOURCE = 'pxdocs-directive';

const PREFIX = { textDirective: ':', leafDirective: '::', containerDirective: ':::' } as const;

export function remarkDirectiveFallback() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk<Nodes>(tree, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      // Claimed (an admonition, a site's plugin): it has data, as in Docusaurus's unused-directives pass.
      if (node.data) return;
      if (!parent || index === undefined) return;
      const simple = node.type === 'textDirective' && !node.children.length && !Object.keys(node.attributes ?? {}).length;
      if (simple) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        parent.children.splice(index, 1, { type: 'text', value: start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}` } as never);
        return false;
      }
      node.data = { hName: node.type === 'textDirective' ? 'span' : 'div', hProperties: {} };
      const message = file.message(`Unused Markdown directive ${PREFIX[node.type]}${node.name}: no plugin handles it and it is no admonition keyword, so its content is shown as written, as Docusaurus does. If the site's Docusaurus config had a remark plugin for it, add that plugin to markdown.remarkPlugins; if it is an admonition, add "${node.name}" to markdown.admonitions.keywords; otherwise remove the directive's fences.`, node.position?.start);
      message.source = DIRECTIVE_WARNING_SOURCE;
    });
  };
}
