// The Markdown twin's direct writer (compiler/markdown/hast-markdown.ts)
// against the pipeline it stands in for (rehype-remark + remark-stringify):
// whatever it writes must read back, through remark with GFM, as the same tree
// the pipeline's Markdown reads back as. Over every page of the real site and
// of the basic fixture, and thousands of generated hostile documents.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { hastMarkdown } from '../../compiler/markdown/hast-markdown.js';
import { markdownBody, pipelineMarkdown } from '../../compiler/markdown/page-markdown.js';
import { readHtml } from '../../compiler/html.js';
import type { PageData } from '../../theme/components/types.js';
import { buildRealSite } from '../e2e/browser.js';
import { builtFixture, seededRandom } from '../helpers.js';
import { hostileDocument } from './hast-markdown-fuzz.js';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The tree a Markdown text reads as, without positions. */
function read(markdown: string): unknown {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'position').map(([key, value]) => [key, strip(value)]));
  };
  return strip(parser.parse(markdown));
}

interface Outcome { taken: number; declined: number; mismatches: string[] }

/** Both writers over one body, which is theirs (callers make it for this call alone); a mismatch is described with both texts. */
function compare(body: Root, name: string, outcome: Outcome): void {
  const fast = hastMarkdown(structuredClone(body));
  if (fast === undefined) {
    outcome.declined++;
    return;
  }
  outcome.taken++;
  // The last to read the body: given it as it is (a second copy of every body cost some 0.4 s of CPU here).
  const reference = pipelineMarkdown(body);
  if (!isDeepStrictEqual(read(fast), read(reference))) outcome.mismatches.push(`${name}\n--- direct:\n${fast}\n--- pipeline:\n${reference}`);
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) files.push(full);
    }
  };
  walk(dir);
  return files;
}

/** Every built page with an article: both writers over its body. */
function compareBuild(out: string): Outcome {
  const outcome: Outcome = { taken: 0, declined: 0, mismatches: [] };
  const page = { kind: 'doc', title: 'Not the first heading', permalink: '/a/page', description: '' } as unknown as PageData;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const start = html.indexOf('<article');
    const end = html.lastIndexOf('</article>');
    if (start === -1 || end === -1 || !html.includes('class="markdown')) continue;
    compare(markdownBody(readHtml(html.slice(start, end + '</article>'.length)), page, { url: 'https://docs.example' }), file, outcome);
  }
  return outcome;
}

const paragraph = (children: Root['children']): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: children as never }] });
const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: unknown[] = [], properties: Record<string, unknown> = {}) => ({ type: 'element' as const, tagName, properties, children }) as never;

describe('the Markdown twin written straight from the HTML', () => {
  it('reads back as the pipeline\'s Markdown on every page of the real site, and takes nearly all of them', async () => {
    const outcome = compareBuild(await buildRealSite());
    assert.deepEqual(outcome.mismatches, []);
    assert.ok(outcome.taken >= 20, `only ${outcome.taken} pages compared`);
    // Our pages are in the shapes it knows: a page it declines costs the pipeline's 20 ms.
    assert.ok(outcome.declined <= outcome.taken / 20, `${outcome.declined} of ${outcome.taken + outcome.declined} pages declined`);
  });

  it('reads back as the pipeline\'s Markdown on the basic fixture\'s pages', async () => {
    const built = await builtFixture('basic');
    assert.equal(built.code, 0, built.stderr);
    const outcome = compareBuild(built.out);
    assert.deepEqual(outcome.mismatches, []);
    assert.ok(outcome.taken > 0);
  });

  it('reads back as the pipeline\'s Markdown on 6,000 generated hostile documents (or declines them)', () => {
    const outcome: Outcome = { taken: 0, declined: 0, mismatches: [] };
    for (const seed of [1, 2]) {
      const next = seededRandom(seed);
      for (let n = 0; n < 3000; n++) compare(hostileDocument(next, n % 2 === 0), `seed ${seed}, document ${n}`, outcome);
    }
    assert.deepEqual(outcome.mismatches.slice(0, 2), []);
    // Enough of them taken for the comparison to mean something.
    assert.ok(outcome.taken >= 600, `only ${outcome.taken} of 6,000 taken`);
  });

  it('escapes only where syntax could start, so the text stays readable', () => {
    assert.equal(hastMarkdown(paragraph([text('Use snake_case names, 3 * 4 and a|b.')])), 'Use snake_case names, 3 \\* 4 and a\\|b.');
    // A line that would start a list, a heading or a quote.
    assert.equal(hastMarkdown(paragraph([text('1. not a list')])), '1\\. not a list');
    assert.equal(hastMarkdown(paragraph([text('# not a heading')])), '\\# not a heading');
    assert.equal(hastMarkdown(paragraph([text('a'), el('br'), text('- not an item')])), 'a\\\n\\- not an item');
    // Text GFM would turn into links.
    assert.equal(hastMarkdown(paragraph([text('see http://example.com or www.example.com')])), 'see http\\://example.com or www\\.example.com');
    assert.equal(hastMarkdown(paragraph([el('strong', [text('Note:')]), text(' read on.')])), '**Note:** read on.');
  });

  it('writes lists, tables and code as the pipeline lays them out', () => {
    const root: Root = {
      type: 'root',
      children: [
        el('ul', [el('li', [text('one')]), el('li', [el('input', [], { type: 'checkbox', checked: true }), text('done')])]),
        el('table', [el('thead', [el('tr', [el('th', [text('a')], { align: 'right' }), el('th', [text('b')])])]), el('tbody', [el('tr', [el('td', [el('code', [text('x|y')])]), el('td', [text('2')])])])]),
        el('pxdocs-code', [], { dataLanguage: 'python', dataTitle: 'main.py', dataValue: 'print("```")' }),
      ],
    };
    assert.equal(hastMarkdown(root), '- one\n- [x] done\n\n| a | b |\n| --: | --- |\n| `x\\|y` | 2 |\n\n````python title="main.py"\nprint("```")\n````');
  });

  it('drops an anchor with no destination (TypeDoc marks every member so), keeping its text, in both writers', () => {
    const page = { kind: 'doc', title: 'Class: App', permalink: '/api/app', description: '' } as unknown as PageData;
    const html = '<article><div class="markdown"><p><a id="bootstrap"></a>Starts <a name="n"><em>it</em></a>.</p>'
      + '<table><thead><tr><th>Property</th></tr></thead><tbody><tr><td><a id="property-converter"></a> <code>converter</code></td></tr></tbody></table></div></article>';
    const body = markdownBody(readHtml(html), page, { url: 'https://docs.example' });
    const direct = hastMarkdown(structuredClone(body));
    assert.equal(direct, 'Starts *it*.\n\n| Property |\n| --- |\n| `converter` |', 'taken by the direct writer, without an empty link');
    assert.doesNotMatch(pipelineMarkdown(structuredClone(body)), /\[\]\(/);
    assert.deepEqual(read(direct!), read(pipelineMarkdown(structuredClone(body))));
  });

  it('declines what it does not know, and what Markdown cannot say where it stands', () => {
    assert.equal(hastMarkdown({ type: 'root', children: [el('dl', [el('dt', [text('term')])])] }), undefined);
    // Emphasis closing before a letter after punctuation cannot close: the pipeline encodes around it.
    assert.equal(hastMarkdown(paragraph([el('em', [text('(a)')]), text('b')])), undefined);
    assert.equal(hastMarkdown(paragraph([el('strong', [text('a '), el('strong', [text('b')])])])), undefined);
    assert.equal(hastMarkdown({ type: 'root', children: [el('table', [el('tr', [el('td', [text('a')], { colSpan: 2 })])])] }), undefined);
  });
});
