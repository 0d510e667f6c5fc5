// A site in one language links each page to itself in that language and as
// x-default (hreflang), as Docusaurus 3.10 does whatever the number of locales.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, removeTempDirs, writeDocsSite } from '../helpers.js';

after(removeTempDirs);

async function site(config: Record<string, unknown>, files: Record<string, string> = {}) {
  const dir = await writeDocsSite(config, files, 'pxdocs-deploy-');
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return { dir, out: (path: string) => join(dir, 'out', path), stderr: result.stderr };
}

describe('hreflang', () => {
  it('links a page of a site in one language to itself in that language and as x-default, as Docusaurus does', async () => {
    const { out } = await site({ lang: 'en-GB' });
    const html = await readFile(out('docs/intro.html'), 'utf8');
    assert.match(html, /<link rel="alternate" href="https:\/\/fixture\.example\/docs\/intro" hrefLang="en-GB"\/>/i);
    assert.match(html, /<link rel="alternate" href="https:\/\/fixture\.example\/docs\/intro" hrefLang="x-default"\/>/i);
    assert.match(await readFile(out('index.html'), 'utf8'), /<link rel="alternate" href="https:\/\/fixture\.example\/" hrefLang="x-default"\/>/i);
  });
});
