// The React half of the site-islands script (site-islands.tsx), loaded when a
// page shows its first island: React's code is not in the loader every such
// page runs first.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Hydrates `element` (a `<px-island>`) with `Component`, its children as the HTML the build rendered. */
export function mountIsland(element: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, childrenHtml: string | undefined): Root {
  const children = childrenHtml === undefined ? undefined : createElement('px-slot', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: childrenHtml } });
  return hydrateRoot(element, createElement(Component, props, children), {
    // A component that renders otherwise in the browser (it reads the date, the window) is drawn again there, as React does.
    onRecoverableError: () => undefined,
  });
}
