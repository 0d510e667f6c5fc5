// `@theme/MDXComponents/Code`: what Docusaurus's MDX renders `code` elements
// with, which sites re-export from their src/theme/MDXComponents for pages to
// write `<Code>`. As Docusaurus decides it: children that are all text without
// a line break are inline code (a plain `<code>`, as inline code in Markdown
// is here); anything else (a line break, elements, no children) is a code block,
// rendered by the theme's CodeBlock as fenced code is.
import { Children, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import CodeBlock from './CodeBlock.js';

type Props = ComponentProps<'code'> & ComponentProps<typeof CodeBlock> & { children?: ReactNode };

/** Docusaurus's test: a `className` (`language-js`) does not make one-line text a block; a line break does. */
function isInline(children: ReactNode): boolean {
  return children !== undefined && Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

/**
 * Docusaurus's `code` rendered with a CodeBlock of the site's own (its src/theme/CodeBlock wrapper, which
 * Docusaurus's MDXCode reaches as `@theme/CodeBlock`): what fences become on a site that has one.
 */
export function codeWith(Block: ComponentType<Props>) {
  return function SiteCode(props: Props) {
    return isInline(props.children) ? <code {...(props as ComponentProps<'code'>)} /> : <Block {...props} />;
  };
}

export default codeWith(CodeBlock);
