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
  const lang = (language ?? classLanguage(className) ?? 'text').toLowerCase();
  const source = reactText(children);
  // What a fence's meta gives (`{1,3-4}` marked lines, cut to the block's lines; title; line numbers), as Docusaurus
  // reads `metastring`: its title wins over the `title` prop, the `showLineNumbers` prop over its line numbers.
  const meta = parseMeta(metastring ?? '', source.split('\n').length);
  const element = highlightBlock(source, lang, {
    title: meta.title || title,
    lines: meta.lines,
    lineNumbers: showLineNumbers === undefined ? meta.lineNumbers : showLineNumbers === false ? undefined : showLineNumbers === true ? 1 : showLineNumbers,
  });
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}

/** The language a `language-…` class names, among the element's classes (`<Code className="language-js">`). */
function classLanguage(className: string | undefined): string | undefined {
  return className?.split(/\s+/).find((name) => name.startsWith('language-'))?.slice('language-'.length);
}
