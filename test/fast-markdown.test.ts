// The markdown-it bridge (compiler/mdx/fast-markdown.ts) must be invisible:
// wherever it accepts a document, its mdast is micromark's (block positions,
// link and image positions included), and a page compiles to the same HTML,
// links (with their line:column), headings and warnings. Inputs: every .md
// page of the site, every .md fixture of the tests, the real Jest docs
// folder, and edge cases written for it (test/fixtures/markdown-parsers).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unified, type Plugin } from 'unified';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import { createFastParser } from '../compiler/mdx/fast-markdown.js';
import { preprocess } from '../compiler/mdx/preprocess.js';
import { compilerOptions, createCompiler, keepsParsing } from '../compiler/mdx/compile.js';
import npm2yarnPlugin from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocksPlugin from 'docusaurus-remark-plugin-tab-blocks';
import { loadConfig } from '../compiler/config/load.js';
import { corporaFiles, pageFiles, ROOT } from './compat/lib.js';
import { build } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { makeFixture, removeTempDirs, seededRandom, snapshotFolder } from './helpers.js';
import { Writable } from 'node:stream';


const SITE_PAGES = pageFiles(join(ROOT, 'content'));
const INPUTS = [...SITE_PAGES, ...pageFiles(join(ROOT, 'test')), ...corporaFiles()];

const micromark = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
/** What @mdx-js/mdx parses an MDX page with (the Docusaurus default for every page). */
const micromarkMdx = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
/** micromark's reading of an island, as the compiler gives the bridge (remark-parse's parser). */
const mdIslands = (text: string) => micromark.parse(text) as Root;
/** micromark-MDX's reading of an island, as the compiler gives the bridge (remark-parse's parser). */
const mdxIslands = (text: string) => micromarkMdx.parse(text) as Root;
/**
 * micromark's tree of `doc` as `comparable` gives it, kept: the tests of .md documents compare the
 * bridge's trees, with and without islands, with micromark's trees of the same site pages and generated
 * documents, which micromark parsed again in each test.
 */
const micromarkTrees = new Map<string, unknown>();
function micromarkTree(doc: string): unknown {
  let tree = micromarkTrees.get(doc);
  if (tree === undefined) micromarkTrees.set(doc, (tree = comparable(micromark.parse(doc) as Node)));
  return tree;
}

/** micromark-MDX's tree, or undefined where MDX rejects the document. */
function mdxTree(doc: string): Node | undefined {
  try {
    return micromarkMdx.parse(doc) as Node;
  } catch {
    return undefined;
  }
}

const BLOCKS = new Set(['paragraph', 'heading', 'blockquote', 'list', 'listItem', 'code', 'html', 'thematicBreak', 'table', 'containerDirective', 'yaml', 'mdxJsxFlowElement', 'mdxjsEsm', 'mdxFlowExpression']);
const FLOW = new Set(['root', 'blockquote', 'listItem', 'containerDirective']);
const CONTAINERS = new Set(['blockquote', 'list', 'listItem']);

interface Node { type: string; position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } }; children?: Node[]; [key: string]: unknown }

/** A tree as the bridge promises it: everything but the positions it leaves out (inline nodes other than links and images). */
function comparable(node: Node, parent = 'root'): unknown {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position') {
      // An external link's place is read by nothing (only links into the site are checked): links made from GFM literals have none.
      const external = node.type === 'link' && /^(?:https?|mailto|xmpp):/i.test(String(node.url));
      const kept = (BLOCKS.has(node.type) && (node.type !== 'html' || FLOW.has(parent))) || (node.type === 'link' && !external) || node.type === 'image';
      if (kept && node.position) out.start = `${node.position.start.line}:${node.position.start.column}:${node.position.start.offset}`;
      // Quotes, lists and items end where micromark's container bookkeeping puts them (sometimes on the next line's prefix): not compared.
      if (kept && node.position && BLOCKS.has(node.type) && !CONTAINERS.has(node.type)) out.endLine = node.position.end.line;
    } else if (key === 'children') {
      out.children = (value as Node[]).map((child) => comparable(child, node.type));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The first place two values differ, as a path, or undefined. */
function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b) ? undefined : `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const type = (a as Node).type ? `(${(a as Node).type})` : '';
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}${type}.${key}`);
    if (found) return found;
  }
  return undefined;
}

// Lines for the generated documents: container prefixes and block and inline constructs.
const prefixes = ['', '', '', ' ', '  ', '   ', '    ', '     ', '\t', '> ', '>', '>>', '> > ', '   > ', '- ', '* ', '+ ', '1. ', '2) ', '10. ', '  - ', '> - ', '- > ', '-\t', '1.  ', '-   '];
const bodies = ['text', 'more *em* text', '**strong** _u_', '`code`', '`` ` ``', '`a', '[link](./a.md)', '![img](./i.png)', '[![i](j)](k)', '![a [b](c)](d)',
  '[a](<b c> "t")', '[a]', '<span>x</span>', '<span', 'class=x>', '<div>', '</div>', '<pre>', '</script>', '<!-- c -->', '<?php ?>', '<![CDATA[ x ]]>', '<a href="x">', '</a>',
  '# head', '## head ##', '#', '#x', '  #  h  #  ', '```', '```js title="x"', '~~~', '~~~ info', ':::note', ':::tip[Title *x*]', ':::note[]', ':::', '::::warning', '::::', '::: note',
  '| a | b |', '|---|:-:|', '| 1 | 2 |', '| `a|b` | c |', '| \\| |', '|a|', '| - |', '-|-', 'x |', '---', '***', '===', '- - -', 'a  ', 'b\\', '&amp; &copy;', '&#0; &bogus;',
  '\\* esc', '1\\. not', '***x** y*', '**a *b* c**', 'a**b**c', 'x_y_z', '__a__b', '*', '_', '**', 'a<b', 'a > b', '<https://x.y>', '<mailto:a@b.c>', 'tab\there', 'café 日本',
  'see https://example.com/a_(b). ok', 'www.example.com/x?y=1,', 'mail ana@acme.io.', 'a.b-c@d-e.f_', '[x](https://a.b) https://c.d', '*www.x.y*', 'http://a', 'x@y', '`https://in.code`',
  'at 12:00 sharp', 'id:ID', 'a:b-c_d x:y-', ':0', 'z:é€', '*a*:b', 'a:b*c*', '[x:y](./a:b.md)', '<www:1>'];

const FRONTS = ['---\ntitle: x\n---\n', '---\n---\n', '--- \na: 1\n---  \n', '---\nx\n'];

/** Documents of lines drawn from `prefixes` and `lines`, seeded, so a failure names a document that can be made again. */
function generatedDocuments(count: number, lines: string[], indents = prefixes): string[] {
  const random = seededRandom(20261127);
  const pick = <T,>(list: T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const body = Array.from({ length: 1 + Math.floor(random() * 12) }, () => (random() < 0.2 ? '' : pick(indents) + pick(lines) + (random() < 0.2 ? ` ${pick(lines)}` : '')));
    return (random() < 0.1 ? pick(FRONTS) : '') + body.join('\n') + (random() < 0.8 ? '\n' : '');
  });
}

describe('the markdown-it bridge for .md pages', () => {
  after(removeTempDirs);
  it('gives micromark\'s tree for every document it accepts, and accepts most of the site', () => {
    const declined = new Map<string, string>();
    let reason = '';
    const fast = createFastParser((why) => { reason = why; });
    const differences: string[] = [];
    let accepted = 0;
    for (const file of INPUTS) {
      const text = preprocess(readFileSync(file, 'utf8'), 'md');
      const tree = fast(text);
      if (!tree) {
        declined.set(relative(ROOT, file), reason);
        continue;
      }
      accepted++;
      const difference = firstDifference(comparable(tree as Node), micromarkTree(text));
      if (difference) differences.push(`${relative(ROOT, file)} ${difference}`);
    }
    assert.deepEqual(differences, []);
    assert.ok(INPUTS.length > 100, `only ${INPUTS.length} inputs`);
    const siteAccepted = SITE_PAGES.filter((file) => !declined.has(relative(ROOT, file))).length;
    assert.ok(siteAccepted >= SITE_PAGES.length * 0.8, `the bridge took ${siteAccepted} of ${SITE_PAGES.length} site pages; declined: ${[...declined].join(', ')}`);
    assert.ok(accepted >= INPUTS.length * 0.7, `the bridge took ${accepted} of ${INPUTS.length} inputs`);
    // Every edge-case file but the one written to be declined is accepted (so each is compared).
    const edgeDeclined = [...declined.keys()].filter((file) => file.includes('markdown-parsers'));
    assert.deepEqual(edgeDeclined.sort(), ['test/fixtures/markdown-parsers/declined-unclosed.md', 'test/fixtures/markdown-parsers/declined.md']);
  });

  it('gives micromark\'s tree for generated documents of hostile line mixes', () => {
    // Lines drawn from container prefixes and block and inline constructs, in
    // mixes no writer would choose: where the two parsers part, the bridge must decline.
    const fast = createFastParser();
    const differences: string[] = [];
    let accepted = 0;
    const documents = generatedDocuments(1500, bodies);
    for (const doc of documents) {
      const tree = fast(doc);
      if (!tree) continue;
      accepted++;
      const difference = firstDifference(comparable(tree as Node), micromarkTree(doc));
      if (difference) differences.push(`${JSON.stringify(doc)} ${difference}`);
    }
    assert.deepEqual(differences, []);
    assert.ok(accepted > documents.length * 0.1, `the bridge took ${accepted} of ${documents.length} generated documents`);
  });

  it('reads URL literals, tildes, leaf directives and task lists as islands, with micromark\'s tree', () => {
    const plain = createFastParser();
    const fast = createFastParser(undefined, { islands: mdIslands });
    const differences: string[] = [];
    let cut = 0;
    const documents = [...INPUTS.map((file) => preprocess(readFileSync(file, 'utf8'), 'md')), ...generatedDocuments(1500, bodies)];
    for (const doc of documents) {
      const tree = fast(doc);
      if (!tree) continue;
      if (!plain(doc)) cut++;
      const difference = firstDifference(comparable(tree as Node), micromarkTree(doc));
      if (difference) differences.push(`${JSON.stringify(doc.slice(0, 200))} ${difference}`);
    }
    assert.deepEqual(differences, []);
    assert.ok(cut >= 20, `only ${cut} documents taken with islands`);
    const taken = {
      'a URL literal': 'See https://example.com for more.\n\n# Next\n\nText.\n',
      'a task list': 'Intro.\n\n- [ ] to do\n- [x] done\n\nAfter.\n',
      'a tilde and a leaf directive': 'About ~5 minutes.\n\n::youtube[Video]{#id}\n\nEnd.\n',
      // Inline HTML ends with its paragraph or table, at the blank line the cut is at (TypeDoc puts an
      // `<a id>` before every member in its tables): only a line opening with `<` may start an HTML block.
      'inline HTML in the island': 'See https://x.y <b>now</b>.\n\nAfter.\n',
      'an unclosed inline comment in the island': 'See https://x.y <!-- open\n\nmore -->\n\nEnd.\n',
      'an HTML block after the island (the bridge reads it)': 'See https://x.y\n\n<pre>\n\nx\n</pre>\n',
      // A block the bridge declines (markdown-it and micromark part on code spans that nest) is read by micromark alone.
      'a table of code spans that nest, and a URL': 'See https://x.y\n\n| a | b |\n| - | - |\n| `x` | **Example** `Get declaration: `s.v`` |\n\nAfter.\n',
      'a paragraph of code spans that nest': 'Intro.\n\n**Example** `Get declaration: `s.v``\n\n# Next\n\nText.\n',
      'a table with anchors and a URL': '| Name | Notes |\n| --- | --- |\n| <a id="x"></a> `x` | see https://x.y |\n\nAfter <i>it</i>.\n',
    };
    for (const [name, doc] of Object.entries(taken)) {
      const tree = fast(doc);
      assert.ok(tree && !plain(doc), `${name}: ${JSON.stringify(doc)} was not taken with islands`);
      assert.equal(firstDifference(comparable(tree as Node), micromarkTree(doc)), undefined, name);
    }
    // Cut inside an HTML comment, the island is not where the bridge reads a paragraph: the page is read whole (as HTML).
    const comment = '<!--\n\nSee https://x.y\n\n-->\n';
    assert.equal(firstDifference(comparable(fast(comment) as Node), comparable(micromark.parse(comment) as Node)), undefined);
    assertDeclined(fast, {
      'an HTML block in the island': 'See https://x.y\n<!-- a\n\nb -->\n',
      'an HTML block in a quote in the island': '> See https://x.y\n> <!--\n\n-->\n',
      'a URL in a list item below its first line': '- a\n\n  See https://x.y\n',
      'a footnote (it reaches across the page)': 'A claim.[^1]\n\n[^1]: The note.\n',
      // Found in review: lines the cut takes for a fence and micromark does not, an HTML block after them.
      'a fence with a backtick in its info string': '~x\n```a`\n<!--\n```\n\ntext\n\n-->\n',
      'a fence indented as a paragraph line': '~x\n    ```\n<!--\n    ```\n\ntext\n\n-->\n',
      'a list item\'s fence': '- see https://x.y\n  ```\n<!--\n  ```\n\ntext\n\n-->\n',
      'a raw block after a false fence': '~x\n```a`\n<script>\n```\n\ntext\n\n</script>\n',
    });
  });

  it('declines what only micromark\'s extensions read', () => {
    const fast = createFastParser();
    const cases = {
      'URL literal': 'See https://example.com for more.',
      'www literal': 'See www.example.com for more.',
      'address in an emphasis': 'Write to *team*@example.com today.',
      'text directive after an emphasis mark': 'Set *mode*:fast here.',
      'escaped colon': 'Write a\\:b here.',
      // The transform that links addresses splices a paragraph's pieces in one call: thousands overflowed the stack.
      'thousands of addresses in one paragraph': 'a@b.co '.repeat(2000),
      'footnote': 'A claim.[^1]\n\n[^1]: The note.',
      'task list': '- [ ] to do\n- [x] done',
      'single tilde': 'About ~5 minutes.',
      'text directive': 'Press :kbd[Ctrl] now.',
      'leaf directive': '::youtube[Video]{#id}',
      'directive attributes': ':::note{.wide}\nBody.\n:::',
      'reference link': 'A [link][ref].\n\n[ref]: https://example.com',
      'carriage return': 'one\r\ntwo',
      'extra table cells': '| a |\n|---|\n| 1 | 2 |',
      'unclosed front matter': '---\ntitle: x\n\nBody.',
      'indented directive fence': '  :::note\n  Body.\n  :::',
      // Found in node_modules' READMEs: micromark drops it, and `#` after it opens a heading.
      'a byte order mark': '\uFEFF# Title\n\nText.',
    };
    for (const [name, doc] of Object.entries(cases)) assert.equal(fast(doc), undefined, `${name}: ${JSON.stringify(doc)} was accepted`);
    // And accepts plain CommonMark beside them, and a plain e-mail address (a mailto link, as GFM makes it).
    assert.ok(fast('# Title\n\nPlain *text* with [a link](./x.md).'));
    const mail = JSON.stringify(fast('Write to team@example.com today.'));
    assert.match(mail, /"url":"mailto:team@example.com"/);
    // `12:00` holds the text directive `:00` to micromark: the bridge makes the same node (the fallback puts `:00` back).
    const time = JSON.stringify(fast('Starts at 12:00 sharp.'));
    assert.match(time, /"type":"text","value":"Starts at 12"\},\{"type":"textDirective","name":"00"/);
  });

  it('reads a fence whose info string is only meta as one without a language, with that meta, on both paths', async () => {
    const { config } = await loadConfig(ROOT);
    const options = compilerOptions(config);
    const file = join(ROOT, 'test', 'fixtures', 'markdown-parsers', 'fence-meta.md');
    const input = { file, source: relative(ROOT, file), text: readFileSync(file, 'utf8'), links: { contentRoot: join(ROOT, 'content'), siteRoot: ROOT }, permalink: '/x' };
    for (const format of ['md', 'mdx'] as const) {
      const [bridged, parsed] = await Promise.all([true, false].map((fastParse) => createCompiler({ ...options, fastParse })({ ...input, format })));
      assert.deepEqual(bridged, parsed, `${format}: the bridge and micromark agree`);
      const html = parsed.html ?? '';
      assert.ok(html, `${format}: a plain page has its HTML`);
      // Both parsers take the info string's first word for the language: `title="…"` is not one.
      assert.doesNotMatch(html, /data-language="(title|\{|showLineNumbers)/i, format);
      // Plain text, as Docusaurus shows them: not the site's default language (here prolog, whose blocks are checked as programs).
      assert.equal(html.split('data-language="text"').length - 1, 5, `${format}: five plain text blocks`);
      assert.match(html, /<div class="code-title">Pipeline\.groovy<\/div>/, format);
      assert.match(html, /<div class="code-title">single quoted\.txt<\/div>/, format);
      assert.match(html, /<span class="code-line theme-code-block-highlighted-line">alpha\n<\/span><span class="code-line">beta\n<\/span><span class="code-line theme-code-block-highlighted-line">gamma/, format);
      assert.match(html, /counter-reset: line 3/, `${format}: showLineNumbers=4 after a title`);
      assert.match(html, /data-language="js"><div class="code-title">app\.js<\/div>/, format);
      assert.deepEqual(parsed.warnings.filter((warning) => /has no grammar/.test(warning.message)), [], format);
    }
  });

  it('compiles every page to the same HTML, links, headings and warnings as micromark', async () => {
    const { config } = await loadConfig(ROOT);
    const withBridge = createCompiler({ ...compilerOptions(config), fastParse: true });
    const without = createCompiler({ ...compilerOptions(config), fastParse: false });
    const pages = [...SITE_PAGES, ...pageFiles(join(ROOT, 'test', 'fixtures', 'markdown-parsers'))];
    for (const file of pages) {
      const text = readFileSync(file, 'utf8');
      const input = { file, source: relative(ROOT, file), format: 'md' as const, text, links: { contentRoot: join(ROOT, 'content'), siteRoot: ROOT }, permalink: '/x' };
      const settle = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));
      const [a, b] = await Promise.all([settle(withBridge(input)), settle(without(input))]);
      assert.deepEqual(a, b, `${input.source} compiles differently with the bridge`);
    }
  });

  it('builds a site to the same bytes with and without the bridge', async () => {
    // The basic fixture, its .md pages read as CommonMark, with the edge cases as pages of their own.
    // (image.md, whose image is missing on purpose, only in the compile comparison.)
    const edges = pageFiles(join(ROOT, 'test', 'fixtures', 'markdown-parsers')).filter((file) => !/(README|image)\.md$/.test(file));
    const pages = Object.fromEntries(edges.map((file) => [`content/guide/edge/${file.split('/').pop()}`, readFileSync(file, 'utf8')]));
    const site = await makeFixture('basic', pages);
    const config = readFileSync(join(site, 'config', 'site.config.ts'), 'utf8').replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'warn', markdown: { format: 'detect' },");
    await import('node:fs/promises').then((fs) => fs.writeFile(join(site, 'config', 'site.config.ts'), config));
    await assertSameBuild(site);
    assert.match(readFileSync(join(site, 'bridge', 'guide', 'edge', 'directives.html'), 'utf8'), /admonition-warning/);
  });
});

/** Builds `site` with the bridge (into bridge/) and without it (micromark/), and asserts the same files, byte for byte. */
async function assertSameBuild(site: string): Promise<void> {
  const quiet = () => new Reporter({ stream: new Writable({ write(_chunk, _encoding, done) { done(); } }) });
  await build({ cwd: site, outDir: 'bridge', reporter: quiet(), cache: false, fastParse: true });
  await build({ cwd: site, outDir: 'micromark', reporter: quiet(), cache: false, fastParse: false });
  const left = await snapshotFolder(join(site, 'bridge'));
  const right = await snapshotFolder(join(site, 'micromark'));
  assert.ok(left.size > 50, `only ${left.size} files`);
  assert.deepEqual([...left.keys()].sort(), [...right.keys()].sort());
  for (const [file, bytes] of left) assert.ok(right.get(file)!.equals(bytes), `${file} differs with the bridge`);
}

/** Each named document is declined by `fast`. */
function assertDeclined(fast: (doc: string) => unknown, cases: Record<string, string>): void {
  for (const [name, doc] of Object.entries(cases)) assert.equal(fast(doc), undefined, `${name}: ${JSON.stringify(doc)} was accepted`);
}

/** Each named document is taken by `fast`, as MDX's own tree. */
function assertTakenAsMdx(fast: (doc: string) => unknown, cases: Record<string, string>): void {
  for (const [name, doc] of Object.entries(cases)) {
    const tree = fast(doc);
    assert.ok(tree, `${name}: ${JSON.stringify(doc)} was declined`);
    assert.equal(firstDifference(comparable(tree as Node), comparable(mdxTree(doc)!)), undefined, name);
  }
}

/** MDX's own constructs, what it drops, and their look-alikes it keeps, for the generated MDX documents. */
const MDX_BODIES = [...bodies, '{x}', '{/* note */}', 'a { b', 'c } d', '<Tabs>', '</Tabs>', '<TabItem value="a">', '<br />', 'a <b>c</b> d', 'x < y', 'x<y',
  '\\{#id\\}', '## Head \\{#custom\\}', '\\<not jsx\\>', "import Tabs from '@theme/Tabs';", 'export const a = 1;', 'important', 'exports', 'import', '[x](http://a/{b})',
  '[a](<b>)', '[{x}](y)', '![<i>](j)', '&lt;tag&gt; &#123;', '`<code>` and `{x}`', '``{`` }', '    indented', '        deeper', '<!-- c -->'];

describe('the markdown-it bridge for MDX pages', () => {
  after(removeTempDirs);
  /** A page as the compiler hands it to the parser in MDX (HTML comments and heading ids rewritten by preprocess). */
  const asMdx = (file: string) => preprocess(readFileSync(file, 'utf8'), 'mdx');

  it('gives MDX\'s tree for every document it accepts, declines every one MDX rejects, and accepts most pages, JSX and all', () => {
    let reason = '';
    const fast = createFastParser((why) => { reason = why; }, { mdx: true, islands: mdxIslands });
    let withIslands = 0;
    const differences: string[] = [];
    const declined = new Map<string, string>();
    let rejected = 0;
    for (const file of INPUTS) {
      const text = asMdx(file);
      const expected = mdxTree(text);
      if (!expected) rejected++;
      const tree = fast(text);
      if (!tree) {
        declined.set(relative(ROOT, file), reason);
        continue;
      }
      const difference = expected ? firstDifference(comparable(tree as Node), comparable(expected)) : 'MDX rejects it';
      if (difference) differences.push(`${relative(ROOT, file)} ${difference}`);
      if (JSON.stringify(tree).includes('"type":"mdxJsxFlowElement"')) withIslands++;
    }
    assert.deepEqual(differences, []);
    assert.ok(rejected > 0, 'some inputs are not MDX (so the bridge is seen to decline them)');
    // The jest docs: pages written for Docusaurus, MDX by default, their API pages with `<details>` and `<TOCInline>`.
    const jest = corporaFiles().filter((file) => file.includes(`${sep}jest${sep}`));
    const jestTaken = jest.filter((file) => !declined.has(relative(ROOT, file)));
    assert.ok(jest.length > 20 && jestTaken.length >= jest.length * 0.8, `the bridge took ${jestTaken.length} of ${jest.length} jest pages as MDX; declined: ${[...declined].filter(([file]) => file.includes('jest')).join(', ')}`);
    assert.ok(withIslands >= 10, `only ${withIslands} pages taken with JSX islands`);
    assert.ok(declined.size < INPUTS.length * 0.2, `the bridge declined ${declined.size} of ${INPUTS.length} inputs as MDX`);
  });

  it('gives MDX\'s tree for generated documents mixing MDX syntax into hostile lines, and declines every one MDX rejects', () => {
    const plain = createFastParser(undefined, { mdx: true });
    const islands = createFastParser(undefined, { mdx: true, islands: mdxIslands });
    const fast = (doc: string) => {
      const tree = plain(doc);
      const withIslands = islands(doc);
      if (tree) assert.equal(firstDifference(comparable(tree as Node), comparable(withIslands as Node)), undefined, 'islands change nothing in a page without them');
      if (withIslands && !tree) cut++;
      return withIslands;
    };
    let cut = 0;
    const differences: string[] = [];
    let accepted = 0;
    let rejected = 0;
    // With deep indents before block markers: MDX has no indented code, so its blocks start at any indent.
    const documents = generatedDocuments(3000, MDX_BODIES, [...prefixes, '      ', '        ', '    - ', '      - ', '    1. ', '    > ', '      > ', '    ```', '      :::note']);
    for (const doc of documents) {
      const expected = mdxTree(doc);
      if (!expected) rejected++;
      const tree = fast(doc);
      if (!tree) continue;
      accepted++;
      const difference = expected ? firstDifference(comparable(tree as Node), comparable(expected)) : 'MDX rejects it';
      if (difference) differences.push(`${JSON.stringify(doc)} ${difference}`);
    }
    assert.deepEqual(differences, []);
    assert.ok(accepted > documents.length * 0.05, `the bridge took ${accepted} of ${documents.length} generated documents`);
    assert.ok(rejected > documents.length * 0.1, `MDX rejected only ${rejected} of ${documents.length} generated documents`);
    assert.ok(cut > documents.length * 0.01, `only ${cut} of ${documents.length} generated documents taken with islands`);
  });

  it('declines JSX, expressions, ESM, HTML, autolinks and indented code, and takes their escaped and quoted look-alikes', () => {
    const fast = createFastParser(undefined, { mdx: true });
    const cases = {
      'JSX block': '<Tabs>\n\nText.\n\n</Tabs>',
      'JSX in text': 'Press <kbd>Ctrl</kbd> now.',
      'a lone less-than': 'When a < b holds.',
      'an expression': 'The answer is {40 + 2}.',
      'a comment expression': 'Text {/* hidden */} here.',
      'a closing brace': 'A } alone.',
      'an import': "import Tabs from '@theme/Tabs';\n\n# Title",
      'an export': 'export const year = 2026;\n\nText.',
      'an autolink': 'See <https://example.com>.',
      'an HTML comment (preprocess makes it an expression)': preprocess('Text.\n\n<!-- note -->\n', 'mdx'),
      'indented code': 'Text.\n\n    code line\n',
      // Blocks MDX starts at any indent where CommonMark reads more paragraph.
      'an indented heading under a paragraph': 'a\n    # b',
      'an indented list under a paragraph': 'Some text\n        - wrapped',
      'an indented quote under a paragraph': 'a\n    > b',
      'an indented setext underline': 'a\n    ---',
      'a nested list indented past its item': '- a\n      - b',
      'an indented heading in an item': '- a\n\n  b\n      # c',
      'a list in a quote indented four': '> a\n>     - b',
      'an indented closing fence, MDX syntax after it': '```\nx\n    ```\nexport const a = 1\n\n<Tabs>hi</Tabs>\n\n{1+1}',
      'an expression in a link text': '[{x}](./a.md)',
    };
    assertDeclined(fast, cases);
    const taken = {
      'a heading id, as preprocess escapes it': preprocess('## Install {#setup}\n', 'mdx'),
      'escaped braces and angle brackets': 'Write \\{x\\} and \\<y\\>.',
      'code spans': 'Use `<Tabs>` and `{x}` in code.',
      'fenced code with imports and JSX': "```js\nimport x from 'y';\nexport const z = <A b={1} />;\n```\n",
      'character references': 'Write &lt;a&gt; and &#123;.',
      'a destination with braces': '[docs](https://example.com/{id})',
      'words starting with import and export': 'important exports',
    };
    assertTakenAsMdx(fast, taken);
  });

  it('reads JSX, expressions and ESM as islands between Markdown, and declines an island it cannot cut out cleanly', () => {
    const fast = createFastParser(undefined, { mdx: true, islands: mdxIslands });
    const taken = {
      'imports, a component and an expression': "---\ntitle: T\n---\nimport Tabs from '@theme/Tabs';\nexport const n = 2;\n\n# Title {n}\n\n<Tabs groupId=\"x\" values={[{ label: 'a', value: 1 }]} />\n\nText *after*.\n\n{n * 2}\n",
      'a container with Markdown and code inside': '<details>\n  <summary><strong>Open</strong></summary>\n\n```js\nconst a = <b />;\n```\n\n- item `{x}`\n\n</details>\n\n## After\n\nText.\n',
      'an island opening with a list item after a paragraph': 'Intro.\n\n- a <b>c</b>\n- d\n\nAfter.\n',
      'an island ending in a list, a paragraph after it': '<X />\n- a\n\nAfter.\n',
      'two islands in a row': '<A />\n\n<B>\n\ntext\n\n</B>\n\nEnd.',
      'a directive holding JSX': ':::note[Title]\n\nPress <kbd>Ctrl</kbd>.\n\n:::\n\nAfter.\n',
      'nested directives holding JSX': '::::note\n\n:::tip\n\n<X />\n\n:::\n\n::::\n\nAfter.\n',
      'imports in two islands, each name once': "import A from 'a';\n\n# Title\n\nimport B from 'b';\n\n<A />\n",
    };
    assertTakenAsMdx(fast, taken);
    const declined = {
      'an island inside a list item': '- a\n\n  <X />\n',
      'an island continuing a list': '- a\n\n- <b>c</b>\n',
      'an island ending in a list that goes on': '<X />\n- a\n\n- b\n',
      'an island ending in code': '<X />\n```js\ncode\n```\n\nAfter.',
      'a definition in an island': '<X />\n[a]: https://example.com\n\n[a]\n',
      'an unclosed element': '<X>\n\nText.\n',
      'an element closed by a look-alike in code': '<X>\n\n```\n</X>\n```\n',
      'a directive its closing fence does not close': '::::note\n\n<X />\n\n:::\n',
      'nested directives, one closed': ':::note\n\n:::tip\n\n<X />\n\n:::\n',
      'MDX micromark rejects': 'Text.\n\n<X a=>\n\nMore.',
      // Found in review: what micromark keeps across a page, or only at its start.
      'an island opening with a rule (front matter to micromark alone)': 'Intro.\n\n---\n<X />\n- a\n',
      'a rule, then tabs MDX rejects': 'Intro.\n\n---\n<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n  </TabItem>\n</Tabs>\n\nAfter.\n',
      'a name imported twice, in two islands': "import Tabs from '@theme/Tabs';\n\n# Title\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs />\n",
      'an import and an export of one name': "import A from 'a'\n\nText.\n\nexport const A = 1\n",
      'a quoted fence under a directive (it closes nothing)': ':::note\n<X />\n> :::\n\nText after.\n',
      'a lone carriage return in an island': '<X />\r<Y />\n\nText.\n',
      'a byte order mark opening an island': 'Text.\n\n\uFEFF<X />\n\nAfter.\n',
    };
    assertDeclined(fast, declined);
  });

  it('compiles every page as MDX to the same result as micromark, errors included', async () => {
    const { config } = await loadConfig(ROOT);
    const withBridge = createCompiler({ ...compilerOptions(config), fastParse: true });
    const without = createCompiler({ ...compilerOptions(config), fastParse: false });
    const pages = [...SITE_PAGES, ...pageFiles(join(ROOT, 'test', 'fixtures', 'markdown-parsers')), ...corporaFiles()];
    let failed = 0;
    for (const file of pages) {
      const input = { file, source: relative(ROOT, file), format: 'mdx' as const, text: readFileSync(file, 'utf8'), links: { contentRoot: join(ROOT, 'content'), siteRoot: ROOT }, permalink: '/x' };
      const settle = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));
      const [a, b] = await Promise.all([settle(withBridge(input)), settle(without(input))]);
      if ('error' in b) failed++;
      assert.deepEqual(a, b, `${input.source} compiles differently as MDX with the bridge`);
    }
    assert.ok(failed > 0 && failed < pages.length / 2, `${failed} of ${pages.length} pages fail as MDX`);
  });

  it('builds a site whose pages are MDX (the Docusaurus default) to the same bytes with and without the bridge', async () => {
    const site = await makeFixture('basic');
    const configFile = join(site, 'config', 'site.config.ts');
    const config = readFileSync(configFile, 'utf8').replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw', markdown: { format: 'mdx' },");
    assert.notEqual(config, readFileSync(configFile, 'utf8'));
    writeFileSync(configFile, config);
    await assertSameBuild(site);
  });
});

describe('the markdown-it bridge on a site with remark plugins of its own', () => {
  const npm2yarn = (npm2yarnPlugin as unknown as { default?: Plugin }).default ?? (npm2yarnPlugin as unknown as Plugin);
  const tabBlocks = (tabBlocksPlugin as unknown as { default?: Plugin }).default ?? (tabBlocksPlugin as unknown as Plugin);

  it('stays on for plugins that only transform the tree, and goes off for one that adds syntax or a parser', () => {
    assert.equal(keepsParsing([]), true);
    assert.equal(keepsParsing([[npm2yarn, { sync: true }], tabBlocks]), true, 'npm2yarn and tab blocks, as the Jest site has them');
    assert.equal(keepsParsing([remarkGfm]), false, 'a plugin adding micromark extensions');
    const fromMarkdownOnly: Plugin = function () {
      const data = this.data() as { fromMarkdownExtensions?: unknown[] };
      (data.fromMarkdownExtensions ??= []).push({});
    };
    assert.equal(keepsParsing([fromMarkdownOnly]), false, 'a plugin adding mdast-util-from-markdown extensions');
    const ownParser: Plugin = function (this: { parser?: unknown }) {
      this.parser = () => ({ type: 'root', children: [] });
    };
    assert.equal(keepsParsing([ownParser]), false, 'a plugin with a parser of its own');
    const failing: Plugin = () => {
      throw new Error('needs options');
    };
    assert.equal(keepsParsing([failing]), false, 'a plugin that cannot be attached');
  });

  it('compiles every page with the Jest site\'s plugins to the same result as micromark, as MDX and as CommonMark', async () => {
    const { config } = await loadConfig(ROOT);
    const plugins = { ...config.markdown, remarkPlugins: [[npm2yarn, { sync: true }], tabBlocks] } as typeof config.markdown;
    const withBridge = createCompiler({ ...compilerOptions(config), plugins, fastParse: true });
    const without = createCompiler({ ...compilerOptions(config), plugins, fastParse: false });
    const pages = [...corporaFiles(), ...SITE_PAGES];
    let tabbed = 0;
    for (const format of ['mdx', 'md'] as const) {
      for (const file of pages) {
        const input = { file, source: relative(ROOT, file), format, text: readFileSync(file, 'utf8'), links: { contentRoot: join(ROOT, 'content'), siteRoot: ROOT }, permalink: '/x' };
        const settle = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));
        const [a, b] = await Promise.all([settle(withBridge(input)), settle(without(input))]);
        if (JSON.stringify(b).includes('TabItem')) tabbed++;
        assert.deepEqual(a, b, `${input.source} compiles differently as ${format} with the bridge`);
      }
    }
    assert.ok(tabbed > 0, 'the plugins made tabs of some page');
  });

  it('parses a page again with micromark when a plugin fails on a tree the bridge made', async () => {
    const { config } = await loadConfig(ROOT);
    // Reads every text node's place, which the bridge leaves out (unist makes it optional).
    const readsPlaces: Plugin = () => (tree) => {
      visitTexts(tree as Node, (node) => {
        if (!node.position) throw new Error('a text node without a position');
      });
    };
    const plugins = { ...config.markdown, remarkPlugins: [readsPlaces] } as typeof config.markdown;
    assert.equal(keepsParsing([readsPlaces]), true);
    const withBridge = createCompiler({ ...compilerOptions(config), plugins, fastParse: true });
    const without = createCompiler({ ...compilerOptions(config), plugins, fastParse: false });
    const input = { file: join(ROOT, 'page.md'), source: 'page.md', format: 'md' as const, text: '# Title\n\nPlain *text* here.\n', links: { contentRoot: ROOT, siteRoot: ROOT }, permalink: '/x' };
    assert.ok(createFastParser()(input.text), 'the bridge takes the page');
    assert.deepEqual(await withBridge(input), await without(input));
    // A failure micromark's tree has too is the page's error; a page micromark parsed is not parsed again.
    let runs = 0;
    const failing: Plugin = () => () => {
      runs++;
      throw new Error('the plugin always fails');
    };
    const always = createCompiler({ ...compilerOptions(config), plugins: { ...config.markdown, remarkPlugins: [failing] } as typeof config.markdown, fastParse: true });
    await assert.rejects(always(input), /the plugin always fails/);
    assert.equal(runs, 2, 'the bridge\'s tree, then micromark\'s');
    runs = 0;
    const declined = { ...input, text: '# Title\n\nA claim.[^1]\n\n[^1]: The note.\n' };
    assert.equal(createFastParser()(declined.text), undefined);
    await assert.rejects(always(declined), /the plugin always fails/);
    assert.equal(runs, 1, 'micromark\'s tree only');
  });
});

/** The README of every fourth package installed (top level and scoped, in name order): Markdown nobody wrote for this bridge. */
function installedReadmes(): string[] {
  const modules = join(ROOT, 'node_modules');
  const packages = readdirSync(modules).flatMap((name) => (name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => join(name, inner)) : [name])).sort();
  return packages
    .map((name) => ['README.md', 'readme.md', 'Readme.md'].map((file) => join(modules, name, file)).find((file) => existsSync(file)))
    .filter((file): file is string => file !== undefined && statSync(file).size < 200_000)
    .filter((_, index) => index % 4 === 0);
}

describe('the markdown-it bridge on the installed packages\' READMEs', () => {
  it('gives micromark\'s tree for each one it takes, as CommonMark and as MDX, islands and all', () => {
    const readmes = installedReadmes();
    assert.ok(readmes.length > 50, `only ${readmes.length} READMEs`);
    const differences: string[] = [];
    for (const [format, parser, islands] of [['md', micromark, mdIslands], ['mdx', micromarkMdx, mdxIslands]] as const) {
      const fast = createFastParser(undefined, { mdx: format === 'mdx', islands });
      let taken = 0;
      for (const file of readmes) {
        const text = preprocess(readFileSync(file, 'utf8'), format);
        const tree = fast(text);
        if (!tree) continue;
        taken++;
        let expected: Node | undefined;
        try {
          expected = parser.parse(text) as Node;
        } catch {
          expected = undefined;
        }
        const difference = expected ? firstDifference(comparable(tree as Node), comparable(expected)) : 'micromark rejects it';
        if (difference) differences.push(`${format} ${relative(ROOT, file)} ${difference}`);
      }
      assert.ok(taken > readmes.length * 0.25, `the bridge took ${taken} of ${readmes.length} READMEs as ${format}`);
    }
    assert.deepEqual(differences, []);
  });
});

describe('PXDOCS_MARKDOWN_BRIDGE', () => {
  it('off, micromark parses every page', async () => {
    const { config } = await loadConfig(ROOT);
    let unplaced = 0;
    // The bridge leaves inline nodes without a place; micromark gives every node one.
    const counts: Plugin = () => (tree) => visitTexts(tree as Node, (node) => { if (!node.position) unplaced++; });
    const plugins = { ...config.markdown, remarkPlugins: [counts] } as typeof config.markdown;
    const input = { file: join(ROOT, 'page.md'), source: 'page.md', format: 'mdx' as const, text: '# Title\n\nPlain *text* here.\n', links: { contentRoot: ROOT, siteRoot: ROOT }, permalink: '/x' };
    await createCompiler({ ...compilerOptions(config), plugins, fastParse: true })(input);
    assert.ok(unplaced > 0, 'the bridge parsed the page');
    unplaced = 0;
    process.env.PXDOCS_MARKDOWN_BRIDGE = 'off';
    try {
      await createCompiler({ ...compilerOptions(config), plugins, fastParse: true })(input);
    } finally {
      delete process.env.PXDOCS_MARKDOWN_BRIDGE;
    }
    assert.equal(unplaced, 0, 'micromark parsed the page');
  });
});

function visitTexts(node: Node, each: (node: Node) => void): void {
  if (node.type === 'text') each(node);
  for (const child of node.children ?? []) visitTexts(child, each);
}
