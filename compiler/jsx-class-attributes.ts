// `class="…"` on HTML tags of MDX pages (remark-jsx-class.ts renames each to
// className), gathered over the whole build: one warning at the first, with how
// many attributes and pages it covers. Sites written for Docusaurus 2 (MDX 1,
// where `class` passed through) have it in every raw HTML table and box: a
// warning each buried every other warning under the same advice.
import type { Diagnostic } from './diagnostics.js';

type Where = NonNullable<Diagnostic['where']>;

const CLASS_ATTRIBUTE = /^`class` on <[^>]+> is `className` in MDX \(JSX\)/;

export class JsxClassAttributes {
  private first: { where: Where; message: string } | undefined;
  private count = 0;
  private readonly pages = new Set<string>();

  /** Takes a page's warning if it is about a `class` attribute (true), else leaves it (false). */
  add(warning: { kind?: string; message: string; severity?: string }, where: Where): boolean {
    if (warning.kind !== 'mdx' || (warning.severity ?? 'warn') !== 'warn' || !CLASS_ATTRIBUTE.test(warning.message)) return false;
    this.first ??= { where, message: warning.message };
    this.count++;
    this.pages.add(where.file);
    return true;
  }

  /** None, the one warning as it was, or one for all of them at the first. */
  warnings(): Diagnostic[] {
    if (!this.first) return [];
    if (this.count === 1) return [{ kind: 'mdx', message: this.first.message, where: this.first.where }];
    const pages = this.pages.size;
    return [{
      kind: 'mdx',
      message: `\`class\` on HTML tags is \`className\` in MDX (JSX): ${this.count} attributes on ${pages} page${pages === 1 ? '' : 's'} (the first is here) were renamed for this build; write className="…"`,
      where: this.first.where,
    }];
  }
}
