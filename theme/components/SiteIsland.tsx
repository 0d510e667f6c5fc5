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
// Props must survive JSON: an instance given a function or an element (other
// than its children) stays static too, and the page says so (`islandNotes`).
import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import { InIsland, useIsland, usePage } from './context.js';

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
    const serialized = serialize(rest);
    if ('refused' in serialized) {
      (page.islandNotes ??= []).push(`${file}: ${name === 'default' ? 'its component' : name} is given "${serialized.refused}", a value that cannot reach the browser (a function or an element): this instance stays as the build rendered it, without its behaviour. Give it data (strings, numbers, lists, objects) instead.`);
      return createElement(Component as ComponentType<Record<string, unknown>>, props);
    }
    useIsland(SITE_ISLANDS);
    const given = children !== undefined && children !== null && children !== false;
    const slot = given ? createElement(SLOT_TAG, { style: { display: 'contents' } }, children) : undefined;
    return createElement(
      Fragment,
      null,
      given ? createElement('template', { 'data-px-slot': '' }, createElement(InIsland.Provider, { value: true }, children)) : null,
      createElement(
        ISLAND_TAG,
        { 'data-island': id, 'data-export': name, 'data-props': serialized.json, style: { display: 'contents' } },
        createElement(InIsland.Provider, { value: true }, createElement(Component as ComponentType<Record<string, unknown>>, rest, slot)),
      ),
    );
  };
  // Sub-components and settings hung on it (`Tabs.Item`, `defaultProps`) are read from the export.
  if (typeof Component === 'function') Object.assign(Island, Component);
  Object.defineProperty(Island, 'displayName', { value: (Component as { displayName?: string }).displayName ?? (own || name) });
  return Island as T;
}

/** A slot's template and the island it precedes (islands never nest: see `InIsland`). */
const SLOT_TEMPLATE = /<template data-px-slot="">[\s\S]*?<\/template>(?=<px-island\b)/g;

/** The page's HTML without the slot templates of islands that rendered their children themselves (the browser reads those there). */
export function withoutRedundantSlots(html: string): string {
  if (!html.includes('data-px-slot')) return html;
  return html.replace(SLOT_TEMPLATE, (template: string, offset: number) => {
    const start = offset + template.length;
    const end = html.indexOf(`</${ISLAND_TAG}>`, start);
    return end !== -1 && html.slice(start, end).includes(`<${SLOT_TAG}`) ? '' : template;
  });
}
