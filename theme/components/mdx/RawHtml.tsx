// Renders HTML the compiler serialized at build time (see rehype-hoist-static).
// React cannot emit a string without a wrapper element, so this leaves a marker
// that the renderer swaps for the HTML in one pass over the output.
import { usePage } from '../context.js';

export const RAW_MARKER = /<px-raw data-i="(\d+)"><\/px-raw>/g;

export default function RawHtml({ html }: { html: string }) {
  const { raw } = usePage();
  raw.push(html);
  return <px-raw data-i={raw.length - 1} />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'px-raw': { 'data-i': number };
    }
  }
}
