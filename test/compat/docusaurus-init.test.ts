// `pxdocs init --from-docusaurus` on the shared jest corpus (copied to a temp
// folder; the corpus is read-only), then `pxdocs build` of the result: the
// written config, the list of what was not carried over, exit codes, and the
// corpus building with its own sidebars.json; then small configs written to a
// temp folder for the cases the corpus lacks (several docs instances, values
// computed at run time), each written config loaded as pxdocs loads it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attr, corpusDir, must, readPage, selectAll, sidebarEntries, text, ROOT } from './lib.js';
import { stubStaticImages } from '../../bench/corpus-static.js';
import { admonitionIcon, buildSite, runCommand, runInit } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { docsOptions } from '../../compiler/config/docs-model.js';

const CORPUS = corpusDir('jest');
let temp: string;
let site: string;
let init: { code: number; stdout: string; stderr: string };
let written: Record<string, any>;
let writtenText: string;
let build: { code: number; stdout: string; stderr: string };

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-init-'));
  site = join(temp, 'jest');
  await cp(CORPUS, site, { recursive: true });
  stubStaticImages(join(CORPUS, 'docs'), site);
  // The corpus's pages import npm packages (a YouTube embed) and its config names remark plugins:
  // a real site has them installed; here they come from this checkout.
  await symlink(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  init = await runInit(site);
  writtenText = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
  const json = writtenText.slice(writtenText.indexOf('defineConfig(') + 'defineConfig('.length, writtenText.lastIndexOf(');'));
  // Plugins are imports in the file (`(plugin0.default ?? plugin0)`); the rest is JSON.
  written = JSON.parse(json.replace(/\(plugin(\d+)\.default \?\? plugin\1\)/g, '"plugin$1"'));
  build = await buildSite(site, 'out'); // what `pxdocs build --cwd <site> --out out` does, in process
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

describe('pxdocs init --from-docusaurus on the jest corpus', () => {
  it('exits 0 and writes pxdocs.config.mjs importing defineConfig from pxdocs', () => {
    assert.equal(init.code, 0, init.stderr);
    assert.match(writtenText, /^import \{ defineConfig \} from 'pxdocs';$/m);
    assert.match((init.stdout + init.stderr), /Wrote .*pxdocs\.config\.mjs from docusaurus\.config\.mjs/);
  });

  it('carries the site options over', () => {
    assert.equal(written.title, 'Jest');
    assert.equal(written.tagline, '🃏 Delightful JavaScript Testing');
    assert.equal(written.url, 'https://jestjs.io');
    assert.equal(written.titleDelimiter, '·');
    assert.equal(written.onBrokenLinks, 'warn');
    assert.equal(written.onBrokenMarkdownLinks, 'warn');
    // `path: '../docs'` points outside the corpus; the docs/ folder next to the config is used, and said so.
    assert.deepEqual(written.docs, { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.json', showLastUpdateAuthor: true, showLastUpdateTime: true, remarkPlugins: [['plugin0', { sync: true }], 'plugin1'] });
    // themeConfig.docs.sidebar.hideable: Jest's sidebar folds away.
    assert.deepEqual(written.sidebar, { hideable: true });
    assert.match((init.stdout + init.stderr), /docs\.path "\.\.\/docs" does not exist next to the config; the docs\/ folder found there is used/);
    assert.deepEqual(written.navbar.items, [
      // The versions dropdown (its archived versions are a spread computed at run time: named, not carried).
      { type: 'docsVersionDropdown', position: 'left', dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }], dropdownActiveClassDisabled: true },
      { type: 'doc', docId: 'getting-started', label: 'Docs', position: 'right' },
      { type: 'doc', docId: 'api', label: 'API', position: 'right' },
      { label: 'Help', to: '/help', position: 'right' },
      // Written `to: 'blog'`: kept so, below the base URL as Docusaurus's useBaseUrl reads it.
      { label: 'Blog', to: 'blog', position: 'right' },
      // Its languages: with i18n computed at run time (named below), a dropdown of the one language built.
      { type: 'localeDropdown', position: 'right' },
      // The GitHub icon link: its name and the class the site's stylesheet draws it with.
      { href: 'https://github.com/jestjs/jest', position: 'right', 'aria-label': 'GitHub repository', className: 'header-github-link' },
    ]);
    assert.equal(written.navbar.title, 'Jest');
    assert.deepEqual(written.highlight, { additionalLanguages: ['bash', 'diff', 'json'] });
    assert.deepEqual(written.announcementBar.id, 'support_ukraine');
    assert.equal(written.announcementBar.isCloseable, false);
    assert.equal(written.announcementBar.backgroundColor, '#20232a');
    assert.equal(written.announcementBar.textColor, '#fff');
    assert.deepEqual(written.footer.links.map((column: { title: string }) => column.title), ['Docs', 'Community', 'More', 'Legal']);
    assert.deepEqual(written.footer.links[0].items[0], { label: 'Getting Started', to: '/docs/getting-started' });
    assert.match(written.footer.copyright, /OpenJS Foundation/);
    assert.deepEqual(written.search, { algolia: { appId: 'HP439UUSOL', apiKey: 'e5e670fd16f8f17caada79d6b0931682', indexName: 'jest-v2' } });
    // The blog's options, as the preset gives them.
    assert.deepEqual(written.blog, { showReadingTime: true, editUrl: 'https://github.com/jestjs/jest/tree/main/website/' });
  });

  it('lists each option it could not carry over, with the reason, in its output and in the file', () => {
    // The pages' remark plugins (npm2yarn) are among the docs', which pages are compiled with: not named.
    assert.doesNotMatch(init.stdout + init.stderr, /presets\[0\]\.pages\.remarkPlugins/);
    const expected = [
      /presets\[0\]\.theme\.customCss\[0\]: src\/css\/docusaurusTheme\.css does not exist next to the config/,
      /plugins\[1\]: (?:its pwaHead tags are carried to headTags \(the manifest link, the theme colour\); )?no service worker is built/,
      /i18n: computed at run time \(i18n\): set `lang` and `i18n` by hand/,
      /themeConfig\.navbar\.items\[0\]\.dropdownItemsAfter\[0\]: a spread \(\.\.\.\) of values computed at run time/,
      /docs\.editUrl: .*pxdocs takes a base URL \(the doc's path is added to it\)/,
    ];
    for (const pattern of expected) {
      assert.match((init.stdout + init.stderr), pattern);
      assert.match(writtenText, pattern);
    }
    // remark plugins are named by package, either written (when this pxdocs loads them) or listed.
    const plugins = ['@docusaurus/remark-plugin-npm2yarn', 'docusaurus-remark-plugin-tab-blocks'];
    for (const name of plugins) assert.ok(writtenText.includes(name), `${name} neither written nor listed`);
    assert.match((init.stdout + init.stderr), /Not carried over \(\d+\):/);
  });
});

describe('building the jest corpus with its translated config', () => {
  it('builds with zero errors', () => {
    assert.equal(build.code, 0, build.stdout + build.stderr);
  });

  it("draws the announcement bar in the site's colours and its GitHub link as an icon", async () => {
    const html = await readFile(join(site, 'out', 'docs', 'getting-started.html'), 'utf8');
    assert.match(html, /<div class="announcement-bar announcement-bar-coloured theme-announcement-bar"[^>]* style="background-color:#20232a;color:#fff"/);
    assert.match(html, /<a class="navbar-link navbar-icon-link navbar__item navbar__link header-github-link" href="https:\/\/github\.com\/jestjs\/jest" aria-label="GitHub repository"[^>]*><svg/);
  });

  it('shows the docs sidebar in sidebars.json order, grouped as written', async () => {
    const sidebars = JSON.parse(await readFile(join(CORPUS, 'sidebars.json'), 'utf8')) as { docs: Record<string, string[]>; api: string[] };
    const expected: [number, string | null][] = [];
    for (const [category, ids] of Object.entries(sidebars.docs)) {
      expected.push([0, null]);
      for (const id of ids) expected.push([1, `/docs/${id}`]);
      void category;
    }
    const page = await readPage(join(site, 'out'), '/docs/getting-started');
    const entries = sidebarEntries(page);
    assert.deepEqual(entries.map((entry) => [entry.depth, entry.href ?? null]), expected);
    assert.deepEqual(entries.filter((entry) => entry.depth === 0).map((entry) => entry.label), Object.keys(sidebars.docs));
    // The second sidebar drives the API pages.
    const api = sidebarEntries(await readPage(join(site, 'out'), '/docs/api')).map((entry) => entry.href);
    assert.deepEqual(api, sidebars.api.map((id) => `/docs/${id}`));
  });

  it('writes the remark plugins as imports, so npm2yarn and tab blocks render tabs as in Docusaurus', async () => {
    assert.match(writtenText, /^import plugin0 from "@docusaurus\/remark-plugin-npm2yarn";$/m);
    assert.match(writtenText, /^import plugin1 from "docusaurus-remark-plugin-tab-blocks";$/m);
    const page = await readPage(join(site, 'out'), '/docs/getting-started');
    // The npm/Yarn/pnpm tabs of the install command come from npm2yarn.
    const labels = selectAll(page.body, '[role="tab"]').map((tab) => text(tab).trim());
    assert.ok(labels.includes('npm') && labels.includes('Yarn'), labels.join(', '));
  });

  it('links prev/next across the categories of a sidebar, as Docusaurus', async () => {
    const page = await readPage(join(site, 'out'), '/docs/more-resources');
    assert.equal(attr(must(page.tree, 'a.pagination-previous'), 'href'), '/docs/jest-community');
    assert.equal(attr(must(page.tree, 'a.pagination-next'), 'href'), '/docs/snapshot-testing');
  });

  it("publishes the /img images from the site's static folder (the corpus lacks them: Docusaurus would fail; one-pixel stand-ins here)", async () => {
    const output = build.stdout + build.stderr;
    assert.doesNotMatch(output, /failedSnapshotTest\.png|Missing image/);
    const html = await readFile(join(site, 'out', 'docs', 'snapshot-testing.html'), 'utf8');
    assert.match(html, /<img [^>]*src="\/img\/content\/failedSnapshotTest\.png"/);
    assert.ok((await readFile(join(site, 'out', 'img', 'content', 'failedSnapshotTest.png'))).length > 0);
  });
});

describe('pxdocs init exit codes and safety', () => {
  // The command line's own `main` in this process (`runCommand`): the exit code bin/pxdocs.js gives the
  // process is what it returns. A process for each cost about 0.2 s of CPU, and seconds of wall on a busy machine.
  it('exits 2 without --from-docusaurus or with a folder that does not exist', async () => {
    assert.equal((await runCommand(['init'])).code, 2);
    const missing = await runCommand(['init', '--from-docusaurus', join(temp, 'nope')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no such folder/);
  });

  it('exits 1 when the folder has no Docusaurus config, and will not overwrite a config without --force', async () => {
    const empty = join(temp, 'empty');
    await mkdir(empty, { recursive: true });
    const none = await runCommand(['init', '--from-docusaurus', empty]);
    assert.equal(none.code, 1);
    assert.match(none.stdout + none.stderr, /docusaurus\.config\.js/);
    const again = await runCommand(['init', '--from-docusaurus', site]);
    assert.equal(again.code, 1);
    assert.match(again.stdout + again.stderr, /--force/);
  });

  it('never runs the foreign config: code in it has no effect, literals are still read', async () => {
    const dir = join(temp, 'side-effects');
    await mkdir(join(dir, 'docs'), { recursive: true });
    const marker = join(dir, 'ran.txt');
    await writeFile(join(dir, 'docusaurus.config.ts'), `
      import type { Config } from '@docusaurus/types';
      require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');
      const title: string = 'Typed Site';
      const config: Config = {
        title,
        url: 'https://typed.example/',
        baseUrl: '/sub/',
        presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]],
        themeConfig: { prism: { additionalLanguages: [\`rust\`] } },
      };
      export default config;
    `);
    await writeFile(join(dir, 'sidebars.js'), 'module.exports = { main: [] };\n');
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(!existsSync(marker), 'the config must not be executed');
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    const config = writtenConfig(text);
    assert.equal(config.title, 'Typed Site');
    assert.equal(config.url, 'https://typed.example');
    // The base URL is carried as it is: the build puts it in front of every URL, as Docusaurus does.
    assert.equal(config.baseUrl, '/sub/');
    assert.deepEqual(config.docs, { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js' });
    assert.deepEqual(config.highlight, { additionalLanguages: ['rust'] });
    assert.doesNotMatch(result.stdout + result.stderr, /baseUrl/);
  });

  // Project-HAMi/website: its url is `(process.env.DOCUSAURUS_SITE_URL || 'https://project-hami.io').replace(/\/$/, '')`,
  // which init wrote as https://example.com ("computed at run time"), and its announcement bar is
  // `announcementBarEnabled ? { … } : undefined`, off, which init named as an option with no equivalent.
  it("reads a string's own methods on known values, and skips a theme option set to undefined", async () => {
    const dir = join(temp, 'string-methods');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `
      const siteUrl = (process.env.DOCUSAURUS_SITE_URL || 'https://strings.example/').replace(/\\/$/, '');
      const enabled = false;
      module.exports = {
        title: ' Strings '.trim(),
        tagline: 'TAGLINE'.toLowerCase(),
        url: siteUrl,
        baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        themeConfig: { announcementBar: enabled ? { id: 'x', content: 'Hello' } : undefined, navbar: { title: 'S'.replaceAll('S', 'Strings') } },
      };
    `);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const { config } = await loadConfig(dir);
    assert.equal(config.url, 'https://strings.example');
    assert.equal(config.title, 'Strings');
    assert.equal(config.tagline, 'tagline');
    assert.equal(config.navbar.title, 'Strings');
    assert.doesNotMatch(output, /computed at run time|announcementBar/);
  });

  // DocusaurusCommunity/website spreads one set of remark plugins and admonition keywords into its
  // docs, blog and pages; Gryt-chat/gryt-docs gives its blog a part of its docs' plugins. Each list
  // is carried to its own content's options, as Docusaurus runs each on its own pages; of the
  // admonition keywords (one set for the site, the docs'), only what the docs' lack is named.
  it("carries the pages' and posts' plugins to their options and names only the keywords the docs' lack", async () => {
    const dir = join(temp, 'shared-markdown');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `
      const remark = { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }], require('remark-gfm')] };
      const admonitions = { admonitions: { keywords: ['discord', 'note'] } };
      module.exports = { title: 'Shared', url: 'https://shared.example', baseUrl: '/',
        presets: [['classic', {
          docs: { routeBasePath: 'docs', ...remark, ...admonitions },
          blog: { remarkPlugins: [require('remark-gfm')], ...admonitions },
          pages: { remarkPlugins: [require('remark-gfm'), require('remark-math')], admonitions: { keywords: ['ninja'] } },
        }]] };
    `);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /presets\[0\]\.blog\.(remarkPlugins|admonitions)/);
    assert.doesNotMatch(output, /remarkPlugins/);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"blog": \{\s*"remarkPlugins": \[\s*\(plugin\d+\.default \?\? plugin\d+\)\s*\]/, "the blog's list is the blog's");
    assert.match(written, /"pages": \{\s*"remarkPlugins": \[\s*\(plugin\d+\.default \?\? plugin\d+\),\s*\(plugin\d+\.default \?\? plugin\d+\)\s*\]/, "the pages' list is the pages'");
    assert.match(output, /presets\[0\]\.pages\.admonitions: pages and posts have the site's admonition keywords/);
  });

  // Project-HAMi/website's blog feeds: `copyright: \`Copyright ${new Date().getFullYear()} HAMi Authors\``.
  // Init named it as `{"code":"…"} is not a value pxdocs takes here` and the feeds lost it.
  it("carries a blog feed's copyright written with the year, as the footer's is", async () => {
    const dir = join(temp, 'feed-copyright');
    await mkdir(join(dir, 'blog'), { recursive: true });
    await writeFile(join(dir, 'blog', '2024-01-01-hello.md'), '# Hello\n\nA post.\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = { title: 'Feeds', url: 'https://feeds.example', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { feedOptions: { type: 'rss', copyright: \`Copyright \${new Date().getFullYear()} Feed Authors\` } } }]] };\n`);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /feedOptions/);
    const { config } = await loadConfig(dir);
    assert.equal(config.blog && config.blog.feedOptions.copyright, `Copyright ${new Date().getFullYear()} Feed Authors`);
  });

  it("names what a Babel config adds to Docusaurus's preset, which pxdocs does not run, and says nothing of the template's", async () => {
    const dir = join(temp, 'babel');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'Babel', url: 'https://babel.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n");
    await writeFile(join(dir, 'babel.config.js'), "module.exports = {\n  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],\n};\n");
    const plain = await runInit(dir);
    assert.equal(plain.code, 0, plain.stdout + plain.stderr);
    assert.doesNotMatch(plain.stdout + plain.stderr, /note: babel/);
    await writeFile(join(dir, 'babel.config.js'), "module.exports = {\n  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],\n  plugins: ['@emotion', ['babel-plugin-styled-components', { ssr: true }]],\n};\n");
    const added = await runInit(dir, { force: true });
    assert.equal(added.code, 0, added.stdout + added.stderr);
    assert.match(added.stdout + added.stderr, /note: babel\.config\.js is not run: pxdocs compiles the site's code with esbuild .* so what @emotion, babel-plugin-styled-components do is not applied\. For emotion's css prop, start each file that uses it with \/\*\* @jsxImportSource @emotion\/react \*\//);
  });

  it("keeps mermaid fences as code where the config does not turn Docusaurus's mermaid on, as Docusaurus shows them", async () => {
    const dir = join(temp, 'no-mermaid');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'Plain', url: 'https://plain.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n");
    await writeFile(join(dir, 'docs', 'index.md'), '# Syntax\n\n```mermaid\ngraph TD; A-->B;\n```\n');
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.deepEqual(JSON.parse(text.slice(text.indexOf('defineConfig(') + 13, text.lastIndexOf(');'))).markdown, { mermaid: false });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const page = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(page, /<div class="code-block theme-code-block" data-language="mermaid"><pre[^>]*><code class="language-mermaid"[^>]*><span class="token keyword">graph<\/span> TD/);
    assert.doesNotMatch(page, /mermaid-diagram/);
  });

  it('reads a config exported as an async function (as the Docusaurus site writes it), its markdown options and env defaults', async () => {
    const dir = join(temp, 'function-config');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docusaurus.config.ts'), `
      const baseUrl = process.env.BASE_URL ?? '/';
      const isDev = process.env.NODE_ENV === 'development';
      export default async function createConfigAsync() {
        const tagline = 'Made by a function';
        return {
          title: 'Function Site',
          tagline,
          url: 'https://function.example',
          baseUrl,
          onBrokenLinks: isDev ? 'warn' : 'throw',
          markdown: { format: 'detect', mermaid: true, preprocessor: ({ fileContent }) => fileContent },
          presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [(await import('remark-gfm')).default] } }]],
          plugins: [isDev && 'some-dev-plugin', ['content-docs', { id: 'community', path: 'community' }]],
        };
      }
    `);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    // An ESM-only plugin as Docusaurus's docs write it, `(await import('x')).default`, is carried by name.
    assert.match(text, /^import plugin0 from "remark-gfm";$/m);
    assert.doesNotMatch(output, /remarkPlugins\S*: /, 'carried, not listed as lost');
    // The preprocessor is carried as code (it reads only its parameters), read here as a mark.
    const config = JSON.parse(text.slice(text.indexOf('defineConfig(') + 13, text.lastIndexOf(');')).replace(/\(plugin0\.default \?\? plugin0\)/, '"plugin0"').replace('({ fileContent }) => fileContent', '"preprocessor"'));
    assert.equal(config.title, 'Function Site');
    assert.equal(config.tagline, 'Made by a function', 'a const of the function body is in scope');
    assert.deepEqual(config.markdown, { format: 'detect', mermaid: true, preprocessor: 'preprocessor' });
    assert.deepEqual((config.docs as { remarkPlugins?: unknown }).remarkPlugins, ['plugin0'], "the plugin is the docs' own, as Docusaurus runs it");
    assert.equal(config.docs?.routeBasePath, '/');
    assert.doesNotMatch(output, /baseUrl/, 'process.env.BASE_URL ?? "/" is the root');
    assert.doesNotMatch(output, /markdown\.preprocessor/, 'the preprocessor is carried');
    // Read as `docusaurus build` runs: NODE_ENV is production, so isDev is false.
    assert.equal(config.onBrokenLinks, 'throw');
    assert.doesNotMatch(output, /onBrokenLinks|some-dev-plugin|plugins\[0\]/, 'a false plugin entry is skipped, as Docusaurus skips it');
    // community/ does not exist: the preset's instance, whose docs/ does, is the one built.
    assert.match(output, /plugins\[1\]: the docs plugin instance \("community"\): its folder community\/ does not exist; the preset's docs instance \(docs\/\) is built/);
  });

  it('reads require() of a TypeScript config that makes its own require with createRequire (as Babel\'s does)', async () => {
    const dir = join(temp, 'ts-create-require');
    // Written, not loaded: the plugin is not installed here (initSite loads the written config).
    const files: Record<string, string> = {
      'docusaurus.config.ts': [
        "import { createRequire } from 'module';",
        "import type { Config } from '@docusaurus/types';",
        'const require = createRequire(import.meta.url);',
        'const config: Config = {',
        "  title: 'Required', url: 'https://required.example',",
        "  presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] } }]],",
        '};',
        'export default config;',
        '',
      ].join('\n'),
      'docs/intro.md': '# Intro\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    };
    for (const [name, content] of Object.entries(files)) {
      await mkdir(join(dir, name, '..'), { recursive: true });
      await writeFile(join(dir, name), content);
    }
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(text, /^import plugin0 from "@docusaurus\/remark-plugin-npm2yarn";$/m, output);
    assert.match(text, /"sidebarPath": "sidebars\.js"/);
    assert.doesNotMatch(output, /remarkPlugins.*a function call/);
  });

  it('carries a second docs instance as docsInstances with its navbar items (docsPluginId); leaves out items of an instance it does not build, dropdown entries too', async () => {
    const dir = join(temp, 'two-instances');
    const { output, config, text } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Two', url: 'https://two.example',
        presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: require.resolve('./sidebarsCommunity.js'), editUrl: 'https://two.example/edit/' }],
          ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }],
        ],
        themeConfig: { navbar: { items: [
          { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
          { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
          { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', label: 'API' },
          { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'support', docsPluginId: 'community', label: 'Support' }, { type: 'doc', docId: 'index', docsPluginId: 'api', label: 'Reference' }, { label: 'Elsewhere', href: 'https://elsewhere.example' }] },
        ] } },
      };\n`,
      'docs/intro.md': '# Intro\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'community/support.md': '# Support\n',
      'sidebarsCommunity.js': "module.exports = { community: ['support'] };\n",
    });
    assert.deepEqual(writtenConfig(text).docsInstances, [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js', editUrl: 'https://two.example/edit/' }]);
    // The api instance's folder does not exist: it is not built, and the items naming it are left out.
    assert.match(output, /plugins\[1\]: the docs plugin instance \("api"\): its folder api\/ does not exist/);
    assert.match(output, /themeConfig\.navbar\.items\[2\]: names the docs instance "api" \(docsPluginId\), which pxdocs does not build/);
    assert.match(output, /themeConfig\.navbar\.items\[3\]\.items\[1\]: names the docs instance "api"/);
    const items = JSON.stringify(config.navbar.items);
    assert.ok(items.includes('"Docs"') && items.includes('"Elsewhere"') && !items.includes('API') && !items.includes('Reference'), items);
    assert.match(items, /"sidebarId":"community","label":"Community","position":"left","docsPluginId":"community"/);
    assert.match(items, /"docId":"support","label":"Support","docsPluginId":"community"/);
    const built = await buildSite(dir); // what `pxdocs build --cwd <dir>` does, in process
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const support = await readFile(join(dir, 'out', 'community', 'support.html'), 'utf8');
    assert.match(support, /href="https:\/\/two\.example\/edit\/community\/support\.md"/, 'the instance\'s own edit URL');
    assert.match(support, /<a [^>]*class="[^"]*navbar__link--active[^"]*" href="\/community\/support"[^>]*>Community</, 'its navbar item is active on its pages');
  });

  it("finds a sidebars file named without its extension, as Docusaurus loads it (react-native-website's require.resolve('./sidebarsArchitecture'))", async () => {
    const dir = join(temp, 'sidebars-no-extension');
    const { output, text } = await initSite(dir, {
      'docusaurus.config.ts': `export default {
        title: 'Sidebars', url: 'https://sidebars.example',
        presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars') } }]],
        plugins: [
          ['content-docs', { id: 'architecture', path: 'architecture', routeBasePath: '/architecture', sidebarPath: require.resolve('./sidebarsArchitecture') }],
          ['content-docs', { id: 'community', path: 'community', routeBasePath: '/community', sidebarPath: require.resolve('./sidebarsCommunity') }],
        ],
      };\n`,
      'docs/intro.md': '# Intro\n',
      'architecture/overview.md': '# Overview\n',
      'community/support.md': '# Support\n',
      'sidebars.ts': "export default { docs: ['intro'] };\n",
      'sidebarsArchitecture.ts': "export default { architecture: ['overview'] };\n",
      'sidebarsCommunity.json': '{ "community": ["support"] }\n',
    });
    const written = writtenConfig(text) as { docs: { sidebarPath: string }; docsInstances: { sidebarPath: string }[] };
    assert.equal(written.docs.sidebarPath, 'sidebars.ts');
    assert.deepEqual(written.docsInstances.map((instance) => instance.sidebarPath), ['sidebarsArchitecture.ts', 'sidebarsCommunity.json']);
    assert.doesNotMatch(output, /sidebarPath/, 'nothing to say: the files are found');
  });

  it('carries staticDirectories as it is (pxdocs reads every folder of it); carries a local remark plugin as an import of its file', async () => {
    const dir = join(temp, 'static-dirs');
    const { output, text, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Dirs', url: 'https://dirs.example', staticDirectories: ['assets', 'public'],
        presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [require('./src/remark/shout')], beforeDefaultRemarkPlugins: [require('./src/remark/early')], rehypePlugins: [require('./src/remark/late')] } }]],
      };\n`,
      'docs/intro.md': '# Intro\n',
      'src/remark/shout.js': 'module.exports = () => () => {};\n',
      'src/remark/early.js': 'module.exports = () => () => {};\n',
      'src/remark/late.js': 'module.exports = () => () => {};\n',
    });
    assert.deepEqual(config.staticDirectories, ['assets', 'public']);
    assert.doesNotMatch(output, /staticDirectories|merge|copy the files of/);
    // A plugin file of the site's is imported by the written config (test/compat/site-markdown-plugins.test.ts),
    // each in the list it came from: a plugin run before the defaults sees links before they are read.
    const docs = config.docs as unknown as Record<string, unknown[]>;
    assert.deepEqual([docs.remarkPlugins.length, docs.beforeDefaultRemarkPlugins.length, docs.rehypePlugins.length], [1, 1, 1]);
    assert.match(text, /^import plugin0 from "\.\/src\/remark\/shout\.js";$/m);
    assert.doesNotMatch(output, /^\s*- .*src\/remark\/(shout|early|late)/m, 'carried, not listed as lost');
  });

  // nanos-world/docs lists `public` (made by a script, not committed) before `static`, where its images
  // are: init made `public` the static folder, and every /img link of the site broke.
  it('keeps a static folder that is not in the site in the list, skipped while missing as Docusaurus does, and says so', async () => {
    const dir = join(temp, 'static-dirs-missing');
    const { output, text, config } = await initSite(dir, {
      'docusaurus.config.js': `const isDev = process.env.NODE_ENV === 'development';
      module.exports = {
        title: 'Dirs', url: 'https://dirs.example',
        staticDirectories: isDev ? ['external', 'public', 'static'] : ['public', 'static'],
        presets: [['classic', { docs: { sidebarPath: false } }]],
      };\n`,
      'docs/intro.md': '# Intro\n\n![new](/img/new.png)\n',
      'static/img/new.png': 'png',
    });
    assert.deepEqual(config.staticDirectories, ['public', 'static']);
    assert.match(text, /"staticDirectories": \[\s*"public",\s*"static"\s*\]/);
    assert.match(output, /staticDirectories: public\/ is not in the site: skipped while missing, as Docusaurus skips it/);
    assert.doesNotMatch(output, /copy the files of/);
    const built = await buildSite(dir, join(dir, 'out'));
    assert.equal(built.code, 0, built.stderr);
    assert.doesNotMatch(built.stderr + built.stdout, /new\.png/);
  });

  it("names the Algolia search theme as not needed, pxdocs searching with the carried themeConfig.algolia", async () => {
    // thepeacockproject/peacockprojectorg lists the theme beside theme-classic; init said it "is not loaded".
    const dir = join(temp, 'algolia-theme');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = {
      title: 'Search', url: 'https://search.example',
      themes: [['@docusaurus/theme-classic', {}], '@docusaurus/theme-search-algolia'],
      plugins: ['@docusaurus/plugin-content-docs'],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' } },
    };\n`);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /themes\[1\]: not needed: pxdocs builds its own search .* or uses Algolia when themeConfig\.algolia is set/);
    assert.doesNotMatch(output, /is not loaded/);
    assert.deepEqual((await loadConfig(dir)).config.search?.algolia, { appId: 'APP', apiKey: 'KEY', indexName: 'docs' });
  });

  it("keeps the default footer's current year as code, and reads Docusaurus 2 alpha's navbar.links", async () => {
    const dir = join(temp, 'year-config');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = {
      title: 'Year Site',
      url: 'https://year.example',
      themeConfig: {
        navbar: { links: [{ to: 'docs/intro', label: 'Docs', position: 'left' }, { href: 'https://github.com/x/y', label: 'GitHub', position: 'right' }] },
        footer: {
          copyright: \`Copyright © 2015–\${new Date().getFullYear()} The \\\`Year\\\` authors.\`,
          links: [{ title: 'About', items: [{ html: \`<p class="made">Made in \${new Date().getFullYear()}</p>\` }] }],
        },
      },
    };\n`);
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /footer\.copyright|navbar\.links/, 'both carried over');
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.ok(text.includes('"copyright": `Copyright © 2015–${new Date().getFullYear()} The \\`Year\\` authors.`'), text);
    // The written config loads and says this year.
    const { config } = await loadConfig(dir);
    assert.equal(config.footer.copyright, `Copyright © 2015–${new Date().getFullYear()} The \`Year\` authors.`);
    assert.deepEqual(config.navbar.items.map((item) => ('label' in item ? item.label : undefined)), ['Docs', 'GitHub']);
    // A footer item's HTML made when the config loads is carried as code too (0LNetworkCommunity/documentation's).
    assert.doesNotMatch(output, /footer\.links/);
    assert.deepEqual(config.footer.links, [{ title: 'About', items: [{ html: `<p class="made">Made in ${new Date().getFullYear()}</p>` }] }]);
  });
});

/** Runs init on a Docusaurus config written to `dir`, then loads the written config (it must load). */
/** The config init wrote, as JSON (for configs with no imports nor functions). */
function writtenConfig(text: string): Record<string, unknown> {
  return JSON.parse(text.slice(text.indexOf('defineConfig(') + 13, text.lastIndexOf(');')));
}

async function initSite(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  const result = await runInit(dir);
  const output = result.stdout + result.stderr;
  assert.equal(result.code, 0, output);
  const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
  const { config } = await loadConfig(dir);
  // The docs' options (none: `docs: false` or areas), read as the tests below read them.
  return { output, text, config: { ...config, docs: docsOptions(config) } };
}

describe('pxdocs init on a site with a base URL', () => {
  it('carries the base URL, and the build publishes links written without it (as a GitHub Pages project site writes them) under it', async () => {
    const dir = join(temp, 'project-pages');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Project', url: 'https://someone.github.io', baseUrl: '/project/',
        presets: [['classic', { docs: { sidebarPath: false } }]],
      };\n`,
      'docs/intro.md': '# Intro\n\nSee [the guide](/docs/guide) and [setup](/docs/guide#setup), and ![a logo](/img/logo.png).\n',
      'docs/guide.md': '# Guide\n\n## Setup\n\nBack to <a href="/docs/intro">the intro</a>.\n',
      'static/img/logo.png': 'not really a PNG',
    });
    assert.equal(config.baseUrl, '/project/');
    assert.equal(config.docs?.routeBasePath, 'docs');
    assert.doesNotMatch(output, /baseUrl/);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    // Docusaurus completes /docs/guide to /project/docs/guide; so does the build.
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(intro, /<a href="\/project\/docs\/guide">the guide<\/a>/);
    assert.match(intro, /<a href="\/project\/docs\/guide#setup">setup<\/a>/);
    assert.match(intro, /<img src="\/project\/img\/logo\.png" alt="a logo"/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'guide.html'), 'utf8'), /<a href="\/project\/docs\/intro">the intro<\/a>/);
  });
});

describe('pxdocs init with several docs instances', () => {
  it("builds the instance whose folder exists, with that instance's route and sidebar, and says why the preset's is not built", async () => {
    // typescript-eslint's shape: the preset's instance points at a folder outside the site, a plugin instance owns docs/.
    const dir = join(temp, 'instances');
    const { output, text, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Instances',
        url: 'https://instances.example',
        presets: [['classic', { docs: { id: 'api', path: '../api-docs', routeBasePath: 'api', sidebarPath: require.resolve('./sidebars/api.js') } }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'main', path: 'docs', routeBasePath: '/', sidebarPath: require.resolve('./sidebars/main.js') }]],
      };\n`,
      'docs/intro.md': '# Intro\n',
      'sidebars/main.js': "module.exports = { main: ['intro'] };\n",
    });
    // The instance keeps its id, which its pages' class and its translations folder name.
    assert.deepEqual(writtenConfig(text).docs, { id: 'main', path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars/main.js' });
    assert.equal(config.docs?.routeBasePath, '/');
    const reason = /presets\[0\]\.docs: the preset's docs instance \("api"\): its folder \.\.\/api-docs\/ does not exist; the "main" instance \(docs\/\) is built/;
    assert.match(output, reason);
    assert.match(text, reason);
    assert.doesNotMatch(output, /plugins\[0\]/, 'the "main" instance is the one built');
    assert.doesNotMatch(output, /docs\.path .* does not exist/, 'no fallback: docs/ is the chosen instance\'s own folder');
  });

  it("keeps the preset's instance first when several folders exist; the other becomes a docs instance, or is named when it has no id", async () => {
    const dir = join(temp, 'instances-both');
    const { output, config, text } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Both',
        url: 'https://both.example',
        presets: [['classic', { docs: { routeBasePath: '/' } }]],
        plugins: [['content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
      };\n`,
      'docs/intro.md': '# Intro\n',
      'community/index.md': '# Community\n',
    });
    // Both folders exist: the preset's instance, listed first, is `docs`; the other is built beside it.
    assert.equal(config.docs?.path, 'docs');
    assert.deepEqual(writtenConfig(text).docsInstances, [{ id: 'community', path: 'community', routeBasePath: 'community' }]);
    assert.doesNotMatch(output, /plugins\[0\]/);
    const anonymous = join(temp, 'instances-no-id');
    const second = await initSite(anonymous, {
      'docusaurus.config.js': `module.exports = { title: 'Both', url: 'https://both.example', presets: [['classic', {}]], plugins: [['content-docs', { path: 'community', routeBasePath: 'community' }]] };\n`,
      'docs/intro.md': '# Intro\n',
      'community/index.md': '# Community\n',
    });
    assert.match(second.output, /plugins\[0\]: the docs plugin instance \(community\/\) needs an id of its own/);
    assert.equal(writtenConfig(second.text).docsInstances, undefined);
  });
});

describe('pxdocs init on a versioned Docusaurus site', () => {
  it('carries the versions: the build serves the released version at the docs route and the docs folder at /next', async () => {
    const dir = join(temp, 'versions');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = { title: 'Versions', url: 'https://versions.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js', versions: { current: { label: 'Edge', banner: 'none' } }, onlyIncludeVersions: ['current', '2.1'] } }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }] } } };\n`,
      'docs/intro.md': '# Intro\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'versions.json': JSON.stringify(['2.1', '2.0']),
      'versioned_docs/version-2.1/intro.md': '# Intro (2.1)\n',
      'versioned_sidebars/version-2.1-sidebars.json': JSON.stringify({ docs: ['intro'] }),
    });
    assert.doesNotMatch(output, /versions\.json|onlyIncludeVersions|docs\.versions/);
    assert.deepEqual(config.docs?.versions, { current: { label: 'Edge', banner: 'none' } });
    assert.deepEqual(config.docs?.onlyIncludeVersions, ['current', '2.1']);
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const built = await buildSite(dir, join(dir, 'out'));
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /Intro \(2\.1\)/);
    const next = await readFile(join(dir, 'out', 'docs', 'next', 'intro.html'), 'utf8');
    assert.match(next, /<a class="navbar-link active navbar__link" href="\/docs\/next\/intro" aria-current="page">Edge<\/a>/);
    assert.doesNotMatch(next, /theme-doc-version-banner/);
  });

  it('reads lastVersion: versions[0] from versions.json, and leaves it out: the default, which follows a version cut later as the expression does', async () => {
    const dir = join(temp, 'versions-first');
    const { output, config, text } = await initSite(dir, {
      'docusaurus.config.js': `const versions = require('./versions.json');\nmodule.exports = { title: 'First', url: 'https://first.example', presets: [['classic', { docs: { lastVersion: versions[0], onlyIncludeVersions: ['current', ...versions.slice(0, 1)] } }]] };\n`,
      'docs/intro.md': '# Intro\n',
      'versions.json': JSON.stringify(['2.1', '2.0']),
      'versioned_docs/version-2.1/intro.md': '# Intro (2.1)\n',
    });
    assert.doesNotMatch(output, /lastVersion/);
    assert.doesNotMatch(text, /lastVersion/);
    assert.equal(config.docs?.lastVersion, undefined);
  });

  it("carries lastVersion 'current' and a named instance's id, which names its files", async () => {
    const dir = join(temp, 'versions-current');
    const { config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = { title: 'Current', url: 'https://current.example', presets: [['classic', { docs: { id: 'guide', routeBasePath: '/', lastVersion: 'current' } }]] };\n`,
      'docs/intro.md': '# Intro\n',
      'guide_versions.json': JSON.stringify(['3.0']),
    });
    assert.equal(config.docs?.id, 'guide');
    assert.equal(config.docs?.lastVersion, 'current');
  });

  it("reads a site of plugin entries only: the classic theme's customCss, and the first instance's id, versions or not", async () => {
    // No preset: the theme is listed with its options, and every docs instance is named, the
    // first (a landing folder at /) unversioned; a navbar item names it by its id.
    const dir = join(temp, 'plugins-only');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Suite', url: 'https://suite.example',
        themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'landing', path: 'landing', routeBasePath: '/' }],
          ['@docusaurus/plugin-content-docs', { id: 'deploy', path: 'deploy', routeBasePath: 'deploy' }],
        ],
        themeConfig: { navbar: { items: [{ type: 'doc', docId: 'index', docsPluginId: 'landing', label: 'Home' }, { type: 'docsVersionDropdown', docsPluginId: 'deploy' }] } },
      };\n`,
      'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
      'landing/index.md': '---\nslug: /\n---\n# Suite\n',
      'deploy/intro.md': '# Deploy\n',
      'deploy_versions.json': JSON.stringify(['1.0']),
      'deploy_versioned_docs/version-1.0/intro.md': '# Deploy 1.0\n',
    });
    assert.doesNotMatch(output, /theme-classic/);
    assert.deepEqual(config.customCss, ['src/css/custom.css']);
    assert.equal(config.docs?.id, 'landing');
    const built = await buildSite(dir, join(dir, 'out'));
    assert.equal(built.code, 0, built.stderr);
    const home = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(home, /<html[^>]*class="plugin-docs plugin-id-landing /);
    const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]);
    const css = (await Promise.all(stylesheets.map((path) => readFile(join(dir, 'out', path), 'utf8')))).join('\n');
    assert.match(css, /#123456/, "the theme's customCss is the site's stylesheet");
  });

  // svg/svgo.dev lists the classic theme, the sitemap plugin and the SVGR plugin in `plugins`
  // (Docusaurus takes a theme there too): init called each "not known to pxdocs", and the site's
  // custom.css and the sitemap's ignorePatterns were left out.
  it('reads the classic theme, the sitemap and the SVGR plugin listed in plugins', async () => {
    const dir = join(temp, 'theme-in-plugins');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Svg', url: 'https://svg.example', baseUrl: '/',
        plugins: [
          ['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/custom.css') }],
          ['@docusaurus/plugin-content-docs', { path: 'docs' }],
          ['@docusaurus/plugin-sitemap', { filename: 'sitemap.xml', ignorePatterns: ['/.well-known/**'] }],
          ['@docusaurus/plugin-svgr', { svgrConfig: { svgoConfig: { plugins: ['preset-default'] } } }],
        ],
      };\n`,
      'src/css/custom.css': ':root { --ifm-color-primary: #654321; }\n',
      'docs/intro.md': '# Intro\n',
    });
    assert.doesNotMatch(output, /not known to pxdocs/);
    assert.deepEqual(config.customCss, ['src/css/custom.css']);
    assert.deepEqual((config as { sitemap?: unknown }).sitemap, { filename: 'sitemap.xml', ignorePatterns: ['/.well-known/**'], changefreq: 'weekly', priority: 0.5 });
    assert.match(output, /plugins\[3\]\.svgrConfig: an imported \.svg becomes a React component without SVGR: its markup is used as written/);
  });
});

// Community plugins whose output pxdocs does not make: what is lost is said with what to do (a helper's
// OpenAPI and redocusaurus sites: init only said "not known", then every API page failed the build); the
// PWA plugin's head tags are tags like any; and the docs' remark plugins are the docs' own.
describe('pxdocs init on community plugins', () => {
  it('names what the OpenAPI and Redoc plugins would have built, carries the PWA head tags, and says where the docs plugins run', async () => {
    const dir = join(temp, 'community');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Community', url: 'https://community.example', baseUrl: '/',
        presets: [
          ['classic', { docs: { routeBasePath: 'docs', docItemComponent: '@theme/ApiItem', remarkPlugins: [require('./src/remark/shout')] } }],
          ['redocusaurus', { specs: [{ spec: 'openapi.yaml', route: '/api/' }] }],
        ],
        plugins: [
          ['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { petstore: { specPath: 'petstore.yaml', outputDir: 'docs/api' } } }],
          ['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['appInstalled'], pwaHead: [{ tagName: 'link', rel: 'manifest', href: '/manifest.json' }, { tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)' }] }],
        ],
        themes: ['docusaurus-theme-openapi-docs'],
      };\n`,
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-a.md': '---\ntitle: A\n---\n\nText.\n',
      'src/remark/shout.js': 'module.exports = () => () => {};\n',
    });
    assert.match(output, /plugins\[0\]: the API reference pages docusaurus-plugin-openapi-docs generates import docusaurus-theme-openapi-docs' components, which pxdocs does not run: those pages fail the build\. Leave them out/);
    assert.match(output, /themes\[0\]: the API reference pages docusaurus-plugin-openapi-docs generates/);
    assert.match(output, /presets\[1\]: redocusaurus draws an API reference page at each of its specs' routes, which pxdocs does not: nothing is built there, so links to them .* are broken links/);
    assert.match(output, /plugins\[1\]: its pwaHead tags are carried to headTags \(the manifest link, the theme colour\); no service worker is built/);
    assert.deepEqual(config.headTags, [{ tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } }, { tagName: 'meta', attributes: { name: 'theme-color', content: 'rgb(37, 194, 160)' } }]);
    assert.doesNotMatch(output, /remarkPlugins/, "the docs' remark plugins are the docs' own, as in Docusaurus: nothing to say");
  });
});

describe('pxdocs init on values computed at run time', () => {
  it('evaluates template literals of known constants, and says which label, href or url is computed at run time', async () => {
    const dir = join(temp, 'computed');
    const { output, text, config } = await initSite(dir, {
      'docusaurus.config.js': `
        const GITHUB_URL = 'https://github.com/x/y';
        const ORG = 'The \`Y\` authors';
        const version = require('./package.json').version;
        const packageJson = require('./package.json');
        module.exports = {
          title: 'Computed',
          url: packageJson.homepage,
          themeConfig: {
            navbar: {
              items: [
                { to: 'docs/intro', label: 'Docs' },
                { label: 'Issues', href: \`\${GITHUB_URL}/issues\`, position: 'right' },
                { href: \`https://github.com/x/y/releases/tag/v\${version}\`, label: \`v\${version}\`, position: 'right' },
                { href: process.env.NODE_ENV === 'production' ? 'https://a' : 'http://b', label: 'Playground' },
                { href: someFlag ? 'https://c' : 'http://d', label: 'Elsewhere' },
              ],
            },
            footer: {
              links: [{ title: 'More', items: [{ label: 'GitHub', href: GITHUB_URL }, { label: \`v\${version}\`, to: 'docs/intro' }] }],
              copyright: \`© \${new Date().getFullYear()} \${ORG}\`,
            },
          },
        };\n`,
      'docs/intro.md': '# Intro\n',
      'package.json': '{ "version": "1.2.3", "homepage": "https://computed.example" }\n',
    });
    // `${GITHUB_URL}/issues` is a string once GITHUB_URL is known.
    const items = config.navbar.items as { label: string; to?: string; href?: string; position: string }[];
    // A condition on NODE_ENV is read as `docusaurus build` runs it (production).
    assert.deepEqual(items.map((item) => [item.label, item.to ?? item.href, item.position]), [['Docs', 'docs/intro', 'left'], ['Issues', 'https://github.com/x/y/issues', 'right'], ['Playground', 'https://a', 'left']]);
    assert.equal(config.footer.copyright, `© ${new Date().getFullYear()} The \`Y\` authors`, 'the year stays code, the constant is written in');
    const expected = [
      /themeConfig\.navbar\.items\[2\]: its label is computed at run time \(`v\$\{version\}`\) and its href is computed at run time \(`https:\/\/github\.com\/x\/y\/releases\/tag\/v\$\{version\}`\): set them by hand/,
      /themeConfig\.navbar\.items\[4\]: its href is computed at run time \(someFlag \? 'https:\/\/c' : 'http:\/\/d'\): set it by hand/,
      /themeConfig\.footer\.links\[0\]\.items\[1\]: its label is computed at run time \(`v\$\{version\}`\): set it by hand/,
    ];
    for (const pattern of expected) {
      assert.match(output, pattern);
      assert.match(text, pattern);
    }
    assert.doesNotMatch(output, /icon-only|type "default"|navbar\.items\[[013]\]:|footer\.copyright/);
    // package.json's homepage is read as the JSON it is (prettier's config takes its url so); its version moves with each release, and stays to set by hand.
    assert.equal(config.url, 'https://computed.example');
    assert.match(output, /note: values docusaurus\.config\.js imports from the site's own files were read from them \(not run\) and copied into the config: package\.json \(homepage\)/);
    assert.doesNotMatch(output, /No `url`|url is computed/);
  });

  it('reads a config exported as a spread of another object, conditions a plain build decides, and lists filtered with Boolean', async () => {
    // QuestDB's shapes: `module.exports = { ...config, extra }`, a base URL chosen by an
    // environment variable, and `[...].filter(Boolean)` plugin lists.
    const dir = join(temp, 'spread');
    const { output, text, config } = await initSite(dir, {
      'docusaurus.config.js': `
        const isPreview = process.env.CONTEXT === 'deploy-preview';
        const shared = { sidebarCollapsed: false };
        const site = { domain: 'spread.example' };
        const config = {
          title: 'Spread Site',
          url: \`https://\${site.domain}\`,
          baseUrl: isPreview ? '/' : '/docs/',
          presets: [['classic', { docs: { ...shared, path: 'documentation', routeBasePath: '/' } }]],
          plugins: [isPreview && 'preview-only-plugin', 'local-plugin', ...[require.resolve('./plugins/two')]].filter(Boolean),
          themeConfig: {
            ...require('./theme-extras'),
            prism: { defaultLanguage: 'python', additionalLanguages: ['rust'] },
            // Docusaurus takes a path in href and a URL in to (its Link tells them apart).
            navbar: { items: [{ label: 'Guide', href: '/docs/guide' }, { label: 'Site', to: 'https://spread.example/home' }] },
            footer: { links: [{ title: 'More', items: [{ label: 'Privacy', to: 'https://spread.example/privacy' }, { label: 'Start', href: '/docs' }] }] },
            ...(typeof process.env.ALGOLIA_KEY === 'string'
              ? { algolia: { appId: 'A', apiKey: process.env.ALGOLIA_KEY, indexName: 'spread' } }
              : {}),
          },
          stylesheets: [{ href: 'https://cdn.example/katex.min.css', type: 'text/css', crossorigin: 'anonymous' }, '/css/extra.css'],
          scripts: [{ src: '/js/analytics.js', async: true }, someScript, { src: 'https://widget.example/w.js', 'data-questions': ['How?', 'Why?'], 'data-size': 3, async: true }],
        };
        module.exports = { ...config, customThing: 1, ...computeMore() };\n`,
      'documentation/index.md': '---\nslug: /\n---\n\n# Start\n\nSee [the guide](/docs/guide).\n',
      'documentation/guide.md': '# Guide\n\n```\nprint(1)\n```\n',
    });
    assert.equal(config.title, 'Spread Site', 'the spread object is read, not replaced by defaults');
    assert.equal(config.url, 'https://spread.example', "a property of a known object (QuestDB's customFields.domain)");
    assert.equal(config.search?.algolia, undefined, 'an unset variable leaves the conditional spread empty, with nothing to report');
    assert.doesNotMatch(output, /ALGOLIA/);
    assert.equal(config.docs?.path, 'documentation');
    assert.equal(config.baseUrl, '/docs/', "isPreview is false in a plain build");
    assert.equal(config.docs?.routeBasePath, '/');
    assert.equal(config.docs?.sidebarCollapsed, false, 'a spread inside the docs options is read');
    assert.equal(config.highlight.defaultLanguage, 'python');
    assert.deepEqual(config.highlight.additionalLanguages, ['rust']);
    assert.deepEqual(config.stylesheets, [{ href: 'https://cdn.example/katex.min.css', type: 'text/css', crossorigin: 'anonymous' }, '/css/extra.css']);
    assert.deepEqual(config.scripts, [{ src: '/js/analytics.js', async: true }, { src: 'https://widget.example/w.js', 'data-questions': 'How?,Why?', 'data-size': '3', async: true }]);
    assert.deepEqual((config.navbar.items as { label?: string; to?: string; href?: string }[]).map((item) => [item.label, item.to, item.href]), [['Guide', '/docs/guide', undefined], ['Site', undefined, 'https://spread.example/home']]);
    assert.deepEqual((config.footer.links[0] as { items: { label: string; to?: string; href?: string }[] } | undefined)?.items.map((item: { label: string; to?: string; href?: string }) => [item.label, item.to, item.href]), [['Privacy', undefined, 'https://spread.example/privacy'], ['Start', '/docs', undefined]]);
    assert.doesNotMatch(output, /object Object|preview-only-plugin|prism\.defaultLanguage/);
    const expected = [
      /plugins\[0\]: the plugin "local-plugin" is not known to pxdocs/,
      /plugins\[1\]: .*plugins\/two/,
      /customThing: "customThing" has no pxdocs equivalent/,
      /scripts\[1\]: computed at run time \(someScript\): add it by hand/,
      /\.\.\.computeMore\(\): a spread of a value known only when the config runs: its keys are not carried/,
      /themeConfig\.\.\.\.require\('\.\/theme-extras'\): a spread of a value known only when the config runs/,
    ];
    for (const pattern of expected) {
      assert.match(output, pattern);
      assert.match(text, pattern);
    }
    // The written config builds: the doc at slug / is the home page, published at the base /docs/,
    // and links written with the base (the page's, the navbar's and the footer's) resolve.
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const start = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(start, /<a href="\/docs\/guide">the guide<\/a>/);
    assert.match(start, /<h1>Start/);
    // The extra head tags, before the theme's stylesheet as in Docusaurus, with their attributes as HTML spells them.
    const head = start.slice(0, start.indexOf('</head>'));
    assert.match(head, /<link rel="stylesheet" href="https:\/\/cdn\.example\/katex\.min\.css" type="text\/css" crossorigin="anonymous"\/><link rel="stylesheet" href="\/docs\/css\/extra\.css"\/>.*<link rel="stylesheet" href="\/docs\/assets\/theme-[^"]+"\/>/);
    assert.match(head, /<script src="\/docs\/js\/analytics\.js" async=""><\/script>/);
    const guide = await readFile(join(dir, 'out', 'guide.html'), 'utf8');
    assert.match(guide, /class="[^"]*language-python/, 'a fence without a language is highlighted as the default language');
  });

  it('carries the whole navbar logo and draws it as Docusaurus: its own proportions, its dark variant, its link, no title unless one is set', async () => {
    // Temporal's shape: a wordmark (wide, not square) with a dark variant, linking off-site, and no navbar title.
    const dir = join(temp, 'logo');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `
        module.exports = {
          title: 'Logo Site',
          url: 'https://logo.example',
          baseUrl: '/',
          presets: [['classic', { docs: { routeBasePath: '/' } }]],
          themeConfig: {
            navbar: {
              logo: { alt: 'Logo Site mark', src: 'img/wordmark.svg', srcDark: '/img/wordmark-dark.svg', href: 'https://logo.example/home', className: 'brand-logo', width: 120 },
              items: [{ label: 'Home', to: '/', position: 'left' }],
            },
          },
        };\n`,
      'docs/index.md': '# Start\n\nHello.\n',
      'static/img/wordmark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32"/>',
      'static/img/wordmark-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32"/>',
    });
    assert.deepEqual(config.navbar.logo, { src: '/img/wordmark.svg', alt: 'Logo Site mark', srcDark: '/img/wordmark-dark.svg', href: 'https://logo.example/home', width: 120, className: 'brand-logo' });
    assert.equal(config.navbar.title, undefined);
    assert.equal(config.navbar.hideOnScroll, false, "Docusaurus's default: the bar stays in place");
    assert.doesNotMatch(output, /themeConfig\.navbar\.logo/, 'its className is carried, onto the image as Docusaurus puts it');
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const page = await readPage(join(dir, 'out'), '/');
    const brand = must(page.tree, 'a.navbar-brand');
    assert.equal(attr(brand, 'href'), 'https://logo.example/home');
    assert.equal(attr(brand, 'target'), '_blank');
    const images = selectAll(brand, 'img');
    assert.deepEqual(images.map((img) => [attr(img, 'src'), attr(img, 'class'), attr(img, 'width'), attr(img, 'height')]), [
      ['/img/wordmark.svg', 'navbar-logo navbar-logo-light navbar__logo brand-logo', '120', undefined],
      ['/img/wordmark-dark.svg', 'navbar-logo navbar-logo-dark navbar__logo brand-logo', '120', undefined],
    ]);
    assert.equal(selectAll(brand, '.brand-title').length, 0, 'no navbar title, so none is printed');
    assert.equal(attr(must(page.tree, 'div[data-navbar]'), 'data-hide-on-scroll'), undefined);
  });

  it("carries the docs plugin's admonition keywords to markdown.admonitions, its tagsBasePath, tags and onInlineTags, and names what it cannot carry", async () => {
    const dir = join(temp, 'admonitions');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Keywords', url: 'https://keywords.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: '/', tagsBasePath: 'topics', tags: 'topics.yml', onInlineTags: 'log', admonitions: { keywords: ['competency', 'copycode'], extendDefaults: true, tag: '+++' } } }]],
      };\n`,
      'docs/index.md': '# Start\n\n:::competency Plan a garden\n\nBody.\n\n:::\n',
    });
    assert.deepEqual(config.markdown.admonitions, { keywords: ['competency', 'copycode'], extendDefaults: true });
    assert.match(output, /docs\.admonitions\.tag: no pxdocs equivalent/);
    assert.equal(config.docs?.tagsBasePath, 'topics');
    // The docs' tags file and its check are carried as written (not named as settings not carried).
    assert.equal(config.docs?.tags, 'topics.yml');
    assert.equal(config.docs?.onInlineTags, 'log');
    assert.doesNotMatch(output, /docs\.(tags|onInlineTags):/);
    assert.doesNotMatch(output, /docs\.admonitions: /);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(await readFile(join(dir, 'out', 'index.html'), 'utf8'), new RegExp(String.raw`class="admonition admonition-competency[ "][^>]*><p class="admonition-heading">${admonitionIcon('info')}Plan a garden`));
  });

  it('carries favicon, headTags, the social image, extra meta tags, editUrl, exclude and the last-update options, and the build puts them in every page', async () => {
    const dir = join(temp, 'head');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Head', url: 'https://head.example', baseUrl: '/', favicon: 'img/favicon.ico',
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } },
          { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"Organization"}' },
          { tagName: 'div', attributes: { id: 'nope' } },
        ],
        presets: [['classic', { docs: { routeBasePath: '/', editUrl: 'https://git.example/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: false, exclude: ['**/_*.md', 'drafts/**'], numberPrefixParser: false }, theme: { customCss: require.resolve('./src/css/custom.css') }, sitemap: { changefreq: 'weekly' }, gtag: { trackingID: 'G-TEST' } }]],
        themeConfig: { colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false }, navbar: { hideOnScroll: true }, image: 'img/social.png', metadata: [{ name: 'robots', content: 'follow, index' }, { 'http-equiv': 'x-ua-compatible', content: 'IE=edge' }] },
      };\n`,
      'docs/index.md': '# Start\n\nHello.\n',
      'docs/other.md': '---\ncustom_edit_url: null\nimage: /img/own.png\n---\n\n# Other\n\nNo edit link.\n',
      'static/img/favicon.ico': 'icon',
      'src/css/custom.css': ':root { --ifm-color-primary: #0a7d55; }\n',
    });
    assert.deepEqual(config.customCss, ['src/css/custom.css']);
    assert.equal(config.favicon, '/img/favicon.ico');
    assert.equal(config.navbar.hideOnScroll, true);
    assert.equal(config.navbar.brandMark, false, 'Docusaurus draws a brand without a logo as its title alone');
    assert.deepEqual(config.colorMode, { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false });
    assert.equal(config.image, '/img/social.png');
    assert.deepEqual(config.metadata, [{ name: 'robots', content: 'follow, index' }, { 'http-equiv': 'x-ua-compatible', content: 'IE=edge' }]);
    assert.equal(config.headTags.length, 2);
    assert.equal(config.docs?.editUrl, 'https://git.example/edit/main/');
    assert.equal(config.docs?.showLastUpdateTime, true);
    assert.equal(config.docs?.showLastUpdateAuthor, false);
    assert.deepEqual(config.docs?.exclude, ['**/_*.md', 'drafts/**']);
    assert.equal(config.docs?.numberPrefixParser, false);
    assert.match(output, /headTags\[2\]: a <div> is not a head tag/);
    assert.deepEqual(config.sitemap, { filename: 'sitemap.xml', changefreq: 'weekly', ignorePatterns: [], priority: 0.5 });
    assert.doesNotMatch(output, /sitemap/);
    assert.deepEqual(config.gtag, { trackingID: 'G-TEST', anonymizeIP: false });
    assert.doesNotMatch(output, /favicon|themeConfig\.(image|metadata|colorMode)|docs\.editUrl|showLastUpdate|exclude|numberPrefixParser|\.theme|gtag/);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const start = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    const head = start.slice(0, start.indexOf('</head>'));
    assert.match(head, /<link rel="icon" href="\/img\/favicon\.ico"\/>/);
    assert.match(head, /<link rel="stylesheet" href="\/assets\/theme-[^"]+"\/><link rel="stylesheet" href="\/assets\/site-[^"]+\.css"\/>/, "the site's customCss after the theme's stylesheet");
    assert.match(start, /<div class="navbar theme-layout-navbar" id="px-navbar" data-navbar="" data-hide-on-scroll="">/);
    assert.match(start, /<a class="navbar-brand navbar__brand" href="\/"><span class="brand-title navbar__title[^"]*">Head<\/span><\/a>/, 'the title alone, no mark');
    assert.match(start, /<html lang="en" dir="ltr" data-theme="dark"[ >]/, "the page's mode before its head script runs");
    assert.doesNotMatch(head, /favicon\.svg/);
    assert.match(head, /<meta property="og:image" content="https:\/\/head\.example\/img\/social\.png"\/>/);
    // Each where Docusaurus's helmet puts it (a name's meta among the theme's, which it may replace: compiler page head).
    assert.match(head, /<meta name="robots" content="follow, index"\/>/);
    assert.match(head, /<meta http-equiv="x-ua-compatible" content="IE=edge"\/>/);
    assert.match(head, /<link rel="preconnect" href="https:\/\/fonts\.example"\/>/);
    assert.match(head, /<script type="application\/ld\+json">\{"@type":"Organization"\}<\/script>/);
    assert.match(start, /<p class="edit-page"><a class="theme-edit-this-page" href="https:\/\/git\.example\/edit\/main\/docs\/index\.md" target="_blank" rel="noopener noreferrer">Edit this page<\/a><\/p>/);
    const other = await readFile(join(dir, 'out', 'other.html'), 'utf8');
    assert.doesNotMatch(other, /edit-page/, 'custom_edit_url: null hides the link');
    assert.match(other, /<meta property="og:image" content="https:\/\/head\.example\/img\/own\.png"\/>/, "a page's own image wins");
  });
});

describe("pxdocs init on Docusaurus 2's 'error' severity", () => {
  it("carries onBrokenMarkdownLinks: 'error' (feature-sliced/documentation's) as 'warn', which reports without failing the build as 'error' did, and says so", async () => {
    const dir = join(temp, 'error-severity');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Severity', url: 'https://severity.example', baseUrl: '/',
        onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'error',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
      };\n`,
      'docs/intro.md': '# Intro\n\nSee [the guide](./missing.md).\n',
    });
    assert.equal(config.onBrokenMarkdownLinks, 'warn');
    assert.match(output, /note: onBrokenMarkdownLinks: 'error', Docusaurus 2's severity that reports without failing the build .* is carried as 'warn'\./);
    assert.doesNotMatch(output, /Not carried over[\s\S]*onBrokenMarkdownLinks/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(build.stderr, /docs\/intro\.md:3:\d+ → \.\/missing\.md/);
  });
});

describe('pxdocs init on the Docusaurus 3.8+ template', () => {
  it('carries markdown.hooks.onBrokenMarkdownLinks, where the template now sets it, and names the image hook', async () => {
    const dir = join(temp, 'hooks');
    const { output, config } = await initSite(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Hooks', url: 'https://hooks.example', baseUrl: '/', future: { v4: true },
        markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' } },
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
      };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    assert.equal(config.onBrokenMarkdownLinks, 'throw');
    assert.doesNotMatch(output, /onBrokenMarkdownLinks/);
    assert.equal(config.markdown.hooks.onBrokenMarkdownImages, 'warn');
    assert.doesNotMatch(output, /onBrokenMarkdownImages/);
  });
});
