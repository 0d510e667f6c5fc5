// The icon before an admonition's title, one per built-in kind, as Docusaurus's classic theme draws one
// there (its heading line is the icon's height, not the text's). Drawn for pxdocs on a 24-unit grid,
// stroked in the heading's colour. Shared by the `:::note` syntax (compiler/mdx/remark-admonitions.ts)
// and `@theme/Admonition`, which put the same SVG in the server-rendered page. Pure: no DOM, no Node.

const PAGE = ['M6 3h8l4 4v14H6z', 'M9 12h6', 'M9 16h6'];
const BULB = ['M9.5 18h5', 'M10.5 21h3', 'M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z'];
const CIRCLE = ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5.5', 'M12 7.5h.01'];
const TRIANGLE = ['M12 3.5L2.5 20h19z', 'M12 9.5v4.5', 'M12 17h.01'];
const OCTAGON = ['M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z', 'M12 7.5v5.5', 'M12 16.5h.01'];

const ICONS: Record<string, string[]> = {
  note: PAGE, secondary: PAGE, tip: BULB, success: BULB, info: CIRCLE, important: CIRCLE, warning: TRIANGLE, caution: TRIANGLE, danger: OCTAGON,
};

/** The paths of a keyword's icon: a keyword of the site's own is drawn as info, as its box is. */
export function admonitionIconPaths(type: string): string[] {
  return Object.hasOwn(ICONS, type) ? ICONS[type] : CIRCLE;
}

/** The SVG's attributes, by their React (and hast) names. */
export const ADMONITION_ICON_SVG = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
