import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const [,, outDir, ...paths] = process.argv;
const server = spawn(process.execPath, ['bin/pxdocs.js', 'serve', '--out', outDir, '--port', '3917'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const [i, p] of paths.entries()) {
    const res = await page.goto(`http://127.0.0.1:3917${p}`);
    console.log(p, res.status());
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/td/shot${i}.png` });
  }
} finally { await browser.close(); server.kill(); }
