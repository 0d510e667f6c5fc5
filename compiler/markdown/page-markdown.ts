// The Markdown twin of a rendered doc page (`/x` → `/x.md`), for agents and LLM
// tools. It is made from the compiled page, not the source, so MDX components
// come out as what a reader sees: the article's HTML is rewritten into plain
// HTML shapes Markdown has (tabs → labelled sections, admonitions → labelled
// blockquotes, highlighted code → fenced code with its language and title,
// details → summary + body), then rehype-remark and remark-gfm do the rest.
// Links and images become absolute, so the text stands alone outside the site.
import type { Element, ElementContent, Root } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import { unified } from 'unified';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { readHtml } from '../html.js';
import { hastMarkdown } from './hast-markdown.js';
import type { PageData } from '../../theme/components/types.js';

export interface MarkdownSite {
  /** The site's address as published (`config.url` and `baseUrl`), for absolute links. */
  url: string;
}

export { hasMarkdown, markdownPath } from '../../theme/shared/markdown-path.js';

const processor = unified()
  .use(rehypeRemark, {
    handlers: {
      // A code block arrives as one element carrying its language and title (see codeBlock()).
      'pxdocs-code': (_state, node: Element): Code => ({
        type: 'code',
        lang: String(node.properties.dataLanguage ?? '') || null,
        meta: node.properties.dataTitle ? `title="${String(node.properties.dataTitle)}"` : null,
        value: String(node.properties.dataValue ?? ''),
      }),
    },
  })
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });

/** The page as Markdown: a title line, the description as a quote, then the body. */
export function pageMarkdown(html: string, page: PageData, site: MarkdownSite): string {
  return articleMarkdown(page.kind === 'generated-index' ? undefined : readArticle(html), page, site);
}

/**
 * `pageMarkdown` from the page's `<article>` already read (`scanPage` in
 * compiler/html.ts reads it once for search records, ids and links). The tree's
 * elements are not changed, but link properties are: read it for anything else first.
 */
export function articleMarkdown(article: Root | undefined, page: PageData, site: MarkdownSite): string {
  const body = markdownBody(article, page, site);
  // The direct writer takes the shapes our pages have; anything else goes through the full pipeline.
  const text = hastMarkdown(body) ?? pipelineMarkdown(body);
  const head = [`# ${page.title}`];
  const description = page.description.replace(/\s+/g, ' ').trim();
  if (description && !opensWith(body, description)) head.push(`> ${description}`);
  return `${head.join('\n\n')}\n\n${text}\n`;
}

/**
 * Whether the body's first block says the description already: a page without one in its front matter is
 * described by its first paragraph, and the quote repeated it word for word above it.
 */
function opensWith(body: Root, description: string): boolean {
  const first = body.children.find((node) => node.type === 'element');
  if (!first) return false;
  return toString(first).replace(/\s+/g, ' ').trim().startsWith(description.replace(/…$/, '').trimEnd());
}

/** The article's body rewritten into shapes Markdown has, links absolute: what either writer turns into Markdown. */
export function markdownBody(article: Root | undefined, page: PageData, site: MarkdownSite): Root {
  const body = page.kind === 'generated-index' ? cardsBody(page) : articleBody(article, page.title);
  absolutize(body, `${site.url}${page.permalink}`, site.url);
  return body;
}

/** The body as Markdown through rehype-remark and remark-stringify (any shape; the reference for `hastMarkdown`). */
export function pipelineMarkdown(body: Root): string {
  return processor.stringify(processor.runSync(body) as MdastRoot).trim();
}

function readArticle(html: string): Root | undefined {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end === -1 ? undefined : readHtml(html.slice(start, end + '</article>'.length));
}

/** The rendered Markdown body (`div.markdown`), rewritten into shapes Markdown has. */
function articleBody(article: Root | undefined, title: string): Root {
  const content = article && find(article, (node) => hasClass(node, 'markdown'));
  let children: ElementContent[] = content ? content.children : [];
  // A page whose title is its first heading keeps one title line: ours.
  const first = children.find((node) => node.type === 'element');
  if (first?.type === 'element' && first.tagName === 'h1' && toString(first).replace(/#$/, '').trim() === title.trim()) {
    children = children.filter((node) => node !== first);
  }
  return { type: 'root', children: rewrite(children) };
}

/** A generated index page: its cards as a link list. */
function cardsBody(page: PageData): Root {
  const items: ElementContent[] = (page.cards ?? []).map((card) => el('li', {}, [
    el('a', { href: card.href }, [text(card.label)]),
    ...(card.description ? [text(`: ${card.description}`)] : []),
  ]));
  return { type: 'root', children: [el('ul', {}, items)] };
}

/** The elements a site island is written with (theme/components/SiteIsland.tsx). */
const ISLAND_PARTS = new Set(['px-island', 'px-slot', 'px-static']);

function rewrite(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    // A site island's parts (theme/components/SiteIsland.tsx) are wrappers: their content is the page's,
    // the template included (the Markdown written inside a component that did not show it when built).
    if (ISLAND_PARTS.has(node.tagName) || (node.tagName === 'template' && node.properties.dataPxSlot !== undefined)) {
      out.push(...rewrite(node.children));
      continue;
    }
    // Theme chrome inside the article body: heading anchors, buttons, scripts.
    if ((node.tagName === 'a' && hasClass(node, 'hash-link')) || node.tagName === 'button' || node.tagName === 'script' || node.tagName === 'style' || node.tagName === 'template') continue;
    // Decorative marks (card icons and the like) are hidden from screen readers, and from agents.
    if (String(node.properties.ariaHidden) === 'true') continue;
    // The marker after a table (tableEnd in compiler/mdx/rehype-page-elements.ts) is for the theme only.
    if (node.properties.dataTableEnd !== undefined) continue;
    // An anchor with no destination (`<a id="…"></a>`, as TypeDoc's Markdown marks every member) is a
    // link target, not a link: Markdown has no such thing, so its text stays and the element goes.
    // Written as a link it was `[]()` before the member's name, and the direct writer declined the page.
    if (node.tagName === 'a' && (node.properties.href === undefined || node.properties.href === null)) out.push(...rewrite(node.children));
    else if (node.tagName === 'a' && hasClass(node, 'doc-card')) out.push(...docCard(node));
    // The cards' grid (a section of articles, as Docusaurus draws it) is a list in Markdown.
    else if (node.tagName === 'section' && hasClass(node, 'doc-card-list')) out.push(el('ul', {}, node.children.filter((child): child is Element => child.type === 'element').map((item) => el('li', {}, rewrite(item.children)))));
    else if (hasClass(node, 'code-block')) out.push(codeBlock(node));
    else if (hasClass(node, 'tabs-container')) out.push(...tabs(node));
    else if (hasClass(node, 'admonition')) out.push(admonition(node));
    else if (node.tagName === 'details') out.push(...details(node));
    else if (node.tagName === 'pre') out.push(plainPre(node));
    else out.push({ ...node, children: rewrite(node.children) });
  }
  return out;
}

/** A DocCardList card → `[Label](href): description`. */
function docCard(node: Element): ElementContent[] {
  const title = find(node, (child) => hasClass(child, 'doc-card-title'));
  const description = find(node, (child) => hasClass(child, 'doc-card-description'));
  const label = title ? rewrite(title.children) : rewrite(node.children);
  const summary = description ? toString(description).trim() : '';
  return [el('a', { href: node.properties.href }, label), ...(summary ? [text(`: ${summary}`)] : [])];
}

/** `div.code-block` (title, highlighted lines) → one code element for the handler. */
function codeBlock(node: Element): Element {
  const title = find(node, (child) => hasClass(child, 'code-title'));
  // The fast reader keeps a `<pre>`'s text only, so the code is the pre's text.
  const code = find(node, (child) => child.tagName === 'pre');
  const language = String(node.properties.dataLanguage ?? '');
  return el('pxdocs-code', {
    dataLanguage: language === 'text' ? '' : language,
    dataTitle: title ? toString(title) : '',
    dataValue: code ? toString(code).replace(/\n$/, '') : '',
  }, []);
}

/** A `<pre>` that the highlighter did not produce (raw HTML in a page). */
function plainPre(node: Element): Element {
  const classes = ((node.properties.className as string[] | undefined) ?? []).find((name) => name.startsWith('language-'));
  return el('pxdocs-code', { dataLanguage: classes?.slice('language-'.length) ?? '', dataTitle: '', dataValue: toString(node).replace(/\n$/, '') }, []);
}

/** Every tab panel, each under its label in bold (no JavaScript reader sees only one tab). */
function tabs(node: Element): ElementContent[] {
  const panels: Element[] = [];
  visitElements(node, (child) => {
    if (child.properties.role === 'tabpanel') {
      panels.push(child);
      return false;
    }
    return true;
  });
  return panels.flatMap((panel) => [
    el('p', {}, [el('strong', {}, [text(String(panel.properties.dataLabel ?? panel.properties.dataValue ?? ''))])]),
    ...rewrite(panel.children),
  ]);
}

/** An admonition → a blockquote opening with its label in bold. */
function admonition(node: Element): Element {
  const heading = find(node, (child) => hasClass(child, 'admonition-heading'));
  const content = find(node, (child) => hasClass(child, 'admonition-content'));
  const kind = ((node.properties.className as string[]).find((name) => name.startsWith('admonition-')) ?? 'admonition-note').slice('admonition-'.length);
  const kindLabel = kind.charAt(0).toUpperCase() + kind.slice(1);
  // The icon before the title (the kind's SVG, or `icon="💡"` a page gives) is decoration: the label is the title's words.
  const title = heading ? toString({ ...heading, children: heading.children.filter((child) => !(child.type === 'element' && hasClass(child, 'admonition-icon'))) }).trim() : '';
  // A custom title keeps its kind in front, so a warning still reads as one.
  const label = !title || title.toLowerCase() === kind ? kindLabel : `${kindLabel}: ${title}`;
  return el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(label)])]), ...rewrite(content ? content.children : [])]);
}

/** `<details>` → its summary in bold, then its body. */
function details(node: Element): ElementContent[] {
  const summary = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  return [el('p', {}, [el('strong', {}, [text(summary ? toString(summary).trim() : 'Details')])]), ...rewrite(rest)];
}

/**
 * Links and image sources resolved against the page's published URL; a
 * root-relative one (a site path, without the base URL) against the site's.
 */
function absolutize(root: Root, base: string, siteRoot: string): void {
  visitElements(root, (node) => {
    for (const key of ['href', 'src'] as const) {
      const value = node.properties[key];
      if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
      try {
        node.properties[key] = value.startsWith('/') && !value.startsWith('//') ? new URL(siteRoot + value).href : new URL(value, base).href;
      } catch {
        // Left as written: the Markdown keeps what the page had.
      }
    }
    return true;
  });
}

function visitElements(node: Root | Element, visit: (element: Element) => boolean): void {
  for (const child of node.children) {
    if (child.type === 'element' && visit(child)) visitElements(child, visit);
  }
}

function find(node: Root | Element, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visitElements(node, (child) => {
    if (found) return false;
    if (test(child)) {
      found = child;
      return false;
    }
    return true;
  });
  return found;
}

function hasClass(node: Element | undefined, name: string): boolean {
  const value = node?.properties?.className;
  return Array.isArray(value) && value.includes(name);
}

function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}
