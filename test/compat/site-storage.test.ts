// Docusaurus's `storage` (and `future.v4.siteStorageNamespacing`, which init carries as
// `storage.namespace: true`): the reader's colour mode, tab choice and closed announcement bar
// are kept under Docusaurus's keys with the site's namespace after them, in the site's storage
// type, and read back before paint on the next page. Docusaurus 3.10.2 built with
// `url: 'https://e.com', baseUrl: '/base/'` and the flag wrote `theme-d92`
// (`.docusaurus/site-storage.json`: `{ "type": "localStorage", "namespace": "-d92" }`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { onPage, serveSite, type ServedSite } from './browse.js';
import { siteStorage } from '../../compiler/site-storage.js';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';

const page = `# Intro

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="os">
<TabItem value="mac" label="Mac">Mac text</TabItem>
<TabItem value="win" label="Win">Win text</TabItem>
</Tabs>
`;

const site = (storage: string, barId = 'bar-1'): Record<string, string> => ({
  'pxdocs.config.mjs': `export default {
    title: 'Stored', url: 'https://stored.example',
    docs: { path: 'docs', routeBasePath: 'docs' },
    announcementBar: { id: '${barId}', content: 'A bar', isCloseable: true },
    storage: ${storage},
    navbar: { items: [] }, footer: { copyright: '' },
  };\n`,
  'docs/intro.mdx': page,
});

/** What a reader's choices leave in both storages, after a dark mode, a tab and a closed bar. */
async function choose(served: ServedSite, browserPage: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  await browserPage.goto(`${served.server.url}/docs/intro`);
  await browserPage.waitForFunction(() => document.querySelector('[data-tabs][data-tabs-ready]'));
  await browserPage.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  // A first visit with nothing stored (the bar's id is written as the page loads).
  await browserPage.reload();
  await browserPage.waitForFunction(() => document.querySelector('[data-tabs][data-tabs-ready]'));
  await browserPage.locator('[data-color-mode-toggle]').first().click();
  await browserPage.getByRole('tab', { name: 'Win' }).click();
  await browserPage.locator('[data-announcement-close]').click();
  return browserPage.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

/** After a reload: the mode the head script applied before the islands ran, the bar, the tab. */
async function reloaded(browserPage: Page): Promise<{ theme: string | null; dismissed: boolean; tab: string }> {
  await browserPage.reload();
  await browserPage.waitForFunction(() => document.querySelector('[data-tabs][data-tabs-ready]'));
  return {
    theme: await browserPage.evaluate(() => document.documentElement.getAttribute('data-theme')),
    dismissed: await browserPage.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed')),
    tab: (await browserPage.locator('[role=tab][aria-selected=true]').innerText()).trim(),
  };
}

describe('storage.namespace: true', () => {
  const served = serveSite('pxdocs-storage-', site('{ namespace: true }'));
  const ns = `-${createHash('md5').update('https://stored.example/').digest('hex').slice(0, 3)}`;

  it('keeps the choices under Docusaurus\'s keys with the site\'s namespace, and reads them back', async () => {
    await onPage(served.browser, async (browserPage, errors) => {
      const { local, session } = await choose(served, browserPage);
      assert.deepEqual(local, { [`theme${ns}`]: 'dark', [`docusaurus.tab.os${ns}`]: 'win', [`docusaurus.announcement.dismiss${ns}`]: 'true', [`docusaurus.announcement.id${ns}`]: 'bar-1' });
      assert.deepEqual(session, {});
      assert.deepEqual(await reloaded(browserPage), { theme: 'dark', dismissed: true, tab: 'Win' });
      assert.deepEqual(errors, []);
    });
  });
});

describe('storage: sessionStorage with a namespace of its own', () => {
  const served = serveSite('pxdocs-storage-', site("{ type: 'sessionStorage', namespace: 'mine' }"));

  it('keeps them in sessionStorage, suffixed with the namespace as written', async () => {
    await onPage(served.browser, async (browserPage, errors) => {
      const { local, session } = await choose(served, browserPage);
      assert.deepEqual(session, { 'theme-mine': 'dark', 'docusaurus.tab.os-mine': 'win', 'docusaurus.announcement.dismiss-mine': 'true', 'docusaurus.announcement.id-mine': 'bar-1' });
      assert.deepEqual(local, {});
      assert.deepEqual(await reloaded(browserPage), { theme: 'dark', dismissed: true, tab: 'Win' });
      assert.deepEqual(errors, []);
    });
  });
});

// What Docusaurus 3.10.2 writes (theme-common's AnnouncementBarProvider, read in /tmp/nC/docu): as each page loads,
// `docusaurus.announcement.id` is the bar's id and, when the id stored before was another bar's, `…dismiss` is
// 'false'; closing the bar writes `…dismiss` 'true' alone; a stored 'annoucement-bar' (its old misspelt default
// id) is the same bar as 'announcement-bar'. pxdocs wrote both keys on close only, so a reader who had closed
// the default bar under the old id saw it again.
describe('the announcement bar\'s keys', () => {
  const served = serveSite('pxdocs-storage-', site('undefined', 'announcement-bar'));

  it('are written when Docusaurus writes them, and a bar closed on the Docusaurus site stays closed', async () => {
    await onPage(served.browser, async (browserPage, errors) => {
      const load = async (stored: Record<string, string>) => {
        await browserPage.evaluate((stored) => { localStorage.clear(); Object.assign(localStorage, stored); }, stored);
        await browserPage.reload();
        await browserPage.waitForFunction(() => localStorage.getItem('docusaurus.announcement.id') === 'announcement-bar');
        return {
          dismissed: await browserPage.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed')),
          stored: await browserPage.evaluate(() => ({ ...localStorage })),
        };
      };
      await browserPage.goto(`${served.server.url}/docs/intro`);
      const id = 'docusaurus.announcement.id', dismiss = 'docusaurus.announcement.dismiss';
      assert.deepEqual(await load({}), { dismissed: false, stored: { [id]: 'announcement-bar', [dismiss]: 'false' } }, 'a first visit');
      await browserPage.locator('[data-announcement-close]').click();
      assert.deepEqual(await browserPage.evaluate(() => ({ ...localStorage })), { [id]: 'announcement-bar', [dismiss]: 'true' }, 'closed');
      assert.deepEqual(await load({ [id]: 'annoucement-bar', [dismiss]: 'true' }), { dismissed: true, stored: { [id]: 'announcement-bar', [dismiss]: 'true' } }, 'closed under the misspelt id');
      assert.deepEqual(await load({ [id]: 'last-year', [dismiss]: 'true' }), { dismissed: false, stored: { [id]: 'announcement-bar', [dismiss]: 'false' } }, 'another bar was closed');
      assert.deepEqual(errors, []);
    });
  });
});

describe('the storage namespace', () => {
  it('is Docusaurus\'s: the MD5 of the address with its base and a final slash, three digits', () => {
    const config = (url: string, baseUrl: string, namespace: boolean | string) => ({ url, baseUrl, storage: { type: 'localStorage' as const, namespace } });
    // Docusaurus 3.10.2's .docusaurus/site-storage.json for this url and baseUrl.
    assert.deepEqual(siteStorage(config('https://e.com', '/base/', true)), { type: 'localStorage', namespace: '-d92' });
    assert.equal(siteStorage(config('https://e.com/', '/base/', true)).namespace, '-d92');
    assert.equal(siteStorage(config('https://e.com', '/', false)).namespace, '');
    assert.equal(siteStorage(config('https://e.com', '/', '')).namespace, '');
  });

  it('is carried by init from `storage` and from future.v4.siteStorageNamespacing, an explicit namespace winning', () => {
    const translate = (rest: string) => translateDocusaurus(evaluateConfigSource(`module.exports = {
      title: 'T', url: 'https://e.com', baseUrl: '/', ${rest}
      presets: [['classic', { docs: false, blog: false }]],
    };\n`, 'docusaurus.config.js'), process.cwd(), 'docusaurus.config.js');
    assert.deepEqual(translate('future: { v4: true },').config.storage, { namespace: true });
    assert.deepEqual(translate('future: { v4: { siteStorageNamespacing: true } },').config.storage, { namespace: true });
    assert.equal(translate('future: { v4: true }, storage: { namespace: false },').config.storage, undefined);
    assert.deepEqual(translate("storage: { type: 'sessionStorage', namespace: 'x' },").config.storage, { type: 'sessionStorage', namespace: 'x' });
    const odd = translate("storage: { type: 'cookies' },");
    assert.deepEqual(odd.notCarried.map((entry) => entry.key), ['storage.type']);
    assert.ok(!translate('future: { v4: true },').notCarried.some((entry) => entry.key === 'future.v4.siteStorageNamespacing'));
  });
});
