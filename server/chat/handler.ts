// POST /api/docsChat: the docs chat service. Request and response format are
// documented in the README ("Docs chat API"). The answer streams as server-sent
// events, which EventSource-style client libraries (eventsource-parser,
// fetch-event-source) read as they are.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { composeAnswer, sourceTitle, type Source } from './compose.js';
import { terminalSafe } from '../../compiler/terminal-safe.js';
import { buildPrompt, MODEL_NOTES, ModelFailure, streamModel, type ModelSettings, type SiteSubject } from './model.js';
import { Retriever, questionText, type ChatDocs, type ChatMessage, type Hit } from './retrieval.js';
import { embedQuestions, QUESTION_MODEL_IDLE_MS, questionModelLoaded, touchQuestionModel, vectorsFor, type SectionVectors } from '../../compiler/search/embeddings.js';
import { LruCache } from '../../theme/shared/lru.js';
import { RateLimit } from './rate-limit.js';
import { sentAsJson } from './json-request.js';
import { allowedOrigins, originAllowed } from './origins.js';
import { createFeedback, FEEDBACK_PATH, recordNotCovered, type FeedbackOptions } from './feedback.js';
import type { ChatAnswerWords, StartPage } from '../../compiler/search/locales-file.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

export { FEEDBACK_PATH };

export interface ChatLimits {
  /** Largest request body in bytes (default 32 KB): larger gets 413. */
  bodyBytes: number;
  /** Longest message in characters (default 2000): longer gets 400. */
  messageChars: number;
  /** Messages of history used (default 12); older ones are dropped. */
  historyMessages: number;
  /** Requests per client per minute (default 20): more gets 429 with Retry-After. */
  perMinute: number;
  /** Time a client gets to send its request body (default 10 s). */
  bodyTimeoutMs: number;
  /** Retrieval results kept for repeated questions (default 256; 0 turns the cache off). */
  cacheSize: number;
  /** Question embeddings kept for repeated questions, least recently used out first (default 1024; 0 turns it off). */
  embeddingCacheSize: number;
  /**
   * Questions that may wait for the embedding model at once (default 2). The
   * model runs in a worker thread, so waiting never blocks the event loop; past
   * this many, a new question is ranked lexically (and still embedded in the
   * background, so when it is asked again it gets its full ranking).
   */
  embedQueue: number;
  /**
   * Longest a question waits for its embedding (default 2000 ms, model load
   * included); then it is ranked lexically, with a note.
   */
  embedWaitMs: number;
  /**
   * How long the question model stays loaded with no question (default 15
   * min); the next question, or the widget opening, loads it again.
   */
  modelIdleMs: number;
}

/** Questions shed to the lexical ranking that are still embedded in the background, beyond `embedQueue`. */
const BACKGROUND_EMBEDS = 8;

export const DEFAULT_LIMITS: ChatLimits = { bodyBytes: 32 * 1024, messageChars: 2000, historyMessages: 12, perMinute: 20, bodyTimeoutMs: 10_000, cacheSize: 256, embeddingCacheSize: 1024, embedQueue: 2, embedWaitMs: 2000, modelIdleMs: QUESTION_MODEL_IDLE_MS };

export interface ChatOptions {
  /** The search records (or a function giving the current ones, for `pxdocs dev`). */
  records: ChatDocs | (() => ChatDocs | Promise<ChatDocs>);
  /** Start loading the records and making the index now, rather than on the first question (servers). */
  warm?: boolean;
  /** Origins allowed to call from a browser on another origin (CORS). */
  allowedOrigins: string[];
  model?: ModelSettings;
  limits?: Partial<ChatLimits>;
  /** Section vectors (default: those attached to the records, see `attachVectors`); none means lexical ranking only. */
  vectors?: SectionVectors;
  /**
   * Embeds a question (default: the local MiniLM model in a worker thread, see
   * `embedQuestions`); `background` when no reader waits for it (see `EmbedOptions`).
   */
  embed?: (text: string, background?: boolean) => Promise<Float32Array>;
  /** The feedback log and its report (see feedback.ts for the defaults). */
  feedback?: Partial<FeedbackOptions>;
  /**
   * The site's locales, when it has several (or its one is not English): a question names its
   * locale (`locale`, what the page's `docsearch:language` says) and is answered from that
   * locale's docs, in its words. Absent: one set of docs (`records`), whatever a question names.
   */
  locales?: () => ChatLocales | undefined;
  /**
   * Where a reader starts, for an answer the docs do not cover, when `locales` gives none
   * (`pxdocs dev`, whose pages are in memory: `startPageIn` of its home page).
   */
  start?: () => StartPage | undefined | Promise<StartPage | undefined>;
  /** The answer's sentences in the served locale's words, when `locales` gives none (`pxdocs dev --locale fr`). */
  words?: () => ChatAnswerWords | undefined;
  /** What the docs are about, named to the model (the site's title and tagline); absent: a documentation site. */
  site?: () => SiteSubject | undefined;
}

/** The locales a chat answers in (see `ChatOptions.locales`). */
export interface ChatLocales {
  /** Each locale's name and the answer's sentences it says otherwise than in English; the default first (its docs are `records`). */
  locales: { name: string; words?: ChatAnswerWords; start?: StartPage }[];
  /** Another locale's docs, by name (read when a question in it comes: a site asked in one language holds no other's sections). */
  records(locale: string): ChatDocs | Promise<ChatDocs>;
}

export const CHAT_PATH = '/api/docsChat';
/** `POST` here (no body) loads the question model before the first question: the widget sends it when a reader opens the chat. */
export const WARM_PATH = `${CHAT_PATH}/warm`;

/** Whether a request path is the chat service's: the questions, the model's warm-up, the feedback. */
export const isChatPath = (path: string): boolean => path === CHAT_PATH || path === WARM_PATH || path === FEEDBACK_PATH;
/** The notice when the model did not answer in time; other failures have their own (MODEL_NOTES). */
export const FALLBACK_NOTE = MODEL_NOTES.timeout;

class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly code: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

export function createChatHandler(options: ChatOptions) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  /** The default locale's docs; another locale's come in `corpora` once a question in it does. */
  const main = corpus(() => (typeof options.records === 'function' ? options.records() : options.records));
  const corpora = new Map<string, Corpus>();
  const embed = options.embed ?? ((text: string, background = false) => embedQuestions([text], limits.modelIdleMs, { background }).then(([vector]) => vector));
  /**
   * Loads the question model ahead of a question (`POST …/warm`, sent by the
   * widget when a reader opens the chat): the model is not loaded when the
   * server starts, only once someone is about to ask.
   */
  const prepareModel = () => {
    if (options.embed) return;
    // Loaded already: its idle time starts again, and no model run (asking again and again costs nothing).
    if (questionModelLoaded()) return touchQuestionModel(limits.modelIdleMs);
    void getRetriever(main).then((found) => {
      if (found.semantic && !questionModelLoaded()) return embedQuestions(['warm up'], limits.modelIdleMs, { background: true });
    }).catch(() => undefined);
  };
  const feedback = createFeedback(options.feedback);
  // Readers ask the same questions again and again: their retrieval results are
  // kept until the records change (per locale, see `corpus`), and their embeddings for as long as the model.
  function corpus(load: () => ChatDocs | Promise<ChatDocs>): Corpus {
    return { load, generation: 0, cache: new LruCache<string, Retrieved>(limits.cacheSize) };
  }
  const embeddings = new LruCache<string, Float32Array>(limits.embeddingCacheSize);
  // One model run per distinct question, however many readers ask it at once.
  const embedding = new Map<string, Promise<Float32Array | undefined>>();
  let failureLogged = false;
  const getRetriever = async (docs: Corpus): Promise<Retriever> => {
    // A function may still be reading a large records file (serve reads it in pieces).
    const records = await docs.load();
    // Given vectors are the default locale's (another locale's are attached to its records).
    const vectors = (docs === main ? options.vectors : undefined) ?? vectorsFor(records);
    if (!docs.retriever || records !== docs.source || vectors !== docs.vectors) {
      docs.source = records;
      docs.vectors = vectors;
      docs.generation++;
      docs.cache.clear();
      const made = Retriever.create(records, vectors);
      docs.retriever = made;
      made.catch(() => {
        // Made again by the next question.
        if (docs.retriever === made) docs.retriever = undefined;
      });
    }
    return docs.retriever;
  };
  /** The docs a question in `locale` is answered from, and the answer's words; an unknown locale is the asker's error. */
  const docsIn = (locale: string | undefined): { docs: Corpus; words?: ChatAnswerWords; start?: StartPage } => {
    const table = options.locales?.();
    if (!table) return { docs: main };
    const [first, ...others] = table.locales;
    if (locale === undefined || locale === first.name) return { docs: main, words: first.words, start: first.start };
    const found = others.find((candidate) => candidate.name === locale);
    if (!found) throw new HttpError(400, pxErrors.UnknownDocsLocale.create({ locale, known: table.locales.map((candidate) => candidate.name) }).message, 'unknown_locale');
    let docs = corpora.get(found.name);
    if (!docs) {
      docs = corpus(() => table.records(found.name));
      corpora.set(found.name, docs);
    }
    return { docs, words: found.words, start: found.start };
  };
  // A server starts making the index at once, not on the first question (seconds at a large site).
  if (options.warm) void getRetriever(main).catch((error: unknown) => console.error(`pxdocs chat: could not load the docs: ${error instanceof Error ? error.message : String(error)}`));
  /**
   * Questions whose embedding runs in the background (`EmbedOptions.background`:
   * after every question someone waits for); the others, in `embedding` but
   * not here, are the waiting places `embedQueue` counts.
   */
  const background = new Set<string>();
  /** Starts embedding a question once; its vector lands in `embeddings` (or nothing, when the model fails). */
  const startEmbedding = (key: string, text: string, later: boolean): Promise<Float32Array | undefined> => {
    let running = embedding.get(key);
    if (!running) {
      if (later) background.add(key);
      running = embed(text, later).then(
        (vector) => {
          embeddings.set(key, vector);
          return vector;
        },
        (error: unknown) => {
          // Said once per process: the chat keeps answering, lexically.
          if (!failureLogged) console.error(`pxdocs chat: question embedding failed, ranking by words only: ${error instanceof Error ? error.message : String(error)}`);
          failureLogged = true;
          return undefined;
        },
      ).finally(() => {
        embedding.delete(key);
        background.delete(key);
      });
      embedding.set(key, running);
    }
    return running;
  };
  /**
   * Embeds a question no one waits for, so that asked again it gets its full
   * ranking: only while the backlog is short, and only where its vector is
   * kept (with no embedding cache it would be thrown away).
   */
  const embedLater = (key: string, text: string) => {
    if (limits.embeddingCacheSize > 0 && !embedding.has(key) && embedding.size < limits.embedQueue + BACKGROUND_EMBEDS) void startEmbedding(key, text, true);
  };
  /** The question's vector, or why there is none (the ranking is then lexical). */
  const embedQuestion = async (key: string, text: string): Promise<{ vector?: Float32Array; degraded: boolean; note?: string }> => {
    const known = embeddings.get(key);
    if (known) return { vector: known, degraded: false };
    // Already embedded in the background (behind every waiting question): ranked by its words now, as when it was shed.
    if (background.has(key)) return { degraded: true };
    if (!embedding.has(key) && embedding.size - background.size >= limits.embedQueue) {
      // The model is busy with enough questions: this one is ranked by its
      // words now, and embedded in the background, so when it is asked again
      // it gets its full ranking.
      embedLater(key, text);
      return { degraded: true };
    }
    const running = startEmbedding(key, text, false);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), limits.embedWaitMs); });
    const vector = await Promise.race([running, late]).finally(() => clearTimeout(timer));
    if (vector === 'late') return { degraded: true, note: SEMANTIC_NOTES.late };
    if (!vector) return { degraded: true, note: SEMANTIC_NOTES.failed };
    return { vector, degraded: false };
  };
  const search = async (found: Retriever, messages: ChatMessage[]): Promise<Retrieved> => {
    const asked = questionText(messages);
    const embedKey = asked.combined.trim().toLowerCase().replace(/\s+/g, ' ');
    const semantic = found.semantic && !asked.pointsBack ? await embedQuestion(embedKey, asked.combined) : { degraded: false };
    const hits = found.search(messages, 5, semantic.vector);
    return { hits, covered: found.covered(hits, messages), degraded: semantic.degraded, note: semantic.note, embedKey, embedText: asked.combined };
  };
  const retrieve = async (messages: ChatMessage[], docs: Corpus) => {
    const found = await getRetriever(docs);
    const { cache } = docs;
    const ranked = docs.generation;
    const key = messages.filter((message) => message.role === 'user').slice(-3).map((message) => message.content.trim().toLowerCase().replace(/\s+/g, ' ')).join('\u0000');
    const cached = cache.get(key);
    if (cached && !cached.degraded) return cached;
    // A lexical-only ranking (the model busy, late or failing) is kept until the
    // question's vector is there: asked again meanwhile it costs nothing (and
    // its embedding is started in the background if it is not running); once
    // the vector is known the question is ranked again, fully.
    if (cached && !embeddings.get(cached.embedKey)) {
      embedLater(cached.embedKey, cached.embedText);
      return cached;
    }
    const result = await search(found, messages);
    // Without an embedding cache the vector would never be found there: a lexical ranking is then not kept.
    if (ranked === docs.generation && (!result.degraded || limits.embeddingCacheSize > 0)) cache.set(key, result);
    return result;
  };
  const questions = new RateLimit(limits.perMinute);
  const rateLimit = (client: string) => {
    const retryAfter = questions.take(client);
    if (retryAfter !== undefined) throw new HttpError(429, `Too many questions: at most ${limits.perMinute} a minute. Try again in ${retryAfter} s.`, 'rate_limited', { 'Retry-After': String(retryAfter) });
  };
  const origins = allowedOrigins(options.allowedOrigins);

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    const allowed = originAllowed(origin, request.headers.host, origins);
    const cors: Record<string, string> = allowed ? { 'Access-Control-Allow-Origin': origin!, Vary: 'Origin' } : {};
    const path = (request.url ?? '').split('?')[0];
    if (path === FEEDBACK_PATH) return feedback(request, response, cors, allowed);
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, allowed ? { ...cors, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' } : {}).end();
        return;
      }
      if (path === WARM_PATH) {
        if (request.method !== 'POST') throw new HttpError(405, 'Use POST (no body) to load the chat\'s model ahead of a question.', 'method_not_allowed', { Allow: 'POST, OPTIONS' });
        // Nothing to read or to answer: loading the model once is all it does, however often it is asked.
        // A body is not read (drained, and the connection closed after it, so no body can hold it open).
        const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
        request.resume();
        response.writeHead(204, { ...cors, ...(hasBody ? { Connection: 'close' } : {}) }).end();
        prepareModel();
        return;
      }
      if (request.method !== 'POST') throw new HttpError(405, 'Use POST with a JSON body.', 'method_not_allowed', { Allow: 'POST, OPTIONS' });
      if (!sentAsJson(request)) throw new HttpError(415, 'Send the question as JSON, with Content-Type: application/json.', 'unsupported_media_type', { Accept: 'application/json' });
      rateLimit(request.socket.remoteAddress ?? 'unknown');
      const body = await readBody(request, limits);
      const { messages, locale } = validate(body, limits);
      const found = docsIn(locale);
      const { docs } = found;
      const words = found.words ?? options.words?.();
      const start = found.start ?? (await options.start?.());
      const result = await retrieve(messages, docs);
      if (!result.covered) recordNotCovered(feedback, messages[messages.length - 1].content, result.hits);
      await answer(response, cors, messages, result, options.model, request, words, start, options.site?.());
    } catch (error) {
      const failure = error instanceof HttpError ? error : new HttpError(500, 'The chat service failed to answer.', 'internal_error');
      // The reader gets a generic message; whoever runs the service needs the cause.
      if (!(error instanceof HttpError)) console.error(`pxdocs chat: a question failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (response.headersSent) {
        response.end();
        return;
      }
      response.writeHead(failure.status, { 'Content-Type': 'application/json; charset=utf-8', ...cors, ...failure.headers });
      response.end(JSON.stringify({ error: { status: failure.status, code: failure.code, message: failure.message } }));
    }
  };
}

function readBody(request: IncomingMessage, limits: ChatLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limits.bodyBytes) {
      request.resume();
      reject(new HttpError(413, `The request is larger than ${limits.bodyBytes} bytes.`, 'body_too_large', { Connection: 'close' }));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    // Stop reading but let the answer (413, 408) go out; the connection then closes.
    const refuse = (error: HttpError) => {
      clearTimeout(timer);
      request.removeAllListeners('data');
      request.removeAllListeners('end');
      request.resume();
      reject(error);
    };
    // A client that trickles its body cannot hold the server.
    const timer = setTimeout(() => refuse(new HttpError(408, 'The request body took too long to arrive.', 'body_timeout', { Connection: 'close' })), limits.bodyTimeoutMs);
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.bodyBytes) {
        refuse(new HttpError(413, `The request is larger than ${limits.bodyBytes} bytes.`, 'body_too_large', { Connection: 'close' }));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new HttpError(400, 'The request body is not valid JSON.', 'bad_json'));
      }
    });
    request.on('error', () => {
      clearTimeout(timer);
      reject(new HttpError(400, 'The request could not be read.', 'bad_request'));
    });
  });
}

function validate(body: unknown, limits: ChatLimits): { messages: ChatMessage[]; locale?: string } {
  const { messages, locale } = (body ?? {}) as { messages?: unknown; locale?: unknown };
  if (locale !== undefined && (typeof locale !== 'string' || !locale)) throw new HttpError(400, 'The locale, when given, is the name of one of the site\'s locales ("fr"), as a string.', 'bad_request');
  if (!Array.isArray(messages) || messages.length === 0) throw new HttpError(400, 'Send {"messages": [{"role": "user", "content": "…"}]}.', 'bad_request');
  const clean: ChatMessage[] = [];
  for (const message of messages.slice(-limits.historyMessages)) {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') throw new HttpError(400, 'Each message needs a role ("user" or "assistant") and a string content.', 'bad_request');
    // Characters as readers count them (an emoji is one), not UTF-16 units; .length is the cheap test first.
    const characters = content.length > limits.messageChars ? [...content].length : content.length;
    if (characters > limits.messageChars) throw new HttpError(400, `A message is ${characters} characters long; the limit is ${limits.messageChars}.`, 'message_too_long');
    clean.push({ role, content });
  }
  if (clean[clean.length - 1].role !== 'user' || !clean[clean.length - 1].content.trim()) throw new HttpError(400, 'The last message must be a non-empty question from the user.', 'bad_request');
  return { messages: clean, ...(locale === undefined ? {} : { locale }) };
}

/** One server-sent event, as text. */
function formatEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function event(response: ServerResponse, name: string, data: unknown): void {
  response.write(formatEvent(name, data));
}

/** Why a question was ranked by its words only, told in the `done` event's `note`. */
export const SEMANTIC_NOTES = {
  failed: 'The semantic ranking is unavailable (the embedding model failed); sources are ranked by the words of the question only.',
  late: 'The semantic ranking took too long; sources are ranked by the words of the question only.',
} as const;

/**
 * One locale's docs: how to get them, the retriever made from them (made in
 * slices, `Retriever.create`, so a promise) and the rankings kept for them.
 */
interface Corpus {
  load: () => ChatDocs | Promise<ChatDocs>;
  retriever?: Promise<Retriever>;
  source?: ChatDocs;
  vectors?: SectionVectors;
  /** Bumped when the records change: a result ranked before is not cached after. */
  generation: number;
  cache: LruCache<string, Retrieved>;
}

/** A question's ranking, kept in the retrieval cache with its composed answer. */
interface Retrieved {
  hits: Hit[];
  covered: boolean;
  /** Ranked lexically because the model was busy, failed or late: kept only until the question's vector is known. */
  degraded: boolean;
  /** The key and text of the question's embedding (see `embedQuestion`). */
  embedKey: string;
  embedText: string;
  /** Why the ranking is lexical only, for the `done` event. */
  note?: string;
  /** The whole event stream of the retrieval answer, made once per cached ranking. */
  events?: string;
}

/** The retrieval answer's text as delta events of a few words each (the widget renders as pieces arrive). */
function deltaEvents(text: string): string {
  return (text.match(/(?:\S+\s*){1,6}/g) ?? []).map((piece) => formatEvent('delta', { text: piece })).join('');
}

async function answer(response: ServerResponse, cors: Record<string, string>, messages: ChatMessage[], result: Retrieved, model: ModelSettings | undefined, request: IncomingMessage, words?: ChatAnswerWords, start?: StartPage, site?: SiteSubject): Promise<void> {
  const { hits, covered, note: rankingNote } = result;
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no', ...cors });
  const question = messages[messages.length - 1].content;
  if (!model) {
    // The retrieval answer exists whole at once: one write, composed once per ranking.
    result.events ??= (() => {
      const retrieval = composeAnswer(hits, question, covered, words, start);
      return formatEvent('sources', { sources: retrieval.sources }) + deltaEvents(retrieval.text) + formatEvent('done', { mode: 'retrieval', covered: retrieval.covered, ...(rankingNote ? { note: rankingNote } : {}) });
    })();
    response.end(result.events);
    return;
  }
  // Stops the model's stream when the reader goes away (only here: an abort builds a DOMException,
  // and every response closes, so doing it for retrieval answers cost ~4 % of the service's thread under load).
  const stop = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) stop.abort();
  });
  const retrieval = composeAnswer(hits, question, covered, words, start);
  const streamText = async (text: string) => {
    if (stop.signal.aborted) return;
    response.write(deltaEvents(text));
  };
  const sources: Source[] = hits.map((hit) => ({ title: sourceTitle(hit), url: hit.passage.url }));
  event(response, 'sources', { sources });
  let streamed = false;
  try {
    for await (const token of streamModel(model, buildPrompt(messages, hits, site), stop.signal)) {
      streamed = true;
      event(response, 'delta', { text: token });
    }
    event(response, 'done', { mode: 'model', ...(rankingNote ? { note: rankingNote } : {}) });
  } catch (error) {
    if (stop.signal.aborted && request.destroyed) return;
    const note = error instanceof ModelFailure ? error.notice : MODEL_NOTES.unreachable;
    // What the provider said stays with whoever runs the service.
    if (error instanceof ModelFailure && error.detail) console.error(`pxdocs chat: the language model reported an error: ${terminalSafe(error.detail.slice(0, 500))}`);
    if (streamed) event(response, 'delta', { text: `\n\n_${note}_\n\n` });
    else event(response, 'notice', { message: note });
    await streamText(retrieval.text);
    event(response, 'done', { mode: 'retrieval', note, covered: retrieval.covered });
  }
  response.end();
}
