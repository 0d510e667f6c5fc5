// Images open full size on a click (`imageZoom`, as docusaurus-plugin-image-zoom):
// medium-zoom, the library that plugin uses, attached to the images the config's
// selector names. Only pages with an image load this island; its settings are on
// <body data-image-zoom> of every page (a page reached by client navigation
// from one without an image loads it then). The overlay takes the colour of the reader's mode, and
// follows a change of mode; client navigation attaches the new page's images.
import mediumZoom, { type Zoom } from 'medium-zoom';
import { PAGE_EVENT } from './lib/route-events.js';

interface Settings { selector: string; background: { light?: string; dark?: string }; margin: number }

function settings(): Settings | undefined {
  try {
    return JSON.parse(document.body.dataset.imageZoom ?? '') as Settings;
  } catch {
    return undefined;
  }
}

/** The overlay's colour in the mode the page shows now (medium-zoom's white without one). */
function background(options: Settings): string {
  const dark = document.documentElement.dataset.theme === 'dark';
  return (dark ? options.background.dark : options.background.light) ?? (dark ? 'rgb(27, 27, 29)' : '#fff');
}

const options = settings();
if (options) {
  const zoom: Zoom = mediumZoom(options.selector, { margin: options.margin, background: background(options) });
  // Above the sticky navbar and the chat button (theme styles: z-index 100 and 90).
  const style = document.createElement('style');
  style.textContent = '.medium-zoom-overlay,.medium-zoom-image--opened{z-index:300}';
  document.head.append(style);
  new MutationObserver(() => zoom.update({ background: background(options) })).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  document.addEventListener(PAGE_EVENT, () => {
    zoom.detach();
    zoom.attach(options.selector);
  });
}
