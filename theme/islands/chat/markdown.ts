// Markdown for chat answers, rendered straight to DOM nodes with textContent:
// no HTML from an answer is ever parsed, so nothing in it can run or inject.
// Covers what answers use: paragraphs, headings, quotes, lists, fenced code
// (highlighted, with a copy button), inline code, bold, italics and links.
import { highlightInto } from './highlight.js';
import { isSitePath, pageUrl } from '../lib/base.js';

/**
 * Where a link in an answer may point: `#anchors`, paths on this site, and
 * http(s) URLs written out in full (opened in a new tab). A path that the URL
 * parser would take off-site (`/\\evil.com`, `/%09/evil.com`, `//evil.com`) or
 * anything with a backslash or control character becomes plain text.
 */
function safeLink(href: string): { href: string; external: boolean } | undefined {
  if (/[\u0000-\u0020\u007f\\]/.test(href)) return undefined;
  if (href.startsWith('#')) return { href, external: false };
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (/^https?:\/\//i.test(href)) return { href: url.href, external: url.origin !== location.origin };
  // The answer cites site paths (the records'): the base URL goes in front.
  if (isSitePath(href) && url.origin === location.origin) return { href: pageUrl(url.pathname + url.search + url.hash), external: false };
  return undefined;
}

function inline(text: string, into: HTMLElement): void {
  // Italics need a non-word character (or an edge) outside their markers, so
  // `save_concept` keeps its underscore, as Markdown readers expect.
  const pattern = /(`[^`]+`)|(\*\*[^*]+\*\*)|((?<![\w*])\*[^*\s][^*]*\*(?![\w*])|(?<!\w)_[^_\s][^_]*_(?!\w))|(\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) into.append(text.slice(last, match.index));
    const token = match[0];
    if (match[1]) {
      const code = document.createElement('code');
      code.textContent = token.slice(1, -1);
      into.append(code);
    } else if (match[2]) {
      const strong = document.createElement('strong');
      inline(token.slice(2, -2), strong);
      into.append(strong);
    } else if (match[3]) {
      const em = document.createElement('em');
      inline(token.slice(1, -1), em);
      into.append(em);
    } else {
      const label = token.slice(1, token.indexOf(']('));
      const href = token.slice(token.indexOf('](') + 2, -1);
      const safe = safeLink(href);
      if (safe) {
        const link = document.createElement('a');
        link.href = safe.href;
        if (safe.external) {
          link.target = '_blank';
          link.rel = 'noopener noreferrer';
        }
        inline(label, link);
        into.append(link);
      } else into.append(label);
    }
    last = match.index + token.length;
  }
  if (last < text.length) into.append(text.slice(last));
}

export function renderMarkdown(source: string, into: HTMLElement): void {
  into.replaceChildren();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let index = 0;
  let paragraph: string[] = [];
  const flush = () => {
    if (!paragraph.length) return;
    const p = document.createElement('p');
    inline(paragraph.join(' '), p);
    into.append(p);
    paragraph = [];
  };
  while (index < lines.length) {
    const line = lines[index];
    const fence = /^\s*```\s*([\w+-]*)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      index++;
      while (index < lines.length && !/^\s*```/.test(lines[index])) code.push(lines[index++]);
      index++;
      into.append(codeBlock(code.join('\n'), fence[1] || 'text'));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const strong = document.createElement('p');
      strong.className = 'chat-heading';
      inline(heading[2], strong);
      into.append(strong);
      index++;
      continue;
    }
    if (/^\s*>/.test(line)) {
      flush();
      const quote = document.createElement('blockquote');
      const text: string[] = [];
      while (index < lines.length && /^\s*>/.test(lines[index])) text.push(lines[index++].replace(/^\s*>\s?/, ''));
      for (const part of text) {
        const p = document.createElement('p');
        inline(part, p);
        quote.append(p);
      }
      into.append(quote);
      continue;
    }
    const item = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const list = document.createElement(/\d/.test(item[1]) ? 'ol' : 'ul');
      while (index < lines.length) {
        const next = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(lines[index]);
        if (!next) break;
        const li = document.createElement('li');
        inline(next[2], li);
        list.append(li);
        index++;
      }
      into.append(list);
      continue;
    }
    if (!line.trim()) flush();
    else paragraph.push(line.trim());
    index++;
  }
  flush();
}

function codeBlock(code: string, language: string): HTMLElement {
  const block = document.createElement('div');
  block.className = 'code-block';
  const pre = document.createElement('pre');
  pre.className = `code language-${language}`;
  const element = document.createElement('code');
  highlightInto(code, language, element);
  pre.append(element);
  // The page's words (Layout.tsx's `pxdocs:words`, as lib/copy-code.ts reads them).
  const words = JSON.parse(document.querySelector('meta[name="pxdocs:words"]')?.getAttribute('content') ?? '{}') as Record<string, string>;
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'copy-button';
  copy.textContent = words.copy ?? 'Copy';
  copy.setAttribute('aria-label', words.copyLabel ?? 'Copy code to clipboard');
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(code).then(() => {
      copy.textContent = words.copied ?? 'Copied';
      copy.classList.add('copied');
      setTimeout(() => {
        copy.textContent = words.copy ?? 'Copy';
        copy.classList.remove('copied');
      }, 2000);
    });
  });
  block.append(pre, copy);
  return block;
}
