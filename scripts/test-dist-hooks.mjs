// Module resolve hook for scripts/test-dist.mjs: a module of pxdocs's compiled
// folders (scripts/compile.mjs roots), once resolved by tsx to its TypeScript
// source, is loaded from its dist/ twin instead, when there is one.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../', import.meta.url).href;
const COMPILED = /^(cli|compiler|server|theme\/components|theme\/shared)\/(.+)\.(?:ts|tsx|js)$/;

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (!result.url.startsWith(ROOT)) return result;
  const match = COMPILED.exec(result.url.slice(ROOT.length));
  if (!match) return result;
  const compiled = `${ROOT}dist/${match[1]}/${match[2]}.js`;
  if (!existsSync(fileURLToPath(compiled))) return result;
  return { url: compiled, format: 'module', shortCircuit: true };
}
