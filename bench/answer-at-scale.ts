// Figures of the servers that answer from a built output, in a fresh process
// each (so its peak memory is its own), for bench/scale.ts:
//   node --import tsx bench/answer-at-scale.ts mcp <out>    list pages, two searches, read a page
//   node --import tsx bench/answer-at-scale.ts chat <out>   load the sections and index as `serve` does, two questions
// Prints one line of JSON.
import { docsFromOutput } from '../server/mcp/docs.js';
import { recordsFromFile } from '../server/chat/mount.js';
import { Retriever } from '../server/chat/retrieval.js';
import { RECORDS_FILE } from '../compiler/search/config.js';
import { join } from 'node:path';

const [mode, outDir] = process.argv.slice(2);
const timed = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
};
const rssMb = () => process.resourceUsage().maxRSS / 1024;

if (mode === 'mcp') {
  const docs = docsFromOutput(outDir);
  const [pages, listMs] = await timed(() => docs.pages());
  const [, firstSearchMs] = await timed(() => docs.search('recursive rules', 5));
  const [, nextSearchMs] = await timed(() => docs.search('connect to postgresql', 5));
  const [page, readMs] = await timed(() => docs.page(pages[pages.length - 1].route));
  console.log(JSON.stringify({ pages: pages.length, listMs, firstSearchMs, nextSearchMs, readMs, read: Boolean(page), rssMb: rssMb() }));
} else if (mode === 'chat') {
  const records = recordsFromFile(join(outDir, RECORDS_FILE));
  const [loaded, readMs] = await timed(() => records());
  const [retriever, indexMs] = await timed(() => Retriever.create(loaded));
  const ask = (content: string) => retriever.search([{ role: 'user', content }], 5);
  const [, firstQuestionMs] = await timed(() => ask('how do I write a recursive rule'));
  const [, nextQuestionMs] = await timed(() => ask('how do I connect to postgres'));
  console.log(JSON.stringify({ sections: retriever.passages.length, readMs, indexMs, firstQuestionMs, nextQuestionMs, rssMb: rssMb() }));
} else {
  console.error('usage: node --import tsx bench/answer-at-scale.ts mcp|chat <out>');
  process.exit(2);
}
