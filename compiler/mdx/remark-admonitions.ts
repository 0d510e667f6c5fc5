// `:::note` … `:::` container directives become admonition boxes, as in Docusaurus.
// The HTML matches what the `@theme/Admonition` component renders.
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export function remarkAdmonitions() {
  return (tree: Root) => {
    walk<ContainerDirective>(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      // `:::tip[Title]` puts the title in a first paragraph flagged as the directive label.
      const first = node.children[0];
      let titleChildren: unknown[] | undefined;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        node.children.shift();
        titleChildren = first.children;
      }
      const type = node.name === 'secondary' ? 'note' : node.name;
      const title = node.attributes?.title;
      node.data = {
        hName: 'div',
        hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' },
      };
      const heading = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
        children: titleChildren ?? [{ type: 'text', value: title ?? ADMONITION_LABELS[node.name] }],
      };
      const body = {
        type: 'blockquote',
        data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
        children: node.children,
      };
      node.children = [heading as never, body as never];
    });
  };
}
