// The `features` fixture exercises every Docusaurus 3 feature the compatibility
// issue lists; each describe block below is one item of the issue. The site is
// built once with the real CLI and every assertion reads the produced HTML.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import {
  attr, buildFixture, buildVariant, classes, codeBlockWith, listFiles, listRoutes, meta, must, readPage,
  routeToFile, selectAll, selectOne, sidebarEntries, text, warningCount, warningLines, type BuildResult, type Page,
} from './lib.js';

let site: BuildResult;
const pages = new Map<string, Page>();

async function page(route: string): Promise<Page> {
  let cached = pages.get(route);
  if (!cached) {
    cached = await readPage(site.out, route);
    pages.set(route, cached);
  }
  return cached;
}

before(async () => {
  site = await buildFixture('features');
});
after(async () => {
  await site?.cleanup();
});

describe('building the features fixture', () => {
  it('exits with code 0', () => {
    assert.equal(site.code, 0, `build failed:\n${site.stderr}`);
  });

  it('warns only about the unknown front matter keys and the language without a grammar', () => {
    const lines = warningLines(site.stderr);
    assert.equal(warningCount(site.stderr), 3, site.stderr);
    assert.equal(lines.length, 3, lines.join('\n'));
    assert.equal(lines.filter((line) => line.includes('Unknown front matter key')).length, 2, lines.join('\n'));
    assert.equal(lines.filter((line) => line.includes('"klingon"')).length, 1, lines.join('\n'));
  });
});

describe('1. admonitions', () => {
  const types = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

  function admonitionWith(p: Page, bodyText: string) {
    const box = selectAll(p.body, 'div.admonition').filter((el) => text(el).includes(bodyText)).pop();
    assert.ok(box, `no admonition containing "${bodyText}" on ${p.route}`);
    return { box, heading: must(box, '.admonition-heading'), content: must(box, '.admonition-content'), type: classes(box).find((name) => name.startsWith('admonition-') && name !== 'admonition-heading' && name !== 'admonition-content')?.slice('admonition-'.length) };
  }

  for (const type of types) {
    it(`renders :::${type} as a ${type} box titled with the type's name`, async () => {
      const p = await page('/docs/admonitions');
      const bodyText = type === 'note' ? 'A plain note' : `${type[0].toUpperCase()}${type.slice(1)} body.`;
      const { heading, type: found } = admonitionWith(p, bodyText);
      assert.equal(found, type);
      assert.equal(text(heading).toLowerCase(), type);
    });
  }

  it('takes the title from square brackets (:::tip[Title]) and renders Markdown in it', async () => {
    const { heading, type } = admonitionWith(await page('/docs/admonitions'), 'Body of the bracket-titled tip.');
    assert.equal(type, 'tip');
    assert.equal(text(heading), 'Bracket title with emphasis');
    assert.equal(text(must(heading, 'em')), 'emphasis');
  });

  it('takes the title from the text after the type (:::tip My title)', async () => {
    const { heading, type, content } = admonitionWith(await page('/docs/admonitions'), 'Body of the space-titled tip.');
    assert.equal(type, 'tip');
    assert.equal(text(heading), 'Space separated title');
    assert.equal(text(content), 'Body of the space-titled tip.');
  });

  it('puts the directive\'s {#id .class} attributes on the box, as Docusaurus does, so a link to the id resolves', async () => {
    const p = await page('/docs/admonitions');
    const { box, heading, type } = admonitionWith(p, 'carries an id and two classes');
    assert.equal(type, 'warning');
    assert.equal(text(heading), 'Box with attributes');
    assert.equal(attr(box, 'id'), 'boxed-warning');
    assert.ok(classes(box).includes('wide') && classes(box).includes('quiet'), classes(box).join(' '));
    assert.ok(classes(box).includes('admonition-warning'), 'its own classes stay');
    assert.ok(!warningLines(site.stderr).some((line) => line.includes('boxed-warning')), 'the link to the box is not reported broken');
  });

  it('nests an admonition inside one whose fence has more colons', async () => {
    const p = await page('/docs/admonitions');
    const outer = admonitionWith(p, 'Outer text after.');
    assert.equal(outer.type, 'info');
    assert.equal(text(outer.heading), 'Outer box');
    const inner = must(outer.content, 'div.admonition-danger');
    assert.equal(text(must(inner, '.admonition-heading')), 'Inner box');
    assert.deepEqual(selectAll(inner, 'li').map(text), ['inner item one', 'inner item two']);
    assert.ok(!text(inner).includes('Outer text after.'), 'the text after the inner fence belongs to the outer box');
  });

  it('renders Markdown inside admonitions: emphasis, code, links, code blocks and tables', async () => {
    const p = await page('/docs/admonitions');
    const note = admonitionWith(p, 'A plain note');
    assert.equal(text(must(note.content, 'strong')), 'note');
    assert.equal(text(must(note.content, 'code')), 'inline code');
    assert.equal(attr(must(note.content, 'a'), 'href'), '/docs/code-blocks');
    const rich = admonitionWith(p, 'code inside an admonition');
    assert.equal(text(rich.heading), 'Rich body');
    assert.ok(selectOne(rich.content, 'div.code-block pre code'), 'code block inside the admonition');
    assert.deepEqual(selectAll(rich.content, 'table th').map(text), ['Column A', 'Column B']);
  });

  it('supports both title syntaxes and components inside admonitions in .mdx pages', async () => {
    const p = await page('/docs/components');
    const bracket = admonitionWith(p, 'Markdown inside an MDX admonition');
    assert.equal(bracket.type, 'tip');
    assert.equal(text(bracket.heading), 'Admonition in MDX');
    assert.equal(text(must(bracket.content, 'strong')), 'inside');
    assert.equal(text(must(bracket.content, 'span.site-highlight')), 'a component');
    const spaced = admonitionWith(p, 'Body.');
    assert.equal(spaced.type, 'info');
    assert.equal(text(spaced.heading), 'Space title in MDX');
  });

  it('leaves no ::: fence text in the page', async () => {
    for (const route of ['/docs/admonitions', '/docs/components']) {
      assert.ok(!text((await page(route)).body).includes(':::'), route);
    }
  });
});

describe('2. code blocks', () => {
  it('shows title="…" above the block', async () => {
    const p = await page('/docs/code-blocks');
    assert.equal(codeBlockWith(p, 'print("titled")').title, 'hello.py');
    assert.equal(codeBlockWith(p, 'tsFirst').title, 'combined meta.ts');
  });

  it('numbers the lines with showLineNumbers, starting at 1', async () => {
    const block = codeBlockWith(await page('/docs/code-blocks'), 'numbered_one');
    assert.ok(classes(block.code).includes('line-numbers'));
    assert.ok(!/counter-reset:\s*line\s+[1-9]/.test(attr(block.code, 'style') ?? ''), 'no offset for a plain showLineNumbers');
    assert.ok(!classes(codeBlockWith(await page('/docs/code-blocks'), 'print("titled")').code).includes('line-numbers'), 'blocks without the option are not numbered');
  });

  it('starts the numbering at N with showLineNumbers=N', async () => {
    const p = await page('/docs/code-blocks');
    const block = codeBlockWith(p, 'start_at_42');
    assert.ok(classes(block.code).includes('line-numbers'));
    assert.match(attr(block.code, 'style') ?? '', /counter-reset:\s*line 41\b/);
    assert.match(attr(codeBlockWith(p, 'tsFirst').code, 'style') ?? '', /counter-reset:\s*line 6\b/);
    // The counter is what prints the numbers: each line increments it.
    const css = await Promise.all(selectAll(p.tree, 'link[rel=stylesheet]').map((link) => readFile(join(site.out, attr(link, 'href')!.slice(1)), 'utf8')));
    assert.match(css.join('\n'), /\.line-numbers \.code-line\s*\{[^}]*counter-increment:\s*line/);
  });

  it('highlights the lines named by {1,3-5} in the meta', async () => {
    const block = codeBlockWith(await page('/docs/code-blocks'), 'l1 = 1');
    assert.deepEqual(block.highlighted, ['l1 = 1', 'l3 = 3', 'l4 = 4', 'l5 = 5']);
    assert.equal(block.lines.length, 6);
  });

  it('combines a title, a start number and {…} highlights in one meta string', async () => {
    const block = codeBlockWith(await page('/docs/code-blocks'), 'tsFirst');
    assert.deepEqual(block.highlighted, ['const tsSecondMarked = 2;']);
  });

  const magic: [string, string, string[]][] = [
    ['python (#)', 'py_marked', ['py_marked = True']],
    ['js (// and /* */)', 'jsMarked', ['const jsMarked = 1;', 'const jsBlockMarked = 2;']],
    ['ts (//)', 'tsMarked', ['const tsMarked: number = 1;']],
    ['jsx ({/* */})', 'jsx_marked', ['<span>jsx_marked</span>']],
    ['html (<!-- -->)', 'html_marked', ['<p>html_marked</p>']],
    ['prolog (%), with highlight-start/highlight-end', 'edge_marked', ['edge_marked(a, b).', 'edge_marked(b, c).']],
    ['bash (#)', 'bash_marked', ['echo bash_marked']],
    ['sh (#)', 'echo sh_marked', ['echo sh_marked']],
    ['sql (--)', 'sql_marked', ['SELECT sql_marked FROM t;']],
    ['cypher (//)', 'cypher_marked', ['MATCH (cypher_marked) RETURN cypher_marked;']],
    ['yaml (#), with highlight-start/highlight-end', 'yaml_marked', ['yaml_marked: 1']],
    ['css (/* */)', 'css_marked', ['.css_marked { color: red; }']],
  ];
  for (const [language, marker, expected] of magic) {
    it(`highlights lines marked by magic comments in ${language} and removes the comments`, async () => {
      const block = codeBlockWith(await page('/docs/code-blocks'), marker);
      assert.deepEqual(block.highlighted.map((line) => line.trim()), expected);
      assert.ok(block.lines.every((line) => !line.includes('highlight-')), `magic comment left in: ${block.lines.join(' | ')}`);
      assert.ok(block.lines.some((line) => /_plain|Plain|path_plain/.test(line)), 'the unmarked lines are kept');
    });
  }

  it('highlights known languages with their grammar', async () => {
    const p = await page('/docs/code-blocks');
    for (const marker of ['py_marked', 'edge_marked', 'echo bash_marked', 'cypher_marked']) {
      assert.ok(selectOne(codeBlockWith(p, marker).code, 'span.token'), `no tokens in the block with ${marker}`);
    }
  });

  it('shows a language without a grammar as plain text and warns with file and line', async () => {
    const block = codeBlockWith(await page('/docs/code-blocks'), 'qapla_unknown_language_body');
    assert.equal(selectOne(block.code, 'span.token'), undefined);
    assert.deepEqual(block.lines, ['qapla_unknown_language_body']);
    const warning = warningLines(site.stderr).find((line) => line.includes('"klingon"'));
    assert.ok(warning, site.stderr);
    assert.match(warning, /content\/docs\/02-code-blocks\.md:\d+/);
  });

  it('highlights fences that name no language with the configured default language (prolog)', async () => {
    const block = codeBlockWith(await page('/docs/code-blocks'), 'default_language(fallback)');
    assert.equal(block.language, 'prolog');
    assert.ok(selectOne(block.code, 'span.token'), 'tokenised as Prolog');
  });
});

describe('3. components imported by their Docusaurus paths', () => {
  function tabGroups(p: Page) {
    return selectAll(p.body, '[data-tabs]').map((container) => ({
      container,
      tabs: selectAll(container, '[role=tab]').map((tab) => ({ label: text(tab), value: attr(tab, 'data-value'), selected: attr(tab, 'aria-selected') === 'true' })),
      panels: selectAll(container, '[role=tabpanel]').map((panel) => ({ value: attr(panel, 'data-value'), hidden: attr(panel, 'hidden') !== undefined, text: text(panel), panel })),
    }));
  }

  it('renders @theme/Tabs and @theme/TabItem with one tab per item and only the selected panel visible', async () => {
    const groups = tabGroups(await page('/docs/components'));
    assert.equal(groups.length, 7);
    const [first] = groups;
    assert.deepEqual(first.tabs.map((tab) => tab.label), ['Windows', 'macOS', 'Linux']);
    assert.deepEqual(first.tabs.map((tab) => tab.selected), [true, false, false]);
    assert.deepEqual(first.panels.map((panel) => panel.hidden), [false, true, true]);
    assert.equal(first.panels[1].text, 'macOS first block.');
  });

  it('marks both Tabs of a groupId with that group so choosing a tab can sync them', async () => {
    const groups = tabGroups(await page('/docs/components'));
    const os = groups.filter((group) => attr(group.container, 'data-group-id') === 'os');
    assert.equal(os.length, 2);
    assert.equal(os[1].panels[0].text, 'Windows second block.');
  });

  it('takes tab labels from values={[…]} and the initial tab from defaultValue, with Markdown in panels', async () => {
    const group = tabGroups(await page('/docs/components')).find((candidate) => candidate.tabs.some((tab) => tab.value === 'java'));
    assert.ok(group);
    assert.deepEqual(group.tabs.map((tab) => [tab.label, tab.selected]), [['Python label', false], ['Java label', true]]);
    assert.deepEqual(group.panels.map((panel) => panel.hidden), [true, false]);
    assert.ok(selectOne(group.panels[0].panel, 'div.code-block'), 'fenced code inside a TabItem');
    assert.equal(text(must(group.panels[1].panel, 'strong')), 'tab');
  });

  it('gives tabs whose values hold spaces ids without them, each tab controlling its own panel', async () => {
    const group = tabGroups(await page('/docs/components')).find((candidate) => candidate.tabs.some((tab) => tab.value === 'Flat Config'));
    assert.ok(group);
    assert.deepEqual(group.tabs.map((tab) => tab.label), ['Flat Config', 'Legacy']);
    const tabs = selectAll(group.container, '[role=tab]');
    for (const [index, tab] of tabs.entries()) {
      const id = attr(tab, 'id')!;
      const controls = attr(tab, 'aria-controls')!;
      assert.doesNotMatch(`${id} ${controls}`.replace(' ', ''), /\s/, 'an id holds no space');
      const controlled: typeof group.panels = group.panels.filter(({ panel }) => attr(panel, 'id') === controls);
      assert.equal(controlled.length, 1, `aria-controls of tab ${index} names one panel`);
      assert.equal(attr(controlled[0].panel, 'aria-labelledby'), id);
      assert.equal(controlled[0].value, attr(tab, 'data-value'));
    }
  });

  it('selects the TabItem marked default', async () => {
    const group = tabGroups(await page('/docs/components')).find((candidate) => candidate.tabs.some((tab) => tab.value === 'orange'));
    assert.ok(group);
    assert.deepEqual(group.tabs.map((tab) => [tab.label, tab.selected]), [['Apple', false], ['Orange', true]]);
  });

  it('renders JSX tab labels as elements and names their panels by the labels\' words, never "[object Object]"', async () => {
    const p = await page('/docs/components');
    const group = tabGroups(p).find((candidate) => candidate.tabs.some((tab) => tab.value === 'sweet'));
    assert.ok(group);
    assert.equal(text(must(group.container, '[role=tab][data-value=sweet] strong')), 'Sweet');
    // The no-JS panel heading (data-label) and the Markdown twin read the label's text; an icon by its accessible name.
    assert.deepEqual(group.panels.map((panel) => attr(panel.panel, 'data-label')), ['Sweet', 'Sour', 'Bitter']);
    const markdown = await readFile(join(site.out, 'docs/components.md'), 'utf8');
    assert.ok(!markdown.includes('object Object'), markdown);
    assert.match(markdown, /\*\*Sour\*\*\s+Lemon goes here\./);
  });

  it('renders @theme/DocCardList without props as cards for the current category', async () => {
    const p = await page('/docs/json-category/landing');
    const cards = selectAll(p.body, 'a.doc-card').map((card) => ({ href: attr(card, 'href'), text: text(card) }));
    assert.deepEqual(cards.map((card) => card.href), ['/docs/json-category/child-a', '/docs/json-category/child-b']);
    assert.ok(cards[0].text.includes('Child A') && cards[0].text.includes('First child of the JSON category.'), cards[0].text);
  });

  it('renders @theme/Admonition like the ::: syntax, with a title or the default one', async () => {
    const p = await page('/docs/components');
    const titled = selectAll(p.body, 'div.admonition-warning').find((el) => text(el).includes('Admonition component'));
    assert.ok(titled);
    assert.equal(text(must(titled, '.admonition-heading')), 'Component title');
    assert.equal(text(must(titled, '.admonition-content strong')), 'body');
    const untitled = selectAll(p.body, 'div.admonition-tip').find((el) => text(el).includes('Untitled admonition component.'));
    assert.ok(untitled);
    assert.equal(text(must(untitled, '.admonition-heading')).toLowerCase(), 'tip');
  });

  it('renders @theme/CodeBlock highlighted, with title, line numbers and metastring highlights', async () => {
    const block = codeBlockWith(await page('/docs/components'), 'from CodeBlock');
    assert.equal(block.language, 'python');
    assert.equal(block.title, 'component.py');
    assert.ok(classes(block.code).includes('line-numbers'));
    assert.deepEqual(block.highlighted, ['second_line = 2']);
    assert.ok(selectOne(block.code, 'span.token'));
  });

  it('renders @theme/Details as a <details> with its summary', async () => {
    const details = selectAll((await page('/docs/components')).body, 'details').find((el) => text(el).includes('Details component body.'));
    assert.ok(details);
    assert.equal(text(must(details, 'summary')), 'Component summary');
  });

  it('renders @docusaurus/Link as an anchor for internal and external targets', async () => {
    const links = selectAll((await page('/docs/components')).body, 'a').map((a) => [text(a), attr(a, 'href')]);
    assert.deepEqual(links.find(([label]) => label === 'Link component to admonitions'), ['Link component to admonitions', '/docs/admonitions']);
    assert.deepEqual(links.find(([label]) => label === 'an external Link'), ['an external Link', 'https://example.com/external']);
  });

  it('resolves @site/… imports of components and JSON files', async () => {
    const p = await page('/docs/components');
    const span = selectAll(p.body, 'span.site-highlight').find((el) => text(el) === 'Highlighted by a site component');
    assert.ok(span);
    assert.match(attr(span, 'style') ?? '', /background-color:\s*#25c2a0/i);
    assert.ok(text(p.body).includes('for Site Info From JSON version 3.1.4.'));
  });
});

describe('4. MDX details', () => {
  it('renders <details><summary> in .mdx with Markdown inside', async () => {
    const details = selectAll((await page('/docs/mdx-details')).body, 'details').find((el) => text(el).includes('Hidden'));
    assert.ok(details);
    assert.equal(text(must(details, 'summary')), 'Click to expand');
    // Docusaurus's names for it (an info alert), which a site's CSS targets.
    assert.deepEqual(attr(details, 'class')?.split(' '), ['details', 'alert', 'alert--info']);
    assert.equal(text(must(details, 'strong')), 'markdown');
  });

  it('renders <details><summary> in .md with Markdown inside', async () => {
    const details = must((await page('/docs/commonmark')).body, 'details');
    assert.equal(text(must(details, 'summary')), 'Summary in a .md page');
    assert.deepEqual(attr(details, 'class')?.split(' '), ['details', 'alert', 'alert--info']);
    assert.equal(text(must(details, 'strong')), '.md');
  });

  it('imports JSON files, including a _category_.json', async () => {
    const body = text((await page('/docs/mdx-details')).body);
    assert.ok(body.includes('The imported category label is JSON category at position 30.'), body);
    assert.ok(body.includes('Products from JSON: Engine, SDK, Studio.'), body);
  });

  it('imports a local component from a folder beside the page', async () => {
    const button = must((await page('/docs/mdx-details')).body, 'button.local-counter');
    assert.equal(text(button), 'Count starts at 3');
    assert.ok(!(await listRoutes(site.out)).some((route) => route.includes('_components') || route.includes('counter')), 'underscore folders are not pages');
  });

  it('uses export const values in the page', async () => {
    assert.ok(text((await page('/docs/mdx-details')).body).includes('The answer is 42. Hello from an export.'));
  });

  it('gives headings written ## Title {#custom-id} that id, in .mdx and .md, and links the TOC to it', async () => {
    const mdx = await page('/docs/mdx-details');
    assert.equal(text(must(mdx.body, 'h2#my-custom-id')).replace(/\u200b$/, '').trim(), 'Custom heading');
    assert.equal(text(must(mdx.body, 'h3#another-id')).replace(/\u200b$/, '').trim(), 'Another heading');
    assert.ok(selectOne(mdx.body, 'h2#plain-heading'));
    assert.ok(!mdx.html.includes('{#'), 'the {#id} syntax is not shown');
    assert.deepEqual(selectAll(mdx.main, '.toc a').map((a) => attr(a, 'href')), ['#my-custom-id', '#another-id', '#plain-heading']);
    const md = await page('/docs/commonmark');
    assert.equal(text(must(md.body, 'h2#md-custom-id')).replace(/\u200b$/, '').trim(), 'Heading with id');
  });

  it('drops <!-- --> comments in .md pages from the output', async () => {
    const p = await page('/docs/commonmark');
    assert.ok(!p.html.includes('An HTML comment that must not reach the output'), 'the comment text is in the built HTML');
    assert.ok(!p.html.includes('<!--'), 'an HTML comment is in the built HTML');
  });

  it('parses .md as CommonMark: bare < and {, <br>, unclosed tags, autolinks and raw HTML blocks', async () => {
    const p = await page('/docs/commonmark');
    const body = text(p.body);
    assert.ok(body.includes('Comparisons like a < b and c > d, and braces {like this} are plain text in a .md page.'), body);
    assert.ok(selectOne(p.body, 'br'));
    assert.equal(attr(must(p.body, 'img[alt="open image tag"]'), 'src'), '/img/logo.svg');
    assert.equal(attr(must(p.body, 'a[href="https://commonmark.org/help/"]'), 'href'), 'https://commonmark.org/help/');
    assert.equal(text(must(p.body, 'div.raw-block strong')), 'inside');
  });
});

describe('5. front matter', () => {
  it('id replaces the file name in the route', async () => {
    const routes = await listRoutes(site.out);
    assert.ok(routes.includes('/docs/front-matter/custom-id'));
    assert.ok(!routes.includes('/docs/front-matter/everything'));
  });

  it('title is the page heading and the document title', async () => {
    const p = await page('/docs/front-matter/custom-id');
    assert.equal(text(must(p.main, 'h1')), 'Everything page');
    assert.equal(text(must(p.tree, 'title')), 'Everything page | Compat Features');
  });

  it('an absolute slug sets the whole route', async () => {
    assert.ok((await listRoutes(site.out)).includes('/custom/absolute'));
    assert.ok(text((await page('/custom/absolute')).body).includes('Served at an absolute slug.'));
  });

  it('a relative slug is resolved against the folder', async () => {
    assert.ok(text((await page('/docs/front-matter/relative-name')).body).includes('Served at a slug relative to its folder.'));
  });

  it('sidebar_label, sidebar_position and sidebar_class_name shape the sidebar entry', async () => {
    const entries = sidebarEntries(await page('/docs/links'));
    const start = entries.findIndex((entry) => entry.label === 'front-matter');
    assert.ok(start >= 0, JSON.stringify(entries));
    const children: typeof entries = [];
    for (const entry of entries.slice(start + 1)) {
      if (entry.depth <= entries[start].depth) break;
      children.push(entry);
    }
    const last = children[children.length - 1];
    assert.equal(last.label, 'Short label', 'sidebar_position: 100 beats the 01- prefix');
    assert.equal(last.href, '/docs/front-matter/custom-id');
    assert.ok(last.classes.includes('special-item'), last.classes.join(' '));
  });

  it('description, keywords and image become meta tags', async () => {
    const p = await page('/docs/front-matter/custom-id');
    assert.equal(meta(p, 'description'), 'A description for search engines.');
    assert.equal(meta(p, 'og:description'), 'A description for search engines.');
    assert.equal(meta(p, 'keywords'), 'alpha,beta'); // Joined with a comma alone, as Docusaurus's PageMetadata joins them.
    assert.equal(meta(p, 'og:image'), 'https://compat.example/img/social.svg');
  });

  it('an image front matter names beside the page is published by content and becomes its og:image; a missing one warns', async () => {
    const variant = await buildVariant('features', {
      'content/docs/card-page.md': '---\ntitle: Card page\nimage: ./card.svg\n---\n\nText.\n',
      'content/docs/card.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>\n',
      'content/docs/lost-card.md': '---\ntitle: Lost card\nimage: ./nowhere.png\n---\n\nText.\n',
      // Outside the site: never published, as a Markdown image there is not.
      'content/docs/far-card.md': '---\ntitle: Far card\nimage: ../../../../../../../../../../etc/hostname\n---\n\nText.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const image = meta(await readPage(variant.out, '/docs/card-page'), 'og:image');
      assert.match(image ?? '', /^https:\/\/compat\.example\/assets\/images\/card-[0-9a-f]{8}\.svg$/);
      assert.equal(await readFile(join(variant.out, new URL(image!).pathname), 'utf8'), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>\n');
      // No file: the site's image, and a warning naming the page.
      assert.equal(meta(await readPage(variant.out, '/docs/lost-card'), 'og:image'), meta(await readPage(variant.out, '/docs/admonitions'), 'og:image'));
      assert.match(variant.stderr, /content\/docs\/lost-card\.md: image: "\.\/nowhere\.png" names no file beside the page/);
      assert.match(variant.stderr, /content\/docs\/far-card\.md: image: "[./]+etc\/hostname" cannot be published: .*not a file inside the site's content or static folder; it was not copied; the page gets the site's image instead\./);
      assert.ok(!(await listFiles(join(variant.out, 'assets'))).some((file) => file.includes('hostname')), 'a file outside the site was published');
    } finally {
      await variant.cleanup();
    }
  });

  it('keywords also reach the search records, on the page\'s title record only (the chat matches them)', () => {
    const records = readRecordsFile<SearchRecord>(join(site.out, 'search-records.json'));
    const withKeywords = records.filter((record) => record.keywords);
    assert.deepEqual(withKeywords.filter((record) => record.url_without_anchor === '/docs/front-matter/custom-id').map((record) => [record.type, record.keywords]), [['lvl1', ['alpha', 'beta']]]);
    assert.deepEqual(withKeywords.filter((record) => record.url_without_anchor === '/yml-overview').map((record) => [record.type, record.keywords]), [['lvl1', ['gen', 'index']]]);
    assert.ok(withKeywords.every((record) => ['/docs/front-matter/custom-id', '/yml-overview'].includes(record.url_without_anchor)), withKeywords.map((record) => record.url).join(', '));
  });

  it('hide_title hides the heading and hide_table_of_contents the TOC', async () => {
    const p = await page('/docs/front-matter/hidden-title');
    assert.equal(selectOne(p.main, 'h1'), undefined);
    assert.ok(selectOne(p.body, 'h2#hidden-toc-section'), 'the headings are still there');
    assert.equal(selectOne(p.main, '.toc'), undefined);
    assert.ok(selectOne((await page('/docs/front-matter/custom-id')).main, '.toc'), 'pages without the option have a TOC');
  });

  it('toc_min_heading_level and toc_max_heading_level choose the TOC levels', async () => {
    const p = await page('/docs/front-matter/toc-levels');
    assert.deepEqual(selectAll(p.main, '.toc a').map((a) => attr(a, 'href')), ['#level-three-heading', '#level-four-heading', '#level-five-heading']);
  });

  it('pagination_next names a doc id and pagination_prev: null removes the link', async () => {
    const p = await page('/docs/front-matter/pagination');
    assert.equal(selectOne(p.main, 'a[rel=prev]'), undefined);
    const next = must(p.main, 'a[rel=next]');
    assert.equal(attr(next, 'href'), '/docs/admonitions');
    assert.ok(text(next).includes('Admonitions'));
    const previous = must((await page('/docs/front-matter/hidden-title')).main, 'a[rel=prev]');
    assert.equal(attr(previous, 'href'), '/docs/front-matter/custom-id', 'a doc id set by `id` front matter');
    assert.ok(text(previous).includes('Short label'));
  });

  it('draft pages are left out of a production build', async () => {
    const files = await listFiles(site.out);
    assert.ok(!files.some((file) => file.includes('draft')), files.join('\n'));
    for (const file of files) {
      const contents = await readFile(join(site.out, file), 'utf8');
      assert.ok(!contents.includes('DRAFT_MARKER_TEXT'), `draft content in ${file}`);
    }
    assert.ok(!sidebarEntries(await page('/docs/links')).some((entry) => entry.label === 'Draft page'));
  });

  it('unlisted pages are built, reachable by link, and marked noindex', async () => {
    const p = await page('/docs/front-matter/unlisted');
    assert.ok(text(p.body).includes('UNLISTED_MARKER_TEXT is built but not listed.'));
    assert.match(meta(p, 'robots') ?? '', /noindex/);
    assert.equal(attr(must((await page('/docs/links')).body, 'a[href="/docs/front-matter/unlisted"]'), 'href'), '/docs/front-matter/unlisted');
  });

  it('unlisted pages are not in the sidebar (but on their own page), the sitemap, the search index or prev/next links', async () => {
    for (const route of ['/docs/links', '/docs/front-matter/unknown-keys']) {
      assert.ok(!sidebarEntries(await page(route)).some((entry) => entry.href === '/docs/front-matter/unlisted' || entry.label === 'Unlisted page'), route);
    }
    // Docusaurus 3.10 shows an unlisted doc's entry while it is the page open.
    assert.equal(sidebarEntries(await page('/docs/front-matter/unlisted')).filter((entry) => entry.href === '/docs/front-matter/unlisted').length, 1);
    const sitemap = await readFile(join(site.out, 'sitemap.xml'), 'utf8');
    assert.ok(sitemap.includes('https://compat.example/docs/front-matter/custom-id'), 'sitemap lists normal pages');
    assert.ok(!sitemap.includes('/docs/front-matter/unlisted'), 'sitemap lists the unlisted page');
    // The index is sharded: its document chunks together must hold the listed pages, or the check below proves nothing.
    const searchFiles = (await listFiles(site.out)).filter((name) => name.endsWith('.json') && /search/.test(name));
    const indexed = await Promise.all(searchFiles.map((file) => readFile(join(site.out, file), 'utf8')));
    assert.ok(indexed.some((contents) => contents.includes('/docs/front-matter/custom-id')), `no search file of ${searchFiles.join(', ')} indexes listed pages, so the check proves nothing`);
    // Whatever form the search index takes (a data file, a script, the search page), it must not hold the page.
    for (const file of (await listFiles(site.out)).filter((name) => name === 'search.html' || /\.(json|js|mjs|txt|xml|bin|idx)$/.test(name))) {
      const contents = await readFile(join(site.out, file), 'utf8');
      assert.ok(!contents.includes('UNLISTED_MARKER_TEXT'), `unlisted content in ${file}`);
      if (file.endsWith('.json')) assert.ok(!contents.includes('/docs/front-matter/unlisted'), `unlisted URL in ${file}`);
    }
    for (const route of await listRoutes(site.out)) {
      if (route === '/docs/front-matter/unlisted') continue;
      const p = await page(route);
      for (const link of selectAll(p.main, 'nav.pagination a')) assert.notEqual(attr(link, 'href'), '/docs/front-matter/unlisted', `pagination on ${route}`);
    }
  });

  it('last_update shows the date and the author', async () => {
    const line = text(must((await page('/docs/front-matter/custom-id')).main, '.last-update'));
    assert.match(line, /2024/);
    assert.match(line, /Jane Doe/);
  });

  it('keys that look like typos of known keys warn once each, naming the file, the key and the key meant; a custom key does not', () => {
    const lines = warningLines(site.stderr);
    for (const [key, meant] of [['sidebar_postion', 'sidebar_position'], ['hide_tittle', 'hide_title']]) {
      const matching = lines.filter((line) => line.includes(`"${key}"`));
      assert.equal(matching.length, 1, `${key}:\n${lines.join('\n')}`);
      assert.match(matching[0], /content\/docs\/20-front-matter\/09-unknown-keys\.md:\d+:1/);
      assert.ok(matching[0].includes(`did you mean "${meant}"`), matching[0]);
    }
    assert.equal(site.stderr.split('sidebar_postion').length - 1, 1, 'the key is mentioned once in the whole output');
    assert.ok(!site.stderr.includes('made_up_key'), 'a custom key is no mistake');
    for (const known of ['sidebar_class_name', 'last_update', 'hide_title', 'toc_min_heading_level', 'pagination_prev', 'unlisted', 'draft', 'keywords', 'image']) {
      assert.ok(!site.stderr.includes(`front matter key "${known}"`), `known key ${known} warned about`);
    }
  });
});

describe('6. categories', () => {
  it('_category_.json sets the label, the position and a link to a doc', async () => {
    const entries = sidebarEntries(await page('/docs/links')).filter((entry) => entry.depth === 0);
    const labels = entries.map((entry) => entry.label);
    const json = entries.find((entry) => entry.label === 'JSON category');
    assert.ok(json, labels.join(', '));
    assert.equal(json.href, '/docs/json-category/landing');
    assert.ok(json.classes.includes('json-category-class'));
    assert.ok(labels.indexOf('front-matter') < labels.indexOf('JSON category') && labels.indexOf('JSON category') < labels.indexOf('YAML category') && labels.indexOf('YAML category') < labels.indexOf('Default Generated'), labels.join(', '));
  });

  it('the linked doc opens the category and is not repeated among its children', async () => {
    const entries = sidebarEntries(await page('/docs/links'));
    const index = entries.findIndex((entry) => entry.label === 'JSON category');
    assert.deepEqual(entries.slice(index + 1, index + 3).map((entry) => [entry.label, entry.depth]), [['Child A', 1], ['Child B', 1]]);
    assert.ok(!entries.some((entry) => entry.label === 'JSON category landing'));
  });

  it('_category_.yml with a generated-index link makes an index page at its slug, with its title, description and keywords', async () => {
    const entry = sidebarEntries(await page('/docs/links')).find((item) => item.label === 'YAML category');
    assert.equal(entry?.href, '/yml-overview');
    const p = await page('/yml-overview');
    assert.equal(text(must(p.main, 'h1')), 'YAML overview title');
    assert.ok(text(p.main).includes('Generated index description.'));
    assert.equal(meta(p, 'description'), 'Generated index description.');
    assert.equal(meta(p, 'keywords'), 'gen,index');
    const cards = selectAll(p.main, 'a.doc-card');
    assert.deepEqual(cards.map((card) => attr(card, 'href')), ['/docs/yml-category/one', '/docs/yml-category/two']);
    assert.ok(text(cards[0]).includes('The first page of the YAML category.'));
  });

  it('a generated-index link without a slug gets /category/<label>', async () => {
    const p = await page('/category/default-generated');
    assert.equal(text(must(p.main, 'h1')), 'Default Generated');
    assert.deepEqual(selectAll(p.main, 'a.doc-card').map((card) => attr(card, 'href')), ['/docs/default-generated/alpha']);
  });

  it('collapsible and collapsed are accepted and ignored: every category shows its children', async () => {
    const p = await page('/docs/links');
    const entries = sidebarEntries(p);
    for (const child of ['Child A', 'Child B', 'YAML one', 'YAML two', 'Alpha']) {
      assert.ok(entries.some((entry) => entry.label === child && entry.depth === 1), `${child} missing from the sidebar`);
    }
    const nav = must(p.tree, 'nav.menu');
    assert.equal(selectOne(nav, '[aria-expanded=false]'), undefined);
    assert.ok(!site.stderr.includes('collapsed') && !site.stderr.includes('collapsible'), 'no message about collapsed/collapsible');
  });
});

describe('7. links', () => {
  const expected: [string, string][] = [
    ['relative md', '/docs/admonitions'],
    ['relative mdx', '/docs/components'],
    ['parent relative', '/docs/code-blocks'],
    ['nested relative', '/docs/front-matter/custom-id'],
    ['absolute md', '/docs/commonmark'],
    ['cross area', '/more/other'],
    ['md with anchor', '/docs/mdx-details#my-custom-id'],
    ['md heading id anchor', '/docs/commonmark#md-custom-id'],
    ['route link', '/docs/admonitions'],
    ['route with anchor', '/docs/mdx-details#another-id'],
    ['same page anchor', '#local-section'],
    ['pathname escape', '/files/sample.txt'],
    ['static file', '/files/sample.txt'],
    ['unlisted page', '/docs/front-matter/unlisted'],
    ['reference style', '/docs/code-blocks'],
  ];

  it('resolves relative and absolute links to .md/.mdx files to their routes, keeping #anchors', async () => {
    const p = await page('/docs/links');
    const links = new Map(selectAll(p.body, 'a').map((a) => [text(a), attr(a, 'href')]));
    for (const [label, href] of expected) assert.equal(links.get(label), href, label);
  });

  it('points every page link and anchor at a page and an element that exist', async () => {
    const p = await page('/docs/links');
    for (const a of selectAll(p.body, 'a')) {
      const href = attr(a, 'href')!;
      if (/^https?:/.test(href)) continue;
      const [path, hash] = href.split('#');
      const route = path || '/docs/links';
      const file = existsSync(join(site.out, route.slice(1))) && !route.endsWith('/') ? route.slice(1) : routeToFile(route);
      assert.ok(existsSync(join(site.out, file)), `${href} has no file in the output`);
      if (hash) assert.ok(selectOne((await page(route)).tree, `#${hash}`), `${href}: no element with that id`);
    }
    assert.ok(!/Broken/.test(site.stderr), site.stderr);
  });

  it('turns pathname:// links into plain paths', async () => {
    const p = await page('/docs/links');
    assert.ok(!p.html.includes('pathname:'), 'the pathname:// prefix is left in the page');
  });

  it('copies the static/ folder to the site root, so links and images to it work', async () => {
    assert.equal(await readFile(join(site.out, 'files', 'sample.txt'), 'utf8'), 'A static text file.\n');
    assert.ok(existsSync(join(site.out, 'img', 'logo.svg')));
    assert.equal(attr(must((await page('/docs/links')).body, 'img[alt="static image"]'), 'src'), '/img/logo.svg');
  });

  it('links between areas and back', async () => {
    assert.equal(attr(must((await page('/more/other')).body, 'a'), 'href'), '/docs/admonitions');
  });
});

