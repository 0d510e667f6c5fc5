// `import Logo from './logo.svg'` gives a React component in Docusaurus (SVGR):
// `<Logo className="x" role="img" />` renders the SVG inline. Here the module is
// the file's markup kept as a string: its root element's attributes become the
// `<svg>` element's props (the caller's props win), its content is set as HTML.
import { styleObject } from '../theme/shared/style-object.js';

/** The root `<svg …>` attributes as React props, and its inner markup. */
function parseSvg(source: string): { props: Record<string, unknown>; inner: string } {
  // What may precede the root: an XML declaration, a doctype, comments.
  const root = /<svg\b([^>]*?)(\/?)>/i.exec(source);
  if (!root) return { props: {}, inner: '' };
  const close = source.lastIndexOf('</svg>');
  const inner = root[2] || close === -1 ? '' : source.slice(root.index + root[0].length, close);
  const props: Record<string, unknown> = {};
  for (const [, name, , double, single] of root[1].matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? '';
    if (name === 'class') props.className = value;
    else if (name === 'style') props.style = styleObject(value);
    else if (name === 'xmlns:xlink') props.xmlnsXlink = value;
    else if (name === 'xml:space') props.xmlSpace = value;
    else props[name] = value;
  }
  return { props, inner };
}

/** The module an SVG import becomes: a component, its default export (and `ReactComponent`, as CRA's SVGR names it). */
export function svgComponent(source: string): string {
  const { props, inner } = parseSvg(source);
  return [
    "import { createElement } from 'react';",
    `const props = ${JSON.stringify(props)};`,
    `const html = { __html: ${JSON.stringify(inner)} };`,
    // `title` as SVGR gives it: a <title> first inside the element.
    'export default function Svg({ title, ...rest }) {',
    '  const __html = title ? `<title>${String(title).replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c])}</title>${html.__html}` : html.__html;',
    "  return createElement('svg', { ...props, ...rest, dangerouslySetInnerHTML: { __html } });",
    '}',
    'export { Svg as ReactComponent };',
  ].join('\n');
}
