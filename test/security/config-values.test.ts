// A config is code, and may build values no JSON can write: an object inside
// itself (`item.self = item`), or an array nested 100,000 deep by a loop, given to
// a key the schema passes on as it is (a custom navbar item's props, customFields).
// The build wrote the config as JSON for its cache key and failed with "Unexpected
// error: Converting circular structure to JSON" or a stack overflow, naming neither
// the key nor the config; the schema's own message for customFields overflowed
// while showing the value.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../compiler/config/load.js';
import { PxError } from '../../compiler/errors.js';
import { makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { configError } from './config-error.js';

after(removeTempDirs);

const BASE = "title: 'T', url: 'https://example.com', docs: { path: 'docs' }, footer: { copyright: '' }";

/** The error a config of this source fails with. */
function configSourceError(source: string): Promise<PxError> {
  return configError({ 'pxdocs.config.mjs': source });
}

describe('config values JSON cannot write', () => {
  it('an object inside itself is named at its key path, not an unexpected error', async () => {
    const error = await configSourceError(`const props = { a: 1 };\nprops.self = props;\nexport default { ${BASE},\n  navbar: { items: [{ type: 'custom-x', props }] },\n};\n`);
    assert.equal(error.title, 'Invalid site config');
    assert.match(error.message, /^navbar\.items\[0\]\.props\.self: holds a value it is inside \(an object or array inside itself\): the config must be data JSON can write \(within `navbar\.items\[0\]\.props`, pxdocs\.config\.mjs:4:41\)$/);
  });

  it('a value 100,000 levels deep is named, its path shortened', async () => {
    const error = await configSourceError(`let deep = [];\nfor (let i = 0; i < 100000; i++) deep = [deep];\nexport default { ${BASE}, navbar: { items: [] },\n  customFields: { deep },\n};\n`);
    assert.match(error.message, /^customFields\.deep\[0\]\[0\]\[0\]\[0\]…\[0\]\[0\]\[0\] \(1,000 levels\): nests deeper than 1,000 levels: write the value out flatter \(within `customFields\.deep`, pxdocs\.config\.mjs:4:19\)$/);
  });

  it('the same object twice, a date and a plugin function are data enough', async () => {
    const site = await makeTempDir('pxdocs-config-values-');
    await writeFiles(site, { 'pxdocs.config.mjs': `const shared = { note: 'x' };\nexport default { ${BASE}, navbar: { items: [] },\n  customFields: { a: shared, b: [shared, shared], when: new Date(0) },\n  markdown: { remarkPlugins: [() => () => {}] },\n};\n` });
    const { config } = await loadConfig(site);
    assert.deepEqual(config.customFields.b, [{ note: 'x' }, { note: 'x' }]);
  });

  it('the schema shows a wrong value inside itself without throwing', async () => {
    const error = await configSourceError(`const item = { label: 5 };\nitem.self = item;\nexport default { ${BASE}, navbar: { items: [] }, customFields: [item] };\n`);
    assert.match(error.message, /customFields\[0\]\.self: holds a value it is inside/);
  });
});
