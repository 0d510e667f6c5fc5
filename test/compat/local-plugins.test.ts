// A Docusaurus site's own plugins (a function in the config, a module of the
// site's folder) that add tags to every page through `injectHtmlTags`: init
// reads them without running them and carries the tags as `headTags`,
// `preBodyTags` and `postBodyTags`; the build puts them in every page, a plain
// Markdown page (rendered without a React body) as much as an MDX one. What a
// plugin does besides, or tags computed at run time, are named. What a plugin's
// getClientModules returns joins clientModules.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { htmlTags } from '../../compiler/config/docusaurus-local-plugins.js';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';

const DOCUSAURUS_CONFIG = `const gtmId = 'GTM-ABC123';
function tagManager(context, options) {
  return {
    name: 'tag-manager',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } }],
        preBodyTags: [\`<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=\${gtmId}" height="0" width="0" style="display:none"></iframe></noscript>\`],
      };
    },
  };
}
module.exports = {
  title: 'Plugins', url: 'https://plugins.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  plugins: [
    tagManager,
    ['./src/plugins/chat', { botId: 'b-42' }],
    require.resolve('./plugins/verify.mjs'),
    () => ({ name: 'webpack-only', configureWebpack() { return { resolve: { fallback: { fs: false } } }; } }),
    // Written in the config but reading a file through require: not carried as code (which pxdocs.config.mjs could not run), named.
    function fromContent() { return { name: 'from-content', injectHtmlTags({ content }) { return { headTags: content.tags || require('./tags.json') }; } }; },
    async function withWebpack() {
      const site = 'plugins.example';
      return {
        name: 'analytics',
        configureWebpack() { return {}; },
        injectHtmlTags: () => ({ postBodyTags: ['<div id="stats" style="display: none; font-size: 2px" data-site="' + site + '"></div>', 'stray text'] }),
      };
    },
    // ScootKit/scnx-docs's way: data for the site's components (usePluginData), from a function written in the config,
    // which reads only its parameters: written as code into plugins.
    () => ({ name: 'modules', async loadContent() { return ['a', 'b']; }, async contentLoaded({ content, actions }) { actions.setGlobalData({ modules: content }); } }),
    // Attributes made at run time, by a function that is not carried: the tag is left out whole, not written half-empty.
    function widget(context) { return { name: 'widget', injectHtmlTags() { return { headTags: [{ tagName: 'script', attributes: { src: context.siteConfig.customFields.widgetUrl || require('./widget.json').src, async: true } }, { tagName: 'meta', attributes: { name: 'kept', content: 'yes' } }] }; } }; },
    // What Docusaurus's context holds: the site's config, its base URL, its locale.
    function fromContext({ siteConfig, baseUrl, i18n }) { return { name: 'from-context', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'site-title', content: siteConfig.title } }, { tagName: 'meta', attributes: { name: 'site-base', content: baseUrl } }, { tagName: 'meta', attributes: { name: 'site-locale', content: i18n.currentLocale } }] }; } }; },
  ],
};
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': DOCUSAURUS_CONFIG,
  'src/plugins/chat.js': `module.exports = function chatPlugin(context, { botId }) {
  const widget = 'https://chat.example/widget.js';
  return {
    name: 'chat',
    injectHtmlTags() {
      return {
        postBodyTags: [
          { tagName: 'div', attributes: { id: 'chat-root', class: 'chat' } },
          { tagName: 'script', attributes: { src: widget, 'data-bot': botId, defer: true } },
        ],
        headTags: [{ tagName: 'div', attributes: { id: 'not-in-head' } }],
      };
    },
    // From the plugin's folder, as Node resolves it.
    getClientModules() {
      return [require.resolve('./chat-client')];
    },
  };
};
`,
  'src/plugins/chat-client.js': "export function onRouteDidUpdate() { document.body.dataset.chat = 'ready'; }\n",
  'plugins/verify.mjs': `export default () => ({
  name: 'verify',
  injectHtmlTags: () => ({ headTags: ['<meta name="site-verification" content="v-123">'] }),
});
`,
  'docs/index.md': '# Start\n\nPlain Markdown.\n',
  'docs/widget.mdx': 'import Note from "./_note.mdx";\n\n# Widget\n\n<Note />\n',
  'docs/_note.mdx': 'A note from a partial.\n',
};

let site: string;
let init: Awaited<ReturnType<typeof runInit>>;
let config: Awaited<ReturnType<typeof loadConfig>>['config'];
let built: Awaited<ReturnType<typeof buildSite>>;
const page = (path: string) => readFile(join(site, 'out', path), 'utf8');

before(async () => {
  site = await makeTempDir('pxdocs-local-plugins-');
  await writeFiles(site, FILES);
  init = await runInit(site);
  config = (await loadConfig(site)).config;
  built = await buildSite(site, 'out');
});
after(removeTempDirs);

describe("init and the build on a site's own plugins that add tags", () => {
  it('carries the tags of a plugin function, a plugin module given options, and an ES module plugin', () => {
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.deepEqual(config.headTags, [
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      { tagName: 'meta', attributes: { name: 'site-verification', content: 'v-123' } },
      { tagName: 'meta', attributes: { name: 'kept', content: 'yes' } },
      // Read from the context, as Docusaurus gives it (init left them out, as computed at run time).
      { tagName: 'meta', attributes: { name: 'site-title', content: 'Plugins' } },
      { tagName: 'meta', attributes: { name: 'site-base', content: '/' } },
      { tagName: 'meta', attributes: { name: 'site-locale', content: 'en' } },
    ]);
    assert.deepEqual(config.preBodyTags, [
      { tagName: 'noscript', attributes: {}, innerHTML: '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none"></iframe>' },
    ]);
    assert.deepEqual(config.postBodyTags, [
      { tagName: 'div', attributes: { id: 'chat-root', class: 'chat' } },
      // The options the config gives the module (`botId`) are read where the plugin reads them.
      { tagName: 'script', attributes: { src: 'https://chat.example/widget.js', 'data-bot': 'b-42', defer: true } },
      { tagName: 'div', attributes: { id: 'stats', style: 'display: none; font-size: 2px', 'data-site': 'plugins.example' } },
    ]);
  });

  it("carries a plugin module's getClientModules as clientModules, resolved from the plugin's folder", () => {
    assert.deepEqual(config.clientModules, ['src/plugins/chat-client.js']);
  });

  it('says what it carried, and names what a plugin does besides and what it cannot read', () => {
    const output = init.stdout + init.stderr;
    assert.match(output, /plugins\[0\]: what the plugin "tag-manager" \(written in the config\) adds to every page is carried \(headTags, preBodyTags\)/);
    assert.match(output, /plugins\[1\]: what the plugin "chat" \(src\/plugins\/chat\.js\) adds to every page is carried \(postBodyTags, clientModules\)/);
    assert.match(output, /plugins\[1\]\.injectHtmlTags\.headTags\[0\]: a <div> is not a head tag/);
    assert.match(output, /plugins\[3\]: the plugin "webpack-only" \(written in the config\) also has `configureWebpack`, which pxdocs does not run/);
    assert.match(output, /plugins\[4\]\.injectHtmlTags\.headTags: computed at run time \(content\.tags \|\| require\('\.\/tags\.json'\)\)/);
    assert.match(output, /plugins\[4\]: the plugin "from-content" \(written in the config\) makes tags when it runs, .*but it is a function that reads `require` from outside itself, which init cannot write into pxdocs\.config\.mjs/);
    assert.match(output, /plugins\[5\]: the plugin "analytics" \(written in the config\) also has `configureWebpack`, which pxdocs does not run \(its tags are carried\)/);
    assert.match(output, /plugins\[5\]\.injectHtmlTags\.postBodyTags\[1\]: HTML with text outside an element \("stray text"\)/);
    assert.match(output, /plugins\[6\]: the plugin "modules" written in the config has `loadContent`, `contentLoaded`, and reads only its parameters: it is written as code into `plugins`, which the build runs/);
    assert.doesNotMatch(output, /"modules" \(written in the config\) also has/);
    assert.match(output, /plugins\[7\]\.injectHtmlTags\.headTags\[0\]: a <script> whose src is computed at run time \(context\.siteConfig\.customFields\.widgetUrl \|\| require\('\.\/widget\.json'\)\.src\): it is left out, not written without it/);
  });

  it('leaves out a tag whose attribute is made at run time, keeping the others', async () => {
    const html = await page('index.html');
    assert.match(html, /<meta name="kept" content="yes"\/?>/);
    assert.doesNotMatch(html, /<script async="?"?><\/script>|<script async=""\/?>/);
  });

  it('puts the tags in every page, the body ones first and last in the body', async () => {
    assert.equal(built.code, 0, built.stdout + built.stderr);
    for (const path of ['index.html', 'widget.html', '404.html']) {
      const html = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      assert.match(head, /<link rel="preconnect" href="https:\/\/www\.googletagmanager\.com"\/>/, path);
      assert.match(head, /<meta name="site-verification" content="v-123"\/>/, path);
      assert.match(html, /<body[^>]*><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-ABC123" height="0" width="0" style="display:none"><\/iframe><\/noscript>/, path);
      assert.match(html, /<script type="module" src="\/assets\/site-modules-[^"]+\.js"><\/script>/, path);
      assert.match(html, /<div id="chat-root" class="chat"><\/div><script src="https:\/\/chat\.example\/widget\.js" data-bot="b-42" defer=""><\/script><div id="stats" style="display:none;font-size:2px" data-site="plugins\.example"><\/div><\/body>/, path);
    }
  });
});

describe("a plugin's context in a site of several locales", () => {
  it("leaves out what differs per locale (its base URL, its locale), and reads the config's values", () => {
    const source = `module.exports = { title: 'Multi', url: 'https://m.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
      plugins: [(context) => ({ name: 'ctx', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'title', content: context.siteConfig.title } }, { tagName: 'meta', attributes: { name: 'locale', content: context.i18n.currentLocale } }, { tagName: 'meta', attributes: { name: 'default', content: context.i18n.defaultLocale } }] }) })] };`;
    const { config, notCarried } = translateDocusaurus(evaluateConfigSource(source, 'docusaurus.config.js'), site, 'docusaurus.config.js');
    assert.deepEqual(config.headTags, [
      { tagName: 'meta', attributes: { name: 'title', content: 'Multi' } },
      { tagName: 'meta', attributes: { name: 'default', content: 'en' } },
    ]);
    assert.ok(notCarried.some(({ key, reason }) => key === 'plugins[0].injectHtmlTags.headTags[1]' && /computed at run time \(context\.i18n\.currentLocale\)/.test(reason)), JSON.stringify(notCarried));
  });
});

describe('HTML strings as tags', () => {
  it('reads each top-level element with its inner HTML as written, void and self-closed elements too', () => {
    assert.deepEqual(htmlTags('<meta name="a" content="1"><script async src="/x.js"></script>\n<style>.a > b { color: red }</style><link rel="icon" href="/i.png" />'), [
      { tagName: 'meta', attributes: { name: 'a', content: '1' } },
      { tagName: 'script', attributes: { async: '', src: '/x.js' } },
      { tagName: 'style', attributes: {}, innerHTML: '.a > b { color: red }' },
      { tagName: 'link', attributes: { rel: 'icon', href: '/i.png' } },
    ]);
    assert.match(String(htmlTags('hello <b>x</b>')), /text outside an element \("hello"\)/);
  });
});

describe('preBodyTags and postBodyTags in a pxdocs config', () => {
  it('refuses a tag name that is not an element name, naming the key', async () => {
    const dir = await makeTempDir('pxdocs-body-tags-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs', sidebarPath: false }, navbar: { items: [] }, footer: { copyright: '' }, postBodyTags: [{ tagName: '<div>', attributes: {} }] };\n`,
      'docs/index.md': '# T\n',
    });
    const result = await buildSite(dir, 'out');
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /postBodyTags\[0\]\.tagName: an HTML element name such as "div" or "script", found string "<div>"/);
  });
});

describe("a site's plugin module that wraps a content plugin", () => {
  it('is read as that plugin with the options the config gives it (the Docusaurus website\'s changelog), named in a note', async () => {
    const dir = await makeTempDir('pxdocs-wrapped-blog-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'Wrapped', url: 'https://wrapped.example', baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: false } }]],
        plugins: [['./src/plugins/changelog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog', onUntruncatedBlogPosts: 'ignore' }]] };\n`,
      'src/plugins/changelog/index.js': `const blogPlugin = require('@docusaurus/plugin-content-blog');
module.exports = async function changelog(...args) {
  const instance = await blogPlugin.default(...args);
  return { ...instance, async contentLoaded(params) { return instance.contentLoaded(params); } };
};
`,
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-hello.md': '# Hello\n\nA post.\n',
      'changelog/2024-02-01-v1.md': '# Version 1\n\nReleased.\n',
    });
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /plugins\[0\]: src\/plugins\/changelog\/index\.js wraps Docusaurus's blog plugin: read as the blog plugin with the options the config gives it/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.blogInstances?.map((blog) => [blog.id, blog.path, blog.routeBasePath, blog.blogTitle]), [['changelog', 'changelog', 'changelog', 'Changelog']]);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(await readFile(join(dir, 'out', 'changelog', '2024', '02', '01', 'v1.html'), 'utf8'), /Version 1/);
  });

  // Project-HAMi/website: its blog is a function written in the config that calls the blog plugin
  // (`await require('@docusaurus/plugin-content-blog').default(context, opts)`) and adds a postBuild
  // step; the preset's blog is off. Init said "a plugin function that returns no object …: pxdocs
  // cannot tell what it does" and the site lost its whole blog. Its changelog module passes the blog
  // plugin options of its own (`{ ...options, path: generateDir, id: 'changelog' }`): read with the
  // config's options only, it read blog/ as a second blog (and failed on its authors). Now what the
  // wrapper passes is read: a folder it sets is used, one it computes at run time is said.
  it('reads a function written in the config that calls the content plugin, and the options a wrapper passes it', async () => {
    const dir = await makeTempDir('pxdocs-wrapped-inline-');
    await writeFiles(dir, {
      'docusaurus.config.js': `async function localizedBlogPlugin(context, opts) {
  const p = await require("@docusaurus/plugin-content-blog").default(context, opts);
  p.postBuild = async function () {};
  return p;
}
localizedBlogPlugin.validateOptions = require("@docusaurus/plugin-content-blog").validateOptions;
module.exports = { title: 'Wrapped', url: 'https://wrapped.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [
    [localizedBlogPlugin, { blogTitle: 'News', onUntruncatedBlogPosts: 'ignore' }],
    ['./src/plugins/releases', { routeBasePath: 'releases', onUntruncatedBlogPosts: 'ignore' }],
    ['./src/plugins/changelog', { routeBasePath: '/changelog' }],
  ] };
`,
      'src/plugins/releases/index.js': `import pluginContentBlog from '@docusaurus/plugin-content-blog';
export default async function ReleasesPlugin(context, options) {
  const blogPlugin = await pluginContentBlog.default(context, { ...options, path: 'release-notes', id: 'releases', blogTitle: 'Releases' });
  return { ...blogPlugin, name: 'releases-plugin' };
}
`,
      'src/plugins/changelog/index.js': `import path from 'path';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
export default async function ChangelogPlugin(context, options) {
  const generateDir = path.join(context.siteDir, 'changelog/source');
  const blogPlugin = await pluginContentBlog.default(context, { ...options, path: generateDir, id: 'changelog' });
  return { ...blogPlugin, async loadContent() { return blogPlugin.loadContent(); } };
}
`,
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-hello.md': '# Hello\n\nA post.\n',
      'release-notes/2024-02-01-v1.md': '# Version 1\n\nReleased.\n',
    });
    const result = await runInit(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /plugins\[0\]: the plugin function written in the config wraps Docusaurus's blog plugin: read as the blog plugin with the options the config gives it/);
    assert.match(output, /plugins\[1\]: src\/plugins\/releases\/index\.js wraps Docusaurus's blog plugin: read as the blog plugin with the options it passes it/);
    assert.match(output, /plugins\[2\]: src\/plugins\/changelog\/index\.js wraps Docusaurus's blog plugin and gives it a folder computed at run time .*add it by hand \(blogInstances\) with the folder it reads\. Until then nothing is built under \/changelog, and links there \(the navbar's, the footer's\) are broken links/);
    assert.doesNotMatch(output, /returns no object/);
    const { config } = await loadConfig(dir);
    assert.equal(config.blog && config.blog.blogTitle, 'News');
    assert.deepEqual(config.blogInstances?.map((blog) => [blog.id, blog.path, blog.routeBasePath, blog.blogTitle]), [['releases', 'release-notes', 'releases', 'Releases']]);
    const built = await buildSite(dir, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(await readFile(join(dir, 'out', 'blog', '2024', '01', '01', 'hello.html'), 'utf8'), /Hello/);
    assert.match(await readFile(join(dir, 'out', 'releases', '2024', '02', '01', 'v1.html'), 'utf8'), /Version 1/);
  });
});
