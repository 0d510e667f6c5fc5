// The embedding model off the main thread: the worker pool gives the same
// vectors as in-thread embedding, in order, for texts sent together; a build
// over two workers writes the same vectors as over one; a crashed worker (or a
// model that cannot load) makes the chat rank by words with a note, never
// hang; a busy model sheds questions to the lexical ranking; repeated
// questions are embedded once (LRU); the question model loads only when a
// reader is about to ask (the widget's warm-up, or a question) and is let go
// when no one has asked for a while.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEmbeddings, embeddingRate, embedQuery, parseEmbeddings, questionModelLoaded, releaseQuestionModel, type SectionVectors } from '../../compiler/search/embeddings.js';
import { createEmbedPool, minilmFiles } from '../../compiler/search/embed-pool.js';
import { SEMANTIC_NOTES, WARM_PATH } from '../../server/chat/handler.js';
import { Retriever } from '../../server/chat/retrieval.js';
import type { ChatRecord } from '../../compiler/search/sections.js';
import { ask, CHAT_ROOT, sleep, startChat, until } from './helpers.js';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

function record(url: string, page: string, section: string, content: string): ChatRecord {
  return { type: 'content', url, content, hierarchy: { lvl0: 'Learn', lvl1: page, lvl2: section, lvl3: null, lvl4: null, lvl5: null, lvl6: null } };
}

const RECORDS: ChatRecord[] = [
  record('/config#gpu', 'Configuring Prometheux', 'Accelerating processing with GPUs', 'On machines with NVIDIA GPUs, the engine can offload SQL operations to the GPU through the Spark-RAPIDS plugin.'),
  record('/config#neo4j', 'Configuring Prometheux', 'Chase storage in Neo4j', 'The chase graph can be stored in a Neo4j database given its URL, user and password.'),
  record('/config#livy', 'Configuring Prometheux', 'Configuring the Livy REST service', 'Livy submits Prometheux jobs to a Spark cluster over HTTP.'),
  record('/recursion#intro', 'Recursion', 'Recursive rules', 'A rule whose head predicate also appears in its body is recursive; the engine repeats it until no new facts appear.'),
  record('/sources#csv', 'Data sources', 'Reading CSV files', 'The @bind annotation reads a CSV file into a predicate, one fact per row.'),
];

/**
 * Forty sections, so a build spreads them over two workers. Their texts are a few tokens ("P › 7: 7"):
 * the model's time grows with a text's tokens (a third of a sentence's), and what these tests check
 * (order, chunks, the cache) does not depend on the words.
 */
const MANY: ChatRecord[] = Array.from({ length: 40 }, (_, index) => record(`/many#s${index}`, 'P', String(index), String(index)));

let vectors: SectionVectors | undefined;
async function sectionVectors(): Promise<SectionVectors> {
  if (!vectors) {
    const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-worker-'));
    try {
      const built = await buildEmbeddings(RECORDS, join(dir, 'cache.json'), { workers: 1 });
      vectors = parseEmbeddings(built.meta, built.bytes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return vectors;
}

test('the worker pool embeds texts sent together exactly as the model does in-thread, each in its place', { timeout: 180_000 }, async () => {
  const pool = createEmbedPool({ workers: 1, batch: 16 });
  try {
    const texts = ['how do I write a recursive rule', 'how do I read a CSV file', 'GPU acceleration', 'how do I write a recursive rule'];
    // Asked at the same moment: one batch for the worker.
    const together = await Promise.all(texts.map((text) => pool.embed([text]).then(([vector]) => vector)));
    for (const [index, text] of texts.entries()) {
      const inThread = await embedQuery(text);
      assert.deepEqual([...together[index]], [...inThread], `"${text}" differs from the in-thread vector`);
    }
    assert.notDeepEqual([...together[0]], [...together[1]], 'different questions, different vectors');
    assert.equal(pool.pending, 0);
  } finally {
    await pool.close();
  }
});

test('a build over two worker threads writes the same vectors as over one', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-workers-'));
  try {
    const one = await buildEmbeddings(MANY, join(dir, 'one.json'), { workers: 1 });
    const two = await buildEmbeddings(MANY, join(dir, 'two.json'), { workers: 2 });
    assert.deepEqual([one.workers, two.workers], [1, 2]);
    // Unasked, forty sections take one worker: a second loads the model again (as much CPU as 11 sections) to save
    // little (a page of 50,000 headings: 65 sections, 3.2 s of CPU over two workers, 2.6 s over one).
    const unasked = await buildEmbeddings(MANY, join(dir, 'unasked.json'));
    assert.equal(unasked.workers, 1);
    assert.deepEqual(unasked.meta, one.meta);
    assert.deepEqual([one.embedded, two.embedded], [40, 40]);
    assert.ok(one.embedMs > 0 && two.embedMs > 0);
    assert.match(embeddingRate(two), /^, \d+\.\d sections\/s on 2 threads$/, 'the build line says how fast');
    const cached = await buildEmbeddings(MANY, join(dir, 'two.json'), { workers: 2 });
    assert.deepEqual([cached.embedded, cached.workers, embeddingRate(cached)], [0, 0, ''], 'a warm cache starts no worker');
    assert.deepEqual(two.meta, one.meta);
    assert.deepEqual(Buffer.from(two.bytes), Buffer.from(one.bytes), 'byte for byte');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a long embedding reports its progress and saves the cache as it goes, so a build stopped halfway keeps its work', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-progress-'));
  const cacheFile = join(dir, 'cache.json');
  // 150 sections: three chunks of the pool's work (64, 64, 22), on three pages (a page's sections past
  // PAGE_EMBEDDED_SECTIONS get no vector). Texts of a few tokens, as MANY's.
  const records = Array.from({ length: 150 }, (_, index) => record(`/long-${Math.floor(index / 50)}#s${index}`, 'L', String(index), String(index)));
  try {
    const reports: { done: number; total: number; saved: number }[] = [];
    const built = await buildEmbeddings(records, cacheFile, {
      workers: 1,
      checkpointMs: 0,
      onProgress: (done, total) => {
        let saved = 0;
        try {
          saved = Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8'))).length;
        } catch {}
        reports.push({ done, total, saved });
      },
    });
    assert.equal(built.embedded, 150);
    assert.deepEqual(reports.map((report) => [report.done, report.total]), [[0, 150], [64, 150], [128, 150], [150, 150]], 'progress at the start and after each chunk');
    // Before the last chunk the cache already holds what was embedded: a build stopped there keeps it.
    assert.deepEqual(reports.slice(1, 3).map((report) => report.saved), [64, 128]);
    assert.equal(Object.keys(JSON.parse(readFileSync(cacheFile, 'utf8'))).length, 150);
    // A build after a stop embeds only what is missing.
    const partial = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>;
    writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(Object.entries(partial).slice(0, 128))));
    const resumed = await buildEmbeddings(records, cacheFile, { workers: 1 });
    assert.equal(resumed.embedded, 22);
    assert.deepEqual(Buffer.from(resumed.bytes), Buffer.from(built.bytes), 'the same vectors as one whole build');
    // A limit (chat.embeddings 'auto' or a number) embeds that many a build and returns no vectors until all are cached.
    writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(Object.entries(partial).slice(0, 128))));
    const steps = [];
    for (let build = 0; build < 3; build++) {
      const step = await buildEmbeddings(records, cacheFile, { workers: 1, limit: 10 });
      steps.push([step.embedded, step.left, step.meta.sections.length, step.bytes.length]);
      if (!step.left) assert.deepEqual(Buffer.from(step.bytes), Buffer.from(built.bytes), 'filled over three builds: the same vectors');
    }
    assert.deepEqual(steps, [[10, 12, 0, 0], [10, 2, 0, 0], [2, 0, 150, 150 * 384]]);
    const cachedOnly = await buildEmbeddings(records, cacheFile, { limit: 0 });
    assert.deepEqual([cachedOnly.embedded, cachedOnly.left, cachedOnly.workers], [0, 0, 0], 'a limit of 0 still uses what the cache holds');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a worker that dies mid-job fails its texts (no hang) and a replacement serves the next ones', { timeout: 180_000 }, async () => {
  const pool = createEmbedPool({ workers: 1, restarts: 1 });
  try {
    await pool.embed(['load the model first']);
    const long = pool.embed(Array.from({ length: 200 }, (_, index) => `text number ${index} about rules and facts`));
    await sleep(20);
    await pool.threads[0].terminate();
    await assert.rejects(long, /embedding worker stopped/);
    const [again] = await pool.embed(['how do I write a recursive rule']);
    assert.deepEqual([...again], [...(await embedQuery('how do I write a recursive rule'))]);
  } finally {
    await pool.close();
  }
});

test('the pool works under a parent run as an ES module from the command line (the eval worker inherits --input-type)', { timeout: 180_000 }, () => {
  const script = `const { createEmbedPool } = await import(${JSON.stringify(pathToFileURL(join(CHAT_ROOT, 'dist', 'compiler', 'search', 'embed-pool.js')).href)});
const pool = createEmbedPool();
const [vector] = await pool.embed(['hello']);
console.log('dimensions ' + vector.length);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 170_000 });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /dimensions 384/);
});

test('a model that cannot load rejects every text promptly', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-broken-'));
  const engine = join(dir, 'engine.cjs');
  writeFileSync(engine, "throw new Error('engine is broken');\n");
  const pool = createEmbedPool({ workers: 1, restarts: 1, model: { ...(await minilmFiles()), enginePath: engine } });
  try {
    await assert.rejects(pool.embed(['anything']), /engine is broken|embedding worker/);
    await assert.rejects(pool.embed(['anything else']), /engine is broken|embedding worker/);
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the chat ranks by words, with a note, when its embedding worker has crashed', { timeout: 180_000 }, async () => {
  const vectors = await sectionVectors();
  const pool = createEmbedPool({ workers: 1, restarts: 0 });
  const chat = await startChat({ records: RECORDS, vectors, embed: (text) => pool.embed([text]).then(([vector]) => vector), limits: { perMinute: 1000, embedWaitMs: 60_000 } });
  try {
    const before = await ask(chat.endpoint, 'how do I read a CSV file');
    assert.equal(before.done?.note, undefined, 'a working model: no note');
    await pool.threads[0].terminate();
    await sleep(50);
    const question = 'which plugin offloads SQL to NVIDIA GPUs';
    const answer = await ask(chat.endpoint, question);
    assert.equal(answer.status, 200);
    assert.equal(answer.done?.note, SEMANTIC_NOTES.failed);
    const lexical = new Retriever(RECORDS, vectors).search([{ role: 'user', content: question }], 5);
    assert.equal(answer.sources[0]?.url, lexical[0].passage.url, 'the first source is the lexical ranking\'s');
    assert.equal(answer.sources[0]?.url, '/config#gpu');
    // Kept until the question's vector is known (the model is tried again in
    // the background): asked again, the same lexical answer with its note.
    const again = await ask(chat.endpoint, question);
    assert.equal(again.done?.note, SEMANTIC_NOTES.failed);
    assert.equal(again.sources[0]?.url, answer.sources[0]?.url);
  } finally {
    await chat.close();
    await pool.close();
  }
});

test('a busy model sheds new questions to the lexical ranking at once; a question stuck past the wait is answered with a note', { timeout: 60_000 }, async () => {
  const vectors = await sectionVectors();
  const release: (() => void)[] = [];
  // A model that never answers until released.
  const embed = (text: string) => new Promise<Float32Array>((resolve) => release.push(() => resolve(vectors.byUrl.get('/config#gpu')!)));
  // The wait is long enough that the shed question's own round trip (seconds at CI's load of 40) ends well
  // inside it: a question that waited for the model would be answered only once it has passed.
  const embedWaitMs = 10_000;
  const chat = await startChat({ records: RECORDS, vectors, embed, limits: { perMinute: 1000, embedQueue: 1, embedWaitMs } });
  try {
    let stuckAnswered = false;
    const stuck = ask(chat.endpoint, 'how do I write a recursive rule').finally(() => { stuckAnswered = true; });
    // The first question must hold the model before the second comes.
    await until(() => release.length === 1, 60_000, 'the first question reaches the model');
    const started = performance.now();
    const shed = await ask(chat.endpoint, 'how do I read a CSV file');
    const shedMs = performance.now() - started;
    assert.equal(shed.status, 200);
    assert.equal(shed.done?.note, undefined, 'shedding under load is silent');
    assert.equal(shed.sources[0]?.url, '/sources#csv');
    assert.ok(shedMs < embedWaitMs && !stuckAnswered, `the shed question did not wait for the model (${shedMs.toFixed(0)} ms; the stuck one answered first: ${stuckAnswered})`);
    const late = await stuck;
    assert.equal(late.done?.note, SEMANTIC_NOTES.late);
    assert.equal(late.sources[0]?.url, '/recursion#intro');
  } finally {
    release.forEach((go) => go());
    await chat.close();
  }
});

test('a shed question is embedded in the background: asked again meanwhile it is answered from the cache, and once its vector is there it gets its full ranking', { timeout: 60_000 }, async () => {
  const vectors = await sectionVectors();
  const asked: string[] = [];
  const release = new Map<string, () => void>();
  const target = vectors.byUrl.get('/config#livy')!;
  // A model that answers each text only when released, always with the Livy section's vector.
  const background: boolean[] = [];
  const embed = (text: string, later?: boolean) => {
    asked.push(text);
    background.push(later === true);
    return new Promise<Float32Array>((resolve) => release.set(text, () => resolve(target)));
  };
  const chat = await startChat({ records: RECORDS, vectors, embed, limits: { perMinute: 1000, embedQueue: 1, embedWaitMs: 60_000 } });
  const stuck = ask(chat.endpoint, 'how do I write a recursive rule');
  try {
    await until(() => asked.length === 1, 60_000, 'the first question reaches the model');
    const question = 'how do I read a CSV file';
    const shed = await ask(chat.endpoint, question);
    assert.deepEqual(asked, ['how do I write a recursive rule', question], 'the shed question went to the model in the background');
    assert.deepEqual(background, [false, true], 'as work nobody waits for (after any question that waits)');
    // A question embedded in the background does not take the waiting place: once the first question
    // is answered, a new one waits for the model (embedQueue 1) while the shed one still runs.
    release.get('how do I write a recursive rule')!();
    await stuck;
    const waiting = ask(chat.endpoint, 'how is the chase graph stored');
    await until(() => asked.length === 3, 60_000, 'the new question reaching the model');
    assert.deepEqual(background, [false, true, false], 'the new question waits for its vector, it is not shed');
    release.get('how is the chase graph stored')!();
    assert.equal((await waiting).done?.note, undefined, 'ranked by meaning too');
    const again = await ask(chat.endpoint, question);
    assert.equal(again.raw, shed.raw, 'asked again while its embedding runs: the same answer');
    assert.equal(asked.length, 3, 'and not embedded a second time');
    release.get(question)!();
    await sleep(50);
    const full = await ask(chat.endpoint, question);
    const messages = [{ role: 'user' as const, content: question }];
    const retriever = new Retriever(RECORDS, vectors);
    const urls = (hits: ReturnType<Retriever['search']>) => hits.map((hit) => hit.passage.url);
    const hybrid = urls(retriever.search(messages, 5, target));
    assert.notDeepEqual(hybrid, urls(retriever.search(messages, 5)), 'precondition: the vector changes the ranking');
    assert.deepEqual(full.sources.map((source) => source.url), hybrid.slice(0, full.sources.length), 'the full ranking, with the question\'s vector');
    assert.equal(asked.length, 3, 'the vector came from the background run');
  } finally {
    release.forEach((go) => go());
    await stuck;
    await chat.close();
  }
});

test('a repeated question is embedded once, even when asked by several readers at the same moment', { timeout: 60_000 }, async () => {
  const vectors = await sectionVectors();
  const asked: string[] = [];
  const embed = async (text: string) => {
    asked.push(text);
    await sleep(50);
    return vectors.byUrl.get('/recursion#intro')!;
  };
  // Retrieval cache off: only the embedding cache can spare the model.
  const chat = await startChat({ records: RECORDS, vectors, embed, limits: { perMinute: 1000, cacheSize: 0, embeddingCacheSize: 2 } });
  try {
    await Promise.all([1, 2, 3].map(() => ask(chat.endpoint, 'How do I write a recursive rule')));
    assert.deepEqual(asked, ['How do I write a recursive rule'], 'three readers, one model run');
    await ask(chat.endpoint, 'how do I  write a recursive rule');
    assert.equal(asked.length, 1, 'case and spacing do not matter');
    await ask(chat.endpoint, 'how do I read a CSV file');
    await ask(chat.endpoint, 'where is the chase stored');
    // Capacity 2: the recursion question was least recently used and is gone.
    await ask(chat.endpoint, 'how do I write a recursive rule');
    assert.equal(asked.length, 4);
  } finally {
    await chat.close();
  }
});

test('a pool closed while its model loads rejects the texts it was given (no hang)', async () => {
  const pool = createEmbedPool({ workers: 1 });
  const given = pool.embed(['a text that never reaches a worker']);
  await pool.close();
  await assert.rejects(given, /the embedding pool is closed/);
  assert.equal(pool.threads.length, 0, 'no worker was started');
});

test('the question model loads when a reader is about to ask, not when the service starts, and is let go when no one asks', { timeout: 120_000 }, async () => {
  const vectors = await sectionVectors();
  await releaseQuestionModel();
  // The default embedder (the question model's worker), a short idle time, a long wait so no answer is lexical.
  const chat = await startChat({ records: RECORDS, vectors, warm: true, limits: { perMinute: 1000, embedWaitMs: 60_000, modelIdleMs: 400 } });
  try {
    await sleep(300);
    assert.equal(questionModelLoaded(), false, 'a started service (its index made) has not loaded the model');
    const warmed = await fetch(`${chat.url}${WARM_PATH}`, { method: 'POST' });
    assert.equal(warmed.status, 204);
    assert.equal(await warmed.text(), '');
    await until(questionModelLoaded, 60_000, 'the model loading after the warm-up');
    const answer = await ask(chat.endpoint, 'which plugin offloads SQL to NVIDIA GPUs');
    assert.equal(answer.done?.note, undefined, 'ranked by meaning too');
    assert.equal(answer.sources[0]?.url, '/config#gpu');
    // No question for longer than modelIdleMs: the worker and its model are gone.
    await until(() => !questionModelLoaded(), 60_000, 'the idle model being let go');
    // The next question loads it again and is ranked by meaning, as before.
    const again = await ask(chat.endpoint, 'how do I read a CSV file');
    assert.equal(again.done?.note, undefined);
    assert.equal(again.sources[0]?.url, '/sources#csv');
  } finally {
    await chat.close();
    await releaseQuestionModel();
  }
});

test('the model is never let go while a question is being embedded', { timeout: 120_000 }, async () => {
  const vectors = await sectionVectors();
  await releaseQuestionModel();
  const chat = await startChat({ records: RECORDS, vectors, limits: { perMinute: 1000, embedWaitMs: 60_000, modelIdleMs: 60_000 } });
  try {
    // A question on its way to the model (loading it): a release now must wait for it.
    const asking = ask(chat.endpoint, 'how do I write a recursive rule');
    await until(questionModelLoaded, 60_000, 'the question starting the model');
    assert.equal(await releaseQuestionModel(), false, 'not let go under a question');
    const answer = await asking;
    assert.equal(answer.done?.note, undefined);
    assert.equal(answer.sources[0]?.url, '/recursion#intro');
    assert.equal(await releaseQuestionModel(), true, 'let go once the question is answered');
    assert.equal(questionModelLoaded(), false);
  } finally {
    await chat.close();
    await releaseQuestionModel();
  }
});

test('with no embedding cache a shed question is not embedded at all (its vector would be thrown away)', { timeout: 60_000 }, async () => {
  const vectors = await sectionVectors();
  const asked: string[] = [];
  const release: (() => void)[] = [];
  const embed = (text: string) => {
    asked.push(text);
    return new Promise<Float32Array>((resolve) => release.push(() => resolve(vectors.byUrl.get('/config#gpu')!)));
  };
  const chat = await startChat({ records: RECORDS, vectors, embed, limits: { perMinute: 1000, embedQueue: 1, embedWaitMs: 60_000, cacheSize: 0, embeddingCacheSize: 0 } });
  const stuck = ask(chat.endpoint, 'how do I write a recursive rule');
  try {
    await until(() => asked.length === 1, 60_000, 'the first question reaches the model');
    const shed = await ask(chat.endpoint, 'how do I read a CSV file');
    assert.equal(shed.sources[0]?.url, '/sources#csv');
    await sleep(50);
    assert.deepEqual(asked, ['how do I write a recursive rule'], 'only the question that waits was embedded');
  } finally {
    release.forEach((go) => go());
    await stuck;
    await chat.close();
  }
});

test('the pool embeds a text someone waits for before texts sent in the background, taking those one at a time', { timeout: 120_000 }, async () => {
  const pool = createEmbedPool({ workers: 1, batch: 16 });
  try {
    const done: string[] = [];
    const later = ['rules and facts', 'reading a CSV file', 'GPU acceleration', 'the chase graph'].map((text) => pool.embed([text], { background: true }).then(([vector]) => { done.push(text); return vector; }));
    // Sent after the four, while the model still loads: it goes first all the same.
    const waited = pool.embed(['how do I write a recursive rule']).then(([vector]) => { done.push('waited'); return vector; });
    const [vector] = await Promise.all([waited, ...later]);
    assert.equal(done[0], 'waited', `order: ${done.join(', ')}`);
    assert.deepEqual(done.slice(1), ['rules and facts', 'reading a CSV file', 'GPU acceleration', 'the chase graph'], 'the background texts in the order sent');
    assert.deepEqual([...vector], [...await embedQuery('how do I write a recursive rule')], 'the same vector as in-thread');
    // A text sent while a background one runs waits for that one only, not for the rest of the backlog.
    const order: string[] = [];
    // (The idle worker takes 'one' as it is sent; 'a question' comes while it runs.)
    const backlog = ['one', 'two', 'three', 'four', 'five'].map((text) => pool.embed([text], { background: true }).then(() => order.push(text)));
    await pool.embed(['a question']).then(() => order.push('a question'));
    await Promise.all(backlog);
    assert.deepEqual(order.slice(0, 2), ['one', 'a question'], `order: ${order.join(', ')}`);
  } finally {
    await pool.close();
  }
});

test('a warm-up while the model is loaded starts its idle time again; an idle time too long for a timer keeps the model', { timeout: 120_000 }, async () => {
  const vectors = await sectionVectors();
  await releaseQuestionModel();
  const chat = await startChat({ records: RECORDS, vectors, limits: { perMinute: 1000, embedWaitMs: 60_000, modelIdleMs: 3000 } });
  try {
    assert.equal((await ask(chat.endpoint, 'how do I read a CSV file')).done?.note, undefined);
    await sleep(2000);
    assert.equal((await fetch(`${chat.url}${WARM_PATH}`, { method: 'POST' })).status, 204);
    await sleep(2000);
    assert.equal(questionModelLoaded(), true, '4 s after the question, 2 s after the warm-up: still loaded');
    await until(() => !questionModelLoaded(), 60_000, 'the idle model being let go');
  } finally {
    await chat.close();
  }
  const forever = await startChat({ records: RECORDS, vectors, limits: { perMinute: 1000, embedWaitMs: 60_000, modelIdleMs: Infinity } });
  try {
    assert.equal((await ask(forever.endpoint, 'how do I read a CSV file')).done?.note, undefined);
    await sleep(300);
    assert.equal(questionModelLoaded(), true, 'not let go at once (a timer cannot wait that long: none is set)');
  } finally {
    await forever.close();
    await releaseQuestionModel();
  }
});
