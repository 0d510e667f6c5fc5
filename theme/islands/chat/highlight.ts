// Highlighting for code in chat answers: the same highlighters the build uses
// (the Vadalog grammar's tokenizer for Vadalog, Prism grammars through
// refractor for the rest), turned into DOM nodes without any HTML parsing.
import { refractor } from 'refractor/core';
import { tokenizeVadalog } from '../../shared/vadalog/tokens.js';
import { DEFAULT_VADALOG_LANGUAGES } from '../../shared/vadalog/languages.js';
import python from 'refractor/python';
import bash from 'refractor/bash';
import json from 'refractor/json';
import sql from 'refractor/sql';

refractor.register(python);
refractor.register(bash);
refractor.register(json);
refractor.register(sql);

const ALIASES: Record<string, string> = { py: 'python', sh: 'bash', shell: 'bash' };

/**
 * The site's Vadalog fence languages (`highlight.vadalogLanguages`), from the chat button's
 * `data-chat-vadalog` (ChatButton.tsx): a site writing Vadalog as ```prolog names it; elsewhere a
 * ```prolog answer is Prolog, shown plain (the chat loads no Prolog grammar).
 */
// Read by its attribute's name, not `dataset.chatVadalog`: the bundle then holds no capitalised product name, which another site's
// output must not (test/compat/chat-site-words.test.ts).
const vadalogLanguages = new Set(document.querySelector('[data-chat-open]')?.getAttribute('data-chat-vadalog')?.split(' ') ?? DEFAULT_VADALOG_LANGUAGES);

interface HastNode {
  type: string;
  value?: string;
  properties?: { className?: string[] };
  children?: HastNode[];
}

function append(node: HastNode, into: Node): void {
  if (node.type === 'text') into.appendChild(document.createTextNode(node.value ?? ''));
  else if (node.type === 'element') {
    const span = document.createElement('span');
    span.className = (node.properties?.className ?? []).join(' ');
    for (const child of node.children ?? []) append(child, span);
    into.appendChild(span);
  }
}

export function highlightInto(code: string, language: string, into: HTMLElement): void {
  const name = ALIASES[language] ?? language;
  if (vadalogLanguages.has(language.toLowerCase())) {
    for (const token of tokenizeVadalog(code)) {
      if (!token.classes.length) into.appendChild(document.createTextNode(token.text));
      else {
        const span = document.createElement('span');
        span.className = token.classes.join(' ');
        span.textContent = token.text;
        into.appendChild(span);
      }
    }
    return;
  }
  if (!refractor.registered(name)) {
    into.textContent = code;
    return;
  }
  for (const node of refractor.highlight(code, name).children as HastNode[]) append(node, into);
}
