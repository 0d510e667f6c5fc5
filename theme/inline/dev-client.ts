// Injected into pages by `pxdocs dev` only: listens for rebuilds over
// server-sent events, reloads the tab when its page changed (keeping the scroll
// position), and shows an overlay while an edit is broken.
(() => {
  const KEY = `pxdocs:scroll:${location.pathname}`;
  const saved = sessionStorage.getItem(KEY);
  if (saved !== null) {
    sessionStorage.removeItem(KEY);
    addEventListener('load', () => scrollTo(0, Number(saved)));
  }
  interface OverlayError { title: string; message: string; where?: string; frame?: string; hint?: string }
  // The server's own overlay on a page that never built (compiler/dev/error-page.ts): replaced and cleared as this one's.
  let overlay = document.querySelector<HTMLElement>('[data-pxdocs-overlay]');
  /** An element with its style and text, appended to `parent`. */
  const part = (parent: HTMLElement, tag: string, css: string, text = '') => {
    const element = document.createElement(tag);
    element.style.cssText = css;
    element.textContent = text;
    parent.append(element);
    return element;
  };
  const show = (errors: OverlayError[]) => {
    overlay?.remove();
    overlay = document.createElement('div');
    overlay.setAttribute('data-pxdocs-overlay', '');
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(10,10,20,.86);color:#f4f4f8;overflow:auto;padding:40px;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace';
    for (const error of errors) {
      const box = part(overlay, 'section', 'max-width:960px;margin:0 auto 24px;background:#1d1e26;border-top:4px solid #ff5c5c;border-radius:8px;padding:20px 24px');
      part(box, 'h2', 'margin:0 0 8px;color:#ff8080;font-size:18px', error.title);
      // An error tied to no file (a content folder gone, say) has no place to show.
      if (error.where) part(box, 'p', 'margin:0 0 12px;color:#9ecbff', error.where);
      part(box, 'pre', 'white-space:pre-wrap;margin:0 0 12px', error.message);
      if (error.frame) part(box, 'pre', 'background:#111218;padding:12px;border-radius:6px;overflow:auto;margin:0 0 12px', error.frame);
      if (error.hint) part(box, 'p', 'color:#ffd580;margin:0', `Hint: ${error.hint}`);
    }
    part(overlay, 'p', 'text-align:center;color:#aab', 'Fix the file and save: this overlay goes away by itself. The last good version of the page is underneath.');
    document.body.append(overlay);
  };
  let restarting = false;
  // A site with a base URL is served under it, events included; reloads name site paths (routes),
  // written as they are: the address bar has them percent-encoded (`caf%C3%A9`, `my%20page`), and
  // with `trailingSlash` ends in a slash. Both sides are compared decoded, without a final slash.
  const base = document.documentElement.dataset.baseUrl || '/';
  const normal = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A stray % is taken as it is.
    }
    return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
  };
  const here = location.pathname;
  const route = normal(here.startsWith(base) ? `/${here.slice(base.length)}` : `${here}/` === base ? '/' : here);
  const shows = (paths: string[]) => paths.some((path) => normal(path) === route);
  const connect = () => {
    const source = new EventSource(`${base.slice(0, -1)}/__pxdocs/events`);
    // Back after the server restarted (a theme change): show the new rendering.
    source.addEventListener('open', () => {
      if (!restarting) return;
      sessionStorage.setItem(KEY, String(scrollY));
      location.reload();
    });
    source.addEventListener('message', (event) => {
      const data = JSON.parse(event.data) as { type: string; paths?: string[] | '*'; errors?: OverlayError[] };
      if (data.type === 'restart') restarting = true;
      else if (data.type === 'error' && data.errors) show(data.errors);
      else if (data.type === 'ok') {
        overlay?.remove();
        overlay = null;
      } else if (data.type === 'reload' && (data.paths === '*' || (data.paths && shows(data.paths)))) {
        sessionStorage.setItem(KEY, String(scrollY));
        location.reload();
      }
    });
    // The server restarted or went away: retry quietly.
    source.addEventListener('error', () => {
      source.close();
      setTimeout(connect, 1000);
    });
  };
  connect();
})();
