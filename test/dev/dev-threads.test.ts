// `pxdocs dev` builds its pages' first build (the warm-up) on the build's page
// threads (compiler/dev/warm-threads.ts, compiler/pages/pool.ts) while its own
// thread answers requests: a page asked for that no thread has built yet is
// built and answered at once, not after the batches under way; a batch a
// thread built while an edit came in is built again with the edit; and what a
// thread builds is what the server's thread builds. Threads here are held by a
// remark plugin waiting for a file (a thread has its own globals), on the
// partial every held page imports.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { startDev, type DevServer } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { makeFixture, makeTempDir, removeTempDirs } from '../helpers.js';
import { Collector, EventStreamClient, sleep } from './dev-helpers.js';

after(removeTempDirs);

const HELD = 32;
const LATE = 20;

function files(): Record<string, string> {
  const pages: Record<string, string> = {
    'content/guide/00-held/_shared.mdx': 'Partial first version.\n',
    'content/guide/zz-late/styled.mdx': "---\ntitle: Styled\n---\n\nimport '@site/src/styled.css';\n\nexport function Box() { return <div className=\"styled-box\">A styled box</div>; }\n\n<Box />\n",
    'src/styled.css': '.styled-box { color: rebeccapurple; }\n',
  };
  for (let index = 0; index < HELD; index++) pages[`content/guide/00-held/held-${String(index).padStart(2, '0')}.mdx`] = `---\ntitle: Held ${index}\n---\n\nimport Shared from './_shared.mdx';\n\nHeld page ${index}.\n\n<Shared />\n`;
  for (let index = 0; index < LATE; index++) pages[`content/guide/zz-late/late-${String(index).padStart(2, '0')}.md`] = `---\ntitle: Late ${index}\n---\n\nLate page ${index}, after the held ones.\n`;
  return pages;
}

/** The fixture's config with a remark plugin that holds the partial's compile until `gate` exists (saying so in `<gate>.held-<thread>`). */
function config(gate: string): string {
  return `import { existsSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
const hold = () => async (_tree: unknown, file: { path?: string; history?: string[] }) => {
  if (!String(file.path ?? file.history?.[0] ?? '').includes('_shared')) return;
  // Which threads hold a batch: one file each.
  writeFileSync(${JSON.stringify(gate)} + '.held-' + threadId, '');
  while (!existsSync(${JSON.stringify(gate)})) await new Promise((resolve) => setTimeout(resolve, 20));
};
export default {
  title: 'Threads', url: 'https://threads.example', areas: ['guide', 'reference'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
  footer: { copyright: 'Threads' }, chat: { embeddings: 'off' },
  markdown: { remarkPlugins: [hold] },
};
`;
}

describe('pxdocs dev builds its pages on page threads', () => {
  let dev: DevServer;
  let dir = '';
  let gate = '';
  const output = new Collector();
  const get = async (path: string) => {
    const response = await fetch(dev.url + path);
    return { status: response.status, html: await response.text() };
  };
  before(async () => {
    gate = join(await makeTempDir('pxdocs-dev-threads-gate-'), 'open');
    dir = await makeFixture('basic', files());
    await writeFile(join(dir, 'config', 'site.config.ts'), config(gate));
    dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }), workers: 2 });
  });
  after(async () => {
    await writeFile(gate, '');
    await dev?.settled();
    await dev?.close();
  });

  // Before, the warm-up's batches ran on the server's thread, in the queue every request waits in: the
  // request waited for the held batch, and the test's time limit ended it.
  it('answers a page no thread has built yet while every thread holds a batch', { timeout: 120_000 }, async () => {
    // Both threads are held: each holds a batch of held pages (the first two batches), compiling the partial.
    while ((await readdir(dirname(gate))).filter((name) => name.startsWith('open.held-')).length < 2) await sleep(20);
    const late = await get('/guide/zz-late/late-10');
    assert.equal(late.status, 200);
    assert.match(late.html, /Late page 10, after the held ones/);
    assert.equal(existsSync(gate), false, 'answered while the threads were held');
  });

  // A batch sent before an edit is not taken: its pages are built again with it. Before, a held page
  // kept the partial's first version (the session had no page state to mark stale when the edit came).
  it("builds again with an edit the pages a thread was building when it came", { timeout: 120_000 }, async () => {
    const events = await EventStreamClient.connect(dev.url);
    try {
      await sleep(100);
      await writeFile(join(dir, 'content/guide/00-held/_shared.mdx'), 'Partial second version.\n');
      await events.next((event) => event.type === 'reload', { timeoutMs: 60_000 });
    } finally {
      events.close();
    }
    await writeFile(gate, '');
    await dev.settled();
    for (const index of [0, 15, 31]) {
      const held = await get(`/guide/held/held-${String(index).padStart(2, '0')}`);
      assert.match(held.html, /Partial second version/, `held page ${index}`);
      assert.doesNotMatch(held.html, /Partial first version/);
    }
    assert.match(output.text(), /pages built/);
  });

  it("serves what the threads built as the server's own thread builds it, component stylesheets included", { timeout: 120_000 }, async () => {
    await dev.settled();
    const single = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }), workers: 1 });
    try {
      await single.settled();
      for (const path of ['/guide/held/held-03', '/guide/held/held-20', '/guide/zz-late/late-00', '/guide/zz-late/late-19', '/guide/zz-late/styled', '/guide/intro']) {
        const threaded = await get(path);
        const alone = await (await fetch(single.url + path)).text();
        assert.equal(threaded.html, alone, `${path} is the same built on a thread`);
      }
      const styled = (await get('/guide/zz-late/styled')).html;
      const stylesheets = [...styled.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
      assert.ok(stylesheets.length > 0, styled.slice(0, 500));
      for (const href of stylesheets) assert.equal((await fetch(dev.url + href)).status, 200, href);
      const css = await Promise.all(stylesheets.map(async (href) => (await fetch(dev.url + href)).text()));
      assert.ok(css.some((text) => text.includes('rebeccapurple')), 'the page\'s component stylesheet is served');
    } finally {
      await single.close();
    }
  });
});
