// The error a site config fails to load with, for the tests of config errors' messages and places.
import assert from 'node:assert/strict';
import { loadConfig } from '../../compiler/config/load.js';
import { PxError } from '../../compiler/errors.js';
import { makeTempDir, writeFiles } from '../helpers.js';

/** Writes `files` into a new site folder and loads its config: the PxError it fails with (the test fails if it loads). */
export async function configError(files: Record<string, string>): Promise<PxError> {
  const site = await makeTempDir('pxdocs-config-error-');
  await writeFiles(site, files);
  try {
    await loadConfig(site);
  } catch (error) {
    assert.ok(error instanceof PxError, String(error));
    return error;
  }
  assert.fail('the config loaded');
}
