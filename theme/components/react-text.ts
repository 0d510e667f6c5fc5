// The plain text of a React node, for places that need words where a site
// passes JSX (a tab label in a data attribute, CodeBlock's source). Printing
// the node instead would give "[object Object]".
import { isValidElement, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}

type TextProps = { children?: ReactNode; html?: unknown; title?: unknown; 'aria-label'?: unknown; alt?: unknown };

/**
 * Strings and numbers as they are, arrays joined, elements by their children's
 * text. An element without text children (an icon component) is read by the
 * name it is given: `title`, `aria-label` or `alt`, as an accessible name is.
 */
export function reactText(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(reactText).join('');
  if (isValidElement<TextProps>(node)) {
    const props = node.props;
    // Static HTML the compiler hoisted (PxRawHtml) carries its markup as `html`.
    if (typeof props.html === 'string' && props.children === undefined) return htmlText(props.html);
    const inner = reactText(props.children);
    if (inner !== '') return inner;
    for (const name of ['title', 'aria-label', 'alt'] as const) {
      if (typeof props[name] === 'string') return props[name] as string;
    }
  }
  return '';
}
