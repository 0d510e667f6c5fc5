// Mounts the chat service at /api/docsChat in front of a site handler, so the
// default set-up (pxdocs serve, pxdocs dev) answers chat on the site's origin.
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../static-handler.js';
import { dirname } from 'node:path';
import { CHAT_PATH, FEEDBACK_PATH, createChatHandler, type ChatOptions } from './handler.js';
import { attachVectors, readEmbeddings } from '../../compiler/search/embeddings.js';
import type { ChatRecord } from './retrieval.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';

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
      // Tried once per version of the file: a file that cannot be read is not read again on every question.
      stamp = next;
      try {
        // Read in pieces (a large site's file is longer than a string can be), keeping only what the chat reads.
        const records = readRecordsFile(file, { pick: chatRecord });
        // The build writes the section vectors beside the records.
        const vectors = readEmbeddings(dirname(file));
        if (vectors) attachVectors(records, vectors);
        cached = records;
      } catch (error) {
        console.error(`pxdocs chat: could not read ${file} (${error instanceof Error ? error.message : String(error)}); answering from the records read before. Build the site again to write it anew.`);
      }
    }
    return cached;
  };
}

/** The fields of a search record the chat reads: a third of a record's memory at a million records. */
function chatRecord(value: unknown): ChatRecord {
  const record = value as ChatRecord;
  return { type: record.type, hierarchy: record.hierarchy, content: record.content, url: record.url, ...(record.code ? { code: true } : {}) };
}

export type { ChatOptions };
