// Mounts the chat service at /api/docsChat in front of a site handler, so the
// default set-up (pxdocs serve, pxdocs dev) answers chat on the site's origin.
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../static-handler.js';
import { dirname } from 'node:path';
import { CHAT_PATH, FEEDBACK_PATH, createChatHandler, type ChatOptions } from './handler.js';
import { attachVectors, readEmbeddings } from '../../compiler/search/embeddings.js';
import type { ChatRecord } from './retrieval.js';
import { readRecordsFileAsync } from '../../compiler/search/records-file.js';

export function withChat(site: Handler, chat: ReturnType<typeof createChatHandler>): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === CHAT_PATH || path === FEEDBACK_PATH) return chat(request, response);
    return site(request, response);
  };
}

/**
 * Records written by the build (out/search-records.json), with their section
 * vectors; read again when the file changes. Read in pieces between other
 * requests (at 10,000 pages the file is 705 MB, 10 s of parsing): meanwhile
 * the getter gives the promise of the new records.
 */
export function recordsFromFile(file: string): () => ChatRecord[] | Promise<ChatRecord[]> {
  let cached: ChatRecord[] = [];
  let loading: Promise<ChatRecord[]> | undefined;
  let stamp = '';
  let checked = 0;
  const load = async (): Promise<ChatRecord[]> => {
    try {
      // Only what the chat reads of each record: a third of its memory.
      const records = await readRecordsFileAsync(file, { pick: chatRecord });
      // The build writes the section vectors beside the records.
      const vectors = readEmbeddings(dirname(file));
      if (vectors) attachVectors(records, vectors);
      cached = records;
    } catch (error) {
      console.error(`pxdocs chat: could not read ${file} (${error instanceof Error ? error.message : String(error)}); answering from the records read before. Build the site again to write it anew.`);
    }
    return cached;
  };
  return () => {
    // A rebuild replaces the file; looking at its size and time once a second is enough.
    const now = Date.now();
    if (now - checked < 1000 || !existsSync(file)) return loading ?? cached;
    checked = now;
    const info = statSync(file);
    const next = `${info.size}:${info.mtimeMs}`;
    // Read once per version of the file: one that cannot be read is not read again on every question.
    if (next !== stamp) {
      stamp = next;
      const started = load();
      loading = started;
      void started.finally(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading ?? cached;
  };
}

/** The fields of a search record the chat reads: a third of a record's memory at a million records. */
function chatRecord(value: unknown): ChatRecord {
  const record = value as ChatRecord;
  return { type: record.type, hierarchy: record.hierarchy, content: record.content, url: record.url, ...(record.code ? { code: true } : {}) };
}

export type { ChatOptions };
