// The page `pxdocs dev` serves for a route that never built (broken from the
// start, or since dev started again): the overlay an edit producing the error
// shows (dev-client.ts), drawn on the server with the same styles, so file,
// line, column and code frame are there at once, with or without the tab's
// event stream. The dev client takes this overlay as its own (replaced by the
// next errors, removed by `ok`).
import type { OverlayError } from './session.js';

const OVERLAY_CSS = 'position:fixed;inset:0;z-index:99999;background:rgba(10,10,20,.86);color:#f4f4f8;overflow:auto;padding:40px;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace';
const BOX_CSS = 'max-width:960px;margin:0 auto 24px;background:#1d1e26;border-top:4px solid #ff5c5c;border-radius:8px;padding:20px 24px';

export function errorPage(errors: OverlayError[], devScript: string): string {
  const shown = errors.length ? errors : [{ title: 'This page could not render', message: 'No good version of this page was built yet.' }];
  const boxes = shown.map((error) => [
    `<section style="${BOX_CSS}">`,
    `<h2 style="margin:0 0 8px;color:#ff8080;font-size:18px">${escapeHtml(error.title)}</h2>`,
    error.where ? `<p style="margin:0 0 12px;color:#9ecbff">${escapeHtml(error.where)}</p>` : '',
    `<pre style="white-space:pre-wrap;margin:0 0 12px">${escapeHtml(error.message)}</pre>`,
    error.frame ? `<pre style="background:#111218;padding:12px;border-radius:6px;overflow:auto;margin:0 0 12px">${escapeHtml(error.frame)}</pre>` : '',
    error.hint ? `<p style="color:#ffd580;margin:0">Hint: ${escapeHtml(error.hint)}</p>` : '',
    '</section>',
  ].join('')).join('');
  const overlay = `<div data-pxdocs-overlay role="alertdialog" aria-label="Build error" style="${OVERLAY_CSS}">${boxes}<p style="text-align:center;color:#aab">Fix the file and save: this page reloads by itself. No good version of it was built yet.</p></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Render error</title></head><body><h1>This page could not render</h1>${overlay}<script>${devScript}</script></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
