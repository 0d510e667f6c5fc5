// Code blocks in a language the highlighter has no grammar for, gathered over
// the whole build: one warning per language, at its first block, with how many
// blocks and pages it covers. Docusaurus shows such blocks as plain text
// without a word; pxdocs says so, but a site's own language used on every page
// (QuestDB's questdb-sql: 121 blocks) must not bury the other warnings.
import type { Diagnostic } from './diagnostics.js';

type Where = NonNullable<Diagnostic['where']>;

const UNKNOWN = /^Code block language "(.+)" has no grammar; shown as plain text$/;

export class UnknownLanguages {
  private readonly byLanguage = new Map<string, { first: Where; blocks: number; pages: Set<string> }>();

  /** Takes a page's warning if it is about a language with no grammar (true), else leaves it (false). */
  add(warning: { kind?: string; message: string; severity?: string }, where: Where): boolean {
    const language = warning.kind === 'code-language' && (warning.severity ?? 'warn') === 'warn' ? UNKNOWN.exec(warning.message)?.[1] : undefined;
    if (language === undefined) return false;
    const seen = this.byLanguage.get(language) ?? { first: where, blocks: 0, pages: new Set<string>() };
    seen.blocks++;
    seen.pages.add(where.file);
    this.byLanguage.set(language, seen);
    return true;
  }

  /** One warning per language, in the order they were first met. */
  warnings(): Diagnostic[] {
    return [...this.byLanguage].map(([language, { first, blocks, pages }]) => ({
      kind: 'code-language',
      message: blocks === 1
        ? `Code block language "${language}" has no grammar; shown as plain text`
        : `Code block language "${language}" has no grammar; its ${blocks} blocks on ${pages.size} page${pages.size === 1 ? '' : 's'} are shown as plain text (the first is here). Add it to highlight.additionalLanguages if Prism has it, or register it in src/theme/prism-include-languages.js`,
      where: first,
    }));
  }
}
