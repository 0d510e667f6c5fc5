// Search on an API reference's vocabulary, for `npm run bench`: the records of
// a generated 10,000-page reference (BENCH_API_PAGES to change it, 0 to skip),
// as TypeDoc-style pages give them (a class a page, its members with camelCase
// names found nowhere else, signatures, "Defined in: file:line"), indexed in
// process (no site build). Such a site's dictionary grows with its pages, not
// only with its language: prints the terms, the manifest as served (brotli)
// with the dictionary it lists (the most frequent terms, postings.ts
// `dictionaryHead`) and as it would be listing every term, and what first
// queries download: a member's name whole, its start being typed, a typo, a
// frequent word. The budget: 150 KB for a first query.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { createShardedIndex } from '../compiler/search/shards.js';
import { freshIndex } from './search.js';
import { seededRandom } from '../test/seeded-random.js';
import type { SearchRecord } from '../theme/shared/search-shape.js';

const PARTS = ['node', 'type', 'reflection', 'symbol', 'source', 'file', 'option', 'plugin', 'render', 'context', 'event', 'comment', 'signature', 'parameter', 'module', 'project', 'path', 'entry', 'point', 'declaration', 'export', 'import', 'kind', 'flag', 'literal', 'member', 'access', 'binding', 'element', 'expression', 'statement', 'token', 'scope', 'cache', 'host', 'watch', 'program', 'compiler', 'emit', 'diagnostic', 'range', 'span', 'text', 'change', 'list', 'map', 'set', 'reader', 'writer', 'factory'];
const VERBS = ['get', 'set', 'create', 'update', 'is', 'has', 'find', 'add', 'remove', 'resolve', 'convert', 'visit', 'emit', 'read', 'write'];
const PROSE = ['returns', 'the', 'given', 'value', 'of', 'an', 'option', 'when', 'it', 'is', 'set', 'for', 'this', 'node', 'and', 'its', 'children', 'called', 'before', 'after', 'each', 'file', 'in', 'project'];


const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

/** The records of a generated API reference of `pages` pages, and member names to ask for. */
export function apiRecords(pages: number): { records: SearchRecord[]; members: string[] } {
  const next = seededRandom(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const records: SearchRecord[] = [];
  const members: string[] = [];
  const add = (url: string, anchor: string | null, levels: [string, ...string[]], type: SearchRecord['type'], content: string | null) =>
    records.push({
      objectID: `api-${records.length}`, type, content, url: anchor ? `${url}#${anchor}` : url, url_without_anchor: url, anchor, code: false, language: 'en', docusaurus_tag: 'docs-default-current',
      hierarchy: { lvl0: 'API', lvl1: levels[0], lvl2: levels[1] ?? null, lvl3: levels[2] ?? null, lvl4: null, lvl5: null, lvl6: null },
      weight: { pageRank: 0, level: 0, position: records.length },
    });
  const prose = (count: number) => Array.from({ length: count }, () => pick(PROSE)).join(' ');
  for (let page = 0; page < pages; page++) {
    const name = `${capital(pick(PARTS))}${capital(pick(PARTS))}${capital(pick(PARTS))}${page}`;
    const url = `/docs/api/classes/${name}`;
    const title = `Class: ${name}`;
    add(url, null, [title], 'lvl1', null);
    add(url, null, [title], 'content', `Defined in: src/lib/${pick(PARTS)}/${pick(PARTS)}.ts:${1 + Math.floor(next() * 40_000)}`);
    add(url, null, [title], 'content', `${capital(prose(10))}.`);
    add(url, 'methods', [title, 'Methods'], 'lvl2', null);
    for (let member = 0; member < 8; member++) {
      const method = `${pick(VERBS)}${capital(pick(PARTS))}${capital(pick(PARTS))}${page % 97 === 0 ? '' : member}`;
      if (member === 0 && page % 500 === 0) members.push(method);
      const anchor = method.toLowerCase();
      add(url, anchor, [title, 'Methods', `${method}()`], 'lvl3', null);
      add(url, anchor, [title, 'Methods', `${method}()`], 'content', `${method}(${pick(PARTS)}: ${capital(pick(PARTS))}${capital(pick(PARTS))}): ${capital(pick(PARTS))}`);
      add(url, anchor, [title, 'Methods', `${method}()`], 'content', `${capital(prose(12))}. Defined in: src/lib/${pick(PARTS)}.ts:${1 + Math.floor(next() * 40_000)}`);
    }
  }
  return { records, members };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function apiVocabularySection(): Promise<void> {
  const pages = Number(process.env.BENCH_API_PAGES ?? 10_000);
  if (!pages) return;
  const { records, members } = apiRecords(pages);
  const out = mkdtempSync(join(tmpdir(), 'pxdocs-bench-api-'));
  try {
    const index = await createShardedIndex(records);
    const whole = await createShardedIndex(records, { headChars: Number.MAX_SAFE_INTEGER });
    for (const file of index.files) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.contents);
    }
    const manifestText = JSON.stringify(index.manifest);
    writeFileSync(join(out, 'search-index.json'), manifestText);
    // The build writes the manifest's .br at quality 5 (precompress.ts); the same here.
    const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const manifestBrotli = brotli(manifestText);
    writeFileSync(join(out, 'search-index.json.br'), manifestBrotli);
    console.log(`Search, API reference vocabulary (${pages.toLocaleString('en')} generated pages, in process)`);
    console.log(`  index            ${records.length} records, ${whole.manifest.terms.length} terms: manifest ${kb(manifestBrotli.length)} br listing ${index.manifest.terms.length} (${index.manifest.dictionary ? 'the most frequent and each shard\'s first' : 'all'}); listing all: ${kb(brotli(JSON.stringify(whole.manifest)).length)} br`);
    const asked = [...members.map((member) => [member, member.slice(0, 7), `${member.slice(0, -2)}x${member.at(-1)}`]).flat(), 'returns the value', 'defined in'];
    const each: { query: string; bytes: number; hits: number }[] = [];
    for (const text of asked) {
      const fresh = freshIndex(out);
      const response = await fresh.index.query({ query: text, hitsPerPage: 20 });
      each.push({ query: text, hits: response.nbHits, bytes: fresh.bytes() });
    }
    const worst = [...each].sort((a, b) => b.bytes - a.bytes)[0];
    const found = members.filter((member) => each.find((entry) => entry.query === member)!.hits > 0).length;
    console.log(`  first search     ${asked.length} queries (member names, their starts, typos, prose): median ${kb(each.map((entry) => entry.bytes).sort((a, b) => a - b)[each.length >> 1])}, worst "${worst.query}" ${kb(worst.bytes)} (as served, br)   target <= 150 KB  ${worst.bytes <= 150 * 1024 ? 'OK' : 'OVER'}`);
    console.log(`  found            ${found} of ${members.length} member names asked for whole`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await apiVocabularySection();
