// Starts an HTTP server and explains a busy port or an unusable host instead
// of crashing with EADDRINUSE or ENOTFOUND.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Handler } from './static-handler.js';
import { pxErrors } from '../compiler/errors/catalogue.js';
import { freePortAbove } from './free-port.js';

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

/**
 * The longest keep-alive time: Node arms a timer of the keep-alive time plus
 * 1 s, and a timer longer than 2^31-1 ms is cut to 1 ms with a
 * TimeoutOverflowWarning.
 */
export const MAX_KEEPALIVE_MS = 2_147_483_647 - 1_000;

const HOST_HINT = 'Pass an address of this machine: --host localhost or --host 127.0.0.1 (this machine only), --host 0.0.0.0 (every network interface).';

/** Messages of this module, in one place (for the error catalogue). */
const LISTEN_MESSAGES = {
  invalidKeepAlive: (raw: string) => pxErrors.InvalidServerSetting.create({ message: `${KEEPALIVE_ENV} is ${JSON.stringify(raw)}; it must be a positive whole number of milliseconds, at most ${MAX_KEEPALIVE_MS} (about 24 days).` }, {
    hint: `Set ${KEEPALIVE_ENV} to a number such as ${DEFAULT_TIMEOUTS.keepAliveMs}, or unset it for the default (${DEFAULT_TIMEOUTS.keepAliveMs}).`,
  }),
  portInUse: (port: number, host: string, free: number | undefined) => pxErrors.PortInUse.create({ port, host }, { hint: free === undefined ? 'Stop the other server, or pick another port with --port.' : `Stop the other server, or pick another port: --port ${free} is free.` }),
  unknownHost: (host: string, code: string) => pxErrors.CannotListen.create({ message: `Cannot listen on --host ${host}: it is neither an IP address nor a name this machine can resolve (${code}).` }, { hint: HOST_HINT }),
  foreignAddress: (host: string, code: string) => pxErrors.CannotListen.create({ message: `Cannot listen on --host ${host}: it is not an address of this machine (${code}).` }, { hint: HOST_HINT }),
  privilegedPort: (port: number, host: string) => pxErrors.CannotListen.create({ message: `Cannot listen on port ${port} of ${host}: this user may not open it (EACCES; ports below 1024 need privileges).` }, { hint: 'Pick a port above 1023, such as --port 3000.' }),
};

/** The error to report when the server cannot listen: what went wrong with --host or --port, or Node's error as it is. */
async function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): Promise<unknown> {
  switch (error.code) {
    case 'EADDRINUSE':
      // The next port up is often busy too (a second dev server): the hint names one free now.
      return LISTEN_MESSAGES.portInUse(port, host, await freePortAbove(port, host));
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return LISTEN_MESSAGES.unknownHost(host, error.code);
    case 'EADDRNOTAVAIL':
    case 'EAFNOSUPPORT':
      return LISTEN_MESSAGES.foreignAddress(host, error.code);
    case 'EACCES':
      return LISTEN_MESSAGES.privilegedPort(port, host);
    default:
      return error;
  }
}

/** Failures already printed: a client repeating a failing request does not flood the terminal. */
const reportedFailures = new Set<string>();

/**
 * A request the handler failed on: the person running the server reads what
 * failed on standard error (once per distinct failure); the client gets a 500
 * without the internals, or a cut connection when the answer had begun.
 */
function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const line = `pxdocs: internal error answering ${request.method ?? 'GET'} ${JSON.stringify((request.url ?? '').slice(0, 200))}: ${reason}`;
  if (!reportedFailures.has(line)) {
    if (reportedFailures.size >= 1_000) reportedFailures.clear();
    reportedFailures.add(line);
    process.stderr.write(`${line}\n`);
  }
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // The reason phrase is given: a writeHead that threw (an invalid header) left its own behind.
  response.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error: the server could not answer this request (its terminal says why).\n');
}

/**
 * Timeouts set in the environment: `PXDOCS_KEEPALIVE_MS` (how long an idle
 * keep-alive connection stays open). A value that is not a positive whole
 * number, or is over MAX_KEEPALIVE_MS, stops the server at start-up with a message.
 */
export function timeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerTimeouts> {
  const raw = env[KEEPALIVE_ENV];
  if (raw === undefined || raw.trim() === '') return {};
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value <= 0 || value > MAX_KEEPALIVE_MS) throw LISTEN_MESSAGES.invalidKeepAlive(raw);
  return { keepAliveMs: value };
}

/** An HTTP server for `handler`; timeouts: the defaults, then the environment's, then `timeouts`. */
export function listen(handler: Handler, port: number, host: string, timeouts: Partial<ServerTimeouts> = {}): Promise<Server> {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeoutsFromEnv(), ...timeouts };
  // The timeouts above are checked this often (Node's default is 30 s).
  const server = createServer({ connectionsCheckingInterval: Math.min(1000, limits.headersMs) }, (request, response) => {
    handler(request, response).catch((error: unknown) => answerFailure(request, response, error));
  });
  // A slow or silent client cannot hold a connection open for ever.
  server.requestTimeout = limits.requestMs;
  server.headersTimeout = Math.min(limits.headersMs, limits.requestMs);
  server.keepAliveTimeout = limits.keepAliveMs;
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => void listenFailure(error, port, host).then(reject));
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
