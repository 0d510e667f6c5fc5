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

test('a quiet reporter prints no progress, and a finished total prints none', async () => {
  const out = capture();
  await new Reporter({ stream: out.stream, progressEveryMs: 0, quiet: true }).task('build pages', (task) => task.progress(1, 2));
  assert.equal(out.text(), '');
  const done = capture();
  await new Reporter({ stream: done.stream, progressEveryMs: 0 }).task('build pages', (task) => task.progress(2, 2));
  assert.doesNotMatch(done.text(), /left/);
});
