// `@theme/CodeBlock`: highlighted at render time with the same code as fenced blocks.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { highlightBlock, parseMeta } from '../highlight.js';
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
  // Marked lines as a fence's meta gives them (`{1,3-4}`), cut to the block's lines.
  const { lines } = parseMeta(metastring ?? '', source.split('\n').length);
  const element = highlightBlock(source, lang, {
    title,
    lines,
    lineNumbers: showLineNumbers === undefined || showLineNumbers === false ? undefined : showLineNumbers === true ? 1 : showLineNumbers,
  });
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
