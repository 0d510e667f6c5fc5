// Inline citations in chat answers: "[2]" in the answer's text becomes a link
// to the second source of its `sources` event (both the model's answers and
// the retrieval answers cite this way). Works on the rendered DOM, after the
// Markdown renderer, so code blocks and links are left alone.

import { isSitePath, pageUrl } from '../lib/base.js';

export interface CitedSource { title: string; url: string }

const CITATION = /\[(\d{1,2})\]/g;
// No g flag: a global regex's test() leaves lastIndex behind, and matchAll starts
// from it, so a citation early in a later text node was skipped.
const HAS_CITATION = /\[\d{1,2}\]/;


export function linkCitations(root: HTMLElement, sources: CitedSource[] | undefined): void {
  if (!sources?.length) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('pre, code, a') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (HAS_CITATION.test((node as Text).data)) texts.push(node as Text);
  for (const text of texts) {
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.data.matchAll(CITATION)) {
      const source = sources[Number(match[1]) - 1];
      // Site paths only: a source never takes the reader off the docs.
      if (!source || !isSitePath(source.url)) continue;
      fragment.append(text.data.slice(last, match.index));
      const link = document.createElement('a');
      link.className = 'chat-cite';
      link.href = pageUrl(source.url);
      link.textContent = match[0];
      link.title = source.title;
      link.setAttribute('aria-label', `Source ${match[1]}: ${source.title}`);
      fragment.append(link);
      last = match.index + match[0].length;
    }
    if (!last) continue;
    fragment.append(text.data.slice(last));
    text.replaceWith(fragment);
  }
}
