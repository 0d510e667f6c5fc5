// What pages can import by Docusaurus path, and the components MDX elements map to.
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Link from './Link.js';
import Tabs, { TabItem } from './Tabs.js';
import RawHtml from './RawHtml.js';
import TOCInline from './TOCInline.js';
import Mermaid from './Mermaid.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';

/** Import path → module, for `import X from '@theme/X'` in pages. */
export const themeModules: Record<string, Record<string, unknown>> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
};

/**
 * Components the compiled pages refer to by name: `<details>` in .mdx is routed
 * to Details, static HTML chunks render through PxRawHtml, and ```mermaid
 * fences through PxMermaid. (Headings get
 * their anchor links at build time.)
 */
export const mdxComponents = {
  Details,
  PxRawHtml: RawHtml,
  PxMermaid: Mermaid,
};
