// A page's front matter keywords (readers' words for what it covers) reach the
// chat: its sections are found by them, whether the chat reads the
// records at once or a server builds its sections from the records file; and
// the engine brings no vocabulary of its own (no built-in synonyms): a word no
// page has finds nothing.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPassages, Retriever, type ChatRecord } from '../../server/chat/retrieval.js';
import { recordsFromFile } from '../../server/chat/mount.js';
import { waitFor } from '../helpers.js';
import { articleRecords } from '../../compiler/search/records.js';
import { readHtml } from '../../compiler/html.js';
import type { Route } from '../../compiler/routes.js';
import type { SiteConfig } from '../../compiler/config/schema.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A page: its lvl1 record (with `keywords` when given), then one section of prose. */
function page(path: string, title: string, heading: string, prose: string, keywords?: string[]): ChatRecord[] {
  const top = { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const section = { ...top, lvl2: heading };
  const anchor = heading.toLowerCase().replace(/\W+/g, '-');
  return [
    { type: 'lvl1', hierarchy: top, content: null, url: path, ...(keywords ? { keywords } : {}) },
    { type: 'content', hierarchy: top, content: `${title} in a few words.`, url: path },
    { type: 'lvl2', hierarchy: section, content: null, url: `${path}#${anchor}` },
    { type: 'content', hierarchy: section, content: prose, url: `${path}#${anchor}` },
  ];
}

const SITE: ChatRecord[] = [
  ...page('/docs/accelerators', 'Accelerators', 'Offloading joins', 'Joins of large relations can run on an accelerator device attached to the host.', ['graphics card', 'CUDA', 'NVIDIA']),
  ...page('/docs/setup', 'Installation', 'Requirements', 'The package needs a recent interpreter and a licence file.'),
  ...page('/docs/devices', 'Devices', 'Listing devices', 'Every device attached to the host is listed with its memory.'),
];

const ask = (retriever: Retriever, question: string) => retriever.search([{ role: 'user', content: question }], 5);

describe('front matter keywords in the chat', () => {
  it('a page\'s keywords are on its first section, and a page without has none', () => {
    const passages = buildPassages(SITE);
    assert.deepEqual(passages.filter((passage) => passage.url.startsWith('/docs/accelerators')).map((passage) => passage.keywords), ['graphics card CUDA NVIDIA', '']);
    assert.ok(passages.filter((passage) => !passage.url.startsWith('/docs/accelerators')).every((passage) => passage.keywords === ''));
  });

  it('a keyword match lifts the page\'s sections alike: which section answers is still said by their own words', () => {
    // "joins" is in the second section only; "NVIDIA" in the page's keywords.
    const hits = ask(new Retriever(SITE), 'NVIDIA joins');
    assert.deepEqual(hits.slice(0, 2).map((hit) => hit.passage.url), ['/docs/accelerators#offloading-joins', '/docs/accelerators']);
  });

  it('a question in readers\' words finds the page whose keywords have them', () => {
    const question = 'is a CUDA graphics card supported';
    const hits = ask(new Retriever(SITE), question);
    assert.equal(hits[0]?.passage.url.split('#')[0], '/docs/accelerators', hits.map((hit) => hit.passage.url).join(', '));
    // Without the keywords no page shares a word with the question.
    assert.deepEqual(ask(new Retriever(SITE.map((record) => ({ ...record, keywords: undefined }))), question), []);
  });

  it('the engine has no words of its own: a word no page uses finds nothing', () => {
    // "set up" was once expanded to "install" by a table in the engine: a site's vocabulary belongs to the site.
    assert.deepEqual(ask(new Retriever(SITE), 'how do I set it up').map((hit) => hit.passage.url), []);
  });

  it('a server reading the records file gives sections their page\'s keywords', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pxdocs-chat-keywords-'));
    temp.push(dir);
    const file = join(dir, 'search-records.json');
    await writeFile(file, JSON.stringify(SITE));
    const read = recordsFromFile(file);
    let sections: Awaited<ReturnType<typeof read>>['sections'] = [];
    await waitFor(async () => {
      sections = (await read()).sections;
      return sections.length > 0;
    }, { timeoutMs: 10_000 });
    const hits = ask(new Retriever({ sections }), 'does it work with NVIDIA hardware');
    assert.equal(hits[0]?.passage.url.split('#')[0], '/docs/accelerators');
  });

  it('a page\'s record keeps at most 64 keywords of at most 100 characters (generated front matter can have thousands)', () => {
    const keywords = [' spaced \n out ', ...Array.from({ length: 5000 }, (_, index) => `word${index} ${'x'.repeat(200)}`)];
    const route = { page: { permalink: '/docs/many', title: 'Many', keywords, sidebarItems: [] } } as unknown as Route;
    const config = { navbar: { items: [] } } as unknown as SiteConfig;
    const [title] = articleRecords(readHtml('<article><div class="markdown"><p>Body.</p></div></article>'), route, config);
    assert.equal(title.type, 'lvl1');
    assert.equal(title.keywords?.length, 64);
    assert.equal(title.keywords?.[0], 'spaced out');
    assert.ok(title.keywords?.every((keyword) => keyword.length <= 100));
  });
});
