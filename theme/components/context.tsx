// What every theme component may read while a page renders: the site, the page,
// its sidebar, and the set of browser islands the page turns out to need.
import { createContext, useContext } from 'react';
import type { PageData, SiteData } from './types.js';

export interface RenderContext {
  site: SiteData;
  page: PageData;
  /** Filled while rendering: islands (browser scripts) this page's content uses. */
  islands: Set<string>;
  /** Filled while rendering: static HTML chunks, swapped in for their markers afterwards. */
  raw: string[];
}

export const PageContext = createContext<RenderContext | null>(null);

export function usePage(): RenderContext {
  const context = useContext(PageContext);
  // tiny-invariant's message, as the spec's catalogue names it for helper failures.
  if (!context) throw new Error('Invariant failed');
  return context;
}

/** Declares that the current page needs a browser island; the layout loads it. */
export function useIsland(name: string): void {
  usePage().islands.add(name);
}
