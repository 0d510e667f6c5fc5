// Starts an HTTP server and explains a busy port instead of crashing with EADDRINUSE.
import { createServer, type Server } from 'node:http';
import type { Handler } from './static-handler.js';
import { PxError } from '../compiler/errors.js';

export function listen(handler: Handler, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Internal error: ${(error as Error).message}\n`);
    });
  });
  // A slow client cannot hold a connection open for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new PxError('Port in use', `Port ${port} on ${host} is already in use.`, { hint: `Stop the other server, or pick another port: --port ${port + 1}.` }));
      } else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

/** Resolves on the first Ctrl+C (SIGINT) or SIGTERM: how the CLI's servers run until stopped. */
export function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Closes a server, ending idle keep-alive connections so it stops at once. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
