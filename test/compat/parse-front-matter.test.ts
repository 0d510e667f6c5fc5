// Docusaurus 3's `markdown.parseFrontMatter` config hook (`async parseFrontMatter({ filePath, fileContent,
// defaultParseFrontMatter })` returning `{ frontMatter, content }`): swan-io/docs derives its release posts'
// slugs from their file names with it, other sites fill a missing title or replace a variable in the text.
// pxdocs never ran it: the posts were at their dated routes and the pages kept their text. The hook now runs
// where a page's text is read: discovery (routes, titles) and the page threads (the compiled page), with the
// config each loaded.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const HOOK = `async parseFrontMatter({ filePath, fileContent, defaultParseFrontMatter }) {
      const result = await defaultParseFrontMatter({ filePath, fileContent });
      const name = filePath.split(/[\\\\/]/).pop().replace(/\\.mdx?$/, '');
      if (/\\d{4}-\\d{2}-\\d{2}-release$/.test(name)) result.frontMatter.slug = 'release-' + name.slice(0, 7);
      if (!result.frontMatter.title && result.frontMatter.type === 'guide') result.frontMatter.title = 'Guide: ' + name;
      if (result.frontMatter.explode) throw new Error('no front matter for ' + name);
      if (result.frontMatter.broken) return result.frontMatter;
      return { ...result, content: result.content.replaceAll('%VERSION%', '4.2') };
    }`;

const config = (hook: string) => `export default {
  title: 'Hooked', url: 'https://hooked.example', tagline: 'Front matter hook',
  docs: { path: 'docs', routeBasePath: 'docs' },
  blog: { path: 'changelog', routeBasePath: 'changelog' },
  markdown: {
    ${hook},
  },
  navbar: { items: [] }, footer: { copyright: 'Hooked' }, chat: { embeddings: 'off' },
};
`;

const FILES: Record<string, string> = {
  'pxdocs.config.mjs': config(HOOK),
  'docs/intro.md': '---\ndescription: Start here.\n---\n# Intro\n\nVersion %VERSION% is out.\n',
  'docs/setup.md': '---\ntype: guide\n---\n\nInstall version %VERSION%.\n',
  'changelog/2025-06-02-release.md': '---\ntitle: June 2025 release\ntags: [accounts]\n---\n\nVirtual IBANs in %VERSION%.\n',
};

describe('markdown.parseFrontMatter', () => {
  for (const workers of [1, 2]) {
    it(`gives pages the hook's front matter and text (${workers === 1 ? 'one thread' : 'page threads'})`, async () => {
      const dir = await makeTempDir('pxdocs-parse-front-matter-');
      await writeFiles(dir, FILES);
      const result = await buildSite(dir, join(dir, 'out'), { workers, cacheDir: join(dir, 'cache') });
      assert.equal(result.code, 0, result.stderr);
      // The release's slug, from its file name: the post is at it, not at its dated route.
      const post = await readFile(join(dir, 'out', 'changelog', 'release-2025-06.html'), 'utf8');
      assert.match(post, /Virtual IBANs in 4\.2\./);
      assert.ok(!existsSync(join(dir, 'out', 'changelog', '2025', '06', '02', 'release.html')));
      // A title the hook gave, and the hook's content compiled.
      const setup = await readFile(join(dir, 'out', 'docs', 'setup.html'), 'utf8');
      assert.match(setup, /<title>Guide: setup \| Hooked<\/title>/);
      assert.match(setup, /Install version 4\.2\./);
      assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /Version 4\.2 is out\./);
    });
  }

  it('names the page when the hook throws or returns something else', async () => {
    const dir = await makeTempDir('pxdocs-parse-front-matter-bad-');
    await writeFiles(dir, { ...FILES, 'docs/bad.md': '---\nexplode: true\n---\n\nText.\n' });
    const thrown = await buildSite(dir, join(dir, 'out'));
    assert.equal(thrown.code, 1);
    assert.match(thrown.stderr, /Config function failed/);
    assert.match(thrown.stderr, /markdown\.parseFrontMatter threw for docs\/bad\.md: Error: no front matter for bad/);
    await writeFiles(dir, { 'docs/bad.md': '---\nbroken: true\n---\n\nText.\n' });
    const returned = await buildSite(dir, join(dir, 'out'));
    assert.equal(returned.code, 1);
    assert.match(returned.stderr, /markdown\.parseFrontMatter returned an object with `broken` for docs\/bad\.md, not \{ frontMatter, content \}/);
  });

  it('init carries the hook of a Docusaurus config', async () => {
    const dir = await makeTempDir('pxdocs-parse-front-matter-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'Hooked', url: 'https://hooked.example', baseUrl: '/',
  markdown: {
    ${HOOK},
  },
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: { path: 'changelog', routeBasePath: 'changelog' } }]],
};
`,
      'docs/intro.md': FILES['docs/intro.md'],
      'docs/setup.md': FILES['docs/setup.md'],
      'changelog/2025-06-02-release.md': FILES['changelog/2025-06-02-release.md'],
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /parseFrontMatter/);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(await readFile(join(dir, 'out', 'changelog', 'release-2025-06.html'), 'utf8'), /Virtual IBANs in 4\.2\./);
  });

  // komiyamma's site reads a description from a .memo file beside the page, with fs and path required at the
  // top of the config: init cannot copy that, and said to write a function reading only its parameters, which
  // such a hook cannot be. It now says to copy it with what it reads (imports work in pxdocs.config.mjs).
  it('init says how to carry a hook that reads modules of the config', async () => {
    const dir = await makeTempDir('pxdocs-parse-front-matter-init-modules-');
    await writeFiles(dir, {
      'docusaurus.config.js': `const fs = require('fs');
const path = require('path');
module.exports = {
  title: 'Memo', url: 'https://memo.example', baseUrl: '/',
  markdown: {
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const memo = path.join(path.dirname(params.filePath), 'memo', path.basename(params.filePath).replace(/\\.mdx?$/, '.memo'));
      if (!result.frontMatter.description && fs.existsSync(memo)) result.frontMatter.description = fs.readFileSync(memo, 'utf8').trim();
      return result;
    },
  },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /markdown\.parseFrontMatter: a function that reads `path`, `fs` from outside itself, which init does not copy: copy it into `markdown\.parseFrontMatter` of pxdocs\.config\.mjs with what it reads \(its imports and helpers\)/);
  });
});

// Docusaurus's other `markdown` options that change the compiled page: `preprocessor({ filePath, fileContent })`
// (thin-edge fills `%%te%%` with it; pxdocs compiled the text as written, and a `{{VERSION}}` placeholder
// failed the build as an undefined name), `anchors.maintainCase`, `remarkRehypeOptions` (the footnotes'
// label). init said each was not carried; it now carries them and the build applies them.
describe('markdown.preprocessor, anchors and remarkRehypeOptions', () => {
  const DOCUSAURUS = `const vars = { VERSION: '1.2.3' };
module.exports = {
  title: 'Pre', url: 'https://pre.example', baseUrl: '/',
  markdown: {
    preprocessor: ({ filePath, fileContent }) =>
      fileContent.replaceAll('%%te%%', '**thin-edge.io**').replace(/\\{\\{(\\w+)\\}\\}/g, (m, k) => vars[k] ?? m) + (filePath.endsWith('.mdx') ? '\\nFrom an MDX file.\\n' : ''),
    anchors: { maintainCase: true },
    remarkRehypeOptions: { footnoteLabel: 'Notes de bas de page' },
  },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`;

  it('init carries them, and the build compiles the text the preprocessor gives, ids in their case, footnotes labelled', async () => {
    const dir = await makeTempDir('pxdocs-md-options-');
    await writeFiles(dir, {
      'docusaurus.config.js': DOCUSAURUS,
      'docs/intro.md': '---\nslug: /\ndescription: About %%te%%.\n---\n\n# Intro\n\n%%te%% is great.\n\n## Set Up Now\n\nA claim.[^1]\n\n[^1]: The source.\n',
      'docs/install.mdx': '# Install\n\nInstall version {{VERSION}}.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /preprocessor|anchors|remarkRehypeOptions/);
    const result = await buildSite(dir, join(dir, 'out'), { cacheDir: join(dir, 'cache') });
    assert.equal(result.code, 0, result.stderr);
    const intro = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(intro, /<p><strong>thin-edge\.io<\/strong> is great\.<\/p>/);
    // As in Docusaurus, only what is compiled: the description is read from the file as written.
    assert.match(intro, /<meta name="description" content="About %%te%%\."/);
    assert.match(intro, /<h2 id="Set-Up-Now"/);
    assert.match(intro, /Notes de bas de page/);
    const install = await readFile(join(dir, 'out', 'install.html'), 'utf8');
    assert.match(install, /Install version 1\.2\.3\./);
    assert.match(install, /From an MDX file\./, 'the preprocessor is given the file path');
  });

  it('names the page when the preprocessor throws or returns no text', async () => {
    const dir = await makeTempDir('pxdocs-md-options-bad-');
    const site = (body: string) => ({
      'pxdocs.config.mjs': `export default {
  title: 'Pre', url: 'https://pre.example', navbar: { items: [] }, footer: { copyright: 'Pre' }, chat: { embeddings: 'off' },
  docs: { path: 'docs', routeBasePath: 'docs' },
  markdown: { preprocessor: ({ filePath, fileContent }) => { ${body} } },
};
`,
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    await writeFiles(dir, site("throw new Error('no way');"));
    const thrown = await buildSite(dir, join(dir, 'out'));
    assert.equal(thrown.code, 1);
    assert.match(thrown.stderr, /markdown\.preprocessor threw for docs\/intro\.md: Error: no way/);
    await writeFiles(dir, site('return { fileContent };'));
    const returned = await buildSite(dir, join(dir, 'out'));
    assert.equal(returned.code, 1);
    assert.match(returned.stderr, /markdown\.preprocessor returned object for docs\/intro\.md, not the page's text/);
  });
});
