// Draws ```mermaid diagrams. Only pages with a diagram load this island, and it
// loads mermaid itself (large) only then, from the build's copy of mermaid's
// own ES modules; until it is drawn, and without JavaScript, the source shows.
import { PAGE_EVENT } from './lib/route-events.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let loading: Promise<MermaidApi> | undefined;
let count = 0;

function load(src: string): Promise<MermaidApi> {
  // A URL the bundler must leave alone: mermaid is not part of the island bundle.
  loading ??= (import(/* @vite-ignore */ src) as Promise<{ default: MermaidApi }>).then((module) => module.default);
  return loading;
}

async function draw(): Promise<void> {
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
  const dark = document.documentElement.dataset.theme === 'dark';
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  for (const node of nodes) {
    const source = node.querySelector('pre')?.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`mermaid-diagram-${++count}`, source);
      const figure = document.createElement('div');
      figure.className = 'mermaid-svg';
      figure.innerHTML = svg;
      node.append(figure);
      node.querySelector('pre')?.setAttribute('hidden', '');
      node.dataset.mermaidState = 'done';
    } catch (error) {
      // A diagram with a syntax error keeps showing its source.
      node.dataset.mermaidState = 'error';
      node.title = error instanceof Error ? error.message : String(error);
    }
  }
}

void draw();
// After client navigation the new page may have diagrams too.
document.addEventListener(PAGE_EVENT, () => void draw());

export {};
