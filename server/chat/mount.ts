// Mounts the chat service at /api/docsChat in front of a site handler, so the
// default set-up (pxdocs serve, pxdocs dev) answers chat on the site's origin.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../static-handler.js';
import { CHAT_PATH, createChatHandler, type ChatOptions } from './handler.js';
import type { ChatRecord } from './retrieval.js';

export function withChat(site: Handler, chat: ReturnType<typeof createChatHandler>): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === CHAT_PATH) return chat(request, response);
    return site(request, response);
  };
}

/** Records written by the build (out/search-records.json); re-read when the file changes. */
export function recordsFromFile(file: string): () => ChatRecord[] {
  let cached: ChatRecord[] = [];
  let stamp = '';
  return () => {
    if (!existsSync(file)) return cached;
    const text = readFileSync(file, 'utf8');
    const next = `${text.length}:${text.slice(0, 64)}:${text.slice(-64)}`;
    if (next !== stamp) {
      cached = JSON.parse(text) as ChatRecord[];
      stamp = next;
    }
    return cached;
  };
}

export type { ChatOptions };
