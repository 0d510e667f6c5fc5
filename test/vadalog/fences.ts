// The code fences of the site's pages, read with the same remark stack the
// compiler uses (so a fence inside a list or a tab is found as the build sees it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import type { Code } from 'mdast';
import { pageBlocks, type PageBlocks } from '../../compiler/vadalog/examples.js';
import { ROOT } from '../helpers.js';

export interface Fence {
  /** Page path relative to the package folder, e.g. content/learn/x.md. */
  file: string;
  /** Line of the opening fence in the page. */
  line: number;
  lang: string;
  meta: string;
  value: string;
  /** The fence as the build sees it, and its page's blocks (for runExample). */
  node: Code;
  blocks: PageBlocks;
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return /\.mdx?$/.test(name) && name !== 'README.md' ? [path] : [];
  });
}

export function siteFences(contentDir = join(ROOT, 'content')): Fence[] {
  const fences: Fence[] = [];
  for (const path of pages(contentDir)) {
    const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    if (path.endsWith('.mdx')) processor.use(remarkMdx);
    const tree = processor.parse(readFileSync(path, 'utf8'));
    const blocks = pageBlocks(tree);
    for (const node of blocks.codes) {
      fences.push({ file: relative(ROOT, path), line: node.position!.start.line, lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, node, blocks });
    }
  }
  return fences;
}

/** Vadalog fences: `prolog` (the site's default language, also for fences without one) or `vadalog`. */
export function isVadalog(fence: Fence): boolean {
  return fence.lang === '' || fence.lang === 'prolog' || fence.lang === 'vadalog';
}
