// A table row is one search record, its cells joined (compiler/search/records.ts): a reference row is
// found by words from any cell and shown whole. A row holding a code block is read cell by cell, so the
// block stays a code record of its own, as the chat quotes examples whole.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { articleRecords } from '../../compiler/search/records.js';
import { readHtml } from '../../compiler/html.js';
import type { Route } from '../../compiler/routes.js';
import type { SiteConfig } from '../../compiler/config/schema.js';

const route = { page: { permalink: '/docs/options', title: 'Options', sidebarItems: [] } } as unknown as Route;
const config = { navbar: { items: [] } } as unknown as SiteConfig;
const contents = (html: string) => articleRecords(readHtml(`<article><div class="markdown">${html}</div></article>`), route, config).slice(1).map((record) => [record.content, record.code]);

describe('search records of a table', () => {
  it('makes a record of each body row, its cells joined by " · ", and none of the header row', () => {
    const html = '<table><thead><tr><th>Option</th><th>Type</th></tr></thead><tbody><tr><td><code>retries</code></td><td>number</td><td>How many <em>times</em> to try</td></tr><tr><td>quiet</td><td></td><td>No output</td></tr></tbody></table>';
    assert.deepEqual(contents(html), [['retries · number · How many times to try', false], ['quiet · No output', false]]);
  });

  it('reads a row holding a code block cell by cell, the block a code record with its lines', () => {
    const html = '<table><tbody><tr><td>Example</td><td><pre><code>first line\nsecond line</code></pre></td></tr><tr><td>plain</td><td>row</td></tr></tbody></table>';
    assert.deepEqual(contents(html), [['Example', false], ['first line\nsecond line', true], ['plain · row', false]]);
  });
});
