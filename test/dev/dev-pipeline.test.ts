// `pxdocs dev` runs the build's page processor (compiler/pages/process.ts), so
// what a page is in dev is what it is in `pxdocs build`: links that components
// render are validated with the build's rules and words, a page's component
// CSS is served, and `trailingSlash` lays out and links the pages as the build does.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { makeFixture, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { generateSidebarSite } from '../e2e/sidebar-site.js';
import { Collector, linesWith, settledWithin, startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const ANCHOR = 'made-by-a-component';

/** A page whose only link is rendered by a component (no Markdown position covers it), and which imports CSS. */
const COMPONENT_PAGE = page({ title: 'Component link' }, [
  "import '@site/src/jump.css';",
  '',
  `export function Jump() { return <a className="jump-link" href="/guide/setup#${ANCHOR}">jump</a>; }`,
  '',
  'A page whose component links to an anchor that does not exist.',
  '',
  '<Jump />',
  '',
].join('\n'));

const FILES = {
  'content/guide/05-jump.mdx': COMPONENT_PAGE,
  'src/jump.css': '.jump-link { color: rebeccapurple; }\n',
};

describe('pxdocs dev runs the build\'s page stages', () => {
  let fx: DevFixture;
  let buildLine: string;

  before(async () => {
    const output = new Collector();
    const dir = await makeFixture('basic', FILES);
    await build({ cwd: dir, reporter: new Reporter({ stream: output }), workers: 1, cache: false });
    [buildLine] = linesWith(output.text(), ANCHOR);
    fx = await startFixtureDev('basic', FILES);
  });
  after(async () => {
    await fx?.close();
  });

  it('reports a broken anchor that a component renders with the words the build uses', () => {
    assert.ok(buildLine, 'the build warns about the anchor');
    // The build's words, from the file name on: where (the line the page's text writes the link on, though a component renders it), the link and why.
    const message = buildLine.slice(buildLine.indexOf('content/guide/05-jump.mdx'));
    assert.match(message, new RegExp(`^content/guide/05-jump\\.mdx:7:64 → /guide/setup#${ANCHOR} \\(no element with id "${ANCHOR}" on /guide/setup\\)`));
    const devLines = linesWith(fx.output.text(), ANCHOR);
    assert.equal(devLines.length, 1, fx.output.text());
    assert.ok(devLines[0].includes(message), `dev says ${JSON.stringify(devLines[0])}, the build ${JSON.stringify(message)}`);
  });

  it('stops reporting the anchor once the target page has it', async () => {
    const setup = join(fx.dir, 'content/guide/02-setup.md');
    const text = await readFile(setup, 'utf8');
    await fx.write('content/guide/02-setup.md', `${text}\n## Made by a component\n\nNow it exists.\n`);
    await fx.waitForHtml('/guide/setup', (html) => html.includes(`id="${ANCHOR}"`), 'the new heading');
    await settledWithin(fx.dev);
    // The component's page is untouched: only the rendered ids of the target changed.
    await fx.write('content/guide/05-jump.mdx', COMPONENT_PAGE.replace('does not exist', 'exists now'));
    await fx.waitForHtml('/guide/jump', (html) => html.includes('exists now'), 'the edit');
    await settledWithin(fx.dev);
    assert.equal(linesWith(fx.output.text(), ANCHOR).length, 1, `no new warning: ${fx.output.text()}`);
  });

  it('serves the stylesheet of a page\'s components, linked from the page', async () => {
    const { html, status } = await fx.get('/guide/jump');
    assert.equal(status, 200);
    const href = /<link rel="stylesheet" href="(\/assets\/site-components-[0-9a-f]+\.css)"/.exec(html)?.[1];
    assert.ok(href, `the page links its component stylesheet: ${html.slice(0, 1500)}`);
    const response = await fetch(fx.dev.url + href);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/css/);
    assert.match(await response.text(), /\.jump-link\s*\{\s*color:\s*rebeccapurple/);
  });
});

describe('pxdocs dev with trailingSlash: true', () => {
  let fx: DevFixture;

  before(async () => {
    const config = await readFile(new URL('../fixtures/basic/config/site.config.ts', import.meta.url), 'utf8');
    const slashed = config.replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  trailingSlash: true,");
    assert.notEqual(slashed, config, 'the fixture config still sets onBrokenLinks');
    fx = await startFixtureDev('basic', { 'config/site.config.ts': slashed });
  });
  after(async () => {
    await fx?.close();
  });

  it('serves a page at its slashed URL and redirects the other spellings there', async () => {
    const page = await fx.get('/guide/setup/');
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1[^>]*>[^<]*Setup/i);
    for (const spelling of ['/guide/setup', '/guide/setup.html', '/guide/setup/index.html']) {
      const response = await fx.get(spelling);
      assert.equal(response.status, 301, spelling);
      assert.equal(response.headers.get('location'), '/guide/setup/', spelling);
    }
    assert.equal((await fx.get('/guide/no-such-page/')).status, 404);
    assert.equal((await fx.get('/')).status, 200);
  });

  it('writes the slash into links to the site\'s pages, as the build does', async () => {
    const { html } = await fx.get('/guide/setup/');
    // Links to routes (files such as the page's Markdown twin `/guide/setup.md` keep their name).
    const pageLinks = [...html.matchAll(/href="(\/(?:guide|reference)[^"#?.]*)["#?]/g)].map((match) => match[1]);
    assert.ok(pageLinks.length >= 3, `links to pages: ${pageLinks.join(' ')}`);
    for (const href of pageLinks) assert.ok(href.endsWith('/'), `${href} has its slash`);
    assert.match(html, /<link rel="canonical" href="https:\/\/fixture\.example\/guide\/setup\/"/);
    assert.match(html, /<meta property="og:url" content="https:\/\/fixture\.example\/guide\/setup\/"\/>/);
  });

  it('shows an edit at the slashed URL', async () => {
    await fx.write('content/guide/02-setup.md', `${await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8')}\nA slashed edit.\n`);
    await fx.waitForHtml('/guide/setup/', (html) => html.includes('A slashed edit.'), 'the edit');
  });
});

describe('pxdocs dev windows a large sidebar as the build does', () => {
  it('renders the same sidebar as the build and serves its tree asset', async () => {
    const dir = await makeTempDir('pxdocs-dev-sidebar-');
    // 50 groups of 5 entries: over the 200-entry budget, so the sidebar is windowed.
    await generateSidebarSite(dir, 50);
    await build({ cwd: dir, reporter: new Reporter({ quiet: true }), workers: 1, cache: false });
    const built = await readFile(join(dir, 'out', 'docs', 'group-25', 'beta.html'), 'utf8');
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      const served = await (await fetch(`${dev.url}/docs/group-25/beta`)).text();
      const sidebar = (html: string) => html.slice(html.indexOf('data-sidebar'), html.indexOf('</nav>', html.indexOf('data-sidebar')));
      assert.ok(sidebar(built).includes('<details'), 'the build windows the sidebar');
      assert.equal(sidebar(served), sidebar(built), 'dev renders the sidebar the build renders');
      const tree = /"(\/assets\/sidebar-docs-[0-9a-f]+\.json)"/.exec(served)?.[1];
      assert.ok(tree, 'the page names its sidebar tree asset');
      const response = await fetch(dev.url + tree);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /json/);
      assert.equal(await response.text(), await readFile(join(dir, 'out', tree.slice(1)), 'utf8'), 'the same tree as the build wrote');
      assert.ok(served.length < 200_000, `a dev page stays small (${served.length} bytes)`);
    } finally {
      await dev.close();
    }
  });
});

const COMPONENT = 'src/components/Greeting.jsx';
const greeting = (words: string) => `export default function Greeting() { return <strong className="greeting">${words}</strong>; }\n`;
const hello = (words: string) => `import Layout from '@theme/Layout';\nexport default function Hello() { return <Layout title="Hello page"><main><p className="said">${words}</p></main></Layout>; }\n`;
const post = (words: string) => `---\ntitle: Launch\n---\n\n${words}\n\n<!-- truncate -->\n\nThe rest of the post.\n`;

/**
 * One dev server for the three blocks below (a component's page, a React page, a blog post: each its
 * own files, none linking another's), started by the first that asks: each server's start and warm-up
 * of the whole fixture cost more CPU than the block's edits.
 */
let sourcesDev: Promise<DevFixture> | undefined;
const sourcesFixture = () => (sourcesDev ??= startFixtureDev('basic', {
  'content/guide/06-greeting.mdx': page({ title: 'Greeting' }, "import Greeting from '@site/src/components/Greeting';\n\n<Greeting />\n"),
  [COMPONENT]: greeting('Hello from the first version'),
  'src/pages/hello.js': hello('First words'),
  'blog/2024-05-01-launch.md': post('First excerpt'),
}));
describe('pxdocs dev and the site\'s own components (src/)', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await sourcesFixture();
  });

  it('rebuilds a page with its component as edited, and recovers a page whose component was broken', async () => {
    await fx.waitForHtml('/guide/greeting', (html) => html.includes('Hello from the first version'), 'the first version');
    await fx.write(COMPONENT, greeting('Hello from the edited version'));
    await fx.waitForHtml('/guide/greeting', (html) => html.includes('Hello from the edited version'), 'the edited component');
    const client = await fx.events();
    await fx.write(COMPONENT, 'export default function Greeting() { return null.words; }\n');
    // The open tab reloads and asks for the page again: it is rebuilt, fails, and the overlay names the component.
    const reload = await client.next((event) => event.type === 'reload');
    assert.ok(reload);
    await fx.get('/guide/greeting');
    // The reloaded tab's new event stream gets the current errors at once: the overlay.
    const reloaded = await fx.events();
    const error = await reloaded.next((event) => event.type === 'error');
    assert.match(JSON.stringify(error.errors), /in <Greeting>/);
    await fx.write(COMPONENT, greeting('Hello again, fixed'));
    await fx.waitForHtml('/guide/greeting', (html) => html.includes('Hello again, fixed'), 'the fixed component');
  });
});

describe('pxdocs dev and the pages folder', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await sourcesFixture();
  });

  it('serves a React page, and rebuilds it as edited', async () => {
    const first = await fx.waitForHtml('/hello', (html) => html.includes('First words'), 'the page');
    assert.match(first, /<title>Hello page \| /);
    await fx.write('src/pages/hello.js', hello('Edited words'));
    await fx.waitForHtml('/hello', (html) => html.includes('Edited words'), 'the edit');
  });

  it('serves a page added while it runs, and forgets one removed', async () => {
    await fx.write('src/pages/added.md', '# Added later\n\nA Markdown page.\n');
    await fx.waitForHtml('/added', (html, status) => status === 200 && html.includes('Added later'), 'the new page');
    await rm(join(fx.dir, 'src/pages/added.md'));
    await fx.waitForHtml('/added', (_html, status) => status === 404, 'the page gone');
  });
});

describe('pxdocs dev and the blog', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await sourcesFixture();
  });
  // The last of the three blocks on the shared server.
  after(async () => {
    await fx?.close();
  });

  it("lists a post with its excerpt, and shows an edit in both the post and the list", async () => {
    await fx.waitForHtml('/blog/2024/05/01/launch', (html) => html.includes('First excerpt') && html.includes('The rest of the post.'), 'the post');
    await fx.waitForHtml('/blog', (html) => html.includes('First excerpt') && !html.includes('The rest of the post.'), 'the excerpt in the list');
    await fx.write('blog/2024-05-01-launch.md', post('Edited excerpt'));
    await fx.waitForHtml('/blog/2024/05/01/launch', (html) => html.includes('Edited excerpt'), 'the edited post');
    await fx.waitForHtml('/blog', (html) => html.includes('Edited excerpt'), 'the edited excerpt in the list');
    // The feeds, as the build writes them.
    await fx.waitForHtml('/blog/rss.xml', (xml, status) => status === 200 && xml.includes('<title><![CDATA[Launch]]></title>') && xml.includes('Edited excerpt'), 'the RSS feed');
  });
});

describe('pxdocs dev asked for a page before the warm-up has built the rest', () => {
  it("checks its links' anchors once their pages are built, and reports no anchor missing meanwhile", async () => {
    // 400 pages: the warm-up builds them 64 at a time; the last page, asked for at once, is built
    // out of turn and its links checked while the page it links to (the one before) is not built yet.
    const count = 400;
    const files: Record<string, string> = { 'pxdocs.config.mjs': "export default { title: 'Warm', url: 'https://warm.example', docs: { path: 'docs', routeBasePath: '/', sidebarPath: false }, navbar: { items: [] }, footer: { copyright: '' } };\n" };
    for (let index = 0; index < count; index++) {
      const previous = index === 0 ? 'p-1' : `p-${index - 1}`;
      files[`docs/p-${index}.md`] = `# Page ${index}\n\nBack to [the previous page](/p-${index === 0 ? 1 : index - 1}#details)${index === count - 1 ? ' and [nowhere](/p-0#no-such-heading)' : ''}.\n\n## Details\n\nAbout ${previous}.\n`;
    }
    const dir = await makeTempDir('pxdocs-dev-warm-');
    await writeFiles(dir, files);
    const output = new Collector();
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }) });
    try {
      const response = await fetch(`${dev.url}/p-${count - 1}`);
      assert.equal(response.status, 200);
      await dev.settled();
      // The one real broken anchor, reported once every page is built; none of the 400 others.
      const anchors = linesWith(output.text(), 'no element with id');
      assert.deepEqual(anchors.map((line) => line.slice(line.indexOf('docs/'))), [`docs/p-${count - 1}.md:3:49 → /p-0#no-such-heading (no element with id "no-such-heading" on /p-0)`]);
    } finally {
      await dev.close();
    }
  });
});
