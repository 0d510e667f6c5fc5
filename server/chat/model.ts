// The hosted language model behind the chat, used only when its flag is on and
// its settings are in the environment: an Azure OpenAI deployment, or any
// OpenAI-compatible endpoint (so a team can point it at a model they run).
// Keys are read here and never leave the server.
import type { ChatMessage, Hit } from './retrieval.js';
import { sourceTitle } from './compose.js';

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
}

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

/** The model settings, or undefined when the flag is off or settings are missing. */
export function modelFromEnv(env: NodeJS.ProcessEnv = process.env): ModelSettings | undefined {
  if (!/^(1|true|on|yes)$/i.test(env[MODEL_ENV.flag] ?? '')) return undefined;
  const timeouts = { firstTokenTimeoutMs: Number(env.PXDOCS_CHAT_FIRST_TOKEN_MS ?? 15_000), totalTimeoutMs: Number(env.PXDOCS_CHAT_TOTAL_MS ?? 60_000) };
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

const SYSTEM = [
  'You answer questions about Prometheux and its rule language Vadalog, for readers of its documentation.',
  'Answer only from the numbered doc sections below.',
  'Cite the sections you use inline by their number in square brackets, right after the sentence they support, e.g. "Use @bind to read a CSV file [2]." Cite only numbers that are listed; never write URLs for them.',
  'If the sections do not answer the question, say plainly that the docs do not cover it, and do not guess.',
  'Write Vadalog code in ```prolog blocks. Be concise. Never output HTML.',
].join(' ');

/**
 * The model's messages: the instructions and the retrieved sections numbered
 * [1]…[n] in the order of the `sources` event (so the widget can link the
 * model's [n] to its source), then the conversation.
 */
export function buildPrompt(messages: ChatMessage[], hits: Hit[]): { role: string; content: string }[] {
  const sections = hits.map((hit, index) => `[${index + 1}] ${sourceTitle(hit)} (${hit.passage.url})\n${(hit.passage.text + (hit.passage.code ? `\nCode:\n${hit.passage.code.replaceAll('\f', '')}` : '')).slice(0, 2500)}`).join('\n\n');
  return [
    { role: 'system', content: `${SYSTEM}\n\nDoc sections:\n\n${sections || '(none found)'}` },
    ...messages.map((message) => ({ role: message.role, content: message.content })),
  ];
}

/**
 * Streams the model's answer token by token. Throws (before or during the
 * stream) on any failure or timeout; the caller falls back to retrieval.
 */
export async function* streamModel(settings: ModelSettings, prompt: { role: string; content: string }[], signal: AbortSignal): AsyncGenerator<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const total = setTimeout(abort, settings.totalTimeoutMs);
  let first: NodeJS.Timeout | undefined = setTimeout(abort, settings.firstTokenTimeoutMs);
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...settings.headers },
      body: JSON.stringify({ ...(settings.model ? { model: settings.model } : {}), messages: prompt, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`model answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
        const text = parsed.choices?.[0]?.delta?.content;
        if (text) {
          if (first) {
            clearTimeout(first);
            first = undefined;
          }
          yield text;
        }
      }
    }
  } finally {
    clearTimeout(total);
    if (first) clearTimeout(first);
    signal.removeEventListener('abort', abort);
  }
}
