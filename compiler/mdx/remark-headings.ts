// Gives every heading an id (github-slugger, as GitHub and Docusaurus do, or an
// explicit `{#id}`) and records the headings for the table of contents, with
// where imported Markdown partials put theirs (Docusaurus's remark/toc plugin).
import GithubSlugger, { slug } from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { HTML_COMMENT_OPENER } from './preprocess.js';

/** An HTML comment's text as preprocess.ts hands it to MDX (`/*- … *\/`). */
const HTML_COMMENT_MARK = HTML_COMMENT_OPENER.slice(1);

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  /** The heading as HTML when it has inline code or emphasis, which Docusaurus's TOC shows (`<code>x</code>`); else the text is all. */
  html?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);
const INLINE_TAGS: Record<string, string> = { emphasis: 'em', strong: 'strong', delete: 'del' };

/**
 * A heading's phrasing as the HTML of its TOC entry, as Docusaurus's toc plugin writes its `value`:
 * code and emphasis kept, a link's text without the link (the entry is a link already), the rest as text.
 */
function tocHtml(nodes: readonly RootContent[]): string {
  return nodes.map((node): string => {
    if (node.type === 'inlineCode') return `<code>${escapeText(node.value)}</code>`;
    const tag = INLINE_TAGS[node.type];
    if (tag && 'children' in node) return `<${tag}>${tocHtml(node.children as RootContent[])}</${tag}>`;
    if (node.type === 'link' || node.type === 'linkReference') return tocHtml(node.children);
    return escapeText(toString(node));
  }).join('');
}

/**
 * Where a page renders an imported Markdown partial (`<Part />`, `import Part from './_part.md'`):
 * the partial's own `toc` goes into the page's before `toc[at]`, as Docusaurus splices it.
 */
export interface TocSlice {
  at: number;
  /** The name the page's module imports the partial's `toc` as (Docusaurus's `__toc<Component>`). */
  name: string;
  /** The partial's import specifier, as the page writes it. */
  from: string;
  /** The page already imports the partial's `toc` under `name`. */
  imported?: true;
}

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { body: EstreeStatement[] } };
}

interface EstreeStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string } }[];
  declaration?: { type: string; declarations?: { id: { type: string; name?: string } }[] } | null;
}

/** Docusaurus's test for a Markdown import (`isMarkdownImport`): the path ends in .md or .mdx. */
const MARKDOWN_SPECIFIER = /\.mdx?$/;

/** The default imports of Markdown files, by local name (what `<Name />` renders). */
function markdownImports(esm: EsmNode[]): Map<string, { from: string; locals: Set<string> }> {
  const found = new Map<string, { from: string; locals: Set<string> }>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      const from = statement.source?.value;
      if (statement.type !== 'ImportDeclaration' || typeof from !== 'string' || !MARKDOWN_SPECIFIER.test(from)) continue;
      const name = statement.specifiers?.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local.name;
      if (name) found.set(name, { from, locals: new Set(statement.specifiers!.map((specifier) => specifier.local.name)) });
    }
  }
  return found;
}

/** Docusaurus's `isNamedExport`: an ESM block that is only `export const toc = …`. */
function isTocExport(node: EsmNode): boolean {
  const body = node.data?.estree?.body;
  if (body?.length !== 1 || body[0].type !== 'ExportNamedDeclaration') return false;
  const declaration = body[0].declaration;
  return declaration?.type === 'VariableDeclaration' && declaration.declarations?.[0]?.id.type === 'Identifier' && declaration.declarations[0].id.name === 'toc';
}

/**
 * A page's own `export const toc = …` stays only when the page has no heading and
 * renders no partial (Docusaurus keeps it then, and replaces it otherwise): the one
 * to replace leaves the tree, for the generated export (compile.ts). True when it stays.
 */
function settleOwnExport(tree: Root, own: EsmNode | undefined, generated: boolean): boolean {
  if (!own) return false;
  if (!generated) return true;
  tree.children.splice(tree.children.indexOf(own as unknown as RootContent), 1);
  return false;
}

export function remarkHeadings(options: { maintainCase?: boolean } = {}) {
  const maintainCase = options.maintainCase ?? false;
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    const slices: TocSlice[] = [];
    // ESM is top level only; a .md page has none.
    const esm = tree.children.filter((child) => child.type === 'mdxjsEsm') as unknown as EsmNode[];
    const partials = esm.length ? markdownImports(esm) : undefined;
    walk<Heading | { type: 'mdxJsxFlowElement'; name: string | null }>(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement') {
        const partial = node.name ? partials?.get(node.name) : undefined;
        if (!partial) return;
        const name = `__toc${node.name}`;
        slices.push({ at: toc.length, name, from: partial.from, ...(partial.locals.has(name) ? { imported: true as const } : {}) });
        return;
      }
      if (node.type !== 'heading') return;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const match = EXPLICIT_ID.exec(last.value);
        if (match) {
          id = match[1];
          last.value = last.value.slice(0, match.index);
          if (!last.value) node.children.pop();
        }
      }
      // Raw HTML in a CommonMark heading (`## Setup <!-- keep -->`, `<span>`) is no part of its text, as
      // Docusaurus's headings plugin leaves its html children out (unless nothing else is left); nor is an
      // HTML comment in an .mdx heading (`## Setup <!-- omit in toc -->`), which Docusaurus drops before MDX
      // reads the page (preprocess.ts made it a marked MDX comment).
      const prose = node.children.filter((child) => child.type !== 'html' && !(child.type === 'mdxTextExpression' && child.value.startsWith(HTML_COMMENT_MARK)));
      const text = toString(prose.length > 0 ? { type: 'paragraph', children: prose } : node).trim();
      if (id) slugger.slug(id); // reserve it so a later heading with the same text gets a suffix
      else if (slug(text)) id = slugger.slug(text, maintainCase);
      // Nothing to name it by (an empty heading, or punctuation only): an empty id is no HTML, so
      // the heading gets none, nor an anchor link or a TOC entry.
      else return;
      // An h1 gets no id, as Docusaurus's Heading drops it (its slug still taken above, so a later
      // heading of the same text is `-1` there too): a `#` link to the page's title is a broken anchor.
      if (node.depth === 1) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      ids.push(id);
      const html = tocHtml(prose.length > 0 ? prose : node.children).trim();
      toc.push({ id, text, depth: node.depth, ...(html.includes('<') ? { html } : {}) });
    });
    file.data.toc = toc;
    file.data.headingIds = ids;
    file.data.tocSlices = slices;
    file.data.ownToc = settleOwnExport(tree, esm.find(isTocExport), toc.length > 0 || slices.length > 0);
  };
}
