// `pxdocs dev`: the writer's loop. Serves the in-memory site with the same URL
// rules as `pxdocs serve`, watches the site's files and the theme
// (compiler/dev/watch.ts), applies changes (coalescing rapid saves; a newer change supersedes
// a rebuild in progress) and tells open tabs to reload or show an error overlay.
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import pc from 'picocolors';
import { DevSession, contentType, type Change, type DevEvent } from '../compiler/dev/session.js';
import { DevWatcher } from '../compiler/dev/watch.js';
import { ErrorFeed } from '../compiler/dev/error-feed.js';
import { ERROR_PAINT, Reporter, formatMs } from '../compiler/reporter.js';
import { formatError, type PxError } from '../compiler/errors.js';
import { chatWords, startPageIn } from '../compiler/search/locales-file.js';
import { requestTarget, resolvePath, type Handler } from './static-handler.js';
import { listen } from './listen.js';
import { createChatHandler } from './chat/handler.js';
import { modelFromEnv } from './chat/model.js';
import { withChat } from './chat/mount.js';
import { underBase } from './base-path.js';

export interface DevOptions {
  cwd: string;
  port: number;
  host: string;
  reporter?: Reporter;
  /** Quiet period before a batch of changes is applied (default: 20 ms). */
  debounceMs?: number;
  /**
   * Called when theme server code changed and the process must restart to use
   * it (`pxdocs dev` restarts its child process). Without it, a message says so.
   */
  onRestart?: () => void;
  /** One of the site's other locales to serve instead of the default one (`--locale fr`), at its path under the base. */
  locale?: string;
  /** How long a page's own code may run, in ms (`--page-timeout`; default 10 s; 0: no limit). */
  pageTimeoutMs?: number;
  /** Page threads for the pages' first build (default: one per core from a few hundred pages, as `pxdocs build`; 1: none). */
  workers?: number;
  /**
   * Called as "Ready" is printed, with the server's `close`. startDev resolves only once the watcher's
   * first scan is done, which the pages' warm-up can hold up for seconds while the server already
   * serves: a Ctrl+C then stops a server, not a start.
   */
  onListening?: (close: () => Promise<void>) => void;
}

export interface DevServer {
  server: Server;
  session: DevSession;
  url: string;
  close(): Promise<void>;
  /** Resolves when all changes seen so far are applied (for tests and the benchmark). */
  settled(): Promise<void>;
}

/** Server-sent events to every open tab. */
class EventBus {
  private clients = new Set<ServerResponse>();

  attach(response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(': connected\n\n');
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  send(event: DevEvent): void {
    const data = `data: ${JSON.stringify(event)}\n\n`;
    for (const client of this.clients) client.write(data);
  }

  heartbeat(): void {
    for (const client of this.clients) client.write(': ping\n\n');
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

export function createDevHandler(session: DevSession, bus: EventBus): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = requestTarget(request.url);
    if (url.pathname === '/__pxdocs/events') {
      bus.attach(response);
      const errors = session.overlayErrors();
      if (errors.length) response.write(`data: ${JSON.stringify({ type: 'error', errors })}\n\n`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = await resolvePath(url.pathname, url.search, (path) => session.has(path), () => session.routePatterns);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location }).end();
      return;
    }
    const body = resolution.kind === 'file' ? await session.read(resolution.path) : undefined;
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(resolution.kind === 'file' ? resolution.status : 404, { 'Content-Type': contentType(resolution.kind === 'file' ? resolution.path : 'x.html'), 'Cache-Control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** An error in dev's terminal: the build's format, marked and indented under the rebuild lines. */
function printError(reporter: Reporter, error: PxError): void {
  formatError(error, ERROR_PAINT).forEach((line, index) => reporter.line(`  ${index ? '  ' : `${pc.red('✗')} `}${line}`));
}

export async function startDev({ cwd, port, host, reporter = new Reporter(), debounceMs = 20, onRestart, locale, pageTimeoutMs, workers, onListening }: DevOptions): Promise<DevServer> {
  const session = new DevSession(cwd, reporter, locale, { pageTimeoutMs, workers });
  const started = performance.now();
  await session.start();
  const bus = new EventBus();
  /**
   * Set by `close`: the batch of pages building in the background when the
   * server stops goes on to its end, writing into the output `close` removed.
   * Its pages' failures ("no such file" of each) and the warm-up's "pages
   * built" line are the stop's, not the site's: said after "Stopping.", they
   * read as a broken site (64 of them, stopping dev on 10,000 pages).
   */
  let closed = false;
  // Errors are printed once each, and tabs told of them (or of their end) as they come and go.
  const feed = new ErrorFeed(session, (error) => {
    if (!closed) printError(reporter, error);
  }, (event) => bus.send(event));
  feed.update();
  session.onErrorsChanged = () => feed.update();
  // The docs chat answers on the dev origin from the records of the current pages.
  // Its page to start from, for an answer the docs do not cover, is the dev home page's first navbar link on the site.
  const start = async () => {
    const home = await session.read('index.html');
    return home === undefined ? undefined : startPageIn(typeof home === 'string' ? home : Buffer.from(home).toString('utf8'));
  };
  // And its sentences in the served locale's words (`--locale fr`), worked out again when the config changes.
  let said: { config: unknown; words: ReturnType<typeof chatWords> } | undefined;
  const words = () => {
    if (said?.config !== session.siteConfig) said = { config: session.siteConfig, words: chatWords(session.siteConfig, cwd) };
    return said.words;
  };
  // The model is told what the docs are about: the site's title and tagline, as the config says them now.
  const site = () => ({ title: session.siteConfig.title, tagline: session.siteConfig.tagline || undefined });
  const chat = createChatHandler({ records: () => session.chatRecords(), start, words, site, allowedOrigins: [], model: modelFromEnv() });
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    // Under the config's base URL, as the built site is served (a config edit may change it).
    server = await listen(underBase(() => session.baseUrl, withChat(createDevHandler(session, bus), chat)), port, host);
  } catch (error) {
    // A busy port, say: the pages building in the background stop, and the session's files go.
    session.close();
    // listen() has named a free port in a busy one's hint.
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  // The address printed is the site's: under its base URL (a locale's path included).
  reporter.line(`${pc.green('✓')} Ready in ${formatMs(performance.now() - started)} · ${url}${session.baseUrl === '/' ? '' : session.baseUrl}`);
  // The pages build in the background; their errors show when it is done (a requested page's at once).
  void session.warmedUp().then(() => {
    if (closed) return;
    feed.update();
    reporter.line(`${pc.green('✓')} ${session.pageCount} pages built in ${formatMs(performance.now() - started)}`);
  });

  // Coalescing: changes gather while the debounce runs or a rebuild is busy;
  // the next rebuild takes all of them, so a newer save supersedes older ones.
  let pending: Change[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let waiters: (() => void)[] = [];
  const run = async () => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      const began = performance.now();
      try {
        const result = await session.applyChanges(batch);
        if (result.restart) {
          if (onRestart) {
            // Tabs reconnect to the new process and reload.
            bus.send({ type: 'restart' });
            onRestart();
            return;
          }
          reporter.line('  theme components changed: restart `pxdocs dev` to render with them');
        }
        feed.afterChange();
        bus.send({ type: 'reload', paths: result.reload });
        const names = [...new Set(batch.map((change) => change.path.replace(`${session.cwd}/`, '')))];
        reporter.line(`  ${feed.failing ? pc.yellow('↻') : pc.green('↻')} ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''} ${pc.dim(formatMs(performance.now() - began))}`);
      } catch (error) {
        // A failure here must never stop the server: report it and keep serving.
        session.recordFailure(error);
        feed.afterChange();
        // Every batch ends with a reload event; here it names no page (nothing changed).
        bus.send({ type: 'reload', paths: [] });
      }
      // The config may name other folders now (docs.path), or a folder may have appeared: watched from now on.
      watcher.refresh();
    }
    running = undefined;
    wake();
  };
  // Everyone waiting for the changes seen so far; called whenever the queue goes idle.
  const wake = () => {
    if (timer || running || pending.length) return;
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };
  const schedule = (change: Change) => {
    pending.push(change);
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      // Start a rebuild only if none is running: a running one takes these changes itself.
      if (!running && pending.length) running = run();
      else wake();
    }, debounceMs);
  };
  // The content, config, site code, static files, root files and the theme, as the config names them now
  // (compiler/dev/watch.ts); a watcher error is a warning, never the end of the server.
  const watcher = new DevWatcher({
    cwd: session.cwd,
    targets: () => session.watchTargets(),
    onChange: schedule,
    discovered: (path) => session.isContentPath(path),
    warn: (message) => reporter.line(`  warning  ${message}`),
  });
  const heartbeat = setInterval(() => bus.heartbeat(), 15_000);

  const close = async () => {
    closed = true;
    session.close();
    clearInterval(heartbeat);
    clearTimeout(timer);
    await watcher.close();
    bus.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  onListening?.(close);
  await watcher.ready;
  const changesApplied = () => (timer || running || pending.length ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve());
  // Settled: the start-up's pages are built and every change seen so far is applied.
  const settled = async () => {
    await session.warmedUp();
    await changesApplied();
  };
  return { server, session, url, close, settled };
}
