// The tests' own helpers where they stand in for the command line: run compiled
// (the runner's default), in-process builds load the command line's bundle, as
// `pxdocs` does, not dist/'s modules one by one.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledEntry, ROOT } from '../helpers.js';

describe('test helpers', () => {
  it('load the bundled build API when the tests run compiled', { skip: process.env.PXDOCS_TEST_FROM_SOURCE === '1' && 'run from the sources' }, () => {
    assert.equal(bundledEntry('build-api'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'build-api.js')).href);
  });
});
