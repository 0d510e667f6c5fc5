// What init's static reading of a Docusaurus config makes of values read from
// modules: the properties read are kept (`themes.github`), `.default` is the
// module itself, and a property chosen at run time is unknown.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { makeTempDir } from '../helpers.js';
import { CodeRef, evaluateConfigSource, ModuleRef, PathRef, Unknown } from '../../compiler/config/static-eval.js';
import { PLUGIN_MARK, translateDocusaurus } from '../../compiler/config/docusaurus.js';
import { describe as describeValue } from '../../compiler/config/docusaurus-values.js';

const read = (code: string) => evaluateConfigSource(code, 'docusaurus.config.mjs') as Record<string, unknown>;

describe('values read from modules', () => {
  it("keeps a named import's member path", () => {
    const value = read(`import { themes as prismThemes } from 'prism-react-renderer';\nexport default { theme: prismThemes.github };\n`);
    assert.deepEqual(value.theme, new ModuleRef('prism-react-renderer', ['themes', 'github']));
  });

  it("keeps a destructured require's member path, through a variable", () => {
    const value = read(`const { themes } = require('prism-react-renderer');\nconst light = themes.github;\nmodule.exports = { theme: light };\n`);
    assert.deepEqual(value.theme, new ModuleRef('prism-react-renderer', ['themes', 'github']));
  });

  it('reads .default as the module itself', () => {
    const value = read(`module.exports = { plugin: require('remark-math').default };\n`);
    assert.deepEqual(value.plugin, new ModuleRef('remark-math'));
  });

  it('does not guess a property chosen at run time, nor one of a file of the site', () => {
    const computed = read(`const { themes } = require('prism-react-renderer');\nconst name = process.argv[2];\nmodule.exports = { theme: themes[name] };\n`);
    assert.ok(computed.theme instanceof Unknown, String(computed.theme));
    const local = read(`import { theme } from './src/theme.js';\nexport default { theme };\n`);
    assert.ok(local.theme instanceof Unknown);
  });

  it('reads an element of a list by a written index, and no element past its end', () => {
    const value = read(`const names = ['2.0', '1.0'];\nmodule.exports = { first: names[0], second: names[1], none: names[2] };\n`);
    assert.equal(value.first, '2.0');
    assert.equal(value.second, '1.0');
    assert.ok(value.none instanceof Unknown);
  });

  it('joins strings with +, and leaves a sum with an unknown part unknown', () => {
    const value = read(`const site = 'a.example';\nmodule.exports = { url: 'https://' + site + '/', port: 'x' + process.argv.length };\n`);
    assert.equal(value.url, 'https://a.example/');
    assert.ok(value.port instanceof Unknown);
  });
});

// webspatial/doc-website keeps its blog's title in src/data/tdk.ts and its code theme in
// src/css/prism-theme/xdark.ts (`export const darkTheme = themes.oneDark`); init said both were
// "read at run time" and left them out. Given the site folder, such a file is read as the config is.
describe("values a config imports from the site's own files", () => {
  it('reads their data and the package exports they name, without running them; a function stays unknown', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await makeTempDir('pxdocs-static-eval-');
    await mkdir(join(dir, 'src', 'css', 'prism-theme'), { recursive: true });
    await mkdir(join(dir, 'src', 'data'), { recursive: true });
    await writeFile(join(dir, 'src', 'data', 'tdk.ts'), "const tdk = { blog: { title: 'WebSpatial Blog' } } as const;\nexport default tdk;\n");
    await writeFile(join(dir, 'src', 'css', 'prism-theme', 'xdark.ts'), "import { PrismTheme, themes } from 'prism-react-renderer';\nexport const darkTheme: PrismTheme = themes.oneDark;\n");
    await writeFile(join(dir, 'src', 'css', 'prism-theme', 'index.js'), "const { darkTheme } = require('./xdark');\nmodule.exports = { dark: darkTheme, make: () => 1 };\n");
    await writeFile(join(dir, 'src', 'data', 'links.json'), JSON.stringify({ github: 'https://github.com/x/y' }));
    const code = [
      "import tdk from './src/data/tdk';",
      "import { darkTheme } from './src/css/prism-theme/xdark';",
      "import links from './src/data/links.json';",
      "const { dark, make } = require('./src/css/prism-theme');",
      'export default { title: tdk.blog.title, dark: darkTheme, viaCjs: dark, github: links.github, make, missing: require(\'./src/nowhere\').x };',
    ].join('\n');
    const value = evaluateConfigSource(code, 'docusaurus.config.ts', { dir }) as Record<string, unknown>;
    assert.equal(value.title, 'WebSpatial Blog');
    assert.deepEqual(value.dark, new ModuleRef('prism-react-renderer', ['themes', 'oneDark']));
    assert.deepEqual(value.viaCjs, new ModuleRef('prism-react-renderer', ['themes', 'oneDark']));
    assert.equal(value.github, 'https://github.com/x/y');
    assert.ok(value.make instanceof Unknown, String(value.make));
    assert.ok(value.missing instanceof Unknown, String(value.missing));
    // Without the site folder (what a config's text alone says), they stay unknown, as before.
    assert.ok((evaluateConfigSource(code, 'docusaurus.config.ts') as Record<string, unknown>).title instanceof Unknown);
    // `pxdocs init --from-docusaurus` reads them so.
    const { initFromDocusaurus } = await import('../../cli/init.js');
    const { readFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'docusaurus.config.ts'), "import tdk from './src/data/tdk';\nexport default { title: 'W', url: 'https://w.example', baseUrl: '/', presets: [['classic', { blog: { blogTitle: tdk.blog.title } }]] };\n");
    const result = await initFromDocusaurus(dir);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"blogTitle": "WebSpatial Blog"/);
    // Its notes name the files the values were copied from: edits there no longer reach the build by themselves.
    assert.ok(result.notes.includes("values docusaurus.config.ts imports from the site's own files were read from them (not run) and copied into the config: src/data/tdk.ts (its default export). Edit them in the config from now on, or keep both in step."), result.notes.join('\n'));
  });
});

// A function is not run; one that reads nothing from outside itself keeps its text
// (Unknown.code), so init can write it into pxdocs.config.mjs (an npm2yarn converter).
describe('functions as values', () => {
  const fn = (body: string, before = '') => {
    const value = read(`${before}\nmodule.exports = { f: ${body} };\n`).f;
    assert.ok(value instanceof Unknown, String(value));
    return value;
  };

  it('keeps the text of a function that reads only its parameters, its own names and standard globals', () => {
    assert.equal(fn("(code) => code.replace(/npm/g, 'bun')").code, "(code) => code.replace(/npm/g, 'bun')");
    const body = 'function (code) { var out = code; { const x = 1; out += x; } for (let i = 0; i < 2; i++) out += String(i); try { JSON.parse(out); } catch (e) { out += e; } return helper(out); function helper(s) { return s.trim(); } }';
    assert.equal(fn(body).code, body);
    // Named elsewhere in the config: the declaration's text, whose own name is its own.
    assert.equal(fn('bun', 'function bun(code) { return code === "" ? bun("npm") : code; }').code, 'function bun(code) { return code === "" ? bun("npm") : code; }');
  });

  it("writes a function that reads the config's data and self-contained helpers with them, in a scope of its own", () => {
    // The written text means what the config's function means: run it.
    const run = (code: string | undefined, input: string) => (0, eval)(code!)(input) as string;
    const helper = fn('(code) => toBun(code)', "const toBun = (code) => code.replace('npm', RUNNER);\nconst RUNNER = 'bun';");
    assert.equal(run(helper.code, 'npm i'), 'bun i');
    assert.equal(run(fn('(path) => moves[path] ?? prefix + path', "const moves = { '/a': '/b' };\nconst prefix = `/old`;").code, '/a'), '/b');
    // A block's `let` is not in scope after the block: `out` is the outer one.
    assert.equal(run(fn('(code) => { { let out = code; } return out; }', "const out = 'x';").code, 'y'), 'x');
    // A global the config shadows is the config's in the written text too.
    assert.equal(run(fn('(code) => String(code)', "const String = (s) => 'x';").code, 'y'), 'x');
    // A function that calls itself through its binding is no helper that can be written first.
    assert.equal(fn('(code) => again(code)', 'const again = (code) => again(code);').code, undefined);
    // A Set, Map or RegExp of data the config makes (commandkit's sidebarItemsGenerator reads a Set through a helper).
    const cased = fn('(label) => upper(label)', "const UPPERCASE = new Set(['cli', 'api']);\nconst upper = (label) => (UPPERCASE.has(label) ? label.toUpperCase() : label);");
    assert.equal(run(cased.code, 'cli'), 'CLI');
    assert.equal(run(cased.code, 'guides'), 'guides');
    assert.equal(run(fn('(key) => names.get(key)', "const names = new Map([['a', 'Alpha']]);").code, 'a'), 'Alpha');
  });

  it('keeps no text of a function that reads a name from outside itself that is no data or self-contained helper, and says which', () => {
    const helper = fn('(code) => toBun(code)', "const toBun = require('./to-bun.js');");
    assert.equal(helper.code, undefined);
    assert.match(helper.reason, /reads `toBun` from outside itself/);
    // The name that cannot be carried is named, not the first one read (a helper that is fine).
    const deep = fn('(label) => upper(label) + suffix', "const upper = (label) => label.toUpperCase();\nconst suffix = require('./suffix.js');");
    assert.match(deep.reason, /reads `suffix` from outside itself/);
    assert.equal(fn('(code) => require("npm-to-yarn")(code, "bun")').code, undefined);
    assert.equal(fn('(code) => process.env.X + code').code, undefined);
    assert.match(fn('function (code) { return this.x + code; }').reason, /uses `this`/);
  });
});

describe('init on offline search plugins', () => {
  it("says pxdocs's own search does their work, for a plugin or a theme, instead of calling them unknown", () => {
    const { notCarried } = translateDocusaurus(evaluateConfigSource(`export default {
      title: 'S', url: 'https://s.example', baseUrl: '/',
      themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]],
      plugins: [require.resolve('docusaurus-lunr-search'), 'some-other-plugin'],
    };`, 'docusaurus.config.js'), tmpdir(), 'docusaurus.config.js');
    const reasons = Object.fromEntries(notCarried.map((entry) => [entry.key, entry.reason]));
    assert.match(reasons['themes[0]'], /not needed: pxdocs builds its own search/);
    assert.match(reasons['plugins[0]'], /not needed: pxdocs builds its own search/);
    assert.match(reasons['plugins[1]'], /the plugin "some-other-plugin" is not known to pxdocs/);
  });
});

// ealush/vest writes its navbar badges as `value: badgeLink(url, badge, name)`, a function of the config
// file returning a template of its parameters: init called the three html items "not supported" and
// dropped them. Such a helper is read with the call's arguments; one that does more stays unknown.
describe('calls of functions of the site\'s modules', () => {
  // fastify/website: `onlyIncludeVersions: u.getVersionsIncluded({ versions, fastBuild })` was read as its
  // argument object (as a type helper's `defineConfig({ ... })` is), and named as such.
  it('are unknown, named by the call, not read as their object argument', () => {
    const value = read(`const u = require('./utils');\nmodule.exports = { only: u.getVersionsIncluded({ versions: [], fastBuild: false }), wrapped: defineConfig({ a: 1 }) };\n`);
    assert.ok(value.only instanceof Unknown);
    assert.match(describeValue(value.only as Unknown), /function call/);
    assert.equal((value.only as Unknown).source, 'u.getVersionsIncluded({ versions: [], fastBuild: false })');
    assert.deepEqual(value.wrapped, { a: 1 });
  });
});

describe('helper functions the config declares', () => {
  const CODE = (body: string) => `${body}
module.exports = {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  themeConfig: { navbar: { items: [
    { position: 'right', type: 'html', value: badgeLink('https://www.npmjs.com/package/vest', 'https://badgen.net/npm/v/vest', 'npm-badge') },
  ] } },
};
`;
  const BADGE = `function badgeLink(url, badge, name) {
  return \`<a href="\${url}" class="header-badge" target="_blank">
    <img src="\${badge}" alt="\${name}"/>
  </a>\`;
}`;

  it('reads a call of one that returns a value of its parameters, and init carries the html item', () => {
    const value = evaluateConfigSource(CODE(BADGE), 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.deepEqual(notCarried.filter((entry) => entry.key.startsWith('themeConfig.navbar')), []);
    const items = (config.navbar as { items: Record<string, unknown>[] }).items;
    assert.equal(items[0].type, 'html');
    assert.equal(items[0].value, '<a href="https://www.npmjs.com/package/vest" class="header-badge" target="_blank">\n    <img src="https://badgen.net/npm/v/vest" alt="npm-badge"/>\n  </a>');
  });

  it('reads arrows, defaults and destructured parameters, and leaves a body with other statements unknown', () => {
    const read = (code: string) => evaluateConfigSource(code, 'docusaurus.config.js') as Record<string, unknown>;
    const value = read(`const item = (label, href = 'https://x.example') => ({ label, href });
function named({ label }, suffix) { const full = label + suffix; return full; }
function branchy(a) { if (a) { return 'x'; } return 'y'; }
function loops(n) { return loops(n); }
export default { a: item('A'), b: named({ label: 'L' }, '!'), c: branchy(1), d: loops(1) };
`);
    assert.deepEqual(value.a, { label: 'A', href: 'https://x.example' });
    assert.equal(value.b, 'L!');
    assert.ok(value.c instanceof Unknown, 'a body with an if stays unknown');
    assert.ok(value.d instanceof Unknown, 'a helper calling itself stays unknown');
  });

  it("says why an html item's value was not read, instead of calling the type unsupported", () => {
    const value = evaluateConfigSource(CODE(`const badgeLink = require('./src/badges');`), 'docusaurus.config.js');
    const { notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    const reason = notCarried.find((entry) => entry.key === 'themeConfig.navbar.items[0]')?.reason ?? '';
    assert.match(reason, /its `value` is computed at run time \(badgeLink\(.*\), not read without running it: write its HTML as the item's `value`/);
    assert.doesNotMatch(reason, /not supported/);
  });
});

// NishizakiHayato/plrail_wiki builds its five docs instances, their navbar items and footer links with
// `games.map((game) => …)` over a list in the config, and picks its search theme with
// `MEILI_ENABLED ? [] : [...]`, `MEILI_ENABLED` being `Boolean(MEILI_ENDPOINT || (MEILI_HOST && MEILI_SEARCH_KEY))`
// of unset variables. init left all of it out as "a spread (...) of values computed at run time" and
// "a choice made at run time", and wrote `docs: false`: a site of no pages.
describe('lists the config maps, and Boolean() of conditions', () => {
  const CONFIG = `const games = [{ id: 'simrail', label: 'SimRail' }, { id: 'td2', label: 'TD2' }];
const HOST = process.env.MEILI_HOST || '';
const ENDPOINT = process.env.MEILI_ENDPOINT || '';
const ENABLED = Boolean(ENDPOINT || (HOST && process.env.KEY));
const toItem = ({ id, label }) => ({ label, to: \`/\${id}/\` });
export default {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    ...games.map((game) => ['@docusaurus/plugin-content-docs', { id: game.id, path: \`docs/\${game.id}\`, routeBasePath: game.id }]),
    ...(ENABLED ? [searchPagePlugin] : []),
  ],
  themes: ENABLED ? [] : [['@easyops-cn/docusaurus-search-local', { hashed: true }]],
  themeConfig: {
    navbar: { items: games.map((game, index) => ({ type: 'docSidebar', sidebarId: game.id, docsPluginId: game.id, label: game.label, position: index === 0 ? 'left' : 'right' })) },
    footer: { links: [{ title: 'Games', items: games.map(toItem) }] },
  },
};
`;

  it('reads each element as the function returns it for that element, and Boolean() as a plain build decides', () => {
    const value = evaluateConfigSource(CONFIG, 'docusaurus.config.js') as Record<string, any>;
    assert.deepEqual(value.plugins, [
      ['@docusaurus/plugin-content-docs', { id: 'simrail', path: 'docs/simrail', routeBasePath: 'simrail' }],
      ['@docusaurus/plugin-content-docs', { id: 'td2', path: 'docs/td2', routeBasePath: 'td2' }],
    ]);
    assert.deepEqual(value.themes, [['@easyops-cn/docusaurus-search-local', { hashed: true }]]);
    // The element's index is the function's second parameter.
    assert.deepEqual(value.themeConfig.navbar.items.map((item: Record<string, unknown>) => [item.docsPluginId, item.position]), [['simrail', 'left'], ['td2', 'right']]);
    assert.deepEqual(value.themeConfig.footer.links[0].items, [{ label: 'SimRail', to: '/simrail/' }, { label: 'TD2', to: '/td2/' }]);
  });

  it('carries the instances, navbar and footer through init', async () => {
    const { mkdir, rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await makeTempDir('pxdocs-static-eval-map-');
    for (const game of ['simrail', 'td2']) await mkdir(join(dir, 'docs', game), { recursive: true });
    const { config, notCarried } = translateDocusaurus(evaluateConfigSource(CONFIG, 'docusaurus.config.js'), dir, 'docusaurus.config.js');
    assert.deepEqual(notCarried.filter((entry) => /^plugins|^themeConfig\.footer/.test(entry.key)), []);
    assert.equal((config.docs as { id?: string }).id, 'simrail');
    assert.deepEqual((config.docsInstances as { id: string }[]).map((instance) => instance.id), ['td2']);
    assert.deepEqual((config.navbar as { items: { docsPluginId: string }[] }).items.map((item) => item.docsPluginId), ['simrail', 'td2']);
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves a map unknown when the list or the function is not known', () => {
    const value = evaluateConfigSource(`const list = require('./list');
function branchy(x) { if (x) return 1; return 2; }
export default { a: list.map((x) => x), b: [1, 2].map(branchy), c: [1].map(async (x) => x) };
`, 'docusaurus.config.js') as Record<string, unknown>;
    assert.ok(value.a instanceof Unknown);
    assert.ok(value.b instanceof Unknown);
    assert.ok(value.c instanceof Unknown);
  });
});

// raidprotect/docs picks its stable version with `versions.find((version) => version !== 'beta')` of
// versions.json, and keys its options by it (`[lastStableVersion]: { label: 'Stable' }`): init left out
// lastVersion, onlyIncludeVersions and that version's label as computed at run time. It also named the
// sitemap's `filename: 'sitemap.xml'` as not carried, the one name pxdocs writes anyway.
describe('elements the config finds in a list, and a sitemap named as pxdocs names it', () => {
  it('reads find and filter with a predicate of the element, and leaves one it cannot answer unknown', () => {
    const value = evaluateConfigSource(`const versions = ['beta', '3.2.0', '3.1.1'];
const stable = versions.find((version) => version !== 'beta');
export default {
  last: stable,
  none: versions.find((version) => version === '9'),
  released: versions.filter((version, index) => index > 0 && version.startsWith('3.')),
  keyed: { [stable]: { label: 'Stable' } },
  unknown: versions.find((version) => process.argv.includes(version)),
};
`, 'docusaurus.config.js') as Record<string, unknown>;
    assert.equal(value.last, '3.2.0');
    assert.equal(value.none, undefined);
    assert.deepEqual(value.released, ['3.2.0', '3.1.1']);
    assert.deepEqual(value.keyed, { '3.2.0': { label: 'Stable' } });
    assert.ok(value.unknown instanceof Unknown);
  });

  it("carries a sitemap filename, sitemap.xml or another, without a word (the build writes the file it names)", () => {
    const notes = (filename: string) => translateDocusaurus(evaluateConfigSource(`module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/', presets: [['classic', { docs: false, sitemap: { filename: '${filename}', lastmod: 'date' } }]] };`, 'docusaurus.config.js'), tmpdir(), 'docusaurus.config.js')
      .notCarried.filter((entry) => entry.key.includes('sitemap'));
    assert.deepEqual(notes('sitemap.xml'), []);
    assert.deepEqual(notes('site-map.xml'), []);
  });
});

// A list holding a value known only at run time was named by the JSON of the value's fields:
// `["current",{"reason":"a function call","source":"lastStableVersion"},"3.1.1"]: expected a list of version names`.
describe('how a message names a list holding a value known only at run time', () => {
  it('names the member by the expression the config writes, and plain data as JSON', () => {
    const value = evaluateConfigSource(`const last = require('./versions').pick();
module.exports = { title: 'S', url: 'https://s.example', presets: [['classic', { docs: { onlyIncludeVersions: ['current', last, '3.1.1'] } }]] };`, 'docusaurus.config.js');
    const { notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    const reason = notCarried.find((entry) => entry.key === 'docs.onlyIncludeVersions')?.reason;
    assert.equal(reason, '["current", computed at run time (last), "3.1.1"]: expected a list of version names');
    assert.equal(describeValue(['a', 1, { b: true }]), '["a",1,{"b":true}]');
  });
});

// init carried navbar items and dropped their other keys without a word (manaelproxy/manael's
// `activeBasePath`): each is now named as not carried. A link's `activeBasePath` and
// `activeBaseRegex` are carried (test/compat/navbar-active-base.test.ts), unless the
// pattern is no regular expression.
describe("navbar items' keys init does not carry", () => {
  it('names them, item by item', () => {
    const value = evaluateConfigSource(`module.exports = {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false } }]],
  themeConfig: { navbar: { items: [
    { activeBasePath: 'docs', label: 'Docs', position: 'left', to: 'docs/' },
    { label: 'Guides', to: '/guides/intro', activeBasePath: 'guides', activeBaseRegex: '^/guides' },
    { label: 'Broken', to: '/broken', activeBaseRegex: '^/(unclosed' },
    { href: 'https://github.com/x/y', label: 'GitHub', target: '_self', position: 'right' },
    { type: 'doc', docId: 'intro', label: 'Intro', className: 'intro-link' },
  ] } },
};`, 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.equal((config.navbar as { items: unknown[] }).items.length, 5, 'every item is still carried');
    const reasons = Object.fromEntries(notCarried.filter((entry) => entry.key.startsWith('themeConfig.navbar')).map((entry) => [entry.key, entry.reason]));
    assert.deepEqual(Object.keys(reasons).sort(), [
      'themeConfig.navbar.items[2].activeBaseRegex',
      'themeConfig.navbar.items[4].className',
    ]);
    assert.match(reasons['themeConfig.navbar.items[2].activeBaseRegex'], /not a regular expression JavaScript can read/);
    const items = (config.navbar as { items: Record<string, unknown>[] }).items;
    assert.deepEqual([items[0].activeBasePath, items[1].activeBasePath, items[1].activeBaseRegex, items[2].activeBaseRegex], ['docs', 'guides', '^/guides', undefined]);
    // A link's target is carried (test/compat/link-target.test.ts).
    assert.equal((config.navbar as { items: { target?: string }[] }).items[3].target, '_self');
  });
});

// ealush/vest writes the pages plugin's defaults out (`mdxPageComponent: '@theme/MDXPage'`,
// `rehypePlugins: []`…): init named four options as not carried, as if something were lost.
// kubernetes-client/javascript generates its SDK reference with docusaurus-plugin-typedoc: init said only that the
// plugin "is not known to pxdocs", nothing of the pages it writes, which the sidebars name.
describe('docusaurus-plugin-typedoc', () => {
  it('is carried to plugins with its options, which the build runs before it reads the docs', () => {
    const value = evaluateConfigSource(`module.exports = {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  plugins: [['docusaurus-plugin-typedoc', { id: 'sdk-api', entryPoints: ['../src/cache.ts'], out: 'docs/sdk' }]],
};`, 'docusaurus.config.js');
    const { config, notCarried, notes } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.deepEqual(notCarried, []);
    assert.deepEqual(config.plugins, [[{ [PLUGIN_MARK]: 'docusaurus-plugin-typedoc' }, { id: 'sdk-api', entryPoints: ['../src/cache.ts'], out: 'docs/sdk' }]]);
    assert.ok(notes.some((note) => /^plugins\[0\]: docusaurus-plugin-typedoc is carried to `plugins`: the build runs it before it reads the docs, as Docusaurus does, and it writes the API pages into docs\/sdk/.test(note)), notes.join('\n'));
  });

  it('is named, with the folder it writes, when its options are computed at run time', () => {
    const value = evaluateConfigSource(`const path = require('path');
module.exports = {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  plugins: [['docusaurus-plugin-typedoc', { entryPoints: [path.join(process.cwd(), 'src')], out: 'docs/ref' }]],
};`, 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.equal(config.plugins, undefined);
    assert.match(notCarried.find((entry) => entry.key === 'plugins[0]')?.reason ?? '', /^writes the API pages from the TypeScript sources into docs\/ref each time Docusaurus builds, with options computed at run time: add it to `plugins`/);
  });
});

describe('content plugin options written with their default value', () => {
  it('are not named as not carried; a list with plugins is carried to its own options', () => {
    const value = evaluateConfigSource(`module.exports = {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', {
    pages: { path: 'src/pages', mdxPageComponent: '@theme/MDXPage', rehypePlugins: [], beforeDefaultRemarkPlugins: [], beforeDefaultRehypePlugins: [] },
    blog: { remarkPlugins: [], rehypePlugins: [require('rehype-x')] },
  }]],
};`, 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.deepEqual(notCarried.map((entry) => entry.key), []);
    // The blog's own list is the blog's, as Docusaurus runs it; the empty ones write nothing.
    assert.deepEqual(config.blog, { rehypePlugins: [{ [PLUGIN_MARK]: 'rehype-x' }] });
    assert.deepEqual(config.pages, { path: 'src/pages' });
  });
});

// seriohub/vui-docs keeps its whole plugins list in plugins.ts (`export const plugins = [...]`, with
// docs instances naming `require.resolve('./sidebars.js')`, and `...pluginsChangelog` from another
// file whose entries have a `modifyContent` method): init said `plugins` was "read at run time" and
// carried none of the five docs instances, so the build failed on every navbar link into them.
describe('a plugins list kept in a file of the site', () => {
  it('is read with its paths, and its unknown parts are named where they stand', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await makeTempDir('pxdocs-static-eval-plugins-');
    await writeFile(join(dir, 'sidebars.js'), "module.exports = { community: [{ type: 'autogenerated', dirName: '.' }] };\n");
    await writeFile(join(dir, 'more.ts'), "export const more = [['some-remote-plugin', { name: 'x', modifyContent(filename, content) { return { filename, content }; } }]];\n");
    await writeFile(join(dir, 'plugins.ts'), "import { more } from './more';\nexport const plugins = [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: require.resolve('./sidebars.js') }], ...more];\n");
    const read = evaluateConfigSource("import { plugins } from './plugins';\nexport default { title: 'S', url: 'https://s.example', baseUrl: '/', plugins };\n", 'docusaurus.config.ts', { dir });
    const value = read as Record<string, unknown>;
    const plugins = value.plugins as unknown[];
    assert.ok(Array.isArray(plugins), String(value.plugins));
    assert.equal(plugins.length, 2);
    assert.deepEqual((plugins[0] as [string, Record<string, unknown>])[1].sidebarPath, new PathRef('sidebars.js'));
    assert.ok((plugins[1] as [string, Record<string, unknown>])[1].modifyContent instanceof Unknown, 'a method stays unknown, in its place');
    const { config, notCarried } = translateDocusaurus(read, dir, 'docusaurus.config.ts');
    // The only docs instance is the site's docs.
    assert.deepEqual(config.docs, { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebars.js' });
    assert.deepEqual(notCarried.map((entry) => entry.key), ['plugins[1]']);
  });
});

// 2060-io/hologram-docs: `import { remarkKroki } from 'remark-kroki'` in docs.remarkPlugins, and `editUrl: undefined`.
// Init left the plugin out ("plugins are carried as a package's default export"), so its PlantUML diagrams
// were plain code, and named `editUrl: undefined` (no edit links, Docusaurus's default) as not carried.
describe('a plugin imported by name, and an option written as undefined', () => {
  it('carries the plugin as that export of its package, and says nothing of the undefined option', () => {
    const value = evaluateConfigSource(`import { remarkKroki } from 'remark-kroki';
const { remarkOther } = require('remark-other');
export default {
  title: 'S', url: 'https://s.example', baseUrl: '/',
  presets: [['classic', {
    docs: { editUrl: undefined, remarkPlugins: [[remarkKroki, { alias: ['plantuml'], target: 'mdx3' }], remarkOther] },
    blog: { editUrl: undefined },
  }]],
};`, 'docusaurus.config.ts');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.ts');
    assert.deepEqual(notCarried.map((entry) => entry.key), []);
    const plugins = (config.docs as Record<string, unknown>).remarkPlugins as unknown[];
    assert.deepEqual(plugins, [[{ [PLUGIN_MARK]: 'remark-kroki#remarkKroki' }, { alias: ['plantuml'], target: 'mdx3' }], { [PLUGIN_MARK]: 'remark-other#remarkOther' }]);
  });
});

// VolkovLabs/volkovlabs.io imports its plugins, presets and theme config from `./config`, a folder
// whose index.ts only re-exports its parts (`export * from "./plugins"`, ...). Init read none of them:
// "presets: expected a list, found a property read at run time", and the site lost its docs, navbar and footer.
describe('config parts re-exported by a barrel module', () => {
  it('are read through `export *` and `export { … } from`, in a folder index too', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await makeTempDir('pxdocs-static-eval-barrel-');
    await mkdir(join(dir, 'config'));
    await writeFile(join(dir, 'config', 'index.ts'), 'export * from "./presets";\nexport * from "./theme";\nexport { FOOTER as footer, default as TITLE } from "./footer";\n');
    await writeFile(join(dir, 'config', 'presets.ts'), "export const PRESETS = [['classic', { docs: { routeBasePath: 'plugins', sidebarPath: require.resolve('./sidebar.js') }, blog: false }]];\n");
    await writeFile(join(dir, 'config', 'theme.ts'), 'import { NAVBAR } from "./navbar";\nexport const THEME_CONFIG = { navbar: NAVBAR };\n');
    await writeFile(join(dir, 'config', 'navbar.ts'), "export const NAVBAR = { items: [{ to: '/plugins/', label: 'Plugins', position: 'left' }] };\n");
    await writeFile(join(dir, 'config', 'footer.ts'), "export const FOOTER = { copyright: 'Volkov' };\nexport default 'Volkov Labs';\n");
    const read = evaluateConfigSource('import { PRESETS, THEME_CONFIG, footer, TITLE } from "./config";\nexport default { title: TITLE, url: "https://v.example", baseUrl: "/", presets: PRESETS, themeConfig: { ...THEME_CONFIG, footer } };\n', 'docusaurus.config.ts', { dir }) as Record<string, unknown>;
    assert.equal(read.title, 'Volkov Labs');
    const presets = read.presets as [string, Record<string, Record<string, unknown>>][];
    assert.ok(Array.isArray(presets), String(read.presets));
    assert.deepEqual(presets[0][1].docs.sidebarPath, new PathRef('config/sidebar.js'));
    assert.deepEqual(read.themeConfig, { navbar: { items: [{ to: '/plugins/', label: 'Plugins', position: 'left' }] }, footer: { copyright: 'Volkov' } });
    // A name no module of the barrel exports stays unknown, as before.
    const missing = evaluateConfigSource('import { NOPE } from "./config";\nexport default { title: "T", presets: NOPE };\n', 'docusaurus.config.ts', { dir }) as Record<string, unknown>;
    assert.ok(missing.presets instanceof Unknown);
  });
});

// A value kept as code (a template of the year) named in a message: it read `{"code":"`Copyright …`"}`
// (Project-HAMi/website's feed copyright, before init carried it), not the code the config writes.
describe('a value kept as code, in a message', () => {
  it('is named by its code', () => {
    assert.equal(describeValue(new CodeRef('`Copyright ${new Date().getFullYear()} HAMi Authors`')), '`Copyright ${new Date().getFullYear()} HAMi Authors` (code the config runs)');
  });
});

// react-native-website's TypeScript config: `onlyIncludeVersions: isDeployPreview ? […] : undefined`
// (esbuild writes `undefined` as `void 0`) and `versions: { [lastVersion]: { badge: false } }`.
describe('TypeScript configs and computed keys', () => {
  it('reads `undefined`, written `void 0` once TypeScript is stripped, as undefined', () => {
    const value = evaluateConfigSource(`const isDeployPreview = process.env.PREVIEW_DEPLOY === 'true';\nconst config: { only?: string[] } = { only: isDeployPreview ? ['current'] : undefined, none: void 0 };\nmodule.exports = config;\n`, 'docusaurus.config.ts') as Record<string, unknown>;
    assert.equal(value.only, undefined);
    assert.ok(Object.hasOwn(value, 'none') && value.none === undefined);
  });

  it('evaluates a computed key, and keeps one known only at run time under its source, unknown', () => {
    const value = read(`const versions = ['0.79', '0.78'];\nconst lastVersion = versions[0];\nexport default { versions: { [lastVersion]: { badge: false }, ['next']: { label: 'Next' }, [process.argv[2]]: { label: 'x' } } };\n`);
    const versions = value.versions as Record<string, unknown>;
    assert.deepEqual(versions['0.79'], { badge: false });
    assert.deepEqual(versions.next, { label: 'Next' });
    assert.ok(versions['[process.argv[2]]'] instanceof Unknown, JSON.stringify(Object.keys(versions)));
  });
});

describe('comparisons as values', () => {
  it('reads a comparison or negation as a plain `docusaurus build` does (NODE_ENV production, other variables unset)', () => {
    const value = read(`const isProd = process.env.NODE_ENV === 'production';\nconst isPreview = process.env.PREVIEW_DEPLOY === 'true';\nexport default { showLastUpdateTime: isProd, preview: isPreview, notPreview: !isPreview, ci: !process.env.CI, loose: 1 == '1', other: process.argv[2] === 'x' };\n`);
    assert.equal(value.showLastUpdateTime, true);
    assert.equal(value.preview, false);
    assert.equal(value.notPreview, true);
    assert.equal(value.ci, true);
    assert.equal(value.loose, true);
    assert.ok(value.other instanceof Unknown, 'a value known only at run time stays unknown');
  });
});

// `trailingSlash: 'yes'`, `title: null`: Docusaurus refuses them, and init dropped them without a word,
// so the site built with the defaults (no trailing slash, the title "Docs") as if the keys were not there.
describe('top-level values of the wrong type', () => {
  it('are named as not carried, with what was expected and found', () => {
    const value = evaluateConfigSource(`module.exports = {
  title: null, tagline: 42, titleDelimiter: ['|'], trailingSlash: 'yes',
  url: 'https://s.example', baseUrl: '/',
};`, 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    const reasons = Object.fromEntries(notCarried.map((entry) => [entry.key, entry.reason]));
    assert.deepEqual(reasons, {
      title: 'expected a string, found null: "Docs" was written',
      tagline: 'expected a string, found 42',
      titleDelimiter: `expected a string, found ${describeValue(['|'])}`,
      trailingSlash: 'expected true, false or undefined, found "yes"',
    });
    assert.equal(config.title, 'Docs');
    assert.equal(config.trailingSlash, undefined);
  });

  it('an empty title, tagline or delimiter is a string, and no loss', () => {
    const value = evaluateConfigSource(`module.exports = { title: '', tagline: '', titleDelimiter: '', trailingSlash: false, url: 'https://s.example' };`, 'docusaurus.config.js');
    const { config, notCarried } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.deepEqual(notCarried.filter((entry) => ['title', 'tagline', 'titleDelimiter', 'trailingSlash'].includes(entry.key)), []);
    assert.equal(config.trailingSlash, false);
  });

  it('a file with no export says the exported config is nowhere, in a sentence', () => {
    const value = evaluateConfigSource("throw new Error('x');\n", 'docusaurus.config.js');
    assert.ok(value instanceof Unknown);
    // Before: "The exported config is the file has no `export default` or `module.exports =`."
    assert.equal(`The exported config is ${value.reason}.`, 'The exported config is nowhere: the file has no `export default` or `module.exports =` at its top level.');
  });
});
