// The docs chat service (server/chat) over HTTP on 127.0.0.1, answering from the
// real site's search records: retrieval relevance on the question table
// (fixtures/questions.json; the hit rate is reported), the retrieval answer and
// its citations, the model path against a local stand-in that speaks the model
// API's streaming protocol (request contents, streaming, fallbacks), the limits
// (413, 429, 400), CORS, and that model keys never leave the server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { statSync } from 'node:fs';
import { buildRealSite, makeTempDir, removeTempDirs } from '../e2e/browser.js';
import { buildSite, listFiles, ROOT } from '../helpers.js';
import { NOT_COVERED } from '../../server/chat/compose.js';
import { attachVectors, embedQuestions, readEmbeddings, type SectionVectors } from '../../compiler/search/embeddings.js';
import { isLoopback, readEntries } from '../../server/chat/feedback.js';
import { CHAT_PATH, DEFAULT_LIMITS, FALLBACK_NOTE, WARM_PATH } from '../../server/chat/handler.js';
import { MODEL_NOTES } from '../../server/chat/model.js';
import { serveChat } from '../../server/chat/serve-chat.js';
import { localesFromOutput } from '../../server/chat/mount.js';
import { closeServer } from '../../server/listen.js';
import type { AddressInfo } from 'node:net';
import { modelFromEnv, type ModelSettings } from '../../server/chat/model.js';
import { buildPassages, Retriever, type ChatRecord } from '../../server/chat/retrieval.js';
import {
  ask, dropsAfter, fails, hangs, hangsAfterHeaders, loadQuestions, loadRecords, raw, route, sleep, startChat, startModelStandIn, streams, until,
  type Answer, type ModelStandIn, type QuestionTable,
} from './helpers.js';

let out: string;
let records: ChatRecord[];
let table: QuestionTable;
let pages: Set<string>;
let vectors: SectionVectors | undefined;

before(async () => {
  out = await buildRealSite();
  records = await loadRecords(out);
  // The build's section vectors travel with the records, as `pxdocs serve` reads them.
  vectors = readEmbeddings(out);
  if (vectors) attachVectors(records, vectors);
  table = await loadQuestions();
  pages = new Set(records.map((record) => route(record.url)));
});

/** The [n] citations of an answer's text, outside code blocks. */
function citations(markdown: string): number[] {
  return [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/\[(\d+)\](?!\()/g)].map((match) => Number(match[1]));
}

after(removeTempDirs);

/** Every `](url)` link target in a Markdown answer. */
function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

/** The event names of an answer, in order, with runs of deltas collapsed. */
function shape(answer: Answer): string[] {
  return answer.events.map((event) => event.event).filter((name, index, all) => name !== 'delta' || all[index - 1] !== 'delta');
}

describe('retrieval answers', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  const answers = new Map<string, Answer>();

  const hybridRanks = new Map<string, string[]>();

  before(async () => {
    // Every question gets its full ranking here (no load shedding of the question embedding).
    chat = await startChat({ records, limits: { perMinute: 10_000, embedQueue: Infinity, embedWaitMs: 60_000 } });
    for (const entry of table.questions) answers.set(entry.question, await ask(chat.endpoint, entry.question));
    const retriever = new Retriever(records, vectors);
    // On the question model the service has loaded (its worker thread), not a second copy on this thread (a second of CPU to load).
    const queries = await embedQuestions(table.questions.map((entry) => entry.question));
    table.questions.forEach((entry, index) => {
      const messages = [{ role: 'user' as const, content: entry.question }];
      hybridRanks.set(entry.question, retriever.search(messages, 5, queries[index]).map((hit) => hit.passage.url));
    });
  });

  after(() => chat.close());

  test('the build wrote a vector for every chat section, and the question tables (tuning and the held-out ones) expect pages of the built site', async () => {
    assert.ok(vectors, 'out/chat-embeddings.json and .bin exist');
    assert.equal(vectors.dimensions, 384);
    const sections = buildPassages(records).length;
    assert.equal(vectors.byUrl.size, sections, `${vectors.byUrl.size} vectors for ${sections} sections`);
    for (const vector of [...vectors.byUrl.values()].slice(0, 20)) assert.ok(Math.abs(Math.hypot(...vector) - 1) < 1e-3, 'unit length');
    const heldOut = await loadQuestions('questions-heldout.json');
    assert.ok(table.questions.length + heldOut.questions.length >= 60, `${table.questions.length} + ${heldOut.questions.length} questions`);
    assert.ok(heldOut.questions.length >= 25, `${heldOut.questions.length} held-out questions`);
    const heldOut2 = await loadQuestions('questions-heldout-2.json');
    assert.ok(heldOut2.questions.length >= 30, `${heldOut2.questions.length} questions in the second held-out table`);
    const heldOut3 = await loadQuestions('questions-heldout-3.json');
    assert.ok(heldOut3.questions.length >= 40, `${heldOut3.questions.length} questions in the third held-out table`);
    const round3 = await loadQuestions('questions-round-3.json');
    assert.ok(round3.questions.length >= 60, `${round3.questions.length} questions in the third tuning round`);
    const round4 = await loadQuestions('questions-round-4.json');
    assert.ok(round4.questions.length >= 40, `${round4.questions.length} questions in the fourth tuning round`);
    const tuned = new Set([...table.questions, ...round3.questions, ...round4.questions].map((entry) => entry.question.toLowerCase()));
    for (const entry of [...heldOut.questions, ...heldOut2.questions, ...heldOut3.questions]) assert.ok(!tuned.has(entry.question.toLowerCase()), `"${entry.question}" is in a tuning table and a held-out one`);
    for (const entry of [...table.questions, ...round3.questions, ...round4.questions, ...heldOut.questions, ...heldOut2.questions, ...heldOut3.questions]) {
      for (const expected of [entry.expected, ...(entry.alsoAccept ?? [])]) assert.ok(pages.has(expected), `${expected} (for "${entry.question}") is a page of the site`);
    }
  });

  test('hybrid retrieval finds the expected page among the top 5 for nearly every question', () => {
    let found = 0;
    const misses: string[] = [];
    for (const entry of table.questions) {
      const accepted = [entry.expected, ...(entry.alsoAccept ?? [])];
      if (hybridRanks.get(entry.question)!.some((url) => accepted.includes(route(url)))) found++;
      else misses.push(entry.question);
    }
    const rate = found / table.questions.length;
    assert.ok(rate >= table.minimumHitRateAt5, `hit@5 ${rate.toFixed(3)} below ${table.minimumHitRateAt5}: ${misses.join('; ')}`);
  });

  test('retrieval finds the expected page as the top source for at least 90 % of the questions', (t) => {
    const misses: string[] = [];
    let viaAlternative = 0;
    for (const entry of table.questions) {
      const top = answers.get(entry.question)!.sources[0]?.url;
      const accepted = [entry.expected, ...(entry.alsoAccept ?? [])];
      if (top && accepted.includes(route(top))) {
        if (route(top) !== entry.expected) viaAlternative++;
      } else misses.push(`"${entry.question}" → ${top ?? 'nothing'} (expected ${accepted.join(' or ')})`);
    }
    const hits = table.questions.length - misses.length;
    const rate = hits / table.questions.length;
    const summary = `chat retrieval top-source hit rate ${(rate * 100).toFixed(1)} % (${hits}/${table.questions.length}; ${viaAlternative} via an alsoAccept page)`;
    console.log(summary);
    t.diagnostic(summary);
    for (const miss of misses) {
      console.log(`  miss: ${miss}`);
      t.diagnostic(`miss: ${miss}`);
    }
    assert.ok(rate >= table.minimumHitRate, `${summary}, below ${table.minimumHitRate}:\n${misses.join('\n')}`);
  });

  test('every retrieval answer is a stream of sources, deltas and done, in that order', () => {
    for (const [question, answer] of answers) {
      assert.equal(answer.status, 200, question);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/event-stream/, question);
      assert.deepEqual(shape(answer), ['sources', 'delta', 'done'], question);
      assert.deepEqual(answer.done, { mode: 'retrieval', covered: true }, question);
      assert.ok(answer.deltas.length > 1, `${question}: the answer arrives in pieces (${answer.deltas.length})`);
    }
  });

  test('the default answer is sentences from the docs with inline citations [n] that match the sources event', () => {
    for (const [question, answer] of answers) {
      assert.ok(answer.sources.length >= 1 && answer.sources.length <= 3, `${question}: ${answer.sources.length} sources`);
      const cited = citations(answer.text);
      assert.ok(cited.includes(1), `${question}: the answer cites its first source: ${answer.text.slice(0, 120)}`);
      for (const n of cited) assert.ok(n >= 1 && n <= answer.sources.length, `${question}: [${n}] names one of the ${answer.sources.length} sources`);
      for (let n = 1; n <= answer.sources.length; n++) assert.ok(cited.includes(n), `${question}: source ${n} is cited`);
      assert.ok(!answer.text.startsWith('>') && !answer.text.includes('closest passages'), `${question}: an answer, not a list of quoted passages`);
      for (const source of answer.sources) {
        assert.ok(pages.has(route(source.url)), `${source.url} is a page of the site`);
        assert.ok(source.title.length > 0, `${source.url} has a title`);
      }
    }
  });

  test('each cited sentence is text of the section it cites', () => {
    const sections = buildPassages(records);
    const text = (url: string) => sections.filter((section) => section.url === url).map((section) => section.text.replace(/\s+/g, ' ')).join(' ');
    let checked = 0;
    for (const [question, answer] of answers) {
      for (const paragraph of answer.text.split('\n\n')) {
        const match = /^(.*\S) \[(\d+)\]$/.exec(paragraph);
        if (!match) continue;
        const source = answer.sources[Number(match[2]) - 1];
        // A section with no sentence to quote (a table, code) is pointed to with a link to itself.
        const pointer = /^See \[[^\]]+\]\(([^)]+)\)\.?$/.exec(match[1]);
        if (pointer) {
          assert.equal(pointer[1], source.url, `${question}: the pointer links the section it cites`);
          const prose = sections.filter((section) => section.url === source.url).flatMap((section) => section.text.split('\n')).filter((line) => line.split(' ').length >= 10 || /\w \w+ \w+ \w+ \w+[.!?]$/.test(line.trim()));
          assert.deepEqual(prose, [], `${question}: ${source.url} has no sentence to quote`);
          continue;
        }
        const first = match[1].split(/(?<=[.!?:])\s/)[0].slice(0, 30);
        // A quoted list item may gain a capital (compose.ts asSentence).
        const uncapitalized = first[0].toLowerCase() + first.slice(1);
        assert.ok(text(source.url).includes(first) || text(source.url).includes(uncapitalized), `${question}: "${first}" is in ${source.url}`);
        checked++;
      }
    }
    assert.ok(checked >= table.questions.length, `${checked} cited paragraphs checked`);
  });

  test('a "how do I" answer carries a code example from a cited section, in a fenced block', () => {
    for (const question of ['how do I read a CSV file', 'how do I compute PageRank', 'how do I call an HTTP API from a rule']) {
      const answer = answers.get(question)!;
      assert.match(answer.text, /For example \[\d\]:\n\n```[a-z]*\n[\s\S]+\n```/, `${question}: ${answer.text}`);
    }
  });

  test('off-topic questions get the plain "not covered" answer, without sources, and are logged for the writers', async () => {
    const file = join(await makeTempDir(), 'feedback.jsonl');
    // The site's locales and start page come from its output, as `pxdocs serve` reads them.
    const offTopic = await startChat({ records, locales: localesFromOutput(out), limits: { perMinute: 10_000, embedQueue: Infinity, embedWaitMs: 60_000 }, feedback: { file } });
    try {
      const questions = ["what's the weather in Paris tomorrow", 'recommend a good pizza recipe', 'who won the world cup in 2018', 'zzqx wqxv qqzj'];
      for (const question of questions) {
        const answer = await ask(offTopic.endpoint, question);
        assert.equal(answer.status, 200);
        assert.ok(answer.text.startsWith(NOT_COVERED), `${question}: ${answer.text.slice(0, 100)}`);
        assert.deepEqual(answer.sources, [], question);
        assert.deepEqual(citations(answer.text), [], question);
        assert.deepEqual(answer.done, { mode: 'retrieval', covered: false }, question);
        // Where to start: the navbar's first link on the site (Learn).
        assert.ok(links(answer.text).includes('/learn/getting-started'), answer.text);
      }
      // Logged off the answer path: the entries arrive just after the answers.
      await until(() => readEntries(file).length >= questions.length, 60_000, 'the not-covered entries');
      assert.deepEqual(readEntries(file).map((entry) => [entry.question, entry.verdict]), questions.map((question) => [question, 'not-covered']));
      // An answered question is not logged.
      await ask(offTopic.endpoint, 'how do I write a recursive rule');
      await sleep(200);
      assert.equal(readEntries(file).length, questions.length);
    } finally {
      await offTopic.close();
    }
  });

  test('a follow-up question is answered in the context of the conversation', async () => {
    const first = answers.get('how do I connect to PostgreSQL')!;
    const alone = await ask(chat.endpoint, 'and how do I write to it?');
    assert.notEqual(alone.sources[0]?.url, '/learn/vadalog/data-sources#postgresql', 'control: the follow-up on its own does not find the PostgreSQL section');
    const followUp = await ask(chat.endpoint, [
      { role: 'user', content: 'how do I connect to PostgreSQL' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'and how do I write to it?' },
    ]);
    assert.equal(followUp.status, 200);
    assert.equal(followUp.sources[0]?.url, '/learn/vadalog/data-sources#postgresql', `sources: ${followUp.sources.map((source) => source.url).join(', ')}`);
  });

  test('in a follow-up the latest question counts most: its own topic comes first, not the earlier question\'s', async () => {
    const alone = await ask(chat.endpoint, 'what are the benefits?');
    assert.equal(alone.done?.covered, false, 'control: on its own the question is too vague to answer');
    const earlier = await ask(chat.endpoint, 'how do I run Prometheux on Databricks');
    const followUp = await ask(chat.endpoint, [
      { role: 'user', content: 'how do I run Prometheux on Databricks' },
      { role: 'assistant', content: earlier.text },
      { role: 'user', content: 'what are the benefits?' },
    ]);
    assert.equal(route(followUp.sources[0]?.url ?? ''), '/learn/on-prem/databricks-integration', `sources: ${followUp.sources.map((source) => source.url).join(', ')}`);
  });
});

describe('the model path against a local stand-in of the model API', () => {
  let model: ModelStandIn;
  const KEY = 'sk-standin-4f1d9c2b7a';

  before(async () => {
    model = await startModelStandIn();
  });

  after(() => model.close());

  const azure = (overrides: Partial<ModelSettings> = {}): ModelSettings => ({
    kind: 'azure',
    url: `${model.url}/openai/deployments/docs-gpt/chat/completions?api-version=2024-06-01`,
    headers: { 'api-key': KEY },
    deployment: 'docs-gpt',
    firstTokenTimeoutMs: 500,
    totalTimeoutMs: 3000,
    ...overrides,
  });

  test('the request to the model names the deployment, carries the key, the conversation and the retrieved passages', async () => {
    model.requests.length = 0;
    model.behave(streams(['Use ', '`@bind` ', 'with ', '"postgresql".']));
    const chat = await startChat({ records, model: azure() });
    try {
      const answer = await ask(chat.endpoint, 'how do I connect to PostgreSQL');
      assert.equal(answer.status, 200);
      assert.equal(model.requests.length, 1);
      const [request] = model.requests;
      assert.equal(request.method, 'POST');
      assert.equal(request.url, '/openai/deployments/docs-gpt/chat/completions?api-version=2024-06-01');
      assert.equal(request.headers['api-key'], KEY);
      assert.match(String(request.headers['content-type']), /application\/json/);
      assert.equal(request.body.stream, true);
      assert.equal(request.body.model, undefined, 'Azure names the deployment in the URL, not the body');
      const [system, ...conversation] = request.body.messages as { role: string; content: string }[];
      assert.equal(system.role, 'system');
      assert.match(system.content, /Answer only from the numbered doc sections/);
      assert.match(system.content, /by their number in square brackets/);
      assert.match(system.content, /say plainly that the docs do not cover it/);
      answer.sources.forEach((source, index) => assert.ok(system.content.includes(`[${index + 1}] ${source.title} (${source.url})`), `section ${index + 1} of the prompt is source ${index + 1}, ${source.url}`));
      assert.deepEqual(conversation, [{ role: 'user', content: 'how do I connect to PostgreSQL' }]);
    } finally {
      await chat.close();
    }
  });

  test("the model's tokens stream through as delta events, one per token, before the model has finished", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let releasedByClient = false;
    // The stand-in holds the second token until the client has seen the first.
    model.behave(streams(['Rules ', 'derive ', 'new ', 'facts.'], {
      before: async (index) => {
        if (index !== 1) return;
        releasedByClient = await Promise.race([released.then(() => true), sleep(2000).then(() => false)]);
      },
    }));
    const chat = await startChat({ records, model: azure() });
    try {
      const answer = await ask(chat.endpoint, 'what is a join rule', { onEvent: (event) => { if (event.event === 'delta') release(); } });
      assert.equal(releasedByClient, true, 'the first token reached the client while the model was still answering');
      assert.deepEqual(answer.deltas, ['Rules ', 'derive ', 'new ', 'facts.']);
      assert.equal(answer.text, 'Rules derive new facts.');
      assert.deepEqual(shape(answer), ['sources', 'delta', 'done']);
      assert.deepEqual(answer.done, { mode: 'model' });
      assert.equal(answer.notice, undefined);
      assert.ok(answer.sources.some((source) => route(source.url) === '/learn/vadalog/rules'), 'the sources are the passages given to the model');
    } finally {
      await chat.close();
    }
  });

  test('only the last 12 messages of a long conversation go to the model', async () => {
    model.requests.length = 0;
    model.behave(streams(['Ok.']));
    const chat = await startChat({ records, model: azure() });
    try {
      const conversation = Array.from({ length: 15 }, (_, index) => ({ role: index % 2 === 0 ? 'user' as const : 'assistant' as const, content: `message ${index} about rules` }));
      const answer = await ask(chat.endpoint, conversation);
      assert.equal(answer.status, 200);
      const sent = model.requests[0].body.messages as { role: string; content: string }[];
      assert.equal(sent.length, 1 + DEFAULT_LIMITS.historyMessages);
      assert.deepEqual(sent.slice(1), conversation.slice(-DEFAULT_LIMITS.historyMessages));
    } finally {
      await chat.close();
    }
  });

  test('Azure settings from the environment build the deployment URL, the api-key header and the body', async () => {
    const env = {
      PXDOCS_CHAT_MODEL: 'on',
      AZURE_OPENAI_ENDPOINT: `${model.url}/`,
      AZURE_OPENAI_DEPLOYMENT: 'docs-gpt',
      AZURE_OPENAI_API_KEY: KEY,
      AZURE_OPENAI_API_VERSION: '2024-10-21',
      PXDOCS_CHAT_FIRST_TOKEN_MS: '500',
      PXDOCS_CHAT_TOTAL_MS: '3000',
    };
    const settings = modelFromEnv(env);
    assert.deepEqual(settings, {
      kind: 'azure',
      url: `${model.url}/openai/deployments/docs-gpt/chat/completions?api-version=2024-10-21`,
      headers: { 'api-key': KEY },
      deployment: 'docs-gpt',
      firstTokenTimeoutMs: 500,
      totalTimeoutMs: 3000,
    });
    assert.equal(modelFromEnv({ ...env, AZURE_OPENAI_API_VERSION: undefined })?.url, `${model.url}/openai/deployments/docs-gpt/chat/completions?api-version=2024-06-01`);
    model.requests.length = 0;
    model.behave(streams(['From ', 'Azure.']));
    const chat = await startChat({ records, model: settings });
    try {
      const answer = await ask(chat.endpoint, 'what is a labelled null');
      assert.equal(answer.text, 'From Azure.');
      const [request] = model.requests;
      assert.equal(request.url, '/openai/deployments/docs-gpt/chat/completions?api-version=2024-10-21');
      assert.equal(request.headers['api-key'], KEY);
      assert.equal(request.headers.authorization, undefined);
      assert.equal(request.body.stream, true);
      assert.ok(String(request.body.messages[0].content).includes('/learn/vadalog/language-primitives#labelled-nulls'));
    } finally {
      await chat.close();
    }
  });

  test('OpenAI-compatible settings from the environment post to <base>/chat/completions with a bearer key and the model name', async () => {
    const env = { PXDOCS_CHAT_MODEL: 'true', PXDOCS_LLM_BASE_URL: `${model.url}/v1/`, PXDOCS_LLM_MODEL: 'llama-docs', PXDOCS_LLM_API_KEY: KEY, PXDOCS_CHAT_FIRST_TOKEN_MS: '500', PXDOCS_CHAT_TOTAL_MS: '3000' };
    const settings = modelFromEnv(env);
    assert.deepEqual(settings, { kind: 'openai', url: `${model.url}/v1/chat/completions`, headers: { Authorization: `Bearer ${KEY}` }, model: 'llama-docs', firstTokenTimeoutMs: 500, totalTimeoutMs: 3000 });
    assert.deepEqual(modelFromEnv({ ...env, PXDOCS_LLM_API_KEY: undefined })?.headers, {}, 'a local model may need no key');
    model.requests.length = 0;
    model.behave(streams(['Compatible.']));
    const chat = await startChat({ records, model: settings });
    try {
      const answer = await ask(chat.endpoint, 'how do I install the Python SDK');
      assert.equal(answer.text, 'Compatible.');
      const [request] = model.requests;
      assert.equal(request.url, '/v1/chat/completions');
      assert.equal(request.headers.authorization, `Bearer ${KEY}`);
      assert.equal(request.body.model, 'llama-docs');
      assert.equal(request.body.stream, true);
      assert.ok(String(request.body.messages[0].content).includes('/learn/getting-started/installation#installing-the-python-sdk'));
    } finally {
      await chat.close();
    }
  });

  test('the model stays off unless its flag is on and its settings are complete', () => {
    const azureEnv = { AZURE_OPENAI_ENDPOINT: model.url, AZURE_OPENAI_DEPLOYMENT: 'docs-gpt', AZURE_OPENAI_API_KEY: KEY };
    assert.equal(modelFromEnv(azureEnv), undefined, 'no flag');
    assert.equal(modelFromEnv({ ...azureEnv, PXDOCS_CHAT_MODEL: 'off' }), undefined, 'flag off');
    assert.equal(modelFromEnv({ PXDOCS_CHAT_MODEL: 'on', AZURE_OPENAI_ENDPOINT: model.url, AZURE_OPENAI_DEPLOYMENT: 'docs-gpt' }), undefined, 'no Azure key');
    assert.equal(modelFromEnv({ PXDOCS_CHAT_MODEL: 'on', PXDOCS_LLM_BASE_URL: model.url }), undefined, 'no model name');
    assert.equal(modelFromEnv({ ...azureEnv, PXDOCS_CHAT_MODEL: 'on' })?.kind, 'azure');
  });

  const fallbackCases: [string, () => ReturnType<typeof fails>, string][] = [
    ['a model answering 500', () => fails(500), MODEL_NOTES.status(500)],
    ['a model answering 429', () => fails(429), MODEL_NOTES.status(429)],
    ['a model that never answers', hangs, FALLBACK_NOTE],
    ['a model that sends headers but never a token', hangsAfterHeaders, FALLBACK_NOTE],
  ];
  for (const [name, behaviour, note] of fallbackCases) {
    test(`${name} falls back to the retrieval answer with a notice`, { timeout: 20_000 }, async () => {
      model.behave(behaviour());
      const chat = await startChat({ records, model: azure() });
      try {
        const answer = await ask(chat.endpoint, 'how do I write a recursive rule');
        assert.equal(answer.status, 200);
        assert.deepEqual(shape(answer), ['sources', 'notice', 'delta', 'done']);
        assert.equal(answer.notice, note);
        assert.ok(citations(answer.text).includes(1), answer.text.slice(0, 80));
        assert.ok(answer.sources.some((source) => route(source.url) === '/examples/patterns/recursion'), 'the fallback cites the recursion page');
        assert.deepEqual(answer.done, { mode: 'retrieval', note, covered: true });
      } finally {
        await chat.close();
      }
    });
  }

  test('a model that drops the connection mid-answer keeps its tokens and adds the note and the retrieval answer', { timeout: 20_000 }, async () => {
    model.behave(dropsAfter(['Recursion ', 'needs ']));
    const chat = await startChat({ records, model: azure() });
    try {
      const answer = await ask(chat.endpoint, 'how do I write a recursive rule');
      assert.equal(answer.status, 200);
      assert.ok(answer.text.startsWith('Recursion needs '), answer.text.slice(0, 80));
      assert.ok(answer.text.includes(MODEL_NOTES.dropped));
      assert.ok(citations(answer.text).includes(1));
      assert.deepEqual(answer.done, { mode: 'retrieval', note: MODEL_NOTES.dropped, covered: true });
    } finally {
      await chat.close();
    }
  });

  test('a reader who disconnects mid-answer cancels the request to the model', { timeout: 20_000 }, async () => {
    model.requests.length = 0;
    model.behave(streams(Array.from({ length: 50 }, (_, index) => `word${index} `), { delayMs: 100 }));
    const chat = await startChat({ records, model: azure({ totalTimeoutMs: 30_000 }) });
    try {
      const controller = new AbortController();
      await ask(chat.endpoint, 'what is a join rule', {
        signal: controller.signal,
        onEvent: (event) => { if (event.event === 'delta') controller.abort(); },
      }).catch((error: Error) => assert.equal(error.name, 'AbortError'));
      await until(() => model.requests[0]?.closedEarly === true, 60_000, 'the model request to be closed');
    } finally {
      await chat.close();
    }
  });

  test('the model key never appears in what the chat service sends to the reader', async () => {
    for (const behaviour of [streams(['Fine.']), fails(500)]) {
      model.behave(behaviour);
      const chat = await startChat({ records, model: azure() });
      try {
        const answer = await ask(chat.endpoint, 'how do I connect to PostgreSQL');
        assert.ok(!answer.raw.includes(KEY));
        assert.ok(![...answer.headers.values()].some((value) => value.includes(KEY)));
      } finally {
        await chat.close();
      }
    }
  });
});

describe('limits and errors', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;

  before(async () => {
    chat = await startChat({ records, limits: { perMinute: 10_000 } });
  });

  after(() => chat.close());

  const question = (content: string) => JSON.stringify({ messages: [{ role: 'user', content }] });
  const json = { 'Content-Type': 'application/json' };

  test('a body larger than 32 KB gets 413 with a JSON error', async () => {
    const body = question('x'.repeat(40 * 1024));
    const response = await raw(chat.endpoint, { headers: json, body });
    assert.equal(response.status, 413);
    assert.match(String(response.headers['content-type']), /application\/json/);
    assert.deepEqual(response.json.error.status, 413);
    assert.equal(response.json.error.code, 'body_too_large');
  });

  test('a body larger than 32 KB sent in chunks without Content-Length also gets 413', async () => {
    const body = question('x'.repeat(40 * 1024));
    const response = await raw(chat.endpoint, { headers: json, body, chunked: 4096 }).catch((error: NodeJS.ErrnoException) => {
      assert.fail(`the connection was dropped (${error.code ?? error.message}) instead of answering 413`);
    });
    assert.equal(response.status, 413);
    assert.equal(response.json?.error?.code, 'body_too_large');
  });

  test('a body that is not JSON gets 400 bad_json', async () => {
    const response = await raw(chat.endpoint, { headers: json, body: '{"messages": [' });
    assert.equal(response.status, 400);
    assert.equal(response.json.error.code, 'bad_json');
    assert.equal(response.json.error.status, 400);
  });

  test('a message over 2,000 characters gets 400 message_too_long, and one of exactly 2,000 is answered', async () => {
    const long = await raw(chat.endpoint, { headers: json, body: question(`how do I write a rule ${'x'.repeat(2000)}`) });
    assert.equal(long.status, 400);
    assert.equal(long.json.error.code, 'message_too_long');
    const limit = `how do I write a rule ${'y'.repeat(2000)}`.slice(0, 2000);
    const answer = await ask(chat.endpoint, limit);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.done, { mode: 'retrieval', covered: true });
    // Characters are counted as readers count them: 1,990 emoji (3,980 UTF-16 units) are within the limit.
    const emoji = await raw(chat.endpoint, { headers: json, body: question(`how do I write a rule ${'😀'.repeat(1970)}`) });
    assert.equal(emoji.status, 200, JSON.stringify(emoji.json));
    const over = await raw(chat.endpoint, { headers: json, body: question('😀'.repeat(2001)) });
    assert.equal(over.json.error.message, 'A message is 2001 characters long; the limit is 2000.');
  });

  test('a request without a user question gets 400 bad_request', async () => {
    for (const body of ['{}', '{"messages": []}', '{"messages": [{"role": "system", "content": "hi"}]}', '{"messages": [{"role": "user", "content": 42}]}', '{"messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]}', '{"messages": [{"role": "user", "content": "   "}]}']) {
      const response = await raw(chat.endpoint, { headers: json, body });
      assert.equal(response.status, 400, body);
      assert.equal(response.json.error.code, 'bad_request', body);
    }
  });

  test('a GET gets 405 with an Allow header', async () => {
    const response = await raw(chat.endpoint, { method: 'GET' });
    assert.equal(response.status, 405);
    assert.equal(response.headers.allow, 'POST, OPTIONS');
  });

  test('the model warm-up answers a POST with 204 and nothing else; any other method gets 405', async () => {
    const warm = await raw(`${chat.url}${WARM_PATH}`, { method: 'POST' });
    assert.equal(warm.status, 204);
    assert.equal(warm.body, '');
    // Its body, if any, is not read: a warm-up is the same whatever is sent.
    assert.equal((await raw(`${chat.url}${WARM_PATH}`, { body: 'not json' })).status, 204);
    const get = await raw(`${chat.url}${WARM_PATH}`, { method: 'GET' });
    assert.equal(get.status, 405);
    assert.equal(get.headers.allow, 'POST, OPTIONS');
    assert.equal(get.json.error.code, 'method_not_allowed');
    // Another path under the chat's is not the chat's.
    assert.equal((await raw(`${chat.url}/api/docsChat/warmer`, { method: 'POST' })).status, 404);
  });

  test('too many questions from one client get 429 with Retry-After', async () => {
    const limited = await startChat({ records, limits: { perMinute: 3 } });
    try {
      for (let index = 0; index < 3; index++) assert.equal((await ask(limited.endpoint, 'what is a join rule')).status, 200);
      const response = await raw(limited.endpoint, { headers: json, body: question('what is a join rule') });
      assert.equal(response.status, 429);
      assert.equal(response.json.error.code, 'rate_limited');
      const retryAfter = Number(response.headers['retry-after']);
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${response.headers['retry-after']}`);
    } finally {
      await limited.close();
    }
  });
});

describe('pxdocs chat, the chat host on its own', () => {
  test('answers questions, the model warm-up and the feedback report at their paths, and 404 with JSON elsewhere', { timeout: 60_000 }, async () => {
    const server = await serveChat({ records: join(out, 'search-records.json'), port: 0, host: '127.0.0.1', origins: [], log: () => undefined });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await ask(`${url}${CHAT_PATH}`, 'how do I write a recursive rule');
      assert.equal(answer.status, 200);
      assert.ok(answer.sources.length > 0, 'an answer with sources');
      assert.equal((await raw(`${url}${WARM_PATH}`, { method: 'POST' })).status, 204);
      // The report is open to loopback requests.
      assert.equal((await raw(`${url}/api/docsChat/feedback`, { method: 'GET' })).status, 200);
      const elsewhere = await raw(`${url}/learn/getting-started`, { method: 'GET' });
      assert.equal(elsewhere.status, 404);
      assert.match(elsewhere.json.error.message, /\/api\/docsChat/);
    } finally {
      await closeServer(server, 0);
    }
  });
});

describe('CORS', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  const ALLOWED = 'https://docs.example.com';

  before(async () => {
    chat = await startChat({ records, allowedOrigins: [ALLOWED], limits: { perMinute: 10_000 } });
  });

  after(() => chat.close());

  const body = JSON.stringify({ messages: [{ role: 'user', content: 'what is a join rule' }] });

  test('a request from an origin that is not listed gets no CORS headers', async () => {
    const response = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, body });
    assert.equal(response.headers['access-control-allow-origin'], undefined);
    const preflight = await raw(chat.endpoint, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    assert.equal(preflight.headers['access-control-allow-methods'], undefined);
  });

  test('a listed origin gets Access-Control-Allow-Origin on answers and on errors', async () => {
    const response = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: ALLOWED }, body });
    assert.equal(response.status, 200);
    assert.equal(response.headers['access-control-allow-origin'], ALLOWED);
    assert.match(String(response.headers.vary), /Origin/);
    const error = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: ALLOWED }, body: 'nope' });
    assert.equal(error.status, 400);
    assert.equal(error.headers['access-control-allow-origin'], ALLOWED, 'the browser can read the error');
  });

  test('the model warm-up from a listed origin carries Access-Control-Allow-Origin; from another, none', async () => {
    const listed = await raw(`${chat.url}${WARM_PATH}`, { method: 'POST', headers: { Origin: ALLOWED } });
    assert.equal(listed.status, 204);
    assert.equal(listed.headers['access-control-allow-origin'], ALLOWED);
    const other = await raw(`${chat.url}${WARM_PATH}`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  test('the same origin as the service is always allowed', async () => {
    const response = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: chat.url }, body });
    assert.equal(response.headers['access-control-allow-origin'], chat.url);
  });

  test('an OPTIONS preflight from a listed origin allows POST with a JSON content type', async () => {
    const preflight = await raw(chat.endpoint, { method: 'OPTIONS', headers: { Origin: ALLOWED, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], ALLOWED);
    assert.match(String(preflight.headers['access-control-allow-methods']), /\bPOST\b/);
    assert.match(String(preflight.headers['access-control-allow-headers']), /content-type/i);
  });
});

describe('model keys stay on the server', () => {
  test('a build run with model keys in its environment writes none of them to out/', { timeout: 180_000 }, async () => {
    const keys = { AZURE_OPENAI_API_KEY: 'azure-key-5b0e11d2c3', PXDOCS_LLM_API_KEY: 'llm-key-8c7d6e5f4a' };
    const dir = await makeTempDir('pxdocs-chat-keys-');
    const target = join(dir, 'out');
    // Built in this process (the build reads the keys from process.env, as the CLI's), not in a CLI process.
    const result = await buildSite(ROOT, target, {
      env: { PXDOCS_CHAT_MODEL: 'on', AZURE_OPENAI_ENDPOINT: 'http://127.0.0.1:9', AZURE_OPENAI_DEPLOYMENT: 'docs-gpt', PXDOCS_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PXDOCS_LLM_MODEL: 'm', ...keys },
    });
    assert.equal(result.code, 0, result.stderr);
    const files = await listFiles(target);
    assert.ok(files.includes('search-records.json') && files.length > 40);
    for (const file of files) {
      const text = (await readFile(join(target, file))).toString('latin1');
      for (const key of Object.values(keys)) assert.ok(!text.includes(key), `${file} contains ${key}`);
    }
  });

  test('the chat endpoint path the pages call is the one the service answers', async () => {
    const html = await readFile(join(out, 'learn', 'vadalog', 'rules.html'), 'utf8');
    assert.ok(html.includes(`data-chat-endpoint="${CHAT_PATH}"`));
  });
});

describe('feedback limits', () => {
  test('one client votes at most perMinute times a minute (429 with Retry-After), so it cannot fill the log for everyone', async () => {
    const file = join(await makeTempDir(), 'feedback.jsonl');
    const chat = await startChat({ records, feedback: { file, perMinute: 3 } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let index = 0; index < 5; index++) {
        const response = await fetch(`${chat.endpoint}/feedback`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: `vote ${index}`, sources: [], mode: 'retrieval', verdict: 'helpful' }) });
        statuses.push(response.status);
        if (response.status === 429) retryAfter = response.headers.get('retry-after');
      }
      assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
      assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 60, String(retryAfter));
      assert.equal(readEntries(file).length, 3);
    } finally {
      await chat.close();
    }
  });

  test('the report is open to the whole loopback range, and to nothing else without the token', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::ffff:127.1.2.3']) assert.ok(isLoopback(address), address);
    for (const address of ['128.0.0.1', '10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.5', '::2', '']) assert.ok(!isLoopback(address), address);
  });
});

describe('feedback on answers', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  let file: string;
  const feedbackUrl = () => `${chat.endpoint}/feedback`;
  const vote = (body: unknown, headers: Record<string, string> = {}) => fetch(feedbackUrl(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  before(async () => {
    file = join(await makeTempDir(), 'logs', 'chat-feedback.jsonl');
    chat = await startChat({ records, limits: { perMinute: 10_000 }, feedback: { file, maxBytes: 4096, perMinute: 10_000 } });
  });

  after(() => chat.close());

  test('a vote is appended to the JSONL log with the question, sources, mode, verdict and time, and nothing about the reader', async () => {
    const response = await vote({ question: 'how do I read a CSV file', sources: ['/learn/vadalog/data-sources#reading-a-csv-file'], mode: 'retrieval', verdict: 'not-helpful', ip: '203.0.113.9', email: 'a@b.c' });
    assert.equal(response.status, 204);
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    assert.equal(lines.length, 1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    assert.deepEqual(Object.keys(entry).sort(), ['mode', 'question', 'sources', 'time', 'verdict']);
    assert.deepEqual({ ...entry, time: undefined }, { question: 'how do I read a CSV file', sources: ['/learn/vadalog/data-sources#reading-a-csv-file'], mode: 'retrieval', verdict: 'not-helpful', time: undefined });
    assert.ok(Math.abs(Date.parse(String(entry.time)) - Date.now()) < 60_000, 'the time is now');
    assert.ok(!lines[0].includes('203.0.113.9') && !lines[0].includes('127.0.0.1'), 'no address is logged');
  });

  test('invalid votes get 400 and are not logged; bodies over 8 KB get 413', async () => {
    const before = readEntries(file).length;
    const bad = [
      { question: '', sources: [], mode: 'retrieval', verdict: 'helpful' },
      { question: 'q', sources: [], mode: 'retrieval', verdict: 'great' },
      { question: 'q', sources: ['https://evil.example/x'], mode: 'retrieval', verdict: 'helpful' },
      // Browsers read both as another host: the report would link off the site.
      { question: 'q', sources: ['/\\evil.example/login'], mode: 'retrieval', verdict: 'helpful' },
      { question: 'q', sources: ['//evil.example/login'], mode: 'retrieval', verdict: 'helpful' },
      { question: 'q', sources: ['/a" onmouseover="x'], mode: 'retrieval', verdict: 'helpful' },
      { question: 'q', sources: [], mode: 'oracle', verdict: 'helpful' },
      { question: 'q', sources: 'nope', mode: 'model', verdict: 'helpful' },
    ];
    for (const body of bad) {
      const response = await vote(body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'bad_request');
    }
    assert.equal((await vote('{not json')).status, 400);
    assert.equal((await vote({ question: 'x'.repeat(9000), sources: [], mode: 'model', verdict: 'helpful' })).status, 413);
    assert.equal(readEntries(file).length, before);
  });

  test('the report lists questions without a good answer (unhelpful votes and "not covered" answers), not the helpful ones', async () => {
    await vote({ question: 'how do I compute PageRank', sources: ['/learn/vadalog/graph-analytics'], mode: 'retrieval', verdict: 'helpful' });
    await ask(chat.endpoint, 'recommend a good pizza recipe');
    const response = await fetch(feedbackUrl());
    assert.equal(response.status, 200);
    const report = (await response.json()) as { votes: { helpful: number; notHelpful: number }; questions: { question: string; notHelpful: number; notCovered: number }[] };
    assert.deepEqual(report.votes, { helpful: 1, notHelpful: 1 });
    const listed = report.questions.map((row) => row.question).sort();
    assert.deepEqual(listed, ['how do I read a CSV file', 'recommend a good pizza recipe']);
    assert.equal(report.questions.find((row) => row.question === 'recommend a good pizza recipe')!.notCovered, 1);
    const html = await (await fetch(feedbackUrl(), { headers: { Accept: 'text/html' } })).text();
    assert.match(html, /<h1>Questions without a good answer<\/h1>/);
    assert.ok(html.includes('<td>how do I read a CSV file</td>'));
    assert.ok(!html.includes('how do I compute PageRank'));
  });

  test('votes come from the site\'s pages as JSON: another origin gets 403, a form or text body 415, and neither is logged', async () => {
    const before = readEntries(file).length;
    const good = { question: 'planted by another site', sources: ['/learn'], mode: 'retrieval', verdict: 'not-helpful' };
    const elsewhere = await vote(good, { Origin: 'https://evil.example' });
    assert.equal(elsewhere.status, 403);
    assert.equal(((await elsewhere.json()) as { error: { code: string } }).error.code, 'forbidden_origin');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await fetch(feedbackUrl(), { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body: JSON.stringify(good) });
      assert.equal(response.status, 415, type);
    }
    assert.equal(readEntries(file).length, before);
    // The site's own page (same host) still votes.
    assert.equal((await vote({ ...good, question: 'a vote from the site itself' }, { Origin: chat.url })).status, 204);
  });

  test('the report escapes what readers typed', async () => {
    await vote({ question: '<img src=x onerror=alert(1)>', sources: [], mode: 'model', verdict: 'not-helpful' });
    const html = await (await fetch(feedbackUrl(), { headers: { Accept: 'text/html' } })).text();
    assert.ok(!html.includes('<img src=x'), 'the question is shown as text');
    assert.ok(html.includes('&#60;img src=x onerror=alert(1)&#62;'));
  });

  test('the log stops at its size cap: further votes get 507 and the file stays under the cap', async () => {
    let status = 204;
    for (let index = 0; index < 40 && status === 204; index++) {
      status = (await vote({ question: `question number ${index} about the size cap of the feedback log`, sources: ['/learn/vadalog/rules'], mode: 'retrieval', verdict: 'not-helpful' })).status;
    }
    assert.equal(status, 507);
    assert.ok(statSync(file).size <= 4096, `${statSync(file).size} bytes`);
  });
});
