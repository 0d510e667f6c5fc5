// The config's own tags (headTags, preBodyTags, postBodyTags) under a base URL: a root-relative href or
// src gets the base once, written with it or without it, as the config's stylesheets and scripts do.
// DamienHarper/auditor-docs writes its favicons' links with the base (`/auditor-docs/img/favicon.svg`
// under the base `/auditor-docs/`): each page linked /auditor-docs/auditor-docs/img/favicon.svg.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Tags', url: 'https://tags.example', baseUrl: '/proj/',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Tags' }, chat: { embeddings: 'off' },
  headTags: [
    { tagName: 'link', attributes: { rel: 'icon', type: 'image/svg+xml', href: '/proj/img/mark.svg' } },
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: '/img/touch.png' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } },
  ],
  postBodyTags: [{ tagName: 'script', attributes: { src: '/proj/js/after.js', defer: true } }],
};\n`;

describe("the config's own tags under a base URL", () => {
  it('get the base once on a root-relative href or src, written with the base or without it', async () => {
    const dir = await makeTempDir('pxdocs-head-tags-base-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'static/img/touch.png': 'png',
      'static/js/after.js': '1;\n',
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="\/proj\/img\/mark\.svg"\/>/);
    assert.match(html, /<link rel="apple-touch-icon" href="\/proj\/img\/touch\.png"\/>/);
    assert.match(html, /<link rel="preconnect" href="https:\/\/cdn\.example"\/>/);
    assert.match(html, /<script src="\/proj\/js\/after\.js" defer="">/);
    assert.doesNotMatch(html, /\/proj\/proj\//);
  });
});
