// Build-time section embeddings: the local MiniLM model really runs, similar
// texts score closer than unrelated ones, vectors survive int8 quantisation,
// and the on-disk cache makes a rebuild embed only the sections that changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTO_EMBED_LIMIT, buildEmbeddings, cosine, dequantize, embeddedPassages, embedLimit, embeddingsMode, embedQuery, PAGE_EMBEDDED_SECTIONS, parseEmbeddings, quantize } from '../../compiler/search/embeddings.js';
import { buildPassages } from '../../compiler/search/sections.js';
import type { ChatRecord } from '../../compiler/search/sections.js';

function record(url: string, section: string, content: string | null, type: ChatRecord['type'] = 'content'): ChatRecord {
  return { type, url, content, hierarchy: { lvl0: 'Learn', lvl1: 'Configuring Prometheux', lvl2: section, lvl3: null, lvl4: null, lvl5: null, lvl6: null } };
}

const RECORDS: ChatRecord[] = [
  record('/config#gpu', 'Accelerating processing with GPUs', 'On machines with NVIDIA GPUs, the engine can offload SQL operations to the GPU through the Spark-RAPIDS plugin.'),
  record('/config#neo4j', 'Chase storage in Neo4j', 'The chase graph can be stored in a Neo4j database given its URL, user and password.'),
  record('/config#livy', 'Configuring the Livy REST service', 'Livy submits Prometheux jobs to a Spark cluster over HTTP.'),
];

test('the local MiniLM model embeds a question closer to the section that answers it', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-'));
  try {
    const built = await buildEmbeddings(RECORDS, join(dir, 'cache.json'));
    assert.equal(built.meta.dimensions, 384);
    assert.equal(built.bytes.length, 3 * 384, 'int8: one byte per dimension');
    const vectors = parseEmbeddings(built.meta, built.bytes);
    const question = await embedQuery('How do I speed up reasoning with a graphics card?');
    const scores = ['/config#gpu', '/config#neo4j', '/config#livy'].map((url) => cosine(question, vectors.byUrl.get(url)!));
    assert.ok(scores[0] > scores[1] + 0.1 && scores[0] > scores[2] + 0.1, `GPU section ${scores.map((score) => score.toFixed(3)).join(' / ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('int8 quantisation keeps a vector within 0.001 cosine of itself', async () => {
  const vector = await embedQuery('how do I write a recursive rule');
  const { bytes, scale } = quantize(vector);
  assert.ok(cosine(vector, dequantize(bytes, scale)) > 0.999);
});

test('a rebuild embeds only the sections whose text changed, from the cache on disk', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-'));
  const cache = join(dir, 'cache.json');
  try {
    const first = await buildEmbeddings(RECORDS, cache);
    assert.deepEqual([first.embedded, first.reused], [3, 0]);
    assert.equal(Object.keys(JSON.parse(readFileSync(cache, 'utf8'))).length, 3);
    const again = await buildEmbeddings(RECORDS, cache);
    assert.deepEqual([again.embedded, again.reused], [0, 3]);
    assert.deepEqual(again.bytes, first.bytes, 'the same vectors');
    const edited = RECORDS.map((entry, index) => (index === 1 ? { ...entry, content: 'The chase graph is written to Neo4j with the bolt protocol.' } : entry));
    const third = await buildEmbeddings(edited, cache);
    assert.deepEqual([third.embedded, third.reused], [1, 2]);
    assert.deepEqual(third.bytes.subarray(0, 384), first.bytes.subarray(0, 384), 'unchanged sections keep their vectors');
    assert.notDeepEqual(third.bytes.subarray(384, 768), first.bytes.subarray(384, 768), 'the edited section has a new one');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('chat.embeddings: the environment overrides the config, and each mode bounds the sections a build embeds', () => {
  assert.equal(embeddingsMode('auto', {}), 'auto');
  assert.equal(embeddingsMode(40, {}), 40);
  assert.equal(embeddingsMode(40, { PXDOCS_CHAT_EMBEDDINGS: 'off' }), 'off');
  assert.equal(embeddingsMode('auto', { PXDOCS_CHAT_EMBEDDINGS: 'ON' }), 'on');
  assert.equal(embeddingsMode('on', { PXDOCS_CHAT_EMBEDDINGS: ' auto ' }), 'auto');
  assert.equal(embeddingsMode('on', { PXDOCS_CHAT_EMBEDDINGS: '0' }), 'off', 'the old boolean spellings keep their meaning');
  assert.equal(embeddingsMode('off', { PXDOCS_CHAT_EMBEDDINGS: 'true' }), 'on');
  assert.deepEqual(['off', 'auto', 'on', 7].map((mode) => embedLimit(mode as never)), [0, AUTO_EMBED_LIMIT, Infinity, 7]);
});

test('a page embeds at most PAGE_EMBEDDED_SECTIONS of its sections, the others ranked by words: 50,000 headings are not 50,000 vectors', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-embed-'));
  try {
    const huge = Array.from({ length: 50_000 }, (_, i) => record(`/huge#section-${i}`, `Section ${i}`, `Text of section ${i}.`));
    // Limit 0: nothing is embedded (no model), and what is left is what a build would embed.
    const built = await buildEmbeddings([...RECORDS, ...huge], join(dir, 'cache.json'), { limit: 0 });
    assert.equal(built.left, RECORDS.length + PAGE_EMBEDDED_SECTIONS);
    // A normal page keeps every section.
    const passages = embeddedPassages(buildPassages([...RECORDS, ...huge]));
    assert.equal(passages.filter((passage) => passage.url.startsWith('/config#')).length, RECORDS.length);
    assert.deepEqual(passages.filter((passage) => passage.url.startsWith('/huge#')).map((passage) => passage.url), huge.slice(0, PAGE_EMBEDDED_SECTIONS).map((item) => item.url));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
