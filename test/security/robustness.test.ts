// Robustness: the writer's loop and the build degrade gracefully on broken,
// deleted, pathological or odd input, with errors that name the file.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { removeTempDirs } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

after(removeTempDirs);

describe('pxdocs dev: the error overlay', () => {
  for (const [name, broken] of [
    ['a page with broken MDX', '---\ntitle: Broken\n---\n\n# Broken\n\n<div>\n'],
    ['a page with broken front matter', '---\ntitle: [unclosed\n---\n\nText.\n'],
  ] as const) {
    it(`clears after ${name} is deleted`, { timeout: 30_000 }, async () => {
      const fx = await startFixtureDev('basic');
      try {
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
      } finally {
        await fx.close();
      }
    });
  }
});
