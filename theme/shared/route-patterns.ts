// The pages built for plugin routes with parameters (`/x/:id`, written at that
// path as Docusaurus writes them), and the paths each stands for (`/x/5`). In
// Docusaurus a hard load of `/x/5` gets the host's 404.html, whose client router
// then draws the `/x/:id` route. pxdocs draws pages once, at build time, so no
// 404 page can draw a route: instead the 404 page carries this table
// (`PATTERNS_ID`), `pxdocs serve` and `pxdocs dev` answer `/x/5` with the
// `/x/:id` page (server/static-handler.ts), and on a static host the 404 page
// shows that page itself (`PATTERNS_SCRIPT`). The page's static HTML says what
// the build drew (`:id`); its islands' router hooks answer the browser's path
// (islands/site/docusaurus.tsx `matchHere`).

/** A route's paths, as a regular expression's source over a base-free path (react-router's, case aside), and the page drawn there. */
export type RoutePattern = [source: string, page: string];

/** The id of the 404 page's JSON script holding the table. */
export const PATTERNS_ID = 'px-route-patterns';

/** The page a base-free path is drawn by, or undefined: the first route of the table whose paths it is among. */
export function patternPage(patterns: readonly RoutePattern[], pathname: string): string | undefined {
  return patterns.find(([source]) => new RegExp(source, 'i').test(pathname))?.[1];
}

/** The table a 404 page's HTML carries, or none. */
export function patternsIn(html: string): RoutePattern[] {
  const found = new RegExp(`<script type="application/json" id="${PATTERNS_ID}">([^<]*)</script>`).exec(html);
  if (!found) return [];
  try {
    const table = JSON.parse(found[1]!) as unknown;
    return Array.isArray(table) ? table.filter((row): row is RoutePattern => Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * On a static host, which answers `/x/5` with 404.html: the `/x/:id` page, fetched and written in place of the 404
 * page, at the reader's path (its scripts run there, as a client router's page would). Inline, in the 404 page only.
 */
export const PATTERNS_SCRIPT = `(()=>{const b=document.documentElement.dataset.baseUrl||"/",p="/"+location.pathname.slice(b.length),t=JSON.parse(document.getElementById("${PATTERNS_ID}").textContent);for(const[s,g]of t)if(new RegExp(s,"i").test(p)){fetch(b+g.slice(1)).then(r=>r.ok?r.text():"").then(h=>{h&&(document.open(),document.write(h),document.close())});return}})();`;
