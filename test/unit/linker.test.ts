// The linker (compiler/linker.ts) makes the output folder's hard links on a
// thread of its own: the links are the files named, made in the order queued,
// and a failure is reported by `settle` with the paths, never lost.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linker } from '../../compiler/linker.js';
import { snapshotOutputs, snapshotOutputsShared } from '../../compiler/emit.js';
import { PxError } from '../../compiler/errors.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-linker-'));
  dirs.push(dir);
  return dir;
}

/** `count` source files with distinct contents under `dir`/src. */
function sources(dir: string, count: number): string[] {
  mkdirSync(join(dir, 'src'), { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const path = join(dir, 'src', `f${index}.html`);
    writeFileSync(path, `page ${index}`);
    return path;
  });
}

describe('linker', () => {
  it('links thousands of files, in folders it makes, past the point where its thread starts', async () => {
    const dir = folder();
    // More operations than the linker makes in the caller's thread (DIRECT_OPS, 1,000): most go through its thread.
    const files = sources(dir, 3000);
    const linker = new Linker();
    files.forEach((from, index) => linker.link(from, join(dir, 'out', `d${index % 37}`, `n${index}`, 'index.html')));
    await linker.settle();
    await linker.close();
    for (const [index, from] of files.entries()) {
      const to = join(dir, 'out', `d${index % 37}`, `n${index}`, 'index.html');
      assert.equal(statSync(to).ino, statSync(from).ino, `${to} is a hard link to ${from}`);
    }
  });

  it('runs operations in the order they were queued: a removal after a link removes it, a link after a removal makes it again', async () => {
    const dir = folder();
    const files = sources(dir, 2500);
    const linker = new Linker();
    const target = (index: number) => join(dir, 'out', `p${index}.html`);
    for (const [index, from] of files.entries()) linker.link(from, target(index));
    // Queued behind 2,500 links, in the thread: the removals must come after the links they undo.
    for (let index = 0; index < files.length; index += 2) linker.remove(target(index));
    linker.link(files[1], target(0));
    assert.ok(linker.queuedAt(target(0)), 'a path with queued operations says so until settled');
    await linker.settle();
    assert.equal(linker.queuedAt(target(0)), false);
    await linker.close();
    assert.equal(readFileSync(target(0), 'utf8'), 'page 1', 'the last operation on a path wins');
    for (let index = 2; index < files.length; index += 2) assert.equal(existsSync(target(index)), false, `${target(index)} was removed after it was linked`);
    for (let index = 1; index < files.length; index += 2) assert.equal(readFileSync(target(index), 'utf8'), `page ${index}`);
  });

  it('replaces a file already at the target, never writes through it', async () => {
    const dir = folder();
    const [from] = sources(dir, 1);
    const existing = join(dir, 'existing.html');
    writeFileSync(existing, 'old');
    const linked = join(dir, 'linked.html');
    writeFileSync(linked, 'shared');
    const linker = new Linker();
    linker.link(from, existing);
    await linker.settle();
    await linker.close();
    assert.equal(readFileSync(existing, 'utf8'), 'page 0');
    assert.equal(readFileSync(linked, 'utf8'), 'shared');
  });

  it('skips a missing optional file and reports a missing required one at settle, naming both paths', async () => {
    const dir = folder();
    const files = sources(dir, 1500);
    const linker = new Linker();
    for (const [index, from] of files.entries()) {
      linker.link(from, join(dir, 'out', `${index}.html`));
      linker.linkIfThere(`${from}.br`, join(dir, 'out', `${index}.html.br`));
    }
    await linker.settle();
    assert.equal(existsSync(join(dir, 'out', '0.html.br')), false);
    const missing = join(dir, 'src', 'gone.html');
    linker.link(missing, join(dir, 'out', 'gone.html'));
    await assert.rejects(linker.settle(), (error: unknown) => {
      assert.ok(error instanceof PxError, `a catalogue error: ${String(error)}`);
      assert.equal(error.title, 'Output file not placed');
      assert.match(error.message, /gone\.html could not be linked or copied from .*gone\.html: ENOENT/);
      return true;
    });
    // And again at every later settle (the commit's): a caller that swallows the error cannot lose it.
    await assert.rejects(linker.settle(), /gone\.html/);
    await linker.close();
  });

  it('settles the operations queued while it waits too', async () => {
    const dir = folder();
    const files = sources(dir, 3000);
    const linker = new Linker();
    const target = (index: number) => join(dir, 'out', `w${index}.html`);
    for (let index = 0; index < 2000; index++) linker.link(files[index], target(index));
    const settled = linker.settle();
    // Queued after settle began, a partial batch among them: settle returns only once they are made.
    for (let index = 2000; index < files.length; index++) linker.link(files[index], target(index));
    await settled;
    for (let index = 0; index < files.length; index++) assert.ok(existsSync(target(index)), `${target(index)} made before settle returned`);
    assert.equal(linker.queuedAt(target(2999)), false);
    await linker.close();
  });

  it('once closed, drops what was queued and anything queued later, and lets a waiting settle return', async () => {
    const dir = folder();
    const files = sources(dir, 4000);
    const linker = new Linker();
    for (const [index, from] of files.entries()) linker.link(from, join(dir, 'out', `${index}.html`));
    const waiting = linker.settle();
    await linker.close();
    await waiting;
    linker.link(files[0], join(dir, 'out', 'after-close.html'));
    await linker.settle();
    assert.equal(existsSync(join(dir, 'out', 'after-close.html')), false, 'nothing is made after close');
    await assert.rejects(linker.statFiles([files[0]]));
  });

  it("stats half an output's files for its snapshot: the same digest, counts and stamps as a walk in one thread", async () => {
    const dir = folder();
    const out = join(dir, 'out');
    // More files than a snapshot stats in one thread alone (SHARED_STAT_MIN), in nested folders.
    for (let index = 0; index < 5000; index++) {
      const sub = join(out, `s${index % 13}`, `t${index % 7}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(join(sub, `f${index}.html`), 'x'.repeat(index % 50));
    }
    const stamped = new Set(['s0/t0/f0.html', 's3/t3/f3.html']);
    const alone = snapshotOutputs(out, stamped);
    const linker = new Linker();
    let asked = 0;
    const shared = await snapshotOutputsShared(out, stamped, (paths) => {
      asked += paths.length;
      return linker.statFiles(paths);
    });
    await linker.close();
    assert.ok(asked > 0 && asked < 5000, `the thread stats part of the files (${asked})`);
    assert.deepEqual(shared, alone);
    assert.equal(alone.files, 5000);
    // And it still sees a change: one file's mtime.
    utimesSync(join(out, 's3', 't3', 'f3.html'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    assert.notEqual(snapshotOutputs(out).digest, alone.digest);
  });
});
