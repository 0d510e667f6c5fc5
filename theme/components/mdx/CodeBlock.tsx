// `@theme/CodeBlock`: highlighted at render time with the same code as fenced blocks.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { isValidElement, type ReactNode } from 'react';
import { highlightBlock } from '../highlight.js';

/**
 * The text of CodeBlock children: strings and numbers as they are, JSX elements
 * and arrays by their text content (Docusaurus renders those as-is; printing
 * them would give `[object Object]`).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}

function textOf(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode; html?: unknown }>(node)) {
    // Static HTML the compiler hoisted (PxRawHtml) carries its markup as `html`.
    if (typeof node.props.html === 'string' && node.props.children === undefined) return htmlText(node.props.html);
    return textOf(node.props.children);
  }
  return '';
}

export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: {
  children?: unknown;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  metastring?: string;
}) {
  const lang = (language ?? className?.replace(/^language-/, '') ?? 'text').toLowerCase();
  const source = textOf(children);
  const lines: number[] = [];
  const range = /\{([\d,\s-]+)\}/.exec(metastring ?? '');
  if (range) {
    for (const part of range[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      for (let line = from; from && line <= (to || from); line++) lines.push(line);
    }
  }
  const element = highlightBlock(source, lang, {
    title,
    lines,
    lineNumbers: showLineNumbers === undefined || showLineNumbers === false ? undefined : showLineNumbers === true ? 1 : showLineNumbers,
  });
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
