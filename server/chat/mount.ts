// Mounts the chat service at /api/docsChat in front of a site handler, so the
// default set-up (pxdocs serve, pxdocs dev) answers chat on the site's origin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../static-handler.js';
import { dirname } from 'node:path';
import { CHAT_PATH, FEEDBACK_PATH, createChatHandler, type ChatOptions } from './handler.js';
import { attachVectors, readEmbeddings } from '../../compiler/search/embeddings.js';
import type { ChatRecord } from './retrieval.js';

export function withChat(site: Handler, chat: ReturnType<typeof createChatHandler>): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === CHAT_PATH || path === FEEDBACK_PATH) return chat(request, response);
    return site(request, response);
  };
}

/** Records written by the build (out/search-records.json), with their section vectors; re-read when the file changes. */
export function recordsFromFile(file: string): () => ChatRecord[] {
  let cached: ChatRecord[] = [];
  let stamp = '';
  let checked = 0;
  return () => {
    // A rebuild replaces the file; looking at its size and time once a second is enough.
    const now = Date.now();
    if (now - checked < 1000) return cached;
    checked = now;
    if (!existsSync(file)) return cached;
    const info = statSync(file);
    const next = `${info.size}:${info.mtimeMs}`;
    if (next !== stamp) {
      cached = JSON.parse(readFileSync(file, 'utf8')) as ChatRecord[];
      // The build writes the section vectors beside the records.
      const vectors = readEmbeddings(dirname(file));
      if (vectors) attachVectors(cached, vectors);
      stamp = next;
    }
    return cached;
  };
}

export type { ChatOptions };
