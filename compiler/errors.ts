// Errors a person can act on: what happened, where, and what to do.
// Every failure the build reports is a PxError made from an entry of the
// catalogue (errors/catalogue.ts); anything else is a bug in pxdocs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pxErrors, type ErrorEntry } from './errors/catalogue.js';
import { fileNameSafe, terminalSafe } from './terminal-safe.js';

export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

export class PxError extends Error {
  readonly title: string;
  readonly where?: SourcePosition;
  readonly hint?: string;
  /** Lines of source around the position, for the terminal and the dev overlay. */
  readonly frame?: string;
  /** The catalogue entry it was made from (`compiler/errors/catalogue.ts`). */
  readonly code?: string;

  constructor(title: string, message: string, options: { where?: SourcePosition; hint?: string; frame?: string; cause?: unknown; code?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PxError';
    this.title = title;
    this.where = options.where;
    this.hint = options.hint;
    this.frame = options.frame;
    this.code = options.code;
  }
}

/** Several errors found in one stage, reported together (all broken links at once, say). */
export class PxErrorList extends Error {
  readonly errors: PxError[];
  constructor(errors: PxError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'PxErrorList';
    this.errors = errors;
  }
}

export function formatWhere(where: SourcePosition | undefined): string {
  if (!where) return '';
  // File names come from the site's folders as they are: control characters in them are shown, never sent raw.
  let text = fileNameSafe(where.file);
  if (where.line) text += `:${where.line}`;
  if (where.line && where.column) text += `:${where.column}`;
  return text;
}

/** Colours for `formatError` (picocolors' functions, or none for plain text). */
export interface ErrorPaint {
  title(text: string): string;
  where(text: string): string;
  frame(text: string): string;
  hint(text: string): string;
}

const PLAIN: ErrorPaint = { title: (text) => text, where: (text) => text, frame: (text) => text, hint: (text) => text };

/**
 * The one way an error is printed (build, dev, CLI, chat server): what
 * happened and where (file:line:column), the message, the source lines, what
 * to do. Returns lines without a trailing newline.
 */
export function formatError(error: PxError, paint: ErrorPaint = PLAIN): string[] {
  const lines = [`${paint.title(error.title)}${error.where ? `  ${paint.where(formatWhere(error.where))}` : ''}`];
  // A message quotes names and text of the site (a route made from a file name holding an escape sequence).
  for (const line of terminalSafe(error.message).split('\n')) lines.push(`  ${line}`);
  if (error.frame) {
    lines.push('');
    for (const line of error.frame.split('\n')) lines.push(`  ${paint.frame(line)}`);
  }
  if (error.hint) lines.push(`  ${paint.hint('hint:')} ${error.hint}`);
  return lines;
}

/** A few lines of source around `line`, with a marker under `column`. */
export function codeFrame(source: string, line: number, column?: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line && column) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** Turns whatever was thrown into PxErrors, keeping unknown errors visible as bugs. */
/**
 * The errors without repeats: one cause met by many pages (a partial that imports itself, used by 300
 * pages) is one error, with the same title, message, place and hint each time; it is reported once.
 */
export function distinctErrors(errors: PxError[]): PxError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = JSON.stringify([error.code, error.title, error.message, error.where?.file, error.where?.line, error.where?.column, error.frame, error.hint]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function toPxErrors(error: unknown): PxError[] {
  if (error instanceof PxErrorList) return error.errors;
  if (error instanceof PxError) return [error];
  const err = error instanceof Error ? error : new Error(String(error));
  return [pxErrors.UnexpectedError.create({ message: err.stack ?? err.message })];
}

/**
 * An esbuild failure as a PxError: its first message, at its place (esbuild's
 * columns are 0-based), else at `fallback`. Loading a config, a sidebars file
 * or the theme all report a syntax error this way. `dir`: the folder esbuild's
 * file names are relative to (its `absWorkingDir`), for the lines around the place.
 */
export function esbuildFailure(error: unknown, entry: ErrorEntry<{ message: string }>, hint?: string, fallback?: SourcePosition, dir?: string): PxError {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null; detail?: unknown }[] }).errors?.[0];
  // A plugin of ours threw an error of the catalogue (the site's PostCSS, say): it names the file and what to do itself.
  if (first?.detail instanceof PxError) return first.detail;
  const place = first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined;
  return entry.create({ message: first?.text ?? (error instanceof Error ? error.message : String(error)) }, {
    where: place ?? fallback,
    hint,
    frame: place && dir !== undefined ? fileFrame(resolve(dir, place.file), place.line, place.column) : undefined,
  });
}

/** The lines of `file` around a place, or undefined when the file cannot be read (esbuild's `<stdin>`, a file gone since). */
function fileFrame(file: string, line: number, column: number): string | undefined {
  try {
    return terminalSafe(codeFrame(readFileSync(file, 'utf8'), line, column));
  } catch {
    return undefined;
  }
}
