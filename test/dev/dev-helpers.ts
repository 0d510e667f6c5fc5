// Shared helpers for the `pxdocs dev` tests: start the dev server in-process on
// 127.0.0.1 (port 0) over a temp copy of a fixture, capture what it prints, poll
// the served HTML until an edit shows up, and listen to the live-reload event
// stream (/__pxdocs/events) the way the browser client does.
import { get as httpGet, type ClientRequest, type IncomingMessage } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startDev, type DevServer } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { makeFixture, parseHtml, sidebarOf, linksIn, stripAnsi } from '../helpers.js';

/**
 * How long the helpers wait for something that should happen (a rebuild, an
 * event, a page to change) before failing. CI runs on 2 shared cores at load
 * averages of 20 to 50, where a rebuild of well under a second can take ten
 * (dev-recovery's sidebars test failed at load 45 on the former 5 s bound):
 * the bound is there so a thing that never happens fails the test instead of
 * hanging it, not to time the thing.
 */
export const WAIT_MS = 60_000;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A writable that keeps everything written to it, for `new Reporter({ stream })`. */
export class Collector extends Writable {
  private chunks: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(String(chunk));
    callback();
  }
  /** Everything printed so far, without colours. */
  text(): string {
    return stripAnsi(this.chunks.join(''));
  }
}

export interface DevEventMessage {
  type: 'reload' | 'error' | 'ok';
  paths?: string[] | '*';
  errors?: { title: string; message: string; where?: string; frame?: string; hint?: string }[];
}

/** A live-reload client: reads `data:` lines of the server-sent event stream. */
export class EventStreamClient {
  readonly events: DevEventMessage[] = [];
  private request?: ClientRequest;
  private response?: IncomingMessage;
  private listeners = new Set<() => void>();
  private ended = false;

  static async connect(url: string): Promise<EventStreamClient> {
    const client = new EventStreamClient();
    await new Promise<void>((resolve, reject) => {
      client.request = httpGet(`${url}/__pxdocs/events`, (response) => {
        client.response = response;
        if (response.statusCode !== 200) reject(new Error(`event stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
            if (data) client.push(JSON.parse(data) as DevEventMessage);
          }
          // The first comment (": connected") means the server registered us.
          resolve();
        });
        response.on('end', () => { client.ended = true; client.notify(); });
        response.on('error', () => { client.ended = true; client.notify(); });
      });
      client.request.on('error', reject);
    });
    return client;
  }

  private push(event: DevEventMessage): void {
    this.events.push(event);
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Whether the server closed the stream. */
  get closed(): boolean {
    return this.ended;
  }

  /**
   * The first event from index `from` on that matches; waits for it up to
   * `timeoutMs` (a bound so a missing event fails the test instead of hanging it).
   */
  next(predicate: (event: DevEventMessage) => boolean, options: { from?: number; timeoutMs?: number } = {}): Promise<DevEventMessage> {
    const from = options.from ?? 0;
    const timeoutMs = options.timeoutMs ?? WAIT_MS;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.slice(from).find(predicate);
        if (found) {
          cleanup();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching event within ${timeoutMs} ms; events since ${from}: ${JSON.stringify(this.events.slice(from))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  close(): void {
    this.response?.destroy();
    this.request?.destroy();
  }
}

export interface Fetched {
  status: number;
  html: string;
  headers: Headers;
}

export interface DevFixture {
  dir: string;
  dev: DevServer;
  output: Collector;
  /** GET a path of the dev server (redirects not followed). */
  get(path: string): Promise<Fetched>;
  /**
   * Polls `path` (after `dev.settled()`) until `predicate` holds for the served
   * HTML, for up to `timeoutMs`: chokidar needs a moment to see a write, so a
   * single settled() right after writing can come too early.
   */
  waitForHtml(path: string, predicate: (html: string, status: number) => boolean, what: string, timeoutMs?: number): Promise<string>;
  /**
   * Writes a file of the site (path relative to it), first waiting until 100 ms
   * have passed since the last `write` of the same file. chokidar drops a second
   * 'change' of one path within 50 ms of the first (a lost save, tested on its
   * own in dev-server.test.ts); tests about other things must not trip over it.
   */
  write(path: string, contents: string | Buffer): Promise<void>;
  /** Opens an event stream client (closed by `close`). */
  events(): Promise<EventStreamClient>;
  close(): Promise<void>;
}

export interface DevFixtureOptions {
  /** Runs on the site folder before the server starts (a symbolic link made there, say). */
  prepare?: (dir: string) => Promise<void>;
  /** `startDev`'s `pageTimeoutMs`. */
  pageTimeoutMs?: number;
}

/** A temp copy of test/fixtures/<name> (with `files` written over it; no such fixture: those files alone) served by `startDev` on 127.0.0.1:0. */
export async function startFixtureDev(name: string, files: Record<string, string> = {}, options: DevFixtureOptions = {}): Promise<DevFixture> {
  const dir = await makeFixture(name, files);
  await options.prepare?.(dir);
  const output = new Collector();
  const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }), pageTimeoutMs: options.pageTimeoutMs });
  // Every page built (they build in the background after Ready), so tests start from the whole site.
  await dev.settled();
  const clients: EventStreamClient[] = [];
  const lastWrite = new Map<string, number>();
  const get = async (path: string): Promise<Fetched> => {
    const response = await fetch(dev.url + path, { redirect: 'manual' });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  return {
    dir,
    dev,
    output,
    get,
    async waitForHtml(path, predicate, what, timeoutMs = WAIT_MS) {
      const started = Date.now();
      let last: Fetched | undefined;
      while (Date.now() - started < timeoutMs) {
        try {
          await settledWithin(dev, timeoutMs - (Date.now() - started));
        } catch (error) {
          throw new Error(`waiting for ${path} to show ${what}: ${(error as Error).message}`);
        }
        last = await get(path);
        if (predicate(last.html, last.status)) return last.html;
        await sleep(25);
      }
      throw new Error(`${path} never showed ${what} within ${timeoutMs} ms (last status ${last?.status}; body starts ${JSON.stringify(last?.html.slice(0, 200))})`);
    },
    async write(path, contents) {
      const since = Date.now() - (lastWrite.get(path) ?? 0);
      if (since < 100) await sleep(100 - since);
      await writeFile(join(dir, path), contents);
      lastWrite.set(path, Date.now());
    },
    async events() {
      const client = await EventStreamClient.connect(dev.url);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      dev.server.closeAllConnections();
      await dev.close();
    },
  };
}

/**
 * `dev.settled()`, bounded: a rebuild that never finishes fails the test with a
 * clear message instead of hanging it.
 */
export async function settledWithin(dev: DevServer, timeoutMs = WAIT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`dev.settled() did not resolve within ${Math.max(0, Math.round(timeoutMs))} ms`)), Math.max(0, timeoutMs));
  });
  try {
    await Promise.race([dev.settled(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `condition` holds (polling every 25 ms), for up to `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** The sidebar links (label and href) of a served page. */
export function sidebarLinks(html: string): { href: string; label: string }[] {
  const sidebar = sidebarOf(parseHtml(html));
  return sidebar ? linksIn(sidebar).map(({ href, label }) => ({ href, label })) : [];
}

/** A port nothing listens on right now (bound on 127.0.0.1:0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Lines of `text` containing `needle`. */
export function linesWith(text: string, needle: string): string[] {
  return text.split('\n').filter((line) => line.includes(needle));
}
