// `pxdocs serve` as a static host, over real HTTP against a built fixture: the
// findings of a probe, one `it` each. Security headers on every response (not
// only files), dot files never served, request targets a URL parser chokes on,
// percent-encoded Locations, year-long caching only for the build's
// content-named files, Accept-Encoding weights, an ETag per coding,
// If-Modified-Since, an unusable --host, the not-found page and `/index` by
// name, and the keep-alive bound.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, withSecurityHeaders } from '../../server/serve.js';
import { closeServer, listen, MAX_KEEPALIVE_MS, timeoutsFromEnv } from '../../server/listen.js';
import { FEEDBACK_PATH } from '../../server/chat/handler.js';
import { buildSite, listFiles, makeFixture, makeTempDir, page, removeTempDirs, runCli } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

interface Reply { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request, its path sent exactly as given (`//`, `%2e`: fetch would normalize them). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The status line the server answers a raw request line with (`GET http:// HTTP/1.1`, which a client library refuses to send). */
function rawStatus(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { received += chunk; });
    socket.on('error', reject);
    socket.on('close', () => resolve(received.split('\r\n')[0]));
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** The headers README's Security section lists, on one reply. */
function assertSecurityHeaders(reply: Reply, what: string): void {
  assert.match(String(reply.headers['content-security-policy']), /frame-ancestors 'self'/, `${what}: CSP`);
  assert.equal(reply.headers['x-content-type-options'], 'nosniff', `${what}: X-Content-Type-Options`);
  assert.equal(reply.headers['x-frame-options'], 'SAMEORIGIN', `${what}: X-Frame-Options`);
  assert.equal(reply.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: Referrer-Policy`);
  assert.equal(reply.headers['cross-origin-opener-policy'], 'same-origin', `${what}: COOP`);
}

/** Pages whose routes have non-ASCII characters and a space, and files of static/ the build copies as they are. */
const EXTRA_FILES: Record<string, string> = {
  'content/guide/日本.md': page({ title: 'Nihon' }),
  'content/guide/café.md': page({ title: 'Café' }),
  'content/guide/my page.md': page({ title: 'My page' }),
  'static/assets/hero-background.png': 'a picture a writer may replace under the same name\n',
  'static/assets/analytics-integration.js': 'console.log("analytics");\n',
  'static/assets/config.settings.json': '{"theme":"dark"}\n',
  // Eight hex digits after a dash, though not the hash of its bytes.
  'static/assets/images/screenshot-20240101.png': 'a screenshot\n',
  'static/.well-known/security.txt': 'Contact: mailto:security@fixture.example\n',
};

/** The basic fixture with EXTRA_FILES, built (with `baseUrl`, when given). */
async function builtSite(baseUrl?: string): Promise<string> {
  const site = await makeFixture('basic', EXTRA_FILES);
  if (baseUrl) {
    const configFile = join(site, 'config', 'site.config.ts');
    const source = await readFile(configFile, 'utf8');
    const edited = source.replace("url: 'https://fixture.example',", `url: 'https://fixture.example',\n  baseUrl: '${baseUrl}',`);
    assert.notEqual(edited, source);
    await writeFile(configFile, edited);
  }
  const result = await buildSite(site);
  assert.equal(result.code, 0, result.stderr);
  return join(site, 'out');
}

describe('pxdocs serve as a static host', () => {
  let out: string;
  let server: Server;
  let port: number;
  let baseServer: Server;
  let basePort: number;
  const at = (path: string, headers: Record<string, string> = {}) => get(port, path, headers);

  before(async () => {
    const [root, baseRoot] = await Promise.all([builtSite(), builtSite('/project/')]);
    out = root;
    server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false });
    port = portOf(server);
    baseServer = await serve({ root: baseRoot, port: 0, host: '127.0.0.1', announce: false });
    basePort = portOf(baseServer);
  });

  after(async () => {
    if (server) await closeServer(server);
    if (baseServer) await closeServer(baseServer);
    await removeTempDirs();
  });

  it('1. every response carries the security headers: 405, 301, the base redirect, chat JSON and stream, /mcp, a 500', async () => {
    const replies: [string, Reply][] = [
      ['405 for POST to a page', await get(port, '/guide/intro', {}, 'POST')],
      ['301 to the clean URL', await at('/guide/intro.html')],
      ['302 to the base', await get(basePort, '/')],
      ['chat 405', await at('/api/docsChat')],
      ['chat 415', await get(port, '/api/docsChat', { 'Content-Type': 'text/plain' }, 'POST', 'hello')],
      ['chat stream', await get(port, '/api/docsChat', { 'Content-Type': 'application/json', Accept: 'text/event-stream' }, 'POST', JSON.stringify({ messages: [{ role: 'user', content: 'setup' }] }))],
      ['/mcp 405', await at('/mcp')],
      ['/mcp answer', await get(port, '/mcp', { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, 'POST', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))],
    ];
    for (const [what, reply] of replies) assertSecurityHeaders(reply, `${what} (${reply.status})`);
    assert.equal(replies[0][1].status, 405);
    assert.match(String(replies[5][1].headers['content-type']), /^text\/event-stream/, 'the chat answered with its stream');
    assert.equal(replies[7][1].status, 200, 'MCP answered');
    // A handler's own CSP is kept: the feedback report's is stricter than the site's.
    const report = await at(FEEDBACK_PATH, { Accept: 'text/html' });
    assert.equal(report.status, 200);
    assert.equal(report.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    // A page's CSP still names its inline head script's hash.
    assert.match(String((await at('/guide/intro')).headers['content-security-policy']), /script-src 'self' 'sha256-/);
    // A handler that fails: the 500 has them too (and the failure is logged: see 3).
    const failing = await listen(withSecurityHeaders(async () => { throw new TypeError('the handler failed'); }), 0, '127.0.0.1');
    const restore = silenceStderr();
    try {
      const reply = await get(portOf(failing), '/x');
      assert.equal(reply.status, 500);
      assertSecurityHeaders(reply, '500');
    } finally {
      restore();
      await closeServer(failing);
    }
  });

  it('2. dot files and dot folders put into the output are not served; .well-known/ is', async () => {
    await writeFile(join(out, '.env'), 'SECRET=planted\n');
    await mkdir(join(out, '.git'), { recursive: true });
    await writeFile(join(out, '.git', 'config'), '[core] planted\n');
    await writeFile(join(out, 'guide', '.npmrc'), '//registry/:_authToken=planted\n');
    for (const path of ['/.env', '/.git/config', '/guide/.npmrc', '/%2eenv', '/.git/', '/assets/../.env']) {
      const reply = await at(path);
      assert.equal(reply.status, 404, path);
      assert.doesNotMatch(reply.body.toString('utf8'), /planted/, path);
    }
    const wellKnown = await at('/.well-known/security.txt');
    assert.equal(wellKnown.status, 200);
    assert.match(wellKnown.body.toString('utf8'), /Contact: mailto:security@fixture\.example/);
  });

  it('3. request targets a URL parser reads as a host answer as paths (never 500), and a failure is logged once', async () => {
    for (const path of ['//', '///']) {
      const reply = await at(path);
      assert.equal(reply.status, 301, path);
      assert.equal(reply.headers.location, '/', path);
    }
    assert.equal((await at('//a:b/')).status, 404);
    assert.equal((await at('//guide/intro')).headers.location, '/guide/intro', 'the page, on this host');
    assert.match(await rawStatus(port, 'GET http:// HTTP/1.1'), /^HTTP\/1\.1 404 /);
    assert.match(await rawStatus(port, 'GET http://127.0.0.1/guide/intro HTTP/1.1'), /^HTTP\/1\.1 200 /, 'the absolute form is a path');
    // The chat and /mcp too, which match their paths as written.
    assert.match(await rawStatus(port, 'GET http://127.0.0.1/mcp HTTP/1.1'), /^HTTP\/1\.1 405 /, '/mcp in the absolute form');
    assert.match(await rawStatus(port, 'GET http://127.0.0.1/api/docsChat HTTP/1.1'), /^HTTP\/1\.1 405 /, 'the chat in the absolute form');
    const underBase = await get(basePort, '/project//');
    assert.equal(underBase.status, 301);
    assert.equal(underBase.headers.location, '/project/');
    assert.equal((await get(basePort, '//')).status, 404, 'outside the base');
    // An unexpected failure: one short line on standard error per distinct failure; the client learns nothing internal.
    const failing = await listen(async () => { throw new TypeError('no such thing at /srv/private'); }, 0, '127.0.0.1');
    const lines: string[] = [];
    const restore = silenceStderr(lines);
    try {
      const first = await get(portOf(failing), '/broken');
      await get(portOf(failing), '/broken');
      assert.equal(first.status, 500);
      assert.doesNotMatch(first.body.toString('utf8'), /\/srv\/private/);
    } finally {
      restore();
      await closeServer(failing);
    }
    const logged = lines.join('').split('\n').filter((line) => line.includes('no such thing'));
    assert.equal(logged.length, 1, lines.join(''));
    assert.match(logged[0], /GET "\/broken"/);
  });

  it('4. a redirect to a route with non-ASCII characters or a space is percent-encoded UTF-8 and reaches the page', async () => {
    const pages: [string, string][] = [['日本', 'Nihon'], ['café', 'Café'], ['my page', 'My page']];
    for (const [name, title] of pages) {
      const clean = `/guide/${encodeURIComponent(name)}`;
      for (const spelling of [`${clean}.html`, `${clean}/`, `${clean}/index.html`, `${clean}/index`]) {
        const reply = await at(spelling);
        assert.equal(reply.status, 301, spelling);
        assert.equal(reply.headers.location, clean, spelling);
      }
      const target = await at(clean);
      assert.equal(target.status, 200, clean);
      assert.ok(target.body.equals(await readFile(join(out, 'guide', `${name}.html`))), clean);
      assert.match(target.body.toString('utf8'), new RegExp(`<title>${title} \\|`));
    }
    const underBase = await get(basePort, '/project/guide/caf%C3%A9.html');
    assert.equal(underBase.headers.location, '/project/guide/caf%C3%A9');
  });

  it('5. only files named by the build after their content are cached for a year', async () => {
    const immutable = (reply: Reply) => /immutable/.test(String(reply.headers['cache-control']));
    for (const name of ['hero-background.png', 'analytics-integration.js', 'config.settings.json', 'images/screenshot-20240101.png']) {
      const reply = await at(`/assets/${name}`);
      assert.equal(reply.status, 200, name);
      assert.ok(!immutable(reply), `${name}: ${reply.headers['cache-control']}`);
      assert.equal(reply.headers['cache-control'], 'public, max-age=0, must-revalidate', name);
    }
    const files = await listFiles(out);
    const built = [
      ...files.filter((name) => /^assets\/[^/]+\.(?:js|css)$/.test(name) && !EXTRA_FILES[`static/${name}`]),
      ...files.filter((name) => name.startsWith('assets/images/') && !name.includes('screenshot')),
      ...files.filter((name) => /^assets\/search\/t\d+\..+\.json$/.test(name)).slice(0, 1),
    ];
    assert.ok(built.some((name) => name.endsWith('.css')) && built.some((name) => name.includes('/images/')) && built.some((name) => name.includes('/search/')), built.join(', '));
    for (const name of built) assert.ok(immutable(await at(`/${name}`)), `${name} is the build's, named by its content`);
  });

  it('6. Accept-Encoding weights choose the coding: highest q, a tie to br', async () => {
    const body = await readFile(join(out, 'guide', 'intro.html'));
    const cases: [string, string | undefined][] = [
      ['gzip;q=1, br;q=0.1', 'gzip'],
      ['br;q=0.1, gzip;q=0.9', 'gzip'],
      ['gzip;q=0.5, br;q=0.5', 'br'],
      ['gzip, br', 'br'],
      ['*', 'br'],
      ['br;q=0, *;q=0.3', 'gzip'],
      ['identity, gzip;q=0.5', undefined],
      ['gzip;q=0', undefined],
    ];
    for (const [header, expected] of cases) {
      const reply = await at('/guide/intro', { 'Accept-Encoding': header });
      assert.equal(reply.headers['content-encoding'], expected, header);
      const decoded = expected === 'br' ? brotliDecompressSync(reply.body) : expected === 'gzip' ? gunzipSync(reply.body) : reply.body;
      assert.ok(decoded.equals(body), header);
    }
  });

  it('7. each coding has its own ETag, and If-None-Match matches each', async () => {
    const tags = new Map<string, string>();
    for (const coding of ['br', 'gzip', 'identity']) {
      const reply = await at('/guide/intro', { 'Accept-Encoding': coding });
      tags.set(coding, String(reply.headers.etag));
      const again = await at('/guide/intro', { 'Accept-Encoding': coding, 'If-None-Match': String(reply.headers.etag) });
      assert.equal(again.status, 304, coding);
      assert.equal(again.headers.etag, reply.headers.etag, coding);
    }
    assert.equal(new Set(tags.values()).size, 3, [...tags.values()].join(' '));
    for (const tag of tags.values()) assert.match(tag, /^"[^"]+"$/);
    // The br body's tag does not validate the gzip body, nor the file itself.
    assert.equal((await at('/guide/intro', { 'Accept-Encoding': 'gzip', 'If-None-Match': tags.get('br')! })).status, 200);
    assert.equal((await at('/guide/intro', { 'If-None-Match': tags.get('br')! })).status, 200);
    // A precompressed file (the build's .br beside it) too.
    const llms = await at('/llms-full.txt', { 'Accept-Encoding': 'br' });
    assert.equal(llms.headers['content-encoding'], 'br');
    assert.notEqual(llms.headers.etag, (await at('/llms-full.txt')).headers.etag);
    assert.equal((await at('/llms-full.txt', { 'Accept-Encoding': 'br', 'If-None-Match': String(llms.headers.etag) })).status, 304);
  });

  it('8. If-Modified-Since is honoured when If-None-Match is absent, never for the 404 page', async () => {
    const first = await at('/guide/setup');
    const lastModified = String(first.headers['last-modified']);
    assert.ok(!Number.isNaN(Date.parse(lastModified)), lastModified);
    const same = await at('/guide/setup', { 'If-Modified-Since': lastModified });
    assert.equal(same.status, 304);
    assert.equal(same.body.length, 0);
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    assert.equal((await at('/guide/setup', { 'If-Modified-Since': later })).status, 304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    assert.equal((await at('/guide/setup', { 'If-Modified-Since': earlier })).status, 200);
    assert.equal((await at('/guide/setup', { 'If-Modified-Since': 'not a date' })).status, 200);
    assert.equal((await at('/guide/setup', { 'If-Modified-Since': lastModified, 'If-None-Match': '"another"' })).status, 200, 'If-None-Match decides when present');
    assert.equal((await at('/no/such/page', { 'If-Modified-Since': later })).status, 404);
  });

  it('a busy port\'s hint names a port free now, skipping a busy next one (serve, dev and chat share listen)', async () => {
    const busy = await listen(async (_request, response) => void response.end(), 0, '127.0.0.1');
    const port = (busy.address() as { port: number }).port;
    const next = await listen(async (_request, response) => void response.end(), port + 1, '127.0.0.1').catch(() => undefined);
    try {
      const error = await listen(async (_request, response) => void response.end(), port, '127.0.0.1').then((server) => server.close(), (caught: unknown) => caught) as { title?: string; hint?: string };
      assert.equal(error.title, 'Port in use');
      const suggested = Number(/--port (\d+) is free/.exec(error.hint ?? '')?.[1]);
      assert.ok(suggested > port + 1, `the hint skips the busy ports: ${error.hint}`);
    } finally {
      await closeServer(busy);
      if (next) await closeServer(next);
    }
  });

  it('9. an unusable --host is an error naming the host, not a pxdocs bug', { timeout: 120_000 }, async () => {
    // 999.1.1.1 is no address and resolves to nothing; 192.0.2.1 (TEST-NET-1) is no address of this machine.
    for (const host of ['999.1.1.1', '192.0.2.1']) {
      const result = await runCli(['serve', '--out', out, '--port', '0', '--host', host]);
      assert.equal(result.code, 1, result.stdout + result.stderr);
      assert.match(result.stderr, /Cannot listen/, host);
      assert.match(result.stderr, new RegExp(`Cannot listen on --host ${host.replace(/\./g, '\\.')}`), host);
      assert.match(result.stderr, /hint: Pass an address of this machine/, host);
      assert.doesNotMatch(result.stderr, /Unexpected error|bug in pxdocs/, host);
    }
  });

  it('10. the not-found page by name answers 404, and /index redirects to / (under the base and in a locale too)', async () => {
    const notFound = await readFile(join(out, '404.html'));
    for (const path of ['/404', '/404.html', '/404/']) {
      const reply = await at(path);
      assert.equal(reply.status, 404, path);
      assert.ok(reply.body.equals(notFound), path);
    }
    for (const path of ['/index', '/index.html', '/index/']) {
      const reply = await at(path);
      assert.equal(reply.status, 301, path);
      assert.equal(reply.headers.location, '/', path);
    }
    assert.equal((await at('/guide/index')).headers.location, '/guide');
    assert.equal((await at('/index?x=1')).headers.location, '/?x=1');
    assert.equal((await get(basePort, '/project/404')).status, 404);
    const baseIndex = await get(basePort, '/project/index');
    assert.equal(baseIndex.status, 301);
    assert.equal(baseIndex.headers.location, '/project/');
    // A locale's own site in its folder (fr/, with its sitemap and 404 page), and a doc page that is named 404.
    const root = await makeTempDir('pxdocs-locale-out-');
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>home</title>', '404.html': '<!doctype html><title>missing</title>',
      'fr/index.html': '<!doctype html><title>accueil</title>', 'fr/404.html': '<!doctype html><title>introuvable</title>', 'fr/sitemap.xml': '<urlset/>',
      'errors.html': '<!doctype html><title>errors</title>', 'errors/404.html': '<!doctype html><title>HTTP 404 explained</title>',
    };
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
    const locale = await serve({ root, port: 0, host: '127.0.0.1', announce: false });
    try {
      const fr = await get(portOf(locale), '/fr/404');
      assert.equal(fr.status, 404);
      assert.match(fr.body.toString('utf8'), /introuvable/);
      const frIndex = await get(portOf(locale), '/fr/index');
      assert.equal(frIndex.status, 301);
      assert.equal(frIndex.headers.location, '/fr/');
      const doc = await get(portOf(locale), '/errors/404');
      assert.equal(doc.status, 200, 'a page named 404 in a docs folder is a page');
      assert.match(doc.body.toString('utf8'), /HTTP 404 explained/);
    } finally {
      await closeServer(locale);
    }
  });

  it('11. a PXDOCS_KEEPALIVE_MS over what a Node timer holds stops serve at start-up', { timeout: 120_000 }, async () => {
    assert.deepEqual(timeoutsFromEnv({ PXDOCS_KEEPALIVE_MS: String(MAX_KEEPALIVE_MS) }), { keepAliveMs: MAX_KEEPALIVE_MS });
    // Node arms its timer at the keep-alive time plus 1 s: that must fit in 2^31-1 ms.
    assert.ok(MAX_KEEPALIVE_MS + 1_000 <= 2_147_483_647);
    for (const value of [String(MAX_KEEPALIVE_MS + 1), '3000000000', '99999999999999999999']) {
      assert.throws(() => timeoutsFromEnv({ PXDOCS_KEEPALIVE_MS: value }), /it must be a positive whole number of milliseconds, at most 2147482647/, value);
    }
    const result = await runCli(['serve', '--out', out, '--port', '0', '--host', '127.0.0.1'], { env: { PXDOCS_KEEPALIVE_MS: '3000000000' } });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /Invalid server setting/);
    assert.match(result.stderr, /PXDOCS_KEEPALIVE_MS is "3000000000"; it must be a positive whole number of milliseconds, at most 2147482647/);
    assert.doesNotMatch(result.stderr, /TimeoutOverflowWarning/);
  });
});

describe('pxdocs dev shares the URL rules', () => {
  after(removeTempDirs);

  it('dot files, odd request targets, encoded Locations, /404 and /index answer in dev as in serve', { timeout: 120_000 }, async () => {
    const fx = await startFixtureDev('basic', { 'content/guide/café.md': page({ title: 'Café' }) });
    try {
      const port = portOf(fx.dev.server);
      assert.equal((await get(port, '/.env')).status, 404);
      const slashes = await get(port, '//');
      assert.equal(slashes.status, 301);
      assert.equal(slashes.headers.location, '/');
      assert.match(await rawStatus(port, 'GET http:// HTTP/1.1'), /^HTTP\/1\.1 404 /);
      const cafe = await get(port, '/guide/caf%C3%A9.html');
      assert.equal(cafe.status, 301);
      assert.equal(cafe.headers.location, '/guide/caf%C3%A9');
      assert.equal((await get(port, '/guide/caf%C3%A9')).status, 200);
      assert.equal((await get(port, '/404')).status, 404);
      assert.equal((await get(port, '/index')).headers.location, '/');
    } finally {
      await fx.close();
    }
  });
});

/** Standard error collected into `lines` (or dropped) until the returned function restores it. */
function silenceStderr(lines: string[] = []): () => void {
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  return () => {
    process.stderr.write = write;
  };
}
