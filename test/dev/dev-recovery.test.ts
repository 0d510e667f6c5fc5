// `pxdocs dev` against what a tester's probe broke (in-process, 127.0.0.1,
// port 0, temp copies of fixtures): symbolic link loops in the content; a
// page whose code never ends; errors tied to no page (a category file, a
// sidebars file) that must clear once fixed; pages rebuilt when a file they
// are made of changes (a partial, a component, an import that was missing, an
// image), with the event of that very change saying error or ok; a watch list
// that follows the files and the config (a root file removed and written
// again, src/ made after start, another docs.path); customCss edits; a removed
// image answered 404; link warnings only for the pages as served; static
// files reloading tabs; an error with no file; a busy port's hint.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { PxError } from '../../compiler/errors.js';
import { page, removeTempDirs, runCli } from '../helpers.js';
import { Collector, linesWith, settledWithin, sleep, startFixtureDev, waitUntil, WAIT_MS, type DevEventMessage, type DevFixture, type EventStreamClient } from './dev-helpers.js';

after(removeTempDirs);

const isError = (event: DevEventMessage) => event.type === 'error';

/** The first `error` or `ok` event from index `from` on: what the change made of the site. */
function verdict(client: EventStreamClient, from: number, timeoutMs = WAIT_MS): Promise<DevEventMessage> {
  return client.next((event) => event.type === 'error' || event.type === 'ok', { from, timeoutMs });
}

/** A client connecting now gets no error at once (the overlay is cleared for new tabs too). */
async function noErrorForNewTabs(fx: DevFixture): Promise<void> {
  const fresh = await fx.events();
  await sleep(100);
  assert.deepEqual(fresh.events.filter(isError), [], 'a tab opened now gets no overlay');
}

/** Output printed since `mark` (a length of fx.output.text()). */
const printedSince = (fx: DevFixture, mark: number) => fx.output.text().slice(mark);

describe('pxdocs dev and symbolic link loops in the content', () => {
  let fx: DevFixture;

  before(async () => {
    // A link to itself, there before the server starts (it made the watcher fail, and start never finished).
    fx = await startFixtureDev('basic', {}, { prepare: (dir) => symlink('early', join(dir, 'content/guide/early')) });
  }, { timeout: 120_000 });
  after(async () => {
    await fx?.close();
  });

  it('skips a loop there at start with discovery\'s warning, and keeps serving', async () => {
    assert.match(fx.output.text(), /Symbolic link content\/guide\/early is part of a loop of links/);
    assert.equal((await fx.get('/guide/setup')).status, 200);
  });

  it('skips links made while it runs (to itself, to a parent folder) with a warning each, and keeps serving edits', async () => {
    const client = await fx.events();
    await symlink('self', join(fx.dir, 'content/guide/self'));
    await mkdir(join(fx.dir, 'content/guide/loop'));
    await symlink('..', join(fx.dir, 'content/guide/loop/up'));
    await waitUntil(() => /content\/guide\/self is part of a loop of links/.test(fx.output.text()) && /content\/guide\/loop\/up points to one of its own parent folders/.test(fx.output.text()), 'a warning for each link');
    const setup = await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8');
    await fx.write('content/guide/02-setup.md', setup.replace('Install it.', 'Install it, after the links.'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Install it, after the links.'), 'the edit');
    assert.ok(!client.closed, 'the server is still running');
    assert.equal(linesWith(fx.output.text(), 'content/guide/self is part of a loop').length, 1, `warned once:\n${fx.output.text()}`);
  });
});

describe('pxdocs dev and page code that never ends', () => {
  let fx: DevFixture;
  const loops = () => (globalThis as { __pxdocsLoops?: number }).__pxdocsLoops ?? 0;

  before(async () => {
    fx = await startFixtureDev('basic', {
      // Counts its runs (page code runs in this process in dev), then never returns.
      'src/components/Loop.js': 'export default function Loop() { globalThis.__pxdocsLoops = (globalThis.__pxdocsLoops ?? 0) + 1; while (true) {} }\n',
      'content/guide/05-loop.mdx': page({ title: 'Loop page' }, "import Loop from '@site/src/components/Loop';\n\nAbove the loop.\n\n<Loop />\n"),
    }, { pageTimeoutMs: 1000 });
  });
  after(async () => {
    await fx?.close();
  });

  it('stops the page at dev\'s limit, once, with a hint naming pxdocs dev --page-timeout', async () => {
    const [error] = fx.dev.session.overlayErrors().filter((item) => item.where?.startsWith('content/guide/05-loop.mdx'));
    assert.equal(error?.title, 'Page took too long to build', JSON.stringify(fx.dev.session.overlayErrors()));
    assert.match(error.message, /after 1 s/);
    assert.match(error.hint ?? '', /pxdocs dev --page-timeout <seconds>/);
    assert.doesNotMatch(error.hint ?? '', /pxdocs build/);
    // Built in a batch with other pages, it is not run a second time on its own.
    assert.equal(loops(), 1, 'the looping page ran once');
  });

  it('answers other requests and edits without running the page again, and recovers when the component is fixed', async () => {
    const failed = await fx.get('/guide/loop');
    assert.equal(failed.status, 200);
    assert.ok(failed.html.includes('could not render'), 'the page says it could not render');
    const client = await fx.events();
    let from = client.events.length;
    const setup = await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8');
    await fx.write('content/guide/02-setup.md', setup.replace('Install it.', 'Install it, loop or not.'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Install it, loop or not.'), 'the unrelated edit');
    assert.equal(loops(), 1, 'an edit of another page does not run the looping page again');

    from = client.events.length;
    await fx.write('src/components/Loop.js', "export default function Loop() { return 'The loop ended.'; }\n");
    assert.equal((await verdict(client, from)).type, 'ok');
    await fx.waitForHtml('/guide/loop', (html) => html.includes('The loop ended.'), 'the fixed page');
  });

  it('takes --page-timeout on the command line', async () => {
    const help = await runCli(['dev', '--help']);
    assert.match(help.stdout, /--page-timeout <seconds>/, help.stdout);
    const wrong = await runCli(['dev', '--cwd', fx.dir, '--page-timeout', 'soon']);
    assert.equal(wrong.code, 2, wrong.stdout + wrong.stderr);
  });
});

describe('pxdocs dev and errors tied to no page', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic');
  });
  after(async () => {
    await fx?.close();
  });

  it('clears a broken category file\'s error once it is fixed, and prints it once', async () => {
    const client = await fx.events();
    const path = 'content/guide/03-advanced/_category_.json';
    const good = await readFile(join(fx.dir, path), 'utf8');
    let from = client.events.length;
    await fx.write(path, '{ "label": ');
    const broken = await verdict(client, from);
    assert.equal(broken.errors?.[0]?.title, 'Invalid category file', JSON.stringify(broken));
    // An unrelated edit while it is broken: the error stays, and is not printed again.
    from = client.events.length;
    await fx.write('content/guide/02-setup.md', (await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8')).replace('Install it.', 'Install it now.'));
    assert.equal((await verdict(client, from)).type, 'error');
    from = client.events.length;
    await fx.write(path, good);
    assert.equal((await verdict(client, from)).type, 'ok', 'fixed: ok');
    from = client.events.length;
    await fx.write('content/guide/02-setup.md', (await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8')).replace('Install it now.', 'Install it later.'));
    assert.equal((await verdict(client, from)).type, 'ok', 'a later edit does not bring the error back');
    await noErrorForNewTabs(fx);
    assert.equal(linesWith(fx.output.text(), 'Invalid category file').length, 1, fx.output.text());
  });

  it('shows a removed area folder as an error with no place, printed once, and clears it when the folder is back', async () => {
    const client = await fx.events();
    const mark = fx.output.text().length;
    let from = client.events.length;
    await rename(join(fx.dir, 'content/reference'), join(fx.dir, 'reference-away'));
    const error = await client.next((event) => isError(event) && Boolean(event.errors?.some((item) => item.title === 'Missing content area')), { from });
    const missing = error.errors!.find((item) => item.title === 'Missing content area')!;
    assert.equal(missing.where, undefined, `no empty place: ${JSON.stringify(missing)}`);
    await settledWithin(fx.dev);
    await sleep(200);
    await settledWithin(fx.dev);
    assert.equal(linesWith(printedSince(fx, mark), 'Missing content area').length, 1, printedSince(fx, mark));
    from = client.events.length;
    await rename(join(fx.dir, 'reference-away'), join(fx.dir, 'content/reference'));
    await client.next((event) => event.type === 'ok', { from });
    await fx.waitForHtml('/reference/api', (_html, status) => status === 200, 'the area back');
    await noErrorForNewTabs(fx);
  });
});

/** A Docusaurus-shaped site: docs/, sidebars.js, customCss, static/. */
const sidebars = (label: string) => `module.exports = { main: ['intro', { type: 'category', label: '${label}', items: ['second'] }] };\n`;
const docsConfig = (docsPath: string) => `export default {
  title: 'Docs site',
  url: 'https://docs.example',
  docs: { path: '${docsPath}', routeBasePath: 'docs', sidebarPath: './sidebars.js' },
  customCss: ['./src/css/custom.css'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }] },
  footer: { copyright: 'Docs site' },
};
`;
const DOCS_SITE = {
  'pxdocs.config.mjs': docsConfig('docs'),
  'sidebars.js': sidebars('Category one'),
  'docs/intro.md': page({ title: 'Intro' }, 'Intro text.\n'),
  'docs/second.md': page({ title: 'Second' }, 'Second text.\n'),
  'src/css/custom.css': '.custom-one { color: red; }\n',
};

describe('pxdocs dev over a Docusaurus-shaped site (sidebars.js, customCss)', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('dev-docs-site', DOCS_SITE);
  });
  after(async () => {
    await fx?.close();
  });

  it('clears a sidebars syntax error and an unknown doc id once fixed', async () => {
    const client = await fx.events();
    let from = client.events.length;
    await fx.write('sidebars.js', 'module.exports = { main: [\n');
    assert.match((await verdict(client, from)).errors?.[0]?.title ?? '', /Sidebars file does not compile/);
    from = client.events.length;
    await fx.write('sidebars.js', sidebars('Category one'));
    assert.equal((await verdict(client, from)).type, 'ok');
    from = client.events.length;
    await fx.write('sidebars.js', "module.exports = { main: ['intro', 'nope'] };\n");
    assert.equal((await verdict(client, from)).errors?.[0]?.title, 'Unknown doc id');
    from = client.events.length;
    await fx.write('sidebars.js', sidebars('Category one'));
    assert.equal((await verdict(client, from)).type, 'ok');
    from = client.events.length;
    await fx.write('docs/second.md', page({ title: 'Second' }, 'Second text, edited.\n'));
    assert.equal((await verdict(client, from)).type, 'ok', 'a later edit does not bring an error back');
    await noErrorForNewTabs(fx);
  });

  it('follows a sidebars file removed and written again, time after time', async () => {
    for (const round of [2, 3, 4]) {
      await rm(join(fx.dir, 'sidebars.js'));
      await fx.write('sidebars.js', sidebars(`Category round ${round}`));
      await fx.waitForHtml('/docs/intro', (html) => html.includes(`Category round ${round}`), `round ${round}'s label`);
    }
  });

  it('serves the site stylesheet as customCss is edited', async () => {
    const stylesheet = async () => {
      const html = (await fx.get('/docs/intro')).html;
      const href = /href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];
      return href ? (await fx.get(href)).html : '';
    };
    assert.ok((await stylesheet()).includes('.custom-one'));
    await fx.write('src/css/custom.css', '.custom-two { color: blue; }\n');
    await waitUntil(async () => {
      await settledWithin(fx.dev);
      const css = await stylesheet();
      return css.includes('.custom-two') && !css.includes('.custom-one');
    }, 'the pages to link the edited stylesheet');
  });

  it('reloads tabs when a static file is added or edited', async () => {
    const client = await fx.events();
    let from = client.events.length;
    // static/ does not exist yet: made while the server runs.
    await mkdir(join(fx.dir, 'static'));
    await fx.write('static/new.txt', 'first\n');
    await client.next((event) => event.type === 'reload' && event.paths === '*', { from });
    await fx.waitForHtml('/new.txt', (text) => text === 'first\n', 'the new static file');
    from = client.events.length;
    await fx.write('static/new.txt', 'second\n');
    await client.next((event) => event.type === 'reload' && event.paths === '*', { from });
    await fx.waitForHtml('/new.txt', (text) => text === 'second\n', 'the edited static file');
  });

  it('serves and watches the folder docs.path names after a config edit', async () => {
    await mkdir(join(fx.dir, 'docs2'));
    await fx.write('docs2/intro.md', page({ title: 'Intro' }, 'From the second docs folder.\n'));
    await fx.write('docs2/second.md', page({ title: 'Second' }, 'Second, second folder.\n'));
    await fx.write('pxdocs.config.mjs', docsConfig('docs2'));
    await fx.waitForHtml('/docs/intro', (html) => html.includes('From the second docs folder.'), 'the page from docs2');
    await fx.write('docs2/intro.md', page({ title: 'Intro' }, 'Edited in the second docs folder.\n'));
    await fx.waitForHtml('/docs/intro', (html) => html.includes('Edited in the second docs folder.'), 'an edit in docs2');
  });
});

describe('pxdocs dev and the files pages are made of', () => {
  let fx: DevFixture;
  const PART_PAGE = (extra = '') => page({ title: 'Part page' }, `import Part from './_part.mdx';\nimport Comp from './Comp.js';\n${extra}\nAbove the parts.\n\n<Part />\n\n<Comp />\n`);

  before(async () => {
    fx = await startFixtureDev('basic', {
      'content/guide/04-parts.mdx': PART_PAGE(),
      'content/guide/_part.mdx': 'Partial text one.\n',
      'content/guide/Comp.js': "export default function Comp() { return 'Component one.'; }\n",
    });
  });
  after(async () => {
    await fx?.close();
  });

  it('rebuilds a page when its partial breaks, is fixed, and changes, each change saying error or ok at once', async () => {
    const client = await fx.events();
    let from = client.events.length;
    await fx.write('content/guide/_part.mdx', 'Partial text one.\n<div>\n');
    const broken = await verdict(client, from);
    assert.equal(broken.type, 'error', JSON.stringify(broken));
    assert.match(broken.errors?.[0]?.where ?? '', /^content\/guide\/_part\.mdx:2/);
    assert.ok(fx.output.text().includes('content/guide/_part.mdx:2'), 'the terminal prints it with this change');
    from = client.events.length;
    await fx.write('content/guide/_part.mdx', 'Partial text two.\n');
    assert.equal((await verdict(client, from)).type, 'ok');
    await fx.waitForHtml('/guide/parts', (html) => html.includes('Partial text two.'), 'the fixed partial');
    await fx.write('content/guide/_part.mdx', 'Partial text three.\n');
    await fx.waitForHtml('/guide/parts', (html) => html.includes('Partial text three.'), 'the partial edited again');
  });

  it('rebuilds a page when a component beside it throws, and when it is fixed', async () => {
    const client = await fx.events();
    let from = client.events.length;
    await fx.write('content/guide/Comp.js', "export default function Comp() { throw new Error('Component broke.'); }\n");
    const broken = await verdict(client, from);
    assert.match(broken.errors?.[0]?.message ?? '', /Component broke\./, JSON.stringify(broken));
    from = client.events.length;
    await fx.write('content/guide/Comp.js', "export default function Comp() { return 'Component two.'; }\n");
    assert.equal((await verdict(client, from)).type, 'ok');
    await fx.waitForHtml('/guide/parts', (html) => html.includes('Component two.'), 'the fixed component');
  });

  it('rebuilds a page whose import was missing once the file is made', async () => {
    const client = await fx.events();
    let from = client.events.length;
    await fx.write('content/guide/04-parts.mdx', PART_PAGE("import Extra from './_extra.mdx';\n") + '\n<Extra />\n');
    assert.equal((await verdict(client, from)).type, 'error');
    from = client.events.length;
    await fx.write('content/guide/_extra.mdx', 'Extra text, made later.\n');
    assert.equal((await verdict(client, from)).type, 'ok');
    await fx.waitForHtml('/guide/parts', (html) => html.includes('Extra text, made later.'), 'the page with its import');
  });

  it('rebuilds a page whose image goes away and comes back; the gone image is a plain 404', async () => {
    const intro = (await fx.get('/guide/intro')).html;
    const image = /\/assets\/images\/diagram-[0-9a-f]{8}\.svg/.exec(intro)?.[0];
    assert.ok(image, 'the intro page shows the diagram');
    const client = await fx.events();
    let from = client.events.length;
    await rename(join(fx.dir, 'content/guide/diagram.svg'), join(fx.dir, 'diagram-away.svg'));
    const broken = await verdict(client, from);
    assert.equal(broken.errors?.[0]?.title, 'Missing image', JSON.stringify(broken));
    const gone = await fx.get(image);
    assert.equal(gone.status, 404);
    assert.ok(!gone.html.includes(fx.dir) && !/ENOENT/.test(gone.html), `no machine path in the answer: ${gone.html}`);
    from = client.events.length;
    await rename(join(fx.dir, 'diagram-away.svg'), join(fx.dir, 'content/guide/diagram.svg'));
    assert.equal((await verdict(client, from)).type, 'ok');
    assert.equal((await fx.get(image)).status, 200);
    // Edited in place: the page links the image by its new hash.
    await fx.write('content/guide/diagram.svg', (await readFile(join(fx.dir, 'content/guide/diagram.svg'), 'utf8')).replace('<svg', '<svg data-edited="1"'));
    await fx.waitForHtml('/guide/intro', (html) => /\/assets\/images\/diagram-[0-9a-f]{8}\.svg/.exec(html)?.[0] !== image, 'the new image URL');
    await noErrorForNewTabs(fx);
  });
});

describe('pxdocs dev link warnings after a route change', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic');
  });
  after(async () => {
    await fx?.close();
  });

  it('warns only about links broken in the pages as served', async () => {
    const path = 'content/guide/01-intro.md';
    const intro = await readFile(join(fx.dir, path), 'utf8');
    const mark = fx.output.text().length;
    await fx.write(path, intro.replace('sidebar_label: Intro', 'sidebar_label: Intro\nslug: welcome'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('href="/guide/welcome"'), 'the setup page linking the new route');
    await settledWithin(fx.dev);
    await fx.write(path, intro);
    await fx.waitForHtml('/guide/setup', (html) => html.includes('href="/guide/intro"'), 'the setup page linking the old route again');
    await settledWithin(fx.dev);
    // A renamed folder: its pages' neighbours link the new routes once rebuilt.
    await rename(join(fx.dir, 'content/guide/03-advanced'), join(fx.dir, 'content/guide/03-deeper'));
    await fx.waitForHtml('/guide/deeper/tuning', (_html, status) => status === 200, 'the renamed folder');
    for (const route of ['/guide/setup', '/guide/intro', '/guide']) assert.equal((await fx.get(route)).status, 200);
    await settledWithin(fx.dev);
    assert.deepEqual(linesWith(printedSince(fx, mark), 'warning'), [], 'no warning about links that are not broken');

    // A link that is broken is still reported, once its page is built.
    await fx.write('content/guide/06-linker.md', page({ title: 'Linker' }, 'See [the old folder](/guide/advanced/tuning).\n'));
    await waitUntil(() => linesWith(printedSince(fx, mark), '/guide/advanced/tuning').length === 1, 'the broken link reported');
  });
});

/**
 * One server of the plain fixture for the two blocks below (the port test needs only a server that holds
 * a port): a server's start and warm-up cost more CPU than either block's steps. The second closes it.
 */
let plainDev: Promise<DevFixture> | undefined;
const plainFixture = () => (plainDev ??= startFixtureDev('basic'));

describe('pxdocs dev and a folder made after start', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await plainFixture();
  });

  it('watches src/ made while it runs', async () => {
    await mkdir(join(fx.dir, 'src/components'), { recursive: true });
    await fx.write('src/components/Hello.js', "export default function Hello() { return 'Hello one.'; }\n");
    await fx.write('content/guide/05-hello.mdx', page({ title: 'Hello page' }, "import Hello from '@site/src/components/Hello';\n\n<Hello />\n"));
    await fx.waitForHtml('/guide/hello', (html) => html.includes('Hello one.'), 'the page with the new component');
    await fx.write('src/components/Hello.js', "export default function Hello() { return 'Hello two.'; }\n");
    await fx.waitForHtml('/guide/hello', (html) => html.includes('Hello two.'), 'the edited component');
  });
});

describe('pxdocs dev on a port in use with the next one in use too', () => {
  let fx: DevFixture;
  let blocker: Server | undefined;

  before(async () => {
    fx = await plainFixture();
  });
  after(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    await fx?.close();
  });

  it('suggests a port that is free', async () => {
    const port = Number(new URL(fx.dev.url).port);
    // The next port is taken (by this blocker, or already by something else).
    blocker = await new Promise<Server | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port + 1, '127.0.0.1', () => resolve(server));
    });
    let error: unknown;
    try {
      const second = await startDev({ cwd: fx.dir, port, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
      await second.close();
    } catch (caught) {
      error = caught;
    }
    assert.ok(error instanceof PxError && error.title === 'Port in use', `expected Port in use, got ${String(error)}`);
    const suggested = Number(/--port (\d+)/.exec(error.hint ?? '')?.[1]);
    assert.ok(suggested > port + 1, `the hint skips the busy ports: ${error.hint}`);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(suggested, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    assert.ok(free, `port ${suggested} is free`);
  });
});
