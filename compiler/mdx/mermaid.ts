// Mermaid diagrams: fences are left as their source (readable without
// JavaScript) and drawn in the browser by the `mermaid` island, which imports
// mermaid's own prebuilt ES modules. Those are copied into the output only when
// a page has a diagram, under a versioned folder (the files are cached for good).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function distDir(): string {
  return join(dirname(require.resolve('mermaid/package.json')), 'dist');
}

function version(): string {
  return (JSON.parse(readFileSync(join(distDir(), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Output folder (below the site root) that mermaid's modules are copied to. */
export function mermaidFolder(): string {
  return `assets/mermaid-${version()}`;
}

/** URL of mermaid's entry module, for the island. */
export function mermaidUrl(): string {
  return `/${mermaidFolder()}/mermaid.esm.min.mjs`;
}

/** Files to copy for the island: the entry and its chunks (no source maps). */
export function mermaidFiles(): { from: string; to: string }[] {
  const dist = distDir();
  const folder = mermaidFolder();
  const chunks = join(dist, 'chunks', 'mermaid.esm.min');
  return [
    { from: join(dist, 'mermaid.esm.min.mjs'), to: `${folder}/mermaid.esm.min.mjs` },
    ...readdirSync(chunks).filter((name) => name.endsWith('.mjs')).map((name) => ({ from: join(chunks, name), to: `${folder}/chunks/mermaid.esm.min/${name}` })),
  ];
}
