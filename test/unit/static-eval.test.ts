// What init's static reading of a Docusaurus config makes of values read from
// modules: the properties read are kept (`themes.github`), `.default` is the
// module itself, and a property chosen at run time is unknown.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateConfigSource, ModuleRef, Unknown } from '../../compiler/config/static-eval.js';

const read = (code: string) => evaluateConfigSource(code, 'docusaurus.config.mjs') as Record<string, unknown>;

describe('values read from modules', () => {
  it("keeps a named import's member path", () => {
    const value = read(`import { themes as prismThemes } from 'prism-react-renderer';\nexport default { theme: prismThemes.github };\n`);
    assert.deepEqual(value.theme, new ModuleRef('prism-react-renderer', ['themes', 'github']));
  });

  it("keeps a destructured require's member path, through a variable", () => {
    const value = read(`const { themes } = require('prism-react-renderer');\nconst light = themes.github;\nmodule.exports = { theme: light };\n`);
    assert.deepEqual(value.theme, new ModuleRef('prism-react-renderer', ['themes', 'github']));
  });

  it('reads .default as the module itself', () => {
    const value = read(`module.exports = { plugin: require('remark-math').default };\n`);
    assert.deepEqual(value.plugin, new ModuleRef('remark-math'));
  });

  it('does not guess a property chosen at run time, nor one of a file of the site', () => {
    const computed = read(`const { themes } = require('prism-react-renderer');\nconst name = process.argv[2];\nmodule.exports = { theme: themes[name] };\n`);
    assert.ok(computed.theme instanceof Unknown, String(computed.theme));
    const local = read(`import { theme } from './src/theme.js';\nexport default { theme };\n`);
    assert.ok(local.theme instanceof Unknown);
  });
});
