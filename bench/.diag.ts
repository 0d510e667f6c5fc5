import { Retriever, questionText } from '../server/chat/retrieval.js';
import { cosine, embedQuery } from '../compiler/search/embeddings.js';
import { loadSite, readTable } from './chat-quality.js';
const { records, vectors } = loadSite(process.argv[2]);
const r = new Retriever(records, vectors) as any;
const only = process.argv[3];
for (const e of readTable('questions.json')) {
  if (only && !e.question.includes(only)) continue;
  const msgs = [{ role: 'user' as const, content: e.question }];
  const q = await embedQuery(questionText(msgs).combined);
  const accepted = [e.expected, ...(e.alsoAccept ?? [])];
  const lex = [...r.lexical(msgs)].sort((a: any, b: any) => b[1].score - a[1].score);
  const sem = r.vectors.map((v: any, id: number) => [id, v ? cosine(q, v) : -1]).sort((a: any, b: any) => b[1] - a[1]);
  const page = (id: number) => r.passages[id].url.split('#')[0];
  const lr = lex.findIndex(([id]: any) => accepted.includes(page(id)));
  const sr = sem.findIndex(([id]: any) => accepted.includes(page(id)));
  const hits = r.search(msgs, 5, q);
  const ok = accepted.includes(hits[0].passage.url.split('#')[0]);
  if (!ok || only) {
    console.log(`\n${e.question}  [exp ${e.expected}] lexRank ${lr + 1} semRank ${sr + 1}`);
    console.log('  lex:', lex.slice(0, 4).map(([id, s]: any) => `${r.passages[id].url} ${s.score.toFixed(2)}`).join(' | '));
    console.log('  sem:', sem.slice(0, 4).map(([id, s]: any) => `${r.passages[id].url} ${s.toFixed(3)}`).join(' | '));
    if (sr >= 0) console.log('  sem expected:', r.passages[sem[sr][0]].url, sem[sr][1].toFixed(3));
  }
}
