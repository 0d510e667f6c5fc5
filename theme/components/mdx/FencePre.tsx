// Docusaurus's MDXComponents `pre`: its `code` child decides what the block is
// (Code.tsx), so the `pre` only places it. pxdocs gives it the fences a site
// component receives as children (compiler/mdx/rehype-code.ts).
import type { ReactNode } from 'react';

export default function FencePre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
