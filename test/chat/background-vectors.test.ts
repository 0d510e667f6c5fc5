// The chat's section vectors a build left for later ('auto' or a number bounds
// a build's embedding work): `pxdocs serve` embeds them in the background,
// answers meanwhile, ranks by meaning once they are all there, and caches them
// so the next build takes them from the cache instead of embedding again.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { EMBEDDINGS_CACHE, readEmbeddings, vectorsFor } from '../../compiler/search/embeddings.js';
import { backgroundVectors } from '../../server/chat/background-vectors.js';
import { recordsFromFile } from '../../server/chat/mount.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { makeFixture, removeTempDirs, waitFor } from '../helpers.js';
import { ask } from './helpers.js';

after(removeTempDirs);

const quiet = () => new Reporter({ stream: new Writable({ write(_chunk, _encoding, done) { done(); } }) });

/** A fixture site whose builds embed at most `limit` new sections (the config's number; the test runner turns embeddings off in the environment). */
async function boundedSite(limit: number): Promise<string> {
  const site = await makeFixture('basic');
  const configFile = join(site, 'config', 'site.config.ts');
  const source = await readFile(configFile, 'utf8');
  await writeFile(configFile, source.replace("onBrokenLinks: 'throw',", `onBrokenLinks: 'throw',\n  chat: { embeddings: ${limit} },`));
  return site;
}

/** Runs `body` with PXDOCS_CHAT_EMBEDDINGS unset, so the config's bound applies. */
async function withConfigEmbeddings<T>(body: () => Promise<T>): Promise<T> {
  const saved = process.env.PXDOCS_CHAT_EMBEDDINGS;
  delete process.env.PXDOCS_CHAT_EMBEDDINGS;
  try {
    return await body();
  } finally {
    if (saved === undefined) delete process.env.PXDOCS_CHAT_EMBEDDINGS;
    else process.env.PXDOCS_CHAT_EMBEDDINGS = saved;
  }
}

async function meta(out: string): Promise<{ pending?: number; sections: unknown[] }> {
  return JSON.parse(await readFile(join(out, 'chat-embeddings.json'), 'utf8')) as { pending?: number; sections: unknown[] };
}

test('pxdocs serve embeds the sections a build left without a vector, answering meanwhile, and the next build takes them from the cache', { timeout: 240_000 }, () => withConfigEmbeddings(async () => {
  const site = await boundedSite(2);
  const out = join(site, 'out');
  const first = await build({ cwd: site, reporter: quiet() });
  const warning = first.warnings.find((entry) => entry.kind === 'chat')?.message ?? '';
  assert.match(warning, /`pxdocs serve` and `pxdocs chat` embed the rest in the background/);
  const pending = (await meta(out)).pending ?? 0;
  assert.ok(pending > 2, `the build left sections for later: ${JSON.stringify(await meta(out))}`);
  assert.equal(readEmbeddings(out), undefined, 'no vectors in the output yet');

  const told: string[] = [];
  const server: Server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false, warmChat: true, log: (message) => told.push(message) });
  try {
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/docsChat`;
    await waitFor(() => told.length > 0, { timeoutMs: 30_000, what: 'the background work to start' });
    assert.match(told[0], new RegExp(`^Chat: embedding the ${pending} sections the build left without a vector, in the background on one thread \\(about \\d+ min\\); the chat ranks by words until they are done`));
    // The chat answers while the model works, from the words of the question.
    const early = await ask(endpoint, 'How do I install the tool?');
    assert.equal(early.status, 200);
    assert.ok(early.sources.length > 0, 'answered while embedding');
    await waitFor(() => told.length > 1, { timeoutMs: 180_000, what: 'the background work to end' });
    assert.match(told[1], /^Chat: every section has its vector \(\d+ sections, \d+ embedded in [\d.]+ s and cached in .*embeddings-cache\.json\); the chat now ranks by meaning and words\.$/);
    const total = Number(/\((\d+) sections/.exec(told[1])![1]);
    assert.equal(total, pending + 2, 'every section of the site has a vector');
    const cache = JSON.parse(await readFile(join(site, EMBEDDINGS_CACHE), 'utf8')) as Record<string, string>;
    assert.ok(Object.keys(cache).length >= total, 'the vectors are in the site\'s cache');
  } finally {
    await closeServer(server);
  }

  // The next build embeds nothing new and writes the whole set of vectors.
  const second = await build({ cwd: site, reporter: quiet() });
  assert.equal(second.warnings.find((entry) => entry.kind === 'chat'), undefined);
  const complete = await meta(out);
  assert.equal(complete.pending, undefined);
  assert.equal(complete.sections.length, pending + 2);
  assert.equal((await stat(join(out, 'chat-embeddings.bin'))).size, (pending + 2) * 384);
}));

test('the sections get their vectors attached once all are embedded; stopped, the work ends and attaches nothing', { timeout: 240_000 }, () => withConfigEmbeddings(async () => {
  const site = await boundedSite(0);
  const out = join(site, 'out');
  await build({ cwd: site, reporter: quiet() });
  const pending = (await meta(out)).pending ?? 0;
  assert.ok(pending > 2);
  const cacheFile = join(site, EMBEDDINGS_CACHE);

  // Stopped right after it starts: the work ends (no thread left running) and nothing is attached.
  const stopped = backgroundVectors({ cacheFile });
  const load = recordsFromFile(join(out, 'search-records.json'), stopped);
  const set = await load();
  assert.equal(vectorsFor(set), undefined);
  await stopped.close();
  assert.equal(vectorsFor(set), undefined, 'a stopped run attaches nothing');

  // Run to the end: the very sections the chat ranks get their vectors.
  const told: string[] = [];
  const running = backgroundVectors({ cacheFile, log: (message) => told.push(message) });
  const again = await recordsFromFile(join(out, 'search-records.json'), running)();
  await running.running;
  const vectors = vectorsFor(again);
  assert.ok(vectors, `vectors attached: ${told.join(' / ')}`);
  assert.equal(vectors.byUrl.size, again.sections.length);
  for (const section of again.sections) assert.ok(vectors.byUrl.has(section.url), `a vector for ${section.url}`);

  // PXDOCS_CHAT_EMBEDDINGS=off keeps the model off in servers too.
  process.env.PXDOCS_CHAT_EMBEDDINGS = 'off';
  const off: string[] = [];
  const disabled = backgroundVectors({ cacheFile: join(site, 'other-cache.json'), log: (message) => off.push(message) });
  const offSet = await recordsFromFile(join(out, 'search-records.json'), disabled)();
  await disabled.running;
  assert.deepEqual(off, []);
  assert.equal(vectorsFor(offSet), undefined);
  await assert.rejects(stat(join(site, 'other-cache.json')));
}));
