// `pxdocs init --from-docusaurus` on what Docusaurus 2 sites write and Docusaurus 3's
// template does not: prism-react-renderer 1's theme files (the D2 template's
// `require('prism-react-renderer/themes/github')`), which prism-react-renderer 2 has
// as `themes.github`, and a navbar dropdown written without `type` (an item with
// `items`, a dropdown in Docusaurus). Each site is initialised and built as a user
// would, with the packages of this checkout installed in it, as prism-react-renderer 2.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { themes } from 'prism-react-renderer';
import { buildSite, fixtureConfig, makeTempDir, page, ROOT, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { PRISM_V1_THEMES } from '../../compiler/config/docusaurus.js';

const SITE = "title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]]";
const INTRO = { 'docs/intro.md': '# Intro\n\n```js\nconst a = 1;\n```\n', 'docs/b.md': '# B\n\nThe b page.\n' };

/** A Docusaurus site in a temp folder, with this checkout's node_modules installed in it (prism-react-renderer 2). */
async function site(prefix: string, config: string, extra: Record<string, string> = {}, linkModules = true): Promise<string> {
  const dir = await makeTempDir(prefix);
  await writeFiles(dir, { 'docusaurus.config.js': config, ...INTRO, ...extra });
  if (linkModules) await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

async function init(dir: string): Promise<{ output: string; written: string }> {
  const result = await runInit(dir);
  const output = result.stdout + result.stderr;
  assert.equal(result.code, 0, output);
  return { output, written: await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8') };
}

async function siteCss(dir: string): Promise<string> {
  const css = (await readdir(join(dir, 'out', 'assets'))).find((asset) => /^site-.*\.css$/.test(asset));
  assert.ok(css, 'a site stylesheet holds the code colours');
  return readFile(join(dir, 'out', 'assets', css), 'utf8');
}

/** The rule of a mode's plain code colours, as the site stylesheet writes it. */
const plainRule = (mode: 'light' | 'dark', plain: { color?: string; backgroundColor?: string }) =>
  `html[data-theme=${mode}] .code-block pre code{color:${plain.color?.toLowerCase()};background-color:${plain.backgroundColor?.toLowerCase()}}`;

describe('init on prism-react-renderer 1 theme files (Docusaurus 2)', () => {
  it("writes the classic template's required themes as prism-react-renderer 2's, and the build colours code with them", async () => {
    const dir = await site('pxdocs-d2-prism-', `const lightCodeTheme = require('prism-react-renderer/themes/github');\nconst darkCodeTheme = require('prism-react-renderer/themes/dracula');\nmodule.exports = { ${SITE}, themeConfig: { prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } } };\n`);
    const { output, written } = await init(dir);
    assert.doesNotMatch(output, /prism\.(theme|darkTheme)/, 'both themes carried');
    assert.doesNotMatch(written, /prism-react-renderer\/themes/, 'no import of a v1 theme file');
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.highlight.theme, themes.github);
    assert.deepEqual(config.highlight.darkTheme, themes.dracula);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const css = await siteCss(dir);
    assert.ok(css.includes(plainRule('light', themes.github.plain)), "light mode has github's colours");
    assert.ok(css.includes(plainRule('dark', themes.dracula.plain)), "dark mode has dracula's colours");
    const keyword = themes.github.styles.find((style) => style.types.includes('keyword'))?.style.color;
    assert.match(css, new RegExp(`html\\[data-theme=light\\] \\.code-block \\.token\\.keyword[^{]*\\{color:${keyword?.toLowerCase()}`), "github's keyword colour");
  });

  it('reads every spelling of a v1 theme file (inline require, kebab case, /index, .js) as the v2 theme of that name', async () => {
    const dir = await site('pxdocs-d2-prism-names-', `module.exports = { ${SITE}, themeConfig: { prism: { theme: require('prism-react-renderer/themes/vs-light/index.js'), darkTheme: require('prism-react-renderer/themes/nightOwl.js') } } };\n`);
    await init(dir);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.highlight.theme, themes.vsLight);
    assert.deepEqual(config.highlight.darkTheme, themes.nightOwl);
  });

  it('knows each v1 theme under a name prism-react-renderer 2 exports', () => {
    for (const name of PRISM_V1_THEMES) assert.ok(name in themes, `themes.${name} is in prism-react-renderer 2`);
  });

  it('leaves out a theme file prism-react-renderer 2 has no theme for, says so, and the build keeps the default colours', async () => {
    const dir = await site('pxdocs-d2-prism-unknown-', `module.exports = { ${SITE}, themeConfig: { prism: { theme: require('prism-react-renderer/themes/solarizedLight'), darkTheme: require('prism-react-renderer/themes/dracula') } } };\n`);
    const { output, written } = await init(dir);
    assert.match(output, /themeConfig\.prism\.theme: "prism-react-renderer\/themes\/solarizedLight" is a theme file of prism-react-renderer 1, and 2 \(which pxdocs uses\) has no theme "solarizedLight"/);
    assert.doesNotMatch(written, /^import .*prism-react-renderer\/themes/m);
    const { config } = await loadConfig(dir);
    assert.equal(config.highlight.theme, undefined);
    assert.deepEqual(config.highlight.darkTheme, themes.dracula);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
  });

  it('keeps the theme file of a site that has prism-react-renderer 1 installed (it resolves there), and says so', async () => {
    const PLAIN = { color: '#123456', backgroundColor: '#fedcba' };
    const dir = await site('pxdocs-d2-prism-v1-', `module.exports = { ${SITE}, themeConfig: { prism: { theme: require('prism-react-renderer/themes/github') } } };\n`, {
      // A stand-in for prism-react-renderer 1: its themes are files, its package has no `themes`.
      'node_modules/prism-react-renderer/package.json': JSON.stringify({ name: 'prism-react-renderer', version: '1.3.5', main: 'index.js' }),
      'node_modules/prism-react-renderer/index.js': 'exports.defaultProps = {};\n',
      'node_modules/prism-react-renderer/themes/github/index.js': `module.exports = { plain: ${JSON.stringify(PLAIN)}, styles: [] };\n`,
    }, false);
    const { output, written } = await init(dir);
    assert.match(output, /prism-react-renderer 1 is installed in the site, so prism-react-renderer\/themes\/github is imported as it is/);
    assert.match(written, /^import plugin0 from "prism-react-renderer\/themes\/github";$/m);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.highlight.theme?.plain, PLAIN);
  });

  it("keeps the theme file when nothing is installed yet and the site's package.json asks for prism-react-renderer 1 (npm install brings 1)", async () => {
    const config = `module.exports = { ${SITE}, themeConfig: { prism: { theme: require('prism-react-renderer/themes/github') } } };\n`;
    const manifest = (range: string, field = 'dependencies') => JSON.stringify({ name: 'site', private: true, [field]: { '@docusaurus/core': '2.4.3', 'prism-react-renderer': range } });
    for (const [range, field] of [['^1.3.5', 'dependencies'], ['~1.2.0', 'devDependencies'], ['1.x', 'dependencies']] as const) {
      const dir = await site('pxdocs-d2-prism-declared-', config, { 'package.json': manifest(range, field) }, false);
      const { output, written } = await init(dir);
      assert.match(output, /prism-react-renderer 1 is what the site's package\.json asks for, so prism-react-renderer\/themes\/github is imported as it is/, range);
      assert.match(written, /^import plugin0 from "prism-react-renderer\/themes\/github";$/m, range);
    }
    // Version 2 asked for (or nothing said): 2's `themes.github`, as before.
    for (const extra of [{ 'package.json': manifest('^2.3.0') }, {}] as Record<string, string>[]) {
      const dir = await site('pxdocs-d2-prism-declared-2-', config, extra, false);
      const { written } = await init(dir);
      assert.doesNotMatch(written, /prism-react-renderer\/themes\/github/);
      assert.match(written, /\["themes"\]\)\["github"\]|themes\.github|"github"/);
    }
  });
});

describe('math plugins of Docusaurus 2 (MDX 1)', () => {
  const MATH = `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs', remarkPlugins: [require('remark-math')], rehypePlugins: [require('rehype-katex')] } }]] };\n`;
  /** Stand-ins for the packages at a version: a plugin that does nothing, as remark-math 3 does under MDX 3. */
  const installed = (math: string, katex: string) => ({
    'node_modules/remark-math/package.json': JSON.stringify({ name: 'remark-math', version: math, main: 'index.js' }),
    'node_modules/remark-math/index.js': 'module.exports = function math() {};\n',
    'node_modules/rehype-katex/package.json': JSON.stringify({ name: 'rehype-katex', version: katex, main: 'index.js' }),
    'node_modules/rehype-katex/index.js': 'module.exports = function katex() {};\n',
  });

  it('says that remark-math 3 and rehype-katex 5 do not work under MDX 3, and which versions to install', async () => {
    const dir = await site('pxdocs-d2-math-v2-', MATH, installed('3.0.1', '5.0.0'), false);
    const { output } = await init(dir);
    assert.match(output, /docs\.remarkPlugins: remark-math 3\.0\.1 is installed in the site, the version for Docusaurus 2 \(MDX 1\); under MDX 3, .*it does nothing: `\$…\$` stays text.*npm install remark-math@6 rehype-katex@7/);
    assert.match(output, /docs\.rehypePlugins: rehype-katex 5\.0\.0 is installed in the site, the version for Docusaurus 2 \(MDX 1\).*npm install remark-math@6 rehype-katex@7/);
  });

  it('says nothing of the versions Docusaurus 3 uses', async () => {
    const dir = await site('pxdocs-d2-math-v3-', MATH, installed('6.0.0', '7.0.1'), false);
    const { output } = await init(dir);
    assert.doesNotMatch(output, /the version for Docusaurus 2/);
  });

  // DocusaurusCommunity/website lists rehype-katex among its remarkPlugins: run on the Markdown tree it
  // finds no math to render, and every formula stays the code block remark-math makes of it. Init
  // carried it without a word; it now says where the plugin belongs.
  it('says a rehype plugin listed among the remark plugins finds nothing to change there, and where it goes', async () => {
    const misplaced = MATH.replace("remarkPlugins: [require('remark-math')], rehypePlugins: [require('rehype-katex')]", "remarkPlugins: [require('remark-math'), require('rehype-katex')], beforeDefaultRehypePlugins: [require('remark-math')]");
    const dir = await site('pxdocs-misplaced-plugin-', misplaced, installed('6.0.0', '7.0.1'), false);
    const { output } = await init(dir);
    assert.match(output, /docs\.remarkPlugins: rehype-katex is a rehype plugin \(it works on the HTML a page becomes\), listed among the remark plugins, where it finds nothing to change: math shows as code blocks, in Docusaurus as in pxdocs\. Move it to rehypePlugins \(`docs\.rehypePlugins` in pxdocs\.config\.mjs\)/);
    assert.match(output, /docs\.beforeDefaultRehypePlugins: remark-math is a remark plugin .*Move it to beforeDefaultRemarkPlugins/);
    assert.doesNotMatch(output, /docs\.remarkPlugins: remark-math is/);
  });

  // Init checked the docs' lists only: the same plugins in the blog's, the pages', a further docs or blog
  // instance's, or the site's `markdown` (which Docusaurus refuses) were carried without a word.
  const EVERYWHERE = `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/',
    markdown: { remarkPlugins: [require('rehype-katex')] },
    presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: { rehypePlugins: [require('remark-math')] }, pages: { beforeDefaultRemarkPlugins: [require('rehype-katex')] } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', remarkPlugins: [require('remark-math'), require('rehype-katex')] }],
      ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', beforeDefaultRehypePlugins: [require('remark-math')] }],
    ] };\n`;
  const pages = { 'community/index.md': '# Community\n', 'blog/2024-01-01-post.md': '---\ntitle: Post\n---\nText.\n', 'changelog/2024-01-01-c.md': '---\ntitle: C\n---\nText.\n' };

  it("checks every content plugin's lists and the site's `markdown` ones, naming where each plugin was found and where it goes", async () => {
    const dir = await site('pxdocs-misplaced-everywhere-', EVERYWHERE, { ...installed('6.0.0', '7.0.1'), ...pages }, false);
    const { output, written } = await init(dir);
    assert.match(output, /markdown\.remarkPlugins: Docusaurus does not take Markdown plugins in `markdown` \(its build stops: "These field\(s\) \("markdown\.remarkPlugins",\) are not recognized"\); pxdocs does, and runs them on every page, so they are carried there/);
    assert.match(output, /markdown\.remarkPlugins: rehype-katex is a rehype plugin .*Move it to rehypePlugins \(`markdown\.rehypePlugins` in pxdocs\.config\.mjs\)/);
    assert.match(output, /presets\[0\]\.blog\.rehypePlugins: remark-math is a remark plugin .*Move it to remarkPlugins \(`blog\.remarkPlugins` in pxdocs\.config\.mjs\)/);
    assert.match(output, /presets\[0\]\.pages\.beforeDefaultRemarkPlugins: rehype-katex is a rehype plugin .*Move it to beforeDefaultRehypePlugins \(`pages\.beforeDefaultRehypePlugins` in pxdocs\.config\.mjs\)/);
    assert.match(output, /plugins\[0\]\.remarkPlugins: rehype-katex is a rehype plugin .*Move it to rehypePlugins \(`rehypePlugins` of the docsInstances entry "community" in pxdocs\.config\.mjs\)/);
    assert.doesNotMatch(output, /plugins\[0\]\.remarkPlugins: remark-math/);
    assert.match(output, /plugins\[1\]\.beforeDefaultRehypePlugins: remark-math is a remark plugin .*Move it to beforeDefaultRemarkPlugins \(`beforeDefaultRemarkPlugins` of the blogInstances entry "changelog" in pxdocs\.config\.mjs\)/);
    // Carried as written, the site's `markdown` list too (pxdocs runs it on every page).
    assert.match(written, /"markdown": \{\s*"remarkPlugins": \[/);
    assert.doesNotMatch(output, /the Markdown option "remarkPlugins" has no pxdocs equivalent/);
  });

  it('says where an MDX 1 version of a plugin is listed, whichever list holds it', async () => {
    const dir = await site('pxdocs-mdx1-everywhere-', EVERYWHERE, { ...installed('3.0.1', '5.0.0'), ...pages }, false);
    const { output } = await init(dir);
    for (const where of ['markdown\\.remarkPlugins: rehype-katex 5', 'presets\\[0\\]\\.blog\\.rehypePlugins: remark-math 3', 'presets\\[0\\]\\.pages\\.beforeDefaultRemarkPlugins: rehype-katex 5', 'plugins\\[0\\]\\.remarkPlugins: remark-math 3', 'plugins\\[1\\]\\.beforeDefaultRehypePlugins: remark-math 3']) {
      assert.match(output, new RegExp(`${where}\\.\\S+ is installed in the site, the version for Docusaurus 2 \\(MDX 1\\)`), where);
    }
  });
});

describe('the hint of a config import that does not resolve', () => {
  const build = async (imports: string) => {
    const dir = await makeTempDir('pxdocs-unresolved-');
    await writeFiles(dir, { 'pxdocs.config.mjs': `${imports}\nexport default { title: 'T', url: 'https://t.example' };\n`, 'docs/intro.md': '# Intro\n' });
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const built = await buildSite(dir);
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /Config does not compile/);
    return built.stderr;
  };

  it("says a package of the site's own workspaces is linked by installing the site (react-native-website's remark plugins in plugins/), not installed by name", async () => {
    const dir = await makeTempDir('pxdocs-unresolved-workspace-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "import snack from '@site-ws/remark-snack';\nexport default { title: 'T', url: 'https://t.example', markdown: { remarkPlugins: [snack] } };\n",
      'package.json': JSON.stringify({ name: 'site', private: true, workspaces: ['plugins/*'] }),
      'plugins/remark-snack/package.json': JSON.stringify({ name: '@site-ws/remark-snack', main: 'index.js' }),
      'plugins/remark-snack/index.js': 'module.exports = () => () => {};\n',
      'docs/intro.md': '# Intro\n',
    });
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const built = await buildSite(dir);
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /from the package @site-ws\/remark-snack, which is one of the site's workspaces \(plugins\/remark-snack\/\) but is not linked into node_modules: run `npm install` in the site/);
    assert.doesNotMatch(built.stderr, /npm install @site-ws/);
  });

  it('names the package to install, not the path in it (scoped or not)', async () => {
    const scoped = await build("import theme from '@nowhere-pxdocs/themes/dist/light.js';");
    assert.match(scoped, /run `npm install @nowhere-pxdocs\/themes` there/);
    const plain = await build("import theme from 'nowhere-pxdocs/themes/light';");
    assert.match(plain, /run `npm install nowhere-pxdocs` there/);
    assert.doesNotMatch(plain + scoped, /npm install \S+\/(dist|light)/);
  });

  // DocusaurusCommunity/website's config imports five packages a fresh checkout lacks: the hint named
  // the first, so each build taught one more `npm install`. It now names them all in one command.
  it('names every package the config imports that is not installed, in one npm install', async () => {
    const stderr = await build("import a from 'nowhere-pxdocs-a';\nimport b from '@nowhere-pxdocs/b/sub';\nimport b2 from '@nowhere-pxdocs/b';\nimport { themes } from 'prism-react-renderer';\nimport c from 'nowhere-pxdocs-c';");
    assert.match(stderr, /The config imports 3 packages that are not installed in the site \(nowhere-pxdocs-a, @nowhere-pxdocs\/b, nowhere-pxdocs-c\): run `npm install nowhere-pxdocs-a @nowhere-pxdocs\/b nowhere-pxdocs-c` there/);
  });

  // A local plugin module the config imports (`./src/plugins/x.js`) importing a package the site lacks: the hint
  // said "The config imports …", which the config does not; it names the plugin's file, and both when both do.
  it('names the plugin module that imports a missing package, not the config', async () => {
    const plugin = async (configImports: string) => {
      const dir = await makeTempDir('pxdocs-unresolved-plugin-');
      await writeFiles(dir, {
        'pxdocs.config.mjs': `import x from './src/plugins/x.js';\n${configImports}\nexport default { title: 'T', url: 'https://t.example', plugins: [x] };\n`,
        'src/plugins/x.js': "import thing from 'nowhere-pxdocs-plugin-dep';\nexport default function plugin() { return { name: 'x', loadContent() { return thing; } }; }\n",
        'docs/intro.md': '# Intro\n',
      });
      const built = await buildSite(dir);
      assert.equal(built.code, 1, built.stderr);
      return built.stderr;
    };
    const alone = await plugin('');
    assert.match(alone, /hint: src\/plugins\/x\.js imports "nowhere-pxdocs-plugin-dep", from the package nowhere-pxdocs-plugin-dep, which is not installed in the site: run `npm install nowhere-pxdocs-plugin-dep` there/);
    assert.doesNotMatch(alone, /The config imports/);
    const both = await plugin("import a from 'nowhere-pxdocs-a';");
    assert.match(both, /hint: (The config and src\/plugins\/x\.js|src\/plugins\/x\.js and the config) import 2 packages that are not installed in the site/);
  });

  it("says a prism-react-renderer 1 theme file is 2's `themes` when 2 is installed, instead of asking to install a path", async () => {
    const stderr = await build("import github from 'prism-react-renderer/themes/github';");
    assert.match(stderr, /a theme file of prism-react-renderer 1; the site has 2\.\d+\.\d+, whose themes are `import \{ themes \} from 'prism-react-renderer'`/);
    assert.doesNotMatch(stderr, /npm install prism-react-renderer\/themes/);
  });
});

describe('navbar dropdowns written without a type', () => {
  const ITEMS = "[{ to: '/docs/intro', label: 'Docs' }, { label: 'More', position: 'left', items: [{ label: 'A', href: 'https://a.example' }, { label: 'B', to: '/docs/b' }] }, { type: 'default', label: 'Also', position: 'right', items: [{ label: 'C', href: 'https://c.example' }] }]";

  it('are carried over by init as dropdowns (as Docusaurus draws them), and the built navbar has their links', async () => {
    const dir = await site('pxdocs-d2-dropdown-', `module.exports = { ${SITE}, themeConfig: { navbar: { items: ${ITEMS} } } };\n`);
    const { output } = await init(dir);
    assert.doesNotMatch(output, /navbar\.items\[\d\]/, 'no navbar item reported');
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.navbar.items.slice(1), [
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'link', label: 'A', href: 'https://a.example' }, { type: 'link', label: 'B', to: '/docs/b' }] },
      { type: 'dropdown', label: 'Also', position: 'right', items: [{ type: 'link', label: 'C', href: 'https://c.example' }] },
    ]);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const bar = html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    assert.match(bar, /<details class="navbar-dropdown[^"]*" data-navbar-dropdown=""><summary class="navbar-link[^"]*">More<\/summary><ul[^>]*><li><a class="navbar-dropdown-link[^"]*" href="https:\/\/a\.example"[^>]*>A<[^]*?<li><a class="navbar-dropdown-link[^"]*" href="\/docs\/b"[^>]*>B<\/a>/);
    assert.match(bar, /<summary class="navbar-link[^"]*">Also<\/summary><ul[^>]*><li><a class="navbar-dropdown-link[^"]*" href="https:\/\/c\.example"/);
  });

  it('are dropdowns in a pxdocs config too', async () => {
    const dir = await makeTempDir('pxdocs-typeless-dropdown-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [{ label: 'More', items: [{ label: 'A', href: 'https://a.example' }] }] } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    });
    const { config } = await loadConfig(dir);
    assert.equal(config.navbar.items[0].type, 'dropdown');
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<summary class="navbar-link[^"]*">More<\/summary><ul[^>]*><li><a class="navbar-dropdown-link[^"]*" href="https:\/\/a\.example"/);
  });
});
