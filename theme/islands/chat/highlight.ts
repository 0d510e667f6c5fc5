// Highlighting for code in chat answers: the same Prism grammars the build
// uses (refractor), turned into DOM nodes without any HTML parsing.
import { refractor } from 'refractor/core';
import prolog from 'refractor/prolog';
import python from 'refractor/python';
import bash from 'refractor/bash';
import json from 'refractor/json';
import sql from 'refractor/sql';

refractor.register(prolog);
refractor.register(python);
refractor.register(bash);
refractor.register(json);
refractor.register(sql);

const ALIASES: Record<string, string> = { vadalog: 'prolog', py: 'python', sh: 'bash', shell: 'bash' };

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
  if (!refractor.registered(name)) {
    into.textContent = code;
    return;
  }
  for (const node of refractor.highlight(code, name).children as HastNode[]) append(node, into);
}
