// Deeply nested JSX in MDX and inline Markdown (issue 13, item 10): refused
// before parsing with an error naming the file, line and column, instead of a
// stack overflow (1,500 nested elements, 2,000 nested emphases), a process
// killed by the parser running out of memory (1,000 elements nested in
// attribute values) or a minute of parsing (3,000 nested images). Real
// nesting still builds.
import { after, describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkJsxNesting, DEFAULT_MAX_JSX_DEPTH } from '../../compiler/mdx/jsx-nesting.js';
import { checkInlineNesting } from '../../compiler/mdx/inline-nesting.js';
import { checkDirectiveNesting } from '../../compiler/mdx/directive-nesting.js';
import { fixtureConfig, page, removeTempDirs, writeFiles } from '../helpers.js';
import { buildErrors, buildQuietly, siteWith } from './one-area-site.js';

after(removeTempDirs);

const HEAD = '---\ntitle: Deep\n---\n\n# Deep\n\n';

/**
 * The CPU milliseconds `work` takes. The linear-time checks are bounded in CPU, not wall time: a CI machine
 * at load 40 gave one a seventh of a core (75 ms of CPU over 340 ms of wall), and a 4 s wall time failed it.
 */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const spent = process.cpuUsage(before);
  return Math.round((spent.user + spent.system) / 1000);
}

/** `cpuMs` for async work (a whole build): the process's CPU, every thread's, while it runs. */
async function cpuMsOf<T>(work: () => Promise<T>): Promise<{ result: T; spent: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const spent = process.cpuUsage(before);
  return { result, spent: Math.round((spent.user + spent.system) / 1000) };
}

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

  it('reads a 2 MB line once: line and column are counted as it goes, not looked up again per character', () => {
    // advanceTo searched for the next line end once per character: 20 s on this line; now a few hundred ms at most.
    const line = 'word '.repeat(400_000);
    const spent = cpuMs(() => assert.doesNotThrow(() => checkJsxNesting(line, 'p.mdx')));
    assert.ok(spent < 3000, `${spent} ms of CPU`);
    // And the place of an error on a long line is still right.
    assert.throws(() => checkJsxNesting(`${'word '.repeat(200_000)}${'<b>'.repeat(65)}\nx`, 'p.mdx'), (error: Error & { where?: { line?: number; column?: number } }) => {
      assert.deepEqual([error.where?.line, error.where?.column], [1, 1_000_000 + 64 * 3 + 1]);
      return true;
    });
    assert.throws(() => checkJsxNesting(`a\n${'x'.repeat(100_000)}\n\\\n${'<b>'.repeat(65)}`, 'p.mdx'), (error: Error & { where?: { line?: number; column?: number } }) => {
      assert.deepEqual([error.where?.line, error.where?.column], [4, 64 * 3 + 1]);
      return true;
    });
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
  // Found by a probe: stray openers (not emphasis in CommonMark, rendered as text) added up over rows and items.
  for (const [name, body, literal] of [
    ['70 list items each holding an unclosed `*`', Array.from({ length: 70 }, (_, index) => `- *.e${index}: files of kind ${index}`).join('\n'), '*.e69: files of kind 69'],
    ['a table of 70 rows each holding an unclosed `_`', `| Field | Access |\n| --- | --- |\n${Array.from({ length: 70 }, (_, index) => `| _field${index} | private |`).join('\n')}`, '_field69'],
    ['70 pipe rows without a delimiter row (a paragraph)', Array.from({ length: 70 }, (_, index) => `| _field${index} | private |`).join('\n'), '_field69'],
    ['a paragraph of 65 globs', `Files: ${Array.from({ length: 65 }, (_, index) => `*.e${index}`).join(', ')}, and *emphasis* ${'*em* [l](/docs) '.repeat(70)}after.`, '*.e64, and'],
  ] as const) {
    it(`${name} still builds (an opener never closed is not nesting)`, { timeout: 120_000 }, async () => {
      const result = await buildQuietly(await siteWith({ 'stray.md': `${HEAD}${body}\n` }));
      const html = await readFile(join(result.outDir, 'docs', 'stray.html'), 'utf8');
      assert.ok(html.includes(literal), literal);
    });
  }

  it('5,000 levels of alternating `*` and `_` fail quickly naming the line and column', { timeout: 120_000 }, async () => {
    const open = Array.from({ length: 5000 }, (_, index) => (index % 2 ? '_b ' : '*a ')).join('');
    const close = Array.from({ length: 5000 }, (_, index) => (index % 2 ? ' a*' : ' b_')).join('');
    const errors = await buildErrors(await siteWith({ 'mixed.md': `${HEAD}${open}x${close}\n` }));
    assert.deepEqual(errors, ['Page nested too deeply content/docs/mixed.md:7:193 Emphasis, links and images in content/docs/mixed.md nest 65 levels deep at line 7; the limit is 64.']);
  });

  it('checkInlineNesting counts only openers a closer in the same block closes', () => {
    const fails = (text: string, place: [number, number]) => assert.throws(() => checkInlineNesting(text, 'p.md', 64), (error: Error & { where?: { line?: number; column?: number } }) => {
      assert.deepEqual([error.where?.line, error.where?.column], place);
      return /nest \d+ levels deep/.test(error.message);
    });
    // Unclosed openers under real emphasis: only the emphasis nests.
    assert.doesNotThrow(() => checkInlineNesting(`${'*a '.repeat(100)}${'*b* '.repeat(100)}\n`, 'p.md', 64));
    assert.doesNotThrow(() => checkInlineNesting(`${'['.repeat(100)}${'[x](y) '.repeat(100)}\n`, 'p.md', 64));
    // Closers in the next item, row, cell, heading or paragraph do not close an opener.
    const opens = '*a '.repeat(40);
    const closes = ' a*'.repeat(40);
    for (const split of ['\n- ', '\n\n', '\n# ', '\n---\n', '\n> ']) assert.doesNotThrow(() => checkInlineNesting(`- ${opens}${split}x${closes}\n`, 'p.md', 64), JSON.stringify(split));
    assert.doesNotThrow(() => checkInlineNesting(`| a | b |\n|---|---|\n| ${opens} | x${closes} |\n| ${opens} |\n| x${closes} |\n`, 'p.md', 64));
    // Real nesting over lines that only look like new blocks: a lazy line, `2.` under a paragraph, a marker indented as text, a table whose rows do not match.
    fails(`${Array.from({ length: 70 }, () => '> *a\nlazy').join('\n')} x${' a*'.repeat(70)}\n`, [129, 3]);
    fails(`Text\n${Array.from({ length: 70 }, (_, index) => `${index + 2}. *a`).join('\n')} x${' a*'.repeat(70)}\n`, [66, 5]);
    fails(`Text\n${Array.from({ length: 70 }, () => '    - *a').join('\n')} x${' a*'.repeat(70)}\n`, [66, 7]);
    fails(`| a | b |\n|-|-|-|\n${Array.from({ length: 70 }, () => '| *a |').join('\n')} x${' a*'.repeat(70)}\n`, [67, 3]);
    // One run opens as many levels as it has pairs of characters: `*` × 200 around a word is 100 nested strong spans.
    fails(`${'*'.repeat(200)}a${'*'.repeat(200)}\n`, [1, 1]);
    fails(`${'*a '.repeat(100)}x${'*'.repeat(100)}\n`, [1, 64 * 3 + 1]);
  });

  it('checkInlineNesting stays linear on 2 MB of adversarial text', () => {
    for (const text of [
      `${'*a _b '.repeat(170_000)}\n`,
      `${'[*'.repeat(500_000)}x\n`,
      `${Array.from({ length: 1900 }, (_, index) => '`'.repeat(1900 - index)).join(' ')}\n`,
      `${'- *.e: files\n'.repeat(150_000)}`,
    ]) {
      const spent = cpuMs(() => assert.doesNotThrow(() => checkInlineNesting(text, 'p.md')));
      assert.ok(spent < 3000, `${spent} ms of CPU on ${JSON.stringify(text.slice(0, 12))}`);
    }
  });
});

describe('deeply nested admonitions and directives', () => {
  for (const colons of [':::', '::::']) {
    it(`1,000 nested \`${colons}note\` fences fail naming the file, line and column (not a stack overflow)`, { timeout: 120_000 }, async () => {
      const body = `${colons}note\n`.repeat(1000) + 'x\n' + `${colons}\n`.repeat(1000);
      const site = await siteWith({ 'admonitions.md': `${HEAD}${body}` });
      const { result: errors, spent } = await cpuMsOf(() => buildErrors(site));
      // Line 7 holds the first fence; the 65th opens on line 71.
      assert.deepEqual(errors, ['Page nested too deeply content/docs/admonitions.md:71:1 Admonitions and other ::: directives in content/docs/admonitions.md nest 65 levels deep at line 71; the limit is 64.']);
      assert.ok(spent < 30_000, `${spent} ms of CPU for the build`);
    });
  }

  it('admonitions in tabs in admonitions, `::::note` around `:::tip`, and 60 levels still build', { timeout: 120_000 }, async () => {
    const tabs = [
      "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
      '::::warning[Outer]', '', '<Tabs>', '<TabItem value="a" label="A">', '', ':::tip', '', 'Tip in a tab.', '', ':::', '', '</TabItem>',
      '<TabItem value="b" label="B">', '', ':::note', '', 'Note in a tab.', '', ':::', '', '</TabItem>', '</Tabs>', '', '::::', '',
      '::::note', '', ':::tip', '', 'Inner tip.', '', ':::', '', 'Back in the note.', '', '::::', '',
      '```md', ':::note', ':::note', '```', '',
    ].join('\n');
    const deep = ':::info\n'.repeat(60) + '\nDeepest.\n\n' + ':::\n'.repeat(60);
    const site = await siteWith({ 'tabs.mdx': `${HEAD}${tabs}\n`, 'sixty.md': `${HEAD}${deep}` });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'tabs.html'), 'utf8');
    for (const text of ['Tip in a tab.', 'Note in a tab.', 'Inner tip.', 'Back in the note.']) assert.match(html, new RegExp(text.replace('.', '\\.')));
    assert.equal(html.match(/class="[^"]*admonition-tip/g)?.length, 2);
    const sixty = await readFile(join(result.outDir, 'docs', 'sixty.html'), 'utf8');
    assert.equal(sixty.match(/class="[^"]*admonition-info/g)?.length, 60);
  });

  it('checkDirectiveNesting: a closing fence closes the outermost directive it is long enough for; code and front matter are skipped', () => {
    const deep = (count: number) => ':::note\n'.repeat(count);
    assert.doesNotThrow(() => checkDirectiveNesting(`---\nx: ":::note"\n---\n\`\`\`\n${deep(10)}\`\`\`\n~~~~\n${deep(10)}~~~\n~~~~\n${deep(3)}`, 'p.md', 3));
    // `:::` closes a `:::note` around a `::::note`; `::::` closes all of them.
    assert.doesNotThrow(() => checkDirectiveNesting(`${':::a\n::::b\n:::\n'.repeat(10)}${':::a\n'.repeat(3)}::::\n:::b\n`, 'p.md', 3));
    assert.doesNotThrow(() => checkDirectiveNesting(`> :::a\n> > - ::::b\n   :::\n:::c[label]{.x}\n`, 'p.md', 2));
    assert.throws(() => checkDirectiveNesting(`> :::a\n> > ::::b\n> > - ::::c[label]{.x}\n`, 'p.md', 2), (error: Error & { where?: { line?: number; column?: number } }) => {
      assert.deepEqual([error.where?.line, error.where?.column], [3, 7]);
      return /nest 3 levels deep at line 3; the limit is 2/.test(error.message);
    });
    // Leaf directives and stray colons open nothing.
    assert.doesNotThrow(() => checkDirectiveNesting(`${'::leaf\n:::\n::: not a name\n'.repeat(100)}`, 'p.md', 1));
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
