// End-to-end accessibility: axe-core's WCAG 2.0/2.1/2.2 A and AA rules plus its
// best practices (AXE_TAGS) over every route of the real site, at a phone width
// (390 px) and a desktop width (1280 px), in light and in dark mode. Any
// violation, whatever its impact, fails.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  AXE_TAGS,
  buildRealSite,
  builtPages,
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

interface Audit { findings: Finding[]; checked: string[]; modes: Set<string> }

let server: TestServer;
let browser: Browser;
let routes: string[];
const audits = new Map<string, Audit>();
const contexts: BrowserContext[] = [];

const key = (width: number, mode: Mode) => `${width} px, ${mode} mode`;

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  browser = launched;
  server = await startServer(out);
  // Every built page; the not-found page is reached the way readers reach it, by an unknown URL.
  routes = (await builtPages(out)).map((page) => (page.file === '404.html' ? '/no-such-page-e2e' : page.route));
  // One page per width and mode, walking every route; the four walks run side by side.
  await Promise.all(WIDTHS.flatMap((viewport) => MODES.map((mode) => audit(viewport, mode))));
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/**
 * Opens every route at one width in one colour mode. The mode is the reader's
 * stored choice (what the navbar toggle writes), applied by the head script
 * before first paint, so the page is audited as a returning reader sees it.
 */
async function audit(viewport: { width: number; height: number }, mode: Mode): Promise<void> {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  await context.addInitScript({ content: `try { localStorage.setItem('theme', ${JSON.stringify(mode)}); } catch {}` });
  const result: Audit = { findings: [], checked: [], modes: new Set() };
  audits.set(key(viewport.width, mode), result);
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(server.url + route, { waitUntil: 'load' });
    result.modes.add(await page.evaluate(() => document.documentElement.getAttribute('data-theme') as string));
    await injectAxe(page);
    for (const violation of await runAxe(page, AXE_TAGS)) result.findings.push({ ...violation, route });
    result.checked.push(route);
  }
  await page.close();
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
        assert.deepEqual([...result.modes], [mode], `every page opened in ${mode} mode`);
        assert.equal(result.findings.length, 0, `axe violations at ${key(width, mode)}:\n${report(result.findings)}`);
      });
    }
  }
});

/** The three defects issue 16 named, checked directly on the page Lighthouse measured. */
describe('Issue 16 defects', () => {
  const route = '/learn/vadalog/expressions-operators';

  test('at 390 px the icon-only chat and search buttons keep their names', async () => {
    const context = await newContext(browser, { viewport: WIDTHS[0] });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(server.url + route, { waitUntil: 'load' });
    const chat = page.getByRole('button', { name: 'Ask the docs', exact: true });
    assert.ok(await chat.isVisible(), 'the chat button is shown and named "Ask the docs"');
    assert.equal(await page.locator('.chat-button').innerText(), '', 'it shows no label, only its icon');
    const search = page.locator('.navbar').getByRole('link', { name: 'Search Ctrl K', exact: true });
    assert.ok(await search.isVisible(), 'the search button is named by its (visually hidden) text');
  });

  test('at 1280 px the search name contains its visible text and TOC links are at least 24 px tall', async () => {
    const context = await newContext(browser, { viewport: WIDTHS[1] });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(server.url + route, { waitUntil: 'load' });
    const search = page.locator('.navbar [data-search-button]');
    const visible = (await search.innerText()).replace(/\s+/g, ' ').trim();
    assert.equal(visible, 'Search Ctrl K');
    assert.equal(await search.getAttribute('aria-label'), null, 'no aria-label overrides the visible text');
    const heights = await page.locator('.toc a').evaluateAll((links: any[]) => links.map((link) => link.getBoundingClientRect().height));
    assert.ok(heights.length > 5, 'the page has a TOC');
    assert.ok(heights.every((height) => height >= 24), `every TOC link is at least 24 px tall: ${heights.join(', ')}`);
  });
});
