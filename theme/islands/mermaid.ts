// Draws ```mermaid diagrams. Only pages with a diagram load this island, and it
// loads mermaid itself (large) only then, from the build's copy of mermaid's
// own ES modules; until it is drawn, and without JavaScript, the source shows.
import { PAGE_EVENT } from './lib/route-events.js';
import { DEFAULT_MERMAID, mermaidInitConfig, type MermaidConfig } from '../shared/mermaid-config.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let loading: Promise<MermaidApi> | undefined;
let count = 0;
// mermaid is one mutable singleton (initialize, then an async render): one diagram at a time.
let queue: Promise<void> = Promise.resolve();

function load(src: string): Promise<MermaidApi> {
  // A URL the bundler must leave alone: mermaid is not part of the island bundle.
  loading ??= (import(/* @vite-ignore */ src) as Promise<{ default: MermaidApi }>).then((module) => module.default);
  return loading;
}

/** The page's colour mode, as a drawn diagram records it (data-mermaid-mode) to know when to draw again. */
function currentMode(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function configOf(node: HTMLElement): MermaidConfig {
  try {
    return node.dataset.mermaidConfig ? (JSON.parse(node.dataset.mermaidConfig) as MermaidConfig) : DEFAULT_MERMAID;
  } catch {
    return DEFAULT_MERMAID;
  }
}

/** Draws one diagram in the current colour mode, replacing what it drew before. */
async function render(mermaid: MermaidApi, node: HTMLElement): Promise<void> {
  const mode = currentMode();
  mermaid.initialize(mermaidInitConfig(configOf(node), mode === 'dark'));
  const source = node.querySelector('pre')?.textContent ?? '';
  try {
    const { svg } = await mermaid.render(`mermaid-diagram-${++count}`, source);
    let figure = node.querySelector<HTMLElement>(':scope > .mermaid-svg');
    if (!figure) {
      figure = document.createElement('div');
      figure.className = 'mermaid-svg';
      node.append(figure);
    }
    figure.innerHTML = svg;
    node.querySelector('pre')?.setAttribute('hidden', '');
    node.dataset.mermaidState = 'done';
    node.dataset.mermaidMode = mode;
  } catch (error) {
    // A diagram with a syntax error keeps showing its source.
    if (node.dataset.mermaidState !== 'done') node.dataset.mermaidState = 'error';
    node.title = error instanceof Error ? error.message : String(error);
  }
}

function draw(): Promise<void> {
  queue = queue.then(async () => {
    const nodes = [...document.querySelectorAll<HTMLElement>('[data-mermaid]:not([data-mermaid-state])')];
    if (!nodes.length) return;
    for (const node of nodes) node.dataset.mermaidState = 'loading';
    let mermaid: MermaidApi;
    try {
      mermaid = await load(nodes[0].dataset.mermaidSrc ?? '');
    } catch {
      for (const node of nodes) node.dataset.mermaidState = 'error';
      return;
    }
    for (const node of nodes) await render(mermaid, node);
  });
  return queue;
}

// Docusaurus draws a diagram again with the other mode's theme when the reader switches modes.
function redraw(): void {
  queue = queue.then(async () => {
    const mode = currentMode();
    const stale = [...document.querySelectorAll<HTMLElement>('[data-mermaid][data-mermaid-state="done"]')].filter((node) => node.dataset.mermaidMode !== mode);
    if (!stale.length || !loading) return;
    const mermaid = await loading;
    for (const node of stale) await render(mermaid, node);
  });
}

void draw();
// After client navigation the new page may have diagrams too.
document.addEventListener(PAGE_EVENT, () => void draw());
new MutationObserver(redraw).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

export {};
