import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { createRequire } from 'node:module';
import { execSync } from 'node:child_process';
const root = '/work/main/out';
const server = createServer(async (req, res) => {
  let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);

  for (const t of [p, p + '.html', join(p, 'index.html')]) { try { const b = await readFile(join(root, t)); res.writeHead(200, {'content-type': {'.css':'text/css','.js':'text/javascript','.svg':'image/svg+xml','.html':'text/html'}[extname(t)] ?? 'text/html'}); return res.end(b); } catch {} }
  res.writeHead(404).end();
}).listen(0, '127.0.0.1');
await new Promise(r => server.on('listening', r));
const url = `http://127.0.0.1:${server.address().port}`;
const axe = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const routes = execSync(`cd ${root} && find . -name '*.html' ! -name '404.html' | sed 's/^\\.//; s/\\.html$//; s/\\/index$//'`).toString().trim().split('\n').map(r => r || '/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await ctx.route('**/__axe.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'cache-control': 'max-age=3600' }, body: axe }));
const page = await ctx.newPage();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
let load = 0, run = 0, inject = 0; const per = [];
for (const r of routes) {
  const t0 = performance.now();
  await page.goto(url + r, { waitUntil: 'load' });
  const t1 = performance.now();
  await page.addScriptTag({ url: '/__axe.js' });
  const t2 = performance.now();
  const ms = await page.evaluate(async (tags) => { const s = performance.now(); await axe.run(document, { runOnly: tags, resultTypes: ['violations'] }); return performance.now() - s; }, TAGS);
  const t3 = performance.now();
  load += t1 - t0; inject += t2 - t1; run += t3 - t2; per.push([r, ms]);
}
console.log(routes.length, 'routes; load', load.toFixed(0), 'inject', inject.toFixed(0), 'axe', run.toFixed(0));
console.log(per.sort((a,b)=>b[1]-a[1]).slice(0,10).map(([r,m])=>`${r} ${m.toFixed(0)}`).join('\n'));
await browser.close(); server.close();
