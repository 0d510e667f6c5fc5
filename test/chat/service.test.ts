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
import { buildRealSite, makeTempDir, removeTempDirs } from '../e2e/browser.js';
import { listFiles, runCli } from '../helpers.js';
import { RETRIEVAL_INTRO } from '../../server/chat/compose.js';
import { CHAT_PATH, DEFAULT_LIMITS, FALLBACK_NOTE } from '../../server/chat/handler.js';
import { MODEL_NOTES } from '../../server/chat/model.js';
import { modelFromEnv, type ModelSettings } from '../../server/chat/model.js';
import type { ChatRecord } from '../../server/chat/retrieval.js';
import {
  ask, dropsAfter, fails, hangs, hangsAfterHeaders, loadQuestions, loadRecords, raw, route, sleep, startChat, startModelStandIn, streams, until,
  type Answer, type ModelStandIn, type QuestionTable,
} from './helpers.js';

let out: string;
let records: ChatRecord[];
let table: QuestionTable;
let pages: Set<string>;

before(async () => {
  out = await buildRealSite();
  records = await loadRecords(out);
  table = await loadQuestions();
  pages = new Set(records.map((record) => route(record.url)));
});

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

  before(async () => {
    chat = await startChat({ records, limits: { perMinute: 10_000 } });
    for (const entry of table.questions) answers.set(entry.question, await ask(chat.endpoint, entry.question));
  });

  after(() => chat.close());

  test('the question table has at least 15 questions, each expecting a page of the built site', () => {
    assert.ok(table.questions.length >= 15, `${table.questions.length} questions`);
    for (const entry of table.questions) {
      for (const expected of [entry.expected, ...(entry.alsoAccept ?? [])]) assert.ok(pages.has(expected), `${expected} (for "${entry.question}") is a page of the site`);
    }
  });

  test('retrieval finds the expected page as the top source for at least 80 % of the questions', (t) => {
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
      assert.deepEqual(answer.done, { mode: 'retrieval' }, question);
      assert.ok(answer.deltas.length > 10, `${question}: the answer arrives in pieces (${answer.deltas.length})`);
    }
  });

  test('the default answer starts with the retrieval intro and quotes the passages it cites', () => {
    for (const [question, answer] of answers) {
      assert.ok(answer.text.startsWith(RETRIEVAL_INTRO), `${question}: ${answer.text.slice(0, 80)}`);
      assert.ok(answer.sources.length >= 1 && answer.sources.length <= 3, `${question}: ${answer.sources.length} sources`);
      assert.deepEqual(links(answer.text), answer.sources.map((source) => source.url), `${question}: the answer links exactly its sources, in order`);
      assert.ok(/^> \S/m.test(answer.text), `${question}: the answer quotes the docs`);
      for (const source of answer.sources) {
        assert.ok(pages.has(route(source.url)), `${source.url} is a page of the site`);
        assert.ok(source.title.length > 0, `${source.url} has a title`);
      }
    }
  });

  test('when retrieval finds the expected page, the answer cites it as a link and in the sources event', () => {
    let checked = 0;
    for (const entry of table.questions) {
      const answer = answers.get(entry.question)!;
      const accepted = [entry.expected, ...(entry.alsoAccept ?? [])];
      const top = answer.sources[0];
      if (!top || !accepted.includes(route(top.url))) continue;
      checked++;
      assert.ok(links(answer.text).includes(top.url), `"${entry.question}": the text links ${top.url}`);
      assert.ok(answer.text.includes(`**[${top.title}](${top.url})**`), `"${entry.question}": the cited passage is headed by its title and link`);
    }
    assert.ok(checked >= 15, `${checked} questions checked`);
  });

  test('a question about nothing in the docs says so and points to Getting Started', async () => {
    const answer = await ask(chat.endpoint, 'zzqx wqxv qqzj');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.sources, []);
    assert.match(answer.text, /^I could not find anything in the docs about "zzqx wqxv qqzj"/);
    assert.ok(links(answer.text).includes('/learn/getting-started'));
    assert.deepEqual(answer.done, { mode: 'retrieval' });
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
    assert.equal(route(alone.sources[0]?.url ?? ''), '/learn/on-prem/databricks-integration', 'control: on its own the question finds the Databricks benefits');
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
      assert.match(system.content, /Answer only from the numbered passages/);
      assert.ok(system.content.includes('(/learn/vadalog/data-sources#postgresql)'), 'the system message carries the PostgreSQL passage and its URL');
      for (const source of answer.sources) assert.ok(system.content.includes(`(${source.url})`), `the passage of ${source.url} went to the model`);
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
        assert.ok(answer.text.startsWith(RETRIEVAL_INTRO), answer.text.slice(0, 80));
        assert.ok(links(answer.text).some((link) => route(link) === '/examples/patterns/recursion'), 'the fallback cites the recursion page');
        assert.deepEqual(answer.done, { mode: 'retrieval', note });
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
      assert.ok(answer.text.includes(RETRIEVAL_INTRO));
      assert.deepEqual(answer.done, { mode: 'retrieval', note: MODEL_NOTES.dropped });
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
      await until(() => model.requests[0]?.closedEarly === true, 5000, 'the model request to be closed');
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
    assert.deepEqual(answer.done, { mode: 'retrieval' });
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
    const result = await runCli(['build', '--out', target], {
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
