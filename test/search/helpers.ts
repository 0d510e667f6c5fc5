// Helpers for the search tests: build a site into a temp folder with the CLI,
// serve it with the pxdocs static handler on 127.0.0.1, drive Chromium, and
// stand up a local HTTP server that plays the hosted search service.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createStaticHandler } from '../../server/static-handler.js';
import { closeServer, listen } from '../../server/listen.js';
import { buildSite, builtFixture } from '../helpers.js';
import { buildRealSite, launchBrowser } from '../e2e/browser.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'pxdocs.js');

const temp: string[] = [];

export async function tempDir(prefix = 'pxdocs-search-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(temp.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export const FIXTURE = join(ROOT, 'test', 'fixtures', 'search');

/** A fresh copy of test/fixtures/search, optionally with another config. */
export async function fixtureCopy(config?: string): Promise<string> {
  const dir = await tempDir('pxdocs-search-fixture-');
  await cp(FIXTURE, dir, { recursive: true });
  if (config) await writeFile(join(dir, 'config', 'site.config.ts'), config);
  return dir;
}

/** The fixture's config with a `search` key (and other keys) added. */
export function configWith(search: unknown, extra: Record<string, unknown> = {}): string {
  return `export default ${JSON.stringify({
    title: 'Search Fixture',
    url: 'https://search.example',
    areas: ['guide', 'api'],
    navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }, { type: 'docSidebar', sidebarId: 'api', label: 'API' }] },
    footer: { copyright: 'Copyright © 2025 Fixture Ltd.' },
    search,
    ...extra,
  }, null, 2)};\n`;
}

export interface Run { code: number; stdout: string; stderr: string }

/** Runs the pxdocs CLI; PXDOCS_ALGOLIA_* variables of the caller's shell never leak in. */
export function pxdocs(args: string[], env: Record<string, string | undefined> = {}, cwd = ROOT): Promise<Run> {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const key of Object.keys(base)) if (key.startsWith('PXDOCS_ALGOLIA_')) delete base[key];
  delete base.FORCE_COLOR;
  delete base.NODE_OPTIONS;
  const merged = { ...base, ...env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout: stdout.replace(/\u001b\[[0-9;]*m/g, ''), stderr: stderr.replace(/\u001b\[[0-9;]*m/g, '') });
    });
  });
}

/**
 * Builds a site (the real one by default) and returns its output folder. The
 * real site is the test run's one shared build; a build without extra
 * environment runs in this process (test/helpers.ts buildSite); one with extra
 * environment (keys) runs the CLI, so the keys reach only that process.
 */
export async function buildInto(cwd = ROOT, env: Record<string, string | undefined> = {}): Promise<string> {
  const plain = Object.keys(env).length === 0 && !Object.keys(process.env).some((key) => key.startsWith('PXDOCS_ALGOLIA_'));
  if (plain && resolve(cwd) === resolve(ROOT)) return buildRealSite();
  const out = join(await tempDir(), 'out');
  const run = plain ? await buildSite(cwd, out) : await pxdocs(['build', '--cwd', cwd, '--out', out], env);
  if (run.code !== 0) throw new Error(`pxdocs build failed (${run.code}):\n${run.stdout}\n${run.stderr}`);
  return out;
}

/**
 * test/fixtures/search built as it is (what `buildInto(await fixtureCopy())` gives), once per test
 * run for every file that asks (test/helpers.ts builtFixture): its output folder, which callers only
 * read. With PXDOCS_ALGOLIA_* variables in this process's environment, a build of its own by the
 * CLI, as buildInto makes it.
 */
export async function builtSearchFixture(): Promise<string> {
  if (Object.keys(process.env).some((key) => key.startsWith('PXDOCS_ALGOLIA_'))) return buildInto(await fixtureCopy());
  const built = await builtFixture('search');
  if (built.code !== 0) throw new Error(`pxdocs build failed (${built.code}):\n${built.stdout}\n${built.stderr}`);
  return built.out;
}

export interface Served { url: string; close(): Promise<void> }

export async function serve(root: string): Promise<Served> {
  const server = await listen(createStaticHandler(root), 0, '127.0.0.1');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server, 0) };
}


/** Chromium as every browser test has it (test/e2e/browser.ts launchBrowser: the run's shared one under the runner). */
export function launch(): Promise<Browser> {
  return launchBrowser();
}

export interface Recorded { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string; json: unknown }

export interface FakeService {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

/** A local HTTP server standing in for the hosted search service: records every request, answers with `reply`. */
export async function fakeService(reply: (request: Recorded, response: ServerResponse) => unknown | Promise<unknown>): Promise<FakeService> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let json: unknown;
      try { json = body ? JSON.parse(body) : undefined; } catch { json = undefined; }
      const recorded: Recorded = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body, json };
      requests.push(recorded);
      // Browsers ask first whether a cross-origin POST is allowed.
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS' };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      try {
        const result = await reply(recorded, response);
        if (response.headersSent) return;
        const [status, payload] = Array.isArray(result) && typeof result[0] === 'number' ? result as [number, unknown] : [200, result];
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cors }).end(JSON.stringify(payload ?? {}));
      } catch (error) {
        response.writeHead(500, cors).end(JSON.stringify({ message: String(error), status: 500 }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => closeServer(server, 0) };
}
