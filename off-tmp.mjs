import { readFileSync } from 'node:fs';
const root = '/work/wt/chat/';
const { Retriever } = await import(root + 'dist/server/chat/retrieval.js');
const { readEmbeddings, embedQuery } = await import(root + 'dist/compiler/search/embeddings.js');
const { composeAnswer } = await import(root + 'dist/server/chat/compose.js');
const records = JSON.parse(readFileSync(root + 'out/search-records.json', 'utf8'));
const r = new Retriever(records, readEmbeddings(root + 'out'));
for (const q of ["what's the weather in Paris tomorrow", 'recommend a good pizza recipe', 'who won the world cup in 2018', 'how do I fix my car brakes', 'write me a poem about cats', 'how do I write a recursive rule', 'how do I connect to PostgreSQL', 'how do I compute PageRank', 'How do I speed up reasoning with a GPU?']) {
  const m = [{ role: 'user', content: q }];
  const hits = r.search(m, 5, await embedQuery(q));
  const c = r.covered(hits, m);
  console.log(`\n### ${q} sim=${hits[0].similarity.toFixed(3)} covered=${c}\n${composeAnswer(hits, q, c).text}`);
}
process.exit(0);
