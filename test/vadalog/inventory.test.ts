// Every Vadalog example that shows an output is either checked by the build
// (expect="…") or says why not (unchecked="…"): none is silently unchecked,
// and the number of unchecked ones can only go down (a ratchet). Run this
// file to see the inventory: one line per unchecked example with its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasMetaFlag, metaValue, runExample } from '../../compiler/vadalog/examples.js';
import { Unsupported } from '../../compiler/vadalog/evaluate.js';
import { parseVadalog } from '../../theme/shared/vadalog/parse.js';
import { isVadalog, siteFences, type Fence } from './fences.js';

/** Lower this when an example becomes checked; never raise it. */
const UNCHECKED_MAX = 14;

const isOutput = (fence: Fence) => fence.lang === 'text' || hasMetaFlag(fence.meta, 'output');

/** Whole programs followed (as the next code block of their page) by an output block, or naming one. */
function examplesWithOutput(): Fence[] {
  const fences = siteFences();
  return fences.filter((fence, index) => {
    if (!isVadalog(fence) || hasMetaFlag(fence.meta, 'fragment') || hasMetaFlag(fence.meta, 'output')) return false;
    if (metaValue(fence.meta, 'expect')) return true;
    const next = fences[index + 1];
    return next !== undefined && next.file === fence.file && isOutput(next);
  });
}

test('no example with a shown output is silently unchecked, and the unchecked ones do not grow', (t) => {
  const examples = examplesWithOutput();
  const silent = examples.filter((fence) => !metaValue(fence.meta, 'expect') && !metaValue(fence.meta, 'unchecked'));
  const unchecked = examples.filter((fence) => metaValue(fence.meta, 'unchecked'));
  for (const fence of unchecked) t.diagnostic(`unchecked ${fence.file}:${fence.line}: ${metaValue(fence.meta, 'unchecked')}`);
  t.diagnostic(`${examples.length} examples with a shown output: ${examples.length - unchecked.length - silent.length} checked, ${unchecked.length} unchecked with a reason, ${silent.length} silently unchecked`);
  assert.deepEqual(silent.map((fence) => `${fence.file}:${fence.line}`), [], 'add expect="…" (and id="…" on the output block), or unchecked="reason"');
  assert.ok(unchecked.length <= UNCHECKED_MAX, `${unchecked.length} unchecked examples, more than the ${UNCHECKED_MAX} allowed`);
});

test('an unchecked example is one the build really cannot run', () => {
  const stale: string[] = [];
  for (const fence of examplesWithOutput().filter((example) => metaValue(example.meta, 'unchecked'))) {
    const parsed = parseVadalog(fence.value);
    assert.ok(parsed.ok, `${fence.file}:${fence.line} does not parse`);
    try {
      runExample(fence.node, parsed.program, fence.blocks);
      stale.push(`${fence.file}:${fence.line} runs: give it expect="…"`);
    } catch (error) {
      if (!(error instanceof Unsupported)) stale.push(`${fence.file}:${fence.line}: ${(error as Error).message}`);
    }
  }
  assert.deepEqual(stale, []);
});
