// `pxdocs dev` with a page whose front matter does not parse while the config
// (or the set of pages) changes: the restart or rediscovery must not fail as a
// whole. The broken page is reported and keeps its place; the rest of the site
// is served and follows edits; fixing the page recovers it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeTempDirs } from '../helpers.js';
import { startFixtureDev, waitUntil, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const INTRO = 'content/guide/01-intro.md';
const CONFIG = 'config/site.config.ts';

describe('pxdocs dev with a broken front matter across a config change', () => {
  let fx: DevFixture;
  let intro: string;
  let config: string;

  before(async () => {
    fx = await startFixtureDev('basic');
    intro = await readFile(join(fx.dir, INTRO), 'utf8');
    config = await readFile(join(fx.dir, CONFIG), 'utf8');
  }, { timeout: 120_000 });
  after(async () => {
    await fx?.close();
  });

  const introError = () => fx.dev.session.overlayErrors().find((error) => error.where?.includes('01-intro.md'));

  it('restarts for the config with the broken page reported, the rest served with the new config', async () => {
    await fx.write(INTRO, intro.replace('sidebar_label: Intro', 'sidebar_label: Intro\ntitle: Twice'));
    await waitUntil(() => introError() !== undefined, 'the front matter error');
    await fx.write(CONFIG, config.replace("label: 'Project site'", "label: 'Project home'"));
    await fx.waitForHtml('/guide/setup', (html, status) => status === 200 && html.includes('Project home'), 'the new navbar label');
    assert.ok(introError(), 'the broken page is still reported');
    assert.match(introError()!.message, /unique/i);
    // The broken page keeps its place in the sidebar (its last good front matter).
    assert.match((await fx.get('/guide/setup')).html, /href="\/guide\/intro"/);
  });

  it('serves later edits of other pages, and does not restart for them', async () => {
    const mark = fx.output.text().length;
    const setup = await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8');
    await fx.write('content/guide/02-setup.md', setup.replace('Install it.', 'Install it, config changed.'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Install it, config changed.'), 'the edit');
    assert.doesNotMatch(fx.output.text().slice(mark), /config changed: rebuilding everything/);
  });

  it('recovers the page once its front matter is fixed', async () => {
    await fx.write(INTRO, intro.replace('Welcome to the fixture.', 'Welcome back to the fixture.'));
    await fx.waitForHtml('/guide/intro', (html, status) => status === 200 && html.includes('Welcome back to the fixture.'), 'the fixed page');
    await waitUntil(() => introError() === undefined, 'the error cleared');
    assert.match((await fx.get('/guide/intro')).html, /Project home/);
  });
});

describe('pxdocs dev with a broken front matter when a page is added', () => {
  let fx: DevFixture;
  let intro: string;

  before(async () => {
    fx = await startFixtureDev('basic');
    intro = await readFile(join(fx.dir, INTRO), 'utf8');
  }, { timeout: 120_000 });
  after(async () => {
    await fx?.close();
  });

  it('adds the new page while the broken one is reported', async () => {
    await fx.write(INTRO, intro.replace('sidebar_label: Intro', 'sidebar_label: Intro\ntitle: Twice'));
    await waitUntil(() => fx.dev.session.overlayErrors().some((error) => error.where?.includes('01-intro.md')), 'the front matter error');
    await fx.write('content/guide/04-added.md', '---\ntitle: Added page\n---\n\nJust added.\n');
    await fx.waitForHtml('/guide/added', (html, status) => status === 200 && html.includes('Just added.'), 'the new page');
    assert.match((await fx.get('/guide/setup')).html, /Added page/, 'in the sidebar of the others once they are drawn again');
    assert.ok(fx.dev.session.overlayErrors().some((error) => error.where?.includes('01-intro.md')), 'still reported');
  });
});

describe('pxdocs dev with a broken front matter in a page of src/pages or a blog post', () => {
  const PAGE = 'src/pages/about.md';
  const POST = 'blog/2024-05-01-launch.md';
  const page = '---\ntitle: About us\n---\n\nAbout this site.\n';
  const post = '---\ntitle: Launch\nauthors: []\n---\n\nWe launched.\n';
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic', { [PAGE]: page, [POST]: post });
  }, { timeout: 120_000 });
  after(async () => {
    await fx?.close();
  });

  const errorOf = (name: string) => fx.dev.session.overlayErrors().filter((error) => error.where?.includes(name));

  it('reports a broken page for that page alone, the rest of the site following edits', async () => {
    await fx.write(PAGE, page.replace('title: About us', 'title: About us\ntitle: Twice'));
    await waitUntil(() => errorOf('about.md').length > 0, 'the page front matter error');
    assert.match(errorOf('about.md')[0].message, /unique/i);
    // No error that belongs to no page: the rediscovery itself went through.
    assert.deepEqual(fx.dev.session.overlayErrors().filter((error) => !error.where), []);
    await fx.write('content/guide/04-added.md', '---\ntitle: Added page\n---\n\nJust added.\n');
    await fx.waitForHtml('/guide/added', (html, status) => status === 200 && html.includes('Just added.'), 'the new doc');
    assert.equal((await fx.get('/about')).status, 200, 'the broken page keeps its place');
  });

  it('reports a broken post for that post alone, and recovers both once fixed', async () => {
    await fx.write(POST, post.replace('title: Launch', 'title: Launch\ntitle: Twice'));
    await waitUntil(() => errorOf('launch.md').length > 0, 'the post front matter error');
    assert.deepEqual(fx.dev.session.overlayErrors().filter((error) => !error.where), []);
    await fx.write('content/guide/05-later.md', '---\ntitle: Later page\n---\n\nLater.\n');
    await fx.waitForHtml('/guide/later', (html, status) => status === 200 && html.includes('Later.'), 'another new doc');
    await fx.write(PAGE, page.replace('About this site.', 'About this site, fixed.'));
    await fx.write(POST, post.replace('We launched.', 'We launched, fixed.'));
    await fx.waitForHtml('/about', (html, status) => status === 200 && html.includes('About this site, fixed.'), 'the fixed page');
    await fx.waitForHtml('/blog/2024/05/01/launch', (html, status) => status === 200 && html.includes('We launched, fixed.'), 'the fixed post');
    await waitUntil(() => errorOf('about.md').length === 0 && errorOf('launch.md').length === 0, 'the errors cleared');
  });
});
