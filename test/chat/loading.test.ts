// How a server loads the chat's docs: the lexical index made in slices
// (Retriever.create) ranks exactly as the one made at once, and other work runs
// while it is made; the records file is read between other work into the
// sections it makes, given as a promise while it loads, and read again when a
// rebuild replaces it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPassages, Retriever, type ChatRecord } from '../../server/chat/retrieval.js';
import { recordsFromFile } from '../../server/chat/mount.js';
import { seededRandom, waitFor } from '../helpers.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A site of `pages` pages, each with a few sections of made-up prose. */
function records(pages: number, seed: number): ChatRecord[] {
  const random = seededRandom(seed);
  const words = ['rule', 'recursion', 'aggregate', 'postgres', 'binding', 'chase', 'graph', 'token', 'install', 'negation', 'embedding', 'schema', 'output', 'input', 'reasoning'];
  const out: ChatRecord[] = [];
  for (let page = 0; page < pages; page++) {
    for (let section = 0; section < 3; section++) {
      const url = `/docs/page-${page}#section-${section}`;
      const hierarchy = { lvl0: 'Docs', lvl1: `Page ${page}`, lvl2: `Section ${section} ${words[(page + section) % words.length]}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
      out.push({ type: 'lvl2', hierarchy, content: null, url });
      out.push({ type: 'content', hierarchy, content: Array.from({ length: 30 }, () => words[Math.floor(random() * words.length)]).join(' '), url });
    }
  }
  return out;
}

describe('loading the chat', () => {
  it('Retriever.create ranks as the retriever made at once, and lets other work run meanwhile', async () => {
    const site = records(1500, 3);
    const atOnce = new Retriever(site);
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const sliced = await Retriever.create(site);
    done = true;
    // 4,500 sections in slices of 1,000: the loop turned between them.
    assert.ok(ticks >= 4, `other work ran ${ticks} times while the index was made`);
    for (const question of ['recursion over a graph', 'postgres binding input', 'how do I install', 'negation in a rule']) {
      const messages = [{ role: 'user' as const, content: question }];
      assert.deepEqual(sliced.search(messages, 5).map((hit) => [hit.passage.url, hit.score]), atOnce.search(messages, 5).map((hit) => [hit.passage.url, hit.score]), question);
    }
  });

  it('recordsFromFile gives a promise while it reads, the sections after, and reads a replaced file again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pxdocs-chat-records-'));
    temp.push(dir);
    const file = join(dir, 'search-records.json');
    const first = records(200, 5);
    await writeFile(file, JSON.stringify(first.map((record, index) => ({ objectID: `o${index}`, language: 'en', ...record }))));
    const get = recordsFromFile(file);
    const loading = get();
    assert.ok(loading instanceof Promise, 'the first call starts reading and gives its promise');
    const read = await loading;
    // The sections the records make, as buildPassages makes them from the whole array.
    assert.deepEqual(read.sections, buildPassages(first));
    assert.equal(read.sections.length, 600);
    assert.equal(get(), read, 'then the same sections, at once');
    const second = records(50, 6);
    await writeFile(file, JSON.stringify(second));
    // The file is looked at again at most once a second.
    await waitFor(async () => (await get()).sections.length === 150, { what: 'the replaced file to be read' });
    // A retriever over the sections ranks as one over the records.
    const sections = await get();
    const question = [{ role: 'user' as const, content: 'recursion and negation' }];
    assert.deepEqual(new Retriever(sections).search(question, 5).map((hit) => hit.passage.url), new Retriever(second).search(question, 5).map((hit) => hit.passage.url));
  });
});
