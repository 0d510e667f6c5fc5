// The chat endpoint against hostile or broken peers: Origins that are not URLs,
// non-JSON posts, and a model stand-in that fails in every way we know of.
// Every model failure falls back to the retrieval answer with a notice that
// says what happened; the Azure key never follows a redirect.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MODEL_NOTES, modelFromEnv, type ModelSettings } from '../../server/chat/model.js';
import { FALLBACK_NOTE } from '../../server/chat/handler.js';
import type { ChatRecord } from '../../server/chat/retrieval.js';
import { PxError } from '../../compiler/errors.js';
import { build as esbuild } from 'esbuild';
import { join } from 'node:path';
import { launchBrowser, newContext, ROOT } from '../e2e/browser.js';
import { parseOrigin } from '../../server/chat/origins.js';
import { runCli } from '../helpers.js';
import { ask, chunk, raw, startChat, startModelStandIn, streams, type Behaviour, type ModelStandIn } from '../chat/helpers.js';

const KEY = 'azure-key-do-not-leak-9d1c';

const records: ChatRecord[] = [
  { type: 'lvl2', hierarchy: { lvl0: 'Learn', lvl1: 'Rules', lvl2: 'Recursive rules', lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: null, url: '/learn/rules#recursive-rules' },
  { type: 'content', hierarchy: { lvl0: 'Learn', lvl1: 'Rules', lvl2: 'Recursive rules', lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: 'A recursive rule uses its own head predicate in its body, so reachability is computed until nothing new is derived.', url: '/learn/rules#recursive-rules' },
];

const QUESTION = 'how do I write a recursive rule';
const body = JSON.stringify({ messages: [{ role: 'user', content: QUESTION }] });

describe('Origin and Content-Type', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  before(async () => {
    chat = await startChat({ records, allowedOrigins: ['https://docs.example'] });
  });
  after(() => chat.close());

  for (const origin of ['null', 'not a url', '://', 'file://', 'http://[::1']) {
    it(`treats Origin ${JSON.stringify(origin)} as not allowed, without a 500`, async () => {
      const response = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: origin }, body });
      assert.equal(response.status, 200, response.body);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      const preflight = await raw(chat.endpoint, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    });
  }

  it('matches a configured origin written with a trailing slash, as browsers send it without one', async () => {
    const slashed = await startChat({ records, allowedOrigins: ['https://docs.example/'] });
    try {
      const response = await raw(slashed.endpoint, { headers: { 'Content-Type': 'application/json', Origin: 'https://docs.example' }, body });
      assert.equal(response.headers['access-control-allow-origin'], 'https://docs.example');
    } finally {
      await slashed.close();
    }
  });

  it('reads --origin values as origins: a trailing slash dropped; "*", "null", paths and other schemes refused', () => {
    assert.deepEqual(parseOrigin('https://docs.example.com/'), { origin: 'https://docs.example.com' });
    assert.deepEqual(parseOrigin('http://localhost:3000'), { origin: 'http://localhost:3000' });
    for (const value of ['*', 'null', 'docs.example.com', 'https://docs.example.com/docs', 'https://a:b@docs.example.com', 'file:///x', 'https://docs.example.com/?q=1']) {
      assert.ok('problem' in parseOrigin(value), value);
    }
  });

  it('pxdocs chat --origin "*" is a usage error (exit 2) that says what to give instead', async () => {
    const result = await runCli(['chat', '--port', '0', '--origin', '*']);
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, /list each site origin/);
  });

  it('still serves same-origin and no-Origin requests', async () => {
    const same = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json', Origin: chat.url }, body });
    assert.equal(same.status, 200);
    assert.equal(same.headers['access-control-allow-origin'], chat.url);
    const none = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json' }, body });
    assert.equal(none.status, 200);
  });

  for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    it(`answers 415 to a post with Content-Type ${type ?? '(none)'}`, async () => {
      const response = await raw(chat.endpoint, { headers: type ? { 'Content-Type': type } : {}, body });
      assert.equal(response.status, 415);
      assert.equal(response.json?.error?.code, 'unsupported_media_type');
    });
  }

  it('accepts application/json with a charset', async () => {
    const response = await raw(chat.endpoint, { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body });
    assert.equal(response.status, 200);
  });
});

describe('model failures', () => {
  let model: ModelStandIn;
  before(async () => {
    model = await startModelStandIn();
  });
  after(() => model.close());

  const azure = (overrides: Partial<ModelSettings> = {}): ModelSettings => ({
    kind: 'azure',
    url: `${model.url}/openai/deployments/docs-gpt/chat/completions?api-version=2024-06-01`,
    headers: { 'api-key': KEY },
    deployment: 'docs-gpt',
    firstTokenTimeoutMs: 1500,
    totalTimeoutMs: 4000,
    ...overrides,
  });

  const sse = (text: string): Behaviour => (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.end(text);
  };

  const cases: [string, Behaviour, string][] = [
    ['200 with an HTML page', (_request, response) => { response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Login</body></html>'); }, MODEL_NOTES.format('text/html')],
    ['JSON instead of a stream', (_request, response) => { response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'hi' } }] })); }, MODEL_NOTES.format('application/json')],
    ['an error event', sse('event: error\ndata: {"error":{"message":"content filtered for key sk-live-SECRET1 at /srv/internal"}}\n\n'), MODEL_NOTES.error],
    ['an error object in the data', sse(`data: ${JSON.stringify({ error: { message: 'quota exceeded for key sk-live-SECRET1 at /srv/internal' } })}\n\n`), MODEL_NOTES.error],
    ['an immediate [DONE]', sse('data: [DONE]\n\n'), MODEL_NOTES.empty],
    ['an empty body', sse(''), MODEL_NOTES.empty],
    ['data that is not JSON', sse('data: {not json\n\n'), MODEL_NOTES.malformed],
    ['a 503', (_request, response) => { response.writeHead(503).end('busy'); }, MODEL_NOTES.status(503)],
    ['a 401', (_request, response) => { response.writeHead(401).end(); }, MODEL_NOTES.status(401)],
    ['no answer at all', () => undefined, FALLBACK_NOTE],
  ];

  for (const [name, behaviour, note] of cases) {
    it(`${name}: falls back to retrieval with the notice "${note.split(',')[0]}"`, { timeout: 20_000 }, async () => {
      model.behave(behaviour);
      const chat = await startChat({ records, model: azure() });
      const logged: string[] = [];
      const log = console.error;
      console.error = (...parts: unknown[]) => void logged.push(parts.join(' '));
      try {
        const answer = await ask(chat.endpoint, QUESTION);
        console.error = log;
        if (note === MODEL_NOTES.error) assert.ok(logged.some((line) => line.includes('for key sk-live-SECRET1 at /srv/internal')), `the server's log lacks the provider's words: ${logged.join('\n')}`);
        assert.equal(answer.status, 200);
        assert.equal(answer.notice, note);
        assert.match(answer.text, /recursive rule uses its own head/);
        assert.deepEqual(answer.done, { mode: 'retrieval', note, covered: true });
        // What a provider says may name keys, deployments or paths: it stays in the server's log.
        assert.ok(!JSON.stringify(answer).includes('SECRET1') && !JSON.stringify(answer).includes('/srv/internal'), 'the provider\'s words reached the reader');
      } finally {
        console.error = log;
        await chat.close();
      }
    });
  }

  it('connection refused: falls back with "could not be reached"', async () => {
    // Port 1 refuses at once and, below the ephemeral range, is never handed to the chat's own server
    // (a port released a moment ago could be).
    const chat = await startChat({ records, model: azure({ url: 'http://127.0.0.1:1/chat/completions' }) });
    try {
      const answer = await ask(chat.endpoint, QUESTION);
      assert.equal(answer.notice, MODEL_NOTES.unreachable);
      assert.equal(answer.done?.mode, 'retrieval');
    } finally {
      await chat.close();
    }
  });

  it('a total time-out mid-answer keeps the tokens and says it took too long', { timeout: 20_000 }, async () => {
    model.behave(streams(Array.from({ length: 40 }, (_, index) => `w${index} `), { delayMs: 200 }));
    const chat = await startChat({ records, model: azure({ totalTimeoutMs: 1200 }) });
    try {
      const answer = await ask(chat.endpoint, QUESTION);
      assert.ok(answer.text.startsWith('w0 '), answer.text.slice(0, 40));
      assert.ok(answer.text.includes(MODEL_NOTES.tooSlow));
      assert.deepEqual(answer.done, { mode: 'retrieval', note: MODEL_NOTES.tooSlow, covered: true });
    } finally {
      await chat.close();
    }
  });

  it('caps over-long output', { timeout: 20_000 }, async () => {
    model.behave(sse(Array.from({ length: 200 }, () => chunk('x'.repeat(100))).join('') + 'data: [DONE]\n\n'));
    const chat = await startChat({ records, model: azure({ maxOutputChars: 1000 }) });
    try {
      const answer = await ask(chat.endpoint, QUESTION);
      assert.equal(answer.done?.mode, 'model');
      assert.equal((answer.text.match(/x/g) ?? []).length, 1000);
      assert.match(answer.text, /cut at 1000 characters/);
    } finally {
      await chat.close();
    }
  });

  it('caps over-long output that is still streaming as the model\'s answer, not a broken connection', { timeout: 20_000 }, async () => {
    model.behave(streams(Array.from({ length: 400 }, () => 'y'.repeat(100)), { delayMs: 2 }));
    const chat = await startChat({ records, model: azure({ maxOutputChars: 1000 }) });
    try {
      const answer = await ask(chat.endpoint, QUESTION);
      assert.deepEqual(answer.done, { mode: 'model' });
      assert.equal((answer.text.match(/y/g) ?? []).length, 1000);
      assert.match(answer.text, /cut at 1000 characters\.\)_$/);
      assert.ok(!answer.text.includes(MODEL_NOTES.dropped));
    } finally {
      await chat.close();
    }
  });

  it('never follows a redirect with the api-key, even to another origin', { timeout: 20_000 }, async () => {
    const seen: IncomingMessage[] = [];
    const elsewhere: Server = createServer((request, response) => {
      seen.push(request);
      response.writeHead(200, { 'Content-Type': 'text/event-stream' }).end(chunk('stolen') + 'data: [DONE]\n\n');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/steal`;
    for (const status of [301, 302, 307, 308]) {
      model.behave((_request, response) => { response.writeHead(status, { Location: target }).end(); });
      const chat = await startChat({ records, model: azure() });
      try {
        const answer = await ask(chat.endpoint, QUESTION);
        assert.equal(answer.notice, MODEL_NOTES.redirect, `status ${status}`);
        assert.ok(!answer.text.includes('stolen'));
      } finally {
        await chat.close();
      }
    }
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    assert.equal(seen.length, 0, 'the other origin was never contacted');
    assert.ok(seen.every((request) => request.headers['api-key'] === undefined));
  });
});

describe('model settings at start-up', () => {
  const env = { PXDOCS_CHAT_MODEL: 'on', PXDOCS_LLM_BASE_URL: 'http://127.0.0.1:9', PXDOCS_LLM_MODEL: 'm' };
  for (const value of ['abc', '-5', '0', '1.5', '15s']) {
    it(`refuses PXDOCS_CHAT_FIRST_TOKEN_MS=${value} with an error naming it`, () => {
      assert.throws(() => modelFromEnv({ ...env, PXDOCS_CHAT_FIRST_TOKEN_MS: value }), (error: unknown) => error instanceof PxError && /PXDOCS_CHAT_FIRST_TOKEN_MS/.test(error.message));
    });
  }
  it('refuses a bad PXDOCS_CHAT_TOTAL_MS too, and accepts good values', () => {
    assert.throws(() => modelFromEnv({ ...env, PXDOCS_CHAT_TOTAL_MS: 'soon' }), PxError);
    assert.equal(modelFromEnv({ ...env, PXDOCS_CHAT_FIRST_TOKEN_MS: '2500' })?.firstTokenTimeoutMs, 2500);
  });
});

describe('links in chat answers (in Chromium)', () => {
  it('never turn off-site tricks into off-site links', { timeout: 60_000 }, async () => {
    const bundle = await esbuild({ entryPoints: [join(ROOT, 'theme', 'islands', 'chat', 'markdown.ts')], bundle: true, format: 'iife', globalName: 'chatMarkdown', write: false, logLevel: 'silent' });
    const script = bundle.outputFiles[0].text;
    const page = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body><div id="answer"></div><script>${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`);
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser);
      const tab = await context.newPage();
      await tab.goto(`${origin}/learn/page`);
      const tricks = ['/\\evil.com', '/\\/evil.com', '//evil.com', '/%5Cevil.com', '\\\\evil.com', 'evil.com', 'javascript:alert(1)', 'data:text/html,x', '/\u0009/evil.com'];
      const honest = [['/learn/rules#recursive-rules', false], ['#top', false], ['https://example.org/docs', true]] as const;
      const markdown = [...tricks, ...honest.map(([href]) => href)].map((href, index) => `- [link${index}](${href})`).join('\n');
      const links = await tab.evaluate((source) => {
        const into = document.getElementById('answer')!;
        (window as unknown as { chatMarkdown: { renderMarkdown(text: string, into: HTMLElement): void } }).chatMarkdown.renderMarkdown(source, into);
        return [...into.querySelectorAll('a')].map((link) => ({ text: link.textContent, href: link.href, target: link.target }));
      }, markdown);
      for (const link of links) {
        const index = Number(link.text!.replace('link', ''));
        if (index < tricks.length) assert.equal(new URL(link.href).origin, origin, `${tricks[index]} became a link to ${link.href}`);
      }
      const texts = links.map((link) => link.text);
      for (const [offset, [href, external]] of honest.entries()) {
        const found = links.find((link) => link.text === `link${tricks.length + offset}`);
        assert.ok(found, `${href} is a link`);
        assert.equal(found.target === '_blank', external, href);
      }
      assert.ok(!texts.includes('link0') && !texts.includes('link1') && !texts.includes('link2'), 'the backslash and protocol-relative tricks are plain text');
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => page.close(() => resolve()));
    }
  });
});
