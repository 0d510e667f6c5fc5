// `pxdocs serve`: the built site on http://localhost:3000.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { PxError } from '../compiler/errors.js';
import { createStaticHandler } from './static-handler.js';
import { listen } from './listen.js';

export interface ServeOptions {
  root: string;
  port: number;
  host: string;
  /** Print the address (default: true). */
  announce?: boolean;
}

export async function serve({ root, port, host, announce = true }: ServeOptions): Promise<Server> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new PxError('Nothing to serve', `${root} holds no built site (index.html is missing).`, { hint: 'Run `pxdocs build` first.' });
  }
  const server = await listen(createStaticHandler(root), port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (announce) process.stderr.write(`Serving ${root} at http://${host}:${actualPort}\nPress Ctrl+C to stop.\n`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
