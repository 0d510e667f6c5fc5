// The docs MCP server, driven by the official SDK client over both transports:
// stdio (spawning `node bin/pxdocs.js mcp --cwd <fixture>`) and streamable
// HTTP (against `serve` at /mcp), on a real build of the basic fixture.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { BIN, builtFixture, makeTempDir, removeTempDirs, runCli } from '../helpers.js';

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
      await assert.rejects(client.readResource({ uri: 'docs://guide/nope' }), /No docs page/);
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

  it('answers GET /mcp with 405 (stateless: no server stream)', async () => {
    const response = await fetch(`${base}/mcp`);
    assert.equal(response.status, 405);
  });

  it('exits 1 with a hint when there is no build to answer from', async () => {
    const empty = await makeTempDir();
    const result = await runCli(['mcp', '--cwd', empty]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Nothing to answer from[\s\S]*pxdocs build/);
  });
});
