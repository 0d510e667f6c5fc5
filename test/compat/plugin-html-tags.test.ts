// A site plugin's `injectHtmlTags({ content })`: Docusaurus 3.10 calls it for every plugin once the content
// is loaded and writes its headTags in the head (before the config's own headTags), its preBodyTags at the
// start of the body and its postBodyTags at the end, as `{ tagName, attributes, innerHTML }` objects or HTML
// strings. pxdocs ran a plugin of its config's `plugins` (loadContent, contentLoaded) but never called it,
// so those tags were lost; and init, which carries such a plugin module to `plugins`, must not also copy
// its tags into the config's `headTags`, or each would be on every page twice.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

const PLUGIN = `const { readFileSync } = require('node:fs');
const { join } = require('node:path');
module.exports = function versionTags(context) {
  return {
    name: 'version-tags',
    async loadContent() { return JSON.parse(readFileSync(join(context.siteDir, 'data.json'), 'utf8')); },
    async contentLoaded({ content, actions }) { actions.setGlobalData(content); },
    injectHtmlTags({ content }) {
      return {
        headTags: [{ tagName: 'meta', attributes: { name: 'data-version', content: content.v } }, '<link rel="preconnect" href="https://cdn.example.com">'],
        preBodyTags: [{ tagName: 'div', attributes: { id: 'pre-' + content.v, hidden: true } }],
        postBodyTags: ['<script>window.V = "' + content.v + '";</script>'],
      };
    },
  };
};
`;

const CONFIG = `import versionTags from './plugins/tags.cjs';
export default {
  title: 'Tags', url: 'https://tags.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  headTags: [{ tagName: 'meta', attributes: { name: 'cfg', content: 'x' } }],
  plugins: [versionTags],
  navbar: { items: [] }, footer: { copyright: 'Copyright Tags' }, chat: { embeddings: 'off' },
};
`;

/** A Docusaurus site whose plugins give tags: read by init (inline, file-tags) and made by the build (runtime-tags). */
const ORDER_SITE = {
  'package.json': '{"name":"order-site","private":true}\n',
  'docusaurus.config.js': `module.exports = {
  title: 'Order', url: 'https://e.com', baseUrl: '/',
  headTags: [{ tagName: 'meta', attributes: { name: 'z-config', content: 'c' } }],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function inline() {
      return { name: 'inline-tags', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'a-inline', content: 'i' } }], preBodyTags: ['<div id="a-inline-pre"></div>'], postBodyTags: ['<div id="a-inline-post"></div>'] }; } };
    },
    './plugins/runtime-tags.js',
    './plugins/file-tags.js',
  ],
};
`,
  'plugins/runtime-tags.js': `const path = require('path');
module.exports = function runtimeTags(context) {
  const version = require(path.join(context.siteDir, 'package.json')).name;
  return {
    name: 'runtime-tags',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'b-runtime', content: version } }], preBodyTags: ['<div id="b-runtime-pre"></div>'], postBodyTags: [\`<script>window.built=\${JSON.stringify(version)}</script>\`] };
    },
  };
};
`,
  'plugins/file-tags.js': `module.exports = function fileTags() {
  return {
    name: 'file-tags',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://c-file.example.com' } }], preBodyTags: [{ tagName: 'div', attributes: { id: 'c-file-pre' } }] };
    },
  };
};
`,
};

describe("a site plugin's injectHtmlTags", () => {
  it('writes its head and body tags, made from its loadContent content, where Docusaurus writes them', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-');
    await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG, 'plugins/tags.cjs': PLUGIN, 'data.json': '{"v":"1.2.3"}', 'docs/intro.md': '# Intro\n\nHello.\n' });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const head = page.slice(0, page.indexOf('</head>'));
    const body = page.slice(page.indexOf('<body'));
    assert.match(head, /<meta name="data-version" content="1\.2\.3"\/?>/);
    assert.match(head, /<link rel="preconnect" href="https:\/\/cdn\.example\.com"\/?>/);
    // The config's own headTags come after every plugin's, as Docusaurus's bootstrap plugin is the last.
    assert.ok(head.indexOf('data-version') < head.indexOf('name="cfg"'), head);
    assert.equal(page.match(/data-version/g)?.length, 1);
    assert.match(body, /<div id="pre-1\.2\.3" hidden=""><\/div>/);
    assert.ok(body.indexOf('id="pre-1.2.3"') < body.indexOf('Hello.'), 'the pre-body tag comes before the page');
    assert.match(body, /<script>window\.V = "1\.2\.3";<\/script>/);
    assert.ok(body.indexOf('window.V') > body.indexOf('Hello.'), 'the post-body tag comes after the page');
  });

  it('says which plugin gave a tag that is not one', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-bad-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG.replace("import versionTags from './plugins/tags.cjs';", "const versionTags = () => ({ name: 'bad-tags', injectHtmlTags() { return { headTags: [{ attributes: { name: 'x' } }] }; } });"),
      'docs/intro.md': '# Intro\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /The site plugin "bad-tags" \(plugins\[0\] \(versionTags\)\)'s headTags\[0\] is \{"attributes":\{"name":"x"\}\}: a tag is/);
  });

  it('is not copied by init into headTags for a plugin it carries to plugins, so the build writes each tag once', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'Tags', url: 'https://tags.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: ['./plugins/static-tags.js'] };\n",
      'plugins/static-tags.js': `module.exports = function staticTags() {
  return {
    name: 'static-tags',
    async contentLoaded({ actions }) { actions.setGlobalData({ on: true }); },
    injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'from-plugin', content: 'yes' } }] }; },
  };
};
`,
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    const { config } = await loadConfig(dir);
    assert.equal(config.plugins.length, 1);
    assert.deepEqual(config.headTags, []);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    assert.equal((await readFile(join(dir, 'out', 'index.html'), 'utf8')).match(/<meta name="from-plugin" content="yes"\/?>/g)?.length, 1);
  });

  // Checked with Docusaurus 3.10.2 (/tmp/docu/hL-init): the plugins' head tags in plugin order, then the config's.
  // init listed a module whose injectHtmlTags makes its tags when it runs ("add it by hand") though the build
  // calls a carried plugin's injectHtmlTags, and put the tags it copied after the config's own headTags.
  it("carries a plugin module whose tags are made at run time to plugins, and copied tags before the config's", async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-runtime-');
    await writeFiles(dir, {
      'package.json': '{"name":"runtime-site","private":true}\n',
      'docusaurus.config.js': `module.exports = {
  title: 'Tags', url: 'https://tags.example', baseUrl: '/',
  headTags: [{ tagName: 'meta', attributes: { name: 'cfg', content: 'c' } }],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function inline() { return { name: 'inline', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'inline', content: 'i' } }] }; } }; },
    './plugins/runtime-tags.js',
  ],
};
`,
      'plugins/runtime-tags.js': `const path = require('path');
module.exports = function runtimeTags(context) {
  const name = require(path.join(context.siteDir, 'package.json')).name;
  return {
    name: 'runtime-tags',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'site-name', content: name } }], postBodyTags: ['<script>window.built = "' + name + '";</script>'] };
    },
  };
};
`,
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /computed at run time/);
    const { config } = await loadConfig(dir);
    // The inline plugin's tags, read by init, keep its place before the carried module's: a plugin of their own.
    assert.equal(config.plugins.length, 2);
    assert.deepEqual(config.headTags.map((tag) => tag.attributes.name), ['cfg']);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.equal(page.match(/<meta name="site-name" content="runtime-site"\/?>/g)?.length, 1);
    assert.match(page, /<script>window\.built = "runtime-site";<\/script><\/body>/);
    assert.ok(page.indexOf('name="inline"') < page.indexOf('name="site-name"'), 'the plugins\' tags in plugin order');
    assert.ok(page.indexOf('name="site-name"') < page.indexOf('name="cfg"'), 'the plugins\' tags before the config\'s');
  });

  // Checked with Docusaurus 3.10.2 (/tmp/docu/hU-order): every plugin's tags in plugin order, head and body, whether
  // init copied them or the build makes them, then the config's headTags. pxdocs wrote the carried plugins' before
  // every copied one (and after the copied body tags), whatever the plugin order.
  it('keeps every plugin\'s tags in plugin order when some are made by the build and some read by init', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-order-');
    await writeFiles(dir, { ...ORDER_SITE, 'docs/intro.md': '---\nslug: /\n---\n# Intro\n\nHello.\n' });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    const order = (names: string[]) => names.map((name) => {
      const at = page.indexOf(name);
      assert.ok(at >= 0, `${name} is in the page`);
      return at;
    });
    const inOrder = (names: string[]) => assert.deepEqual(order(names), [...order(names)].sort((a, b) => a - b), names.join(' < '));
    inOrder(['name="a-inline"', 'name="b-runtime"', 'href="https://c-file.example.com"', 'name="z-config"', '</head>', 'id="a-inline-pre"', 'id="b-runtime-pre"', 'id="c-file-pre"', '<p>Hello.', 'id="a-inline-post"', 'window.built', '</body>']);
    assert.equal(page.match(/name="a-inline"/g)?.length, 1);
  });

  // Checked with Docusaurus 3.10.2 (/tmp/docu/hU-order): a plugin function written in the config whose tags it makes
  // when it runs, from its options and context. init listed its tags as "add it by hand" (and wrote a <script> whose
  // innerHTML it computes as an empty one), since it carried no function written in the config.
  it('writes a plugin function of the config that reads only its parameters into plugins, as code', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-function-');
    await writeFiles(dir, {
      'docusaurus.config.js': `const data = require('./data.json');
module.exports = {
  title: 'Order', url: 'https://e.com', baseUrl: '/',
  headTags: [{ tagName: 'meta', attributes: { name: 'z-config', content: 'c' } }],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    [function computed(context, options) {
      const keys = Object.keys(options).sort().join(',');
      return {
        name: 'computed-tags',
        injectHtmlTags() {
          return {
            headTags: [{ tagName: 'meta', attributes: { name: 'd-computed', content: keys + '@' + context.siteConfig.title + '/' + context.baseUrl } }, { tagName: 'script', innerHTML: 'window.n = ' + options.n + ';' }],
            postBodyTags: [\`<div id="d-computed-post" data-n="\${options.n * 2}"></div>\`],
          };
        },
      };
    }, { n: 21, label: 'x' }],
    function fromData() {
      return { name: 'data-tags', injectHtmlTags() { return { headTags: [{ tagName: 'script', innerHTML: 'window.keys = ' + JSON.stringify(Object.keys(data)) }] }; } };
    },
    function favicon(context) {
      return { name: 'favicon-tags', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'fav', content: String(context.siteConfig.favicon).toUpperCase() + Date.now() } }] }; } };
    },
  ],
};
`,
      'data.json': '{"k1":1}\n',
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.match(init.stderr, /plugins\[0\]: the plugin "computed-tags" written in the config makes the tags it adds to every page when it runs \(injectHtmlTags\), and reads only its parameters: it is written as code into `plugins`/);
    // Not carried, with why: a value read from outside the function, a value of the config the build's context does not hold.
    assert.match(init.stderr, /plugins\[1\]: the plugin "data-tags" \(written in the config\) makes tags when it runs, .*but it is a function that reads `data` from outside itself, which init cannot write into pxdocs\.config\.mjs: move it to a module of the site/);
    assert.match(init.stderr, /plugins\[2\]: the plugin "favicon-tags" \(written in the config\) makes tags when it runs, .*but it reads `siteConfig\.favicon` of its context, which the build's context does not hold/);
    const { config } = await loadConfig(dir);
    assert.equal(config.plugins.length, 1);
    // The <script> whose text it makes when it runs is left out, not written empty.
    assert.deepEqual(config.headTags.map((tag) => tag.tagName), ['meta']);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    // As Docusaurus writes them: its options with their id, the context's title and base URL.
    assert.match(page, /<meta name="d-computed" content="id,label,n@Order\/\/"\/?>/);
    assert.match(page, /<script>window\.n = 21;<\/script>/);
    assert.match(page, /<div id="d-computed-post" data-n="42"><\/div><\/body>/);
    assert.ok(page.indexOf('name="d-computed"') < page.indexOf('name="z-config"'), 'the plugin\'s tags before the config\'s');
    assert.doesNotMatch(page, /<script><\/script>/);
  });

  it('copies the tags of plugins into the config when no plugin the build runs gives tags', async () => {
    const dir = await makeTempDir('pxdocs-plugin-tags-copied-');
    await writeFiles(dir, { ...ORDER_SITE, 'plugins/runtime-tags.js': 'module.exports = function runtimeTags() { return { name: \'runtime-tags\' }; };\n', 'docs/intro.md': '---\nslug: /\n---\n# Intro\n' });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.plugins, []);
    assert.deepEqual(config.headTags.map((tag) => tag.attributes.name ?? tag.attributes.href), ['a-inline', 'https://c-file.example.com', 'z-config']);
    assert.deepEqual(config.preBodyTags.map((tag) => tag.attributes.id), ['a-inline-pre', 'c-file-pre']);
  });
});
