// Gives every heading an id (github-slugger, as GitHub and Docusaurus do, or an
// explicit `{#id}`) and records the headings for the table of contents.
import GithubSlugger, { slug } from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    walk<Heading>(tree, (node) => {
      if (node.type !== 'heading') return;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const match = EXPLICIT_ID.exec(last.value);
        if (match) {
          id = match[1];
          last.value = last.value.slice(0, match.index);
          if (!last.value) node.children.pop();
        }
      }
      const text = toString(node).trim();
      if (id) slugger.slug(id); // reserve it so a later heading with the same text gets a suffix
      else if (slug(text)) id = slugger.slug(text);
      // Nothing to name it by (an empty heading, or punctuation only): an empty id is no HTML, so
      // the heading gets none, nor an anchor link or a TOC entry.
      else return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      ids.push(id);
      if (node.depth > 1) toc.push({ id, text, depth: node.depth });
    });
    file.data.toc = toc;
    file.data.headingIds = ids;
  };
}
