// Reads a fence whose info string is only meta (```title="Jenkinsfile",
// ```{1,3}) as a plain text block with that meta (theme/components/highlight.ts
// fenceInfo), on both Markdown paths: it runs on the tree micromark or the
// markdown-it bridge made (both give the first word as `lang`, as CommonMark
// says), before any of our plugins reads `lang` or `meta` (Vadalog checks,
// rehype-code's highlighting and title).
import type { Code, Root } from 'mdast';
import { walk } from './walk.js';
import { fenceInfo } from '../../theme/components/highlight.js';

/** Nodes holding only inline content: no fence inside, their children are not walked (most of a page). */
const INLINE_ONLY = new Set(['paragraph', 'heading', 'tableRow', 'html', 'yaml']);

export function remarkCodeInfo() {
  return (tree: Root) => {
    walk<{ type: string }>(tree, (node) => {
      if (INLINE_ONLY.has(node.type)) return false;
      if (node.type !== 'code') return;
      const code = node as Code;
      if (!code.lang) return;
      const { lang, meta } = fenceInfo(code.lang, code.meta);
      code.lang = lang;
      code.meta = meta;
    });
  };
}
