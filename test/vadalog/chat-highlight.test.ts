// The chat panel's highlighter in Chromium: the island module, bundled for the
// browser by esbuild as the build does, colours Vadalog with the grammar's
// tokenizer (not Prism's Prolog) and builds the spans without parsing HTML.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, ROOT } from '../e2e/browser.js';

let browser: Browser;
let script: string;

before(async () => {
  const bundled = await build({
    stdin: { contents: "import { highlightInto } from './theme/islands/chat/highlight.ts'; globalThis.highlightInto = highlightInto;", resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    minify: true,
  });
  script = bundled.outputFiles[0].text;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('the chat panel highlights a Vadalog answer with the Vadalog classes', { timeout: 60_000 }, async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  // A site writing Vadalog in ```prolog fences says so on the chat button (ChatButton.tsx).
  await page.setContent('<button data-chat-open="" data-chat-vadalog="vadalog prolog"></button><pre><code id="vadalog"></code><code id="prolog"></code></pre>');
  await page.addScriptTag({ content: script });
  const source = '@output("t").\nt(X, S) :- own(X, Y, W), not b(Y), S = msum(W, <Y>), D = date:add(2024-01-15, 1). % why\n<img src=x onerror=window.__pwned=1>';
  const spans = await page.evaluate((code) => {
    const target = document.getElementById('vadalog')!;
    (globalThis as unknown as { highlightInto: (code: string, language: string, into: HTMLElement) => void }).highlightInto(code, 'vadalog', target);
    (globalThis as unknown as { highlightInto: (code: string, language: string, into: HTMLElement) => void }).highlightInto(code, 'prolog', document.getElementById('prolog')!);
    return {
      text: target.textContent,
      classes: Object.fromEntries([...target.querySelectorAll('span')].map((span) => [span.textContent, span.className])),
      prolog: document.getElementById('prolog')!.innerHTML === target.innerHTML,
      images: document.querySelectorAll('img').length,
    };
  }, source);
  assert.equal(spans.text, source, 'every character is shown, in order');
  assert.equal(spans.classes['@output'], 'token atrule vadalog-annotation');
  assert.equal(spans.classes[':-'], 'token operator vadalog-neck');
  assert.equal(spans.classes['msum'], 'token keyword vadalog-aggregate');
  assert.equal(spans.classes['not'], 'token keyword');
  assert.equal(spans.classes['date:'], 'token builtin vadalog-namespace');
  assert.equal(spans.classes['% why'], 'token comment');
  assert.equal(spans.classes['2024-01-15'], 'token number vadalog-date');
  assert.ok(spans.prolog, 'prolog fences in answers get the same highlighting on that site');
  assert.equal(spans.images, 0, 'code is text, never HTML');
  await context.close();
});

test('on a site whose Vadalog languages are the default, a prolog answer is plain text and vadalog stays Vadalog', { timeout: 60_000 }, async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setContent('<button data-chat-open=""></button><pre><code id="vadalog"></code><code id="prolog"></code></pre>');
  await page.addScriptTag({ content: script });
  const result = await page.evaluate(() => {
    const highlightInto = (globalThis as unknown as { highlightInto: (code: string, language: string, into: HTMLElement) => void }).highlightInto;
    highlightInto('t(X) :- msum(X, <Y>).', 'vadalog', document.getElementById('vadalog')!);
    highlightInto('append([], L, L).', 'prolog', document.getElementById('prolog')!);
    return { vadalog: document.getElementById('vadalog')!.innerHTML, prolog: document.getElementById('prolog')!.innerHTML };
  });
  assert.equal(result.prolog, 'append([], L, L).', 'no spans: the chat has no Prolog grammar');
  assert.match(result.vadalog, /vadalog-aggregate/);
  await context.close();
});

test('the island bundle no longer carries Prism\'s Prolog grammar', () => {
  assert.doesNotMatch(script, /refractor\/prolog|prolog\.displayName|"prolog"/);
});
