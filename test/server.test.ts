// The static server, in process, over the basic fixture's built output:
// clean URLs, redirects, 404s, path safety, compression, caching and methods.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticHandler } from '../server/static-handler.js';
import { closeServer, listen } from '../server/listen.js';
import { builtFixture, listFiles, makeTempDir, removeTempDirs, startServeCli } from './helpers.js';

interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: the path is sent exactly as given (fetch would normalize `..`). */
function send(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function maxAge(cacheControl: string | undefined): number | undefined {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}

const SECRET = 'pxdocs-secret-outside-out';

describe('the static server over a built fixture', () => {
  let site: string;
  let out: string;
  let server: Server;
  let port: number;
  let notFound: Buffer;
  let stylesheet: string;
  let image: string;

  const get = (path: string, headers: Record<string, string> = {}) => send(port, path, { headers });
  const file = (path: string) => readFile(join(out, path));

  before(async () => {
    // The run's one build of the untouched fixture (builtFixture), copied as it is (out/ a link into .out-builds):
    // the secret below is written beside out/, and the shared build is only read.
    const result = await builtFixture('basic');
    assert.equal(result.code, 0, result.stderr);
    site = join(await makeTempDir('pxdocs-server-'), 'site');
    await cp(result.site, site, { recursive: true, verbatimSymlinks: true });
    out = join(site, 'out');
    // A file beside out/ that no request may ever read.
    await writeFile(join(site, 'secret.txt'), SECRET);
    notFound = await file('404.html');
    const files = await listFiles(out);
    stylesheet = `/${files.find((name) => /^assets\/.+\.css$/.test(name))}`;
    image = `/${files.find((name) => name.startsWith('assets/images/'))}`;
    server = await listen(createStaticHandler(out), 0, '127.0.0.1');
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    port = address.port;
  });

  after(async () => {
    if (server) await closeServer(server);
    await removeTempDirs();
  });

  it('should serve /x from x.html with status 200 and an HTML content type', async () => {
    const response = await get('/guide/intro');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.ok(response.body.equals(await file('guide/intro.html')));
  });

  it('should serve / from index.html', async () => {
    const response = await get('/');
    assert.equal(response.status, 200);
    assert.ok(response.body.equals(await file('index.html')));
  });

  it('should serve x.html for /x even when a folder x/ exists too', async () => {
    const response = await get('/guide');
    assert.equal(response.status, 200);
    assert.ok(response.body.equals(await file('guide.html')));
  });

  it('should redirect /x.html, /x/index.html and /x/ to /x with 301', async () => {
    for (const path of ['/guide/intro.html', '/guide/intro/index.html', '/guide/intro/']) {
      const response = await get(path);
      assert.equal(response.status, 301, path);
      assert.equal(response.headers.location, '/guide/intro', path);
    }
  });

  it('should serve a page written as x/index.html (trailingSlash) at /x/ and redirect /x and /x/index.html there', async () => {
    // The output of a `trailingSlash: true` build, as static hosts serve it.
    const root = await makeTempDir('pxdocs-slash-');
    await mkdir(join(root, 'guide', 'intro'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>home</title>');
    await writeFile(join(root, '404.html'), '<!doctype html><title>missing</title>');
    await writeFile(join(root, 'guide', 'intro', 'index.html'), '<!doctype html><title>intro</title>');
    const server = await listen(createStaticHandler(root), 0, '127.0.0.1');
    try {
      const at = (path: string) => send((server.address() as AddressInfo).port, path, {});
      const page = await at('/guide/intro/');
      assert.equal(page.status, 200);
      assert.match(page.body.toString('utf8'), /<title>intro<\/title>/);
      for (const spelling of ['/guide/intro', '/guide/intro/index.html']) {
        const response = await at(spelling);
        assert.equal(response.status, 301, spelling);
        assert.equal(response.headers.location, '/guide/intro/', spelling);
      }
      assert.equal((await at('/guide/intro?x=1')).headers.location, '/guide/intro/?x=1', 'the query is kept');
      assert.equal((await at('/guide/other/')).status, 404);
    } finally {
      await closeServer(server);
    }
  });

  it('should redirect /index.html to / and keep the query string', async () => {
    assert.equal((await get('/index.html')).headers.location, '/');
    const response = await get('/guide/intro.html?tab=python');
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, '/guide/intro?tab=python');
  });

  it('should answer an unknown path with 404 and the 404.html body', async () => {
    for (const path of ['/nope', '/guide/nope', '/guide/nope.html', '/guide/nope/', '/assets']) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.ok(response.body.equals(notFound), `${path} did not get the 404 page`);
      assert.match(String(response.headers['content-type']), /^text\/html/);
    }
  });

  it('should never serve a file outside out/, whatever the spelling of ..', async () => {
    const paths = [
      '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt',
      '/..\\secret.txt', '/%5c..%5csecret.txt',
    ];
    for (const path of paths) {
      const response = await get(path);
      const body = response.body.toString('utf8');
      assert.ok(!body.includes(SECRET), `${path} served the file beside out/`);
      assert.ok(!/root:.*:0:0:/.test(body), `${path} served /etc/passwd`);
      assert.equal(response.status, 404, `${path} answered ${response.status}`);
    }
  });

  it('should answer a malformed escape or a NUL byte with 404', async () => {
    assert.equal((await get('/%E0%A4%A')).status, 404);
    assert.equal((await get('/guide%00.html')).status, 404);
  });

  it('should never redirect to another host (no protocol-relative Location)', async () => {
    for (const path of ['/%2fguide/intro/', '/%2Fguide/intro.html', '/%2f%2fguide/intro/']) {
      const response = await get(path);
      const location = response.headers.location;
      if (location !== undefined) assert.ok(location.startsWith('/') && !location.startsWith('//'), `${path} redirects to ${location}`);
    }
  });

  it('should gzip a response when the client accepts only gzip', async () => {
    const response = await get('/guide/intro', { 'Accept-Encoding': 'gzip' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers.vary), /Accept-Encoding/i);
    assert.ok(gunzipSync(response.body).equals(await file('guide/intro.html')));
  });

  it('should use brotli when the client accepts br', async () => {
    const response = await get('/guide/intro', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.ok(brotliDecompressSync(response.body).equals(await file('guide/intro.html')));
  });

  it('should compress the search index files, which the build writes without copies', async () => {
    const names = (await readdir(join(out, 'assets', 'search'))).filter((name) => /^[td]\d+\..+\.json$/.test(name));
    assert.ok(names.some((name) => name.startsWith('d')) && names.some((name) => name.startsWith('t')), `a chunk and a shard: ${names.join(', ')}`);
    for (const name of names.filter((name) => !name.endsWith('.br') && !name.endsWith('.gz')).slice(0, 4)) {
      const path = `assets/search/${name}`;
      assert.ok(!names.includes(`${name}.br`) && !names.includes(`${name}.gz`), `${path} has no copies`);
      const response = await get(`/${path}`, { 'Accept-Encoding': 'gzip, br' });
      assert.equal(response.headers['content-encoding'], 'br', path);
      assert.ok(brotliDecompressSync(response.body).equals(await file(path)), path);
    }
  });

  it('should not compress when the client accepts no encoding, and send Content-Length', async () => {
    const response = await get('/guide/intro');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(Number(response.headers['content-length']), (await file('guide/intro.html')).length);
  });

  it('should not use an encoding the client refuses with q=0', async () => {
    const response = await get('/guide/intro', { 'Accept-Encoding': 'br;q=0, gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(response.body).equals(await file('guide/intro.html')));
  });

  it('should cache hashed /assets/* files for a year, immutable', async () => {
    for (const path of [stylesheet, image]) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', path);
    }
    assert.match(String((await get(stylesheet)).headers['content-type']), /^text\/css/);
    assert.equal((await get(image)).headers['content-type'], 'image/svg+xml');
  });

  it('should not cache HTML pages (or other unhashed files) for long', async () => {
    for (const path of ['/', '/guide/intro', '/nope', '/sitemap.xml', '/robots.txt', '/favicon.svg']) {
      const cacheControl = (await get(path)).headers['cache-control'];
      assert.ok(!String(cacheControl).includes('immutable'), `${path}: ${cacheControl}`);
      assert.equal(maxAge(cacheControl) ?? 0, 0, `${path}: ${cacheControl}`);
    }
  });

  it('should serve non-page files directly with their content type', async () => {
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
    assert.ok(sitemap.body.equals(await file('sitemap.xml')));
    const robots = await get('/robots.txt');
    assert.match(String(robots.headers['content-type']), /^text\/plain/);
  });

  it('should answer HEAD with the GET headers and no body', async () => {
    const head = await send(port, '/guide/intro', { method: 'HEAD' });
    const getResponse = await get('/guide/intro');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-type'], getResponse.headers['content-type']);
    assert.equal(head.headers['content-length'], getResponse.headers['content-length']);
    assert.equal((await send(port, '/nope', { method: 'HEAD' })).status, 404);
  });

  it('should answer POST, PUT and DELETE with 405 and an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await send(port, '/guide/intro', { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD');
    }
  });
});

describe('pxdocs serve', () => {
  after(removeTempDirs);

  it('should serve a built site on the port it announces, and stop on SIGTERM', async () => {
    // The basic fixture as built once for the run (read only here).
    const { site, code } = await builtFixture('basic');
    assert.equal(code, 0);
    const served = await startServeCli(['--cwd', site]);
    try {
      assert.ok(served.port > 0);
      const response = await send(served.port, '/guide/setup');
      assert.equal(response.status, 200);
      assert.ok(response.body.equals(await readFile(join(site, 'out', 'guide', 'setup.html'))));
      assert.equal(await served.stop(), 0);
    } finally {
      await served.stop();
    }
  });
});
