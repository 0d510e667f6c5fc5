// A page's markup as React renders it to be hydrated, kept so only inside its
// islands. renderToStaticMarkup leaves out the comments React's hydration reads
// (`<!-- -->` between adjacent texts, `<!--$-->` around a Suspense boundary):
// an island whose component renders `{name}: {count}` then mismatched in the
// browser, and React threw the build's HTML away and drew it again. Docusaurus
// hydrates every page and writes them everywhere; pxdocs hydrates only islands,
// so outside them the comments are dropped, as before (bytes no page reads).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { closeOf, ISLAND_TAG } from '../theme/components/SiteIsland.js';

/** React's hydration comments: a text separator, a Suspense boundary's (an errored one with its template), an Activity's. */
const HYDRATION_MARKS = /<!--(?: |\$|\/\$|\$\?|&|\/&)-->|<!--\$!--><template[^>]*><\/template>/g;
const OPEN = `<${ISLAND_TAG} `;

/** `element` rendered as renderToStaticMarkup would, except the insides of its `<px-island>`s, which keep React's hydration comments. */
export function renderIslandMarkup(element: ReactElement): string {
  const html = renderToString(element);
  if (!html.includes('<!--')) return html;
  if (!html.includes(OPEN)) return html.replace(HYDRATION_MARKS, '');
  let kept = '';
  let at = 0;
  for (let open = html.indexOf(OPEN); open !== -1; open = html.indexOf(OPEN, at)) {
    // Islands nest: the end tag closing this one (an island never closed runs to the end).
    const closed = closeOf(html, open, ISLAND_TAG);
    const end = closed === -1 ? html.length : closed;
    kept += html.slice(at, open).replace(HYDRATION_MARKS, '') + html.slice(open, end);
    at = end;
  }
  return kept + html.slice(at).replace(HYDRATION_MARKS, '');
}
