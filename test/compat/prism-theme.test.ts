// Code colours from prism-react-renderer themes (`highlight.theme`/`darkTheme`,
// Docusaurus's `prism.theme`/`darkTheme`), in Chromium: the plain colours on the
// block, each token type's style, a style limited to some languages, each mode
// its theme, and a value that would break out of its rule left out.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newContext } from '../e2e/browser.js';
import { serveSite } from './browse.js';
import { buildSite, fixtureConfig, makeTempDir, page, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

const LIGHT = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['keyword'], style: { color: '#aa0000', fontStyle: 'italic' } },
    { types: ['string'], languages: ['python'], style: { color: '#00aa00' } },
    { types: ['comment'], style: { color: 'red;}body{display:none' } },
  ],
};
const DARK = { plain: { color: '#eeeeee', backgroundColor: '#101010' }, styles: [{ types: ['keyword'], style: { color: '#ff8800' } }] };

const site = serveSite('pxdocs-prism-theme-', {
  'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, highlight: { theme: LIGHT, darkTheme: DARK } }),
  'docs/code.md': page({ title: 'Code' }, "```python\n# a comment\ndef f():\n    return 'text'\n```\n\n```js\nconst s = 'text';\n```\n"),
});

async function open(mode: 'light' | 'dark'): Promise<Page> {
  const context = await newContext(site.browser);
  await context.addInitScript({ content: `try { localStorage.setItem('theme', '${mode}'); } catch {}` });
  const tab = await context.newPage();
  await tab.goto(`${site.server.url}/docs/code`, { waitUntil: 'load' });
  return tab;
}

const style = (tab: Page, selector: string, property: string) => tab.locator(selector).first().evaluate((element, name) => getComputedStyle(element as Element).getPropertyValue(name), property);

describe('highlight.theme and highlight.darkTheme', () => {
  it("colours code with the light theme in light mode, a language's own styles in that language only", async () => {
    const tab = await open('light');
    try {
      assert.equal(await style(tab, '.code-block', 'background-color'), 'rgb(250, 250, 250)');
      assert.equal(await style(tab, 'code.language-python .token.keyword', 'color'), 'rgb(170, 0, 0)');
      assert.equal(await style(tab, 'code.language-python .token.keyword', 'font-style'), 'italic');
      assert.equal(await style(tab, 'code.language-python .token.string', 'color'), 'rgb(0, 170, 0)');
      assert.notEqual(await style(tab, 'code.language-js .token.string', 'color'), 'rgb(0, 170, 0)');
      // The hostile value is left out: the page shows, the comment keeps the theme's colour.
      assert.notEqual(await style(tab, 'body', 'display'), 'none');
      assert.notEqual(await style(tab, 'code.language-python .token.comment', 'color'), 'rgb(255, 0, 0)');
    } finally {
      await tab.context().close();
    }
  });

  it('colours code with the dark theme in dark mode', async () => {
    const tab = await open('dark');
    try {
      assert.equal(await style(tab, '.code-block', 'background-color'), 'rgb(16, 16, 16)');
      assert.equal(await style(tab, 'code.language-python .token.keyword', 'color'), 'rgb(255, 136, 0)');
    } finally {
      await tab.context().close();
    }
  });
});

describe('init and prism themes', () => {
  /** A stand-in for prism-react-renderer (1's theme files and 2's `themes`; init writes 2's for either, as the version is not 1), CommonJS as it ships. */
  const PACKAGE = {
    'node_modules/prism-react-renderer/package.json': JSON.stringify({ name: 'prism-react-renderer', version: '2.0.0', main: 'index.js' }),
    'node_modules/prism-react-renderer/index.js': `exports.themes = {\n  github: { plain: { color: '#393a34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['keyword'], style: { color: '#00009f' } }] },\n  dracula: { plain: { color: '#f8f8f2', backgroundColor: '#282a36' }, styles: [{ types: ['keyword'], style: { color: '#bd93f9' } }] },\n};\n`,
    'node_modules/prism-react-renderer/themes/github.js': `module.exports = { plain: { color: '#393a34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['keyword'], style: { color: '#00009f' } }] };\n`,
  };
  const CONFIGS: Record<string, [string, string]> = {
    'the template of Docusaurus 3 (ES module, named import)': ['docusaurus.config.mjs', `import { themes as prismThemes } from 'prism-react-renderer';\nexport default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula } } };\n`],
    'the template of Docusaurus 3 (CommonJS, destructured require)': ['docusaurus.config.js', `const { themes } = require('prism-react-renderer');\nconst lightTheme = themes.github;\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: { prism: { theme: lightTheme, darkTheme: themes.dracula } } };\n`],
    'Docusaurus 2 (a theme file of the package)': ['docusaurus.config.js', `const lightCodeTheme = require('prism-react-renderer/themes/github');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: { prism: { theme: lightCodeTheme } } };\n`],
    // react-native-website: `theme: require('./core/PrismTheme')`, a TypeScript file ending in `module.exports = theme`;
    // its dark theme a named export of an ES module of the site. Both are imported by the written config.
    'a theme file of the site (TypeScript, required without its extension; a named export)': ['docusaurus.config.ts', `import { darkTheme } from './src/prism/dark.mjs';\nconst config = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: { prism: { theme: require('./core/PrismTheme'), darkTheme } } };\nmodule.exports = config;\n`],
  };
  const SITE_THEMES = {
    'core/PrismTheme.ts': `import type { PrismTheme } from 'prism-react-renderer';\nconst colour = (value: string) => value;\nconst theme: PrismTheme = { plain: { color: '#393a34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['keyword'], style: { color: colour('#00009f') } }] };\nmodule.exports = theme;\n`,
    'src/prism/dark.mjs': `const base = { color: '#f8f8f2', backgroundColor: '#282a36' };\nexport const darkTheme = { plain: { ...base }, styles: [{ types: ['keyword'], style: { color: '#bd93f9' } }] };\n`,
  };
  for (const [name, [file, config]] of Object.entries(CONFIGS)) {
    it(`carries the code themes of ${name}, and the build colours code with them`, async () => {
      const dir = await makeTempDir('pxdocs-prism-init-');
      await writeFiles(dir, { ...PACKAGE, ...(name.includes('of the site') ? SITE_THEMES : {}), [file]: config, 'docs/intro.md': '# Intro\n\n```js\nconst a = 1;\n```\n' });
      const init = await runInit(dir);
      const printed = init.stdout + init.stderr;
      assert.equal(init.code, 0, printed);
      assert.doesNotMatch(printed, /prism\.(theme|darkTheme)/, 'both themes carried');
      const { config: loaded } = await loadConfig(dir);
      assert.equal(loaded.highlight.theme?.plain.backgroundColor, '#f6f8fa');
      assert.equal(loaded.highlight.darkTheme?.plain.backgroundColor, file.endsWith('.mjs') || name.includes('CommonJS') || name.includes('of the site') ? '#282a36' : undefined);
      const built = await buildSite(dir);
      assert.equal(built.code, 0, built.stderr);
      const css = (await readdir(join(dir, 'out', 'assets'))).find((asset) => /^site-.*\.css$/.test(asset));
      assert.ok(css, 'a site stylesheet holds the themes');
      assert.match(await readFile(join(dir, 'out', 'assets', css), 'utf8'), /\.token\.keyword\s*\{\s*color:\s*#00009f/);
    });
  }
});
