// The site fuzzer (site-fuzzer.ts) over a fixed seed: real pages broken in many
// ways either build, or fail with catalogue errors placed inside a real file,
// in time, leaving the previous output. A failing case is replayed with
// `node --import tsx test/security/site-fuzzer.ts <seed> 1`.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { fuzzSites } from './site-fuzzer.js';

it('broken copies of real sites build or fail with errors a person can act on', { timeout: 300_000 }, async () => {
  const { counts, bugs } = await fuzzSites(9100, 14);
  assert.deepEqual(bugs.map(({ fuzz, verdict }) => ({ seed: fuzz.seed, notes: fuzz.notes, verdict })), []);
  // The cases reach both ends: some build, some fail (a fuzzer whose every case fails at the config tests nothing after it).
  assert.ok(counts.ok > 0 && counts.actionable > 0, JSON.stringify(counts));
});
