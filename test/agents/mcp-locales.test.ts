// The MCP server on a site in several locales, through the official SDK's
// client: search_docs searches the default locale, or the one its `locale`
// names (that locale's index, its pages' routes and URLs under its path), an
// unknown locale is a tool error naming the site's; read_page reads a page of
// any locale (`/fr/…`); the resources list every locale's pages, each locale's
// in its llms.txt order after the default's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { docsFromOutput } from '../../server/mcp/docs.js';
import { createMcpServer } from '../../server/mcp/server.js';

const SITE = 'https://t.example';
type TextContent = { type: string; text?: string };
const textOf = (result: object) => (((result as { content?: TextContent[] }).content) ?? []).map((item) => item.text ?? '').join('\n');
type Results = { results: { title: string; url: string; route: string }[] };

async function connect(out: string): Promise<Client> {
  const client = new Client({ name: 'pxdocs-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(docsFromOutput(out)).connect(serverSide);
  await client.connect(clientSide);
  return client;
}

describe('MCP on a site in several locales', () => {
  let out: string;
  let client: Client;
  before(async () => {
    const site = await makeTempDir('mcp-locales-');
    await writeFiles(site, {
      'pxdocs.config.mjs': `export default { title: 'T', url: '${SITE}', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' }, onBrokenLinks: 'ignore', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n`,
      'docs/install.md': '# Installing\n\nThe widget installs in a minute.\n',
      'docs/colors.md': '# Colors\n\nThe palette holds twelve colors.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/install.md': '# Installation\n\nLe widget s’installe en une minute.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    out = join(site, 'out');
    client = await connect(out);
  });
  after(async () => {
    await client.close();
    await removeTempDirs();
  });

  it("describes its tools with none of pxdocs's first site's words (its routes, its rule language)", async () => {
    const { tools } = await client.listTools();
    const said = JSON.stringify([client.getInstructions(), tools]);
    assert.ok(said.includes('read_page'));
    assert.doesNotMatch(said, /Prometheux|Vadalog|vadalog|@bind|learn\//);
  });

  it('says the locales in search_docs, and searches the default one unless told', async () => {
    const { tools } = await client.listTools();
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    assert.match(search.description ?? '', /2 locales \(en, fr\)/);
    assert.ok('locale' in (search.inputSchema.properties ?? {}));
    const english = (await client.callTool({ name: 'search_docs', arguments: { query: 'widget' } })).structuredContent as Results;
    assert.deepEqual(english.results.map((result) => [result.title, result.route, result.url]), [['Installing', '/docs/install', `${SITE}/docs/install`]]);
    const named = (await client.callTool({ name: 'search_docs', arguments: { query: 'widget', locale: 'en' } })).structuredContent as Results;
    assert.deepEqual(named, english);
  });

  it('searches the locale named, giving its pages’ routes and URLs under its path', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'installe', locale: 'fr' } });
    assert.notEqual(result.isError, true, textOf(result));
    const french = result.structuredContent as Results;
    assert.deepEqual(french.results.map((hit) => [hit.title, hit.route, hit.url]), [['Installation', '/fr/docs/install', `${SITE}/fr/docs/install`]]);
    // The route read_page takes.
    const page = await client.callTool({ name: 'read_page', arguments: { path: french.results[0].route } });
    assert.equal(textOf(page), await readFile(join(out, 'fr', 'docs', 'install.md'), 'utf8'));
    assert.match(textOf(page), /Le widget s’installe/);
  });

  it('refuses a locale the site does not have, naming those it has', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'widget', locale: 'de' } });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /The docs are not in the locale "de"; they are in "en", "fr"\./);
  });

  it('lists every locale’s pages, the default’s first, and reads them', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    for (const uri of ['docs://docs/install', 'docs://fr/docs/install', 'docs://fr/docs/colors']) assert.ok(uris.includes(uri), `${uri} in ${uris.join(', ')}`);
    const firstFrench = uris.findIndex((uri) => uri.startsWith('docs://fr'));
    assert.ok(uris.slice(firstFrench).every((uri) => uri.startsWith('docs://fr')), `the French pages come after the English ones: ${uris.join(', ')}`);
    assert.equal(resources.find((resource) => resource.uri === 'docs://fr/docs/install')?.title, 'Installation');
    const read = await client.readResource({ uri: 'docs://fr/docs/install' });
    assert.match((read.contents[0] as { text: string }).text, /Le widget s’installe/);
  });
});

describe('MCP on a site in one language', () => {
  it('takes the locale its pages name, and refuses another', async () => {
    const site = await makeTempDir('mcp-one-locale-');
    await writeFiles(site, {
      'pxdocs.config.mjs': `export default { title: 'T', url: '${SITE}', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n`,
      'docs/install.md': '# Installing\n\nThe widget installs in a minute.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const client = await connect(join(site, 'out'));
    try {
      const { tools } = await client.listTools();
      assert.doesNotMatch(tools.find((tool) => tool.name === 'search_docs')!.description ?? '', /locales/);
      const found = (await client.callTool({ name: 'search_docs', arguments: { query: 'widget', locale: 'en' } })).structuredContent as Results;
      assert.equal(found.results[0]?.route, '/docs/install');
      const other = await client.callTool({ name: 'search_docs', arguments: { query: 'widget', locale: 'fr' } });
      assert.equal(other.isError, true);
      assert.match(textOf(other), /they are in "en"/);
    } finally {
      await client.close();
    }
  });
});
