import { readFileSync } from 'node:fs';
const root = '/work/wt/chat/';
const { Retriever } = await import(root + 'dist/server/chat/retrieval.js');
const { readEmbeddings, embedQuery } = await import(root + 'dist/compiler/search/embeddings.js');
const { composeAnswer } = await import(root + 'dist/server/chat/compose.js');
const records = JSON.parse(readFileSync(root + 'out/search-records.json', 'utf8'));
const vectors = readEmbeddings(root + 'out');
const file = process.argv[2] ?? 'questions.json';
const table = JSON.parse(readFileSync(root + 'test/chat/fixtures/' + file, 'utf8'));
const mode = process.argv[3] ?? 'hybrid';
const r = new Retriever(records, mode === 'lexical' ? undefined : vectors, { semanticWeight: Number(process.env.SW ?? 4) });
let h1 = 0, h5 = 0, mrr = 0;
for (const q of table.questions) {
  const msgs = [{ role: 'user', content: q.question }];
  const qv = mode === 'lexical' ? undefined : await embedQuery(q.question);
  const hits = r.search(msgs, 5, qv);
  const ok = (u) => { const p = u.split('#')[0]; return p === q.expected || (q.alsoAccept ?? []).includes(p); };
  const rank = hits.findIndex((h) => ok(h.passage.url));
  if (rank === 0) h1++; if (rank >= 0) { h5++; mrr += 1 / (rank + 1); }
  if (rank !== 0) console.log(rank, q.question, '→', hits.slice(0, 3).map((h) => h.passage.url + ' ' + h.similarity.toFixed(2)).join(' | '));
  if (process.env.SHOW) console.log('\n### ' + q.question + ' covered=' + r.covered(hits, msgs) + ' sim=' + hits[0].similarity.toFixed(2) + '\n' + composeAnswer(hits, q.question, r.covered(hits, msgs)).text);
}
const n = table.questions.length;
console.log(`${file} ${mode}: n=${n} hit@1 ${(h1 / n).toFixed(3)} hit@5 ${(h5 / n).toFixed(3)} MRR ${(mrr / n).toFixed(3)}`);
process.exit(0);
