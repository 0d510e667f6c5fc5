// llms-full.txt rebuilt from the last build's file: pages whose key is in the
// last build's index are copied from its llms-full.txt and .gz (their twins are
// not read), the others are read and compressed; either way the files are the
// ones a fresh write makes, byte for byte, in any order of pages, and an index
// that does not fit the files is not used.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { llmsFullTxt, writeLlmsFull, type LlmsFullPiece, type MarkdownPage } from '../../compiler/markdown/llms.js';
import { startLlmsFull, type LlmsFullJob } from '../../compiler/markdown/llms-full.js';
import type { Route } from '../../compiler/routes.js';
import { seededRandom } from '../helpers.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

const config = { title: 'Site', tagline: 'A tagline', url: 'https://docs.example', baseUrl: '/', navbar: { items: [] } } as unknown as Parameters<typeof llmsFullTxt>[1];

function page(n: number, markdown: string, listed = true): MarkdownPage {
  const permalink = `/docs/page-${n}`;
  return { route: { listed, page: { permalink, title: `Page ${n}`, description: '' } } as unknown as Route, path: `docs/page-${n}.md`, markdown };
}

/** Pages like twins: a title line, words, code, non-ASCII; one unlisted. */
function site(count: number, seed: number): MarkdownPage[] {
  const random = seededRandom(seed);
  const words = ['rule', 'fact', 'Vadalog', 'reasoning', 'graph', 'ünïcode', '→', 'edge(X, Y)', '`@output`', 'λ'];
  return Array.from({ length: count }, (_, n) => page(n, `# Page ${n}\n\n${Array.from({ length: 20 + Math.floor(random() * 300) }, () => words[Math.floor(random() * words.length)]).join(' ')}\n`, n !== 3));
}

/** What the build keys a page by: its route and its text (the build hashes the twin). */
const keysOf = (pages: MarkdownPage[]) => new Map(pages.map((item) => [item.path, `${item.route.page.permalink}|${item.markdown}`]));

async function write(folder: string, pages: MarkdownPage[], previous?: { folder: string; pieces: LlmsFullPiece[] }) {
  const file = join(folder, 'llms-full.txt');
  const read: string[] = [];
  const written = await writeLlmsFull(file, pages, config, async (path) => {
    read.push(path);
    return pages.find((item) => item.path === path)!.markdown;
  }, {
    gzip: { cacheDir: join(folder, '..', 'pieces') },
    keys: keysOf(pages),
    previous: previous && { text: join(previous.folder, 'llms-full.txt'), gzip: join(previous.folder, 'llms-full.txt.gz'), pieces: previous.pieces },
  });
  const text = await readFile(file, 'utf8');
  assert.equal(text, llmsFullTxt(pages, config), 'the text a fresh write makes');
  assert.equal(gunzipSync(await readFile(`${file}.gz`)).toString('utf8'), text, 'the .gz holds the text');
  return { read, pieces: written.pieces! };
}

async function folders(count: number): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'pxdocs-llms-'));
  temp.push(root);
  const made = Array.from({ length: count }, (_, n) => join(root, `build-${n}`));
  await Promise.all(made.map((folder) => mkdir(folder)));
  return made;
}

describe('llms-full.txt from the last build', () => {
  it('copies the unchanged pages and reads only the changed and new ones, with the same bytes as a fresh write', async () => {
    const [first, second, third, fourth] = await folders(4);
    const pages = site(40, 7);
    const cold = await write(first, pages);
    assert.equal(cold.read.length, 39, 'a first build reads every listed twin');

    // One page edited, one added at the end, one removed.
    const edited = pages.map((item, n) => (n === 12 ? page(12, `${item.markdown}\nOne more line.\n`) : item)).filter((_item, n) => n !== 20);
    edited.push(page(99, '# Page 99\n\nNew.\n'));
    const warm = await write(second, edited, { folder: first, pieces: cold.pieces });
    assert.deepEqual(warm.read.sort(), ['docs/page-12.md', 'docs/page-99.md']);

    // The first page moved to the end: it now carries the separator, so it is read; the new first page too.
    const moved = [...edited.slice(1), edited[0]];
    const reordered = await write(third, moved, { folder: second, pieces: warm.pieces });
    assert.deepEqual(reordered.read.sort(), ['docs/page-0.md', 'docs/page-1.md']);

    // Shuffled: every piece is copied (none but the first changes its place's kind), in any order.
    const random = seededRandom(3);
    const shuffled = [moved[0], ...moved.slice(1).sort(() => random() - 0.5)];
    const again = await write(fourth, shuffled, { folder: third, pieces: reordered.pieces });
    assert.deepEqual(again.read, []);
  });

  it('reads every page when the index does not fit the last build\'s files', async () => {
    const [first, second, third] = await folders(3);
    const pages = site(12, 11);
    const cold = await write(first, pages);
    // A piece one byte longer than it is: the sums no longer match the files' sizes.
    const wrong = cold.pieces.map((piece, n): LlmsFullPiece => (n === 4 ? [piece[0], piece[1] + 1, piece[2]] : piece));
    assert.equal((await write(second, pages, { folder: first, pieces: wrong })).read.length, 11);
    // Another build's .gz beside this text: sizes differ, nothing copied.
    await copyFile(join(second, 'llms-full.txt'), join(third, 'llms-full.txt'));
    const other = await folders(1);
    await write(other[0], site(12, 12));
    await copyFile(join(other[0], 'llms-full.txt.gz'), join(third, 'llms-full.txt.gz'));
    assert.equal((await write(second, pages, { folder: third, pieces: cold.pieces })).read.length, 11);
  });
});

describe('llms-full.txt on a thread of its own', () => {
  /** A job for `pages`: twins written as files in `twins`, except page 5's, which is in memory (a generated index page's). */
  async function job(folder: string, pages: MarkdownPage[], previous?: LlmsFullJob['previous']): Promise<LlmsFullJob> {
    const twins = join(folder, 'twins');
    for (const item of pages) {
      if (item.path === 'docs/page-5.md') continue;
      await mkdir(join(twins, 'docs'), { recursive: true });
      await writeFile(join(twins, item.path), item.markdown);
    }
    return {
      file: join(folder, 'llms-full.txt'),
      twins,
      pages: pages.map((item) => ({ path: item.path, route: item.route })),
      config,
      inMemory: pages.filter((item) => item.path === 'docs/page-5.md').map((item) => [item.path, item.markdown]),
      gzip: { cacheDir: join(folder, 'pieces') },
      keys: [...keysOf(pages)],
      previous,
    };
  }

  it('writes the files the build\'s own thread writes, and copies from the last build\'s', async () => {
    const [threaded, here, next] = await folders(3);
    const pages = site(30, 21);
    const onThread = await startLlmsFull(await job(threaded, pages), true).done;
    const inline = await startLlmsFull(await job(here, pages), false).done;
    assert.equal(onThread.onThread, true, 'written by the thread, not by the fallback');
    assert.equal(inline.onThread, false);
    assert.deepEqual({ ...onThread, onThread: false }, inline);
    const text = await readFile(join(threaded, 'llms-full.txt'), 'utf8');
    assert.equal(text, llmsFullTxt(pages, config));
    assert.deepEqual(await readFile(join(threaded, 'llms-full.txt.gz')), await readFile(join(here, 'llms-full.txt.gz')));
    // The next build: one page edited, the rest copied from the threaded build's files.
    const edited = pages.map((item, n) => (n === 7 ? page(7, `${item.markdown}One more line.\n`) : item));
    const again = await startLlmsFull(await job(next, edited, { text: join(threaded, 'llms-full.txt'), gzip: join(threaded, 'llms-full.txt.gz'), pieces: onThread.pieces! }), true).done;
    assert.equal(again.onThread, true);
    assert.equal(again.pieces?.length, onThread.pieces?.length);
    assert.equal(await readFile(join(next, 'llms-full.txt'), 'utf8'), llmsFullTxt(edited, config));
  });

  it('stops when cancelled, on the thread or here, and resolves the cancel once nothing more is written', async () => {
    for (const thread of [true, false]) {
      const [folder] = await folders(1);
      const run = startLlmsFull(await job(folder, site(200, 22)), thread);
      await run.cancel();
      await assert.rejects(run.done, /the build stopped/);
      // Nothing writes into the folder after the cancel resolved: it can be deleted.
      const before = await readFile(join(folder, 'llms-full.txt')).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(await readFile(join(folder, 'llms-full.txt')).catch(() => undefined), before, `thread: ${thread}`);
    }
  });
});
