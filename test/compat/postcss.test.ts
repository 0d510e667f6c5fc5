// The site's PostCSS plugins (compiler/postcss.ts): Gryt-chat/gryt-docs and
// baento/tsflow style their pages with Tailwind CSS, which a plugin of theirs
// adds in `configurePostCss`. pxdocs runs the plugins of the site's PostCSS
// config on every stylesheet of the site (customCss, a component's CSS module
// and plain CSS import, a client module's CSS), and `pxdocs init` writes that
// config from `configurePostCss`. The real tailwindcss and autoprefixer run
// here (the site's node_modules link pxdocs's copies), so the CSS holds the
// classes the pages use and only those.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from './lib.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, ROOT, runInit, writeFiles } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

after(removeTempDirs);

/** The site's own tailwindcss and autoprefixer, as `npm install` gives them (pxdocs's copies, linked). */
async function installPlugins(site: string): Promise<void> {
  await mkdir(join(site, 'node_modules'), { recursive: true });
  for (const name of ['tailwindcss', 'autoprefixer']) await symlink(join(ROOT, 'node_modules', name), join(site, 'node_modules', name), 'dir');
}

const POSTCSS_CONFIG = "module.exports = { plugins: [require('tailwindcss'), require('autoprefixer')] };\n";

/** Tailwind's content globs: relative to the config (`relative: true`) for in-process builds, whose working folder is not the site's. */
const tailwindConfig = (relative: boolean) => `module.exports = {
  content: ${relative ? "{ relative: true, files: ['./docs/**/*.{md,mdx}', './src/**/*.{js,jsx,tsx}'] }" : "['./docs/**/*.{md,mdx}', './src/**/*.{js,jsx,tsx}']"},
  corePlugins: { preflight: false },
};
`;

const CUSTOM_CSS = '@tailwind components;\n@tailwind utilities;\n\n.button-primary {\n  @apply px-4 font-bold;\n}\n';

function files(relative: boolean): Record<string, string> {
  return {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, customCss: ['src/css/custom.css'] }),
    'postcss.config.cjs': POSTCSS_CONFIG,
    'tailwind.config.js': tailwindConfig(relative),
    'src/css/custom.css': CUSTOM_CSS,
    'docs/intro.mdx': page({ title: 'Intro' }, "import Card from '@site/src/components/Card';\n\n<div className=\"flex gap-2\">Hello</div>\n\n<Card />\n"),
    'docs/second.mdx': page({ title: 'Second' }, "import Card from '@site/src/components/Card';\n\n<Card />\n"),
    'src/components/Card.js': "import React from 'react';\nimport styles from './Card.module.css';\nimport './card-extra.css';\nexport default function Card() { return <div className={`${styles.card} text-red-500`}>Card</div>; }\n",
    'src/components/Card.module.css': '.card {\n  @apply rounded-lg;\n}\n',
    'src/components/card-extra.css': '.card-extra {\n  @apply underline;\n}\n',
  };
}

/** The built stylesheets: the site's (customCss) and its components' (CSS modules and imports). */
async function stylesheets(site: string): Promise<{ site: string; pages: string }> {
  const names = (await readdir(join(site, 'out', 'assets'))).filter((name) => name.endsWith('.css'));
  const read = async (pick: (name: string) => boolean) => (await Promise.all(names.filter(pick).map((name) => readFile(join(site, 'out', 'assets', name), 'utf8')))).join('\n');
  return { site: await read((name) => name.startsWith('site-') && !name.startsWith('site-components-')), pages: await read((name) => name.startsWith('site-components-')) };
}

describe('Tailwind CSS 4 (@tailwindcss/postcss)', () => {
  it("finds the site's classes and @import \"tailwindcss\" from the site folder, whatever folder pxdocs runs from", async () => {
    const site = await makeTempDir('pxdocs-tailwind4-');
    // A class no file of pxdocs's holds (this one only has its template): found in the site's pages, or nowhere.
    const width = 101 + Math.floor(Math.random() * 800);
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, customCss: ['src/css/custom.css'] }),
      'postcss.config.mjs': "export default { plugins: { '@tailwindcss/postcss': {} } };\n",
      'src/css/custom.css': '@import "tailwindcss";\n\n.button-primary {\n  @apply px-4 font-bold;\n}\n',
      'docs/intro.mdx': page({ title: 'Intro' }, `<div className="w-[${width}px] text-center">Hello</div>\n`),
    });
    // As `npm install -D @tailwindcss/postcss` gives a site: the plugin, and Tailwind 4 beside it (pxdocs's copies, linked).
    await mkdir(join(site, 'node_modules', '@tailwindcss'), { recursive: true });
    const plugin = join(ROOT, 'node_modules', '@tailwindcss', 'postcss');
    await symlink(plugin, join(site, 'node_modules', '@tailwindcss', 'postcss'), 'dir');
    await symlink(join(plugin, 'node_modules', 'tailwindcss'), join(site, 'node_modules', 'tailwindcss'), 'dir');
    // In this process, whose folder is pxdocs's: Tailwind 4 scans and resolves from its `base`, the site folder.
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const css = await stylesheets(site);
    assert.match(css.site, new RegExp(`\\.w-\\\\\\[${width}px\\\\\\]\\{width:${width}px\\}`));
    assert.match(css.site, /\.text-center\{text-align:center\}/);
    assert.match(css.site, /\.button-primary\{padding-inline:[^}]*font-weight:/, '@apply resolved');
    assert.doesNotMatch(css.site, /@import "tailwindcss"|@apply/);
  });
});

describe("the site's PostCSS plugins", () => {
  it("turn Tailwind's directives into the classes the pages and components use, in customCss, CSS modules and a component's CSS", async () => {
    const site = await makeTempDir('pxdocs-postcss-');
    await writeFiles(site, files(true));
    await installPlugins(site);
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Tailwind CSS's/, 'the warning for a site without PostCSS');
    const css = await stylesheets(site);
    // Classes a page and a component use; @apply resolved; nothing written as Tailwind's own syntax.
    assert.match(css.site, /\.flex\{display:flex\}/);
    assert.match(css.site, /\.gap-2\{gap:\.5rem\}/);
    assert.match(css.site, /\.text-red-500\{/);
    assert.match(css.site, /\.button-primary\{padding-left:1rem;padding-right:1rem;font-weight:700\}/);
    assert.doesNotMatch(css.site, /\.grid\{/, 'a class no file uses');
    assert.doesNotMatch(css.site + css.pages, /@tailwind|@apply/);
    // The component's CSS module, scoped, and its plain stylesheet: through the same plugins.
    assert.match(css.pages, /\.[\w-]*card_[\w-]+\s*\{\s*border-radius:\s*0?\.5rem;?\s*\}/);
    assert.match(css.pages, /\.card-extra\s*\{\s*text-decoration-line:\s*underline;?\s*\}/);
    const html = await readFile(join(site, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="[\w-]*card_[\w-]+ text-red-500">Card<\/div>/);
  });

  it("find the classes from the site folder's own globs when the command runs there, as npm's scripts run it, and on page threads", async () => {
    const site = await makeTempDir('pxdocs-postcss-cli-');
    await writeFiles(site, files(false));
    await installPlugins(site);
    // The command as installed (its bundled page threads load the site's PostCSS config themselves).
    const result = await runCli(['build', '--workers', '2'], site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /pages on 2 threads/);
    const css = await stylesheets(site);
    assert.match(css.site, /\.flex\{display:flex\}/);
    assert.match(css.site, /\.text-red-500\{/);
    assert.match(css.pages, /\.[\w-]*card_[\w-]+\s*\{\s*border-radius:\s*0?\.5rem;?\s*\}/);
  });

  it('fail the build naming the stylesheet, line and column a plugin rejects, and a config that does not load', async () => {
    const site = await makeTempDir('pxdocs-postcss-bad-');
    await writeFiles(site, { ...files(true), 'src/css/custom.css': '@tailwind utilities;\n\n.x {\n  @apply no-such-class;\n}\n' });
    await installPlugins(site);
    const bad = await buildSite(site);
    const said = bad.stdout + bad.stderr;
    assert.equal(bad.code, 1, said);
    assert.match(said, /PostCSS plugin failed/);
    assert.match(said, /src\/css\/custom\.css:4:\d+/);
    assert.match(said, /A PostCSS plugin of postcss\.config\.cjs failed on src\/css\/custom\.css: .*no-such-class/);
    await writeFiles(site, { 'src/css/custom.css': CUSTOM_CSS, 'postcss.config.cjs': "module.exports = { plugins: [require('postcss-not-installed')] };\n" });
    const unloaded = await buildSite(site);
    const told = unloaded.stdout + unloaded.stderr;
    assert.equal(unloaded.code, 1, told);
    assert.match(told, /PostCSS config does not load/);
    assert.match(told, /The site's PostCSS config postcss\.config\.cjs does not load: .*postcss-not-installed/);
    assert.match(told, /npm install --save-dev/);
  });

  it('leave a site without a PostCSS config as it was: its directives are named, not run', async () => {
    const site = await makeTempDir('pxdocs-postcss-none-');
    const { 'postcss.config.cjs': _config, ...rest } = files(true);
    await writeFiles(site, rest);
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/css\/custom\.css:1:1: `@tailwind` is Tailwind CSS's, and the site has no PostCSS config to run it/);
  });
});

/** A plugin of the site's own that warns (as stylelint or autoprefixer do), with the places it warns at. */
const WARNING_CONFIG = `const warnRed = () => ({
  postcssPlugin: 'warn-red',
  Declaration: { color(decl, { result }) { if (decl.value === 'red') decl.warn(result, 'red is not a brand colour'); } },
});
warnRed.postcss = true;
module.exports = { plugins: [warnRed] };
`;

function warningFiles(): Record<string, string> {
  return {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, customCss: ['src/css/custom.css'] }),
    'postcss.config.cjs': WARNING_CONFIG,
    'src/css/custom.css': '.site {\n  color: red;\n}\n',
    'docs/intro.mdx': page({ title: 'Intro' }, "import Card from '@site/src/components/Card';\n\n<Card />\n"),
    'docs/second.mdx': page({ title: 'Second' }, "import Card from '@site/src/components/Card';\n\n<Card />\n"),
    'docs/other.md': page({ title: 'Other' }, 'No card here.\n'),
    'src/components/Card.js': "import React from 'react';\nimport styles from './Card.module.css';\nimport './card-extra.css';\nexport default function Card() { return <div className={styles.card}>Card</div>; }\n",
    'src/components/Card.module.css': '.card {\n  margin: 0;\n  color: red;\n}\n',
    'src/components/card-extra.css': '.card-extra { color: red; }\n',
  };
}

/** Each warning of the fixture's stylesheets, with how many times the output says it. */
function warningsSaid(output: string): Record<string, number> {
  const count = (pattern: RegExp) => output.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  return {
    custom: count(/src\/css\/custom\.css:2:3: PostCSS plugin warn-red: red is not a brand colour/),
    module: count(/src\/components\/Card\.module\.css:3:3: PostCSS plugin warn-red: red is not a brand colour/),
    extra: count(/src\/components\/card-extra\.css:1:15: PostCSS plugin warn-red: red is not a brand colour/),
  };
}

describe("the site's PostCSS plugins' warnings", () => {
  it('are said once per stylesheet with its file, line, column and the plugin, on page threads, and again by builds from the cache', async () => {
    const site = await makeTempDir('pxdocs-postcss-warn-');
    await writeFiles(site, warningFiles());
    const cacheDir = join(site, 'cache');
    const first = await buildSite(site, undefined, { cacheDir, workers: 2 });
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(warningsSaid(first.stdout + first.stderr), { custom: 1, module: 1, extra: 1 }, first.stderr);
    // Both pages holding the card come from the cache: their stylesheets' warnings are said again, once.
    await writeFiles(site, { 'docs/other.md': page({ title: 'Other' }, 'No card here.\n\nA second paragraph.\n') });
    const cached = await buildSite(site, undefined, { cacheDir });
    assert.equal(cached.code, 0, cached.stderr);
    assert.match(cached.stderr, /from cache: 2 whole/);
    assert.deepEqual(warningsSaid(cached.stdout + cached.stderr), { custom: 1, module: 1, extra: 1 }, cached.stderr);
    // Nothing changed: the build stops early and says the last build's warnings.
    const unchanged = await buildSite(site, undefined, { cacheDir });
    assert.equal(unchanged.code, 0, unchanged.stderr);
    assert.deepEqual(warningsSaid(unchanged.stdout + unchanged.stderr), { custom: 1, module: 1, extra: 1 }, unchanged.stderr);
  });

  it('are said once per stylesheet by pxdocs dev', async () => {
    const fx = await startFixtureDev('none', warningFiles());
    try {
      await fx.get('/docs/intro');
      await fx.get('/docs/second');
      await fx.dev.settled();
      assert.deepEqual(warningsSaid(fx.output.text()), { custom: 1, module: 1, extra: 1 }, fx.output.text());
    } finally {
      await fx.close();
    }
  });
});

// esbuild reads past a syntax error in CSS and said nothing: the build passed with "0 warnings" while browsers
// dropped the rules (an unclosed block swallows the rest of the file). Docusaurus's PostCSS fails on them.
describe("syntax errors in the site's stylesheets", () => {
  it('are named with their file, line and column, in customCss and a file it imports', async () => {
    const site = await makeTempDir('pxdocs-css-syntax-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, customCss: ['src/css/custom.css'], chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }),
      'src/css/custom.css': "@import './more.css';\n\n.fine { color: blue; }\n\n.unclosed { color: red;\n",
      'src/css/more.css': '.y { color red }\n',
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /Site stylesheets[^]*src\/css\/custom\.css:5:\d+: CSS syntax error: Expected "\}" to go with "\{"/);
    assert.match(built.stderr, /src\/css\/more\.css:1:\d+: CSS syntax error: Expected ":"/);
  });
});

// A site-rooted url() is a file of the static folders; Docusaurus's css-loader fails the build on a missing one,
// and pxdocs said nothing while browsers got a 404.
describe("a url() in the site's stylesheets naming no static file", () => {
  it('is named with its file, line and column; one that exists, or a query or fragment after it, is not', async () => {
    const site = await makeTempDir('pxdocs-css-missing-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, customCss: ['src/css/custom.css'], chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }),
      'src/css/custom.css': ".hero { background: url(/img/hero.png); }\n@font-face { font-family: X; src: url('/fonts/x.woff2?v=3#iefix'); }\n.gone {\n  background: url(/img/gone.png);\n}\n",
      'static/img/hero.png': 'png',
      'static/fonts/x.woff2': 'woff2',
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /src\/css\/custom\.css:4:\d+: The stylesheet's url\(\/img\/gone\.png\) names no file in the static folder/);
    assert.doesNotMatch(built.stderr, /hero\.png|x\.woff2/);
  });
});

describe("pxdocs init and a plugin's configurePostCss", () => {
  const docusaurusConfig = (plugin: string) => `${plugin}
module.exports = {
  title: 'Tailwind site', url: 'https://tw.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [tailwindPlugin],
};
`;
  const PUSHING = `async function tailwindPlugin(context, options) {
  return {
    name: 'docusaurus-tailwindcss',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(require('tailwindcss'));
      postcssOptions.plugins.push(require('autoprefixer'));
      return postcssOptions;
    },
  };
}`;

  it('writes postcss.config.cjs with the plugins it adds, and the site then builds with them', async () => {
    const site = await makeTempDir('pxdocs-postcss-init-');
    await writeFiles(site, {
      'docusaurus.config.js': docusaurusConfig(PUSHING),
      'tailwind.config.js': tailwindConfig(true),
      'src/css/custom.css': CUSTOM_CSS,
      'docs/intro.md': page({ title: 'Intro' }, '<div className="flex">Hello</div>\n'),
    });
    await installPlugins(site);
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /postcss\.config\.cjs was written with the PostCSS plugins the plugin "docusaurus-tailwindcss" .* adds in configurePostCss \(tailwindcss, autoprefixer\)/);
    const written = await readFile(join(site, 'postcss.config.cjs'), 'utf8');
    assert.match(written, /plugins: \[\n {4}require\("tailwindcss"\),\n {4}require\("autoprefixer"\),\n {2}\]/);
    assert.doesNotMatch(init.stdout + init.stderr, /configurePostCss`?, which pxdocs does not run/);
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match((await stylesheets(site)).site, /\.flex\{display:flex\}/);
  });

  it("reads the plugins a module imports (ESM) or sets as a list, and leaves a site's own PostCSS config as it is", async () => {
    const site = await makeTempDir('pxdocs-postcss-init-esm-');
    const listed = `const nesting = require('tailwindcss/nesting');
function tailwindPlugin() {
  return { name: 'tw', configurePostCss(options) { options.plugins = [require('postcss-import'), nesting, require('tailwindcss')]; return options; } };
}`;
    await writeFiles(site, { 'docusaurus.config.js': docusaurusConfig(listed), 'src/css/custom.css': CUSTOM_CSS, 'docs/intro.md': page({ title: 'Intro' }) });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(await readFile(join(site, 'postcss.config.cjs'), 'utf8'), /require\("postcss-import"\),\n {4}require\("tailwindcss\/nesting"\),\n {4}require\("tailwindcss"\),/);
    // A site with its own config: left as it is, and said.
    const own = await makeTempDir('pxdocs-postcss-init-own-');
    await writeFiles(own, { 'docusaurus.config.js': docusaurusConfig(PUSHING), 'postcss.config.js': 'module.exports = { plugins: {} };\n', 'src/css/custom.css': CUSTOM_CSS, 'docs/intro.md': page({ title: 'Intro' }) });
    const again = await runInit(own);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.match(again.stdout + again.stderr, /the site's postcss\.config\.js is what pxdocs runs, and it was left as it is/);
    assert.equal(await readFile(join(own, 'postcss.config.js'), 'utf8'), 'module.exports = { plugins: {} };\n');
    assert.ok(!existsSync(join(own, 'postcss.config.cjs')));
  });

  // svg/svgo.dev's plugin writes its PostCSS plugin in place, using PostCSS itself (`new postcss.AtRule(…)`):
  // init wrote `require("postcss")` into postcss.config.cjs as a plugin, and the build then failed loading it.
  it('does not take PostCSS itself, which a plugin written in place uses, for a plugin', async () => {
    const site = await makeTempDir('pxdocs-postcss-init-inline-');
    const inline = `const postcss = require('postcss');
function tailwindPlugin() {
  return { name: 'prefers-color-scheme', configurePostCss(options) {
    options.plugins.push({ postcssPlugin: 'Scheme', Rule(rule) { rule.parent.insertBefore(rule, new postcss.AtRule({ name: 'media', params: '(prefers-color-scheme: dark)' })); } });
    return options;
  } };
}`;
    await writeFiles(site, { 'docusaurus.config.js': docusaurusConfig(inline), 'src/css/custom.css': CUSTOM_CSS, 'docs/intro.md': page({ title: 'Intro' }) });
    const init = await runInit(site);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.ok(!existsSync(join(site, 'postcss.config.cjs')), 'no PostCSS config made of PostCSS itself');
    assert.match(output, /configures PostCSS without naming a package pxdocs can read: list its plugins in postcss\.config\.cjs/);
  });
});

describe("pxdocs dev with the site's PostCSS", () => {
  it('makes the stylesheet again when a page starts using a class', async () => {
    const fx = await startFixtureDev('none', files(true), { prepare: installPlugins });
    try {
      const cssUrl = async () => /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)"/.exec((await fx.get('/docs/intro')).html)?.[1];
      const first = await cssUrl();
      assert.ok(first, 'the page links no site stylesheet');
      assert.match((await fx.get(first)).html, /\.flex\s*\{/);
      assert.doesNotMatch((await fx.get(first)).html, /\.italic\s*\{/);
      await fx.write('docs/intro.mdx', page({ title: 'Intro' }, '<div className="flex italic">Hello</div>\n'));
      const html = await fx.waitForHtml('/docs/intro', (text) => !text.includes(first) && /\/assets\/site-[^"]+\.css/.test(text), 'a new site stylesheet', 15_000);
      const next = /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)"/.exec(html)![1];
      assert.match((await fx.get(next)).html, /\.italic\s*\{\s*font-style:\s*italic/);
    } finally {
      await fx.close();
    }
  });
});
