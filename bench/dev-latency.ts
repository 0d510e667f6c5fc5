// Measures `pxdocs dev` edit latency in this (fresh) process and prints the
// figures as JSON: starts the compiled dev server (dist/, what `pxdocs dev`
// runs) on 127.0.0.1, then N times appends a unique marker to one page's body
// and polls that page over HTTP until the marker is served. A sample is the
// time from the write to the updated HTML. The site folder is a throw-away
// copy: the page is restored at the end anyway.
//
//   node --import tsx bench/dev-latency.ts <site dir> <page file, relative to it> [edits]
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production'; // as bin/pxdocs.js: React's production build

const dist = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
const { startDev } = (await import(dist('server/dev-server.js'))) as typeof import('../server/dev-server.js');
const { Reporter } = (await import(dist('compiler/reporter.js'))) as typeof import('../compiler/reporter.js');
const { readPage } = (await import(dist('compiler/discover.js'))) as typeof import('../compiler/discover.js');
const { Diagnostics } = (await import(dist('compiler/diagnostics.js'))) as typeof import('../compiler/diagnostics.js');

const [cwd, pagePath, editsArg] = process.argv.slice(2);
const EDITS = Number(editsArg ?? 20);
/** A save that never shows up within this long counts as lost. */
const GIVE_UP_MS = 10_000;
/** Pause between edits: longer than chokidar's 50 ms per-file 'change' throttle. */
const PAUSE_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const file = join(cwd, pagePath);
const original = await readFile(file, 'utf8');
const started = performance.now();
const dev = await startDev({ cwd, port: 0, host: '127.0.0.1', reporter: new Reporter({ quiet: true }) });
const startMs = performance.now() - started;
// Pages build in the background after Ready; edits are timed once all are built.
await dev.settled();
const builtMs = performance.now() - started;
const doc = await readPage(dev.session.cwd, dev.session.siteConfig, file, new Diagnostics());
if (!doc) throw new Error(`${pagePath} is not a page of ${cwd}`);
const url = dev.url + doc.permalink;

const fetchHtml = async () => {
  const response = await fetch(url);
  return response.text();
};

const samples: number[] = [];
let lost = 0;
try {
  if (!(await fetchHtml()).includes('</html>')) throw new Error(`${url} did not serve a page`);
  for (let edit = 0; edit < EDITS && lost < 3; edit++) {
    const marker = `pxdocs-bench-marker-${edit}-${process.pid}`;
    const written = performance.now();
    await writeFile(file, `${original}\n\nThe edit marker ${marker} ends this page.\n`);
    let seen = false;
    while (performance.now() - written < GIVE_UP_MS) {
      if ((await fetchHtml()).includes(marker)) {
        seen = true;
        break;
      }
      await sleep(2);
    }
    if (seen) samples.push(performance.now() - written);
    else lost++;
    await dev.settled();
    await sleep(PAUSE_MS);
  }
} finally {
  await writeFile(file, original);
  await sleep(PAUSE_MS);
  await dev.close();
}

process.stdout.write(JSON.stringify({ startMs, builtMs, route: doc.permalink, samples, lost, maxRssKb: process.resourceUsage().maxRSS }));
