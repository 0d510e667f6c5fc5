// `themeConfig.prism.additionalLanguages` as init reads it: the language names
// are carried to `highlight.additionalLanguages`; an entry that is no name
// (Docusaurus's validation refuses the config) is named, where init left it out
// without a word.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';

const translate = (prism: string) => translateDocusaurus(evaluateConfigSource(`module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { prism: ${prism} },
};\n`, 'docusaurus.config.js'), process.cwd(), 'docusaurus.config.js');

describe('pxdocs init on prism.additionalLanguages', () => {
  it('carries the names and names each entry that is no language name', () => {
    const { config, notCarried } = translate("{ additionalLanguages: ['rust', 42, 'powershell', { name: 'x' }] }");
    assert.deepEqual(config.highlight, { additionalLanguages: ['rust', 'powershell'] });
    assert.deepEqual(notCarried.filter((entry) => entry.key.startsWith('themeConfig.prism')), [
      { key: 'themeConfig.prism.additionalLanguages[1]', reason: 'expected a Prism language name, found 42' },
      { key: 'themeConfig.prism.additionalLanguages[3]', reason: 'expected a Prism language name, found {"name":"x"}' },
    ]);
  });

  it('names a value that is no list', () => {
    const { config, notCarried } = translate("{ additionalLanguages: 'rust' }");
    assert.equal(config.highlight, undefined);
    assert.deepEqual(notCarried.map((entry) => entry.key), ['themeConfig.prism.additionalLanguages']);
  });
});
