// `pxdocs serve` under load and against slow or curious clients: precompressed
// bodies, ETag/304, Range/206/416, timeouts that close idle connections, and
// security headers whose CSP the site itself passes in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '../../server/serve.js';
import { closeServer, listen } from '../../server/listen.js';
import { createStaticHandler } from '../../server/static-handler.js';
import { builtFixture, buildSite, makeFixture, removeTempDirs, runCli, startServeCli } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';
import { launchBrowser, newContext } from '../e2e/browser.js';

interface Reply { status: number; headers: IncomingHttpHeaders; body: Buffer }

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** The first part of the build's search records (search-records.json names them). */
function recordsPart(): string {
  return (JSON.parse(readFileSync(join(out, 'search-records.json'), 'utf8')) as { parts: { path: string }[] }).parts[0].path;
}

let out: string;
let server: Server;
let port: number;

before(async () => {
  const result = await builtFixture('basic'); // the run's one build of the untouched fixture
  assert.equal(result.code, 0, result.stderr);
  out = result.out;
  server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false });
  port = portOf(server);
});

after(async () => {
  await closeServer(server);
  await removeTempDirs();
});

describe('compression', () => {
  it('the build writes .br and .gz beside shared text files, and not beside pages (precompress defaults to shared)', async () => {
    for (const file of ['search-index.json', 'llms-full.txt']) {
      const body = await readFile(join(out, file));
      assert.deepEqual(brotliDecompressSync(await readFile(join(out, `${file}.br`))), body, `${file}.br`);
      assert.deepEqual(gunzipSync(await readFile(join(out, `${file}.gz`))), body, `${file}.gz`);
    }
    // Pages are compressed by the server that sends them (serve: on first request, below).
    assert.ok((await readFile(join(out, 'index.html'))).length > 1024);
    for (const file of ['index.html', 'guide/intro.html']) {
      await assert.rejects(readFile(join(out, `${file}.br`)));
      await assert.rejects(readFile(join(out, `${file}.gz`)));
    }
    // The search records are read from disk by push, chat and MCP, never by a browser: not compressed.
    const records = recordsPart();
    assert.ok((await readFile(join(out, records))).length > 1024);
    for (const file of ['search-records.json', records]) {
      await assert.rejects(readFile(join(out, `${file}.br`)));
      await assert.rejects(readFile(join(out, `${file}.gz`)));
    }
  });

  it('serve sends compressed bodies with their length: precompressed, or a page compressed on request', async () => {
    const br = await get(port, '/llms-full.txt', { 'Accept-Encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, await readFile(join(out, 'llms-full.txt.br')));
    assert.equal(br.headers['content-length'], String(br.body.length));
    const gz = await get(port, '/guide/intro', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), await readFile(join(out, 'guide', 'intro.html')));
  });

  it('a text file without precompressed copies is compressed once and served correctly', async () => {
    await rm(join(out, 'sitemap.xml.br'), { force: true });
    await rm(join(out, 'sitemap.xml.gz'), { force: true });
    const first = await get(port, '/sitemap.xml', { 'Accept-Encoding': 'br' });
    const second = await get(port, '/sitemap.xml', { 'Accept-Encoding': 'br' });
    assert.equal(first.headers['content-encoding'], 'br');
    assert.deepEqual(brotliDecompressSync(first.body), await readFile(join(out, 'sitemap.xml')));
    assert.deepEqual(second.body, first.body);
  });
});

describe('validators and ranges', () => {
  it('answers 304 to a matching If-None-Match, 200 otherwise', async () => {
    const first = await get(port, '/guide/intro');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[^"]+"$/);
    const again = await get(port, '/guide/intro', { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const other = await get(port, '/guide/intro', { 'If-None-Match': '"nope"' });
    assert.equal(other.status, 200);
    const missing = await get(port, '/no/such/page', { 'If-None-Match': '*' });
    assert.equal(missing.status, 404, 'the 404 page is never "not modified"');
  });

  it('serves byte ranges with 206 and refuses impossible ones with 416', async () => {
    // A file with no compressed siblings: a part of the search records.
    const path = `/${recordsPart()}`;
    const file = await readFile(join(out, path));
    const part = await get(port, path, { Range: 'bytes=10-29', 'Accept-Encoding': 'br' });
    assert.equal(part.status, 206);
    assert.equal(part.headers['content-range'], `bytes 10-29/${file.length}`);
    assert.equal(part.headers['content-encoding'], undefined);
    assert.deepEqual(part.body, file.subarray(10, 30));
    const tail = await get(port, path, { Range: 'bytes=-5' });
    assert.deepEqual(tail.body, file.subarray(file.length - 5));
    const beyond = await get(port, path, { Range: `bytes=${file.length + 10}-` });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers['content-range'], `bytes */${file.length}`);
  });
});

describe('security headers', () => {
  it('every response carries the CSP, frame-ancestors, Referrer-Policy and nosniff', async () => {
    for (const path of ['/', '/guide/intro', '/search-records.json', '/no/such/page']) {
      const reply = await get(port, path);
      assert.match(String(reply.headers['content-security-policy']), /default-src 'self'/, path);
      assert.match(String(reply.headers['content-security-policy']), /frame-ancestors 'self'/, path);
      assert.equal(reply.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(reply.headers['x-content-type-options'], 'nosniff', path);
    }
  });

  it('the site passes its own CSP in Chromium: pages, search and chat', { timeout: 120_000 }, async () => {
    const browser = await launchBrowser();
    const violations: string[] = [];
    try {
      const context = await newContext(browser);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
      await context.addInitScript({ content: "document.addEventListener('securitypolicyviolation', (event) => window.__cspViolation(event.violatedDirective + ' ' + event.blockedURI));" });
      const base = `http://127.0.0.1:${port}`;
      for (const path of ['/', '/guide/intro', '/reference/api', '/search?q=install']) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
      }
      await page.goto(`${base}/guide/intro`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Modal, [role="dialog"]', { timeout: 10_000 });
      await page.keyboard.type('setup');
      await page.waitForTimeout(500);
      await page.keyboard.press('Escape');
      await page.click('[data-chat-open]');
      await page.waitForSelector('.chat-input', { timeout: 10_000 });
      await page.fill('.chat-input', 'how do I set up');
      await page.press('.chat-input', 'Enter');
      await page.waitForSelector('.chat-message .chat-body', { timeout: 10_000 });
      await page.waitForTimeout(500);
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  });
});

describe('timeouts', () => {
  it('closes a connection that never sends a request', { timeout: 30_000 }, async () => {
    const quick = await listen(createStaticHandler(out), 0, '127.0.0.1', { headersMs: 300, requestMs: 600, keepAliveMs: 300, idleMs: 1000 });
    try {
      const silent = connect(portOf(quick), '127.0.0.1');
      const closed = await new Promise<string>((resolve) => {
        silent.on('data', (chunk) => resolve(`data: ${String(chunk).split('\r\n')[0]}`));
        silent.on('close', () => resolve('closed'));
      });
      assert.ok(closed === 'closed' || /408/.test(closed), closed);
      silent.destroy();
    } finally {
      quick.closeAllConnections();
      await closeServer(quick);
    }
  });
});

/**
 * Sends one keep-alive request on a raw connection, then stays idle until the
 * server closes it; resolves with everything the server sent. The bound is a
 * safety net against a server that never closes, not a speed check.
 */
function idleUntilClosed(port: number, path: string, boundMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept an idle keep-alive connection open for ${boundMs} ms; it sent:\n${received.slice(0, 500)}`));
    }, boundMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { received += chunk; });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(guard);
      resolve(received);
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/** The idle keep-alive time the reply announced, and that exactly one response came. */
function assertOneKeepAliveReply(received: string, seconds: number): void {
  assert.match(received, /^HTTP\/1\.1 200 /, received.slice(0, 300));
  assert.equal(received.match(/HTTP\/1\.1 \d{3} /g)?.length, 1, 'one response, no 408 or second reply');
  assert.match(received, new RegExp(`\r\nKeep-Alive: timeout=${seconds}\r\n`, 'i'), received.slice(0, 600));
}

describe('idle keep-alive connections', () => {
  it('pxdocs serve closes one after PXDOCS_KEEPALIVE_MS', { timeout: 90_000 }, async () => {
    const served = await startServeCli(['--out', out], { PXDOCS_KEEPALIVE_MS: '1000' }, 80_000);
    try {
      assertOneKeepAliveReply(await idleUntilClosed(served.port, '/robots.txt'), 1);
    } finally {
      await served.stop();
    }
  });

  it('pxdocs dev closes one after PXDOCS_KEEPALIVE_MS', { timeout: 90_000 }, async () => {
    process.env.PXDOCS_KEEPALIVE_MS = '1000';
    let fx;
    try {
      fx = await startFixtureDev('basic');
    } finally {
      delete process.env.PXDOCS_KEEPALIVE_MS;
    }
    try {
      assertOneKeepAliveReply(await idleUntilClosed(portOf(fx.dev.server), '/guide/intro'), 1);
    } finally {
      await fx.close();
    }
  });

  it('a PXDOCS_KEEPALIVE_MS that is not a positive whole number stops serve with a message', { timeout: 60_000 }, async () => {
    const result = await runCli(['serve', '--out', out, '--port', '0', '--host', '127.0.0.1'], { env: { PXDOCS_KEEPALIVE_MS: '5s' } });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /Invalid server setting/);
    assert.match(result.stderr, /PXDOCS_KEEPALIVE_MS is "5s"; it must be a positive whole number of milliseconds/);
  });
});

describe('one content-type table and one path normalizer', async () => {
  const { contentType: devType } = await import('../../compiler/dev/session.js');
  const { contentType: serveType, canonicalPath } = await import('../../server/static-handler.js');
  const { normalizeRoutePath } = await import('../../compiler/paths.js');
  it('dev and serve send the same Content-Type for every output kind', () => {
    for (const file of ['a.html', 'b.js', 'c.css', 'd.json', 'e.svg', 'f.png', 'g.woff2', 'h.map', 'i.txt', 'j.xml', 'k.ico', 'l.pdf', 'm.unknown']) {
      assert.equal(devType(file), serveType(file), file);
    }
    assert.equal(serveType('x.html'), 'text/html; charset=utf-8');
    assert.equal(serveType('x.bin'), 'application/octet-stream');
  });
  it('link rewriting and the servers agree on page paths', () => {
    for (const path of ['/a.html', '/a/index.html', '/a/', '/a', '/', '/index.html']) assert.equal(canonicalPath(path), normalizeRoutePath(path), path);
  });
});
