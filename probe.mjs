import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const [,, outDir, ...queries] = process.argv;
const server = spawn(process.execPath, ['bin/pxdocs.js', 'serve', '--out', outDir, '--port', '3918'], { stdio: ['ignore', 'ignore', 'inherit'] });
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://127.0.0.1:3918/docs/api');
  for (const q of queries) {
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill(q);
    await page.waitForTimeout(800);
    const hits = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.slice(0, 5).map((a) => `${a.getAttribute('href')} | ${a.textContent.replace(/\s+/g, ' ').slice(0, 80)}`));
    console.log(`\n${q}:\n  ${hits.join('\n  ')}`);
    await page.screenshot({ path: `/tmp/td/q-${q.replace(/\W+/g, '_')}.png` });
    await page.keyboard.press('Escape');
  }
} finally { await browser.close(); server.kill(); }
