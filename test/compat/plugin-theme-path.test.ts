// A site plugin giving a theme folder (`getThemePath`, Docusaurus's way for a plugin to add or
// shadow theme components) is not read by pxdocs: only src/theme is. The build said nothing of it,
// so components the folder gives were missing without a word. Now it names the folder and the way out.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a site plugin with a theme folder', () => {
  it('is named in a warning with its folder', async () => {
    const dir = await makeTempDir('pxdocs-theme-path-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `import themed from './plugins/themed/index.js';
export default {
  title: 'Themed', url: 'https://themed.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Themed' }, chat: { embeddings: 'off' },
  plugins: [themed],
};
`,
      'plugins/themed/index.js': "const path = require('node:path');\nmodule.exports = function themed() {\n  return { name: 'themed', getThemePath() { return path.join(__dirname, 'theme'); } };\n};\n",
      'plugins/themed/theme/Banner.js': "export default function Banner() { return null; }\n",
      'docs/intro.md': '# Intro\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout + result.stderr, /The site plugin "themed" \(plugins\[0\][^\n]*\) gives the theme folder plugins\/themed\/theme \(getThemePath\), whose components pxdocs does not read/);
  });
});
