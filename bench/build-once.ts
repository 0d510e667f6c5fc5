// Runs one cold build in this (fresh) process and prints its figures as JSON.
// The compiled dist/ is what `pxdocs` runs, so that is what is measured.
const { build } = (await import(new URL('../dist/compiler/build.js', import.meta.url).href)) as typeof import('../compiler/build.js');
const { Reporter } = (await import(new URL('../dist/compiler/reporter.js', import.meta.url).href)) as typeof import('../compiler/reporter.js');

const [cwd, outDir] = process.argv.slice(2);
const started = performance.now();
const result = await build({ cwd, outDir, reporter: new Reporter({ quiet: true }) });
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, pages: result.pages, bytes: result.bytes, maxRssKb: process.resourceUsage().maxRSS, firstLoad: Object.fromEntries(result.firstLoad) }));
