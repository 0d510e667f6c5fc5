import { Retriever } from '../server/chat/retrieval.js';
import { loadSite, readTable } from './chat-quality.js';
const { records, vectors } = loadSite(process.argv[2]);
const r = new Retriever(records, vectors) as any;
const qs = readTable('questions.json').map((e) => e.question);
const time = (label: string, fn: (q: string) => void) => {
  const t = process.cpuUsage();
  for (let k = 0; k < 3; k++) for (const q of qs) fn(q);
  const u = process.cpuUsage(t);
  console.log(label.padEnd(30), ((u.user + u.system) / 1000 / (3 * qs.length)).toFixed(2), 'ms CPU per question');
};
time('index.search plain', (q) => r.index.search(q));
time('index.search no fuzzy', (q) => r.index.search(q, { fuzzy: false }));
time('index.search no fuzzy/prefix', (q) => r.index.search(q, { fuzzy: false, prefix: false }));
time('lexical()', (q) => r.lexical([{ role: 'user', content: q }]));
time('search() lexical', (q) => r.search([{ role: 'user', content: q }], 5));
