// A site whose customCss is Sass (`src/css/custom.scss`), as Docusaurus sites with
// docusaurus-plugin-sass have it (gura-conf/gura): the build compiles it with the
// site's own `sass` package (the plugin installs it), then bundles the CSS as any
// customCss, and a component's Sass CSS module (`styles.module.scss`) likewise,
// scoped as any CSS module; without sass installed it says what to install. init names the plugin
// as not needed instead of "not known". The site's sass here is a stand-in that
// substitutes `$variables` and flattens one level of `&` nesting, enough to show
// which text the build published.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const FAKE_SASS = `const { readFileSync } = require('node:fs');
exports.compile = (path, options) => {
  if (!Array.isArray(options && options.loadPaths)) throw new Error('no loadPaths');
  let text = readFileSync(path, 'utf8');
  // @use 'name' / @import 'name': the partial _name.scss beside the file, read in, and named in loadedUrls as sass does.
  const loadedUrls = [require('node:url').pathToFileURL(path)];
  text = text.replace(/^@(?:use|import) '([\\w-]+)';$/gm, (_, name) => {
    const partial = require('node:path').join(require('node:path').dirname(path), '_' + name + '.scss');
    loadedUrls.push(require('node:url').pathToFileURL(partial));
    return readFileSync(partial, 'utf8');
  });
  const vars = {};
  text = text.replace(/^\\$([\\w-]+):\\s*([^;]+);\\s*$/gm, (_, name, value) => { vars[name] = value; return ''; });
  text = text.replace(/\\$([\\w-]+)/g, (_, name) => vars[name]);
  // .a { color: x; &:hover { color: y; } } → .a { color: x; } .a:hover { color: y; }
  text = text.replace(/([.#][\\w-]+)\\s*\\{([^{}]*)&([^{]*)\\{([^}]*)\\}\\s*\\}/g, (_, sel, own, suffix, inner) => sel + ' {' + own + '}\\n' + sel + suffix.trim() + ' {' + inner + '}');
  return { css: text, loadedUrls };
};
`;

const SCSS = '$brand: #ff914d;\n.header-github-link {\n  color: $brand;\n  &:hover {\n    opacity: 0.6;\n  }\n}\n';

async function site(withSass: boolean) {
  const dir = await makeTempDir('pxdocs-site-sass-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, customCss: ['src/css/custom.scss'], chat: { embeddings: 'off' } }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    'src/css/custom.scss': SCSS,
    ...(withSass ? { 'node_modules/sass/package.json': '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n', 'node_modules/sass/index.js': FAKE_SASS } : {}),
  });
  return { dir, result: await buildSite(dir) };
}

describe('a Sass customCss', () => {
  it("is compiled with the site's sass, then published as the site's stylesheet", async () => {
    const { dir, result } = await site(true);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const sheets = (await readdir(join(dir, 'out', 'assets'))).filter((name) => /^site-.*\.css$/.test(name));
    assert.equal(sheets.length, 1, sheets.join(', '));
    const css = await readFile(join(dir, 'out', 'assets', sheets[0]!), 'utf8');
    assert.match(css, /\.header-github-link\{color:#ff914d\}/);
    assert.match(css, /\.header-github-link:hover\{opacity:\.6\}/);
    assert.doesNotMatch(css, /\$brand|&:hover/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, new RegExp(`<link rel="stylesheet" href="/assets/${sheets[0]!.replace('.', '\\.')}"`));
  });

  it('without sass installed, fails saying to install it', async () => {
    const { result } = await site(false);
    assert.equal(result.code, 1);
    const output = result.stdout + result.stderr;
    assert.match(output, /Sass stylesheet without sass/);
    assert.match(output, /src\/css\/custom\.scss is a Sass stylesheet/);
    assert.match(output, /npm install --save-dev sass/);
  });
});

describe('pxdocs init with docusaurus-plugin-sass', () => {
  it('says the plugin is not needed, instead of not known', async () => {
    const dir = await makeTempDir('pxdocs-site-sass-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false, theme: { customCss: [require.resolve('./src/css/custom.scss')] } }]],
  plugins: ['docusaurus-plugin-sass'] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/css/custom.scss': SCSS,
    });
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.doesNotMatch(output, /docusaurus-plugin-sass" is not known/);
    assert.match(output, /docusaurus-plugin-sass needs no plugin here: a \.scss or \.sass file in customCss, and a Sass CSS module \(\*\.module\.scss\) a component imports, is compiled with the site's own sass package/);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"customCss": \[\s*"src\/css\/custom\.scss"\s*\]/);
  });
});

describe("a component's Sass CSS module", () => {
  async function boxSite(withSass: boolean) {
    const dir = await makeTempDir('pxdocs-site-sass-module-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/start.mdx': "import Box from '@site/src/components/Box';\n\n# Start\n\n<Box>Boxed text</Box>\n",
      'src/components/Box/index.js': "import React from 'react';\nimport styles from './styles.module.scss';\nexport default function Box({ children }) { return <div className={styles.box}>{children}</div>; }\n",
      'src/components/Box/styles.module.scss': '$pad: 2rem;\n.box {\n  padding: $pad;\n  &:hover {\n    color: red;\n  }\n}\n',
      ...(withSass ? { 'node_modules/sass/package.json': '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n', 'node_modules/sass/index.js': FAKE_SASS } : {}),
    });
    return { dir, result: await buildSite(dir) };
  }

  it('is compiled by the site\'s sass and scoped: the element gets the class, the page the rules', async () => {
    const { dir, result } = await boxSite(true);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8');
    const name = html.match(/<div class="([^"]+)">Boxed text<\/div>/)?.[1];
    assert.ok(name && /box/.test(name), `the element's class: ${name}`);
    const sheet = html.match(/<link rel="stylesheet" href="\/(assets\/site-components-[^"]+\.css)"/)?.[1];
    assert.ok(sheet, 'the page links its components\' stylesheet');
    const css = await readFile(join(dir, 'out', sheet!), 'utf8');
    assert.match(css, new RegExp(`\\.${name}\\s*\\{\\s*padding: 2rem;?\\s*\\}`));
    assert.match(css, new RegExp(`\\.${name}:hover\\s*\\{`));
    assert.doesNotMatch(css, /\$pad|&:hover/);
  });

  it('builds the page again when only a partial its module uses changes', async () => {
    const dir = await makeTempDir('pxdocs-site-sass-partial-');
    const cacheDir = join(dir, '.cache');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/start.mdx': "import Box from '@site/src/components/Box';\n\n# Start\n\n<Box>Boxed text</Box>\n",
      'src/components/Box/index.js': "import React from 'react';\nimport styles from './styles.module.scss';\nexport default function Box({ children }) { return <div className={styles.box}>{children}</div>; }\n",
      'src/components/Box/styles.module.scss': "@use 'tokens';\n.box {\n  padding: $pad;\n}\n",
      'src/components/Box/_tokens.scss': '$pad: 2rem;\n',
      'node_modules/sass/package.json': '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/sass/index.js': FAKE_SASS,
    });
    const padding = async () => {
      const html = await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8');
      const sheet = html.match(/<link rel="stylesheet" href="\/(assets\/site-components-[^"]+\.css)"/)?.[1];
      return (await readFile(join(dir, 'out', sheet!), 'utf8')).match(/padding: ([\w.]+)/)?.[1];
    };
    const first = await buildSite(dir, undefined, { cacheDir });
    assert.equal(first.code, 0, first.stdout + first.stderr);
    assert.equal(await padding(), '2rem');
    await writeFiles(dir, { 'src/components/Box/_tokens.scss': '$pad: 3rem;\n' });
    const second = await buildSite(dir, undefined, { cacheDir });
    assert.equal(second.code, 0, second.stdout + second.stderr);
    assert.equal(await padding(), '3rem', 'the cached page was not taken: its module\'s partial changed');
  });

  it('without sass installed, fails the page saying to install it', async () => {
    const { result } = await boxSite(false);
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /src\/components\/Box\/styles\.module\.scss is a Sass stylesheet[\s\S]*sass package is not installed/);
  });
});
