// `@theme/CodeBlock`: highlighted at render time with the same code as fenced blocks.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { highlightBlock } from '../highlight.js';
import { reactText } from '../react-text.js';

export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: {
  children?: unknown;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  metastring?: string;
}) {
  const lang = (language ?? className?.replace(/^language-/, '') ?? 'text').toLowerCase();
  const source = reactText(children);
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
