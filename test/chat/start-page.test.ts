// Where the chat sends a reader whose question the docs do not cover: the
// site's own first navbar link that stays on the site, in the locale's words,
// as a path without the site's base. Before, every site's answer linked
// /learn/getting-started (a page of our own docs), a broken link anywhere else.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startPage } from '../../compiler/search/locales-file.js';
import { composeAnswer } from '../../server/chat/compose.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';
import { ask } from './helpers.js';

after(removeTempDirs);

async function built(config: Record<string, unknown>): Promise<string> {
  const site = await makeTempDir('pxdocs-start-page-');
  await writeFiles(site, {
    'config/site.config.ts': fixtureConfig({ chat: { embeddings: 'off' }, ...config }),
    'content/docs/intro.md': page({ title: 'Introduction' }),
    'content/docs/later.md': page({ title: 'Later' }),
  });
  const result = await buildSite(site);
  assert.equal(result.code, 0, result.stderr);
  return join(site, 'out');
}

describe("the chat's page to start from", () => {
  it("is the navbar's first link on the site (an external one before it is passed over), its label as the navbar says it", async () => {
    const out = await built({
      navbar: { items: [{ label: 'Project & code', href: 'https://example.com/code' }, { type: 'doc', docId: 'docs/intro', label: 'Start <here>' }, { type: 'doc', docId: 'docs/later', label: 'Later' }] },
    });
    assert.deepEqual(startPage(out), { label: 'Start <here>', url: '/docs/intro' });
  });

  it("is given without the site's base URL (the chat's links are site paths; the widget adds the base)", async () => {
    const out = await built({ baseUrl: '/handbook/', navbar: { items: [{ type: 'doc', docId: 'docs/later', label: 'Read on' }] } });
    assert.deepEqual(startPage(out), { label: 'Read on', url: '/docs/later' });
  });

  it('is none for a site whose navbar has no link on the site, and the answer then leaves that sentence out', async () => {
    const out = await built({ navbar: { items: [{ label: 'Elsewhere', href: 'https://example.com' }] } });
    assert.equal(startPage(out), undefined);
    const answer = composeAnswer([], 'what is the weather', false, undefined, undefined);
    assert.doesNotMatch(answer.text, /\]\(/, 'no link at all');
    assert.doesNotMatch(answer.text, /getting-started/);
    const linked = composeAnswer([], 'what is the weather', false, undefined, { label: 'Read on', url: '/docs/later' });
    assert.match(linked.text, /\[Read on\]\(\/docs\/later\)/);
  });

  it('is the dev server\'s home page\'s too (its pages are in memory)', async () => {
    const fx = await startFixtureDev('basic');
    try {
      const answer = await ask(`${fx.dev.url}/api/docsChat`, 'zzqx wqxv qqzj');
      assert.equal(answer.done?.covered, false);
      // The basic fixture's navbar opens with its Guide sidebar.
      assert.match(answer.text, /\[Guide\]\(\/guide\/[^)]*\)/);
    } finally {
      await fx.dev.close();
    }
  });
});
