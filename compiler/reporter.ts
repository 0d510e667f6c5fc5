// What the build prints: each stage as one line with its time (a task list), a
// progress line while rendering many pages on a terminal, warnings grouped at the
// end, and one summary line. Plain lines when not on a terminal (CI logs).
import pc from 'picocolors';
import { formatError, formatWhere, type ErrorPaint, type PxError } from './errors.js';

export const ERROR_PAINT: ErrorPaint = { title: (text) => pc.red(pc.bold(text)), where: pc.cyan, frame: pc.dim, hint: pc.yellow };
import type { Diagnostic } from './diagnostics.js';
import { pushTo } from './list-map.js';
import { terminalSafe } from './terminal-safe.js';

export interface ReporterOptions {
  stream?: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** The command's --verbose (given only by commands that have the flag: lists say to use it only then). */
  verbose?: boolean;
  quiet?: boolean;
  /** How often a long stage prints a progress line when not on a terminal (default 5 s). */
  progressEveryMs?: number;
}

export interface TaskHandle {
  /** Extra text after the timing, e.g. "45 pages". */
  note(text: string): void;
  /** Shown with --verbose only. */
  detail(text: string): void;
  /**
   * Work done of the total. `what` names the work when it is not the task's
   * own (e.g. "chat sections embedded"); its rate counts from its first call.
   */
  progress(done: number, total: number, what?: string): void;
}

const KIND_TITLES: Record<string, string> = {
  'broken-link': 'Broken links',
  'broken-markdown-link': 'Broken Markdown links',
  'broken-anchor': 'Broken anchors',
  'missing-image': 'Missing images',
  'duplicate-route': 'Duplicate routes',
  'route-case': 'Routes that differ only in case',
  'windows-name': 'Names Windows cannot hold',
  'front-matter': 'Front matter',
  'code-language': 'Code blocks',
  mdx: 'MDX',
  directive: 'Markdown directives',
  budget: 'Asset budgets',
  symlink: 'Symbolic links',
  'private-file': 'Files not published',
  'static-collision': 'Static files the build replaces',
  'config-asset': 'Files the config names',
  translation: 'Translations',
  'script-link': 'Links to script URLs',
  'markdown-plugin': 'What Markdown plugins printed',
  'missing-export': 'Names pxdocs does not provide',
  'browser-handler': 'Browser code that never runs',
  swizzle: 'Swizzled components not used',
  'site-css': 'Site stylesheets',
  'swizzle-root': 'Swizzled Root in the browser',
  encoding: 'File encodings',
  cache: 'Cache',
  chat: 'Docs chat',
  vadalog: 'Vadalog',
  sidebars: 'Sidebars',
  blog: 'Blog',
  tags: 'Tags',
  redirect: 'Redirects',
  'last-update': 'Last update dates',
  markdown: 'Markdown twins',
};

/** Problems of one kind listed per file, and in all, before the rest are counted (--verbose lists every one). */
const LIST_PER_FILE = 10;
const LIST_PER_KIND = 50;

/** How often a long stage prints a progress line when not on a terminal. */
const PLAIN_PROGRESS_MS = 5000;

/**
 * PXDOCS_PROGRESS_MS (a whole number of milliseconds, at least 1), else PLAIN_PROGRESS_MS: a log
 * that wants lines more or less often (a test waiting on a stage's first line need not wait 5 s).
 */
function plainProgressMs(value = process.env.PXDOCS_PROGRESS_MS): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 1 ? ms : PLAIN_PROGRESS_MS;
}

export class Reporter {
  private readonly stream: NonNullable<ReporterOptions['stream']>;
  private readonly tty: boolean;
  readonly verbose: boolean;
  /** What a list cut short says: how to see the rest, where the command can (`--verbose`). */
  private readonly listAll: string;
  private readonly quiet: boolean;
  private readonly progressEveryMs: number;
  readonly timings: { name: string; ms: number }[] = [];

  constructor(options: ReporterOptions = {}) {
    this.stream = options.stream ?? process.stderr;
    this.tty = Boolean(this.stream.isTTY) && !process.env.CI;
    this.verbose = options.verbose ?? false;
    this.listAll = options.verbose === undefined ? '' : ' Run with --verbose to list every one.';
    this.quiet = options.quiet ?? false;
    this.progressEveryMs = options.progressEveryMs ?? plainProgressMs();
  }

  line(text = ''): void {
    if (!this.quiet) this.stream.write(`${text}\n`);
  }

  /** The stage running now (its name), if any: what a build that never finishes was doing. */
  running: string | undefined;

  async task<T>(name: string, run: (task: TaskHandle) => Promise<T> | T): Promise<T> {
    this.running = name;
    const started = performance.now();
    let note = '';
    const details: string[] = [];
    let lastPaint = this.tty ? 0 : started;
    // Where the rate counts from: the task's start, or a named work's first report.
    let from = { what: undefined as string | undefined, at: started, done: 0 };
    const handle: TaskHandle = {
      note: (text) => { note = text; },
      detail: (text) => { details.push(text); },
      progress: (done, total, what) => {
        if (this.quiet || done >= total) return;
        const now = performance.now();
        if (what !== from.what) {
          from = { what, at: now, done };
          if (!this.tty) lastPaint = now;
          return;
        }
        // A terminal gets a bar repainted in place; a log (CI) a plain line every few seconds.
        if (now - lastPaint < (this.tty ? 50 : this.progressEveryMs)) return;
        lastPaint = now;
        const elapsed = (now - from.at) / 1000;
        const rate = (done - from.done) / Math.max(elapsed, 0.001);
        const left = rate > 0 ? (total - done) / rate : 0;
        const figures = `${what ? `${what} ` : ''}${done}/${total} · ${rate.toFixed(rate < 10 ? 1 : 0)}/s · about ${formatMs(left * 1000)} left`;
        if (!this.tty) {
          this.line(`    ${name}: ${figures}`);
          return;
        }
        const width = 24;
        const filled = Math.round((done / Math.max(total, 1)) * width);
        this.stream.write(`\r  ${pc.cyan('…')} ${name} ${pc.dim('█'.repeat(filled) + '░'.repeat(width - filled))} ${figures}\u001b[K`);
      },
    };
    try {
      const result = await run(handle);
      const ms = performance.now() - started;
      this.timings.push({ name, ms });
      this.clearProgress();
      this.line(`  ${pc.green('✓')} ${name.padEnd(28)} ${formatMs(ms).padStart(8)}${note ? `  ${pc.dim(note)}` : ''}`);
      if (this.verbose) for (const detail of details) this.line(`      ${pc.dim(detail)}`);
      return result;
    } catch (error) {
      this.clearProgress();
      this.line(`  ${pc.red('✗')} ${name.padEnd(28)} ${formatMs(performance.now() - started).padStart(8)}`);
      throw error;
    }
  }

  private clearProgress(): void {
    if (this.tty && !this.quiet) this.stream.write('\r\u001b[K');
  }

  diagnostics(title: string, items: Diagnostic[], color: (text: string) => string): void {
    if (!items.length) return;
    this.line();
    this.line(color(`${title} (${items.length})`));
    const groups = new Map<string, Diagnostic[]>();
    for (const item of items) pushTo(groups, item.kind, item);
    let hidden = 0;
    for (const [kind, group] of groups) {
      this.line(`  ${pc.bold(KIND_TITLES[kind] ?? kind)}`);
      // A migrated site can have thousands of the same problem: the terminal gets the first few of
      // each file and of each kind, and a count of the rest; --verbose lists every one.
      const byFile = new Map<string, Diagnostic[]>();
      for (const item of group) pushTo(byFile, item.where?.file ?? '', item);
      let shown = 0;
      let filesLeft = byFile.size;
      let itemsLeft = group.length;
      for (const [file, list] of byFile) {
        if (!this.verbose && shown >= LIST_PER_KIND) break;
        const take = this.verbose ? list.length : Math.min(list.length, LIST_PER_FILE, LIST_PER_KIND - shown);
        for (const item of list.slice(0, take)) {
          const where = item.where && !item.message.startsWith(item.where.file) ? `${formatWhere(item.where)}: ` : '';
          this.line(`    ${where}${terminalSafe(item.message)}`);
        }
        shown += take;
        filesLeft--;
        itemsLeft -= list.length;
        if (take < list.length) this.line(pc.dim(`    … and ${(list.length - take).toLocaleString('en-US')} more in ${file || 'the site'}`));
        hidden += list.length - take;
      }
      if (itemsLeft > 0) {
        this.line(pc.dim(`    … and ${itemsLeft.toLocaleString('en-US')} more in ${filesLeft.toLocaleString('en-US')} other file${filesLeft === 1 ? '' : 's'}`));
        hidden += itemsLeft;
      }
    }
    if (hidden) this.line(pc.dim(`  ${hidden.toLocaleString('en-US')} not listed.${this.listAll}`));
  }

  /**
   * Each error in full; past LIST_PER_KIND of one title (a link to a removed page from 10,000 pages
   * was 30,000 lines), the rest of that title are counted, as warnings are; --verbose lists every one.
   */
  errors(errors: PxError[]): void {
    const shown = new Map<string, number>();
    const hidden = new Map<string, number>();
    for (const error of errors) {
      const count = (shown.get(error.title) ?? 0) + 1;
      shown.set(error.title, count);
      if (!this.verbose && count > LIST_PER_KIND) {
        hidden.set(error.title, (hidden.get(error.title) ?? 0) + 1);
        continue;
      }
      this.line();
      for (const line of formatError(error, ERROR_PAINT)) this.line(line);
    }
    if (!hidden.size) return;
    this.line();
    for (const [title, count] of hidden) this.line(`… and ${count.toLocaleString('en-US')} more: ${title} (${(shown.get(title) ?? 0).toLocaleString('en-US')} in all).${this.listAll}`);
  }
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
