// Content quality checks over the real site's built HTML (issue 8): titles,
// descriptions, structure, placeholder text and code block languages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  attr, type Element, find, findAll, is, meta, pageTrees, parseHtml, removeTempDirs, spacedText, text, titleOf,
} from './helpers.js';
import { DOC_ROUTES, SITE_ROUTES } from './site-routes.js';
import { realSiteBuild } from './e2e/browser.js';

/** Pages that are lists of other pages, not prose: generated indexes and the examples overview. */
const LIST_PAGES = ['/examples', '/examples/finance', '/examples/patterns'];

const HEADING = /^h[23]$/;

function markdownOf(tree: ReturnType<typeof parseHtml>): Element | undefined {
  return find(tree, is.tagCls('div', 'markdown'));
}

/** Direct element children of an element, skipping whitespace-only text. */
type Block = Element | { type: 'text'; value: string };

function blockChildren(element: Element): Block[] {
  return element.children.flatMap((child): Block[] => {
    if (child.type === 'element') return [child];
    if (child.type === 'text' && child.value.trim()) return [{ type: 'text', value: child.value }];
    return [];
  });
}

describe('content of the real site', () => {
  let out: string;
  const html = pageTrees(() => out);

  before(async () => {
    const result = await realSiteBuild();
    assert.equal(result.code, 0, `the site does not build:\n${result.stderr}`);
    out = result.out;
  });
  after(removeTempDirs);

  it('should give every route a title', async () => {
    for (const route of SITE_ROUTES) {
      const title = titleOf(await html(route));
      const pageTitle = title.replace(/ \| Prometheux$/, '').trim();
      assert.ok(pageTitle.length > 0 && title.length > 0, `${route} has an empty title ("${title}")`);
    }
    for (const route of DOC_ROUTES) {
      const h1 = find(await html(route), (el) => el.tagName === 'h1');
      assert.ok(h1 && text(h1).replace(/#$/, '').trim().length > 0, `${route} has no visible h1 title`);
    }
  });

  it('should give every route a non-empty description', async () => {
    for (const route of SITE_ROUTES) {
      const description = meta(await html(route), 'description') ?? '';
      assert.ok(description.trim().length > 0, `${route} has no description`);
    }
  });

  it('should give every doc page at least one h2, except the generated index pages and /examples', async () => {
    const missing: string[] = [];
    for (const route of DOC_ROUTES) {
      if (LIST_PAGES.includes(route)) continue;
      const body = markdownOf(await html(route));
      assert.ok(body, `${route} has no Markdown body`);
      if (!findAll(body, is.tag('h2')).length) missing.push(route);
    }
    assert.deepEqual(missing, [], `doc pages without an h2: ${missing.join(', ')}`);
  });

  /** Pairs of headings with nothing between them, on every doc page. */
  async function adjacentHeadings(): Promise<{ where: string; first: string; second: string }[]> {
    const pairs: { where: string; first: string; second: string }[] = [];
    for (const route of DOC_ROUTES) {
      const body = markdownOf(await html(route));
      if (!body) continue;
      for (const container of [body, ...findAll(body, (el) => el.tagName === 'div' || el.tagName === 'section')]) {
        const children = blockChildren(container);
        children.forEach((child, index) => {
          const next = children[index + 1];
          if (child.type !== 'element' || !HEADING.test(child.tagName) || !next || next.type !== 'element' || !HEADING.test(next.tagName)) return;
          pairs.push({ where: `${route}#${attr(child, 'id')}`, first: child.tagName, second: next.tagName });
        });
      }
    }
    return pairs;
  }

  it('should have no empty sections (an h2/h3 followed by a heading of the same or a higher level with nothing between)', async () => {
    const empty = (await adjacentHeadings()).filter((pair) => Number(pair.second[1]) <= Number(pair.first[1]));
    assert.deepEqual(empty.map((pair) => `${pair.where} (${pair.first} then ${pair.second})`), []);
  });

  it('should have no h2 immediately followed by an h3 (every section opens with text before its subsections)', async () => {
    const bare = (await adjacentHeadings()).filter((pair) => Number(pair.second[1]) > Number(pair.first[1]));
    assert.deepEqual(bare.map((pair) => `${pair.where} (${pair.first} then ${pair.second})`), []);
  });

  it('should contain no TODO, TBD or lorem ipsum text', async () => {
    const found: string[] = [];
    for (const route of SITE_ROUTES) {
      const main = find(await html(route), (el) => el.tagName === 'main');
      const content = main ? spacedText(main) : '';
      for (const pattern of [/\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /lorem ipsum/i, /\blorem\b/i]) {
        const match = pattern.exec(content);
        if (match) found.push(`${route}: "${content.slice(Math.max(0, match.index - 30), match.index + 30).replace(/\s+/g, ' ')}"`);
      }
    }
    assert.deepEqual(found, []);
  });

  it('should give every code block a non-empty data-language', async () => {
    const bad: string[] = [];
    let blocks = 0;
    for (const route of SITE_ROUTES) {
      for (const block of findAll(await html(route), is.tagCls('div', 'code-block'))) {
        blocks++;
        const language = attr(block, 'dataLanguage') ?? '';
        if (!language.trim()) bad.push(route);
      }
    }
    assert.ok(blocks > 0, 'no code blocks found at all');
    assert.deepEqual(bad, [], `code blocks without a language on: ${bad.join(', ')}`);
  });
});
