// `pxdocs chat`: the chat host on its own (the separate chat host of production).
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { listen } from '../listen.js';
import { dirname, join } from 'node:path';
import { createChatHandler, CHAT_PATH, isChatPath } from './handler.js';
import { modelFromEnv } from './model.js';
import { localesFromOutput, recordsFromFile, subjectFromOutput } from './mount.js';
import { backgroundVectors } from './background-vectors.js';
import { EMBEDDINGS_CACHE } from '../../compiler/search/embeddings.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

export interface ChatServerOptions {
  records: string;
  port: number;
  host: string;
  origins: string[];
  /** Load the records and index at start, not on the first question (the CLI; seconds at a large site). */
  warm?: boolean;
  /** The site's embeddings cache, where vectors embedded in the background go (default: the build's, beside the output folder). */
  embeddingsCache?: string;
  /** Where the chat's background work is told (default: standard error). */
  log?: (message: string) => void;
}

export async function serveChat({ records, port, host, origins, warm = false, embeddingsCache = join(dirname(dirname(records)), EMBEDDINGS_CACHE), log = (message) => process.stderr.write(`${message}\n`) }: ChatServerOptions): Promise<Server> {
  if (!existsSync(records)) throw pxErrors.NoSearchRecords.create({ message: `${records} does not exist.` }, { hint: 'Run `pxdocs build` first; it writes the records the chat answers from.' });
  // Feedback is logged beside the build output (out/../.pxdocs/), never inside what is published.
  const feedback = process.env.PXDOCS_CHAT_FEEDBACK_LOG ? {} : { file: join(dirname(dirname(records)), '.pxdocs', 'chat-feedback.jsonl') };
  // Sections the build left without a vector are embedded while the chat answers.
  const background = backgroundVectors({ cacheFile: embeddingsCache, log });
  const chat = createChatHandler({ records: recordsFromFile(records, background), locales: localesFromOutput(dirname(records)), site: subjectFromOutput(dirname(records)), allowedOrigins: origins, model: modelFromEnv(), feedback, warm });
  const server = await listen(async (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (isChatPath(path)) return chat(request, response);
    response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: { status: 404, code: 'not_found', message: `The chat API is at ${CHAT_PATH}.` } }));
  }, port, host);
  server.on('close', () => void background.close());
  return server;
}
