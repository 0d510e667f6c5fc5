// A page thread's CPU profile by phase of a page, not by function:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bin/pxdocs.js build --cwd <site> --out <out>
//   node scripts/page-phases.mjs [--bundle <worker.bundle.js>] /tmp/prof/<the page threads' .cpuprofile files>
// (--bundle: the one the profiled build ran, when dist/ was compiled again since.)
// (`--cpu-prof` reaches worker threads: each writes a profile of its own; the page threads' are the
// large ones beside the main thread's.) The page threads run dist/compiler/pages/worker.bundle.js,
// whose `// dist/…` and `// node_modules/…` comments say which module each line is from: a sample
// goes to the phase of the outermost frame (from the thread's root) in a module of a phase, and a
// compile's samples are then split by the innermost frame (parse, highlighting, to HTML, the rest).
// Function names alone mislead: `write` is htmlparser2's as well as the writer's. V8 samples wall
// time, so on a loaded machine a phase waiting for a core is counted too (the shares hold).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Phases, tried from the thread's root frame inwards: the first module that belongs to one decides. */
const PHASES = [
  ['cache writes', (f) => (/compiler\/cache\.js$/.test(f.mod) && /^(setFileSync|setSync)$/.test(f.fn)) || f.fn === 'stamp'],
  ['cache lookup', (f) => /compiler\/cache\.js$/.test(f.mod)],
  ['output writes', (f) => /write-atomic\.js$|pages\/worker\.js$/.test(f.mod) && f.fn !== ''],
  ['HTML read back (scanPage)', (f) => /compiler\/html\.js$|htmlparser2/.test(f.mod)],
  ['HTML rewrites (links, base)', (f) => /route-case\.js$|base-html\.js$|paths\.js$/.test(f.mod) || /^resolve(File|Recorded)Links$/.test(f.fn)],
  ['search fragment', (f) => /search\/(shards|fragment-file)/.test(f.mod)],
  ['search records', (f) => /search\/records/.test(f.mod)],
  ['Markdown twin', (f) => /compiler\/markdown\//.test(f.mod)],
  ['render (React)', (f) => /compiler\/render\.js$|compiler\/island-markup\.js$|react-dom|node_modules\/react\/|theme\/components\/(?!highlight)/.test(f.mod)],
  ['bundle (esbuild)', (f) => /bundle-pages\.js$|esbuild/.test(f.mod)],
  ['read the page', (f) => /page-text\.js$|front-matter-hook\.js$/.test(f.mod)],
  ['compile', (f) => /compiler\/mdx\/|markdown-it|micromark|mdast-|hast-|remark-|rehype-|unified|trough|refractor|highlight\.js|vadalog/.test(f.mod)],
];
/** A compile's parts, by the innermost frame. */
const COMPILE = [
  ['compile: parse (Markdown → mdast)', (f) => /fast-markdown|markdown-it|micromark|mdast-util-from-markdown|remark-parse|mdx-islands|front-matter|yaml\//.test(f.mod)],
  ['compile: code highlighting', (f) => /refractor|highlight\.js|vadalog/.test(f.mod)],
  ['compile: mdast → hast → HTML', (f) => /hast-html|hast-util-to-html|mdast-util-to-hast|remark-rehype|hast-util-to-estree|recma|estree-util|astring/.test(f.mod)],
];

function phaseOf(stack /* leaf first */) {
  const leaf = stack[0];
  if (leaf.fn === '(garbage collector)') return 'GC';
  if (leaf.fn === '(idle)') return 'idle';
  if (leaf.fn === '(program)') return 'V8 (program)';
  let phase;
  for (let i = stack.length - 1; i >= 0 && !phase; i--) phase = PHASES.find(([, test]) => test(stack[i]))?.[0];
  if (phase !== 'compile') return phase ?? 'other';
  for (const frame of stack) for (const [name, test] of COMPILE) if (test(frame)) return name;
  return 'compile: transforms (remark, rehype, checks)';
}

const args = process.argv.slice(2);
const bundleAt = args.indexOf('--bundle');
const bundle = bundleAt === -1 ? join(ROOT, 'dist', 'compiler', 'pages', 'worker.bundle.js') : args.splice(bundleAt, 2)[1];
const profiles = args;
if (!profiles.length) {
  console.error('Usage: node scripts/page-phases.mjs [--bundle <worker.bundle.js>] <page thread .cpuprofile>…');
  process.exit(1);
}
const starts = [];
readFileSync(bundle, 'utf8').split('\n').forEach((line, index) => {
  const module = /^\/\/ ((?:node_modules|dist)\/\S+)$/.exec(line)?.[1];
  if (module) starts.push([index, module]);
});
const moduleAt = (line) => {
  let low = 0, high = starts.length - 1, found = '?';
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle][0] <= line) [found, low] = [starts[middle][1], middle + 1];
    else high = middle - 1;
  }
  return found;
};
const totals = new Map();
for (const file of profiles) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map(({ id, callFrame: { url, functionName, lineNumber } }) => [id, { fn: functionName, mod: url.endsWith('worker.bundle.js') ? moduleAt(lineNumber) : url }]));
  const phases = new Map();
  profile.samples.forEach((id, index) => {
    if (!phases.has(id)) {
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(frames.get(at));
      phases.set(id, phaseOf(stack));
    }
    const phase = phases.get(id);
    totals.set(phase, (totals.get(phase) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
}
const busy = [...totals].reduce((sum, [phase, us]) => (phase === 'idle' ? sum : sum + us), 0);
console.log(`${(busy / 1e6).toFixed(1)} s sampled busy (idle ${((totals.get('idle') ?? 0) / 1e6).toFixed(1)} s)`);
for (const [phase, us] of [...totals].filter(([phase]) => phase !== 'idle').sort((a, b) => b[1] - a[1])) {
  console.log(`${(us / 1e6).toFixed(2).padStart(8)} s ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${phase}`);
}
