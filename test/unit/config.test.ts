import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, parseConfig } from '../../compiler/config/load.js';
import { PxError } from '../../compiler/errors.js';
import { brokenMarkdownLinks } from '../../compiler/config/schema.js';
import { fixtureConfig, makeFixture, makeTempDir, MINIMAL_CONFIG, removeTempDirs, writeFiles } from '../helpers.js';

function configError(overrides: Record<string, unknown>): PxError {
  try {
    parseConfig({ ...MINIMAL_CONFIG, ...overrides });
  } catch (error) {
    assert.ok(error instanceof PxError, `expected a PxError, got ${String(error)}`);
    return error;
  }
  assert.fail(`expected ${JSON.stringify(overrides)} to be rejected`);
}

describe('parseConfig', () => {
  it('should fill in the documented defaults', () => {
    const config = parseConfig(MINIMAL_CONFIG);
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.contentDir, 'content');
    assert.equal(config.staticDir, 'static');
    assert.equal(config.onBrokenLinks, 'throw');
    // Unset, it is markdown.hooks' (Docusaurus 3.8+'s place for it), else 'warn'; missing images throw, as in Docusaurus.
    assert.equal(config.onBrokenMarkdownLinks, undefined);
    assert.equal(brokenMarkdownLinks(config), 'warn');
    assert.equal(config.markdown.hooks.onBrokenMarkdownImages, 'throw');
    assert.equal(config.onBrokenAnchors, 'warn');
    assert.equal(config.onDuplicateRoutes, 'warn');
    assert.deepEqual(config.highlight, {
      additionalLanguages: [],
      defaultLanguage: 'text',
      vadalogLanguages: ['vadalog'],
      magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }],
    });
    assert.deepEqual(config.markdown, { format: 'mdx', maxPageBytes: 2 * 1024 * 1024, mermaid: true, admonitions: true, hooks: { onBrokenMarkdownImages: 'throw' }, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] });
    assert.deepEqual(config.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
    assert.equal(config.navbar.items.length, 0);
  });

  it('should fill the highlight and markdown defaults when only some keys are given', () => {
    const config = parseConfig({ ...MINIMAL_CONFIG, highlight: { defaultLanguage: 'python' }, markdown: { format: 'detect' } });
    assert.equal(config.highlight.magicComments[0].line, 'highlight-next-line');
    assert.equal(config.markdown.format, 'detect');
    assert.deepEqual(config.markdown.remarkPlugins, []);
  });

  it('should reject a remark plugin that is not a function or [function, options]', () => {
    const error = configError({ markdown: { remarkPlugins: ['remark-gfm'] } });
    assert.match(error.message, /markdown\.remarkPlugins\[0\]/);
  });

  it('should default a navbar item\'s position to left and a link item\'s type to link', () => {
    const config = parseConfig({ ...MINIMAL_CONFIG, navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { label: 'Site', href: 'https://example.com' }] } });
    assert.equal(config.navbar.items[0].position, 'left');
    assert.equal(config.navbar.items[1].type, 'link');
  });

  it('should reject a bad severity naming the key, the allowed values and what was found', () => {
    const error = configError({ onBrokenLinks: 'explode' });
    assert.equal(error.title, 'Invalid site config');
    assert.equal(error.where?.file, 'config/site.config.ts');
    assert.match(error.message, /onBrokenLinks: expected one of "throw", "warn", "log", "ignore", found string "explode"/);
  });

  it('should name the full key path of a nested value with expected and found', () => {
    const error = configError({ highlight: { defaultLanguage: 5 } });
    assert.match(error.message, /highlight\.defaultLanguage: expected string, found number 5/);
  });

  it('should refuse a tagsBasePath that is no safe route (tag pages would be written outside the output)', () => {
    const error = configError({ areas: undefined, docs: { tagsBasePath: '../../outside' } });
    assert.match(error.message, /docs\.tagsBasePath: cannot be a route: it contains a `\.\.` segment/);
  });

  it('should say "found nothing" for a missing required key', () => {
    const error = configError({ title: undefined });
    assert.match(error.message, /title: expected string, found nothing/);
  });

  it('should say "found null" for a null, once', () => {
    const error = configError({ title: null, navbar: null });
    // Before: "found null null".
    assert.deepEqual(error.message.split('\n'), ['title: expected string, found null', 'navbar: expected object, found null']);
  });

  it('should never show a secret it finds wrong: not at its key, not inside an object it shows', () => {
    const secret = 'ADMIN-SECRET-4711';
    // The admin key's own refinement (it must come from the environment), and a value of the wrong type.
    for (const algolia of [{ appId: 'A', apiKey: 'k', indexName: 'i', adminKey: secret }, { appId: 'A', apiKey: 'k', indexName: 'i', adminKey: [secret] }]) {
      const error = configError({ search: { algolia } });
      assert.match(error.message, /search\.algolia\.adminKey/);
      assert.ok(!error.message.includes(secret), error.message);
    }
    // An object shown whole (a wrong shape) hides its secret-named values.
    const nested = configError({ search: { algolia: 'x', nested: { token: secret } } });
    assert.ok(!nested.message.includes(secret), nested.message);
  });

  it("should show a refinement's found value at the key it names, not the object it checked", () => {
    // Before: 'i18n.defaultLocale: "en" must be one of locales (fr), found object {"defaultLocale":"en","locales":["fr"],…'.
    assert.equal(configError({ i18n: { defaultLocale: 'en', locales: ['fr'] } }).message, 'i18n.defaultLocale: "en" must be one of locales (fr), found string "en"');
    assert.equal(configError({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'en' } } } }).message, 'i18n.localeConfigs.fr.path: "en" is the path of en too, found string "en"');
  });

  it('should name a locale listed twice as such', () => {
    // Before: 'i18n.localeConfigs.en.path: "en" is the path of en too, found object {…}', of a key the config did not have.
    assert.equal(configError({ i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'en'] } }).message, 'i18n.locales[2]: "en" is listed twice: list each locale once, found string "en"');
  });

  it('should name an array index in the key path', () => {
    const error = configError({ areas: ['docs', 'Bad Name'] });
    assert.match(error.message, /areas\[1\]: .*found string "Bad Name"/);
  });

  it('should reject a url with a trailing slash', () => {
    const error = configError({ url: 'https://fixture.example/' });
    assert.match(error.message, /url: no trailing slash, found string "https:\/\/fixture\.example\/"/);
  });

  it('should name an unknown key', () => {
    const error = configError({ titel: 'Typo' });
    assert.match(error.message, /unknown key "titel"/);
  });

  it('should reject a minimum TOC level above the maximum', () => {
    const error = configError({ toc: { minHeadingLevel: 4, maxHeadingLevel: 3 } });
    assert.match(error.message, /toc: minHeadingLevel must not exceed maxHeadingLevel/);
  });

  it('should list every problem, one line each', () => {
    const error = configError({ onBrokenLinks: 'explode', onBrokenAnchors: 'loud' });
    const lines = error.message.split('\n');
    assert.equal(lines.length, 2);
    assert.match(lines[0], /onBrokenLinks/);
    assert.match(lines[1], /onBrokenAnchors/);
  });

  it('should name the key path, expected type and found value for a bad field inside a navbar item', () => {
    const error = configError({ navbar: { items: [{ type: 'docSidebar', sidebarId: 5, label: 'Docs' }] } });
    assert.match(error.message, /navbar\.items\[0\]\.sidebarId: expected string, found number 5/);
  });

  // Before: `javascript:alert(1)` parses as a URL, so it was taken, and React swapped the link for one that throws: it did nothing, silently.
  it('should refuse a script or data URL as a navbar or footer href, or as the base of the edit links', () => {
    assert.match(configError({ navbar: { items: [{ label: 'GitHub', href: 'javascript:alert(1)' }] } }).message, /navbar\.items\[0\]\.href: a URL a link can go to: not a script or data URL, found string "javascript:alert\(1\)"/);
    assert.match(configError({ footer: { links: [{ label: 'Data', href: 'data:text/html,<b>hi</b>' }], copyright: '' } }).message, /footer\.links\[0\]\.href: a URL a link can go to/);
    assert.match(configError({ docs: { path: 'docs', editUrl: ' JavaScript:alert(1)//' } }).message, /docs\.editUrl: a URL a link can go to: not a script or data URL/);
    assert.equal(parseConfig({ ...MINIMAL_CONFIG, navbar: { items: [{ label: 'GitHub', href: 'https://github.com/x' }, { label: 'Mail', href: 'mailto:a@b.example' }] } }).navbar.items.length, 2);
  });

  // Before: "blog: expected one of false, found object {…}" for each, the wrong key unnamed (the `false` shape has one problem too).
  it('should name the wrong key inside an object a union takes (blog: false | { … }), and every shape a value could have', () => {
    assert.equal(configError({ blog: { blogSidebarCount: 1.5 } }).message, 'blog.blogSidebarCount: expected a whole number or "ALL", found number 1.5');
    assert.equal(configError({ blog: { blogSidebarCount: 'all' } }).message, 'blog.blogSidebarCount: expected number or "ALL", found string "all"');
    assert.equal(configError({ blog: 7 }).message, 'blog: expected false or object, found number 7');
  });
});

describe('loadConfig', () => {
  after(removeTempDirs);

  it('should load a config that is a plain default-exported object', async () => {
    const cwd = await makeFixture('config-plain', { 'config/site.config.ts': fixtureConfig({ tagline: 'Plain' }) });
    const { config, file } = await loadConfig(cwd);
    assert.equal(config.tagline, 'Plain');
    assert.ok(file.endsWith('config/site.config.ts'));
  });

  it('should load a config wrapped in defineConfig imported by absolute path', async () => {
    const cwd = await makeFixture('config-define', { 'config/site.config.ts': fixtureConfig({ tagline: 'Defined' }, undefined, { defineConfig: true }) });
    const { config } = await loadConfig(cwd);
    assert.equal(config.tagline, 'Defined');
  });

  it('should load the basic fixture config (TypeScript with a type-only import) from a copy', async () => {
    const cwd = await makeFixture('basic');
    const { config } = await loadConfig(cwd);
    assert.deepEqual(config.areas, ['guide', 'reference']);
  });

  // prettier's website reads its package.json through `new URL('./package.json', import.meta.url)`:
  // the config is run from a data: URL, where that threw "Invalid URL". Each file gets its own URL.
  it('should give the config and the files it imports their own module URL, dirname and filename', async () => {
    const cwd = await makeTempDir();
    // Spelled in two parts: the test's own build reads `import.meta` in this file's text.
    const meta = ['import', 'meta'].join('.');
    await writeFiles(cwd, {
      'package.json': JSON.stringify({ name: 'meta-site', homepage: 'https://meta.example' }),
      'lib/where.mjs': `export const here = ${meta}.filename;\nexport const url = ${meta}.url;\n`,
      'pxdocs.config.mjs': [
        "import { readFileSync } from 'node:fs';",
        "import { here, url } from './lib/where.mjs';",
        `const pkg = JSON.parse(readFileSync(new URL('./package.json', ${meta}.url), 'utf8'));`,
        `export default { ...${JSON.stringify(MINIMAL_CONFIG)}, url: pkg.homepage, tagline: [${meta}.dirname, here, url].join(' ') };`,
      ].join('\n'),
    });
    const { config } = await loadConfig(cwd);
    assert.equal(config.url, 'https://meta.example');
    const [dirname, here, url] = config.tagline.split(' ');
    assert.equal(dirname, cwd);
    assert.equal(here, join(cwd, 'lib', 'where.mjs'));
    assert.equal(url, pathToFileURL(join(cwd, 'lib', 'where.mjs')).href);
  });

  it('should fail with "No site config" when the folder has no config', async () => {
    const cwd = await makeTempDir();
    await assert.rejects(loadConfig(cwd), (error: unknown) => {
      assert.ok(error instanceof PxError);
      assert.equal(error.title, 'No site config');
      return true;
    });
  });

  it('names a Docusaurus config in the folder and the init command for it', async () => {
    const cwd = await makeTempDir();
    await writeFiles(cwd, { 'docusaurus.config.ts': 'export default { title: "x" };\n' });
    await assert.rejects(loadConfig(cwd), (error: unknown) => {
      assert.ok(error instanceof PxError);
      assert.equal(error.title, 'No site config');
      assert.match(error.message, /It has docusaurus\.config\.ts: a Docusaurus site\./);
      assert.equal(error.hint, `Write a pxdocs config from it with \`pxdocs init --from-docusaurus ${cwd}\`, then build again.`);
      return true;
    });
  });

  it('should fail with the file position when the config does not compile', async () => {
    const cwd = await makeTempDir();
    await writeFiles(cwd, { 'config/site.config.ts': 'export default {\n  title: "x",\n  url: ,\n};\n' });
    await assert.rejects(loadConfig(cwd), (error: unknown) => {
      assert.ok(error instanceof PxError);
      assert.equal(error.title, 'Config does not compile');
      assert.equal(error.where?.line, 3);
      return true;
    });
  });

  // thin-edge's remark plugin imports a name its helpers module gives only as a property of its default export:
  // Docusaurus's loader (jiti) reads it there; the hint said "Fix the TypeScript syntax" of a JavaScript file.
  it('should say how to write a named import of what a module exports only in its default', async () => {
    const cwd = await makeTempDir();
    await writeFiles(cwd, {
      'config/site.config.ts': `import { upper } from '../remark/helpers.js';\nexport default ${JSON.stringify(MINIMAL_CONFIG).slice(0, -1)}, tagline: upper('x') };\n`,
      'remark/helpers.js': 'function upper(s) { return s.toUpperCase(); }\nexport default { upper };\n',
    });
    await assert.rejects(loadConfig(cwd), (error: unknown) => {
      assert.ok(error instanceof PxError);
      assert.equal(error.title, 'Config does not compile');
      assert.match(error.hint ?? '', /remark\/helpers\.js exports no `upper`\. Docusaurus's config loader \(jiti\) reads such an import from the module's default export.*`export \{ upper \};`/);
      return true;
    });
  });

  it('should load a config importing a CommonJS package that requires a Node built-in (a Docusaurus 2 remark plugin)', async () => {
    const config = `import plugin from 'cjs-plugin';\nimport { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify('/')});\nexport default ${JSON.stringify(MINIMAL_CONFIG).slice(0, -1)}, tagline: plugin.name + ':' + typeof require };\n`;
    const cwd = await makeFixture('config-cjs-builtin', {
      'pxdocs.config.mjs': config,
      'node_modules/cjs-plugin/package.json': JSON.stringify({ name: 'cjs-plugin', main: 'index.js' }),
      'node_modules/cjs-plugin/index.js': "const path = require('path');\nmodule.exports = { name: path.basename('/a/remark.js', '.js') };\n",
    });
    const { config: loaded } = await loadConfig(cwd);
    // Before: "Dynamic require of "path" is not supported" (esbuild's shim, with no `require` in an ES module).
    assert.equal(loaded.tagline, 'remark:function');
  });

  for (const [name, exported] of [
    ['a function', (object: string) => `() => (${object})`],
    ['an async function', (object: string) => `async function createConfig() {\n  await null;\n  return ${object};\n}`],
    ['a promise', (object: string) => `Promise.resolve(${object})`],
  ] as const) {
    it(`should load a config whose default export is ${name}, as Docusaurus does`, async () => {
      const object = JSON.stringify({ ...MINIMAL_CONFIG, tagline: name });
      const cwd = await makeFixture('config-deferred', { 'pxdocs.config.mjs': `export default ${exported(object)};\n` });
      // Before: "(root): expected object, found function", or for the promise "title: expected string, found nothing"…
      const { config } = await loadConfig(cwd);
      assert.equal(config.tagline, name);
    });
  }

  // Before: "Config threw while loading  pxdocs.config.mjs / ReferenceError: undefinedVar is not defined", no line,
  // and a helper the config imports was not named at all.
  it('should name the line and column a config throws at, in the config or in a file it imports', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'pxdocs.config.mjs': `// the config\nconst base = undefinedVar.url;\nexport default ${JSON.stringify(MINIMAL_CONFIG)};\n` }, 'pxdocs.config.mjs:2:14'],
      [{ 'pxdocs.config.mjs': `import { url } from './lib/url.mjs';\nexport default () => ({ ...${JSON.stringify(MINIMAL_CONFIG)}, url: url() });\n`, 'lib/url.mjs': 'export function url() {\n  return process.env.PXDOCS_TEST_NO_SUCH_VARIABLE.trim();\n}\n' }, 'lib/url.mjs:2:51'],
    ];
    for (const [files, place] of cases) {
      const cwd = await makeFixture('config-throws-at', files);
      await assert.rejects(loadConfig(cwd), (error: unknown) => {
        assert.ok(error instanceof PxError);
        assert.equal(error.title, 'Config threw while loading');
        assert.equal(`${error.where?.file}:${error.where?.line}:${error.where?.column}`, place);
        return true;
      });
    }
  });

  it('should fail naming the file when the config function throws or its promise rejects', async () => {
    for (const exported of ['() => { throw new TypeError("no title yet"); }', 'Promise.reject(new TypeError("no title yet"))']) {
      const cwd = await makeFixture('config-deferred-throws', { 'pxdocs.config.mjs': `export default ${exported};\n` });
      await assert.rejects(loadConfig(cwd), (error: unknown) => {
        assert.ok(error instanceof PxError);
        assert.equal(error.title, 'Config threw while loading');
        assert.equal(error.message, 'TypeError: no title yet');
        assert.equal(error.where?.file, 'pxdocs.config.mjs');
        return true;
      });
    }
  });

  it('should fail when the config has no default export', async () => {
    const cwd = await makeTempDir();
    await writeFiles(cwd, { 'config/site.config.ts': 'export const config = {};\n' });
    await assert.rejects(loadConfig(cwd), /must `export default/);
  });
});
