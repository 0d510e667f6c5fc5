// `pxdocs check`, the CI link gate, through the command line (its code run in
// this process) on built copies of the basic fixture: a clean site passes
// (exit 0) with a summary; a site with a broken link and a broken anchor fails
// (exit 1) naming both as `page → target (status)`; what a page loads (images,
// srcset, scripts, stylesheets) is checked as well as what it links; external
// links are only checked with --external, and one that fails is tried again
// --retries times.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { closeServer, listen } from '../server/listen.js';
import { checkSite } from '../server/check.js';
import { buildSite, builtFixture, FIXTURES, fixtureConfig, makeFixture, makeTempDir, page, removeTempDirs, runCommand } from './helpers.js';

after(removeTempDirs);

/** Output lines that report a broken link (`page → target (status)`). */
function brokenLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => / → .* \(.+\)$/.test(line));
}

describe('pxdocs check', () => {
  let clean: string;
  let broken: string;
  let unreachable: string;
  // Two tests read the same `pxdocs check --cwd <broken>` run: it is run once.
  // The long --timeout is a safety net for a loaded machine (the local server answers in milliseconds).
  // Every check runs the command line's own code in this process (runCommand), its report read from its stdout.
  let brokenCheck: ReturnType<typeof runCommand> | undefined;
  const checkBroken = () => (brokenCheck ??= runCommand(['check', '--cwd', broken, '--timeout', '60000']));

  before(async () => {
    const cleanBuild = await builtFixture('basic'); // the run's one build of the untouched fixture
    clean = cleanBuild.site;
    assert.equal(cleanBuild.code, 0, cleanBuild.stdout + cleanBuild.stderr);

    // Broken links only warn in this copy, so the build succeeds and leaves them in the output.
    const config = (await readFile(join(FIXTURES, 'basic', 'config', 'site.config.ts'), 'utf8'))
      .replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',");
    assert.ok(config.includes("onBrokenLinks: 'warn',"));
    // An external link to a loopback port nothing listens on: refused at once, needs no internet.
    // Port 1 is below the ephemeral range, so no server the checks start on port 0 can take
    // it (a port picked free at the start could be handed to one, making the link "internal").
    unreachable = 'http://127.0.0.1:1/unreachable';
    broken = await makeFixture('basic', {
      'config/site.config.ts': config,
      'content/guide/04-broken.md': page(
        { title: 'Broken links' },
        `A link to [a page that does not exist](/guide/gone).\n\nA link to [an anchor that does not exist](/guide/setup#no-such-anchor).\n\nA link to [an external page](${unreachable}).\n\nA good link to [the setup steps](/guide/setup#install-steps).\n`,
      ),
    });
    const brokenBuild = await buildSite(broken);
    assert.equal(brokenBuild.code, 0, brokenBuild.stdout + brokenBuild.stderr);
  });

  it('passes a clean built site with exit code 0 and a summary', async () => {
    const result = await runCommand(['check', '--cwd', clean]);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.deepEqual(brokenLines(result.stdout), []);
    const summary = result.stdout.split('\n').find((line) => line.includes('links checked'));
    assert.ok(summary, `a summary line:\n${result.stdout}`);
    assert.match(summary, /✓ \d+ pages, \d+ links checked \(internal only; --external for the rest\), 0 broken/);
    const [, pages, links] = /(\d+) pages, (\d+) links/.exec(summary)!;
    assert.ok(Number(pages) >= 10, `every page is checked: ${summary}`);
    assert.ok(Number(links) > Number(pages), `their links are checked: ${summary}`);
  });

  it('fails a site with a broken link and a broken anchor, naming both as page → target (status)', async () => {
    const result = await checkBroken();
    assert.equal(result.code, 1, result.stdout + result.stderr);
    const lines = brokenLines(result.stdout);
    assert.ok(lines.includes('/guide/broken → /guide/gone (404)'), `the broken link is named:\n${result.stdout}`);
    assert.ok(lines.includes('/guide/broken → /guide/setup#no-such-anchor (missing anchor)'), `the broken anchor is named:\n${result.stdout}`);
    assert.equal(lines.length, 2, `only those two are broken:\n${result.stdout}`);
    assert.match(result.stdout, /✗ \d+ pages, \d+ links checked .*, 2 broken/);
  });

  it('skips external links unless --external is given', async () => {
    const result = await checkBroken();
    assert.ok(!result.stdout.includes(unreachable), `the external link is not checked:\n${result.stdout}`);
    assert.ok(!result.stdout.includes('project.example'), `the navbar's external link is not checked:\n${result.stdout}`);
  });

  it('checks external links with --external and reports an unreachable one', async () => {
    // No retries: tries again of a failed external link are the next test's.
    // The unreachable link is refused at once; the timeout (per request to
    // another site) only has to outlast a loaded machine.
    const result = await runCommand(['check', '--cwd', broken, '--external', '--timeout', '10000', '--retries', '0']);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    const line = brokenLines(result.stdout).find((text) => text.startsWith(`/guide/broken → ${unreachable} (`));
    assert.ok(line, `the unreachable external link is named:\n${result.stdout}`);
    assert.doesNotMatch(result.stdout, /internal only/);
  });

  it('tries a failing external link again --retries times before calling it broken', async () => {
    // A site that fails its first two requests (linkinator asks with HEAD, then GET) and then answers.
    let requests = 0;
    const flaky = await listen(async (_request, response) => {
      requests++;
      response.writeHead(requests <= 2 ? 503 : 200, { 'Content-Type': 'text/plain' }).end('flaky');
    }, 0, '127.0.0.1');
    const target = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/sometimes`;
    try {
      // A one-page output (no navbar links to other sites to wait on), checked as `pxdocs check` checks it.
      const root = await makeTempDir('pxdocs-flaky-');
      await writeFile(join(root, 'index.html'), `<!doctype html><html lang="en"><head><title>Flaky</title></head><body><a href="${target}">a flaky site</a></body></html>`);
      const once = await checkSite({ root, external: true, timeout: 5000, retries: 0 });
      assert.deepEqual(once.broken.map((link) => `${link.target} (${link.status})`), [`${target} (503)`], 'with no retries the flaky link is broken');
      requests = 0;
      const again = await checkSite({ root, external: true, timeout: 5000, retries: 2 });
      assert.deepEqual(again.broken, [], 'tried again, the flaky link answers');
      assert.ok(requests >= 3, `the link was tried again (${requests} requests)`);
    } finally {
      await closeServer(flaky);
    }
  });

  it('checks what pages load as well as what they link, relative links and same-page anchors, each target once', async () => {
    // A hand-made output: the check reads any static output, not only pxdocs's.
    const root = await makeTempDir('pxdocs-check-links-');
    const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/style.css"></head><body>${body}</body></html>`;
    await mkdir(join(root, 'guide'), { recursive: true });
    await writeFile(join(root, 'style.css'), 'body{}');
    await writeFile(join(root, 'logo.png'), 'png');
    await writeFile(join(root, 'index.html'), html('<h1 id="top">Home</h1><a href="/guide/a#intro">a</a><a href="#top">top</a><a href="#nowhere">nowhere</a><a href="mailto:x@example.com">mail</a>'));
    await writeFile(join(root, 'guide', 'a.html'), html([
      '<h2 id="intro">Intro</h2>',
      '<img src="/logo.png" alt=""><img src="/missing.png" alt="">',
      '<img srcset="/logo.png 1x, /missing-2x.png 2x" alt="">',
      '<a href="../guide/gone">relative</a><a href="/logo.png#part">a file with a fragment</a>',
      '<script src="/app.js"></script>',
    ].join('')));
    const result = await checkSite({ root });
    assert.deepEqual(result.broken.map((link) => `${link.page} → ${link.target} (${link.status})`).sort(), [
      '/ → /#nowhere (missing anchor)',
      '/guide/a → /app.js (404)',
      '/guide/a → /guide/gone (404)',
      '/guide/a → /missing-2x.png (404)',
      '/guide/a → /missing.png (404)',
    ]);
    assert.equal(result.pages, 2);
    // Every link of every page: the stylesheet twice, 4 on the home page (mailto: is not fetched), 7 on the guide.
    assert.equal(result.checked, 2 + 3 + 7);
  });

  it('reports what the build reports of links and images in raw HTML (Markdown) and JSX (MDX), and the build what it reports', async () => {
    // Raw HTML in a CommonMark page keeps its URLs as written: the build checked only its root-relative
    // <a href>s, so a relative link or any <img> there failed `pxdocs check` on a site the build passed.
    const body = [
      '# Page', '',
      '<a href="./missing.md">relative .md</a>', '',
      '<a href="/docs/other#sec">good anchor</a>', '',
      '<a href="/docs/other#nofrag">bad anchor</a>', '',
      '<a href="gone">relative route</a>', '',
      '<img src="/img/ok.png" alt="" />', '',
      '<img src="/img/missing.png" alt="" />', '',
      '<img srcset="/img/ok.png 1x, /img/missing-2x.png 2x" alt="" />', '',
      '<a href="#no-such-id">same page</a>', '',
    ].join('\n');
    const site = await makeFixture('raw-html-links', {
      'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', markdown: { format: 'detect' } }),
      'static/img/ok.png': 'png',
      'content/docs/other.md': '# Other\n\n## Sec\n\nText.\n',
      'content/docs/html.md': body,
      'content/docs/jsx.mdx': body,
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const result = await checkSite({ root: join(site, 'out') });
    // Docusaurus checks none of them (an <a> or <img> the page writes, not a <Link>): the build only warns, and so
    // does the check; but for MDX's <a> to a `.md` file, which the build takes as a Markdown link (onBrokenMarkdownLinks).
    assert.deepEqual(result.broken.map((link) => `${link.page} → ${link.target}`), ['/docs/jsx → /docs/missing.md']);
    const found = [...result.broken, ...result.warned].map((link) => `${link.page} → ${link.target}`).sort();
    const targets = ['/docs/missing.md', '/docs/gone', '/img/missing.png', '/img/missing-2x.png'];
    assert.deepEqual(found, ['/docs/html', '/docs/jsx'].flatMap((page) => [...targets, '/docs/other#nofrag', `${page}#no-such-id`].map((target) => `${page} → ${target}`)).sort());
    // The build names each at its place in the page's source (a link as written, resolved in parentheses).
    for (const file of ['html.md', 'jsx.mdx']) {
      const lines = built.stderr.split('\n').filter((line) => line.includes(`content/docs/${file}:`));
      for (const written of ['./missing.md', 'gone', '/img/missing.png', '/img/missing-2x.png', '/docs/other#nofrag', '#no-such-id']) {
        assert.ok(lines.some((line) => line.includes(` → ${written} (`)), `the build did not report ${written} in ${file}:\n${built.stderr}`);
      }
      assert.ok(!lines.some((line) => / → (\/img\/ok\.png|\/docs\/other#sec) /.test(line)), built.stderr);
    }
  });

  it('warns about a bare <a> the build only warned about, and still fails every other broken link (exit 1 only for those)', async () => {
    // Docusaurus's link check is given what <Link> draws and Markdown links: a bare <a> to nowhere warns under
    // onBrokenLinks: 'throw'. The check read only the HTML and failed the site the build had passed.
    const files = (config: string) => ({
      'pxdocs.config.mjs': `export default { title: 'T', url: 'https://t.example', baseUrl: '/proj/', ${config} docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n`,
      'docs/intro.mdx': '# Intro\n\n<a href="/docs/nowhere">bare</a>\n\n<a href="#gone">bare anchor</a>\n\n[good](./other.md)\n',
      'docs/other.md': '# Other\n\nText.\n',
    });
    const site = await makeTempDir('pxdocs-check-bare-');
    for (const [name, text] of Object.entries(files(''))) {
      await mkdir(join(site, name, '..'), { recursive: true });
      await writeFile(join(site, name), text);
    }
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const passed = await runCommand(['check', '--cwd', site]);
    assert.equal(passed.code, 0, passed.stdout + passed.stderr);
    assert.match(passed.stdout, /warning \/docs\/intro → \/proj\/docs\/nowhere \(404; an <a> the build only warned about/);
    assert.match(passed.stdout, /warning \/docs\/intro → \/proj\/docs\/intro#gone \(missing anchor; /);
    assert.match(passed.stdout, /✓ \d+ pages, \d+ links checked .*, 0 broken, 2 warned/);
    // The list is no page of the site: `serve` answers no dot path, and check reads only `.html` files.
    assert.ok(existsSync(join(site, 'out', '.pxdocs-check.json')));

    // A Markdown link to nowhere the build let through (onBrokenLinks: 'warn') still fails the check.
    await writeFile(join(site, 'pxdocs.config.mjs'), files("onBrokenLinks: 'warn',")['pxdocs.config.mjs']);
    await writeFile(join(site, 'docs', 'intro.mdx'), `${files('')['docs/intro.mdx']}\n[markdown](/docs/gone)\n`);
    assert.equal((await buildSite(site)).code, 0);
    const failed = await runCommand(['check', '--cwd', site]);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.deepEqual(brokenLines(failed.stdout).filter((line) => !line.startsWith('warning ')), ['/docs/intro → /proj/docs/gone (404)']);
    assert.match(failed.stdout, /✗ .*, 1 broken, 2 warned/);
  });

  it('follows the server\'s redirects: a link it redirects to a page is fine, one it redirects to nothing is broken with that status', async () => {
    const root = await makeTempDir('pxdocs-check-redirects-');
    const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    await mkdir(join(root, 'guide'), { recursive: true });
    await writeFile(join(root, 'guide', 'a.html'), html('<h2 id="intro">Intro</h2>'));
    // `/guide/a.html`, `/guide/a/` and `/guide/index.html` are redirected (301) to their clean paths by the server.
    await writeFile(join(root, 'index.html'), html('<a href="/guide/a.html#intro">file name</a><a href="/guide/a/">slash</a><a href="/guide/gone.html">gone</a><a href="/guide/a.html#nowhere">anchor</a>'));
    const result = await checkSite({ root });
    assert.deepEqual(result.broken.map((link) => `${link.page} → ${link.target} (${link.status})`).sort(), [
      '/ → /guide/a.html#nowhere (missing anchor)',
      '/ → /guide/gone.html (404)',
    ]);
  });

  it("agrees with the site's config: a kind of problem it sets to 'ignore' is not checked, and says so", async () => {
    // The broken site's output, with its config saying what its build ignores.
    const config = await readFile(join(broken, 'config', 'site.config.ts'), 'utf8');
    const ignoring = async (links: string, anchors: string) => {
      const site = await makeTempDir('pxdocs-check-ignore-');
      await cp(broken, site, { recursive: true });
      const source = config.replace("onBrokenLinks: 'warn',", `onBrokenLinks: '${links}',`).replace("onBrokenAnchors: 'warn',", `onBrokenAnchors: '${anchors}',`);
      assert.equal(source.match(/'ignore'/g)?.length, [links, anchors].filter((value) => value === 'ignore').length);
      await writeFile(join(site, 'config', 'site.config.ts'), source);
      return runCommand(['check', '--cwd', site, '--timeout', '60000']);
    };
    const anchors = await ignoring('warn', 'ignore');
    assert.equal(anchors.code, 1, anchors.stdout + anchors.stderr);
    assert.deepEqual(brokenLines(anchors.stdout), ['/guide/broken → /guide/gone (404)']);
    assert.match(anchors.stdout, /onBrokenAnchors is 'ignore': anchors are not checked \(config\/site\.config\.ts\)\./);

    const links = await ignoring('ignore', 'warn');
    assert.equal(links.code, 1, links.stdout + links.stderr);
    assert.deepEqual(brokenLines(links.stdout), ['/guide/broken → /guide/setup#no-such-anchor (missing anchor)'], 'the anchor of a page that exists is still checked');
    assert.match(links.stdout, /onBrokenLinks is 'ignore': links are not checked, only their anchors on pages that exist/);

    const both = await ignoring('ignore', 'ignore');
    assert.equal(both.code, 0, both.stdout + both.stderr);
    assert.deepEqual(brokenLines(both.stdout), []);
    assert.match(both.stdout, /neither links nor anchors are checked/);
    assert.match(both.stdout, /✓ \d+ pages, 0 links checked/);
  });

  it('refuses a --retries or --timeout that is not a whole number (usage, exit 2)', async () => {
    const retries = await runCommand(['check', '--cwd', clean, '--retries', 'often']);
    assert.equal(retries.code, 2, retries.stdout + retries.stderr);
    assert.match(retries.stderr, /--retries.*whole number/);
    const timeout = await runCommand(['check', '--cwd', clean, '--timeout', '5s']);
    assert.equal(timeout.code, 2, timeout.stdout + timeout.stderr);
    assert.match(timeout.stderr, /--timeout.*whole number of milliseconds/);
  });

  it("passes a site in several languages: a locale's 404 page is no page to check, as the root's is not", async () => {
    const dir = await makeTempDir('pxdocs-check-locales-');
    await writeFile(join(dir, 'pxdocs.config.mjs'), "export default { title: 'T', url: 'https://t.example', baseUrl: '/proj/', docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'ja'] }, navbar: { items: [] }, footer: { copyright: '' } };\n");
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n\nThe intro, with [a heading](#more).\n\n## More\n\nText.\n');
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const result = await runCommand(['check', '--cwd', dir]);
    // Before: `/ja/404 → /proj/ja/404#main (404)` and the like, the page's links to itself.
    assert.deepEqual(brokenLines(result.stdout), []);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });

  it('fails with a clear message when there is no built output', async () => {
    const unbuilt = await makeFixture('basic');
    const result = await runCommand(['check', '--cwd', unbuilt]);
    assert.equal(result.code, 1);
    const output = result.stdout + result.stderr;
    assert.match(output, /Nothing to check/);
    assert.match(output, /pxdocs build/);
  });
});
