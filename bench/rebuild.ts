// Rebuild figures at one size, for working on the cache and the output step:
// the real content replicated to BENCH_REBUILD_PAGES pages (default 2,000) in a
// folder that is kept between runs (first argument, default a temp folder),
// then a cold build, a rebuild with no change (up to date, then --force through
// every cache), one with a sentence added at the end of one page and one with
// one page's first paragraph changed (its description: every page of the real
// content has one in its front matter, so the folder's copy of that page is
// written without it), each in a fresh process, with every stage's time, note
// and the heap and RSS at its end (bench/build-once.ts with PXDOCS_BENCH_STAGES=1). `--warm` skips the cold
// build (reuses the folder's cache and output).
// Usage: node --import tsx bench/rebuild.ts [dir] [--warm]
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateRealSite } from './generate-real.js';
import { awaitDeletion } from './command.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const warmOnly = args.includes('--warm');
const dir = args.find((arg) => !arg.startsWith('--')) ?? mkdtempSync(join(tmpdir(), 'pxdocs-bench-rebuild-'));
const target = Number(process.env.BENCH_REBUILD_PAGES ?? 2000);

if (!existsSync(join(dir, 'content'))) console.log(`${generateRealSite(dir, target)} pages written to ${dir}`);
// The page whose first paragraph changes: in a generated index page's category, whose card shows it.
const described = join(dir, 'content', 'examples', '02-patterns', '01-recursion.md');
const withDescription = readFileSync(described, 'utf8');
const withoutDescription = withDescription.replace(/^description: .*\n/m, '');
if (withoutDescription !== withDescription) {
  writeFileSync(described, withoutDescription);
  if (warmOnly) console.log(`note: ${described} had a description, taken out now: the first rebuild builds it`);
}

function run(label: string, force = false): void {
  awaitDeletion(join(dir, 'out'));
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/build-once.ts'), dir, join(dir, 'out'), ...(force ? ['--force'] : [])], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', PXDOCS_CHAT_EMBEDDINGS: 'off', PXDOCS_BENCH_STAGES: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  if (child.status !== 0) {
    console.log(`${label}: failed (${child.status ?? child.signal})\n${child.stderr.slice(-3000)}`);
    return;
  }
  const figures = JSON.parse(child.stdout) as { pages: number; bytes: number; maxRssKb: number; stages: { name: string; ms: number; heapMb: number; rssMb: number; note?: string }[] };
  console.log(`${label}: ${(wall / 1000).toFixed(1)} s wall · ${figures.pages} pages · peak RSS ${(figures.maxRssKb / 1024).toFixed(0)} MiB · ${(figures.bytes / 1048576).toFixed(1)} MiB written`);
  for (const stage of figures.stages) console.log(`  ${stage.name.padEnd(28)} ${(stage.ms / 1000).toFixed(2).padStart(7)} s   heap ${stage.heapMb.toFixed(0).padStart(5)} MiB · RSS ${stage.rssMb.toFixed(0).padStart(5)} MiB${stage.note ? ` · ${stage.note}` : ''}`);
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`load average before: ${load()}`);
if (!warmOnly) run('cold');
run('rebuild, no change');
run('rebuild, no change, --force (every page from the cache)', true);
const edited = join(dir, 'content', 'learn', '02-vadalog', '03-rules.md');
writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n\nOne more sentence for the benchmark (${Date.now()}).\n`);
run('rebuild, one page changed');
// Its first paragraph is its description now: shown by its generated index page's card and the cards of the examples' overview.
const opening = /^(---\n[\s\S]*?\n---\n\n)/;
writeFileSync(described, readFileSync(described, 'utf8').replace(opening, `$1Edited for the benchmark (${Date.now()}). `));
run('rebuild, one first paragraph changed');
console.log(`load average after: ${load()}`);
