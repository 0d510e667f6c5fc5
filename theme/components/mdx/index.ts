// What pages can import by Docusaurus path, and the components MDX elements map to.
import { createHeading } from './Heading.js';
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Link from './Link.js';
import Tabs, { TabItem } from './Tabs.js';

/** Import path → module, for `import X from '@theme/X'` in pages. */
export const themeModules: Record<string, Record<string, unknown>> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@docusaurus/Link': { default: Link },
};

/** Components for plain Markdown elements. */
export const mdxComponents = {
  h1: createHeading('h1'),
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6'),
  details: Details,
};
