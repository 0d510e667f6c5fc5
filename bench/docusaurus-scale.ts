// A site written for Docusaurus, at scale: the Jest docs (../shared/corpora/jest,
// MDX as Docusaurus reads every page, with its npm2yarn and tab-blocks remark
// plugins) brought in with `pxdocs init --from-docusaurus` and copied into
// 40 folders of its docs (about 1,500 pages), built cold with `pxdocs build`,
// with the Markdown bridge (markdown-it, micromark for the MDX islands) and
// without it (PXDOCS_MARKDOWN_BRIDGE=off: micromark for every page).
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandBuild, median, type CommandRun } from './command.js';
import { CORPORA, importCorpus } from './compat.js';

const CORPUS = join(CORPORA, 'jest');
const COPIES = 40;

/** The Jest site with its docs copied `copies` times beside the original (each copy's relative links stay inside it). */
export function jestAtScale(copies = COPIES): string | undefined {
  if (!existsSync(CORPUS)) return undefined;
  const { dir, init } = importCorpus(CORPUS);
  if (init.code !== 0) throw new Error(`pxdocs init failed: ${init.output}`);
  const docs = join(dir, 'docs');
  const pages = readdirSync(docs).filter((name) => /\.mdx?$/.test(name));
  for (let copy = 1; copy <= copies; copy++) for (const name of pages) cpSync(join(docs, name), join(docs, `copy-${copy}`, name));
  return dir;
}

export function docusaurusScaleSection(runs: number): void {
  const site = jestAtScale();
  if (!site) {
    console.log(`Docusaurus site at scale: no corpus at ${CORPUS}`);
    return;
  }
  try {
    const measure = (env: NodeJS.ProcessEnv): CommandRun[] => Array.from({ length: runs }, () => {
      const scratch = mkdtempSync(join(tmpdir(), 'pxdocs-bench-jest-out-'));
      try {
        return commandBuild(site, join(scratch, 'out'), { cacheDir: join(scratch, 'cache'), env });
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
    const bridge = measure({});
    const micromark = measure({ PXDOCS_MARKDOWN_BRIDGE: 'off' });
    console.log(`Docusaurus site at scale: the Jest docs as MDX with their remark plugins, copied ${COPIES} times, cold`);
    for (const [name, results] of [['with the Markdown bridge', bridge], ['micromark only (PXDOCS_MARKDOWN_BRIDGE=off)', micromark]] as const) {
      const failed = results.find((run): run is Extract<CommandRun, { ok: false }> => !run.ok);
      if (failed) {
        console.log(`  ${name.padEnd(46)} failed: ${failed.error}`);
        continue;
      }
      const done = results as Extract<CommandRun, { ok: true }>[];
      const wall = median(done.map((run) => run.wallMs)) / 1000;
      const pages = done[0].pages;
      const rss = Math.max(...done.map((run) => run.maxRssKb)) / 1024;
      console.log(`  ${name.padEnd(46)} ${wall.toFixed(2)} s wall (median of ${done.length}) · ${pages} pages · ${(pages / wall).toFixed(0)} pages/s · peak ${rss.toFixed(0)} MiB`);
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) docusaurusScaleSection(Number(process.env.BENCH_RUNS ?? 3));
