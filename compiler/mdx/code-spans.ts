// Inline code spans, found as CommonMark pairs them: a run of backticks opens
// one, and the next run of exactly as many closes it; a run with no such partner
// is text. The bridges (fast-markdown.ts, mdx-islands.ts) blank spans out before
// they look for syntax. A regular expression did this with a lazy match back to
// the opening run, which backtracked over every run after it: a paragraph of
// backtick runs of different lengths (` `` ``` …) took seconds, growing with
// the cube of the runs. This pass reads each run once.

/** The code spans of `text`, as [start, end) offsets, in order. */
export function codeSpans(text: string): [number, number][] {
  const starts: number[] = [];
  const lengths: number[] = [];
  for (let at = text.indexOf('`'); at !== -1; ) {
    let end = at + 1;
    while (text.charCodeAt(end) === 96) end++;
    starts.push(at);
    lengths.push(end - at);
    at = text.indexOf('`', end);
  }
  // For each run, the next run of the same length (-1: none).
  const next = new Int32Array(starts.length).fill(-1);
  const seen = new Map<number, number>();
  for (let run = starts.length - 1; run >= 0; run--) {
    next[run] = seen.get(lengths[run]) ?? -1;
    seen.set(lengths[run], run);
  }
  const spans: [number, number][] = [];
  for (let run = 0; run < starts.length; ) {
    const close = next[run];
    if (close === -1) {
      run++;
      continue;
    }
    spans.push([starts[run], starts[close] + lengths[close]]);
    run = close + 1;
  }
  return spans;
}

/** `text` with each code span replaced by what `replace` gives for it. */
export function replaceCodeSpans(text: string, replace: (span: string) => string): string {
  if (!text.includes('`')) return text;
  const spans = codeSpans(text);
  if (!spans.length) return text;
  let out = '';
  let copied = 0;
  for (const [start, end] of spans) {
    out += text.slice(copied, start) + replace(text.slice(start, end));
    copied = end;
  }
  return out + text.slice(copied);
}
