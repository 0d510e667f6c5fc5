// A Docusaurus site's own Prism languages: src/theme/prism-include-languages.js
// as Docusaurus's swizzle template writes it (its config import, a global
// `Prism`, `require('prismjs/components/prism-X')`), with a grammar file of the
// site's that extends a Prism language. Its fences are highlighted with that
// grammar and no "no grammar" warning; an edited grammar highlights again on
// the next build (the cache does not keep the old tokens); a file that throws
// is reported once, and the build goes on with plain text. A language with no
// grammar at all is one warning for the site, not one per block.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

// The shape of Docusaurus's own template, as a site swizzles it.
const INCLUDE = `import siteConfig from '@generated/docusaurus.config';

export default function prismIncludeLanguages(PrismObject) {
  const { themeConfig: { prism } } = siteConfig;
  const { additionalLanguages } = prism;
  globalThis.Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    require(\`prismjs/components/prism-\${lang}\`);
  });
  require('./prism-tsq');
  delete globalThis.Prism;
}
`;

/** A site grammar written against the global Prism, extending SQL as many do. */
const grammar = (keyword: string) => `require('prismjs/components/prism-sql');
Prism.languages.tsq = Prism.languages.extend('sql', {
  'tsq-keyword': /\\b(?:${keyword})\\b/,
});
`;

const PAGE = (language: string) => page({ title: 'Queries' }, `\`\`\`${language}\nSELECT price FROM trades SAMPLE BY 1h;\n\`\`\`\n`);

// The builds run in this process: a language one test registers stays registered, so each test has its own.
async function site(language: string, files: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('pxdocs-site-prism-');
  await writeFiles(dir, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': PAGE(language), ...files });
  return dir;
}

const tokens = (html: string, type: string) => [...html.matchAll(new RegExp(`<span class="token ${type}">([^<]*)</span>`, 'g'))].map((match) => match[1]);

describe("a site's own Prism languages (src/theme/prism-include-languages.js)", () => {
  it('highlights its fences with the grammar the site registers, extending a Prism language, with no warning', async () => {
    const dir = await site('tsq', { 'src/theme/prism-include-languages.js': INCLUDE, 'src/theme/prism-tsq.js': grammar('SAMPLE') });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /no grammar|Prism languages/);
    const html = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
    assert.deepEqual(tokens(html, 'tsq-keyword'), ['SAMPLE'], 'the site grammar');
    assert.deepEqual(tokens(html, 'keyword'), ['SELECT', 'FROM', 'BY'], "SQL's keywords, from the grammar it extends");

    // The grammar is edited: the next build (same cache) highlights with the new one.
    await writeFile(join(dir, 'src/theme/prism-tsq.js'), grammar('trades'));
    const again = await buildSite(dir);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    const edited = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
    assert.deepEqual(tokens(edited, 'tsq-keyword'), ['trades']);
  });

  // Docusaurus 2's template (AllocZero/EfficientDynamoDb keeps it): the languages are registered only
  // where `ExecutionEnvironment.canUseDOM`, on `window.Prism`. The build stopped with an unexpected
  // error: the import did not resolve.
  it("runs Docusaurus 2's template as the browser does: ExecutionEnvironment.canUseDOM, window.Prism", async () => {
    const v2 = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const prismIncludeLanguages = (PrismObject) => {
  if (ExecutionEnvironment.canUseDOM) {
    const { themeConfig: { prism: { additionalLanguages = [] } = {} } } = siteConfig;
    window.Prism = PrismObject;
    additionalLanguages.forEach((lang) => {
      require(\`prismjs/components/prism-\${lang}\`);
    });
    require('./prism-v2q');
    delete window.Prism;
  }
};

export default prismIncludeLanguages;
`;
    const dir = await site('v2q', { 'src/theme/prism-include-languages.js': v2, 'src/theme/prism-v2q.js': grammar('SAMPLE').replace('Prism.languages.tsq', 'Prism.languages.v2q') });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /no grammar|Prism languages/);
    assert.deepEqual(tokens(await readFile(join(dir, 'out', 'docs.html'), 'utf8'), 'tsq-keyword'), ['SAMPLE']);
  });

  // OpenC3/cosmos wraps Docusaurus's function (`import original from '@theme-original/prism-include-languages'`,
  // called first) before registering its `cosmos` grammar: the import did not resolve, and every
  // cosmos block was plain text with a warning.
  it("runs a file that wraps Docusaurus's own function (@theme-original)", async () => {
    const wrapped = `import prismIncludeLanguagesOriginal from '@theme-original/prism-include-languages';
export default function prismIncludeLanguages(PrismObject) {
  prismIncludeLanguagesOriginal(PrismObject);
  PrismObject.languages['wrapq'] = { 'wrapq-keyword': /\\bSAMPLE\\b/ };
}
`;
    const dir = await site('wrapq', { 'src/theme/prism-include-languages.js': wrapped });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /no grammar|Prism languages/);
    assert.deepEqual(tokens(await readFile(join(dir, 'out', 'docs.html'), 'utf8'), 'wrapq-keyword'), ['SAMPLE']);
  });

  it('reports a file that does not bundle, naming the import and its place, and builds the pages', async () => {
    const dir = await site('tsq-unbundled', { 'src/theme/prism-include-languages.js': "import missing from './no-such-grammar';\nexport default function include() { missing(); }\n" });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/prism-include-languages\.js: The site's Prism languages could not be loaded: Could not resolve "\.\/no-such-grammar" at src\/theme\/prism-include-languages\.js:1:21/);
  });

  it('says once per language that it has no grammar, counting its blocks and pages, at the first block', async () => {
    const block = (language: string) => `\`\`\`${language}\nSELECT 1;\n\`\`\`\n`;
    const dir = await site('nogrammar-a', {
      'content/docs/second.md': page({ title: 'Second' }, `${block('nogrammar-a')}\n${block('nogrammar-b')}\n${block('nogrammar-a')}`),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.equal(output.match(/"nogrammar-a" has no grammar/g)?.length, 1, output);
    assert.match(output, /content\/docs\/index\.md:\d+:\d+: Code block language "nogrammar-a" has no grammar; its 3 blocks on 2 pages are shown as plain text \(the first is here\)/);
    assert.match(output, /content\/docs\/second\.md:\d+:\d+: Code block language "nogrammar-b" has no grammar; shown as plain text/);
    assert.match(output, /· 2 warnings ·/);
  });

  it("highlights an mdx fence with Markdown's grammar, with no warning (no grammar for it exists to add)", async () => {
    const dir = await site('nogrammar-a', {
      'content/docs/index.md': page({ title: 'Docs' }, "```mdx\n# Install\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>**Bold** text</Tabs>\n```\n"),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /no grammar/);
    const html = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
    assert.match(html, /<code class="language-mdx"/);
    // Markdown's grammar: the heading a title, the emphasis bold, the JSX tags markup.
    assert.match(html, /<span class="token title important"><span class="token punctuation">#<\/span> Install<\/span>/);
    assert.match(html, /<span class="token bold">/);
    assert.match(html, /<span class="token tag"><span class="token tag"><span class="token punctuation">&#x3C;<\/span>Tabs<\/span>/);
  });

  it('reports a file that throws, naming it, and shows its fences as plain text', async () => {
    const dir = await site('tsq-broken', { 'src/theme/prism-include-languages.js': 'export default function include() {\n  throw new Error("grammar exploded");\n}\n' });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/prism-include-languages\.js: The site's Prism languages could not be loaded: grammar exploded/);
    const html = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
    assert.match(html, /SELECT price FROM trades SAMPLE BY 1h;/);
    assert.match(output, /Code block language "tsq-broken" has no grammar/);
  });
});
