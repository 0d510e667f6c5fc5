// The docs chat panel: ask in plain words, watch the answer stream in as
// Markdown, follow its sources to the exact page sections. The conversation
// lives in sessionStorage, so it survives client navigation and reloads in
// this tab. States: idle, thinking, streaming, error (with Retry) and the
// input limit reached.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { renderMarkdown } from './markdown.js';
import { linkCitations } from './citations.js';
import { isSitePath, pageUrl } from '../lib/base.js';

const MAX_CHARS = 2000;
const STORE = 'pxdocs.chat.messages';
const OPEN_KEY = 'pxdocs.chat.open';

interface Source { title: string; url: string }
interface Message { role: 'user' | 'assistant'; content: string; sources?: Source[]; note?: string; failed?: boolean; mode?: 'retrieval' | 'model'; vote?: Vote }
type Vote = 'helpful' | 'not-helpful';

let panel: HTMLElement | undefined;
let list: HTMLElement;
let input: HTMLTextAreaElement;
let send: HTMLButtonElement;
let stop: HTMLButtonElement;
let counter: HTMLElement;
let status: HTMLElement;
let endpoint = '/api/docsChat';
let controller: AbortController | undefined;
let opener: HTMLElement | null = null;
let messages: Message[] = load();
/**
 * The page's words: the chat button's `data-words` (ChatButton.tsx), English where it
 * has none (always valid JSON). Read here, not with copy-page's helper (lib/words.ts): a module both
 * islands shared would be a chunk of its own, one more file every doc page loads.
 */
const button = document.querySelector<HTMLElement>('[data-chat-open]');
const pageWords = JSON.parse(button?.dataset.words ?? '{}') as Record<string, string>;
const words = (short: string, english: string): string => (pageWords[short] ?? english).replace('{title}', button?.dataset.chatTitle ?? '');

/**
 * The page's locale (`docsearch:language`, the locale built); undefined on a page without it (a
 * site's own layout). Named here, not imported (LANGUAGE_META, shared/search-shape.ts): the
 * shared chunk that holds it would export one more name, renaming it in every chunk using it.
 */
function pageLocale(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="docsearch:language"]')?.content || undefined;
}

function load(): Message[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as Message[];
    return Array.isArray(parsed) ? parsed.filter((message) => (message.role === 'user' || message.role === 'assistant') && typeof message.content === 'string') : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(messages.slice(-30)));
  } catch {
    // Full or unavailable storage: the conversation lasts for this page only.
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function build(): HTMLElement {
  const root = element('aside', 'chat-panel');
  root.id = 'docs-chat';
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', words('panel', 'Docs chat'));
  root.setAttribute('data-chat-panel', '');
  const header = element('div', 'chat-header');
  const title = element('p', 'chat-title', words('open', 'Ask the docs'));
  const clear = element('button', 'chat-clear', words('newChat', 'New chat'));
  clear.type = 'button';
  clear.addEventListener('click', () => {
    controller?.abort();
    messages = [];
    save();
    renderAll();
    input.focus();
  });
  const close = element('button', 'chat-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', words('close', 'Close chat'));
  close.addEventListener('click', () => hide());
  header.append(title, clear, close);
  list = element('div', 'chat-messages');
  list.setAttribute('aria-live', 'polite');
  status = element('p', 'chat-status');
  status.setAttribute('role', 'status');
  const form = element('form', 'chat-form');
  input = element('textarea', 'chat-input');
  input.rows = 2;
  input.maxLength = MAX_CHARS;
  input.placeholder = words('placeholder', 'Ask a question about {title}');
  input.setAttribute('aria-label', words('question', 'Your question'));
  counter = element('span', 'chat-counter');
  counter.setAttribute('aria-live', 'polite');
  send = element('button', 'button button-primary chat-send', words('send', 'Send'));
  send.type = 'submit';
  stop = element('button', 'chat-stop', words('stop', 'Stop'));
  stop.type = 'button';
  stop.hidden = true;
  stop.addEventListener('click', () => controller?.abort());
  input.addEventListener('input', updateCounter);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (!question || controller || question.length > MAX_CHARS) return;
    input.value = '';
    updateCounter();
    messages.push({ role: 'user', content: question });
    save();
    void ask();
  });
  form.append(input, counter, stop, send);
  root.append(header, list, status, form);
  // Escape closes the panel from inside it, or when nothing else has focus
  // (the panel reopened after a reload without taking focus).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || root.hidden) return;
    if (root.contains(document.activeElement) || document.activeElement === document.body) {
      event.preventDefault();
      hide();
    }
  });
  return root;
}

function updateCounter(): void {
  const used = input.value.length;
  const full = used >= MAX_CHARS;
  counter.textContent = full ? words('limitReached', 'Limit reached: {max} characters').replace('{max}', String(MAX_CHARS)) : used > MAX_CHARS * 0.9 ? words('charactersLeft', '{count} characters left').replace('{count}', String(MAX_CHARS - used)) : '';
  counter.classList.toggle('chat-counter-full', full);
  panel?.setAttribute('data-state', controller ? panel.getAttribute('data-state') ?? 'idle' : full ? 'limit' : 'idle');
}

function setState(state: 'idle' | 'thinking' | 'streaming' | 'error' | 'limit', text = ''): void {
  panel?.setAttribute('data-state', state);
  status.textContent = text;
  const busy = state === 'thinking' || state === 'streaming';
  stop.hidden = !busy;
  send.disabled = busy;
  list.setAttribute('aria-busy', String(busy));
}

function renderMessage(message: Message, index: number): HTMLElement {
  const item = element('div', `chat-message chat-${message.role}`);
  const body = element('div', 'chat-body');
  if (message.role === 'user') body.textContent = message.content;
  else {
    renderMarkdown(message.content, body);
    linkCitations(body, message.sources);
  }
  item.append(body);
  if (message.note) item.append(element('p', 'chat-note', message.note));
  if (message.sources?.length) {
    const sources = element('div', 'chat-sources');
    sources.append(element('p', 'chat-sources-title', words('sources', 'Sources')));
    // Numbered, as the answer cites them: [1] is the first.
    const ul = element('ol');
    for (const source of message.sources) {
      const li = element('li');
      const link = element('a', undefined, source.title);
      link.href = isSitePath(source.url) ? pageUrl(source.url) : '#';
      li.append(link);
      ul.append(li);
    }
    sources.append(ul);
    item.append(sources);
  }
  if (message.role === 'assistant' && message.mode && !message.failed) item.append(feedbackControl(message, index));
  if (message.failed) {
    const retry = element('button', 'button button-primary chat-retry', words('retry', 'Retry'));
    retry.type = 'button';
    retry.addEventListener('click', () => {
      messages.splice(index, 1);
      save();
      void ask();
    });
    item.append(retry);
  }
  return item;
}

/** Helpful / not helpful, once per answer; the vote goes to the chat service's feedback log. */
function feedbackControl(message: Message, index: number): HTMLElement {
  const group = element('div', 'chat-feedback');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', words('feedback', 'Was this answer helpful?'));
  group.append(element('span', 'chat-feedback-label', message.vote ? words('feedbackThanks', 'Thanks for your feedback.') : words('feedbackAsk', 'Was this helpful?')));
  const question = messages.slice(0, index).reverse().find((earlier) => earlier.role === 'user')?.content ?? '';
  for (const [verdict, label] of [['helpful', words('helpful', 'Helpful')], ['not-helpful', words('notHelpful', 'Not helpful')]] as const) {
    const button = element('button', 'chat-vote', label);
    button.type = 'button';
    button.dataset.verdict = verdict;
    button.setAttribute('aria-pressed', String(message.vote === verdict));
    button.disabled = Boolean(message.vote);
    button.addEventListener('click', () => {
      message.vote = verdict;
      save();
      renderAll();
      void fetch(`${endpoint.replace(/\/+$/, '')}/feedback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question, sources: (message.sources ?? []).map((source) => source.url), mode: message.mode, verdict }),
      }).catch(() => undefined);
    });
    group.append(button);
  }
  return group;
}

function renderAll(): void {
  list.replaceChildren(...messages.map(renderMessage));
  if (!messages.length) list.append(element('p', 'chat-empty', words('empty', 'Answers come from the {title} docs, with links to their sources.')));
  list.scrollTop = list.scrollHeight;
}

async function ask(): Promise<void> {
  const history = messages.filter((message) => !message.failed).map(({ role, content }) => ({ role, content }));
  const answer: Message = { role: 'assistant', content: '' };
  messages.push(answer);
  renderAll();
  const node = list.lastElementChild as HTMLElement;
  const body = node.querySelector('.chat-body') as HTMLElement;
  controller = new AbortController();
  setState('thinking', words('thinking', 'Thinking…'));
  let frame = 0;
  const paint = () => {
    frame = 0;
    renderMarkdown(answer.content, body);
    linkCitations(body, answer.sources);
    list.scrollTop = list.scrollHeight;
  };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      // The page's locale, as search reads it (search/facets.ts): the chat answers from that locale's pages, in its words.
      body: JSON.stringify({ messages: history.slice(-12), locale: pageLocale() }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      const error = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new Error(error?.error?.message ?? `The chat service answered ${response.status}.`);
    }
    const parser = createParser({
      onEvent(event: EventSourceMessage) {
        const data = JSON.parse(event.data) as { text?: string; sources?: Source[]; message?: string; note?: string; mode?: Message['mode'] };
        if (event.event === 'delta' && data.text) {
          if (!answer.content) setState('streaming', words('answering', 'Answering…'));
          answer.content += data.text;
          frame ||= requestAnimationFrame(paint);
        } else if (event.event === 'sources') answer.sources = data.sources;
        else if (event.event === 'notice' && data.message) answer.note = data.message;
        else if (event.event === 'done' && (data.mode === 'retrieval' || data.mode === 'model')) {
          answer.mode = data.mode;
          // Why the sources were ranked by words only (the model mode's own failures came as a notice).
          if (data.note && !answer.note) answer.note = data.note;
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    setState('idle');
  } catch (error) {
    if (controller.signal.aborted) {
      answer.note = words('stopped', 'Stopped.');
      setState('idle');
    } else {
      answer.failed = true;
      answer.content ||= words('unreachable', 'The chat service could not be reached.');
      answer.note = (error as Error).message;
      setState('error', words('failed', 'The answer failed. Retry, or check your connection.'));
    }
  } finally {
    controller = undefined;
    if (frame) cancelAnimationFrame(frame);
    save();
    renderAll();
  }
}

export function open(chatEndpoint: string, focus = true): void {
  endpoint = chatEndpoint;
  if (!panel) {
    panel = build();
    document.body.append(panel);
    renderAll();
    updateCounter();
  }
  // Focus returns where it came from, or to the chat button (never to <body>).
  const active = document.activeElement as HTMLElement | null;
  opener = active && active !== document.body && !panel.contains(active) ? active : opener;
  panel.hidden = false;
  document.querySelectorAll('[data-chat-open]').forEach((button) => button.setAttribute('aria-expanded', 'true'));
  try {
    sessionStorage.setItem(OPEN_KEY, 'true');
  } catch {
    // Reopening after reload is a convenience only.
  }
  if (focus) input.focus();
}

export function hide(): void {
  if (!panel) return;
  panel.hidden = true;
  document.querySelectorAll('[data-chat-open]').forEach((button) => button.setAttribute('aria-expanded', 'false'));
  try {
    sessionStorage.setItem(OPEN_KEY, 'false');
  } catch {
    // See open().
  }
  (opener?.isConnected && opener !== document.body ? opener : document.querySelector<HTMLElement>('[data-chat-open]'))?.focus();
}

export function toggle(chatEndpoint: string): void {
  if (panel && !panel.hidden) hide();
  else open(chatEndpoint);
}
