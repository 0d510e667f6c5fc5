// Reader feedback on chat answers: a helpful / not helpful vote per answer,
// and every question the docs did not cover, appended to a JSONL log (the
// question, the source URLs, the answer's mode, the verdict and the time; no
// IP address or other personal data). GET lists the questions without a good
// answer, for the writers, as JSON or (to a browser) an HTML page.
//
//   POST /api/docsChat/feedback  { question, sources: [url…], mode, verdict: "helpful" | "not-helpful" }  → 204
//   GET  /api/docsChat/feedback  → the report (loopback only, or with `Authorization: Bearer $PXDOCS_CHAT_REPORT_TOKEN`)
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { Hit } from './retrieval.js';
import { RateLimit } from './rate-limit.js';
import { sentAsJson } from './json-request.js';

export const FEEDBACK_PATH = '/api/docsChat/feedback';
export const FEEDBACK_ENV = { log: 'PXDOCS_CHAT_FEEDBACK_LOG', token: 'PXDOCS_CHAT_REPORT_TOKEN' } as const;

export type Verdict = 'helpful' | 'not-helpful' | 'not-covered';

export interface FeedbackEntry {
  time: string;
  question: string;
  sources: string[];
  mode: 'retrieval' | 'model';
  verdict: Verdict;
}

export interface FeedbackOptions {
  /** The JSONL log (default: `$PXDOCS_CHAT_FEEDBACK_LOG`, else `.pxdocs/chat-feedback.jsonl` under the current directory). */
  file: string;
  /** The log stops growing at this size (default 5 MB); votes are then refused with 507. */
  maxBytes: number;
  /** Bearer token that opens the report to other hosts (default: `$PXDOCS_CHAT_REPORT_TOKEN`; unset: loopback only). */
  reportToken?: string;
  /** Votes one client may cast a minute (default 30): one client cannot fill the log for everyone. */
  perMinute: number;
}

export interface Feedback {
  /** `originAllowed`: whether the request's Origin may call the chat (its own host or an allowed origin). */
  (request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, originAllowed: boolean): Promise<void>;
  options: FeedbackOptions;
  append(entry: FeedbackEntry): boolean;
  /**
   * Appends without blocking the event loop, after the entries before it: for
   * "not covered" answers, logged on the answer path (a synchronous write under
   * disk contention held every other answer back).
   */
  appendLater(entry: FeedbackEntry): void;
  /** Resolves when every `appendLater` entry so far is written (or dropped at the size cap). */
  settled(): Promise<void>;
}

const MAX_BODY = 8 * 1024;
const MAX_QUESTION = 2000;
const MAX_SOURCES = 10;

export function createFeedback(partial: Partial<FeedbackOptions> = {}, env: NodeJS.ProcessEnv = process.env): Feedback {
  const options: FeedbackOptions = {
    file: partial.file ?? env[FEEDBACK_ENV.log] ?? join(process.cwd(), '.pxdocs', 'chat-feedback.jsonl'),
    maxBytes: partial.maxBytes ?? 5 * 1024 * 1024,
    reportToken: partial.reportToken ?? env[FEEDBACK_ENV.token],
    perMinute: partial.perMinute ?? 30,
  };
  const votes = new RateLimit(options.perMinute);
  const append = (entry: FeedbackEntry): boolean => {
    const line = `${JSON.stringify(entry)}\n`;
    const size = existsSync(options.file) ? statSync(options.file).size : 0;
    if (size + line.length > options.maxBytes) return false;
    mkdirSync(dirname(options.file), { recursive: true });
    appendFileSync(options.file, line);
    return true;
  };
  let pending: Promise<void> = Promise.resolve();
  const appendLater = (entry: FeedbackEntry): void => {
    pending = pending
      .then(async () => {
        const line = `${JSON.stringify(entry)}\n`;
        const size = await stat(options.file).then((info) => info.size, () => 0);
        if (size + line.length > options.maxBytes) return;
        await mkdir(dirname(options.file), { recursive: true });
        await appendFile(options.file, line);
      })
      // A read-only disk must not stop the answers.
      .catch(() => undefined);
  };
  const send = (response: ServerResponse, status: number, cors: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) => {
    if (body === undefined) {
      response.writeHead(status, { ...cors, ...headers }).end();
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cors, ...headers }).end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, code: string, message: string, cors: Record<string, string>, headers: Record<string, string> = {}) =>
    send(response, status, cors, { error: { status, code, message } }, headers);

  const handler = (async (request, response, cors, originAllowed) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors['Access-Control-Allow-Origin'] ? { ...cors, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' } : {}).end();
      return;
    }
    if (request.method === 'GET') {
      if (!reportAllowed(request, options.reportToken)) return fail(response, 403, 'forbidden', `The feedback report is open to loopback requests, or with "Authorization: Bearer <token>" when ${FEEDBACK_ENV.token} is set.`, {});
      await pending;
      const report = buildReport(readEntries(options.file));
      if (/text\/html/.test(request.headers.accept ?? '')) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }).end(reportHtml(report));
        return;
      }
      return send(response, 200, {}, report, { 'Cache-Control': 'no-store' });
    }
    if (request.method !== 'POST') return fail(response, 405, 'method_not_allowed', 'Use POST to vote, GET for the report.', cors, { Allow: 'GET, POST, OPTIONS' });
    // A vote comes from the site's own pages (or an allowed origin), as JSON: a page elsewhere could
    // otherwise post a form (text/plain needs no preflight) and write into the writers' report.
    if (request.headers.origin !== undefined && !originAllowed) return fail(response, 403, 'forbidden_origin', 'Votes are taken from the site\'s own pages and the origins the chat allows.', cors);
    if (!sentAsJson(request)) return fail(response, 415, 'unsupported_media_type', 'Send the vote as JSON, with Content-Type: application/json.', cors, { Accept: 'application/json' });
    const retryAfter = votes.take(request.socket.remoteAddress ?? 'unknown');
    if (retryAfter !== undefined) return fail(response, 429, 'rate_limited', `Too many votes: at most ${options.perMinute} a minute. Try again in ${retryAfter} s.`, cors, { 'Retry-After': String(retryAfter) });
    let body: unknown;
    try {
      body = JSON.parse(await readSmallBody(request));
    } catch (error) {
      if (error instanceof RangeError) return fail(response, 413, 'body_too_large', `Feedback is at most ${MAX_BODY} bytes.`, cors, { Connection: 'close' });
      return fail(response, 400, 'bad_json', 'The request body is not valid JSON.', cors);
    }
    const entry = validateVote(body);
    if (typeof entry === 'string') return fail(response, 400, 'bad_request', entry, cors);
    if (!append(entry)) return fail(response, 507, 'log_full', `The feedback log has reached its ${options.maxBytes} bytes.`, cors);
    send(response, 204, cors);
  }) as Feedback;
  handler.options = options;
  handler.append = append;
  handler.appendLater = appendLater;
  handler.settled = () => pending;
  return handler;
}

/** A question the retrieval could not answer from the docs: logged for the writers. */
export function recordNotCovered(feedback: Feedback, question: string, hits: Hit[]): void {
  feedback.appendLater({ time: new Date().toISOString(), question: question.slice(0, MAX_QUESTION), sources: hits.slice(0, 3).map((hit) => hit.passage.url), mode: 'retrieval', verdict: 'not-covered' });
}

function readSmallBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        request.removeAllListeners('data');
        request.resume();
        reject(new RangeError('too large'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A path on this site: one slash, then no second slash or backslash (browsers read `//x` and
 * `/\x` as another host), no space, quote or angle bracket.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\"'<>]{0,500}$/;

/** The vote, or what is wrong with it. */
export function validateVote(body: unknown): FeedbackEntry | string {
  const { question, sources, mode, verdict } = (body ?? {}) as Record<string, unknown>;
  if (typeof question !== 'string' || !question.trim() || question.length > MAX_QUESTION) return `"question" must be a non-empty string of at most ${MAX_QUESTION} characters.`;
  if (verdict !== 'helpful' && verdict !== 'not-helpful') return '"verdict" must be "helpful" or "not-helpful".';
  if (mode !== 'retrieval' && mode !== 'model') return '"mode" must be "retrieval" or "model".';
  if (!Array.isArray(sources) || sources.length > MAX_SOURCES || !sources.every((url) => typeof url === 'string' && SITE_PATH.test(url))) {
    return `"sources" must be a list of at most ${MAX_SOURCES} site paths ("/learn/…").`;
  }
  return { time: new Date().toISOString(), question: question.trim(), sources: sources as string[], mode, verdict };
}

function reportAllowed(request: IncomingMessage, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  return isLoopback(request.socket.remoteAddress ?? '');
}

/** 127.0.0.0/8 (as IPv4 or IPv4-mapped IPv6) and ::1: the machine itself. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i.test(address);
}

export function readEntries(file: string): FeedbackEntry[] {
  if (!existsSync(file)) return [];
  const entries: FeedbackEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as FeedbackEntry);
    } catch {
      // A torn last line (a crash mid-write) is skipped, not fatal.
    }
  }
  return entries;
}

export interface ReportRow {
  question: string;
  notHelpful: number;
  notCovered: number;
  helpful: number;
  sources: string[];
  last: string;
}

/** Questions without a good answer: any "not helpful" vote or "not covered" answer, worst first. */
export function buildReport(entries: FeedbackEntry[]): { votes: { helpful: number; notHelpful: number }; questions: ReportRow[] } {
  const rows = new Map<string, ReportRow>();
  let helpful = 0;
  let notHelpful = 0;
  for (const entry of entries) {
    if (entry.verdict === 'helpful') helpful++;
    if (entry.verdict === 'not-helpful') notHelpful++;
    const key = entry.question.trim().toLowerCase().replace(/\s+/g, ' ');
    const row = rows.get(key) ?? { question: entry.question, notHelpful: 0, notCovered: 0, helpful: 0, sources: [], last: entry.time };
    if (entry.verdict === 'helpful') row.helpful++;
    else if (entry.verdict === 'not-helpful') row.notHelpful++;
    else row.notCovered++;
    for (const url of entry.sources) if (!row.sources.includes(url)) row.sources.push(url);
    if (entry.time > row.last) row.last = entry.time;
    rows.set(key, row);
  }
  const questions = [...rows.values()].filter((row) => row.notHelpful + row.notCovered > row.helpful).sort((a, b) => b.notHelpful + b.notCovered - (a.notHelpful + a.notCovered) || (b.last > a.last ? 1 : -1));
  return { votes: { helpful, notHelpful }, questions };
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function reportHtml(report: ReturnType<typeof buildReport>): string {
  const rows = report.questions.map((row) => `<tr><td>${escape(row.question)}</td><td>${row.notHelpful}</td><td>${row.notCovered}</td><td>${row.helpful}</td><td>${row.sources.map((url) => (SITE_PATH.test(url) ? `<a href="${escape(url)}">${escape(url)}</a>` : escape(url))).join('<br>')}</td><td>${escape(row.last)}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs chat: questions without a good answer</title><style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}</style></head><body><h1>Questions without a good answer</h1><p>${report.votes.helpful} helpful and ${report.votes.notHelpful} not helpful votes in all.</p><table><thead><tr><th>Question</th><th>Not helpful</th><th>Not covered</th><th>Helpful</th><th>Sources</th><th>Last asked</th></tr></thead><tbody>${rows || '<tr><td colspan="6">None yet.</td></tr>'}</tbody></table></body></html>`;
}
