// A site plugin named by path (`plugins: ['./src/plugins/x.js']`) whose module does
// not parse is named as the plugin, at its own file's line and column: it was
// reported as "Config does not compile", with the config's hint.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeFixture, removeTempDirs } from '../helpers.js';

let temp: string;

before(async () => {
  temp = await makeFixture('plugin-syntax', {
    // The config at the site's root: a plugin's path is read from the config's folder.
    'pxdocs.config.mjs': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, plugins: ['./src/plugins/x.js'] }),
    'docs/intro.md': '# Intro\n',
    'src/plugins/x.js': "module.exports = function plugin() {\n  return {\n    name: 'x'\n    loadContent() { return 1; },\n  };\n};\n",
  });
});

after(removeTempDirs);

describe('a site plugin module with a syntax error', () => {
  it('names the plugin and its file at the line and column esbuild stopped at, and fails with 1', async () => {
    const result = await buildSite(temp, join(temp, 'out'));
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Site plugin does not compile {2}src\/plugins\/x\.js:4:5\n/);
    assert.match(result.stderr, /The site plugin plugins\[0\] \(\.\/src\/plugins\/x\.js\) is src\/plugins\/x\.js, which does not compile: Expected "}" but found "loadContent"/);
    assert.doesNotMatch(result.stderr, /Config does not compile|TypeScript syntax in the config/);
    assert.match(result.stderr, /> 4 \| {5}loadContent\(\) \{ return 1; \},\n\s+\| {5}\^/, 'with the lines of the module around the place');
  });
});
