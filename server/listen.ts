// Starts an HTTP server and explains a busy port instead of crashing with EADDRINUSE.
import { createServer, type Server } from 'node:http';
import type { Handler } from './static-handler.js';
import { pxErrors } from '../compiler/errors/catalogue.js';

export interface ServerTimeouts {
  /** Time a client gets to send its request headers (default 10 s). */
  headersMs: number;
  /** Time a client gets to send its whole request (default 30 s). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this (default 5 s). */
  keepAliveMs: number;
  /** A connection with no traffic at all is closed after this (default 120 s; streams send heartbeats). */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 120_000 };

/** The environment variable that sets `keepAliveMs` for `serve`, `dev` and `chat` (default 5000). */
export const KEEPALIVE_ENV = 'PXDOCS_KEEPALIVE_MS';

/** Messages of this module, in one place (for the error catalogue). */
const LISTEN_MESSAGES = {
  invalidKeepAlive: (raw: string) => pxErrors.InvalidServerSetting.create({ message: `${KEEPALIVE_ENV} is ${JSON.stringify(raw)}; it must be a positive whole number of milliseconds.` }, {
    hint: `Set ${KEEPALIVE_ENV} to a number such as ${DEFAULT_TIMEOUTS.keepAliveMs}, or unset it for the default (${DEFAULT_TIMEOUTS.keepAliveMs}).`,
  }),
};

/**
 * Timeouts set in the environment: `PXDOCS_KEEPALIVE_MS` (how long an idle
 * keep-alive connection stays open). A value that is not a positive whole
 * number stops the server at start-up with a message.
 */
export function timeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerTimeouts> {
  const raw = env[KEEPALIVE_ENV];
  if (raw === undefined || raw.trim() === '') return {};
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value <= 0) throw LISTEN_MESSAGES.invalidKeepAlive(raw);
  return { keepAliveMs: value };
}

/** An HTTP server for `handler`; timeouts: the defaults, then the environment's, then `timeouts`. */
export function listen(handler: Handler, port: number, host: string, timeouts: Partial<ServerTimeouts> = {}): Promise<Server> {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeoutsFromEnv(), ...timeouts };
  // The timeouts above are checked this often (Node's default is 30 s).
  const server = createServer({ connectionsCheckingInterval: Math.min(1000, limits.headersMs) }, (request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Internal error: ${(error as Error).message}\n`);
    });
  });
  // A slow or silent client cannot hold a connection open for ever.
  server.requestTimeout = limits.requestMs;
  server.headersTimeout = Math.min(limits.headersMs, limits.requestMs);
  server.keepAliveTimeout = limits.keepAliveMs;
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(pxErrors.PortInUse.create({ port, host }, { hint: `Stop the other server, or pick another port: --port ${port + 1}.` }));
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

/**
 * Closes a server, ending idle keep-alive connections so it stops at once.
 * Requests still being answered get `graceMs` to finish; then their
 * connections are cut, so an open chat stream (or a client that stopped
 * reading) can never keep the process from stopping.
 */
export function closeServer(server: Server, graceMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
