// Shared helpers for the docs chat tests: serve createChatHandler on 127.0.0.1,
// read its server-sent events with eventsource-parser, send raw requests, and
// run a local stand-in for the model API that speaks the OpenAI (and Azure
// OpenAI) chat-completions streaming protocol.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createParser } from 'eventsource-parser';
import { createChatHandler, CHAT_PATH, isChatPath, type ChatOptions } from '../../server/chat/handler.js';
import { closeServer } from '../../server/listen.js';
import { waitFor } from '../helpers.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ChatMessage, ChatRecord } from '../../server/chat/retrieval.js';
import { readRecordsFileAsync } from '../../compiler/search/records-file.js';

export const CHAT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// ---------------------------------------------------------------------------
// The question table

export interface Question {
  question: string;
  expected: string;
  alsoAccept?: string[];
}

export interface QuestionTable {
  minimumHitRate: number;
  /** Floor for hit@5 (the expected page among the first five sections). */
  minimumHitRateAt5: number;
  questions: Question[];
}

/** A question table: the tuning ones (questions.json, questions-round-3.json, questions-round-4.json) or a held-out one (for the bench only). */
export async function loadQuestions(file = 'questions.json'): Promise<QuestionTable> {
  return JSON.parse(await readFile(join(CHAT_ROOT, 'test', 'chat', 'fixtures', file), 'utf8')) as QuestionTable;
}

export async function loadRecords(out: string): Promise<ChatRecord[]> {
  return readRecordsFileAsync<ChatRecord>(join(out, 'search-records.json'));
}

/** `/a/b#c` → `/a/b`. */
export function route(url: string): string {
  return url.split('#')[0];
}

// ---------------------------------------------------------------------------
// Servers

export interface Running {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function serveHandler(handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>): Promise<Running> {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () => closeServer(server, 0),
  };
}

/** createChatHandler on 127.0.0.1 (random port), answering at /api/docsChat. */
export async function startChat(options: Partial<ChatOptions> & Pick<ChatOptions, 'records'>): Promise<Running & { endpoint: string }> {
  // Feedback goes to a log of the test's own, never the work tree's .pxdocs/ (removed on close).
  const folder = options.feedback ? undefined : mkdtempSync(join(tmpdir(), 'pxdocs-chat-feedback-'));
  const feedback = options.feedback ?? { file: join(folder!, 'chat-feedback.jsonl') };
  const chat = createChatHandler({ allowedOrigins: [], ...options, feedback });
  const running = await serveHandler(async (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (isChatPath(path)) return chat(request, response);
    response.writeHead(404).end();
  });
  const close = async () => {
    await running.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
  return { ...running, close, endpoint: `${running.url}${CHAT_PATH}` };
}

// ---------------------------------------------------------------------------
// Reading an answer

export interface ChatEvent {
  event: string;
  data: any;
}

export interface Answer {
  status: number;
  headers: Headers;
  events: ChatEvent[];
  /** The deltas joined: the answer as Markdown. */
  text: string;
  deltas: string[];
  sources: { title: string; url: string }[];
  notice?: string;
  done?: { mode: 'retrieval' | 'model'; note?: string; covered?: boolean };
  /** The raw response body. */
  raw: string;
  /** The JSON error body of a non-200 answer. */
  error?: { status: number; code: string; message: string };
}

export interface AskOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called for each event as it arrives (before the stream ends). */
  onEvent?: (event: ChatEvent) => void;
  /** The locale asked in (the body's `locale`); absent: none sent. */
  locale?: string;
}

/** POSTs a conversation and reads the server-sent events as they arrive. */
export async function ask(endpoint: string, messages: ChatMessage[] | string, options: AskOptions = {}): Promise<Answer> {
  const body = { messages: typeof messages === 'string' ? [{ role: 'user', content: messages }] : messages, ...(options.locale === undefined ? {} : { locale: options.locale }) };
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...options.headers },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  const answer: Answer = { status: response.status, headers: response.headers, events: [], text: '', deltas: [], sources: [], raw: '' };
  if (response.status !== 200) {
    answer.raw = await response.text();
    try {
      answer.error = (JSON.parse(answer.raw) as { error: Answer['error'] }).error;
    } catch {
      // Not JSON: the test will say so.
    }
    return answer;
  }
  const parser = createParser({
    onEvent(message) {
      const event: ChatEvent = { event: message.event ?? 'message', data: JSON.parse(message.data) };
      answer.events.push(event);
      if (event.event === 'delta') {
        answer.deltas.push(event.data.text);
        answer.text += event.data.text;
      } else if (event.event === 'sources') answer.sources = event.data.sources;
      else if (event.event === 'notice') answer.notice = event.data.message;
      else if (event.event === 'done') answer.done = event.data;
      options.onEvent?.(event);
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true });
    answer.raw += text;
    parser.feed(text);
    // A reader that aborts from an event (a test of disconnects) stops here: leaving the loop
    // cancels the body. Waiting for the aborted stream's next chunk instead hung, rarely (CI, 20 s).
    if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new DOMException('The reader left', 'AbortError');
  }
  return answer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json?: any;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body as chunks of this size with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: number;
}

/** One request with node:http, exactly as given (Host and Origin headers included). */
export function raw(endpoint: string, options: RawOptions = {}): Promise<RawResponse> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !options.chunked) headers['Content-Length'] ??= String(Buffer.byteLength(options.body));
    const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? 'POST', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if (options.body !== undefined && options.chunked) {
      const bytes = Buffer.from(options.body);
      for (let at = 0; at < bytes.length; at += options.chunked) request.write(bytes.subarray(at, at + options.chunked));
      request.end();
    } else request.end(options.body);
  });
}

// ---------------------------------------------------------------------------
// The model stand-in

export interface ModelRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
  /** Set when the chat service closed the connection before the answer ended. */
  closedEarly: boolean;
}

export type Behaviour = (request: ModelRequest, response: ServerResponse) => void | Promise<void>;

export interface ModelStandIn extends Running {
  requests: ModelRequest[];
  /** What the next requests get (default: a short streamed answer). */
  behave(behaviour: Behaviour): void;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One chunk of the streaming protocol carrying `content`. */
export function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

function openStream(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  // Azure OpenAI opens with the prompt filter results and no choices, then the role.
  response.write(`data: ${JSON.stringify({ id: '', choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] })}\n\n`);
  response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`);
}

/** Streams `tokens` (each after `delayMs`, and after `before(index)` resolves), then `[DONE]`. */
export function streams(tokens: string[], options: { delayMs?: number; before?: (index: number) => Promise<void> } = {}): Behaviour {
  return async (request, response) => {
    openStream(response);
    for (const [index, token] of tokens.entries()) {
      if (options.before) await options.before(index);
      if (options.delayMs) await sleep(options.delayMs);
      if (request.closedEarly || response.destroyed) return;
      response.write(chunk(token));
    }
    response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  };
}

/** Answers with an error status and an OpenAI-style error body. */
export function fails(status = 500): Behaviour {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
  };
}

/** Accepts the request and never answers. */
export function hangs(): Behaviour {
  return () => undefined;
}

/** Sends the stream's headers and opening chunks, then never a token. */
export function hangsAfterHeaders(): Behaviour {
  return (_request, response) => {
    openStream(response);
  };
}

/** Sends some tokens, then drops the connection mid-answer. */
export function dropsAfter(tokens: string[]): Behaviour {
  return async (_request, response) => {
    openStream(response);
    for (const token of tokens) response.write(chunk(token));
    await sleep(50);
    response.destroy();
  };
}

export async function startModelStandIn(): Promise<ModelStandIn> {
  const requests: ModelRequest[] = [];
  let behaviour: Behaviour = streams(['Write ', 'a ', 'rule.']);
  const running = await serveHandler(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const part of request) chunks.push(part as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const record: ModelRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, closedEarly: false };
    response.on('close', () => {
      if (!response.writableFinished) record.closedEarly = true;
    });
    requests.push(record);
    await behaviour(record, response);
  });
  return {
    ...running,
    requests,
    behave(next) {
      behaviour = next;
    },
  };
}

/** Resolves when `check` returns true (polling), or rejects after `timeoutMs`: test/helpers.ts waitFor, in this file's call shape. */
export function until(check: () => boolean, timeoutMs = 60_000, what = 'condition'): Promise<void> {
  return waitFor(check, { timeoutMs, intervalMs: 20, what });
}
