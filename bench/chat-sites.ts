// Docs chat answer quality on a site we did not write (issue 15): the Jest docs
// (read-only corpus) built as bench/search-sites.ts builds them, with every
// chat section embedded, and asked what its readers ask
// (test/chat/fixtures/jest-questions.json, whose misses may be read while
// tuning, and the held-out jest-questions-heldout.json and
// jest-questions-heldout-2.json, whose misses are never printed; the first was
// once used to choose a fix, the second was written before the tuning after it).
// Prints hit@1, hit@5 and MRR as bench/chat-quality.ts does for our own site
// (`npm run bench`, or alone). The section vectors come from a cache committed
// beside the tables (test/chat/fixtures/jest-embeddings-cache.json, by text
// hash as the build keeps them), so a build embeds only sections whose text
// changed: `--save-cache` writes the build's cache back there.
// test/search/other-sites.test.ts builds the site the same way and holds its
// hit@1 to what was reached.
//
//   node --import tsx bench/chat-sites.ts [--keep <dir>] [--misses] [--save-cache] [--tuning <json>]
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Retriever, type RetrieverTuning } from '../server/chat/retrieval.js';
import { EMBEDDINGS_CACHE } from '../compiler/search/embeddings.js';
import { formatFigures, judge, loadSite, type Figures } from './chat-quality.js';
import { commandBuild } from './command.js';
import { SEARCH_SITES } from './search-sites.js';

const FIXTURES = fileURLToPath(new URL('../test/chat/fixtures/', import.meta.url));

export interface ChatSite {
  /** The site of bench/search-sites.ts whose docs are asked. */
  name: string;
  /** Tables under test/chat/fixtures: `tuning`'s misses may be read, the `heldout` ones' never are. */
  tuning: string;
  heldout: string[];
  /** The section vectors' cache under test/chat/fixtures. */
  cache: string;
}

export const CHAT_SITES: ChatSite[] = [{ name: 'jest', tuning: 'jest-questions.json', heldout: ['jest-questions-heldout.json', 'jest-questions-heldout-2.json'], cache: 'jest-embeddings-cache.json' }];

/** Makes the buildable site in `dir` (as bench/search-sites.ts does) with the committed vectors as its embeddings cache; false when its corpus is not on this machine. */
export function prepareChatSite(site: ChatSite, dir: string): boolean {
  const search = SEARCH_SITES.find((entry) => entry.name === site.name)!;
  if (!search.corpus) return false;
  search.prepare(dir);
  const cache = join(FIXTURES, site.cache);
  if (existsSync(cache)) {
    mkdirSync(join(dir, '.pxdocs'), { recursive: true });
    copyFileSync(cache, join(dir, EMBEDDINGS_CACHE));
  }
  return true;
}

/** The environment a chat site builds in: every section embedded (a bounded count would leave the chat ranking by words). */
export const CHAT_SITE_ENV = { PXDOCS_CHAT_EMBEDDINGS: 'on' };

/** Every table of a built site, judged as bench/chat-quality.ts judges ours. */
export async function judgeChatSite(site: ChatSite, out: string, tuning: RetrieverTuning = {}): Promise<{ tuning: Figures; heldout: Figures[] }> {
  const { records, vectors } = loadSite(out);
  if (!vectors) throw new Error(`${out} has no chat section vectors: build with PXDOCS_CHAT_EMBEDDINGS=on`);
  const retriever = new Retriever(records, vectors, tuning);
  const heldout: Figures[] = [];
  for (const file of site.heldout) heldout.push(await judge(retriever, file));
  return { tuning: await judge(retriever, site.tuning), heldout };
}

/** The bench section: each site built and both tables judged; the tuning table's misses listed when asked. */
export async function chatSitesSection(options: { misses?: boolean; keep?: string; saveCache?: boolean; tuning?: RetrieverTuning } = {}): Promise<void> {
  console.log('Docs chat on other sites (test/chat/fixtures/<site>-questions*.json, hit@1 of the first source, hit@5 and MRR of the first five)');
  const scratch = options.keep ?? mkdtempSync(join(tmpdir(), 'pxdocs-bench-chat-sites-'));
  try {
    for (const site of CHAT_SITES) {
      const dir = join(scratch, site.name);
      const out = join(dir, 'out');
      if (!(options.keep && existsSync(join(out, 'search-records.json')) && process.env.BENCH_SITES_REBUILD !== '1')) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        if (!prepareChatSite(site, dir)) {
          console.log(`  ${site.name.padEnd(11)} skipped: its corpus is not on this machine`);
          continue;
        }
        const run = commandBuild(dir, out, { cacheDir: join(dir, '.cache'), embeddings: true, env: CHAT_SITE_ENV, timeoutMs: 1_800_000 });
        if (!run.ok) throw new Error(`build of ${site.name} failed: ${run.error}`);
      }
      if (options.saveCache) copyFileSync(join(dir, EMBEDDINGS_CACHE), join(FIXTURES, site.cache));
      const figures = await judgeChatSite(site, out, options.tuning);
      console.log(`  ${site.name.padEnd(11)} ${formatFigures(figures.tuning)}`);
      if (options.misses) for (const miss of figures.tuning.misses) console.log(`    miss: ${miss}`);
      // The held-out table's misses are never printed: read, it would be tuned on.
      for (const table of figures.heldout) console.log(`  ${site.name.padEnd(11)} ${formatFigures(table)}`);
    }
  } finally {
    if (!options.keep) rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = (flag: string) => process.argv.indexOf(flag);
  await chatSitesSection({
    misses: process.argv.includes('--misses'),
    saveCache: process.argv.includes('--save-cache'),
    keep: at('--keep') > 0 ? process.argv[at('--keep') + 1] : undefined,
    tuning: at('--tuning') > 0 ? (JSON.parse(process.argv[at('--tuning') + 1]) as RetrieverTuning) : undefined,
  });
}
