// Docs chat answer quality in process, for tuning retrieval: the same figures
// as the quality part of bench/chat.ts (hit@1 of the answer's first source,
// which is the first hit when the docs cover the question; hit@5 and MRR of the
// first five hits) without the service, so a change is judged in seconds.
// Misses are listed for the tuning tables (and questions-heldout.json, whose
// misses bench/chat.ts prints, so they have been read): the held-out tables report
// figures, and questions-heldout-2.json and questions-heldout-3.json must stay
// unread to stay clean.
//
//   node --import tsx bench/chat-quality.ts <built site folder> [--misses] [--lexical] [--tuning <json>]
//   node --import tsx bench/chat-quality.ts <built site folder> --grid '[<tuning json>, …]'   (tuning tables only, one line each)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Retriever, questionText, type ChatRecord, type RetrieverTuning } from '../server/chat/retrieval.js';
import { embedQuery, readEmbeddings, type SectionVectors } from '../compiler/search/embeddings.js';
import { readRecordsFile } from '../compiler/search/records-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TABLES = ['questions.json', 'questions-round-3.json', 'questions-round-4.json', 'questions-round-5.json', 'questions-heldout.json', 'questions-heldout-2.json', 'questions-heldout-3.json'] as const;
/** The tables retrieval is tuned on: their misses may be read. */
const TUNING: readonly string[] = ['questions.json', 'questions-round-3.json', 'questions-round-4.json', 'questions-round-5.json'];
/** Tables whose misses `--misses` lists: the tuning ones, and questions-heldout.json, whose misses bench/chat.ts prints (read already). */
const READABLE: readonly string[] = [...TUNING, 'questions-heldout.json'];

interface TableQuestion { question: string; expected: string; alsoAccept?: string[] }

export interface Figures { file: string; n: number; hit1: number; hit5: number; mrr: number; misses: string[] }

export function readTable(file: string): TableQuestion[] {
  return (JSON.parse(readFileSync(join(ROOT, 'test', 'chat', 'fixtures', file), 'utf8')) as { questions: TableQuestion[] }).questions;
}

const vectorCache = new Map<string, Float32Array>();
async function vectorOf(text: string): Promise<Float32Array> {
  let vector = vectorCache.get(text);
  if (!vector) {
    vector = await embedQuery(text);
    vectorCache.set(text, vector);
  }
  return vector;
}

/** hit@1 (first hit on an accepted page, and the docs taken to cover the question), hit@5 and MRR of one table. */
export async function judge(retriever: Retriever, file: string, semantic = true): Promise<Figures> {
  const questions = readTable(file);
  let hit1 = 0;
  let hit5 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const entry of questions) {
    const accepted = [entry.expected, ...(entry.alsoAccept ?? [])];
    const messages = [{ role: 'user' as const, content: entry.question }];
    const query = semantic ? await vectorOf(questionText(messages).combined) : undefined;
    const hits = retriever.search(messages, 5, query);
    const pages = hits.map((hit) => hit.passage.url.split('#')[0]);
    const rank = pages.findIndex((page) => accepted.includes(page));
    if (rank === 0 && retriever.covered(hits, messages)) hit1++;
    else misses.push(`${entry.question} → ${pages[0] ?? 'nothing'}${rank === 0 ? ' (not covered)' : ''} (expected ${entry.expected}, rank ${rank === -1 ? '>5' : rank + 1})`);
    if (rank !== -1) {
      hit5++;
      reciprocal += 1 / (rank + 1);
    }
  }
  return { file, n: questions.length, hit1: hit1 / questions.length, hit5: hit5 / questions.length, mrr: reciprocal / questions.length, misses };
}

export function formatFigures(figures: Figures): string {
  return `${figures.file.padEnd(25)} ${String(figures.n).padStart(2)} q · hit@1 ${(figures.hit1 * 100).toFixed(1).padStart(5)} % · hit@5 ${(figures.hit5 * 100).toFixed(1).padStart(5)} % · MRR ${figures.mrr.toFixed(3)}`;
}

export function loadSite(outDir: string): { records: ChatRecord[]; vectors?: SectionVectors } {
  return { records: readRecordsFile<ChatRecord>(join(outDir, 'search-records.json')), vectors: readEmbeddings(outDir) };
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node --import tsx bench/chat-quality.ts <built site folder> [--misses] [--lexical] [--tuning <json>]');
    process.exit(2);
  }
  const lexical = process.argv.includes('--lexical');
  const tuningArg = process.argv.indexOf('--tuning');
  const tuning = tuningArg !== -1 ? (JSON.parse(process.argv[tuningArg + 1]) as RetrieverTuning) : {};
  const { records, vectors } = loadSite(outDir);
  const gridArg = process.argv.indexOf('--grid');
  if (gridArg !== -1) {
    for (const candidate of JSON.parse(process.argv[gridArg + 1]) as RetrieverTuning[]) {
      const retriever = new Retriever(records, vectors, candidate);
      for (const file of TUNING) console.log(`${JSON.stringify(candidate).padEnd(72)} ${formatFigures(await judge(retriever, file))}`);
    }
    return;
  }
  const retriever = new Retriever(records, lexical ? undefined : vectors, tuning);
  for (const file of TABLES) {
    const figures = await judge(retriever, file, !lexical);
    console.log(formatFigures(figures));
    if (READABLE.includes(file) && process.argv.includes('--misses')) for (const miss of figures.misses) console.log(`    miss: ${miss}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
