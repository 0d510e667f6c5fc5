// Docusaurus's client module lifecycles, for a site's `clientModules` (bundled
// with them, per site: compiler/site-client-modules.ts), called as Docusaurus 3
// calls them: `onRouteUpdate` when a route starts to load (on the first load
// too, with `previousLocation: null`; what it returns is called when the next
// route starts), `onRouteUpdateDelayed` when loading is slow, and
// `onRouteDidUpdate` once the page is on screen (on the first load too). A
// module's lifecycle is its export or its default export's property.
import { PAGE_EVENT, ROUTE_DELAYED_EVENT, ROUTE_UPDATE_EVENT, type RouteUpdateDetail } from './route-events.js';

type ClientModule = { [name: string]: unknown; default?: unknown };
type Lifecycle = 'onRouteUpdate' | 'onRouteUpdateDelayed' | 'onRouteDidUpdate';
/** A location as react-router's history gives it to the lifecycles. */
interface Place { pathname: string; search: string; hash: string; state: unknown }

const placeOf = (url: URL | Location): Place => ({ pathname: url.pathname, search: url.search, hash: url.hash, state: url === location ? history.state : null });

export function runClientModules(modules: ClientModule[]): void {
  // One module failing leaves the others and the page working, as an island's failure does.
  const call = (name: Lifecycle, args: object): (() => void) => {
    const results = modules.map((module) => {
      const own = module.default !== null && typeof module.default === 'object' ? (module.default as ClientModule)[name] : undefined;
      const lifecycle = own ?? module[name];
      if (typeof lifecycle !== 'function') return undefined;
      try {
        return lifecycle(args) as unknown;
      } catch (error) {
        console.error(`pxdocs: a client module's ${name} failed`, error);
        return undefined;
      }
    });
    return () => {
      for (const result of results) {
        if (typeof result !== 'function') continue;
        try {
          result();
        } catch (error) {
          console.error('pxdocs: a client module\'s onRouteUpdate callback failed', error);
        }
      }
    };
  };
  let shown = placeOf(location);
  let next = shown;
  let cleanup = call('onRouteUpdate', { previousLocation: null, location: shown });
  call('onRouteDidUpdate', { previousLocation: null, location: shown });
  document.addEventListener(ROUTE_UPDATE_EVENT, (event) => {
    next = placeOf(new URL((event as CustomEvent<RouteUpdateDetail>).detail.url, location.href));
    cleanup();
    cleanup = call('onRouteUpdate', { previousLocation: shown, location: next });
  });
  document.addEventListener(ROUTE_DELAYED_EVENT, () => call('onRouteUpdateDelayed', { location: next }));
  document.addEventListener(PAGE_EVENT, () => {
    const now = placeOf(location);
    call('onRouteDidUpdate', { previousLocation: shown, location: now });
    shown = now;
  });
}
