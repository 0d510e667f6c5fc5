// MDX 1's attributes on HTML tags of MDX pages, `class="…"`, `style="…"` and
// HTML names (`allowfullscreen`; remark-jsx-class.ts turns each into what MDX 1
// made of it), gathered over the whole build: one warning per kind at its
// first, with how many it covers and on how many pages. Sites written for
// Docusaurus 2 have them in every raw HTML table and box: a warning each buried
// every other warning under the same advice.
import type { Diagnostic } from './diagnostics.js';

type Where = NonNullable<Diagnostic['where']>;

const ATTRIBUTE = /^`([^`]+)` on <[^>]+> is (`[^`]+`|an object) in MDX \(JSX\)/;

/** What the warning for all of one kind says they became, and how to write them: `class`, `style`, and other HTML names. */
const ADVICE: Record<string, { subject: string; became: string; write: string; done: string }> = {
  class: { subject: '`class` on HTML tags', became: '`className`', write: 'className="…"', done: 'renamed' },
  style: { subject: '`style` on HTML tags', became: 'an object', write: 'style={{…}}', done: 'made objects' },
  names: { subject: "HTML tags' attribute names", became: "React's", write: "React's names (allowFullScreen, readOnly, tabIndex, …)", done: 'renamed' },
};

export class JsxClassAttributes {
  private readonly byName = new Map<string, { first: { where: Where; message: string }; count: number; pages: Set<string> }>();

  /** Takes a page's warning if it is about a `class` or `style` attribute (true), else leaves it (false). */
  add(warning: { kind?: string; message: string; severity?: string }, where: Where): boolean {
    const written = warning.kind === 'mdx' && (warning.severity ?? 'warn') === 'warn' ? ATTRIBUTE.exec(warning.message)?.[1] : undefined;
    if (written === undefined) return false;
    const name = written === 'class' || written === 'style' ? written : 'names';
    const seen = this.byName.get(name) ?? { first: { where, message: warning.message }, count: 0, pages: new Set<string>() };
    seen.count++;
    seen.pages.add(where.file);
    this.byName.set(name, seen);
    return true;
  }

  /** Per attribute: the one warning as it was, or one for all of them at the first. */
  warnings(): Diagnostic[] {
    return [...this.byName].map(([name, { first, count, pages }]) => {
      if (count === 1) return { kind: 'mdx', message: first.message, where: first.where };
      const advice = ADVICE[name]!;
      return {
        kind: 'mdx',
        message: `${advice.subject} ${name === 'names' ? 'are' : 'is'} ${advice.became} in MDX (JSX): ${count} attributes on ${pages.size} page${pages.size === 1 ? '' : 's'} (the first is here) were ${advice.done} for this build; write ${advice.write}`,
        where: first.where,
      };
    });
  }
}
