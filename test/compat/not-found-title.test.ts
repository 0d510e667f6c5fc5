// The theme's not-found page (404.html) is titled in the site's language, as its heading is:
// Docusaurus's NotFound titles it with theme.NotFound.title ("找不到页面 | 笔记库" on a zh-Hans site,
// Docusaurus 3.10.2). pxdocs titled it "Page Not Found" whatever the language.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function notFoundHtml(dir: string, lang?: string): Promise<string> {
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ title: 'Notes', areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, ...(lang ? { lang } : {}) }),
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return readFile(join(dir, 'out', '404.html'), 'utf8');
}

describe("the not-found page's title", () => {
  it("is in the site's language, as its heading", async () => {
    const html = await notFoundHtml(await makeTempDir('pxdocs-404-zh-'), 'zh-Hans');
    assert.match(html, /<title>找不到页面 \| Notes<\/title>/);
    assert.match(html, /<h1[^>]*>找不到页面<\/h1>/);
  });

  it('is English on an English site', async () => {
    const html = await notFoundHtml(await makeTempDir('pxdocs-404-en-'));
    assert.match(html, /<title>Page Not Found \| Notes<\/title>/);
  });
});
