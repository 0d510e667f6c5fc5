// Every error a person can meet, by name (as Astro's errors-data.ts): a title,
// a message made from the facts of the case, and a hint saying what to do.
// Build, dev, the chat server and the CLI throw these and nothing else
// (test/errors/catalogue.test.ts walks the source to check); `docs/errors.md`
// lists them.
import { PxError, type SourcePosition } from '../errors.js';

export interface ErrorOptions {
  where?: SourcePosition;
  frame?: string;
  cause?: unknown;
  /** Replaces the entry's hint when the case knows better (a port number, a key name). */
  hint?: string;
}

export interface ErrorEntry<Args> {
  /** Stable name, for tests and the docs (`UnknownHighlightLanguage`). */
  readonly name: string;
  /** What happened, in a few words. */
  readonly title: string;
  /** What area it belongs to, for the docs list. */
  readonly area: ErrorArea;
  readonly message: (args: Args) => string;
  /** What to do about it. */
  readonly hint: string;
  create(args: Args, options?: ErrorOptions): PxError;
}

export type ErrorArea = 'config' | 'content' | 'mdx' | 'links' | 'vadalog' | 'limits' | 'cli' | 'server' | 'search' | 'internal';

function entry<Args>(area: ErrorArea, title: string, message: (args: Args) => string, hint: string) {
  return (name: string): ErrorEntry<Args> => ({
    name,
    title,
    area,
    message,
    hint,
    create(args, options = {}) {
      return new PxError(title, message(args), { where: options.where, frame: options.frame, cause: options.cause, hint: options.hint ?? hint, code: name });
    },
  });
}

/** A message given whole by the call site (a parser's own words). */
const text = (args: { message: string }) => args.message;

const entries = {
  UnknownHighlightLanguage: entry<{ languages: string[] }>('config', 'Unknown highlight language', ({ languages }) => `No grammar exists for: ${languages.join(', ')}.`, 'Remove it from highlight.additionalLanguages, or use a Prism language name.'),
  PageRenderFailed: entry<{ message: string }>('mdx', 'Page failed to render', text, 'A component on this page threw while rendering; check its props and imports.'),
};

type Entries = typeof entries;

/** The catalogue: entry name → entry. */
export const errors = Object.fromEntries(Object.entries(entries).map(([name, make]) => [name, make(name)])) as { [Name in keyof Entries]: ReturnType<Entries[Name]> };

/** Every entry, in catalogue order (for the docs and the catalogue test). */
export const allErrors: ErrorEntry<never>[] = Object.values(errors) as ErrorEntry<never>[];
