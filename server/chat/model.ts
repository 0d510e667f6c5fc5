// The hosted language model behind the chat, used only when its flag is on and
// its settings are in the environment: an Azure OpenAI deployment, or any
// OpenAI-compatible endpoint (so a team can point it at a model they run).
// Keys are read here and never leave the server.
import { createParser } from 'eventsource-parser';
import type { ChatMessage, Hit } from './retrieval.js';
import { sourceTitle } from './compose.js';
import { PxError } from '../../compiler/errors.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

export interface ModelSettings {
  kind: 'azure' | 'openai';
  /** Full URL of the chat-completions endpoint. */
  url: string;
  headers: Record<string, string>;
  /** Sent in the body for OpenAI-compatible endpoints; Azure names it in the URL. */
  model?: string;
  deployment?: string;
  /** No token for this long: give up and answer from retrieval (default 15 s). */
  firstTokenTimeoutMs: number;
  /** The whole answer must finish within this (default 60 s). */
  totalTimeoutMs: number;
  /** Longest answer streamed to the reader, in characters (default 12,000); the rest is cut. */
  maxOutputChars?: number;
}

export const DEFAULT_MAX_OUTPUT_CHARS = 12_000;

/**
 * Why the model gave no usable answer, in words for the reader (the `notice`
 * event): every failure falls back to the retrieval answer with its own reason.
 */
export class ModelFailure extends Error {
  /** `detail`: what the provider said, for the server's log only (it may name keys, deployments or paths). */
  constructor(readonly notice: string, readonly detail?: string) {
    super(notice);
    this.name = 'ModelFailure';
  }
}

const THEN = 'so this answer is made of the closest passages from the docs.';
export const MODEL_NOTES = {
  timeout: `The language model did not answer in time, ${THEN}`,
  tooSlow: `The language model took too long to finish its answer, ${THEN}`,
  unreachable: `The language model could not be reached, ${THEN}`,
  redirect: `The language model's address answered with a redirect, which is not followed, ${THEN}`,
  status: (status: number) => `The language model answered with an error (HTTP ${status}), ${THEN}`,
  format: (type: string) => `The language model answered in an unexpected format (${type || 'no content type'}) instead of a stream, ${THEN}`,
  empty: `The language model returned an empty answer, ${THEN}`,
  // The provider's own words go to the server's log, never to readers (ModelFailure.detail).
  error: `The language model reported an error, ${THEN}`,
  malformed: `The language model sent a stream that could not be read, ${THEN}`,
  dropped: `The language model's connection broke off before the answer was complete, ${THEN}`,
} as const;

export const MODEL_ENV = {
  flag: 'PXDOCS_CHAT_MODEL',
  azureEndpoint: 'AZURE_OPENAI_ENDPOINT',
  azureDeployment: 'AZURE_OPENAI_DEPLOYMENT',
  azureKey: 'AZURE_OPENAI_API_KEY',
  azureVersion: 'AZURE_OPENAI_API_VERSION',
  baseUrl: 'PXDOCS_LLM_BASE_URL',
  model: 'PXDOCS_LLM_MODEL',
  key: 'PXDOCS_LLM_API_KEY',
} as const;

/** A duration from the environment: unset gives the default; anything but a positive whole number of ms is an error. */
function durationFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value <= 0) {
    throw pxErrors.InvalidChatSetting.create({ message: `${name} is ${JSON.stringify(raw)}; it must be a positive whole number of milliseconds.` }, { hint: `Set ${name} to a number such as ${fallback}, or unset it for the default (${fallback}).` });
  }
  return value;
}

/**
 * The model settings, or undefined when the flag is off or settings are missing.
 * Throws a PxError at start-up for a time-out that is set but not a number.
 */
export function modelFromEnv(env: NodeJS.ProcessEnv = process.env): ModelSettings | undefined {
  const timeouts = { firstTokenTimeoutMs: durationFromEnv(env, 'PXDOCS_CHAT_FIRST_TOKEN_MS', 15_000), totalTimeoutMs: durationFromEnv(env, 'PXDOCS_CHAT_TOTAL_MS', 60_000) };
  if (!/^(1|true|on|yes)$/i.test(env[MODEL_ENV.flag] ?? '')) return undefined;
  const endpoint = env[MODEL_ENV.azureEndpoint];
  const deployment = env[MODEL_ENV.azureDeployment];
  const azureKey = env[MODEL_ENV.azureKey];
  if (endpoint && deployment && azureKey) {
    const version = env[MODEL_ENV.azureVersion] ?? '2024-06-01';
    return {
      kind: 'azure',
      url: `${endpoint.replace(/\/+$/, '')}/openai/deployments/${encodeURIComponent(deployment)}/chat/completions?api-version=${encodeURIComponent(version)}`,
      headers: { 'api-key': azureKey },
      deployment,
      ...timeouts,
    };
  }
  const base = env[MODEL_ENV.baseUrl];
  const model = env[MODEL_ENV.model];
  if (base && model) {
    const key = env[MODEL_ENV.key];
    return { kind: 'openai', url: `${base.replace(/\/+$/, '')}/chat/completions`, headers: key ? { Authorization: `Bearer ${key}` } : {}, model, ...timeouts };
  }
  return undefined;
}

/** What the docs are about, for the model: the site's title and tagline, as the build wrote them (llms.txt). */
export interface SiteSubject {
  title: string;
  tagline?: string;
}

const RULES = [
  'Answer only from the numbered doc sections below.',
  'Cite the sections you use inline by their number in square brackets, right after the sentence they support, e.g. "Run the install command first [2]." Cite only numbers that are listed; never write URLs for them.',
  'If the sections do not answer the question, say plainly that the docs do not cover it, and do not guess.',
  'Write code in fenced blocks named by the language the sections name for it. Be concise. Never output HTML.',
].join(' ');

/** The instructions, naming the site the docs are of (pxdocs answers for any site: none of its own words name one). */
function systemPrompt(site: SiteSubject | undefined): string {
  const subject = site?.title ? `${site.title}${site.tagline ? ` (${site.tagline})` : ''}` : undefined;
  return `${subject ? `You answer questions about ${subject}, for readers of its documentation.` : 'You answer questions for readers of a documentation site.'} ${RULES}`;
}

/**
 * The model's messages: the instructions and the retrieved sections numbered
 * [1]…[n] in the order of the `sources` event (so the widget can link the
 * model's [n] to its source), then the conversation.
 */
export function buildPrompt(messages: ChatMessage[], hits: Hit[], site?: SiteSubject): { role: string; content: string }[] {
  const sections = hits.map((hit, index) => `[${index + 1}] ${sourceTitle(hit)} (${hit.passage.url})\n${(hit.passage.text + (hit.passage.code ? `\nCode:\n${hit.passage.code.replaceAll('\f', '')}` : '')).slice(0, 2500)}`).join('\n\n');
  return [
    { role: 'system', content: `${systemPrompt(site)}\n\nDoc sections:\n\n${sections || '(none found)'}` },
    ...messages.map((message) => ({ role: message.role, content: message.content })),
  ];
}

/**
 * Streams the model's answer token by token. Throws a ModelFailure (before or
 * during the stream) on any failure or time-out; the caller falls back to
 * retrieval. Redirects are never followed: the request carries a key, and a
 * redirect to another origin would hand it over.
 */
export async function* streamModel(settings: ModelSettings, prompt: { role: string; content: string }[], signal: AbortSignal): AsyncGenerator<string> {
  const controller = new AbortController();
  let reason: ModelFailure | undefined;
  const abort = (failure?: ModelFailure) => {
    reason ??= failure;
    controller.abort();
  };
  const onAbort = () => abort();
  signal.addEventListener('abort', onAbort);
  const total = setTimeout(() => abort(new ModelFailure(MODEL_NOTES.tooSlow)), settings.totalTimeoutMs);
  let first: NodeJS.Timeout | undefined = setTimeout(() => abort(new ModelFailure(MODEL_NOTES.timeout)), settings.firstTokenTimeoutMs);
  const fail = (error: unknown): never => {
    if (reason) throw reason;
    if (error instanceof ModelFailure) throw error;
    throw new ModelFailure(MODEL_NOTES.unreachable);
  };
  try {
    let response: Response;
    try {
      response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...settings.headers },
        body: JSON.stringify({ ...(settings.model ? { model: settings.model } : {}), messages: prompt, stream: true, temperature: 0.2 }),
        signal: controller.signal,
        redirect: 'manual',
      });
    } catch (error) {
      return fail(error);
    }
    if (response.status >= 300 && response.status < 400) throw new ModelFailure(MODEL_NOTES.redirect);
    if (!response.ok) throw new ModelFailure(MODEL_NOTES.status(response.status));
    const type = response.headers.get('content-type') ?? '';
    if (!/^text\/event-stream\b/i.test(type)) throw new ModelFailure(MODEL_NOTES.format(type.split(';')[0].trim()));
    if (!response.body) throw new ModelFailure(MODEL_NOTES.empty);

    const queue: string[] = [];
    let done = false;
    let problem: ModelFailure | undefined;
    const parser = createParser({
      onEvent(message) {
        if (done || problem) return;
        if (message.event === 'error') {
          problem = new ModelFailure(MODEL_NOTES.error, errorText(message.data));
          return;
        }
        if (message.data.trim() === '[DONE]') {
          done = true;
          return;
        }
        let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
        try {
          parsed = JSON.parse(message.data) as typeof parsed;
        } catch {
          problem = new ModelFailure(MODEL_NOTES.malformed);
          return;
        }
        if (parsed.error) {
          problem = new ModelFailure(MODEL_NOTES.error, errorText(parsed.error));
          return;
        }
        const text = parsed.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text) queue.push(text);
      },
      onError() {
        problem ??= new ModelFailure(MODEL_NOTES.malformed);
      },
    });
    const decoder = new TextDecoder();
    const limit = settings.maxOutputChars ?? DEFAULT_MAX_OUTPUT_CHARS;
    let sent = 0;
    let cut = false;
    try {
      reading: for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        while (queue.length) {
          const text = queue.shift()!;
          if (first) {
            clearTimeout(first);
            first = undefined;
          }
          const room = limit - sent;
          sent += text.length;
          if (text.length >= room) {
            // Over-long output: keep what fits, say it was cut, stop reading. The stream is
            // aborted after the loop, and whatever that abort throws is not a broken connection.
            if (room > 0) yield text.slice(0, room);
            yield `\n\n_(The answer was cut at ${limit} characters.)_`;
            cut = true;
            break reading;
          }
          yield text;
        }
        if (problem) throw problem;
        if (done) break;
      }
    } catch (error) {
      if (cut) return;
      if (reason) throw reason;
      if (error instanceof ModelFailure) throw error;
      throw new ModelFailure(MODEL_NOTES.dropped);
    }
    if (cut) {
      controller.abort();
      return;
    }
    if (problem) throw problem;
    if (!sent) throw new ModelFailure(MODEL_NOTES.empty);
  } finally {
    clearTimeout(total);
    if (first) clearTimeout(first);
    signal.removeEventListener('abort', onAbort);
  }
}

/** The message of an error event's data or an `error` field, as short text. */
function errorText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return errorText(JSON.parse(value));
    } catch {
      return value.trim() || 'no details';
    }
  }
  if (value && typeof value === 'object') {
    const inner = (value as { error?: unknown; message?: unknown }).error ?? (value as { message?: unknown }).message;
    if (typeof inner === 'string') return inner;
    if (inner && typeof inner === 'object') return errorText(inner);
  }
  return 'no details';
}
