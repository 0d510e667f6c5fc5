import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers.js';
// @ts-expect-error: a plain ESM script without types
import { generate } from '../../compiler/vadalog/generate-grammar.mjs';

test('the generated parser and tokenizer match vadalog.peggy', () => {
  const expected = generate() as Record<string, string>;
  for (const [name, source] of Object.entries(expected)) {
    const committed = readFileSync(join(ROOT, 'theme/shared/vadalog', name), 'utf8');
    assert.ok(committed === source, `theme/shared/vadalog/${name} is out of date: run node compiler/vadalog/generate-grammar.mjs`);
  }
});
