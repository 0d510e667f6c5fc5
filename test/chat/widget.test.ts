// The docs chat widget in Chromium (playwright-core) against the real built site,
// served on 127.0.0.1 by the pxdocs static handler with the chat service mounted
// at /api/docsChat (withChat), as `pxdocs serve` does. The service answers from
// retrieval, or through a local model stand-in when a test needs a slow stream
// or a crafted answer. Covers lazy loading, asking and streaming, sources that
// navigate, follow-ups, Stop, errors with Retry, persistence across navigation
// and reload, the keyboard, the input limit, a phone viewport, that no HTML in
// an answer is ever rendered, and that the model key never reaches the page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { buildRealSite, launchBrowser, newContext, removeTempDirs, routeUntil, sleep } from '../e2e/browser.js';
import { createStaticHandler } from '../../server/static-handler.js';
import { closeServer, listen } from '../../server/listen.js';
import { createChatHandler, WARM_PATH } from '../../server/chat/handler.js';
import { withChat } from '../../server/chat/mount.js';
import type { ModelSettings } from '../../server/chat/model.js';
import type { ChatRecord } from '../../server/chat/retrieval.js';
import { attachVectors, readEmbeddings } from '../../compiler/search/embeddings.js';
import { readEntries } from '../../server/chat/feedback.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadRecords, startModelStandIn, streams, until, type ModelStandIn } from './helpers.js';

const DOC = '/learn/vadalog/rules';
const PANEL = '[data-chat-panel]';
const ASSISTANT = `${PANEL} .chat-message.chat-assistant`;
const MODEL_KEY = 'sk-widget-7e3a91c0d5b2';
const TIMEOUT = { timeout: 90_000 };

type ChatHandler = ReturnType<typeof createChatHandler>;

let out: string;
let records: ChatRecord[];
let browser: Browser;
let server: Server;
let origin: string;
let model: ModelStandIn;
let retrievalChat: ChatHandler;
/** The chat service the site answers with; tests switch it to the model path. */
let chat: ChatHandler;
let panelChunks: string[];
let feedbackLog: string;

/** An answer that cites its first source inline, as every covered retrieval answer does. */
const CITES = /\[1\]/;

function modelChat(overrides: Partial<ModelSettings> = {}): ChatHandler {
  return createChatHandler({
    records,
    allowedOrigins: [],
    limits: { perMinute: 10_000 },
    model: {
      kind: 'azure',
      url: `${model.url}/openai/deployments/docs-gpt/chat/completions?api-version=2024-06-01`,
      headers: { 'api-key': MODEL_KEY },
      deployment: 'docs-gpt',
      firstTokenTimeoutMs: 2000,
      totalTimeoutMs: 30_000,
      ...overrides,
    },
  });
}

before(async () => {
  out = await buildRealSite();
  records = await loadRecords(out);
  const vectors = readEmbeddings(out);
  if (vectors) attachVectors(records, vectors);
  model = await startModelStandIn();
  feedbackLog = join(mkdtempSync(join(tmpdir(), 'pxdocs-widget-feedback-')), 'chat-feedback.jsonl');
  retrievalChat = createChatHandler({ records, allowedOrigins: [], limits: { perMinute: 10_000 }, feedback: { file: feedbackLog } });
  chat = retrievalChat;
  server = await listen(withChat(createStaticHandler(out), (request, response) => chat(request, response)), 0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  // The panel's code (with its Markdown renderer) is the chunk that holds its storage key.
  const assets = await readdir(join(out, 'assets'));
  panelChunks = [];
  for (const file of assets.filter((name) => name.endsWith('.js'))) {
    if ((await readFile(join(out, 'assets', file), 'utf8')).includes('pxdocs.chat.messages')) panelChunks.push(`/assets/${file}`);
  }
});

after(async () => {
  await shared?.context.close();
  await browser?.close();
  if (server) await closeServer(server, 0);
  await model?.close();
  await removeTempDirs();
  if (feedbackLog) rmSync(dirname(feedbackLog), { recursive: true, force: true });
});

/** Records every value [data-chat-panel]'s data-state takes, in order, in window.__chatStates. */
const STATE_RECORDER = `
  window.__chatStates = [];
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.matches && record.target.matches('[data-chat-panel]')) window.__chatStates.push(record.target.getAttribute('data-state'));
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
`;

interface Session {
  page: Page;
  /** Request bodies of every POST to the chat service. */
  posts: any[];
  requests: string[];
  errors: string[];
  /** Ends the test's use of the page: closes a page (or context) of its own, or takes its listeners off the shared page. */
  close(): Promise<void>;
}

/** The desktop tests' context (the state recorder in every page) and the page most of them load their page in again. */
let shared: { context: BrowserContext; page: Page } | undefined;

/**
 * A page of the site with empty storage (no conversation). On the desktop it is the file's one page,
 * loaded again (a third of the CPU of a fresh context's first load, in Chromium): its storage is cleared
 * first, and the document load starts it afresh. A test that routes the page's requests or listens to
 * its responses gets a page of its own (`ownPage`), so that its routes and listeners end with it; a
 * phone, a context of its own.
 */
async function openSite(path = DOC, viewport?: { width: number; height: number }, phone = false, ownPage = false, beforeLoad?: (page: Page) => void): Promise<Session> {
  let own: BrowserContext | undefined;
  let page: Page;
  if (viewport || phone) {
    // A phone draws its scrollbars over the page (no gutter), as mobile emulation does.
    own = await newContext(browser, { ...(viewport ? { viewport } : {}), ...(phone ? { isMobile: true, hasTouch: true } : {}) });
    await own.addInitScript({ content: STATE_RECORDER });
    page = await own.newPage();
  } else {
    if (!shared) {
      const context = await newContext(browser);
      await context.addInitScript({ content: STATE_RECORDER });
      shared = { context, page: await context.newPage() };
    }
    // The conversation is kept in the tab's session storage: the shared page's is cleared (a new page has its own).
    if (shared.page.url().startsWith(origin)) await shared.page.evaluate(() => { sessionStorage.clear(); localStorage.clear(); });
    page = ownPage ? await shared.context.newPage() : shared.page;
  }
  const session: Session = { page, posts: [], requests: [], errors: [], close: async () => {} };
  const onError = (error: Error) => session.errors.push(error.message);
  const onRequest = (request: Request) => {
    session.requests.push(new URL(request.url()).pathname);
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/docsChat') session.posts.push(request.postDataJSON());
  };
  page.on('pageerror', onError);
  page.on('request', onRequest);
  beforeLoad?.(page);
  session.close = async () => {
    if (own) return own.close();
    if (page !== shared?.page) return page.close();
    page.off('pageerror', onError);
    page.off('request', onRequest);
    // Away from the chat button, and no field focused, when the next test loads its page.
    await page.mouse.move(0, 0);
  };
  await page.goto(`${origin}${path}`);
  return session;
}

async function openPanel(page: Page): Promise<void> {
  await page.click('[data-chat-open]');
  await page.waitForSelector(`${PANEL}:not([hidden])`);
}

async function state(page: Page): Promise<string | null> {
  return page.getAttribute(PANEL, 'data-state');
}

/** Types a question, sends it with Enter, and waits until the answer has ended (idle or error). */
async function askInPanel(page: Page, question: string): Promise<void> {
  const before = await page.locator(ASSISTANT).count();
  await page.fill(`${PANEL} .chat-input`, question);
  await page.press(`${PANEL} .chat-input`, 'Enter');
  await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length > count, { selector: ASSISTANT, count: before });
  await page.waitForFunction((selector) => ['idle', 'error', 'limit'].includes(document.querySelector(selector)?.getAttribute('data-state') ?? ''), PANEL);
}

async function assistantTexts(page: Page): Promise<string[]> {
  return page.locator(`${ASSISTANT} .chat-body`).allTextContents();
}

async function userTexts(page: Page): Promise<string[]> {
  return page.locator(`${PANEL} .chat-message.chat-user .chat-body`).allTextContents();
}

describe('the chat panel', () => {
  test("the panel's code is not loaded before the first click, which opens the panel with focus in its input", TIMEOUT, async () => {
    const { close, page, requests, errors } = await openSite();
    try {
      assert.ok(panelChunks.length >= 1, 'the build has a separate chunk for the panel');
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator(PANEL).count(), 0, 'no panel before the first click');
      const early = requests.filter((path) => panelChunks.includes(path));
      assert.deepEqual(early, [], 'the panel chunk was not requested with the page');
      assert.ok(!requests.includes(WARM_PATH), 'the model is not asked to load for a page view');
      const html = await readFile(join(out, 'learn', 'vadalog', 'rules.html'), 'utf8');
      for (const chunk of panelChunks) assert.ok(!html.includes(chunk), `${chunk} is not preloaded by the page`);
      await openPanel(page);
      assert.ok(requests.some((path) => panelChunks.includes(path)), 'the first click loaded the panel chunk');
      // The click tells the service a question is coming (it loads its model meanwhile), once a page.
      await until(() => requests.includes(WARM_PATH), 60_000, 'the warm-up request');
      await page.click('[data-chat-open]');
      await openPanel(page);
      assert.equal(requests.filter((path) => path === WARM_PATH).length, 1, 'one warm-up a page, however often the panel opens');
      assert.equal(await page.getAttribute(PANEL, 'role'), 'dialog');
      assert.ok(await page.getAttribute(PANEL, 'aria-label'));
      assert.equal(await page.getAttribute('[data-chat-open]', 'aria-expanded'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-chat-panel] .chat-input') ?? false), true, 'focus is in the panel input');
      assert.equal(await state(page), 'idle');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('asking shows thinking, then a streamed answer with source links, and a source link navigates on the client with the panel open', TIMEOUT, async () => {
    const { close, page, errors } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'how do I connect to PostgreSQL');
      const states = (await page.evaluate(() => (window as unknown as { __chatStates: string[] }).__chatStates)).filter((value, index, all) => value !== all[index - 1]);
      assert.deepEqual(states.slice(states.indexOf('thinking')), ['thinking', 'streaming', 'idle'], `states: ${states.join(' → ')}`);
      const [answer] = await assistantTexts(page);
      assert.match(answer, CITES, answer.slice(0, 80));
      const sources = page.locator(`${ASSISTANT} .chat-sources a`);
      assert.ok(await sources.count() >= 1);
      const hrefs = await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) assert.match(href, /^\/[a-z]/, href);
      // The inline citation [1] is a link to the first source, and it navigates there.
      const cite = page.locator(`${ASSISTANT} .chat-body a.chat-cite`).first();
      assert.equal(await cite.textContent(), '[1]');
      assert.equal(await cite.getAttribute('href'), hrefs[0], 'the citation [1] links the first source');
      assert.match(String(await cite.getAttribute('aria-label')), /^Source 1: /);
      const target = new URL(hrefs[0], origin);
      await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
      await cite.click();
      await page.waitForURL((url) => url.pathname === target.pathname);
      assert.equal(new URL(page.url()).hash, target.hash);
      assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true), true, 'client navigation, not a full load');
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 1, 'the panel stays open');
      assert.equal((await assistantTexts(page))[0], answer, 'the conversation is still there');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a follow-up question sends the conversation so far', TIMEOUT, async () => {
    const { close, page, posts } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'how do I connect to PostgreSQL');
      await askInPanel(page, 'and how do I write results back to it?');
      assert.equal(posts.length, 2);
      assert.deepEqual(posts[0], { messages: [{ role: 'user', content: 'how do I connect to PostgreSQL' }], locale: 'en' }, 'the question, and the page\'s locale');
      const followUp = posts[1].messages as { role: string; content: string }[];
      assert.deepEqual(followUp.map((message) => message.role), ['user', 'assistant', 'user']);
      assert.equal(followUp[0].content, 'how do I connect to PostgreSQL');
      assert.match(followUp[1].content, CITES, 'the first answer, as Markdown');
      assert.equal(followUp[2].content, 'and how do I write results back to it?');
      assert.deepEqual(await userTexts(page), ['how do I connect to PostgreSQL', 'and how do I write results back to it?']);
      assert.equal((await assistantTexts(page)).length, 2);
      assert.ok(await page.locator(`${ASSISTANT}:nth-child(4) .chat-sources a`).count() >= 1, 'the follow-up has sources too');
    } finally {
      await close();
    }
  });

  test("a model's answer streams into the panel piece by piece", TIMEOUT, async () => {
    const tokens = Array.from({ length: 12 }, (_, index) => `part${index} `);
    model.behave(streams(tokens, { delayMs: 120 }));
    chat = modelChat();
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      // The answer's text at every change of the panel while it streams, recorded in the page: polling it
      // from here took three round trips to Chromium every 40 ms, and on a loaded machine missed pieces.
      await page.evaluate(({ panel, body }) => {
        const seen = new Set<string>();
        (window as unknown as { __partials: Set<string> }).__partials = seen;
        const root = document.querySelector(panel)!;
        new MutationObserver(() => {
          const bodies = root.querySelectorAll(body);
          const text = bodies[bodies.length - 1]?.textContent ?? '';
          if (text && root.getAttribute('data-state') === 'streaming') seen.add(text);
        }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      }, { panel: PANEL, body: `${ASSISTANT} .chat-body` });
      await page.fill(`${PANEL} .chat-input`, 'what is a join rule');
      await page.press(`${PANEL} .chat-input`, 'Enter');
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'idle'
        && document.querySelectorAll(`${selector} .chat-message.chat-assistant`).length > 0, PANEL, { timeout: 20_000 });
      const seen = await page.evaluate(() => [...(window as unknown as { __partials: Set<string> }).__partials]);
      assert.equal(await state(page), 'idle');
      assert.ok(seen.length >= 3, `saw ${seen.length} partial answers while streaming`);
      assert.equal(((await assistantTexts(page))[0] ?? '').trim(), tokens.join('').trim());
      assert.ok(await page.locator(`${ASSISTANT} .chat-sources a`).count() >= 1, 'the model answer lists its sources');
    } finally {
      chat = retrievalChat;
      await close();
    }
  });

  test('Stop cancels a streaming answer and leaves the partial answer marked as stopped', TIMEOUT, async () => {
    const tokens = Array.from({ length: 60 }, (_, index) => `slow${index} `);
    model.requests.length = 0;
    model.behave(streams(tokens, { delayMs: 150 }));
    chat = modelChat();
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      assert.equal(await page.isHidden(`${PANEL} .chat-stop`), true, 'no Stop button while idle');
      await page.fill(`${PANEL} .chat-input`, 'how do I write a recursive rule');
      await page.press(`${PANEL} .chat-input`, 'Enter');
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'streaming', PANEL);
      await page.waitForFunction((selector) => (document.querySelector(selector)?.textContent ?? '').includes('slow2'), `${ASSISTANT} .chat-body`);
      assert.equal(await page.isDisabled(`${PANEL} .chat-send`), true, 'Send is disabled while answering');
      await page.click(`${PANEL} .chat-stop`);
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'idle', PANEL);
      const stopped = (await assistantTexts(page))[0];
      assert.ok(stopped.includes('slow2') && !stopped.includes('slow59'), 'a partial answer');
      assert.equal(await page.textContent(`${ASSISTANT} .chat-note`), 'Stopped.');
      assert.equal(await page.isHidden(`${PANEL} .chat-stop`), true);
      assert.equal(await page.isEnabled(`${PANEL} .chat-send`), true);
      assert.equal(await page.locator(`${PANEL} .chat-retry`).count(), 0, 'stopping is not an error');
      await sleep(600);
      assert.equal((await assistantTexts(page))[0], stopped, 'nothing arrives after Stop');
      await until(() => model.requests[0]?.closedEarly === true, 60_000, 'the model request to be cancelled');
    } finally {
      chat = retrievalChat;
      await close();
    }
  });

  test('when the service cannot be reached the answer fails with Retry, and Retry recovers', TIMEOUT, async () => {
    const { close, page, posts } = await openSite(DOC, undefined, false, true);
    try {
      await openPanel(page);
      const reconnect = await routeUntil(page, '**/api/docsChat', (route) => route.abort('connectionrefused'));
      await askInPanel(page, 'what is a labelled null');
      assert.equal(await state(page), 'error');
      assert.match((await page.textContent(`${PANEL} .chat-status`)) ?? '', /failed/i);
      const retry = page.locator(`${ASSISTANT} .chat-retry`);
      assert.equal(await retry.count(), 1);
      reconnect();
      await retry.click();
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'idle', PANEL);
      assert.equal(await page.locator(`${PANEL} .chat-retry`).count(), 0);
      assert.deepEqual(await userTexts(page), ['what is a labelled null'], 'the question is not repeated');
      const answers = await assistantTexts(page);
      assert.equal(answers.length, 1, 'the failed answer is replaced');
      assert.match(answers[0], CITES);
      assert.ok(await page.locator(`${ASSISTANT} .chat-sources a[href^="/learn/vadalog/language-primitives"]`).count() >= 1);
      assert.deepEqual(posts.at(-1), { messages: [{ role: 'user', content: 'what is a labelled null' }], locale: 'en' }, 'Retry sends the question again, without the failed answer');
    } finally {
      await close();
    }
  });

  test("when the service answers with an error status the panel shows the service's message, and Retry recovers", TIMEOUT, async () => {
    const { close, page } = await openSite(DOC, undefined, false, true);
    try {
      await openPanel(page);
      const reconnect = await routeUntil(page, '**/api/docsChat', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'The chat service is restarting.' } }) }));
      await askInPanel(page, 'how do I read a CSV file');
      assert.equal(await state(page), 'error');
      assert.equal(await page.textContent(`${ASSISTANT} .chat-note`), 'The chat service is restarting.');
      reconnect();
      await page.click(`${ASSISTANT} .chat-retry`);
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'idle', PANEL);
      assert.match((await assistantTexts(page))[0], CITES);
    } finally {
      await close();
    }
  });

  test('the conversation survives client navigation and a reload in the same tab', TIMEOUT, async () => {
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'what is a join rule');
      const answer = (await assistantTexts(page))[0];
      await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
      await page.click('#__page a[href="/learn/vadalog/annotations"]');
      await page.waitForURL((url) => url.pathname === '/learn/vadalog/annotations');
      await page.waitForFunction(() => document.title.includes('Annotations'));
      assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true), true, 'client navigation');
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 1);
      assert.deepEqual(await userTexts(page), ['what is a join rule']);
      assert.equal((await assistantTexts(page))[0], answer);
      await page.reload();
      await page.waitForSelector(`${PANEL}:not([hidden])`);
      assert.deepEqual(await userTexts(page), ['what is a join rule'], 'the conversation came back after the reload');
      assert.equal((await assistantTexts(page))[0], answer);
      assert.ok(await page.locator(`${ASSISTANT} .chat-sources a`).count() >= 1, 'with its sources');
      await page.click(`${PANEL} .chat-close`);
      await page.reload();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 0, 'a closed panel stays closed after a reload');
      await openPanel(page);
      assert.deepEqual(await userTexts(page), ['what is a join rule'], 'and still holds the conversation');
    } finally {
      await close();
    }
  });

  test('a new tab starts with an empty conversation', TIMEOUT, async () => {
    const first = await openSite();
    let second: Page | undefined;
    try {
      await openPanel(first.page);
      await askInPanel(first.page, 'what is a join rule');
      // Another tab of the same browser context.
      second = await first.page.context().newPage();
      await second.goto(`${origin}${DOC}`);
      await openPanel(second);
      assert.deepEqual(await userTexts(second), []);
      assert.equal(await second.locator(`${PANEL} .chat-empty`).count(), 1);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  test('the panel works from the keyboard: Enter opens it with focus inside, Enter asks, Escape closes it and focus returns to the button', TIMEOUT, async () => {
    const { close, page } = await openSite();
    try {
      await page.focus('[data-chat-open]');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${PANEL}:not([hidden])`);
      assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-chat-panel] .chat-input') ?? false), true, 'focus moved into the panel');
      await page.keyboard.type('what is an anonymous variable');
      await page.keyboard.press('Enter');
      await page.waitForFunction((selector) => document.querySelector(selector) !== null, `${ASSISTANT} .chat-sources a`);
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') === 'idle', PANEL);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-chat-panel]'))), true, 'Tab stays among the panel controls');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 0, 'Escape closed the panel');
      assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-chat-open]') ?? false), true, 'focus returned to the chat button');
      assert.equal(await page.getAttribute('[data-chat-open]', 'aria-expanded'), 'false');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${PANEL}:not([hidden])`);
      assert.deepEqual(await userTexts(page), ['what is an anonymous variable'], 'reopening keeps the conversation');
    } finally {
      await close();
    }
  });

  test('after a reload reopens the panel, Escape closes it and focus goes to the chat button', TIMEOUT, async () => {
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      await page.reload();
      await page.waitForSelector(`${PANEL}:not([hidden])`);
      await page.focus(`${PANEL} .chat-input`);
      await page.keyboard.press('Escape');
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 0);
      assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-chat-open]') ?? false), true, `focus is on ${await page.evaluate(() => document.activeElement?.tagName)}`);
    } finally {
      await close();
    }
  });

  test('the input stops at 2,000 characters and shows the limit reached state, and such a question is still answered', TIMEOUT, async () => {
    const { close, page, posts } = await openSite();
    try {
      await openPanel(page);
      const input = `${PANEL} .chat-input`;
      const start = `how do I write a recursive rule ${'x'.repeat(2000)}`.slice(0, 1998);
      await page.fill(input, start);
      assert.equal(await state(page), 'idle');
      assert.match((await page.textContent(`${PANEL} .chat-counter`)) ?? '', /2 characters left/);
      await page.focus(input);
      await page.keyboard.press('End');
      await page.keyboard.type('abcd');
      assert.equal((await page.inputValue(input)).length, 2000, 'typing stops at the limit');
      assert.equal(await state(page), 'limit');
      assert.equal(await page.textContent(`${PANEL} .chat-counter`), 'Limit reached: 2000 characters');
      assert.equal(await page.locator(`${PANEL} .chat-counter.chat-counter-full`).count(), 1);
      await page.keyboard.press('Backspace');
      assert.equal(await state(page), 'idle', 'below the limit again');
      await page.keyboard.type('z');
      assert.equal(await state(page), 'limit');
      await page.keyboard.press('Enter');
      await page.waitForFunction((selector) => ['idle', 'error'].includes(document.querySelector(selector)?.getAttribute('data-state') ?? ''), PANEL);
      await page.waitForFunction((selector) => document.querySelector(selector) !== null, `${ASSISTANT} .chat-sources a`);
      assert.equal(await state(page), 'idle');
      assert.equal(posts[0].messages[0].content.length, 2000);
    } finally {
      await close();
    }
  });

  test('on a 390 px phone the panel fills the screen and can be closed', TIMEOUT, async () => {
    const { close, page } = await openSite(DOC, { width: 390, height: 800 }, true);
    try {
      assert.equal(await page.isVisible('[data-chat-open]'), true, 'the chat button shows on a phone');
      await openPanel(page);
      const box = await page.locator(PANEL).boundingBox();
      assert.ok(box, 'the panel has a box');
      assert.deepEqual({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }, { x: 0, y: 0, width: 390, height: 800 });
      const input = await page.locator(`${PANEL} .chat-input`).boundingBox();
      assert.ok(input && input.y + input.height <= 800 && input.x >= 0 && input.x + input.width <= 390, 'the input is on screen');
      const send = await page.locator(`${PANEL} .chat-send`).boundingBox();
      assert.ok(send && send.x + send.width <= 390 && send.y + send.height <= 800, 'Send is on screen');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true, 'no sideways scrolling');
      await askInPanel(page, 'how do I install the Python SDK');
      assert.match((await assistantTexts(page))[0], CITES);
      await page.click(`${PANEL} .chat-close`);
      assert.equal(await page.locator(`${PANEL}:not([hidden])`).count(), 0);
    } finally {
      await close();
    }
  });
});

describe('answers are never rendered as HTML', () => {
  const HOSTILE = [
    'Hello <img src=x onerror="window.__pwned=1"> and <script>window.__pwned=2</script>',
    '',
    '<svg onload="window.__pwned=5"></svg><iframe src="javascript:window.__pwned=7"></iframe>',
    '',
    '- [click me](javascript:window.__pwned=3) and **<b onmouseover="window.__pwned=8">bold</b>**',
    '',
    '```html',
    '<img src=x onerror=window.__pwned=6>',
    '```',
  ].join('\n');

  async function assertInert(page: Page): Promise<void> {
    await sleep(300); // an <img> error handler would have run by now
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined, 'nothing in the answer ran');
    const panel = page.locator(PANEL);
    assert.equal(await panel.locator('img, script, svg, iframe, b[onmouseover]').count(), 0, 'no element from the answer exists');
    assert.equal(await panel.evaluate((root) => [...root.querySelectorAll('*')].filter((node) => [...node.attributes].some((attribute) => /^on/i.test(attribute.name))).length), 0, 'no event-handler attributes');
    assert.equal(await panel.evaluate((root) => [...root.querySelectorAll('a')].filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '')).length), 0, 'no javascript: links');
    const text = (await page.locator(`${ASSISTANT} .chat-body`).last().textContent()) ?? '';
    assert.ok(text.includes('<img src=x onerror='), 'the markup shows as text');
    assert.ok(text.includes('<script>') && text.includes('</script>') && text.includes('<iframe src="javascript:'));
  }

  test('a crafted event stream with <img onerror> and <script> shows them as text and runs nothing', TIMEOUT, async () => {
    const { close, page, errors } = await openSite(DOC, undefined, false, true);
    try {
      await page.route('**/api/docsChat', (route) => {
        const events = [
          ['sources', { sources: [{ title: '<img src=x onerror=window.__pwned=4>', url: 'javascript:window.__pwned=4' }, { title: 'Rules', url: '/learn/vadalog/rules' }] }],
          ...HOSTILE.match(/[\s\S]{1,7}/g)!.map((text) => ['delta', { text }]),
          ['done', { mode: 'model' }],
        ];
        return route.fulfill({ status: 200, contentType: 'text/event-stream', body: events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join('') });
      });
      await openPanel(page);
      await askInPanel(page, 'show me some html');
      await assertInert(page);
      const sources = await page.locator(`${ASSISTANT} .chat-sources a`).evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent })));
      assert.deepEqual(sources, [{ href: '#', text: '<img src=x onerror=window.__pwned=4>' }, { href: '/learn/vadalog/rules', text: 'Rules' }]);
      await page.reload();
      await page.waitForSelector(`${PANEL}:not([hidden])`);
      await assertInert(page);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test("HTML in the model's streamed answer, split across tokens, is shown as text and runs nothing", TIMEOUT, async () => {
    model.behave(streams(HOSTILE.match(/[\s\S]{1,5}/g)!, { delayMs: 5 }));
    chat = modelChat();
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'what is a join rule');
      assert.equal(await state(page), 'idle');
      await assertInert(page);
    } finally {
      chat = retrievalChat;
      await close();
    }
  });
});

describe('Markdown in answers', () => {
  test('snake_case names in an answer are shown as written, not turned into italics', TIMEOUT, async () => {
    const { close, page } = await openSite(DOC, undefined, false, true);
    try {
      const text = 'Call save_concept, then run_concept with the project_id; set PMTX_TOKEN first. Use *italics* and _these_ too.';
      await page.route('**/api/docsChat', (route) => route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: sources\ndata: {"sources":[]}\n\nevent: delta\ndata: ${JSON.stringify({ text })}\n\nevent: done\ndata: {"mode":"model"}\n\n`,
      }));
      await openPanel(page);
      await askInPanel(page, 'how do I save a concept');
      assert.equal(await page.textContent(`${ASSISTANT} .chat-body`), 'Call save_concept, then run_concept with the project_id; set PMTX_TOKEN first. Use italics and these too.');
      assert.deepEqual(await page.locator(`${ASSISTANT} .chat-body em`).allTextContents(), ['italics', 'these']);
    } finally {
      await close();
    }
  });

  test('a retrieval answer quoting SDK names shows them as the docs write them', TIMEOUT, async () => {
    const { close, page } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'how do I remove every data source I connected');
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pxdocs.chat.messages') ?? '[]') as { role: string; content: string }[]);
      const names = [...new Set(stored[1].content.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])];
      assert.ok(names.length >= 1, `the answer names an SDK function: ${stored[1].content.slice(0, 200)}`);
      const rendered = (await assistantTexts(page))[0];
      for (const name of names) assert.ok(rendered.includes(name), `${name} is shown as written`);
      assert.equal(await page.locator(`${ASSISTANT} .chat-body em`).count(), 0, 'no underscore turned into italics');
    } finally {
      await close();
    }
  });

  test('helpful / not helpful buttons under an answer record the vote in the service log, once', TIMEOUT, async () => {
    const { close, page, errors } = await openSite();
    try {
      await openPanel(page);
      await askInPanel(page, 'how do I read a CSV file');
      const group = page.locator(`${ASSISTANT} [role="group"][aria-label="Was this answer helpful?"]`);
      assert.equal(await group.count(), 1);
      const notHelpful = group.getByRole('button', { name: 'Not helpful' });
      assert.equal(await notHelpful.getAttribute('aria-pressed'), 'false');
      const sources = await page.locator(`${ASSISTANT} .chat-sources a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/docsChat/feedback');
      await notHelpful.focus();
      await page.keyboard.press('Enter');
      assert.equal((await posted).status(), 204);
      const after = page.locator(`${ASSISTANT} [role="group"]`);
      assert.equal(await after.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await after.getByRole('button', { name: 'Helpful', exact: true }).isDisabled(), true, 'one vote per answer');
      assert.match(String(await after.textContent()), /Thanks for your feedback/);
      const logged = readEntries(feedbackLog).filter((entry) => entry.question === 'how do I read a CSV file' && entry.verdict === 'not-helpful');
      assert.equal(logged.length, 1);
      assert.deepEqual(logged[0].sources, sources);
      assert.equal(logged[0].mode, 'retrieval');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

describe('model keys stay on the server', () => {
  test('nothing the browser receives, nor what the tab stores, contains the model key', TIMEOUT, async () => {
    model.behave(streams(['Rules ', 'derive ', 'facts.']));
    chat = modelChat();
    const bodies: Promise<string>[] = [];
    // Listening from the page's first request (its own page: the listener ends with it).
    const { close, page } = await openSite(DOC, undefined, false, true, (own) => own.on('response', (response) => {
      bodies.push(response.body().then((body) => body.toString('latin1'), () => ''));
    }));
    try {
      await openPanel(page);
      await askInPanel(page, 'what is a join rule');
      assert.equal((await assistantTexts(page))[0], 'Rules derive facts.', 'the answer came from the model');
      const received = await Promise.all(bodies);
      assert.ok(received.length > 5, `${received.length} responses`);
      for (const body of received) assert.ok(!body.includes(MODEL_KEY), 'a response carried the model key');
      assert.ok(!(await page.content()).includes(MODEL_KEY));
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
      assert.ok(!stored.includes(MODEL_KEY));
    } finally {
      chat = retrievalChat;
      await close();
    }
  });
});
