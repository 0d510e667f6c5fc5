import { Retriever } from '../server/chat/retrieval.js';
import { judge, loadSite } from './chat-quality.js';
const { records, vectors } = loadSite(process.argv[2]);
const grid = JSON.parse(process.argv[3]) as Record<string, unknown>[];
for (const tuning of grid) {
  const f = await judge(new Retriever(records, vectors, tuning as any), 'questions.json');
  console.log(JSON.stringify(tuning).padEnd(70), `hit@1 ${(f.hit1 * 100).toFixed(1)} hit@5 ${(f.hit5 * 100).toFixed(1)} MRR ${f.mrr.toFixed(3)}`);
}
