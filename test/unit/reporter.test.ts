// The build's progress lines in a log (not a terminal): the task's own work,
// then other work named by the stage (the chat's section embeddings), each with
// a rate counted from its own first report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripVTControlCharacters } from 'node:util';
import { Reporter } from '../../compiler/reporter.js';

// Colour depends on the environment (picocolors turns it on under CI), so the
// captured text is read without its escape codes.
function capture(): { stream: NodeJS.WritableStream; text: () => string } {
  let text = '';
  return { stream: { write: (chunk: string) => { text += chunk; return true; } } as unknown as NodeJS.WritableStream, text: () => stripVTControlCharacters(text) };
}

test('a stage reports its progress, and names other work with a rate of its own', async (t) => {
  // The reporter's clock, moved by hand: rates are exact.
  let now = 1000;
  t.mock.method(performance, 'now', () => now);
  const pause = (ms: number) => { now += ms; };
  const out = capture();
  const reporter = new Reporter({ stream: out.stream, progressEveryMs: 0 });
  await reporter.task('build search index', async (task) => {
    pause(500);
    task.progress(1, 4);
    pause(500);
    task.progress(2, 4);
    // Other work: its first report only starts its clock.
    task.progress(0, 300, 'chat sections embedded');
    pause(100);
    task.progress(64, 300, 'chat sections embedded');
    task.progress(300, 300, 'chat sections embedded');
  });
  const lines = out.text().split('\n').filter((line) => line.includes('left'));
  assert.equal(lines.length, 3, out.text());
  assert.equal(lines[0], '    build search index: 1/4 · 2.0/s · about 1.50 s left');
  assert.equal(lines[1], '    build search index: 2/4 · 2.0/s · about 1.00 s left');
  // 64 sections in 100 ms: 640 a second, not diluted by the stage's first second.
  assert.match(lines[2], /^ {4}build search index: chat sections embedded 64\/300 · 640\/s · about 369 ms left$/);
  assert.match(out.text(), /✓ build search index/);
});

test('a log gets a progress line every PXDOCS_PROGRESS_MS milliseconds, every 5 s when it is not a whole number of at least 1', async (t) => {
  let now = 1000;
  t.mock.method(performance, 'now', () => now);
  /** The progress lines of a stage reporting at 150 ms and at 5 s of its run, under PXDOCS_PROGRESS_MS=`value`. */
  const linesWith = async (value: string | undefined) => {
    const saved = process.env.PXDOCS_PROGRESS_MS;
    if (value === undefined) delete process.env.PXDOCS_PROGRESS_MS;
    else process.env.PXDOCS_PROGRESS_MS = value;
    const out = capture();
    try {
      const reporter = new Reporter({ stream: out.stream });
      await reporter.task('build pages', (task) => {
        now += 150;
        task.progress(1, 10);
        now += 4850;
        task.progress(2, 10);
      });
    } finally {
      if (saved === undefined) delete process.env.PXDOCS_PROGRESS_MS;
      else process.env.PXDOCS_PROGRESS_MS = saved;
    }
    return out.text().split('\n').filter((line) => line.includes('left')).map((line) => line.trim().split(' · ')[0]);
  };
  assert.deepEqual(await linesWith('100'), ['build pages: 1/10', 'build pages: 2/10']);
  for (const value of [undefined, '', '0', '-5', '1.5', 'soon']) assert.deepEqual(await linesWith(value), ['build pages: 2/10'], String(value));
});

test('a quiet reporter prints no progress, and a finished total prints none', async () => {
  const out = capture();
  await new Reporter({ stream: out.stream, progressEveryMs: 0, quiet: true }).task('build pages', (task) => task.progress(1, 2));
  assert.equal(out.text(), '');
  const done = capture();
  await new Reporter({ stream: done.stream, progressEveryMs: 0 }).task('build pages', (task) => task.progress(2, 2));
  assert.doesNotMatch(done.text(), /left/);
});

test('a long list of warnings shows the first of each file and of each kind, counts the rest, and --verbose lists every one', () => {
  const anchors = Array.from({ length: 30 }, (_, index) => ({ kind: 'broken-anchor', message: `#x${index} (no element)`, where: { file: 'docs/a.md', line: 5, column: 1 + index * 8 } }));
  // 60 more files with one broken link each: past the kind's limit.
  const links = Array.from({ length: 61 }, (_, index) => ({ kind: 'broken-link', message: `/gone-${index} (no page)`, where: { file: `docs/page-${index}.md`, line: 1, column: 1 } }));
  const few = [{ kind: 'front-matter', message: 'title is empty', where: { file: 'docs/b.md', line: 2, column: 1 } }];
  const short = capture();
  new Reporter({ stream: short.stream, verbose: false }).diagnostics('Warnings', [...anchors, ...links, ...few], (text) => text);
  const text = short.text();
  assert.match(text, /Warnings \(92\)/);
  assert.equal(text.split('\n').filter((line) => line.includes('docs/a.md:5:')).length, 10, 'ten of one file\'s thirty');
  assert.match(text, /… and 20 more in docs\/a\.md/);
  assert.equal(text.split('\n').filter((line) => /docs\/page-\d+\.md:1:1/.test(line)).length, 50, 'fifty of a kind in all');
  assert.match(text, /… and 11 more in 11 other files/);
  assert.match(text, /docs\/b\.md:2:1: title is empty/, 'another kind is listed as well');
  assert.match(text, /31 not listed\. Run with --verbose to list every one\./);
  // A command without --verbose (dev, check) does not point to it.
  const plain = capture();
  new Reporter({ stream: plain.stream }).diagnostics('Warnings', [...anchors, ...links, ...few], (text) => text);
  assert.match(plain.text(), /31 not listed\.\n/);
  assert.doesNotMatch(plain.text(), /--verbose/);

  const long = capture();
  new Reporter({ stream: long.stream, verbose: true }).diagnostics('Warnings', [...anchors, ...links, ...few], (text) => text);
  const all = long.text();
  assert.equal(all.split('\n').filter((line) => /docs\/(a|page-\d+|b)\.md:\d+:\d+/.test(line)).length, 92, 'every one with --verbose');
  assert.doesNotMatch(all, /more in|not listed/);
});

test('errors of one title past 50 are counted, not listed, unless --verbose (one broken link from 120 pages)', async () => {
  const { pxErrors } = await import('../../compiler/errors/catalogue.js');
  const errors = [
    ...Array.from({ length: 120 }, (_, index) => pxErrors.BrokenLink.create({ message: `content/docs/p${index}.md:3:1 → /docs/gone (no page at /docs/gone)` }, { where: { file: `content/docs/p${index}.md`, line: 3, column: 1 } })),
    pxErrors.PageImportsItself.create({ page: 'content/docs/_a.mdx' }, { where: { file: 'content/docs/_a.mdx' } }),
  ];
  const out = capture();
  new Reporter({ stream: out.stream, verbose: false }).errors(errors);
  const text = out.text();
  assert.equal(text.match(/→ \/docs\/gone/g)?.length, 50, text);
  assert.match(text, /content\/docs\/p49\.md:3:1/);
  assert.doesNotMatch(text, /content\/docs\/p50\.md/);
  // Another title is listed whatever the count of the first.
  assert.match(text, /Page imports itself {2}content\/docs\/_a\.mdx/);
  assert.match(text, /… and 70 more: Broken link \(120 in all\)\. Run with --verbose to list every one\./);
  const verbose = capture();
  new Reporter({ stream: verbose.stream, verbose: true }).errors(errors);
  assert.equal(verbose.text().match(/→ \/docs\/gone/g)?.length, 120);
  assert.doesNotMatch(verbose.text(), /more: Broken link/);
});
