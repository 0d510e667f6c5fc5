// `useDocById(id)` and `useAllDocsData()` (Docusaurus's docs client API), as an
// ejected DocCard and site components call them: the site's docs reach a page's
// components in Docusaurus's shapes (compiler/docs-data.ts, theme/components/mdx/
// docs-index.ts), a cached page that read them is built again when a doc's
// description changes while the others are taken from the cache, an unknown id
// fails the page with Docusaurus's message and the page's file, and `pxdocs dev`
// answers the same. An island calling them hydrates with the build's answers,
// which its page carries (only those: theme/shared/island-docs.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPage, ROOT, selectAll, text } from './lib.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { serveSite } from './browse.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector } from '../dev/dev-helpers.js';

const CONFIG = `export default {
  title: 'Docs by id',
  url: 'https://by-id.example',
  docs: { path: 'docs', sidebarPath: 'sidebars.json' },
  navbar: { items: [] },
  footer: { copyright: 'By id' },
};
`;

/** What an ejected DocCard reads of a doc, and the whole docs data, as text the test reads back. */
const CARDS = `import React from 'react';
import { useDocById, useAllDocsData } from '@docusaurus/plugin-content-docs/client';

export function Card({ docId }: { docId?: string }) {
  const doc = useDocById(docId);
  return <p className="card" data-id={docId ?? ''}>{doc ? [doc.id, doc.title, doc.description, doc.sidebar ?? '-'].join('|') : 'none'}</p>;
}

export function AllDocs() {
  return <pre id="all">{JSON.stringify(useAllDocsData())}</pre>;
}
`;

const FILES: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/components/Cards.tsx': CARDS,
  'docs/intro.md': '---\nslug: /\ndescription: Where to start.\n---\n# Introduction\n\nHello.\n',
  'docs/guide/setup.md': '---\ndescription: Install it.\n---\n# Setting up\n\nSteps.\n',
  'docs/plain.md': '# Plain page\n\nNothing of the docs hooks here.\n',
  // In no sidebar: its description is in no other page's data, only in the docs data.
  'docs/extra.md': '---\ndescription: Also there.\n---\n# Extra\n\nMore.\n',
  'sidebars.json': JSON.stringify({ guide: ['intro', 'guide/setup', 'cards', 'plain'] }),
  'docs/cards.mdx': "import { Card, AllDocs } from '@site/src/components/Cards';\n\n# Cards\n\n<Card docId=\"intro\" />\n<Card docId=\"guide/setup\" />\n<Card docId=\"extra\" />\n<Card />\n\n<AllDocs />\n",
};

let site = '';
let out = '';
let cache = '';
let first = { code: 0, stderr: '' };

before(async () => {
  site = await makeTempDir('pxdocs-docs-by-id-');
  await writeFiles(site, FILES);
  await symlink(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  out = join(site, 'out');
  cache = join(site, 'cache');
  first = await buildSite(site, out, { cacheDir: cache });
});

after(() => removeTempDirs());

const cards = async (route: string) => selectAll((await readPage(out, route)).tree, '.card').map(text);

describe('useDocById and useAllDocsData', () => {
  it('give a page\'s components the site\'s docs in Docusaurus\'s shape', async () => {
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(await cards('/docs/cards'), ['intro|Introduction|Where to start.|guide', 'guide/setup|Setting up|Install it.|guide', 'extra|Extra|Also there.|-', 'none']);
    const all = JSON.parse(text(selectAll((await readPage(out, '/docs/cards')).tree, '#all')[0])) as Record<string, { path: string; versions: { name: string; isLast: boolean; path: string; mainDocId: string; docs: { id: string; path: string; sidebar?: string }[] }[] }>;
    assert.deepEqual(Object.keys(all), ['default']);
    assert.equal(all.default.path, '/docs');
    const [version] = all.default.versions;
    assert.equal(all.default.versions.length, 1);
    assert.deepEqual({ name: version.name, isLast: version.isLast, path: version.path, mainDocId: version.mainDocId }, { name: 'current', isLast: true, path: '/docs', mainDocId: 'intro' });
    assert.deepEqual(version.docs.map((doc) => [doc.id, doc.path, doc.sidebar]).sort(), [['cards', '/docs/cards', 'guide'], ['extra', '/docs/extra', undefined], ['guide/setup', '/docs/guide/setup', 'guide'], ['intro', '/docs', 'guide'], ['plain', '/docs/plain', 'guide']]);
  });

  it('builds again from the cache a page that read them when another doc\'s description changes, and only that page', async () => {
    await writeFile(join(site, 'docs/extra.md'), '---\ndescription: Also there, changed.\n---\n# Extra\n\nMore.\n');
    const second = await buildSite(site, out, { cacheDir: cache });
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(await cards('/docs/cards'), ['intro|Introduction|Where to start.|guide', 'guide/setup|Setting up|Install it.|guide', 'extra|Extra|Also there, changed.|-', 'none']);
    // The edited page and the one reading the docs are built; the others come from the cache.
    assert.match(second.stderr, /from cache: 3 whole, /);
  });

  it('answers the same in pxdocs dev, and follows an edit of another doc\'s description', async () => {
    const dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const get = async (path: string) => (await fetch(dev.url + path)).text();
      assert.match(await get('/docs/cards'), /extra\|Extra\|Also there, changed\.\|-/);
      await writeFile(join(site, 'docs/extra.md'), '---\ndescription: Edited in dev.\n---\n# Extra\n\nMore.\n');
      // The watcher reports the edit when it sees it: ask until the page shows it (the build's answer is the check).
      const started = Date.now();
      let html = '';
      while (Date.now() - started < 60_000) {
        await dev.settled();
        html = await get('/docs/cards');
        if (html.includes('Edited in dev.')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.match(html, /extra\|Extra\|Edited in dev\.\|-/);
    } finally {
      await dev.close();
    }
  });

  it('fails a page asking for a doc no version has, with Docusaurus\'s message and the page\'s file', async () => {
    await writeFile(join(site, 'docs/bad.mdx'), "import { Card } from '@site/src/components/Cards';\n\n# Bad\n\n<Card docId=\"nope\" />\n");
    const failed = await buildSite(site, join(site, 'out-bad'));
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /no version doc found by id=nope \(useDocById in docs\/bad\.mdx/, failed.stderr);
  });
});

/** An interactive DocCard: an island, whose hooks answer in the browser what the build's answered. */
const LIVE_CARD = `import React, { useEffect, useState } from 'react';
import { useDocById, useAllDocsData } from '@docusaurus/plugin-content-docs/client';

export function LiveCard({ docId }: { docId: string }) {
  const doc = useDocById(docId)!;
  const plugins = Object.keys(useAllDocsData());
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState('no');
  useEffect(() => setReady('yes'), []);
  return (
    <div className="live" data-ready={ready}>
      <button onClick={() => setOpen(!open)}>{doc.title}</button>
      {open ? <p className="live-description">{doc.description} ({plugins.join(',')})</p> : null}
    </div>
  );
}
`;

describe('useDocById and useAllDocsData in an island', () => {
  const served = serveSite('pxdocs-docs-by-id-island-', {
    ...FILES,
    'src/components/LiveCard.tsx': LIVE_CARD,
    'docs/live.mdx': "import { LiveCard } from '@site/src/components/LiveCard';\n\n# Live\n\n<LiveCard docId=\"guide/setup\" />\n",
  });

  it('carries only the answers its islands were given, and no page without one carries any', async () => {
    const live = await readFile(join(served.dir, 'out', 'docs', 'live.html'), 'utf8');
    const data = /<script type="application\/json" id="px-island-docs">(.*?)<\/script>/.exec(live)?.[1];
    assert.ok(data, 'the page carries its islands\' docs');
    const parsed = JSON.parse(data) as { docs: Record<string, unknown>; all?: Record<string, unknown> };
    assert.deepEqual(Object.keys(parsed.docs), ['guide/setup']);
    assert.deepEqual(Object.keys(parsed.all ?? {}), ['default']);
    // The cards page reads them outside any island: rendered at build time, nothing carried.
    assert.doesNotMatch(await readFile(join(served.dir, 'out', 'docs', 'cards.html'), 'utf8'), /px-island-docs/);
  });

  it('hydrates with the build\'s answers in Chromium', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    try {
      await page.goto(`${served.server.url}/docs/live`);
      await page.waitForSelector('.live[data-ready="yes"]');
      await page.click('.live button');
      await page.waitForSelector('.live-description');
      assert.equal(await page.textContent('.live button'), 'Setting up');
      assert.equal(await page.textContent('.live-description'), 'Install it. (default)');
      assert.deepEqual(errors, [], 'no hydration error, no page error');
    } finally {
      await page.close();
    }
  });
});
