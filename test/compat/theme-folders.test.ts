// Theme folders besides src/theme: the config's `themes` (`['./my-theme']`, a module of the site whose
// theme function gives `getThemePath()`), as Docusaurus reads them: `@theme/X` is the site's src/theme/X,
// else the last theme's, a wrapper in src/theme wraps the theme's component (`@theme-original/X`), and a
// theme's own wrapper wraps the first theme's (`@theme-init/X`, pxdocs's own part). Checked against
// Docusaurus 3.10's build of the same site (/tmp/hG/repro-themes): the same texts in the same order.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = (themes: string) => `export default {
  title: 'Themed', url: 'https://themed.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Themed' }, chat: { embeddings: 'off' },
  themes: ${themes},
};
`;

const THEME_SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG("['./my-theme']"),
  'my-theme/index.js': "module.exports = function myTheme() {\n  return { name: 'my-theme', getThemePath() { return './theme'; } };\n};\n",
  'my-theme/theme/Greeting/index.js': "export default function Greeting() { return <p className=\"greeting\">Hello from my-theme</p>; }\n",
  'my-theme/theme/Highlight/index.js': "export default function Highlight() { return <p className=\"highlight\">Highlight from my-theme</p>; }\n",
  'src/theme/Highlight/index.js': "export default function Highlight() { return <p className=\"highlight\">Highlight from src/theme</p>; }\n",
  'my-theme/theme/DocItem/Footer/index.js': "import Footer from '@theme-init/DocItem/Footer';\nexport default function FooterWrapper(props) {\n  return <><Footer {...props} /><div className=\"theme-doc-footer-note\">Doc footer note from my-theme</div></>;\n}\n",
  'my-theme/theme/Footer/index.js': "import Footer from '@theme-init/Footer';\nexport default function FooterWrapper(props) {\n  return <><div className=\"theme-footer-note\">Footer note from my-theme</div><Footer {...props} /></>;\n}\n",
  'src/theme/Footer/index.js': "import Footer from '@theme-original/Footer';\nexport default function FooterWrapper(props) {\n  return <><div className=\"site-footer-note\">Footer note from src/theme</div><Footer {...props} /></>;\n}\n",
  'docs/intro.mdx': "# Intro\n\nimport Greeting from '@theme/Greeting';\nimport Highlight from '@theme/Highlight';\n\n<Greeting />\n\n<Highlight />\n",
};

/** The texts the site's and the theme's components drew, in the page's order. */
function drawn(html: string): string[] {
  return [...html.matchAll(/(Hello[a-z ]* from my-theme|Highlight from [a-z/-]+|Doc footer note[^<]*|Footer note from [a-z/-]+)/g)].map((match) => match[1]!);
}

describe("the config's themes", () => {
  it("reads a local theme's folder after src/theme, its wrappers and src/theme's around them, as Docusaurus does", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-');
    await writeFiles(dir, THEME_SITE);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // Docusaurus 3.10's page of the same site has these, in this order.
    assert.deepEqual(drawn(html), ['Hello from my-theme', 'Highlight from src/theme', 'Doc footer note from my-theme', 'Footer note from src/theme', 'Footer note from my-theme']);
    // pxdocs's own footer is still drawn inside both wrappers.
    assert.match(html.slice(html.indexOf('Footer note from my-theme')), /Copyright Themed/);
    assert.doesNotMatch(result.stderr, /getThemePath|not used/);

    // A cached rebuild after editing the theme folder's component and wrapper shows both edits.
    await writeFile(join(dir, 'my-theme/theme/Greeting/index.js'), "export default function Greeting() { return <p>Hello again from my-theme</p>; }\n");
    await writeFile(join(dir, 'my-theme/theme/DocItem/Footer/index.js'), THEME_SITE['my-theme/theme/DocItem/Footer/index.js']!.replace('Doc footer note from my-theme', 'Doc footer note edited'));
    const again = await buildSite(dir, join(dir, 'out'));
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(drawn(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8')), ['Hello again from my-theme', 'Highlight from src/theme', 'Doc footer note edited', 'Footer note from src/theme', 'Footer note from my-theme']);
  });

  it("reads a plugin's theme folder, shadowed by a theme's (themes come after plugins)", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-');
    await writeFiles(dir, {
      ...THEME_SITE,
      'pxdocs.config.mjs': CONFIG("['./my-theme']").replace('themes:', "plugins: [themed],\n  themes:").replace('export default', "import themed from './plugins/themed/index.js';\nexport default"),
      // A theme folder given by an absolute path, as most plugins write it.
      'plugins/themed/index.js': "const path = require('node:path');\nmodule.exports = function themed() {\n  return { name: 'themed', getThemePath() { return path.join(__dirname, 'theme'); } };\n};\n",
      'plugins/themed/theme/Banner.js': "export default function Banner() { return <p>Banner from the plugin</p>; }\n",
      'plugins/themed/theme/Greeting/index.js': "export default function Greeting() { return <p>Greeting from the plugin</p>; }\n",
      'docs/intro.mdx': "# Intro\n\nimport Banner from '@theme/Banner';\nimport Greeting from '@theme/Greeting';\n\n<Banner />\n\n<Greeting />\n",
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /Banner from the plugin/);
    assert.match(html, /Hello from my-theme/);
    assert.doesNotMatch(html, /Greeting from the plugin/);
    assert.doesNotMatch(result.stderr, /getThemePath/);
  });

  it('rebuilds after an edit to a theme outside the site folder, its components or its module', async () => {
    const root = await makeTempDir('pxdocs-theme-folders-outside-');
    const site = join(root, 'site');
    await writeFiles(root, {
      'site/pxdocs.config.mjs': CONFIG("[['../shared-theme', {}]]"),
      'site/docs/intro.mdx': "# Intro\n\nimport Greeting from '@theme/Greeting';\n\n<Greeting />\n",
      'shared-theme/index.js': "module.exports = function shared() { return { name: 'shared', getThemePath() { return './theme'; } }; };\n",
      'shared-theme/theme/Greeting.js': "export default function Greeting() { return <p>Shared one</p>; }\n",
      'shared-theme/other/Greeting.js': "export default function Greeting() { return <p>Shared other</p>; }\n",
    });
    const page = () => readFile(join(site, 'out', 'docs', 'intro.html'), 'utf8');
    assert.equal((await buildSite(site, join(site, 'out'))).code, 0);
    assert.match(await page(), /Shared one/);
    assert.match((await buildSite(site, join(site, 'out'))).stderr, /Up to date/);
    await writeFile(join(root, 'shared-theme/theme/Greeting.js'), "export default function Greeting() { return <p>Shared two</p>; }\n");
    const edited = await buildSite(site, join(site, 'out'));
    assert.doesNotMatch(edited.stderr, /Up to date/);
    assert.match(await page(), /Shared two/);
    await writeFile(join(root, 'shared-theme/index.js'), "module.exports = function shared() { return { name: 'shared', getThemePath() { return './other'; } }; };\n");
    assert.equal((await buildSite(site, join(site, 'out'))).code, 0);
    assert.match(await page(), /Shared other/);
  });

  // Docusaurus 3.10 (/tmp/hM/repro-routes): src/theme/Root wrapping `@theme-original/Root` wraps the plugin's Root,
  // which wraps `@theme-init/Root` (core's own); the same for CodeBlock (`@theme-init/CodeBlock`: the classic theme's).
  // pxdocs took its own Root and CodeBlock for `@theme-original/…`, and the plugin's were never drawn.
  it("wraps a plugin's Root and CodeBlock in the site's own wrappers of them, and the plugin's wrap pxdocs's", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-root-');
    const wrap = (name: string, from: string, className: string, props: string) => `import Inner from '${from}/${name}';\nexport default function ${name}(props) { return <div className="${className}"><Inner ${props} /></div>; }\n`;
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG('[]').replace('themes: []', 'plugins: [themed]').replace('export default', "import themed from './plugins/themed/index.js';\nexport default"),
      'plugins/themed/index.js': "const path = require('node:path');\nmodule.exports = function themed() {\n  return { name: 'themed', getThemePath() { return path.join(__dirname, 'theme'); } };\n};\n",
      'plugins/themed/theme/Root.js': wrap('Root', '@theme-init', 'plugin-root', '{...props}'),
      'plugins/themed/theme/CodeBlock/index.js': wrap('CodeBlock', '@theme-init', 'plugin-code', '{...props}'),
      'src/theme/Root.js': wrap('Root', '@theme-original', 'site-root', '{...props}'),
      'src/theme/CodeBlock/index.js': wrap('CodeBlock', '@theme-original', 'site-code', '{...props}'),
      'docs/intro.md': '# Intro\n\n```js\nconst a = 1;\n```\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="site-root"><div class="plugin-root"><a class="skip-link"/, "the site's Root around the plugin's, around the page");
    assert.match(html, /<div class="site-code"><div class="plugin-code"><div class="code-block[^"]*" data-language="js">/, "the site's CodeBlock around the plugin's, around pxdocs's");

    // Without the site's own, the plugin's are the site's Root and CodeBlock.
    await rm(join(dir, 'src'), { recursive: true });
    const alone = await buildSite(dir, join(dir, 'out'));
    assert.equal(alone.code, 0, alone.stderr);
    const plugin = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(plugin, /<div class="plugin-root"><a class="skip-link"/);
    assert.match(plugin, /<div class="plugin-code"><div class="code-block/);
  });

  it("names the theme folders an unknown @theme/ import was looked for in", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-');
    await writeFiles(dir, { ...THEME_SITE, 'docs/intro.mdx': "# Intro\n\nimport Missing from '@theme/Missing';\n\n<Missing />\n" });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /the site's own components in src\/theme\/ or my-theme\/theme\/ \(no Missing there\)/);
  });

  it('names a theme Node cannot load, with the config and what to do', async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-');
    await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG("['./missing-theme']"), 'docs/intro.md': '# Intro\n' });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /themes\[0\] is "\.\/missing-theme", which Node cannot load from pxdocs\.config\.mjs: Cannot find module/);
    assert.match(result.stderr, /pxdocs\.config\.mjs:5:\d+/);
    assert.match(result.stderr, /a module path from the config's folder/);
  });

  it("is carried by init --from-docusaurus when it is a folder of the site, and so is a local plugin's theme folder", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-init-');
    const { 'pxdocs.config.mjs': _, ...files } = THEME_SITE;
    await writeFiles(dir, {
      ...files,
      'docusaurus.config.js': "module.exports = {\n  title: 'Themed', url: 'https://themed.example', baseUrl: '/',\n  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],\n  plugins: ['./plugins/themed'],\n  themes: ['./my-theme', [require.resolve('./my-theme'), { flavour: 'plain' }], function inline() { return { name: 'inline' }; }],\n};\n",
      'plugins/themed/index.js': "const path = require('path');\nmodule.exports = function themed() {\n  return { name: 'themed', getThemePath() { return path.join(__dirname, 'theme'); } };\n};\n",
      'plugins/themed/theme/Banner.js': "export default function Banner() { return <p>Banner from the plugin</p>; }\n",
      'docs/intro.mdx': THEME_SITE['docs/intro.mdx']!.replace('<Greeting />', "<Greeting />\n\n<Banner />").replace("import Greeting", "import Banner from '@theme/Banner';\nimport Greeting"),
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"themes": \[\s*"\.\/my-theme",\s*\[\s*"\.\/my-theme",\s*\{\s*"flavour": "plain"\s*\}\s*\]\s*\]/);
    assert.match(init.stdout + init.stderr, /themes\[2\][^\n]*a theme function written in the config/);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    assert.match(init.stdout + init.stderr, /plugins\[0\][^\n]*gives a theme folder \(getThemePath\)/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /Hello from my-theme/);
    assert.match(html, /Banner from the plugin/);
  });

  // Docusaurus resolves a plugin's relative getThemePath and getClientModules from its plugin.path: the module's
  // folder for a plugin named by path, the config's for a plugin function (`require('./plugins/q')`)
  // (core/lib/server/plugins/configs.js `entryPath`). Checked with Docusaurus 3.10.2 (/tmp/docu/hD-plugin-path).
  it("resolves a plugin's relative theme folder and client modules from its module's folder when named by path, else from the site's", async () => {
    const dir = await makeTempDir('pxdocs-theme-folders-init-');
    const plugin = (name: string) => `module.exports = function ${name}() {\n  return { name: '${name}', getThemePath() { return './theme'; }, getClientModules() { return ['./${name}.css']; } };\n};\n`;
    await writeFiles(dir, {
      'docusaurus.config.js': "const q = require('./plugins/q');\nmodule.exports = {\n  title: 'Themed', url: 'https://themed.example', baseUrl: '/',\n  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],\n  plugins: ['./plugins/p', [q, {}]],\n};\n",
      'plugins/p/index.js': plugin('p'),
      'plugins/p/theme/PNote.js': 'export default function PNote() { return <p>PNote from the plugin folder</p>; }\n',
      'plugins/p/p.css': '.p-css { color: red; }\n',
      'plugins/q/index.js': plugin('q'),
      'theme/QNote.js': 'export default function QNote() { return <p>QNote from the site folder</p>; }\n',
      'q.css': '.q-css { color: blue; }\n',
      'docs/intro.mdx': "# Intro\n\nimport PNote from '@theme/PNote';\nimport QNote from '@theme/QNote';\n\n<PNote />\n\n<QNote />\n",
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"clientModules": \[\s*"plugins\/p\/p\.css",\s*"q\.css"\s*\]/);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /PNote from the plugin folder/);
    assert.match(html, /QNote from the site folder/);
  });
});
