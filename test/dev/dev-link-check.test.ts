// `pxdocs dev` checks links after every edit, with the build's rules: a save
// checks the links of the pages it changed, not every page's again (that cost
// grew with the site: 0.4 s a body edit at 3,000 pages, before the page was
// served), while a broken link or a heading other pages link to going away is
// still reported at once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { page, removeTempDirs } from '../helpers.js';
import { linesWith, startFixtureDev, waitUntil, type DevFixture } from './dev-helpers.js';

const PAGES = 40;
const many = Object.fromEntries(Array.from({ length: PAGES }, (_, n) => [
  `content/guide/many/page-${n}.md`,
  page({ title: `Many ${n}` }, `Page ${n} links to [the target's heading](/guide/many/target#kept-heading) and [the next page](./page-${(n + 1) % PAGES}.md).\n`),
]));
// Each edit keeps a page's first paragraph (its description: a new one relinks the site, every page then stale and unchecked).
const target = (extra = '', heading = 'Kept heading') => page({ title: 'Target' }, `The target page.\n\n## ${heading}\n\nText.\n${extra}`);

describe('pxdocs dev link check after an edit', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic', { ...many, 'content/guide/many/target.md': target() });
  });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('checks only the edited page when its edit moves no heading', async () => {
    await fx.write('content/guide/many/target.md', target('\nA body edit, marker one, with a link [back](./page-0.md).\n'));
    await fx.waitForHtml('/guide/many/target', (html) => html.includes('marker one'), 'the body edit');
    const { pages, links } = fx.dev.session.lastLinkCheck;
    assert.ok(pages >= 1 && pages <= 3, `the edited page's links are checked, not all ${PAGES + 10} pages' (checked ${pages} pages, ${links} links)`);
    assert.ok(links > PAGES * 2, `the other pages' links are still counted (${links})`);
  });

  it('still reports a broken link the edit adds', async () => {
    await fx.write('content/guide/many/page-3.md', page({ title: 'Many 3' }, `Page 3 links to [the target's heading](/guide/many/target#kept-heading) and [the next page](./page-4.md).\n\nA link to [nowhere](/guide/no-such-page).\n`));
    await waitUntil(() => linesWith(fx.output.text(), '/guide/no-such-page').length > 0, 'the broken link to be reported');
  });

  it('checks every page again when a heading they link to goes away', async () => {
    await fx.write('content/guide/many/target.md', target('', 'Another heading'));
    await waitUntil(() => linesWith(fx.output.text(), 'no element with id "kept-heading"').length >= PAGES - 1, 'the pages linking to the removed heading to be reported').catch((error: Error) => {
      throw new Error(`${error.message}\n${fx.output.text()}`);
    });
    assert.ok(fx.dev.session.lastLinkCheck.pages >= PAGES, `every page was checked (${fx.dev.session.lastLinkCheck.pages})`);
  });
});
