// Robustness: the writer's loop and the build degrade gracefully on broken,
// deleted, pathological or odd input, with errors that name the file.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, MINIMAL_CONFIG, page, removeTempDirs, runCli, writeFiles } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

after(removeTempDirs);

describe('pxdocs dev: the error overlay', () => {
  // One server for both tests (each leaves it as it found it: the broken page deleted, the overlay clear):
  // a server's start and warm-up cost more CPU than a test's steps.
  let server: ReturnType<typeof startFixtureDev> | undefined;
  after(async () => {
    await (await server?.catch(() => undefined))?.close();
  });

  for (const [name, broken] of [
    ['a page with broken MDX', '---\ntitle: Broken\n---\n\n# Broken\n\n<div>\n'],
    ['a page with broken front matter', '---\ntitle: [unclosed\n---\n\nText.\n'],
  ] as const) {
    it(`clears after ${name} is deleted`, { timeout: 30_000 }, async () => {
      const fx = await (server ??= startFixtureDev('basic'));
      const events = await fx.events();
      await fx.write('content/guide/broken.mdx', broken);
      const error = await events.next((event) => event.type === 'error', { timeoutMs: 10_000 });
      assert.ok(error.errors?.some((item) => item.where?.includes('broken.mdx')), JSON.stringify(error));
      const from = events.events.length;
      await rm(join(fx.dir, 'content/guide/broken.mdx'));
      await events.next((event) => event.type === 'ok', { from, timeoutMs: 10_000 });
      await fx.dev.settled();
      assert.deepEqual(fx.dev.session.overlayErrors(), []);
      // A tab opened now gets no error either.
      const late = await fx.events();
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.ok(!late.events.some((event) => event.type === 'error'), JSON.stringify(late.events));
    });
  }
});

/** A one-area site with the given pages (paths under content/docs/). */
async function siteWith(pages: Record<string, string | Buffer>): Promise<string> {
  const site = join(await makeTempDir('pxdocs-robust-'), 'site');
  const text: Record<string, string> = { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }) };
  await writeFiles(site, text);
  const { writeFile } = await import('node:fs/promises');
  for (const [path, contents] of Object.entries(pages)) await writeFile(join(site, 'content', 'docs', path), contents);
  return site;
}

describe('pathological Markdown', () => {
  it('1,000 nested list levels fail with a message naming the file and line', { timeout: 120_000 }, async () => {
    const nested = Array.from({ length: 1000 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n');
    const site = await siteWith({ 'deep.md': `---\ntitle: Deep\n---\n\n${nested}\n` });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output.slice(-2000));
    assert.match(output, /Page nested too deeply\s+content\/docs\/deep\.md:69:1/);
    assert.match(output, /limit is 64/);
  });

  it('deeply nested block quotes fail with a message, not a stack overflow', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'quotes.md': `# Quotes\n\n${'> '.repeat(20_000)}deep\n` });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /Page nested too deeply\s+content\/docs\/quotes\.md:3:1/);
    assert.doesNotMatch(output, /Unexpected error|Maximum call stack|    at /);
  });

  it('a page over the size limit fails naming the file and the option that raises it; raised, it builds', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'huge.md': `# Huge\n\n${'word '.repeat(450_000)}\n` });
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /Page too large\s+content\/docs\/huge\.md/);
    assert.match(result.stdout + result.stderr, /raise `markdown\.maxPageBytes` in the config/);
    // A generated reference may need more (a TypeDoc module page of a large namespace).
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ markdown: { maxPageBytes: 3_000_000 } }) });
    const raised = await buildSite(site);
    assert.equal(raised.code, 0, raised.stderr);
    assert.ok((await readFile(join(site, 'out', 'docs', 'huge.html'), 'utf8')).includes('word word'));
  });

  it('a page file far over the limit is refused from its size, before it is read', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    // 600 MB, sparse (no disk used): read whole it made a string longer than V8 allows ("Unexpected error").
    const file = await open(join(site, 'content/docs/enormous.md'), 'w');
    await file.truncate(600 * 1024 * 1024);
    await file.close();
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /Page too large\s+content\/docs\/enormous\.md/);
    assert.match(output, /629,145,600 bytes; the limit is 2,097,152/);
    assert.doesNotMatch(output, /Unexpected error|    at /);
  });

  it('a page of thousands of headings linking to each checks its anchors (through a Set past 64 KB of ids) and still finds a broken one', { timeout: 120_000 }, async () => {
    const count = 6000;
    const body = Array.from({ length: count }, (_, index) => `## Section number ${index}\n\nSee [the next](#section-number-${(index + 1) % count}).\n`).join('\n');
    const site = await siteWith({ 'long.md': `# Long\n\n${body}\nAnd [nowhere](#no-such-section).\n` });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /long\.md:\d+:\d+ → #no-such-section/);
    assert.doesNotMatch(output, /#section-number-\d+ /, 'every heading link found its heading');
    assert.match(output, /· 1 warning ·/);
  });

  it('a code block past the highlighting limit is shown whole as plain text, with a warning at its line; a short one beside it is highlighted', { timeout: 120_000 }, async () => {
    // 2,500 lines of JavaScript, ~125,000 characters: highlighted, each token an element (1.3 MB made an 11 MB page and ~370 MB of build memory).
    const long = Array.from({ length: 2500 }, (_, index) => `const value${index} = compute(${index}) + other(${index % 7});`).join('\n');
    const site = await siteWith({ 'code.md': `# Code\n\n\`\`\`js\nconst short = compute(1);\n\`\`\`\n\n\`\`\`js\n${long}\n\`\`\`\n` });
    const out = join(site, 'out');
    const result = await buildSite(site, out);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, new RegExp(`code\\.md:7:1: Code block of ${long.length.toLocaleString('en-US')} characters: shown as plain text \\(blocks are highlighted up to 100,000`));
    assert.match(output, /· 1 warning ·/, 'the short block is not warned about');
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(join(out, 'docs', 'code.html'), 'utf8');
    const longStart = html.indexOf('const value0 = ');
    assert.ok(longStart > 0, 'the long block is on the page');
    const shortBlock = html.slice(html.indexOf('<pre'), longStart);
    assert.match(shortBlock, /<span class="token keyword">const<\/span>/, 'the short block is highlighted');
    const longBlock = html.slice(longStart, html.indexOf('</pre>', longStart));
    assert.doesNotMatch(longBlock, /<span/, 'the long block has no token elements');
    assert.ok(longBlock.includes('const value2499 = compute(2499) + other(0);'), 'the long block is whole, to its last line');
  });

  it('30 nested levels still build', { timeout: 120_000 }, async () => {
    const nested = Array.from({ length: 30 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n');
    const site = await siteWith({ 'ok.md': `# Ok\n\n${nested}\n` });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });
});

describe('clear errors instead of raw stacks', () => {
  it('a YAML alias bomb in front matter names the file', { timeout: 120_000 }, async () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let index = 1; index < 9; index++) levels.push(`${String.fromCharCode(97 + index)}: &${String.fromCharCode(97 + index)} [${Array(9).fill(`*${String.fromCharCode(96 + index)}`).join(',')}]`);
    const site = await siteWith({ 'bomb.md': `---\ntitle: Bomb\n${levels.join('\n')}\n---\n\nText.\n` });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /Invalid front matter\s+content\/docs\/bomb\.md:2:1/);
    assert.doesNotMatch(output, /Unexpected error|    at /);
  });

  it('an HTML comment never closed is named where it opens, not as a missing brace at the end', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'comment.md': '# Comment\n\nSome text.\n\n<!-- TODO: finish this\n\nMore text.\n\n```md\n<!-- in code -->\n```\n' });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /MDX syntax error\s+content\/docs\/comment\.md:5:1\n\s+This HTML comment is never closed/);
    assert.doesNotMatch(output, /closing brace/);
  });

  it('an export that is no JavaScript names the parser\'s reason and says what such a line is, not the `{` hint', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'export.mdx': '# Export\n\nexport const x = ;\n' });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /MDX syntax error\s+content\/docs\/export\.mdx:3:18\n\s+Could not parse import\/exports with acorn: Unexpected token/);
    assert.match(output, /hint: In MDX a line that starts with `import` or `export` is a JavaScript statement/);
    assert.doesNotMatch(output, /`\{` starts a JavaScript expression/);
  });

  it('a config that throws names the config and the error', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { 'config/site.config.ts': "throw new TypeError('no settings here');\nexport default {};\n" });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /Config threw while loading\s+config\/site\.config\.ts/);
    assert.match(output, /TypeError: no settings here/);
    assert.doesNotMatch(output, /Unexpected error|    at /);
  });

  it('a config whose top-level await never settles times out with a message', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { 'config/site.config.ts': 'await new Promise(() => {});\nexport default {};\n' });
    // In this process: an await that never settles holds no thread (a loop does: those below run the CLI, so a hang ends with it).
    const result = await buildSite(site, undefined, { env: { PXDOCS_CONFIG_TIMEOUT_MS: '1500' } });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /Config did not finish loading\s+config\/site\.config\.ts/);
    assert.match(output, /top-level `await`, or the promise the config exports, never settled/);
  });
});

describe('a config with a loop that never ends', () => {
  it('is stopped past the time limit: exit 1 naming the config, instead of a build that hangs for good (and ignores Ctrl+C)', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { 'config/site.config.ts': 'let spins = 0;\nwhile (true) spins++;\nexport default {};\n' });
    const result = await runCli(['build', '--cwd', site], { env: { PXDOCS_CONFIG_TIMEOUT_MS: '1500' } });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /Config did not finish loading\s+config\/site\.config\.ts\n\s+config\/site\.config\.ts was still running after 1\.5 s, and was stopped: a loop in it \(or in what it imports\) never ends\./);
    assert.doesNotMatch(output, /Unexpected error|    at /);
  });
});

describe('a sidebars file that never finishes', () => {
  /** The robustness site with `sidebars.js` as its sidebars file. */
  const withSidebars = async (code: string) => {
    const site = await siteWith({ 'a.md': page({ title: 'A' }) });
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ docs: { path: 'content/docs', sidebarPath: 'sidebars.js' } }, { ...MINIMAL_CONFIG, areas: undefined }),
      'sidebars.js': code,
    });
    return site;
  };

  it('a loop that never ends stops the build with exit 1 naming the file, instead of hanging it (and Ctrl+C) for good', { timeout: 120_000 }, async () => {
    const site = await withSidebars('while (true) {}\nmodule.exports = {};\n');
    const started = Date.now();
    const result = await runCli(['build', '--cwd', site], { env: { PXDOCS_CONFIG_TIMEOUT_MS: '1500' } });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.ok(Date.now() - started < 60_000, `took ${Date.now() - started} ms`);
    assert.match(output, /Sidebars file did not finish loading\s+sidebars\.js\n\s+sidebars\.js was still running after 1\.5 s/);
    assert.doesNotMatch(output, /Unexpected error|    at /);
  });

  it('a top-level await that never settles fails the same way; a function in customProps is dropped, as Docusaurus drops it', { timeout: 120_000 }, async () => {
    const waits = await withSidebars('await new Promise(() => {});\nexport default {};\n');
    const result = await buildSite(waits, undefined, { env: { PXDOCS_CONFIG_TIMEOUT_MS: '1500' } });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /Sidebars file did not finish loading\s+sidebars\.js/);
    const fine = await withSidebars("module.exports = { main: ['a', { type: 'link', label: 'Out', href: 'https://out.example', customProps: { render() { return 1; } } }] };\n");
    const built = await buildSite(fine);
    assert.equal(built.code, 0, built.stdout + built.stderr);
  });
});

describe('terminal escape codes in page text', () => {
  it('are shown as visible escapes, never printed raw', { timeout: 120_000 }, async () => {
    const osc = '\u001b]0;pwned-title\u0007';
    const site = await siteWith({
      'keys.md': `---\ntitle: Keys\n"evil${osc}": 1\n---\n\nText.\n`,
      'broken.mdx': `---\ntitle: Broken\n---\n\nText ${osc} and {broken\n`,
    });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1);
    assert.match(output, /broken\.mdx/);
    assert.ok(!output.includes('\u001b]'), 'no raw OSC sequence in the output');
    assert.ok(!output.includes('\u0007'), 'no raw BEL in the output');
    assert.match(output, /\\x1b\]0;pwned-title\\x07/);
  });

  // A page named `\u202Eevil.md` reversed the rest of each message line that named it (Trojan Source's trick);
  // `zero\u200bwidth.md` looked like `zerowidth.md`.
  it('bidirectional overrides and invisible characters in a file name are shown as escapes', { timeout: 120_000 }, async () => {
    const site = await siteWith({ '\u202eevil.md': '# Evil\n\n[gone](./gone.md)\n', 'zero\u200bwidth.md': '# Zero\n\n[gone](./gone.md)\n' });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.ok(!/[\u202e\u200b]/.test(output), 'no raw override or zero-width space in the output');
    assert.match(output, /content\/docs\/\\u202eevil\.md:3/);
    assert.match(output, /content\/docs\/zero\\u200bwidth\.md:3/);
  });
});
