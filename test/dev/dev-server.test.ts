// `pxdocs dev` in-process over a temp copy of the basic fixture, on 127.0.0.1
// (port 0): the URL rules of `pxdocs serve`, edits showing up in the served HTML,
// reload events for the tabs that show affected pages, pages added, renamed and
// deleted, config changes, coalesced saves, warnings printed once, a busy port.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { PxError } from '../../compiler/errors.js';
import { page, removeTempDirs } from '../helpers.js';
import { Collector, linesWith, settledWithin, sidebarLinks, sleep, startFixtureDev, waitUntil, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

describe('pxdocs dev over the basic fixture', () => {
  let fx: DevFixture;
  const file = (path: string) => join(fx.dir, 'content', path);

  before(async () => {
    fx = await startFixtureDev('basic', {
      'content/guide/05-to-rename.md': page({ title: 'Soon renamed' }, 'This page will move.\n'),
      'content/guide/06-to-delete.md': page({ title: 'Soon deleted' }, 'This page will go.\n'),
    });
  });
  after(async () => {
    await fx?.close();
  });

  it('serves pages with the URL rules of pxdocs serve', async () => {
    const setup = await fx.get('/guide/setup');
    assert.equal(setup.status, 200);
    assert.match(setup.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(setup.html.includes('Install it.'), 'the page body is served');
    assert.ok(setup.html.includes('/__pxdocs/events'), 'the live-reload client is injected');
    for (const spelling of ['/guide/setup.html', '/guide/setup/']) {
      const response = await fx.get(spelling);
      assert.equal(response.status, 301, spelling);
      assert.equal(response.headers.get('location'), '/guide/setup', spelling);
    }
    const home = await fx.get('/index.html');
    assert.equal(home.status, 301);
    assert.equal(home.headers.get('location'), '/');
    const missing = await fx.get('/guide/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<html/i, 'an unknown path gets the 404 page');
  });

  it('shows an edit to a page body in the served HTML', async () => {
    await appendFile(file('guide/index.md'), '\nA sentence added by the body edit test.\n');
    const html = await fx.waitForHtml('/guide', (text) => text.includes('A sentence added by the body edit test.'), 'the added sentence');
    assert.ok(html.includes('What you will find'), 'the rest of the page is still there');
  });

  it('sends a reload event naming only the edited page for a body edit', async () => {
    const client = await fx.events();
    const from = client.events.length;
    await appendFile(file('reference/01-api.md'), '\nA sentence added by the reload event test.\n');
    // A body edit reloads the tabs showing that page, not every tab ('*').
    const reload = await client.next((event) => event.type === 'reload' && Array.isArray(event.paths) && event.paths.includes('/reference/api'), { from });
    assert.ok(Array.isArray(reload.paths));
    assert.ok(!reload.paths.includes('/guide/setup'), `an unrelated page is not reloaded: ${JSON.stringify(reload.paths)}`);
    const ok = client.events.slice(from).find((event) => event.type === 'ok');
    assert.ok(ok, 'a good edit also says the site is ok (clears any overlay)');
    await fx.waitForHtml('/reference/api', (text) => text.includes('A sentence added by the reload event test.'), 'the added sentence');
  });

  it('updates the sidebar and the neighbours of other pages when a title changes', async () => {
    const client = await fx.events();
    const from = client.events.length;
    const source = await readFile(file('guide/02-setup.md'), 'utf8');
    await writeFile(file('guide/02-setup.md'), source.replace('title: Setup', 'title: Setting things up'));
    const intro = await fx.waitForHtml('/guide/intro', (html) => sidebarLinks(html).some((link) => link.label === 'Setting things up'), 'the new title in the sidebar');
    assert.ok(!sidebarLinks(intro).some((link) => link.label === 'Setup'), 'the old sidebar label is gone');
    assert.match(intro, /pagination-next[^>]*href="\/guide\/setup"[\s\S]*?Setting things up/, 'the previous page links to it by its new title');
    const reload = await client.next((event) => event.type === 'reload' && (event.paths === '*' || event.paths!.includes('/guide/intro')), { from });
    assert.ok(reload, 'tabs showing the neighbour are reloaded');
  });

  it('makes and removes tag pages as tags front matter changes, and lists the doc on them', async () => {
    const source = await readFile(file('guide/02-setup.md'), 'utf8');
    await writeFile(file('guide/02-setup.md'), source.replace(/^---\n/, '---\ntags: [Getting started]\n'));
    const tag = await fx.waitForHtml('/tags/getting-started', (html) => html.includes('One doc tagged with'), 'the new tag page');
    assert.match(tag, /<a href="\/guide\/setup">/);
    const setup = await fx.waitForHtml('/guide/setup', (html) => html.includes('class="doc-tags'), "the page's tag list");
    assert.match(setup, /<a class="tag" href="\/tags\/getting-started" rel="tag">Getting started<\/a>/);
    await writeFile(file('guide/02-setup.md'), source);
    await waitUntil(async () => (await fx.get('/tags/getting-started')).status === 404, 'the tag page gone once no doc carries the tag');
  });

  // Only the title, label, position and the like remade the routes: a doc's own page data from the rest of its
  // front matter (hide_table_of_contents, keywords, image, custom_edit_url, hide_title) stayed as at start.
  it("shows a change to a doc's front matter that changes only its own page (its TOC hidden, keywords)", async () => {
    const path = file('guide/03-advanced/01-tuning.md');
    const source = await readFile(path, 'utf8');
    await writeFile(path, source.replace(/^---\n/, '---\nhide_table_of_contents: true\nkeywords: [zorblat, dials]\n'));
    const hidden = await fx.waitForHtml('/guide/advanced/tuning', (html) => !html.includes('class="toc-inner'), 'the table of contents hidden');
    assert.match(hidden, /<meta name="keywords" content="zorblat,dials"\/>/);
    await writeFile(path, source);
    await fx.waitForHtml('/guide/advanced/tuning', (html) => html.includes('class="toc-inner') && !html.includes('zorblat'), 'the table of contents back, the keywords gone');
  });

  it('updates the table of contents when a heading is added', async () => {
    await appendFile(file('guide/03-advanced/01-tuning.md'), '\n## A heading added by the test\n\nText.\n');
    const html = await fx.waitForHtml('/guide/advanced/tuning', (text) => /<nav class="toc-inner[ "][\s\S]*?href="#a-heading-added-by-the-test"/.test(text), 'the new heading in the table of contents');
    assert.match(html, /<h2[^>]*id="a-heading-added-by-the-test"/);
  });

  it('adds a new page to the routes and the sidebars', async () => {
    await writeFile(file('guide/04-added.md'), page({ title: 'Added page' }, 'Freshly added.\n'));
    const html = await fx.waitForHtml('/guide/intro', (text) => sidebarLinks(text).some((link) => link.href === '/guide/added'), 'the added page in the sidebar');
    assert.deepEqual(sidebarLinks(html).find((link) => link.href === '/guide/added'), { href: '/guide/added', label: 'Added page' });
    const added = await fx.get('/guide/added');
    assert.equal(added.status, 200);
    assert.ok(added.html.includes('Freshly added.'));
  });

  it('moves a renamed page to its new route in the routes and the sidebars', async () => {
    assert.equal((await fx.get('/guide/to-rename')).status, 200);
    await rename(file('guide/05-to-rename.md'), file('guide/05-renamed.md'));
    const html = await fx.waitForHtml('/guide/setup', (text) => sidebarLinks(text).some((link) => link.href === '/guide/renamed'), 'the renamed page in the sidebar');
    assert.ok(!sidebarLinks(html).some((link) => link.href === '/guide/to-rename'), 'the old route left the sidebar');
    assert.equal((await fx.get('/guide/to-rename')).status, 404, 'the old route is gone');
    const renamed = await fx.get('/guide/renamed');
    assert.equal(renamed.status, 200);
    assert.ok(renamed.html.includes('This page will move.'));
  });

  it('removes a deleted page from the routes and the sidebars', async () => {
    assert.equal((await fx.get('/guide/to-delete')).status, 200);
    await rm(file('guide/06-to-delete.md'));
    const html = await fx.waitForHtml('/guide/setup', (text) => !sidebarLinks(text).some((link) => link.href === '/guide/to-delete'), 'the deleted page gone from the sidebar');
    assert.ok(sidebarLinks(html).length > 0, 'the sidebar is still there');
    await fx.waitForHtml('/guide/to-delete', (_text, status) => status === 404, 'a 404 for the deleted page');
  });

  it('rebuilds every page when the config changes', async () => {
    const config = join(fx.dir, 'config', 'site.config.ts');
    const source = await readFile(config, 'utf8');
    assert.ok(source.includes("title: 'Fixture',"));
    await writeFile(config, source.replace("title: 'Fixture',", "title: 'Renamed Fixture',"));
    for (const path of ['/guide/setup', '/reference/api', '/']) {
      await fx.waitForHtml(path, (html) => html.includes('Renamed Fixture'), 'the new navbar title');
    }
    const guide = await fx.get('/guide');
    assert.ok(guide.html.includes('A sentence added by the body edit test.'), 'earlier edits survive the full rebuild');
  });
});

// Each test gets its own server: a lost change or a stuck rebuild loop in one
// must not fail the others.
describe('pxdocs dev under rapid saves', () => {
  const servers: DevFixture[] = [];
  const fresh = async () => {
    const fx = await startFixtureDev('basic');
    servers.push(fx);
    return fx;
  };
  after(async () => {
    for (const fx of servers) await fx.close();
  });

  it('coalesces rapid saves into fewer rebuilds, and the last save wins', async () => {
    const fx = await fresh();
    const client = await fx.events();
    const from = client.events.length;
    const source = await readFile(join(fx.dir, 'content', 'reference/03-more/01-glossary.md'), 'utf8');
    const saves = 15;
    for (let n = 0; n < saves; n++) await writeFile(join(fx.dir, 'content', 'reference/03-more/01-glossary.md'), `${source}\nRapid save number ${n}.\n`);
    const html = await fx.waitForHtml('/reference/more/glossary', (text) => text.includes(`Rapid save number ${saves - 1}.`), 'the last save');
    for (let n = 0; n < saves - 1; n++) assert.ok(!html.includes(`Rapid save number ${n}.`), `save ${n} was superseded`);
    await sleep(200);
    await settledWithin(fx.dev);
    const rebuilds = client.events.slice(from).filter((event) => event.type === 'reload').length;
    assert.ok(rebuilds >= 1 && rebuilds < saves, `${saves} rapid saves caused ${rebuilds} rebuilds`);
  });

  it('never loses a save that comes right after the previous one was applied', async () => {
    // A formatter that rewrites the file just after the editor saved it does this.
    const fx = await fresh();
    const path = join(fx.dir, 'content', 'guide/03-advanced/01-tuning.md');
    const source = await readFile(path, 'utf8');
    for (let n = 0; n < 5; n++) {
      await writeFile(path, `${source}\nFirst write of round ${n}.\n`);
      await fx.waitForHtml('/guide/advanced/tuning', (html) => html.includes(`First write of round ${n}.`), `the first write of round ${n}`);
      await writeFile(path, `${source}\nSecond write of round ${n}.\n`);
      await fx.waitForHtml('/guide/advanced/tuning', (html) => html.includes(`Second write of round ${n}.`), `the second write of round ${n} (written right after the first was served)`);
    }
  });

  it('serves the last of a stream of saves that spans several rebuilds', async () => {
    const fx = await fresh();
    const path = join(fx.dir, 'content', 'reference/index.md');
    const source = await readFile(path, 'utf8');
    const saves = 30;
    for (let n = 0; n < saves; n++) {
      await writeFile(path, `${source}\nStreamed save number ${n}.\n`);
      await sleep(8);
    }
    const html = await fx.waitForHtml('/reference', (text) => text.includes(`Streamed save number ${saves - 1}.`), 'the last save');
    assert.equal((html.match(/Streamed save number \d+\./g) ?? []).length, 1);
  });

  it('keeps applying edits after two pages are saved a few milliseconds apart', async () => {
    // The second save lands while the first one's rebuild runs, for a sweep of gaps.
    const fx = await fresh();
    const api = join(fx.dir, 'content', 'reference/01-api.md');
    const faq = join(fx.dir, 'content', 'reference/03-more/02-faq.md');
    for (let gap = 0; gap <= 60; gap += 4) {
      await appendFile(api, `\nAPI edit with gap ${gap}.\n`);
      await sleep(gap);
      await appendFile(faq, `\nFAQ edit with gap ${gap}.\n`);
      await fx.waitForHtml('/reference/api', (html) => html.includes(`API edit with gap ${gap}.`), `the API edit of the ${gap} ms round`);
      await fx.waitForHtml('/reference/more/faq', (html) => html.includes(`FAQ edit with gap ${gap}.`), `the FAQ edit of the ${gap} ms round`);
      await sleep(80);
    }
    // And the server still applies a later, unrelated edit.
    await appendFile(join(fx.dir, 'content', 'guide/02-setup.md'), '\nA later edit.\n');
    await fx.waitForHtml('/guide/setup', (html) => html.includes('A later edit.'), 'the later edit');
  });
});

describe('pxdocs dev validation warnings', () => {
  let fx: DevFixture;
  const file = (path: string) => join(fx.dir, 'content', path);
  const WARNING = 'no-such-anchor';

  before(async () => {
    fx = await startFixtureDev('basic', {
      'content/guide/04-broken-anchor.md': page({ title: 'Broken anchor' }, `This links to [a missing anchor](/guide/setup#${WARNING}).\n`),
    });
  });
  after(async () => {
    await fx?.close();
  });

  const warnings = () => linesWith(fx.output.text(), WARNING);

  it('prints a broken anchor warning once at start-up', () => {
    assert.equal(warnings().length, 1, fx.output.text());
    assert.match(warnings()[0], /warning.*content\/guide\/04-broken-anchor\.md/);
  });

  // Each edit below touches another file: chokidar drops a second 'change' of
  // one path within 50 ms (see the rapid-saves tests), which is not what these test.
  it('does not print the warning again after edits to unrelated pages', async () => {
    await appendFile(file('reference/01-api.md'), '\nFirst unrelated edit.\n');
    await fx.waitForHtml('/reference/api', (html) => html.includes('First unrelated edit.'), 'the first edit');
    await appendFile(file('reference/03-more/02-faq.md'), '\nSecond unrelated edit.\n');
    await fx.waitForHtml('/reference/more/faq', (html) => html.includes('Second unrelated edit.'), 'the second edit');
    await settledWithin(fx.dev);
    assert.equal(warnings().length, 1, `the untouched page's warning was repeated:\n${fx.output.text()}`);
  });

  it('does not print the warning again when an unrelated page is added or deleted', async () => {
    const before = warnings().length;
    await writeFile(file('reference/06-extra.md'), page({ title: 'Extra' }, 'Extra page.\n'));
    await fx.waitForHtml('/reference/extra', (_html, status) => status === 200, 'the added page');
    await rm(file('reference/06-extra.md'));
    await fx.waitForHtml('/reference/extra', (_html, status) => status === 404, 'the deleted page gone');
    await appendFile(file('guide/03-advanced/overview.md'), '\nThird unrelated edit.\n');
    await fx.waitForHtml('/guide/advanced/overview', (html) => html.includes('Third unrelated edit.'), 'the third edit');
    await settledWithin(fx.dev);
    assert.equal(warnings().length, before, `the untouched page's warning was repeated:\n${fx.output.text()}`);
  });

  it('prints a warning that an edit introduces, once', async () => {
    await appendFile(file('reference/03-more/01-glossary.md'), '\nSee [nothing here](/guide/intro#another-missing-anchor).\n');
    await fx.waitForHtml('/reference/more/glossary', (html) => html.includes('nothing here'), 'the new link');
    await waitUntil(() => linesWith(fx.output.text(), 'another-missing-anchor').length > 0, 'the new warning to be printed');
    await appendFile(file('guide/02-setup.md'), '\nUnrelated again.\n');
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Unrelated again.'), 'the unrelated edit');
    await settledWithin(fx.dev);
    const lines = linesWith(fx.output.text(), 'another-missing-anchor');
    assert.equal(lines.length, 1, fx.output.text());
    assert.match(lines[0], /content\/reference\/03-more\/01-glossary\.md/);
  });
});

describe('pxdocs dev on a busy port', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic');
  });
  after(async () => {
    await fx?.close();
  });

  it('fails with a message naming the port and suggesting another one', async () => {
    const port = Number(new URL(fx.dev.url).port);
    const output = new Collector();
    let second: Awaited<ReturnType<typeof startDev>> | undefined;
    try {
      second = await startDev({ cwd: fx.dir, port, host: '127.0.0.1', reporter: new Reporter({ stream: output }) });
    } catch (error) {
      assert.ok(error instanceof PxError, `expected a PxError, got ${String(error)}`);
      assert.equal(error.title, 'Port in use');
      assert.ok(error.message.includes(String(port)), `the message names port ${port}: ${error.message}`);
      assert.match(error.hint ?? '', /--port \d+/, `the hint suggests another port: ${error.hint}`);
      assert.ok(!(error.hint ?? '').includes(`--port ${port}.`), 'the suggested port is not the busy one');
    } finally {
      await second?.close();
    }
    assert.equal(second, undefined, 'a second server must not start on a busy port');
    // The failed start stopped its session: its folders of rendered pages went (the first server's two stay;
    // a stopped session's are moved to trash folders at once, which a detached process deletes).
    assert.equal((await readdir(join(fx.dir, '.pxdocs-cache', 'dev-output'))).filter((name) => !name.startsWith('trash-')).length, 2);
    // The first server is unharmed.
    assert.equal((await fx.get('/guide/setup')).status, 200);
  });
});
