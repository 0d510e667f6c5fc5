// What a site's own code can do to the build process, through the real CLI:
// call process.exit, leave a rejected promise or an open timer, await something
// that never settles; and routes that collide with the build's own files. Each
// ends with an exit code and a message naming the cause (and the page where one
// is to blame), never a raw stack, a hang or a silent success.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runCli, writeFiles } from '../helpers.js';

after(removeTempDirs);

/** A one-area site with these files (paths from the site folder) and a home page. */
async function site(files: Record<string, string>, config = fixtureConfig()): Promise<string> {
  const dir = join(await makeTempDir('pxdocs-guards-'), 'site');
  await writeFiles(dir, { 'config/site.config.ts': config, 'content/docs/index.md': page({ title: 'Home' }), ...files });
  return dir;
}

const build = (dir: string, ...args: string[]) => runCli(['build', '--cwd', dir, '--no-cache', ...args], { timeoutMs: 90_000 });
const output = (result: { stdout: string; stderr: string }) => result.stdout + result.stderr;

describe("the site's code and the build process", () => {
  it('a page calling process.exit fails with its name, in the main thread and in a page thread', { timeout: 120_000 }, async () => {
    const dir = await site({ 'content/docs/quits.mdx': '---\ntitle: Quits\n---\nexport const v = (process.exit(0), 1);\n\n# Quits\n' });
    for (const args of [[], ['--workers', '2']]) {
      const result = await build(dir, ...args);
      assert.equal(result.code, 1, output(result));
      assert.match(output(result), /Page code called process\.exit\s+content\/docs\/quits\.mdx/);
      assert.ok(!existsSync(join(dir, 'out')), 'no output was put in place');
    }
  });

  it('a promise the page rejects and never handles is an error naming the page, not a raw stack', { timeout: 120_000 }, async () => {
    const dir = await site({
      'content/docs/rejects.mdx': '---\ntitle: Rejects\n---\nexport const v = (Promise.reject(new Error("left behind")), 1);\n\n# Rejects\n',
      'content/docs/other.mdx': '---\ntitle: Other\n---\nexport const w = 2;\n\n# Other {w}\n',
    });
    const main = await build(dir);
    assert.equal(main.code, 1, output(main));
    assert.match(output(main), /A promise was rejected and nothing handled it: left behind \(made by the code of content\/docs\/rejects\.mdx\)/);
    assert.doesNotMatch(output(main), /\n\s+at /, 'no stack trace');
    const threads = await build(dir, '--workers', '2');
    assert.equal(threads.code, 1, output(threads));
    assert.match(output(threads), /Page build crashed\s+content\/docs\/rejects\.mdx/);
  });

  it('a timer the page leaves open does not keep the finished build from exiting', { timeout: 120_000 }, async () => {
    const dir = await site({ 'content/docs/ticks.mdx': '---\ntitle: Ticks\n---\nexport const t = (setInterval(() => {}, 1000), 1);\n\n# Ticks\n' });
    const result = await build(dir);
    assert.equal(result.code, 0, output(result));
    assert.match(output(result), /Built \d+ pages/);
  });

  it('a plugin awaiting what never settles ends the build with exit 1 and the stage it stopped in', { timeout: 120_000 }, async () => {
    const config = `export default {
  title: 'Guards', url: 'https://guards.example', areas: ['docs'], navbar: { items: [] }, footer: { copyright: 'Guards' },
  markdown: { remarkPlugins: [() => () => new Promise(() => {})] },
};
`;
    const dir = await site({}, config);
    const result = await build(dir, '--workers', '1');
    assert.equal(result.code, 1, output(result));
    assert.match(output(result), /Build never finished[\s\S]*in the stage "build pages"/);
  });
});

// The routes' checks are the build's, not the process's: built in this process (buildSite), on one thread.
describe('routes that collide with the build’s own files', () => {
  it('routes that differ only in case both build, with a warning naming both; file names that differ only in Unicode normalization are one route', { timeout: 120_000 }, async () => {
    const dir = await site({
      'content/docs/Zed.md': page({ title: 'Upper' }),
      'content/docs/zed.md': page({ title: 'Lower' }),
      ['content/docs/caf\u00e9.md']: page({ title: 'Composed' }),
      ['content/docs/cafe\u0301.md']: page({ title: 'Decomposed' }),
      'content/docs/other.md': page({ title: 'Other' }),
    });
    const result = await buildSite(dir, undefined, { workers: 1 });
    const text = output(result);
    assert.equal(result.code, 0, text);
    assert.match(text, /Routes that differ only in case\n/);
    assert.match(text, /The routes \/docs\/[Zz]ed \(content\/docs\/[Zz]ed\.md\) and \/docs\/[Zz]ed \(content\/docs\/[Zz]ed\.md\) differ only in case/);
    // Routes are NFC (a link in either form reaches the page): the NFD name is the same route, one page kept.
    assert.match(text, /Duplicate route \/docs\/caf\u00e9: content\/docs\/caf\S+\.md and content\/docs\/caf\S+\.md both produce it \(the file names differ only in how their letters are encoded, NFC and NFD/);
    assert.doesNotMatch(text, /other\.md\) differ/);
    assert.ok(existsSync(join(dir, 'out', 'docs', 'Zed.html')) && existsSync(join(dir, 'out', 'docs', 'zed.html')));
  });

  it('a link in NFC reaches a file named in NFD (as macOS writes é), and the reverse; routes and files are NFC, and check agrees', { timeout: 120_000 }, async () => {
    const [cafeNfc, cafeNfd, theNfc, theNfd] = ['caf\u00e9', 'cafe\u0301', 'th\u00e9', 'the\u0301'];
    const dir = await site({
      [`content/docs/${cafeNfd}.md`]: page({ title: 'Cafe' }),
      [`content/docs/${theNfc}.md`]: page({ title: 'The' }),
      'content/docs/links.md': page({ title: 'Links' }, `[file, NFC](./${cafeNfc}.md) [route, NFC](/docs/${cafeNfc}) [file, NFD](./${theNfd}.md) [route, NFD](/docs/${theNfd})\n`),
    });
    const result = await buildSite(dir, undefined, { workers: 1 });
    assert.equal(result.code, 0, output(result));
    assert.doesNotMatch(output(result), /Broken|no such Markdown file/);
    const names = await readdir(join(dir, 'out', 'docs'));
    assert.ok(names.includes(`${cafeNfc}.html`) && names.includes(`${theNfc}.html`), names.join(' '));
    const html = await readFile(join(dir, 'out', 'docs', 'links.html'), 'utf8');
    assert.ok(!html.includes(cafeNfd) && !html.includes(theNfd) && !html.includes(encodeURI(cafeNfd)) && !html.includes(encodeURI(theNfd)), 'a link was written in NFD');
    const checked = await runCli(['check', '--cwd', dir]);
    assert.equal(checked.code, 0, output(checked));
  });

  it('a page at /404, /index (index.html, as /) or /sitemap.xml is left out with a warning saying why', { timeout: 120_000 }, async () => {
    const dir = await site({
      'content/docs/a.md': page({ title: 'Not found twin', slug: '/404' }),
      'content/docs/b.md': page({ title: 'Index twin', slug: '/index' }),
      'content/docs/c.md': page({ title: 'Sitemap twin', slug: '/sitemap.xml' }),
      'content/docs/d.md': page({ title: 'Fine', slug: '/fine' }),
      // Left in the sidebar once, its entry was a broken link blamed on another page.
      'content/docs/e.md': page({ title: 'Llms twin', slug: '/llms.txt' }),
    });
    const result = await buildSite(dir, undefined, { workers: 1 });
    assert.equal(result.code, 0, output(result));
    const text = output(result);
    assert.match(text, /The route \/404 of content\/docs\/a\.md is the not-found page's; the page is left out\./);
    assert.match(text, /Duplicate route \/index: content\/docs\/b\.md and \S+ both produce it \(\/ is written to index\.html too\)/);
    assert.match(text, /The route \/sitemap\.xml of content\/docs\/c\.md is the sitemap's/);
    assert.ok(existsSync(join(dir, 'out', 'fine.html')));
    assert.ok(!existsSync(join(dir, 'out', 'sitemap.xml.html')));
    assert.match(text, /The route \/llms\.txt of content\/docs\/e\.md is llms\.txt's; the page is left out\./);
    assert.doesNotMatch(text, /Broken link/);
    const fine = readFileSync(join(dir, 'out', 'fine.html'), 'utf8');
    assert.match(fine, /href="\/fine"/, 'the sidebar is there');
    assert.doesNotMatch(fine, /Llms twin|Sitemap twin/, 'no sidebar entry for a page left out');
  });
});
