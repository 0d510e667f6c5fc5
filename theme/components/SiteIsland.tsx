// A site component that needs the browser (event handlers, effects,
// `<BrowserOnly>`), rendered as an island: its HTML as the build renders it,
// inside a `<px-island>` naming the component and carrying its props, which the
// site-islands script (theme/islands/lib/site-islands.tsx) hydrates with React
// in the browser. Docusaurus hydrates every component of a page; pxdocs only
// these, so a page without them loads no React at all.
//
// The page's Markdown inside such a component (its children) is passed as
// HTML: the build renders it here, and the browser gives the component the
// same HTML in a `<px-slot>` (as Astro passes an island's slots). Where the
// component did not render its children when built (a closed disclosure), a
// `<template data-px-slot>` just before the island holds them for the browser
// (`withoutRedundantSlots` drops it where the island shows them). A component
// that reads its children's elements (`Children.map`, `cloneElement`) could not
// work on that HTML: compiler/site-islands.ts leaves such files static.
// Islands among those children (`<Provider><Demo /></Provider>`) are islands
// of their own: they are the page's, not the component's. The browser gives
// them to the outer island as components inside its slot, so they hydrate in
// its React tree and read its context (theme/islands/lib/slot-elements.tsx),
// as Docusaurus, which hydrates the whole page, would have them.
// Props must survive JSON: an instance given a function or an element (other
// than its children) stays static too, and the page says so (`islandNotes`).
import { createElement, Fragment, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { InIsland, RouteMatchContext, useIsland, usePage, WrapperChain } from './context.js';
import type { RouteMatch } from '../shared/route-match.js';
import { isRouteHistory } from './mdx/render-routes.js';

/** The island script's name among the site's assets (SiteData.assets.islands). */
export const SITE_ISLANDS = 'site-islands';
/** The elements the build writes and the browser script reads. */
export const ISLAND_TAG = 'px-island';
export const SLOT_TAG = 'px-slot';


/** A value JSON carries unchanged (plain data), or undefined for anything else (a function, an element, a class instance). */
function plain(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth > 32 || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((item) => item !== undefined && plain(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as Record<string, unknown>).every((item) => item === undefined || plain(item, depth + 1));
}

/** A plugin route's config as JSON: its functions (the components) kept in their place as null. */
function routeJson(route: unknown): unknown {
  return JSON.parse(JSON.stringify(route ?? null, (_key, value: unknown) => (typeof value === 'function' ? null : value))) as unknown;
}

/** Props JSON carries (undefined ones dropped), or the name of the first one it cannot. */
function serialize(props: Record<string, unknown>): { json: string } | { refused: string } {
  for (const [name, value] of Object.entries(props)) if (value !== undefined && !plain(value)) return { refused: name };
  return { json: JSON.stringify(props) };
}

/**
 * `Component` (the export `name` of the site file `file`, island id `id`) as
 * an island wherever a page renders it outside another island. Only what
 * React's convention names a component is wrapped: a function or an exotic
 * component (memo, forwardRef) exported under a capitalized name, or as the
 * default export when its own name is capitalized or absent. A helper
 * (`export function double(x)`, called in an expression) or a constant is
 * given back as it is. Properties hung on the component (`Tabs.Item`) stay.
 */
export function siteIsland<T>(Component: T, id: string, name: string, file: string): T {
  const exotic = typeof Component === 'object' && Component !== null && '$$typeof' in Component;
  if (typeof Component !== 'function' && !exotic) return Component;
  const own = typeof Component === 'function' ? Component.name : '';
  if (!/^[A-Z]/.test(name) && !(name === 'default' && (own === '' || /^[A-Z]/.test(own) || own === 'default'))) return Component;
  const Island = (props: Record<string, unknown> & { children?: ReactNode }) => {
    const inside = useContext(InIsland);
    const page = usePage();
    if (inside) return createElement(Component as ComponentType<Record<string, unknown>>, props);
    const { children, ...rest } = props;
    // A plugin route's component (render-routes.ts) is given react-router's props: in the browser its `history` is the
    // browser's (`data-router`), `staticContext` is undefined (as in Docusaurus's browser), and its `route` keeps its data,
    // each component in its place as null, which the browser gives back (islands/site/docusaurus.tsx `routeGiven`).
    const router = isRouteHistory(rest.history);
    const serialized = serialize(router ? { ...rest, history: undefined, staticContext: undefined, route: routeJson(rest.route) } : rest);
    if ('refused' in serialized) {
      (page.islandNotes ??= []).push(`${file}: ${name === 'default' ? 'its component' : name} is given "${serialized.refused}", a value that cannot reach the browser (a function or an element): this instance stays as the build rendered it, without its behaviour. Give it data (strings, numbers, lists, objects) instead.`);
      return createElement(Component as ComponentType<Record<string, unknown>>, props);
    }
    useIsland(SITE_ISLANDS);
    const wrappers = useContext(WrapperChain);
    const match = useContext(RouteMatchContext);
    // The page then carries what the wrappers' hooks answered: they run around it in the browser.
    if (wrappers.length) page.wrappedIsland = true;
    const given = children !== undefined && children !== null && children !== false;
    // The page's Markdown and components, outside this component's own code: islands there are islands.
    const pageChildren = given ? createElement(InIsland.Provider, { value: false }, children) : undefined;
    const slot = given ? createElement(SLOT_TAG, { style: { display: 'contents' } }, pageChildren) : undefined;
    return createElement(
      Fragment,
      null,
      given ? createElement('template', { 'data-px-slot': '' }, pageChildren) : null,
      islandElement(id, name, serialized.json, createElement(Component as ComponentType<Record<string, unknown>>, rest, slot), router, wrappers, match),
    );
  };
  // Sub-components and settings hung on it (`Tabs.Item`, `defaultProps`) are read from the export.
  if (typeof Component === 'function') Object.assign(Island, Component);
  Object.defineProperty(Island, 'displayName', { value: (Component as { displayName?: string }).displayName ?? (own || name) });
  return Island as T;
}

/**
 * The `<px-island>` the browser hydrates (theme/islands/lib/site-islands.tsx reads its data): `rendered` inside it, as part of the island.
 * `wrappers`: the site's wrappers around it (`WrapperChain`), which the browser hydrates it inside. `match`: the plugin
 * route it is drawn in, whose match its router hooks answer in the browser (islands/site/docusaurus.tsx).
 */
function islandElement(id: string, name: string, propsJson: string, rendered: ReactElement, router = false, wrappers: readonly string[] = [], match: RouteMatch | null = null): ReactElement {
  const chain = wrappers.length ? { 'data-wrappers': wrappers.join(' ') } : {};
  const routed = match ? { 'data-match': JSON.stringify(match) } : {};
  return createElement(ISLAND_TAG, { 'data-island': id, 'data-export': name, 'data-props': propsJson, ...(router ? { 'data-router': '' } : {}), ...routed, ...chain, style: { display: 'contents' } }, createElement(InIsland.Provider, { value: true }, rendered));
}

/**
 * A React page of the pages folder whose own component needs the browser (its state, handlers,
 * effects), as an island: rendered as ever, inside a `<px-island>` naming its file, which the
 * browser hydrates with the page's component, given no props (`components` is for MDX pages), and
 * `@theme/Layout` there passing its children through (the frame around them is the build's).
 * Docusaurus hydrates every page; before, such a page stayed as built, its buttons dead.
 */
export function siteIslandPage(Component: ComponentType<Record<string, unknown>>, id: string): ComponentType<Record<string, unknown>> {
  const Page = (props: Record<string, unknown>) => {
    useIsland(SITE_ISLANDS);
    return islandElement(id, 'default', '{}', createElement(Component, props));
  };
  Object.defineProperty(Page, 'displayName', { value: (Component as { displayName?: string }).displayName ?? (Component.name || 'Page') });
  return Page;
}

const TEMPLATE_OPEN = '<template data-px-slot="">';

/** The index just past the end tag closing the `tag` element that opens at `start` (elements of that tag nest in it), or -1. */
export function closeOf(html: string, start: number, tag: string): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let at = start + open.length;
  while (depth > 0) {
    const nextClose = html.indexOf(close, at);
    if (nextClose === -1) return -1;
    const nextOpen = html.indexOf(open, at);
    if (nextOpen !== -1 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + open.length;
    } else {
      depth -= 1;
      at = nextClose + close.length;
    }
  }
  return at;
}

/**
 * The page's HTML without the slot templates of islands that rendered their
 * children themselves (the browser reads those there). Islands nest (an island
 * among another's children), and so do their templates: each is matched with
 * its own end tag, and a template kept is searched for those inside it.
 */
export function withoutRedundantSlots(html: string): string {
  if (!html.includes(TEMPLATE_OPEN)) return html;
  let kept = '';
  let from = 0;
  let at = html.indexOf(TEMPLATE_OPEN);
  while (at !== -1) {
    const end = closeOf(html, at, 'template');
    if (end === -1) break;
    const islandEnd = html.startsWith(`<${ISLAND_TAG}`, end) ? closeOf(html, end, ISLAND_TAG) : -1;
    if (islandEnd !== -1 && html.slice(end, islandEnd).includes(`<${SLOT_TAG}`)) {
      kept += html.slice(from, at);
      from = end;
      at = html.indexOf(TEMPLATE_OPEN, end);
    } else {
      at = html.indexOf(TEMPLATE_OPEN, at + TEMPLATE_OPEN.length);
    }
  }
  return kept + html.slice(from);
}
