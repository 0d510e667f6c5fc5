// `pxdocs chat`: the chat host on its own (the separate chat host of production).
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { listen } from '../listen.js';
import { dirname, join } from 'node:path';
import { createChatHandler, CHAT_PATH, FEEDBACK_PATH } from './handler.js';
import { modelFromEnv } from './model.js';
import { recordsFromFile } from './mount.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

export interface ChatServerOptions {
  records: string;
  port: number;
  host: string;
  origins: string[];
  /** Load the records and index at start, not on the first question (the CLI; seconds at a large site). */
  warm?: boolean;
}

export async function serveChat({ records, port, host, origins, warm = false }: ChatServerOptions): Promise<Server> {
  if (!existsSync(records)) throw pxErrors.NoSearchRecords.create({ message: `${records} does not exist.` }, { hint: 'Run `pxdocs build` first; it writes the records the chat answers from.' });
  // Feedback is logged beside the build output (out/../.pxdocs/), never inside what is published.
  const feedback = process.env.PXDOCS_CHAT_FEEDBACK_LOG ? {} : { file: join(dirname(dirname(records)), '.pxdocs', 'chat-feedback.jsonl') };
  const chat = createChatHandler({ records: recordsFromFile(records), allowedOrigins: origins, model: modelFromEnv(), feedback, warm });
  const server = await listen(async (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === CHAT_PATH || path === FEEDBACK_PATH) return chat(request, response);
    response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: { status: 404, code: 'not_found', message: `The chat API is at ${CHAT_PATH}.` } }));
  }, port, host);
  return server;
}
