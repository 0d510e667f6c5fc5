// `future` as init reads it. Docusaurus 3.10's `future.v4: true` turns on five flags
// (core's DEFAULT_FUTURE_V4_CONFIG_TRUE): three change what readers get: stored choices
// under namespaced keys and MDX 1 syntax refused are carried (`storage.namespace`,
// `markdown.mdx1Compat`); the CSS in cascade layers pxdocs does not do, so it is named; two change only
// Docusaurus's own build, as `faster` does, and are a note. init said "future flags
// do not apply" of them all.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';

const translate = (future: string) => translateDocusaurus(evaluateConfigSource(`module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  future: ${future},
  presets: [['classic', { docs: false, blog: false }]],
};\n`, 'docusaurus.config.js'), process.cwd(), 'docusaurus.config.js');

const futureKeys = (result: ReturnType<typeof translate>) => result.notCarried.filter((entry) => entry.key.startsWith('future')).map((entry) => entry.key);

describe('pxdocs init on future flags', () => {
  it('names each v4 flag that changes the pages, and notes those of the build alone', () => {
    const result = translate('{ v4: true, faster: false }');
    assert.deepEqual(futureKeys(result), ['future.v4.useCssCascadeLayers']);
    // siteStorageNamespacing is carried, as `storage.namespace: true` (site-storage.test.ts), and
    // mdx1CompatDisabledByDefault as `markdown.mdx1Compat` off (mdx1-compat.test.ts).
    assert.deepEqual(result.config.storage, { namespace: true });
    assert.deepEqual((result.config.markdown as { mdx1Compat?: unknown }).mdx1Compat, { comments: false, admonitions: false, headingIds: false });
    assert.ok(result.notes.some((note) => /future\.v4: removeLegacyPostBuildHeadAttribute, fasterByDefault/.test(note)), result.notes.join('\n'));
    assert.ok(result.notes.some((note) => /future\.faster/.test(note)));
  });

  it('reads the object form flag by flag, and names a hash router and an unknown flag', () => {
    const result = translate("{ v4: { useCssCascadeLayers: true, siteStorageNamespacing: false, newFlag: true }, experimental_router: 'hash' }");
    assert.deepEqual(futureKeys(result), ['future.v4.useCssCascadeLayers', 'future.v4.newFlag', 'future.experimental_router']);
  });

  it('says nothing of flags that are off', () => {
    assert.deepEqual(futureKeys(translate("{ v4: false, experimental_router: 'browser' }")), []);
  });
});
