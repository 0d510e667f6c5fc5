// The React half of the site-islands script (site-islands.tsx), loaded when a
// page shows its first island: React's code is not in the loader every such
// page runs first.
import { Component, createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * An island whose component throws in the browser (a context its page gave it
 * around it when built, which the island does not have there, say) shows what
 * the build rendered rather than nothing, and says so in the console.
 */
export class AsBuilt extends Component<{ html: string; name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`pxdocs: the island ${this.props.name} failed in the browser and stays as the build rendered it.`, error);
  }

  render(): ReactNode {
    return this.state.failed ? createElement('px-static', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: this.props.html } }) : this.props.children;
  }
}

/**
 * Hydrates `element` (a `<px-island>`) with `Component`, its children as the
 * HTML the build rendered, or as the elements slot-elements.tsx made of it
 * when other islands are among them; `within`: the site's wrappers around it (wrapper-chain.tsx).
 */
export function mountIsland(element: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, slot: string | ReactNode | undefined, name: string, within?: ((island: ReactElement, name: string) => ReactElement) & { carried?: boolean }): Root {
  const children = typeof slot === 'string' ? createElement('px-slot', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: slot } }) : slot;
  const guarded = createElement(AsBuilt, { html: element.innerHTML, name, children: createElement(Component, props, children) });
  return hydrateRoot(element, within ? within(guarded, name) : guarded, {
    // A component that renders otherwise in the browser (it reads the date, the window) is drawn again there, as React does.
    // Root kept from an earlier page (wrapper-chain.tsx): its state there, not the build's, is what the island shows, drawn again as Docusaurus draws a page it navigates to.
    onRecoverableError: (error) => within?.carried || redrawn(name, error),
  });
}

let warned = false;

/**
 * Says that an island's HTML did not match its first render in the browser, so React drew it again: in
 * `pxdocs dev` each time, with React's error (which names the difference), as the next such bug must be
 * seen; in a built site once, a visitor's console is not the place for the details.
 */
function redrawn(name: string, error: unknown): void {
  if (document.querySelector('script[data-pxdocs-dev]')) console.error(`pxdocs: the island ${name} did not match the HTML the build rendered, and React drew it again in the browser.`, error);
  else if (!warned) console.warn(`pxdocs: the island ${name} was drawn again in the browser (its HTML did not match); \`pxdocs dev\` says why.`);
  warned = true;
}
