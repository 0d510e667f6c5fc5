// The classic theme's icons (`@theme/Icon/*`, and Docusaurus 2's `@theme/IconX`
// names of the same): a site's swizzled navbar, footer or component imports
// them, on the server (theme/components/mdx/index.ts) and in an island
// (theme/islands/site/docusaurus.tsx). Each is an inline SVG in the text's
// colour, sized as Docusaurus sizes it, taking the props a site passes
// (`className`, `style`, a size). Drawn for pxdocs, on a 24-unit grid.
import { createElement, type ReactElement, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** An icon of `size` pixels by default, of filled (`fill`) or stroked (`stroke`) paths, classed `icon-<kebab name>`. */
function icon(name: string, size: number, paths: string[], mode: 'fill' | 'stroke') {
  const className = name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
  const Icon = ({ width = size, height = size, className: own, ...props }: IconProps): ReactElement =>
    createElement(
      'svg',
      { width, height, viewBox: '0 0 24 24', 'aria-hidden': true, className: own ? `${className} ${own}` : className, ...props },
      ...paths.map((d) => createElement('path', mode === 'fill' ? { d, fill: 'currentColor' } : { d, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' })),
    );
  Object.defineProperty(Icon, 'name', { value: name });
  return Icon;
}

export const IconArrow = icon('IconArrow', 20, ['M13 6l-6 6 6 6', 'M19 6l-6 6 6 6'], 'stroke');
export const IconClose = icon('IconClose', 14, ['M5 5l14 14', 'M19 5L5 19'], 'stroke');
export const IconCopy = icon('IconCopy', 18, ['M9 9h11v11H9z', 'M5 15H4V4h11v1'], 'stroke');
export const IconDarkMode = icon('IconDarkMode', 24, ['M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z'], 'fill');
export const IconEdit = icon('IconEdit', 20, ['M4 20h4L19 9l-4-4L4 16v4z', 'M13 7l4 4'], 'stroke');
/** Docusaurus's key and English for the external-link icon's name, read after the link's label. */
export const EXTERNAL_LINK_NAME_KEY = 'theme.IconExternalLink.ariaLabel';
export const EXTERNAL_LINK_NAME = '(opens in new tab)';

export const IconExternalLink = icon('IconExternalLink', 13.5, ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'], 'stroke');
export const IconHome = icon('IconHome', 16, ['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'], 'stroke');
export const IconLanguage = icon('IconLanguage', 20, ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z'], 'stroke');
export const IconLightMode = icon('IconLightMode', 24, ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M12 2v2', 'M12 20v2', 'M2 12h2', 'M20 12h2', 'M4.9 4.9l1.4 1.4', 'M17.7 17.7l1.4 1.4', 'M4.9 19.1l1.4-1.4', 'M17.7 6.3l1.4-1.4'], 'stroke');
export const IconMenu = icon('IconMenu', 30, ['M4 7h16', 'M4 12h16', 'M4 17h16'], 'stroke');
export const IconSuccess = icon('IconSuccess', 18, ['M5 12.5l4.5 4.5L19 7.5'], 'stroke');
export const IconSystemColorMode = icon('IconSystemColorMode', 24, ['M12 3a9 9 0 1 0 0 18z', 'M12 3a9 9 0 0 1 0 18'], 'fill');
export const IconWordWrap = icon('IconWordWrap', 18, ['M4 6h16', 'M4 12h13a3 3 0 0 1 0 6h-4', 'M15 16l-2 2 2 2', 'M4 18h5'], 'stroke');

/** Every icon by its name under `@theme/Icon/` (Docusaurus 3; Docusaurus 2 named it `@theme/Icon<Name>`). */
export const ICONS = {
  Arrow: IconArrow,
  Close: IconClose,
  Copy: IconCopy,
  DarkMode: IconDarkMode,
  Edit: IconEdit,
  ExternalLink: IconExternalLink,
  Home: IconHome,
  Language: IconLanguage,
  LightMode: IconLightMode,
  Menu: IconMenu,
  Success: IconSuccess,
  SystemColorMode: IconSystemColorMode,
  WordWrap: IconWordWrap,
} as const;
