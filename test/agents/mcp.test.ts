// The docs MCP server, driven by the official SDK client over both transports:
// stdio (spawning `node bin/pxdocs.js mcp --cwd <fixture>`) and streamable
// HTTP (against `serve` at /mcp), on a real build of the basic fixture.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { serve } from '../../server/serve.js';
import { docsFromOutput, sectionOpening } from '../../server/mcp/docs.js';
import { createMcpServer } from '../../server/mcp/server.js';
import { closeServer } from '../../server/listen.js';
import { BIN, builtFixture, makeTempDir, removeTempDirs, runCommand } from '../helpers.js';

const SITE_URL = 'https://fixture.example';

type TextContent = { type: string; text?: string };
const textOf = (result: object) => (((result as { content?: TextContent[] }).content) ?? []).map((item) => item.text ?? '').join('\n');

/** The same conversation over any transport: list, search, read, fail on an unknown page. */
function conversation(name: string, transport: () => Transport | Promise<Transport>, out: () => string) {
  describe(`MCP over ${name}`, () => {
    let client: Client;
    before(async () => {
      client = new Client({ name: 'pxdocs-test', version: '1.0.0' });
      await client.connect(await transport());
    });
    after(() => client.close());

    it('lists the two tools with their input schemas', async () => {
      const { tools } = await client.listTools();
      const names = tools.map((tool) => tool.name).sort();
      assert.deepEqual(names, ['read_page', 'search_docs']);
      const search = tools.find((tool) => tool.name === 'search_docs')!;
      assert.deepEqual(search.inputSchema.required, ['query']);
      const read = tools.find((tool) => tool.name === 'read_page')!;
      assert.deepEqual(read.inputSchema.required, ['path']);
    });

    it('search_docs finds the page that answers, with its title, URL and a snippet', async () => {
      const result = await client.callTool({ name: 'search_docs', arguments: { query: 'tuning speed', limit: 3 } });
      assert.notEqual(result.isError, true);
      const structured = result.structuredContent as { results: { title: string; url: string; route: string; snippet: string }[] };
      assert.ok(structured.results.length >= 1 && structured.results.length <= 3, `got ${structured.results.length} results`);
      assert.equal(structured.results[0].route, '/guide/advanced/tuning');
      assert.ok(structured.results[0].url.startsWith(`${SITE_URL}/guide/advanced/tuning`));
      assert.match(structured.results[0].title, /Tuning/);
      assert.match(textOf(result), new RegExp(`1\\. .*Tuning[\\s\\S]*${SITE_URL}/guide/advanced/tuning`));
      const none = await client.callTool({ name: 'search_docs', arguments: { query: 'zzqxv nonexistentword' } });
      assert.match(textOf(none), /No section of the docs matches/);
    });

    it('read_page returns the page Markdown for a route, a .md path or a URL', async () => {
      const expected = await readFile(join(out(), 'guide/intro.md'), 'utf8');
      for (const path of ['/guide/intro', 'guide/intro.md', `${SITE_URL}/guide/intro#code`]) {
        const result = await client.callTool({ name: 'read_page', arguments: { path } });
        assert.notEqual(result.isError, true, `read_page ${path}: ${textOf(result)}`);
        assert.equal(textOf(result), expected, `read_page ${path}`);
      }
    });

    it('read_page on an unknown page is an error naming the valid routes', async () => {
      const result = await client.callTool({ name: 'read_page', arguments: { path: '/guide/nope' } });
      assert.equal(result.isError, true);
      assert.match(textOf(result), /No docs page at "\/guide\/nope"\. Valid routes: .*\/guide\/intro/);
    });

    it('lists and reads a resource per page', async () => {
      const { resources } = await client.listResources();
      const intro = resources.find((resource) => resource.uri === 'docs://guide/intro');
      assert.ok(intro, `resources: ${resources.map((resource) => resource.uri).join(', ')}`);
      assert.equal(intro.mimeType, 'text/markdown');
      assert.equal(intro.title, 'Introduction');
      assert.ok(resources.some((resource) => resource.uri === 'docs://guide/advanced/tuning'));
      const read = await client.readResource({ uri: 'docs://guide/advanced/tuning' });
      assert.equal((read.contents[0] as { text: string }).text, await readFile(join(out(), 'guide/advanced/tuning.md'), 'utf8'));
      // Not found is the spec's -32002, not an internal error (-32603).
      await assert.rejects(client.readResource({ uri: 'docs://guide/nope' }), (error: Error & { code?: number }) => error.code === -32002 && /No docs page/.test(error.message));
    });

    it('search_docs refuses a query past 1,000 characters, and says back at most 100 of one that matches nothing', async () => {
      const long = await client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(1001) } });
      assert.equal(long.isError, true, textOf(long));
      const none = await client.callTool({ name: 'search_docs', arguments: { query: `zzqxv ${'q'.repeat(900)}` } });
      assert.ok(textOf(none).length < 400, `${textOf(none).length} characters`);
    });
  });
}

describe('pxdocs mcp', () => {
  let dir = '';
  let server: Server | undefined;
  let base = '';
  const out = () => join(dir, 'out');

  before(async () => {
    // The basic fixture as built once for the run (read only here).
    const built = await builtFixture('basic');
    assert.equal(built.code, 0, built.stderr);
    dir = built.site;
    server = await serve({ root: out(), port: 0, host: '127.0.0.1', announce: false });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    if (server) await closeServer(server);
    await removeTempDirs();
  });

  conversation('stdio', () => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'NODE_OPTIONS') env[key] = value;
    return new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--cwd', dir], env, stderr: 'pipe' });
  }, out);

  conversation('streamable HTTP at /mcp', () => new StreamableHTTPClientTransport(new URL(`${base}/mcp`)), out);

  it('refuses /mcp requests from another website\'s pages (Origin checked), and takes the site\'s own', async () => {
    const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const elsewhere = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...headers, Origin: 'https://evil.example' }, body: message });
    assert.equal(elsewhere.status, 403);
    assert.ok(!(await elsewhere.text()).includes('search_docs'));
    const own = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...headers, Origin: base }, body: message });
    assert.equal(own.status, 200);
    assert.match(await own.text(), /search_docs/);
  });

  it('answers a stdio line that is not JSON-RPC with -32700 or -32600 (id null), and goes on serving', async () => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'NODE_OPTIONS') env[key] = value;
    const child = spawn(process.execPath, [BIN, 'mcp', '--cwd', dir], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: Record<string, unknown>[] = [];
    let buffered = '';
    child.stdout.on('data', (data: Buffer) => {
      buffered += data.toString('utf8');
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        lines.push(JSON.parse(buffered.slice(0, end)) as Record<string, unknown>);
        buffered = buffered.slice(end + 1);
      }
    });
    try {
      child.stdin.write('not json\n{"jsonrpc":"2.0","id":7}\n');
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`);
      const deadline = Date.now() + 20_000;
      while (lines.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const errors = lines.filter((line) => line.error).map((line) => [line.id, (line.error as { code: number }).code]);
      assert.deepEqual(errors, [[null, -32700], [null, -32600]], JSON.stringify(lines));
      assert.ok(lines.some((line) => line.id === 1 && line.result), 'the initialize after them is answered');
    } finally {
      child.kill();
    }
  });

  it('reads pages whose routes have non-ASCII letters or spaces, by the URL search gives and by the resource URI listed', async () => {
    const out = join(await makeTempDir(), 'out');
    await mkdir(join(out, 'guide'), { recursive: true });
    for (const name of ['café', 'my page']) await writeFile(join(out, 'guide', `${name}.md`), `# ${name}\n\nText.\n`);
    await writeFile(join(out, 'llms.txt'), '# Site\n\n- [C](https://site.example/guide/caf%C3%A9.md)\n- [M](https://site.example/guide/my%20page.md)\n\n[llms-full.txt](https://site.example/llms-full.txt)\n');
    const client = await clientOver(out);
    try {
      for (const path of ['https://site.example/guide/caf%C3%A9', '/guide/caf%C3%A9', '/guide/café', '/guide/my%20page']) {
        const result = await client.callTool({ name: 'read_page', arguments: { path } });
        assert.notEqual(result.isError, true, `${path}: ${textOf(result)}`);
      }
      const { resources } = await client.listResources();
      assert.deepEqual(resources.map((resource) => resource.uri), ['docs://guide/caf%C3%A9', 'docs://guide/my%20page']);
      for (const resource of resources) {
        const read = await client.readResource({ uri: resource.uri });
        assert.match((read.contents[0] as { text: string }).text, /^# (café|my page)/);
      }
    } finally {
      await client.close();
    }
  });

  it('answers GET /mcp with 405 (stateless: no server stream)', async () => {
    const response = await fetch(`${base}/mcp`);
    assert.equal(response.status, 405);
  });

  it('exits 1 with a hint when there is no build to answer from', async () => {
    const empty = await makeTempDir();
    const result = await runCommand(['mcp', '--cwd', empty]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Nothing to answer from[\s\S]*pxdocs build/);
  });
});

/** A client connected in process to a server over `outDir`. */
async function clientOver(outDir: string): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(docsFromOutput(outDir)).connect(serverSide);
  const client = new Client({ name: 'pxdocs-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

describe('the docs MCP answers from', () => {
  after(removeTempDirs);

  it('the embedded search index, without the records file (and from the records when there is no index)', async () => {
    const built = await builtFixture('basic');
    assert.equal(built.code, 0, built.stderr);
    const copy = join(await makeTempDir(), 'out');
    await cp(join(built.site, 'out/'), copy, { recursive: true, dereference: true });
    // The index as the browser reads it: shards and chunks, no records.
    await rm(join(copy, 'search-records.json'));
    let client = await clientOver(copy);
    let result = await client.callTool({ name: 'search_docs', arguments: { query: 'tuning speed', limit: 3 } });
    assert.equal((result.structuredContent as { results: { route: string }[] }).results[0]?.route, '/guide/advanced/tuning', textOf(result));
    await client.close();
    // A hosted-search site has records and no embedded index.
    await cp(join(built.site, 'out', 'search-records.json'), join(copy, 'search-records.json'));
    await rm(join(copy, 'search-index.json'));
    client = await clientOver(copy);
    result = await client.callTool({ name: 'search_docs', arguments: { query: 'tuning speed', limit: 3 } });
    assert.equal((result.structuredContent as { results: { route: string }[] }).results[0]?.route, '/guide/advanced/tuning', textOf(result));
    await client.close();
  });

  // A heading's record has no text: search_docs gave its hit an empty snippet (testing-library's
  // `waitForElementToBeRemoved` section), a title and nothing an agent could judge it by.
  it("a heading's hit with the opening words of its section as the snippet", async () => {
    const built = await builtFixture('basic');
    assert.equal(built.code, 0, built.stderr);
    const results = await docsFromOutput(join(built.site, 'out')).search('knobs', 5);
    const knobs = results.find((result) => result.title.endsWith('Knobs'));
    assert.ok(knobs, JSON.stringify(results));
    assert.equal(knobs.snippet, 'There are knobs.');
    assert.equal(sectionOpening('# Page\n\n## `waitFor` it\n\n```js\nawait waitFor(x);\n```\n\n> Waits for the **callback** to pass,\n> then [returns](/x).\n\n## Next\n\nOther.\n', 'waitFor it', 40), 'Waits for the callback to pass, then returns.');
  });

  it('pages whose routes have spaces: listed in llms.txt\'s order (its links are encoded), with encoded URLs', async () => {
    const out = join(await makeTempDir(), 'out');
    await mkdir(join(out, 'docs', 'Two Words'), { recursive: true });
    for (const name of ['b page', 'a page']) await writeFile(join(out, 'docs', 'Two Words', `${name}.md`), `# ${name}\n\nText.\n`);
    // llms.txt puts "b page" first: the order is the sidebar's, not the alphabet's.
    await writeFile(join(out, 'llms.txt'), '# Site\n\n- [B](https://site.example/docs/Two%20Words/b%20page.md)\n- [A](https://site.example/docs/Two%20Words/a%20page.md)\n\n[llms-full.txt](https://site.example/llms-full.txt)\n');
    const pages = docsFromOutput(out).pages();
    assert.deepEqual(pages.map((page) => page.route), ['/docs/Two Words/b page', '/docs/Two Words/a page']);
    assert.equal(pages[0].url, 'https://site.example/docs/Two%20Words/b%20page');
  });

  it('a large site: an unknown page names the nearest routes only, and pages are listed from their first lines', async () => {
    const out = join(await makeTempDir(), 'out');
    const routes: string[] = [];
    for (const area of ['guide', 'reference', 'blog']) {
      for (let n = 0; n < 30; n++) {
        const route = `/${area}/page-${n}`;
        routes.push(route);
        await mkdir(join(out, area), { recursive: true });
        // Page 3 has no description, but a quote further down: not taken for one.
        const body = n === 3 ? `# Page ${n} of ${area}\n\nText.\n\n> A quote in the body.\n` : `# Page ${n} of ${area}\n\n> About page ${n}.\n\nText.\n`;
        await writeFile(join(out, `${route.slice(1)}.md`), body);
      }
    }
    await writeFile(join(out, 'llms.txt'), `# Site\n\n${routes.map((route) => `- [T](https://site.example${route}.md)`).join('\n')}\n\n[llms-full.txt](https://site.example/llms-full.txt)\n`);
    const client = await clientOver(out);
    const result = await client.callTool({ name: 'read_page', arguments: { path: '/guide/page-99' } });
    assert.equal(result.isError, true);
    const text = textOf(result);
    const named = [...text.matchAll(/\/(?:guide|reference|blog)\/page-\d+/g)].map((match) => match[0]).filter((route) => route !== '/guide/page-99');
    assert.equal(named.length, 20, text);
    assert.ok(named.every((route) => route.startsWith('/guide/')), `the nearest routes are the guide's: ${named.join(', ')}`);
    assert.match(text, /and 70 more: list them with the resources/);
    const { resources } = await client.listResources();
    assert.equal(resources.length, 90);
    assert.equal(resources[0].uri, 'docs://guide/page-0', 'in llms.txt order');
    const three = resources.find((resource) => resource.uri === 'docs://guide/page-3')!;
    assert.equal(three.title, 'Page 3 of guide');
    assert.equal(three.description, undefined, 'a quote in the body is not a description');
    assert.equal(resources.find((resource) => resource.uri === 'docs://guide/page-4')!.description, 'About page 4.');
    const read = await client.readResource({ uri: 'docs://reference/page-7' });
    assert.match((read.contents[0] as { text: string }).text, /^# Page 7 of reference/);
    await client.close();
  });
});
