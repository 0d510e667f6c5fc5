// Broken edits under `pxdocs dev` (in-process, 127.0.0.1, port 0, a temp copy
// of the basic fixture): the server keeps running, the live-reload clients get
// an overlay error with the message, file:line:column and the source lines
// around it, the terminal prints the same, the last good page stays served, and
// fixing the file clears the overlay by itself. Ends with 50 random malformed
// edits in a row, after which the fixed site must be served exactly as before.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURES, removeTempDirs, seededRandom as random } from '../helpers.js';
import { settledWithin, sleep, startFixtureDev, waitUntil, type DevEventMessage, type DevFixture, type EventStreamClient } from './dev-helpers.js';

after(removeTempDirs);

const GOOD_COMPONENT_PAGE = `---
title: Component page
---

export function Widget() {
  return <strong>Widget works.</strong>;
}

Component page, good version.

<Widget />
`;

const GOOD_IMPORT_PAGE = `---
title: Import page
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Import page, good version.

<Tabs>
<TabItem value="a" label="A">

Tab A.

</TabItem>
</Tabs>
`;

const isError = (event: DevEventMessage) => event.type === 'error';
const isOk = (event: DevEventMessage) => event.type === 'ok';

/** Waits until a client connecting now receives no error at once (the overlay is cleared for new tabs too). */
async function noErrorForNewTabs(fx: DevFixture): Promise<void> {
  const fresh = await fx.events();
  await sleep(100);
  assert.deepEqual(fresh.events.filter(isError), [], 'a tab opened after the fix gets no overlay');
}

describe('pxdocs dev with broken pages', () => {
  let fx: DevFixture;
  
  before(async () => {
    fx = await startFixtureDev('basic', {
      'content/guide/07-component.mdx': GOOD_COMPONENT_PAGE,
      'content/guide/08-import.mdx': GOOD_IMPORT_PAGE,
    });
  });
  after(async () => {
    await fx?.close();
  });

  it('shows an MDX syntax error as an overlay with file:line:column and source lines, and clears it when fixed', async () => {
    const client = await fx.events();
    const path = 'content/reference/02-commands.mdx';
    const good = await readFile(join(fx.dir, path), 'utf8');
    const goodHtml = (await fx.get('/reference/cli')).html;
    assert.ok(goodHtml.includes('The commands, for two shells.'));

    // Line 10 of the file is the prose line; `<Broken` opens a tag that never closes.
    await fx.write(path, good.replace('The commands, for two shells.', 'The commands <Broken for two shells.'));
    const error = await client.next(isError);
    assert.equal(error.errors?.length, 1, JSON.stringify(error.errors));
    const [overlay] = error.errors!;
    assert.equal(overlay.title, 'MDX syntax error');
    assert.match(overlay.where ?? '', /^content\/reference\/02-commands\.mdx:10:\d+$/, `where: ${overlay.where}`);
    assert.ok(overlay.message.length > 0, 'the overlay has the message');
    assert.match(overlay.frame ?? '', /> 10 \| The commands <Broken for two shells\./, `the frame shows the broken line:\n${overlay.frame}`);
    assert.match(overlay.frame ?? '', /\b9 \|/, 'the frame shows the line before');
    assert.match(overlay.frame ?? '', /\b11 \|/, 'the frame shows the line after');

    // The last good page stays served underneath.
    await settledWithin(fx.dev);
    const served = await fx.get('/reference/cli');
    assert.equal(served.status, 200);
    assert.ok(served.html.includes('The commands, for two shells.'), 'the last good version is served');
    assert.ok(served.html.includes('/__pxdocs/events'), 'with the live-reload client that shows the overlay');

    // The terminal prints the same.
    const printed = fx.output.text();
    assert.ok(printed.includes(`MDX syntax error  ${overlay.where}`), printed);
    assert.ok(printed.includes('> 10 | The commands <Broken for two shells.'), printed);

    // A tab opened while the page is broken gets the overlay at once.
    const late = await fx.events();
    const lateError = await late.next(isError);
    assert.equal(lateError.errors?.[0].where, overlay.where);

    // Fixing the file clears the overlay by itself.
    const from = client.events.length;
    await fx.write(path, good.replace('The commands, for two shells.', 'The commands, for two shells, fixed.'));
    await client.next(isOk, { from });
    await late.next(isOk, { from: late.events.indexOf(lateError) + 1 });
    await fx.waitForHtml('/reference/cli', (html) => html.includes('The commands, for two shells, fixed.'), 'the fixed page');
    await noErrorForNewTabs(fx);
  });

  it('shows bad front matter as an overlay naming the file and line while the last good page stays served', async () => {
    const client = await fx.events();
    const path = 'content/guide/02-setup.md';
    const good = await readFile(join(fx.dir, path), 'utf8');
    // An unclosed flow sequence: not YAML.
    await fx.write(path, good.replace('title: Setup', 'title: [Setup'));
    const error = await client.next(isError);
    const overlay = error.errors!.find((item) => item.where?.startsWith('content/guide/02-setup.md'));
    assert.ok(overlay, `an error names the file: ${JSON.stringify(error.errors)}`);
    assert.match(overlay.where!, /^content\/guide\/02-setup\.md:\d+(:\d+)?$/, `where has the line: ${overlay.where}`);
    assert.match(overlay.title, /front matter/i);
    assert.ok(overlay.message.length > 0);

    await settledWithin(fx.dev);
    const served = await fx.get('/guide/setup');
    assert.equal(served.status, 200);
    assert.ok(served.html.includes('Install it.'), 'the last good page is served');
    assert.match(served.html, /<title>Setup \|/, 'with its last good title');
    assert.ok(fx.output.text().includes(overlay.where!), 'the terminal names the same place');

    const from = client.events.length;
    await fx.write(path, good.replace('title: Setup', 'title: Setup again'));
    await client.next(isOk, { from });
    await fx.waitForHtml('/guide/setup', (html) => /<title>Setup again \|/.test(html), 'the fixed title');
    await noErrorForNewTabs(fx);
  });

  it('shows a failing component as an overlay naming the file while the last good page stays served', async () => {
    const client = await fx.events();
    const path = 'content/guide/07-component.mdx';
    assert.ok((await fx.get('/guide/component')).html.includes('Widget works.'));
    const from = client.events.length;
    await fx.write(path, GOOD_COMPONENT_PAGE
      .replace('return <strong>Widget works.</strong>;', "throw new Error('Widget exploded');")
      .replace('Component page, good version.', 'Component page, broken version.'));
    let failure: unknown;
    try {
      // The rebuild is applied (every batch ends with a reload event) …
      await client.next((event) => event.type === 'reload', { from });
      await settledWithin(fx.dev);
      // … and the tab reloading after it must still get the last good page.
      const served = await fx.get('/guide/component');
      assert.ok(!served.html.includes('could not render'), 'the last good page is served, not an error page');
      assert.ok(served.html.includes('Component page, good version.') && served.html.includes('Widget works.'), 'the last good page is served');
      // The open tabs are told about the error.
      const error = await client.next((event) => isError(event) && Boolean(event.errors?.some((item) => item.where?.startsWith(path))), { from });
      const overlay = error.errors!.find((item) => item.where?.startsWith(path))!;
      assert.match(overlay.message, /Widget exploded/);
    } catch (error) {
      failure = error;
    }
    // Fixed either way, so the next test starts from a good site.
    await fx.write(path, GOOD_COMPONENT_PAGE.replace('Component page, good version.', 'Component page, fixed version.'));
    await fx.waitForHtml('/guide/component', (html) => html.includes('Component page, fixed version.') && html.includes('Widget works.'), 'the fixed page');
    if (failure) throw failure;
    await noErrorForNewTabs(fx);
  });

  it('shows a failing import as an overlay with file:line:column while the last good page stays served', async () => {
    const client = await fx.events();
    const path = 'content/guide/08-import.mdx';
    const broken = GOOD_IMPORT_PAGE
      .replace("import TabItem from '@theme/TabItem';", "import TabItem from '@theme/TabItem';\nimport Missing from './no-such-module.js';")
      .replace('Import page, good version.', 'Import page, broken version.\n\n<Missing />');
    await fx.write(path, broken);
    const error = await client.next((event) => isError(event) && Boolean(event.errors?.some((item) => item.where?.startsWith(path))));
    const overlay = error.errors!.find((item) => item.where?.startsWith(path));
    assert.ok(overlay, `an error names the file: ${JSON.stringify(error.errors)}`);
    assert.match(overlay.where!, /^content\/guide\/08-import\.mdx:7:\d+$/, `the import's line: ${overlay.where}`);
    assert.match(overlay.message, /no-such-module/);

    await settledWithin(fx.dev);
    const served = await fx.get('/guide/import');
    assert.ok(served.html.includes('Import page, good version.'), 'the last good page is served');

    const from = client.events.length;
    await fx.write(path, GOOD_IMPORT_PAGE.replace('Import page, good version.', 'Import page, fixed version.'));
    await client.next(isOk, { from });
    await fx.waitForHtml('/guide/import', (html) => html.includes('Import page, fixed version.'), 'the fixed page');
    await noErrorForNewTabs(fx);
  });
});

describe('pxdocs dev with a broken config', () => {
  const CONFIG = 'config/site.config.ts';
  let fx: DevFixture;
  let good: string;

  before(async () => {
    fx = await startFixtureDev('basic');
    good = await readFile(join(fx.dir, CONFIG), 'utf8');
  });
  after(async () => {
    await fx?.close();
  });

  /** Breaks the config (a syntax error on line 8), runs `check`, then fixes it and waits for the fix. */
  async function withBrokenConfig(check: (client: EventStreamClient, error: DevEventMessage) => Promise<void>, fixedTitle: string): Promise<void> {
    const client = await fx.events();
    assert.ok(good.split('\n')[7].includes("title: 'Fixture Docs',"), 'line 8 holds the title');
    await fx.write(CONFIG, good.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,"));
    const error = await client.next(isError);
    await settledWithin(fx.dev);
    let failure: unknown;
    try {
      await check(client, error);
    } catch (caught) {
      failure = caught;
    }
    // Fix it either way, so the next test starts from a good site.
    const from = client.events.length;
    await fx.write(CONFIG, good.replace("title: 'Fixture Docs',", `title: '${fixedTitle}',`));
    await fx.waitForHtml('/guide/setup', (html) => html.includes(`| ${fixedTitle}</title>`) && html.includes('Install it.'), 'the fixed config applied');
    if (failure) throw failure;
    await client.next(isOk, { from });
  }

  it('keeps serving the last good site while the config does not compile', async () => {
    await withBrokenConfig(async () => {
      const setup = await fx.get('/guide/setup');
      assert.equal(setup.status, 200);
      assert.ok(setup.html.includes('Install it.'), 'the last good page keeps its content');
      assert.ok((await fx.get('/reference/api')).html.includes('Some functions.'), 'so does every other page');
    }, 'Fixture Docs Fixed Once');
  });

  it('shows a config syntax error with the config file, line and column, also to tabs opened later', async () => {
    await withBrokenConfig(async (_client, error) => {
      const overlay = error.errors![0];
      assert.match(overlay.where ?? '', /^config\/site\.config\.ts:8:\d+$/, `the overlay names the config file and line: ${JSON.stringify(overlay)}`);
      assert.ok(fx.output.text().includes('config/site.config.ts:8'), `the terminal names the config file and line:\n${fx.output.text()}`);
      // The lines around the place, as build and init show them.
      assert.match(overlay.frame ?? '', /^> +8 \| .*title: 'Fixture Docs',,$/m, `the overlay shows the config's lines: ${JSON.stringify(overlay)}`);
      assert.match(fx.output.text(), /> +8 \| .*title: 'Fixture Docs',,\n/);
      const late = await fx.events();
      const lateError = await late.next(isError);
      assert.match(lateError.errors![0].where ?? '', /config\/site\.config\.ts/);
    }, 'Fixture Docs Fixed Twice');
  });
});

// ---------------------------------------------------------------------------
// 50 random malformed edits


type Mutation = (text: string, rand: () => number) => string | Buffer;

const insertAt = (text: string, rand: () => number, insert: string) => {
  const end = text.indexOf('\n---', 3);
  const start = end === -1 ? 0 : end + 4;
  const at = start + Math.floor(rand() * (text.length - start));
  return `${text.slice(0, at)}\n${insert}\n${text.slice(at)}`;
};

/** Malformed edits for Markdown and MDX pages. */
const PAGE_MUTATIONS: Record<string, Mutation> = {
  'unclosed tag': (text, rand) => insertAt(text, rand, '<div><span>never closed'),
  'stray brace': (text, rand) => insertAt(text, rand, 'Some { unbalanced text'),
  'bad expression': (text, rand) => insertAt(text, rand, '{1 + }'),
  'throwing expression': (text, rand) => insertAt(text, rand, "{(() => { throw new Error('boom') })()}"),
  'undefined component': (text, rand) => insertAt(text, rand, '<NotAComponent prop="x" />'),
  'failing component': (text) => `${text}\n\nexport function Bad() { throw new Error('bad component'); }\n\n<Bad />\n`,
  'missing import': (text) => text.replace(/\n---\n/, "\n---\n\nimport Missing from './no-such-module.js';\n\n<Missing />\n"),
  'bad yaml': (text) => text.replace(/^title: .*$/m, 'title: [unclosed'),
  'tab-indented yaml': (text) => text.replace(/^title: /m, '\ttitle:\n\t- '),
  'wrong front matter type': (text) => text.replace(/^title: .*$/m, 'title: { a: 1 }\nsidebar_position: not-a-number\nslug: 42'),
  'unterminated front matter': (text) => text.replace(/\n---\n/, '\n'),
  truncated: (text, rand) => text.slice(0, Math.floor(rand() * (text.length - 1))),
  empty: () => '',
  'binary garbage': (_text, rand) => Buffer.from(Array.from({ length: 64 }, () => Math.floor(rand() * 256))),
  'mismatched closing tag': (text, rand) => insertAt(text, rand, '<Tabs>\n</TabItem>'),
};

/** Malformed edits for a `_category_.json`. */
const CATEGORY_MUTATIONS: Record<string, Mutation> = {
  'truncated json': (text, rand) => text.slice(0, Math.floor(rand() * (text.length - 1))),
  'wrong json types': () => '{ "label": 42, "position": "first", "link": { "type": "nope" } }',
  'not json': () => 'label: Advanced topics',
};

/** Malformed edits for the config. */
const CONFIG_MUTATIONS: Record<string, Mutation> = {
  'config syntax error': (text) => text.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,"),
  'config wrong type': (text) => text.replace("title: 'Fixture Docs',", 'title: 42,'),
  'config missing areas': (text) => text.replace("areas: ['guide', 'reference'],", "areas: ['guide', 'nowhere'],"),
};

/**
 * A page's HTML with hashed asset names made stable: the dev server also watches
 * the package's theme/, so a theme edit made meanwhile (by someone else) only
 * changes these hashes, which is not what this test is about.
 */
function stableHtml(html: string): string {
  return html.replace(/(\/assets\/[\w.-]+?)-[A-Za-z0-9_]{8}\.(js|css)\b/g, '$1.$2');
}

describe('pxdocs dev under 50 random malformed edits', () => {
  const SEED = Number(process.env.PXDOCS_FUZZ_SEED ?? 20250611);
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic', {
      'content/guide/07-component.mdx': GOOD_COMPONENT_PAGE,
      'content/guide/08-import.mdx': GOOD_IMPORT_PAGE,
    });
  });
  after(async () => {
    await fx?.close();
  });

  it('keeps answering through 50 malformed edits in a row, then serves the fixed site exactly as before', async (t) => {
    const rand = random(SEED);
    const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)];
    const targets: { file: string; mutations: Record<string, Mutation> }[] = [
      ...['guide/01-intro.md', 'guide/02-setup.md', 'guide/07-component.mdx', 'guide/08-import.mdx', 'reference/02-commands.mdx', 'reference/03-more/02-faq.md', 'guide/03-advanced/overview.md']
        .map((file) => ({ file: join('content', file), mutations: PAGE_MUTATIONS })),
      { file: join('content', 'guide/03-advanced/_category_.json'), mutations: CATEGORY_MUTATIONS },
      { file: join('content', 'reference/03-more/_category_.json'), mutations: CATEGORY_MUTATIONS },
      { file: join('config', 'site.config.ts'), mutations: CONFIG_MUTATIONS },
    ];

    // The good site, as served before any edit.
    const sitemap = (await fx.get('/sitemap.xml')).html;
    const routes = [...sitemap.matchAll(/<loc>https:\/\/fixture\.example(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    assert.ok(routes.length >= 12, `the sitemap lists the routes: ${routes.join(' ')}`);
    const goodHtml = new Map<string, string>();
    for (const route of routes) goodHtml.set(route, stableHtml((await fx.get(route)).html));
    const originals = new Map<string, string>();
    for (const target of targets) originals.set(target.file, await readFile(join(fx.dir, target.file), 'utf8'));

    const client = await fx.events();
    const log: string[] = [];
    for (let n = 0; n < 50; n++) {
      const target = pick(targets);
      const name = pick(Object.keys(target.mutations));
      const current = await readFile(join(fx.dir, target.file), 'utf8');
      let next = target.mutations[name](rand() < 0.5 ? current : originals.get(target.file)!, rand);
      if (next.toString() === current) next = `${next.toString()}\n<<< ${n}`;
      log.push(`${n}: ${name} → ${target.file}`);
      const from = client.events.length;
      await fx.write(target.file, next);
      // Every applied batch ends with a reload event (or an error for a failed rebuild).
      try {
        await client.next((event) => event.type === 'reload' || (event.type === 'error' && event.errors?.[0]?.title === 'Rebuild failed'), { from });
        await settledWithin(fx.dev);
      } catch (error) {
        assert.fail(`edit ${log.at(-1)} (seed ${SEED}) was never applied: ${(error as Error).message}\n${log.join('\n')}`);
      }
      // The server keeps answering, with no internal errors.
      for (const route of ['/', '/guide/setup', '/reference/cli', '/guide/component']) {
        const response = await fx.get(route);
        assert.ok(response.status === 200 || response.status === 404, `after ${log.at(-1)} (seed ${SEED}), ${route} answered ${response.status}`);
      }
      assert.ok(!client.closed, 'the event stream stays open');
    }

    const kinds = new Map<string, number>();
    for (const line of log) {
      const kind = line.replace(/^\d+: /, '').replace(/ → .*/, '');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    t.diagnostic(`seed ${SEED}: ${[...kinds].map(([kind, count]) => `${kind} ×${count}`).join(', ')}`);

    // Fix everything at once.
    const from = client.events.length;
    for (const [file, text] of originals) await fx.write(file, text);
    await client.next(isOk, { from }).catch((error: Error) => assert.fail(`no ok event after the fix (seed ${SEED}): ${error.message}\n${log.join('\n')}`));
    await waitUntil(async () => {
      await settledWithin(fx.dev);
      for (const [route, html] of goodHtml) if (stableHtml((await fx.get(route)).html) !== html) return false;
      return true;
    }, 'every page to be served as before the edits').catch(async () => {
      const differing: string[] = [];
      for (const [route, html] of goodHtml) {
        const now = await fx.get(route);
        if (stableHtml(now.html) !== html) differing.push(`${route} (${now.status})`);
      }
      assert.fail(`after the fix these pages differ from the good site (seed ${SEED}): ${differing.join(', ')}\n${log.join('\n')}`);
    });
    assert.deepEqual(fx.dev.session.overlayErrors(), [], 'no error is left for the overlay');
    const fresh = await fx.events();
    await sleep(100);
    assert.deepEqual(fresh.events.filter(isError), [], 'a tab opened now gets no overlay');
  });
});


// A page that fails keeps its last good HTML, which links the site stylesheet and islands script of
// its day. An edit to the site's CSS (or a component) renamed them, and dev served only the new ones:
// under the overlay the page lost its styles and islands (404s). The last few builds' files stay served.
describe('pxdocs dev: a broken page after a stylesheet edit', () => {
  let fx: DevFixture;
  const css = (color: string) => `:root { --ifm-color-primary: ${color}; }\n`;

  before(async () => {
    const config = (await readFile(join(FIXTURES, 'basic', 'config', 'site.config.ts'), 'utf8')).replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  customCss: ['src/css/custom.css'],");
    fx = await startFixtureDev('basic', { 'config/site.config.ts': config, 'src/css/custom.css': css('#2e8555') });
  });
  after(async () => {
    await fx?.close();
  });

  it('still serves the stylesheet its last good HTML links', async () => {
    const stylesheet = (html: string) => /<link rel="stylesheet" href="(\/assets\/site-[^"]+\.css)"\/>/.exec(html)?.[1];
    const first = stylesheet((await fx.get('/guide/setup')).html);
    assert.ok(first, "the site's stylesheet on the page");
    const client = await fx.events();
    const from = client.events.length;
    const good = await readFile(join(fx.dir, 'content/guide/02-setup.md'), 'utf8');
    await fx.write('content/guide/02-setup.md', `${good}\n<div>never closed\n`);
    await client.next(isError, { from });
    await fx.write('src/css/custom.css', css('#aa00aa'));
    // Rebuilt: a page that is fine links the new stylesheet.
    await fx.waitForHtml('/guide/intro', (html) => stylesheet(html) !== undefined && stylesheet(html) !== first, 'the new stylesheet');
    const linked = stylesheet((await fx.get('/guide/setup')).html);
    assert.equal(linked, first, 'the broken page is its last good HTML');
    assert.equal((await fx.get(linked!)).status, 200, `${linked} is still served`);
  });
});

// `pxdocs build` names each component of src/theme it does not use; dev said nothing, so a writer
// never learned their swizzled sidebar item was ignored.
describe('pxdocs dev and a swizzled component pxdocs does not use', () => {
  it('names it once in the terminal, as the build does', async () => {
    const fx = await startFixtureDev('basic', { 'src/theme/DocSidebarItem/index.js': "import React from 'react';\n\nexport default function DocSidebarItem() {\n  return <li>Own item</li>;\n}\n" });
    try {
      await fx.get('/guide/intro');
      const said = fx.output.text().split('\n').filter((line) => line.includes("src/theme/DocSidebarItem replaces Docusaurus's DocSidebarItem"));
      assert.equal(said.length, 1, fx.output.text());
    } finally {
      await fx.close();
    }
  });
});
