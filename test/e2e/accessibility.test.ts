// End-to-end accessibility: axe-core (WCAG 2 A and AA rules) over every route of
// the real site, in light and in dark mode; no serious or critical violation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
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

/** Pages checked at the same time. */
const PARALLEL = 3;

type Mode = 'light' | 'dark';

interface Finding extends AxeViolation {
  route: string;
}

let server: TestServer;
let browser: Browser;
let routes: string[];
let audits: Record<Mode, { findings: Finding[]; checked: string[] }>;
const contexts: BrowserContext[] = [];

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  browser = launched;
  server = await startServer(out);
  // Every built page; the not-found page is reached the way readers reach it, by an unknown URL.
  routes = (await builtPages(out)).map((page) => (page.file === '404.html' ? '/no-such-page-e2e' : page.route));
  audits = await audit();
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/**
 * Loads every route once and audits it in the mode it opens in, then switches the
 * mode with the navbar toggle (as a reader would) and audits it again. The toggle
 * is remembered, so consecutive pages open in alternating modes.
 */
async function audit(): Promise<Record<Mode, { findings: Finding[]; checked: string[] }>> {
  const context = await newContext(browser);
  contexts.push(context);
  const results: Record<Mode, { findings: Finding[]; checked: string[] }> = { light: { findings: [], checked: [] }, dark: { findings: [], checked: [] } };
  const queue = [...routes];
  const modeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme') as Mode);
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      await page.goto(server.url + route, { waitUntil: 'load' });
      await injectAxe(page);
      for (let pass = 0; pass < 2; pass += 1) {
        if (pass === 1) {
          const before = await modeOf(page);
          await page.locator('.navbar [data-color-mode-toggle]').click();
          assert.notEqual(await modeOf(page), before, `the toggle switches the mode on ${route}`);
        }
        const mode = await modeOf(page);
        for (const violation of await runAxe(page)) results[mode].findings.push({ ...violation, route });
        results[mode].checked.push(route);
      }
    }
    await page.close();
  }));
  return results;
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

describe('Accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`every route has no serious or critical axe violations (WCAG 2 A/AA) in ${mode} mode`, async () => {
      const { findings, checked } = audits[mode];
      assert.deepEqual([...checked].sort(), [...routes].sort(), `every route was checked in ${mode} mode`);
      const severe = findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
      assert.equal(severe.length, 0, `serious/critical axe violations in ${mode} mode:\n${report(severe)}`);
    });
  }
});
