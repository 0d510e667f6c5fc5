// End-to-end accessibility: axe-core's WCAG 2.0/2.1/2.2 A and AA rules plus its
// best practices (AXE_TAGS) over every route of the real site, at a phone width
// (390 px) and a desktop width (1280 px), in light and in dark mode. Any
// violation, whatever its impact, fails.
//
// Each page is audited in light mode, then switched to dark mode with the
// navbar's toggle and audited again (one load for both; that the stored mode
// applies before first paint is appearance.test.ts's). The colour mode changes
// colours, nothing else, except in the parts listed in MODE_DEPENDENT (the
// toggle's icon and name; diagrams drawn in the mode's theme). So in dark mode
// axe's colour rules run over the whole page and every rule over those parts;
// the rest gives dark mode the verdict it gives light mode, and the test proves
// that premise on every page: each element outside those parts, with its
// attributes and whether it is rendered, is the same in both modes (a
// fingerprint). Running every rule twice over identical markup doubled the cost
// of the slowest file of the suite for no assertion. The mode-dependent parts
// are audited with every rule once per distinct markup (the toggle is the same
// on every page).
//
// Colour contrast is measured once per text style (AxeScope.contrastOncePerStyle
// in browser.ts says why that gives every text its verdict), and a style that
// passed on one page, at one width, in one mode, passes wherever it is
// (ContrastMemo): each is measured about once over both walks. Tests below show
// that a text styled apart from its twins is still measured, on its page and
// after a memo, and so are a text over a positioned box and the other texts of a
// style whose first text axe could not measure; and that axe itself never fails
// the texts left unmeasured. runAxe passes an underlined link in text without
// measuring its colours (a test shows a link told apart by colour alone still
// is), and the walks' pages do not prefetch the links in view (see walk).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  AXE_TAGS,
  ContrastMemo,
  buildRealSite,
  builtPages,
  axeRuleIds,
  injectAxe,
  launchBrowser,
  newContext,
  removeTempDirs,
  runAxe,
  startServer,
  type AxeViolation,
  type TestServer,
} from './browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];
/** A phone (below the 996 px breakpoint: mobile menu, icon-only search and chat buttons) and a desktop with the TOC. */
const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

interface Finding extends AxeViolation {
  route: string;
}

interface Audit { findings: Finding[]; checked: string[]; modes: Set<string>; fingerprints: Map<string, string> }

/** Elements whose markup or rendering depends on the colour mode: audited with every rule in both modes. */
const MODE_DEPENDENT = ['[data-color-mode-toggle]', '[data-mermaid]'];

let server: TestServer;
let browser: Browser;
let routes: string[];
const audits = new Map<string, Audit>();
const contexts: BrowserContext[] = [];
/** The text styles whose contrast passed, over every page, width and mode of the walks (ContrastMemo says why one serves all). */
const contrast = new ContrastMemo();

const key = (width: number, mode: Mode) => `${width} px, ${mode} mode`;

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  browser = launched;
  server = await startServer(out);
  // Every built page; the not-found page is reached the way readers reach it, by an unknown URL.
  routes = (await builtPages(out)).map((page) => (page.file === '404.html' ? '/no-such-page-e2e' : page.route));
  // One page per width, walking every route in both modes; the two walks run side by side.
  await Promise.all(WIDTHS.map((viewport) => walk(viewport)));
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/**
 * Opens every route at one width in light mode (the mode stored before each
 * load), audits it with every rule, then switches to dark mode with the
 * navbar's toggle, as a reader does, and audits it again (see the header).
 */
async function walk(viewport: { width: number; height: number }): Promise<void> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  await context.addInitScript({ content: `try { localStorage.setItem('theme', 'light'); } catch {}` });
  // The reader's browser asks to save data (navigator.connection.saveData), so the site prefetches none of
  // the links in view once idle: prefetching only fetches their HTML into the cache of its client-side
  // navigation, which these full loads never use, and it changes nothing on the page. A walk prefetched
  // about 13 pages per page, a tenth of its CPU time (the test server, Chromium's network and browser processes).
  await context.addInitScript({ content: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });` });
  const results = new Map(MODES.map((mode) => [mode, { findings: [], checked: [], modes: new Set(), fingerprints: new Map() } as Audit]));
  for (const [mode, result] of results) audits.set(key(viewport.width, mode), result);
  const page = await context.newPage();
  /** Records the page's mode and fingerprint, then the violations `run` finds; `run` gets the mode-dependent parts present. */
  const audit = async (mode: Mode, route: string, run: (present: string[]) => Promise<AxeViolation[]>) => {
    const result = results.get(mode)!;
    const { theme, fingerprint, present } = await page.evaluate(pageFingerprint, MODE_DEPENDENT);
    result.modes.add(theme);
    result.fingerprints.set(route, fingerprint);
    for (const violation of await run(present)) result.findings.push({ ...violation, route });
    result.checked.push(route);
  };
  let colourRules: string[] | undefined;
  /** The mode-dependent parts audited with every rule in dark mode so far, by their markup (see modeDependentMarkup). */
  const auditedParts = new Set<string>();
  for (const route of routes) {
    await page.goto(server.url + route, { waitUntil: 'load' });
    await injectAxe(page);
    await audit('light', route, () => runAxe(page, { contrastOncePerStyle: contrast }));
    await page.evaluate(() => (document.querySelector('[data-color-mode-toggle]') as { click(): void } | null)?.click());
    if (!colourRules) {
      colourRules = await axeRuleIds(page, AXE_TAGS, ['cat.color']);
      assert.ok(colourRules.includes('color-contrast'), `axe's colour rules include color-contrast: ${colourRules.join(', ')}`);
    }
    const rules = colourRules;
    await audit('dark', route, async (present) => {
      const violations = await runAxe(page, { rules, contrastOncePerStyle: contrast });
      // Every rule over the mode-dependent parts, unless parts with the same markup were audited on an
      // earlier page (the navbar's toggle is on every page): colours are the run above's, over the whole page.
      const parts = await page.evaluate(modeDependentMarkup, present);
      if (present.length && !auditedParts.has(parts)) {
        violations.push(...(await runAxe(page, { include: present })));
        auditedParts.add(parts);
      }
      return violations;
    });
  }
  await page.close();
}

/**
 * Runs in the page: the colour mode it is in (the root's data-theme), a hash of
 * every element outside the `excluded` parts (its tag, its attributes but the
 * root's data-theme, whether it is rendered), and which of the excluded
 * selectors match something.
 */
function pageFingerprint(excluded: string[]): { theme: string; fingerprint: string; present: string[] } {
  const skip = excluded.join(',');
  let hash = 0x811c9dc5;
  let count = 0;
  const add = (text: string) => {
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  };
  for (const element of document.querySelectorAll('*') as Iterable<any>) {
    if (element.closest(skip)) continue;
    count++;
    add(element.tagName);
    for (const attribute of element.attributes as Iterable<{ name: string; value: string }>) {
      if (element === document.documentElement && attribute.name === 'data-theme') continue;
      add(`${attribute.name}=${attribute.value}`);
    }
    add(element.checkVisibility() ? '+' : '-');
  }
  return { theme: document.documentElement.getAttribute('data-theme'), fingerprint: `${count} elements, ${hash.toString(16)}`, present: excluded.filter((selector) => document.querySelector(selector)) };
}

/**
 * Runs in the page: the markup of the elements matching `selectors`, each with
 * whether it is rendered, which is all the non-colour rules read of them.
 */
function modeDependentMarkup(selectors: string[]): string {
  return selectors.flatMap((selector) => [...document.querySelectorAll(selector)].map((element: any) => `${element.checkVisibility() ? '+' : '-'}${element.outerHTML}`)).join('\n');
}

/**
 * Violations grouped by rule, then by axe's explanation (so "this colour pair on
 * that background" appears once), each with example elements and the pages.
 */
function report(findings: Finding[]): string {
  const byRule = new Map<string, { help: string; impact: string | null; reasons: Map<string, { targets: Set<string>; routes: Set<string> }> }>();
  for (const finding of findings) {
    const entry = byRule.get(finding.id) ?? { help: finding.help, impact: finding.impact, reasons: new Map() };
    finding.targets.forEach((target, index) => {
      const reason = (finding.summaries[index] ?? '').replace(/^Fix (any|all) of the following: /, '');
      const group = entry.reasons.get(reason) ?? { targets: new Set<string>(), routes: new Set<string>() };
      group.targets.add(target);
      group.routes.add(finding.route);
      entry.reasons.set(reason, group);
    });
    byRule.set(finding.id, entry);
  }
  const lines: string[] = [];
  for (const [rule, entry] of byRule) {
    const elements = [...entry.reasons.values()].reduce((sum, group) => sum + group.targets.size, 0);
    lines.push(`${rule} (${entry.impact}): ${entry.help} — ${elements} element(s)`);
    for (const [reason, group] of [...entry.reasons].sort((a, b) => b[1].targets.size - a[1].targets.size).slice(0, 8)) {
      const routesList = [...group.routes];
      lines.push(`  · ${reason}`);
      lines.push(`    e.g. ${[...group.targets].slice(0, 3).join(' | ')}`);
      lines.push(`    on ${routesList.length} page(s): ${routesList.slice(0, 4).join(', ')}${routesList.length > 4 ? ', …' : ''}`);
    }
    if (entry.reasons.size > 8) lines.push(`  · … ${entry.reasons.size - 8} more distinct causes`);
  }
  return lines.join('\n');
}

describe('Accessibility (axe: WCAG 2.2 A/AA and best practices)', () => {
  for (const { width } of WIDTHS) {
    for (const mode of MODES) {
      test(`every route has no axe violation at ${key(width, mode)}`, () => {
        const result = audits.get(key(width, mode));
        assert.ok(result, `the ${key(width, mode)} audit ran`);
        assert.deepEqual(result.checked, routes, `every route was checked at ${key(width, mode)}`);
        assert.deepEqual([...result.modes], [mode], `every page was in ${mode} mode when audited`);
        assert.equal(result.findings.length, 0, `axe violations at ${key(width, mode)}:\n${report(result.findings)}`);
      });
    }
    test(`at ${width} px dark mode changes nothing but colours outside ${MODE_DEPENDENT.join(', ')}`, () => {
      const light = audits.get(key(width, 'light'))?.fingerprints;
      const dark = audits.get(key(width, 'dark'))?.fingerprints;
      assert.ok(light && dark, 'both audits ran');
      const differing = routes.filter((route) => light.get(route) !== dark.get(route));
      assert.deepEqual(differing, [], `pages whose markup or rendering differs between the modes (dark mode runs only axe's colour rules outside MODE_DEPENDENT: add the part that differs there): ${differing.length} page(s), e.g. ${differing.slice(0, 3).map((route) => `${route} light ${light.get(route)}, dark ${dark.get(route)}`).join('; ')}`);
    });
  }
});

/** The page Lighthouse measured for issue 16, with the most code blocks of the site. */
const CODE_PAGE = '/learn/vadalog/expressions-operators';

/** The tests' contexts below, one per viewport width (closed after the file), apart from the walks'. */
const testContexts = new Map<number, Promise<BrowserContext>>();

/**
 * `route` loaded in a page of its own at `viewport`, closed when the next test opens one. The pages of a
 * width share a context: a fresh context's first load fetched and compiled the site's scripts and styles anew.
 */
let lastPage: Page | undefined;
async function openPage(viewport: { width: number; height: number }, route: string): Promise<Page> {
  await lastPage?.close();
  let context = testContexts.get(viewport.width);
  if (!context) {
    context = newContext(browser, { viewport }).then((made) => {
      contexts.push(made);
      return made;
    });
    testContexts.set(viewport.width, context);
  }
  const page = lastPage = await (await context).newPage();
  await page.goto(server.url + route, { waitUntil: 'load' });
  return page;
}

/** A short page, to which the tests below add a fixture of their own. */
const FIXTURE_PAGE = '/learn/getting-started';

/** Adds `html` at the end of the page's article, on a white background (`style` is a stylesheet for it). */
async function addFixture(page: Page, html: string, style = ''): Promise<void> {
  await page.evaluate(({ html, style }) => {
    const section = document.createElement('section');
    section.setAttribute('data-fixture', '');
    section.setAttribute('style', 'background: #fff; font-size: 16px');
    section.innerHTML = `<style>${style}</style>${html}`;
    document.querySelector('article').append(section);
  }, { html, style });
}

/** Of `targets` (axe's), which point at an element marked data-fails, in order. */
/**
 * On a fixture page holding `html` (and `style`), runAxe measuring contrast once per style fails exactly the
 * text marked `data-fails`, and axe measuring every text finds the same.
 */
async function onlyMarkedTextFails(html: string, message: string, style = ''): Promise<void> {
  const page = await openPage(WIDTHS[1], FIXTURE_PAGE);
  await injectAxe(page);
  await addFixture(page, html, style);
  const violations = await runAxe(page, { rules: ['color-contrast'], contrastOncePerStyle: true });
  assert.deepEqual(await marked(page, targetsOf(violations)), [true], `${message}: ${JSON.stringify(violations)}`);
  assert.deepEqual(await plainAxe(page, ['color-contrast']), targetsOf(violations), 'axe measuring every text finds the same');
}

function marked(page: Page, targets: string[]): Promise<boolean[]> {
  return page.evaluate((targets: string[]) => targets.map((target) => document.querySelector(target)?.hasAttribute('data-fails') ?? false), targets);
}

/** What axe itself finds with `rules`, none of runAxe's shortcuts taken: the targets of its violations. */
function plainAxe(page: Page, rules: string[]): Promise<string[]> {
  return page.evaluate(async (rules: string[]) => {
    const axe = (globalThis as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.flatMap((violation: any) => violation.nodes.map((node: any) => node.target.map(String).join(' '))) as string[];
  }, rules);
}

const targetsOf = (violations: AxeViolation[]) => violations.flatMap((violation) => violation.targets);

/** AxeScope.contrastOncePerStyle measures one text of each style: a text styled apart from its twins is measured. */
describe('Contrast measured once per text style', () => {
  test('a code token and a paragraph given a faint colour of their own are found, among thousands of alike texts', async () => {
    const page = await openPage(WIDTHS[1], CODE_PAGE);
    await injectAxe(page);
    const faint = await page.evaluate(() => {
      // The last token of the last code block and the last paragraph: each has twins measured before it.
      const tokens = [...document.querySelectorAll('pre code span')].filter((span: any) => span.children.length === 0 && span.textContent.trim());
      const paragraphs = [...document.querySelectorAll('article p')];
      const picked = [tokens.at(-1), paragraphs.at(-1)];
      for (const element of picked) element.style.color = 'rgba(128, 128, 128, 0.35)';
      return { tokens: tokens.length, marked: picked.map((element: any) => element.setAttribute('data-faint', '') ?? element.tagName) };
    });
    assert.ok(faint.tokens > 500, `the page has many code tokens (${faint.tokens})`);
    const violations = await runAxe(page, { rules: ['color-contrast'], contrastOncePerStyle: true });
    const flagged = await page.evaluate((targets: string[]) => targets.map((target) => document.querySelector(target)?.hasAttribute('data-faint') ?? false), violations.flatMap((violation) => violation.targets));
    assert.deepEqual(flagged, [true, true], `exactly the two faint texts fail colour contrast: ${JSON.stringify(violations)}`);
    const again = await runAxe(page, { rules: ['color-contrast'] });
    assert.deepEqual(again.flatMap((violation) => violation.targets), violations.flatMap((violation) => violation.targets), 'measuring every text finds the same two');
  });

  test("a code block given a background of its own has its tokens measured, not taken as twins of the other blocks' tokens", async () => {
    const page = await openPage(WIDTHS[1], CODE_PAGE);
    await injectAxe(page);
    const blocks = await page.evaluate(() => {
      const pres = [...document.querySelectorAll('pre')];
      // Only an ancestor changes: the tokens keep their own styles, the last block gets a mid-grey background.
      pres.at(-1).style.background = 'rgb(110, 110, 110)';
      pres.at(-1).setAttribute('data-grey', '');
      return pres.length;
    });
    assert.ok(blocks > 3, `the page has several code blocks (${blocks})`);
    const violations = await runAxe(page, { rules: ['color-contrast'], contrastOncePerStyle: true });
    const inGrey = await page.evaluate((targets: string[]) => targets.map((target) => Boolean(document.querySelector(target)?.closest('[data-grey]'))), violations.flatMap((violation) => violation.targets));
    assert.ok(inGrey.length > 0, 'tokens on the grey block fail colour contrast');
    assert.ok(inGrey.every(Boolean), `only texts on the grey block fail: ${JSON.stringify(violations)}`);
  });

  test('with a memo, the styles that passed in an earlier run are not measured again, and a text styled apart still is', async () => {
    // A key holds nothing of the page it was measured on (ContrastMemo): the earlier run may as well be on this page.
    const memo = new ContrastMemo();
    const page = await openPage(WIDTHS[1], CODE_PAGE);
    await injectAxe(page);
    assert.deepEqual(await runAxe(page, { rules: ['color-contrast'], contrastOncePerStyle: memo }), [], 'the page passes');
    await page.evaluate(() => {
      const tokens = [...document.querySelectorAll('pre code span')].filter((span: any) => span.children.length === 0 && span.textContent.trim().length > 1);
      const faint = [tokens.at(-1), [...document.querySelectorAll('article p')].at(-1)];
      for (const element of faint) {
        element.style.color = 'rgba(128, 128, 128, 0.35)';
        element.setAttribute('data-fails', '');
      }
    });
    const violations = await runAxe(page, { rules: ['color-contrast'], contrastOncePerStyle: memo });
    const { texts, twins, measured } = memo.lastRun;
    assert.ok(texts > 1000 && twins > texts / 2 && measured < 20, `the earlier run's styles stand for most texts: ${JSON.stringify(memo.lastRun)}`);
    assert.deepEqual(await marked(page, targetsOf(violations)), [true, true], `exactly the two faint texts fail: ${JSON.stringify(violations)}`);
  });

  test('texts axe never fails are not measured: one character, punctuation alone, not rendered (axe agrees)', async () => {
    await onlyMarkedTextFails(`<p style="color: #ddd"><span>x</span> <span>==</span> <span style="opacity: 0">faint and transparent</span>
      <span style="visibility: hidden">faint and hidden</span> <span data-fails>faint text</span></p>`, 'only the faint text of more than one character fails');
  });

  test('a style whose first text axe cannot measure (a pseudo-element over it) has its other texts measured', async () => {
    await onlyMarkedTextFails('<p style="color: #aaa"><span class="veiled">faint text first</span> <span data-fails>faint text second</span></p>',
      'the second text fails (axe asks for review of the first)', '.veiled { position: relative } .veiled::before { content: ""; position: absolute; inset: 0; background: rgba(255, 255, 255, 0.01) }');
  });

  test('a text over a positioned element that is not its ancestor is measured, not taken as a twin', async () => {
    // Both paragraphs have the same tags and styles up to the root; a dark box lies under the second.
    await onlyMarkedTextFails(`<div style="color: #767676">
      <div style="position: relative"><p style="position: relative; margin: 0">grey text on white</p></div>
      <div style="position: relative"><div style="position: absolute; inset: 0; background: #595959"></div><p style="position: relative; margin: 0" data-fails>grey text on a dark box</p></div>
    </div>`, 'the text on the dark box fails');
  });

  test('a text over a tall positioned element that begins far above it is measured, not taken as a twin', async () => {
    // runAxe compares a text with the positioned elements of its part of the page: the dark box begins more
    // than a screen above the text it lies under, and the text's twin on white is above the box.
    await onlyMarkedTextFails(`<div style="color: #767676">
      <div style="position: relative"><p style="position: relative; margin: 0">grey text on white</p></div>
      <div style="position: relative; padding-top: 1600px"><div style="position: absolute; inset: 0; background: #595959"></div><p style="position: relative; margin: 0" data-fails>grey text on a dark box</p></div>
    </div>`, 'the text at the foot of the dark box fails');
  });
});

/** runAxe passes a link styled apart from its text without measuring its colours (see runAxe): the others are measured. */
describe('Links in text', () => {
  test('a link told apart from its text by colour alone fails when the colours are too close; an underlined one passes', async () => {
    const page = await openPage(WIDTHS[1], FIXTURE_PAGE);
    await injectAxe(page);
    // axe checks a link in a block of more text than links.
    await addFixture(page, `<p style="color: #333">A paragraph long enough to read as a block of text, with <a href="#one" style="color: #555; text-decoration: none" data-fails>a plain link</a>
      and <a href="#two" style="color: #555; text-decoration: underline">an underlined link</a> among its sentences, as pages of docs have.</p>`);
    const violations = await runAxe(page, { rules: ['link-in-text-block'] });
    assert.deepEqual(await marked(page, targetsOf(violations)), [true], `the plain link fails: ${JSON.stringify(violations)}`);
    assert.deepEqual(await plainAxe(page, ['link-in-text-block']), targetsOf(violations), 'axe finds the same');
  });
});

/** The three defects issue 16 named, checked directly on the page Lighthouse measured. */
describe('Issue 16 defects', () => {

  test('at 390 px the icon-only chat and search buttons keep their names', async () => {
    const page = await openPage(WIDTHS[0], CODE_PAGE);
    const chat = page.getByRole('button', { name: 'Ask the docs', exact: true });
    assert.ok(await chat.isVisible(), 'the chat button is shown and named "Ask the docs"');
    assert.equal(await page.locator('.chat-button').innerText(), '', 'it shows no label, only its icon');
    const search = page.locator('.navbar').getByRole('link', { name: 'Search Ctrl K', exact: true });
    assert.ok(await search.isVisible(), 'the search button is named by its (visually hidden) text');
  });

  test('at 1280 px the search name contains its visible text and TOC links are at least 24 px tall', async () => {
    const page = await openPage(WIDTHS[1], CODE_PAGE);
    const search = page.locator('.navbar [data-search-button]');
    const visible = (await search.innerText()).replace(/\s+/g, ' ').trim();
    assert.equal(visible, 'Search Ctrl K');
    assert.equal(await search.getAttribute('aria-label'), null, 'no aria-label overrides the visible text');
    const heights = await page.locator('.toc a').evaluateAll((links: any[]) => links.map((link) => link.getBoundingClientRect().height));
    assert.ok(heights.length > 5, 'the page has a TOC');
    assert.ok(heights.every((height) => height >= 24), `every TOC link is at least 24 px tall: ${heights.join(', ')}`);
  });
});
