// remark-directive reads `:name` anywhere in prose, so `hash:md5` or `10:30` would
// vanish. Directives no plugin claimed are turned back into the text they came from.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

export function remarkDirectiveFallback() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk<Nodes>(tree, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      if ((node.data as { hName?: string } | undefined)?.hName) return;
      if (!parent || index === undefined) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, { type: 'text', value: text } as never);
      } else {
        parent.children.splice(index, 1, { type: 'paragraph', children: [{ type: 'text', value: text }] } as never);
      }
      // The text put back is not walked, nor the directive's children.
      return false;
    });
  };
}
