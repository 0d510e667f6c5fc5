// Deeply nested JSX in MDX and inline Markdown (issue 13, item 10): refused
// before parsing with an error naming the file, line and column, instead of a
// stack overflow (1,500 nested elements, 2,000 nested emphases), a process
// killed by the parser running out of memory (1,000 elements nested in
// attribute values) or a minute of parsing (3,000 nested images). Real
// nesting still builds.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkJsxNesting, DEFAULT_MAX_JSX_DEPTH } from '../../compiler/mdx/jsx-nesting.js';
import { checkInlineNesting } from '../../compiler/mdx/inline-nesting.js';
import { fixtureConfig, page, removeTempDirs, writeFiles } from '../helpers.js';
import { buildErrors, buildQuietly, siteWith } from './one-area-site.js';

after(removeTempDirs);

const HEAD = '---\ntitle: Deep\n---\n\n# Deep\n\n';

describe('deeply nested JSX', () => {
  it('2,000 nested elements fail naming the file, line and column (not a stack overflow)', { timeout: 120_000 }, async () => {
    const body = Array.from({ length: 2000 }, () => '<div>').join('\n') + '\n\nx\n\n' + Array.from({ length: 2000 }, () => '</div>').join('\n');
    const errors = await buildErrors(await siteWith({ 'deep.mdx': `${HEAD}${body}\n` }));
    assert.equal(errors.length, 1, errors.join('\n'));
    // Line 7 holds the first <div>; the 65th opens on line 71.
    assert.equal(errors[0], `Page nested too deeply content/docs/deep.mdx:71:1 JSX elements and {…} expressions in content/docs/deep.mdx nest 65 levels deep at line 71; the limit is ${DEFAULT_MAX_JSX_DEPTH}.`);
  });

  it('1,000 elements nested in attribute values fail with a message (the parser would run out of memory)', { timeout: 120_000 }, async () => {
    const body = '<A x={'.repeat(1000) + '1' + '} />'.repeat(1000);
    const errors = await buildErrors(await siteWith({ 'attrs.mdx': `${HEAD}${body}\n` }));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^Page nested too deeply content\/docs\/attrs\.mdx:7:\d+ /);
    assert.match(errors[0], /nest 65 levels deep at line 7/);
  });

  it('deeply nested expressions and elements inside them fail the same way', { timeout: 120_000 }, async () => {
    const body = '<b>{'.repeat(300) + '1' + '}</b>'.repeat(300);
    const errors = await buildErrors(await siteWith({ 'exprs.mdx': `${HEAD}${body}\n` }));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^Page nested too deeply content\/docs\/exprs\.mdx:7:\d+ /);
  });

  it('a .md page parsed as CommonMark is not scanned for JSX', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'generic.md': `${HEAD}${'`array<T>` and {{ '.repeat(100)}\n` });
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ markdown: { format: 'detect' } }) });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'generic.html'), 'utf8');
    assert.equal(html.match(/<code>array(&lt;|&#x3C;)T(&gt;|>)<\/code> and \{\{/g)?.length, 100);
  });

  it('40 nested levels with strings, code and comments that look like tags still build', { timeout: 120_000 }, async () => {
    const open = Array.from({ length: 40 }, (_, level) => `<div title="a > b {${level}" data-x={'}{<'}>`).join('\n');
    const close = Array.from({ length: 40 }, () => '</div>').join('\n');
    const noise = [
      '```jsx', ...Array.from({ length: 80 }, () => '<div>{'), '```',
      '', `Inline \`${'<div>'.repeat(80)}\` code and an escaped \\{ brace.`,
      '', `<!-- ${'<div>'.repeat(80)} -->`,
      '', `${'<br />'.repeat(80)} and {/* ${'{'.repeat(80)} */}`,
    ].join('\n');
    const site = await siteWith({ 'fine.mdx': `${HEAD}${open}\n\n${noise}\n\ndeepest text\n\n${close}\n` });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'fine.html'), 'utf8');
    assert.match(html, /deepest text/);
    assert.equal(html.match(/title="a &gt; b \{/g)?.length, 40);
  });
});

describe('checkJsxNesting', () => {
  it('counts elements and expressions, not self-closing tags, fragments closed, or front matter', () => {
    assert.doesNotThrow(() => checkJsxNesting(`---\ntitle: "${'<a>{'.repeat(50)}"\n---\n${'<X />'.repeat(100)}<>{1}</>`, 'p.mdx', 3));
    assert.throws(() => checkJsxNesting('<A>\n  <B>\n    {x}\n  </B>\n</A>\n', 'p.mdx', 2), (error: Error & { where?: { line?: number; column?: number } }) => {
      assert.deepEqual([error.where?.line, error.where?.column], [3, 5]);
      return /nest 3 levels deep at line 3; the limit is 2/.test(error.message);
    });
    assert.doesNotThrow(() => checkJsxNesting('<A>\n  <B>\n    {x}\n  </B>\n</A>\n', 'p.mdx', 3));
  });
});

describe('deeply nested inline Markdown', () => {
  for (const [name, body, kind] of [
    ['2,000 nested emphases', `${'*a '.repeat(2000)}x${' a*'.repeat(2000)}`, 'md'],
    ['2,000 nested strong spans in MDX', `${'**a '.repeat(2000)}x${' a**'.repeat(2000)}`, 'mdx'],
    ['3,000 nested images', `${'!['.repeat(3000)}x${'](y.png)'.repeat(3000)}`, 'md'],
  ] as const) {
    it(`${name} fail naming the file, line and column`, { timeout: 120_000 }, async () => {
      const errors = await buildErrors(await siteWith({ [`inline.${kind}`]: `${HEAD}Intro line.\n${body}\n` }));
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.match(errors[0], new RegExp(`^Page nested too deeply content/docs/inline\\.${kind}:8:\\d+ Emphasis, links and images in content/docs/inline\\.${kind} nest 65 levels deep at line 8; the limit is 64\\.$`));
    });
  }

  it('ordinary emphasis, links, snake_case, arithmetic and code still build', { timeout: 120_000 }, async () => {
    const paragraph = Array.from({ length: 100 }, (_, index) => `*em ${index}* **strong** [link](/docs) a_b_c 2 * 3 \`*[${index}\``).join(' ');
    const site = await siteWith({ 'plain.md': `${HEAD}${paragraph}\n\n${'*open '.repeat(40)}\n\n${'*open '.repeat(40)}\n` });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'plain.html'), 'utf8');
    assert.equal(html.match(/<em>em \d+<\/em>/g)?.length, 100);
  });

  it('checkInlineNesting skips front matter, code and escapes, and a blank line ends a paragraph', () => {
    const aliases = `---\nlist: [${Array(100).fill('*a').join(', ')}]\n---\n`;
    assert.doesNotThrow(() => checkInlineNesting(`${aliases}\`${'['.repeat(10)}\` ${'\\['.repeat(10)}\n\`\`\`\n${'*a '.repeat(10)}\n\`\`\`\n${'[ '.repeat(3)}\n\n${'[ '.repeat(3)}\n`, 'p.md', 3));
    assert.throws(() => checkInlineNesting(`${'[ '.repeat(3)}\n${'[ '.repeat(1)}${']'.repeat(4)}\n`, 'p.md', 3), /nest 4 levels deep at line 2/);
    // A `[` that nothing closes nests nothing (the parser reads it as text): a line of them is no nesting.
    assert.doesNotThrow(() => checkInlineNesting(`${'a['.repeat(100)}\n`, 'p.md', 64));
    assert.throws(() => checkInlineNesting(`${'a['.repeat(100)}${']'.repeat(70)}\n`, 'p.md', 64), /nest 65 levels deep/);
  });
});

describe('deeply nested front matter', () => {
  it('20,000 nested lists fail as invalid front matter naming the file, not a stack overflow', { timeout: 120_000 }, async () => {
    const errors = await buildErrors(await siteWith({ 'yaml.md': `---\ntitle: Deep\nx: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\n\nText.\n` }));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^Invalid front matter content\/docs\/yaml\.md:\d+:1 Front matter nests too deeply/);
    assert.doesNotMatch(errors[0], /Maximum call stack/);
  });
});
