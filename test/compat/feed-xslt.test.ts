// `feedOptions.xslt` (Docusaurus's blog plugin, on in its classic template): each XML
// feed names a stylesheet written beside it (`<?xml-stylesheet … href="rss.xsl"?>`,
// rss.xsl and rss.css next to rss.xml), so a browser shows the feed as a page.
// init listed the option as not carried and pxdocs wrote bare feeds, which a browser
// shows as a tree of tags. Checked against Docusaurus 3.10.2's files on a site that
// turns it on (/tmp/docu/hF-helm), and in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeDocsSite, writeFiles } from '../helpers.js';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

after(removeTempDirs);

const post = (title: string, summary: string) => `---\ntitle: ${title}\n---\n\n${summary}\n\n<!-- truncate -->\n\nThe rest.\n`;

const POSTS = {
  'blog/2024-05-01-spring.md': post('Spring notes', 'What changed in May.'),
  'blog/2024-06-01-summer.md': post('Summer notes', 'What changed in June.'),
};

async function built(feedOptions: Record<string, unknown>) {
  const dir = await writeDocsSite({ blog: { path: 'blog', routeBasePath: 'blog', feedOptions } }, POSTS, 'pxdocs-feed-xslt-');
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return join(dir, 'out');
}

describe('feed stylesheets (feedOptions.xslt)', () => {
  let browser: Browser;
  let server: TestServer | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await server?.close();
    await browser?.close();
  });

  it('writes each XML feed with a stylesheet beside it, and a browser shows the feed as a page', async () => {
    const out = await built({ type: 'all', xslt: true });
    for (const type of ['rss', 'atom']) {
      const xml = await readFile(join(out, `blog/${type}.xml`), 'utf8');
      assert.match(xml, new RegExp(`^<\\?xml [^>]*\\?><\\?xml-stylesheet type="text/xsl" href="${type}\\.xsl"\\?>`));
      assert.ok(existsSync(join(out, `blog/${type}.xsl`)) && existsSync(join(out, `blog/${type}.css`)), `${type}.xsl and ${type}.css beside the feed`);
    }
    assert.doesNotMatch(await readFile(join(out, 'blog/feed.json'), 'utf8'), /xsl/);
    server = await startServer(out);
    const page = await browser.newPage();
    for (const type of ['rss', 'atom']) {
      await page.goto(`${server.url}/blog/${type}.xml`);
      const shown = await page.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent,
        posts: [...document.querySelectorAll('article h2 a')].map((link: any) => [link.textContent, new URL(link.href).pathname]),
        styled: getComputedStyle(document.querySelector('main')).maxWidth,
      }));
      assert.equal(shown.heading, 'Fixture Docs Blog', type);
      assert.deepEqual(shown.posts, [['Summer notes', '/blog/2024/06/01/summer'], ['Spring notes', '/blog/2024/05/01/spring']], type);
      assert.notEqual(shown.styled, 'none', `${type}.css applies`);
    }
    await page.close();
  });

  it('writes bare feeds without the option, and a stylesheet only for the feed asking for one', async () => {
    const plain = await built({ type: ['rss', 'atom'] });
    assert.doesNotMatch(await readFile(join(plain, 'blog/rss.xml'), 'utf8'), /xml-stylesheet/);
    assert.equal(existsSync(join(plain, 'blog/rss.xsl')), false);
    const one = await built({ type: ['rss', 'atom'], xslt: { rss: true } });
    assert.match(await readFile(join(one, 'blog/rss.xml'), 'utf8'), /xml-stylesheet/);
    assert.doesNotMatch(await readFile(join(one, 'blog/atom.xml'), 'utf8'), /xml-stylesheet/);
    assert.equal(existsSync(join(one, 'blog/atom.xsl')), false);
  });

  it('init carries xslt from a Docusaurus config', async () => {
    const dir = await makeTempDir('pxdocs-feed-init-');
    await writeFiles(dir, {
      'package.json': '{"name":"x","private":true}',
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { docs: false, blog: { feedOptions: { type: ['rss', 'atom'], xslt: true } } }]] };\n`,
      ...POSTS,
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stderr, /Not carried over/);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(await readFile(join(dir, 'out/blog/atom.xml'), 'utf8'), /href="atom\.xsl"/);
  });
});
