// Checks every Vadalog code block against the grammar at build time, so a
// program on a page that the engine would reject fails the build (or warns),
// at the page's file:line:column. Fences are Vadalog when their language is
// `prolog` (the site's default) or `vadalog`, or when they name none and the
// default language is one of those. Fence meta:
//   fragment  part of a program: the last period may be missing, or it is a bare rule body
//   output    not code: what a program derives (```text is the usual way to write those)
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { Severity } from '../config/schema.js';
import { codeFrame, PxError, PxErrorList } from '../errors.js';
import { parseVadalog } from '../../theme/shared/vadalog/parse.js';

export const VADALOG_LANGUAGES = new Set(['prolog', 'vadalog']);

export interface VadalogOptions {
  /** Language of fences that name none (the site's `highlight.defaultLanguage`). */
  defaultLanguage: string;
  /** What an invalid program does: `throw` fails the build, `warn` and `log` report it, `ignore` skips the check. Default `warn`. */
  onInvalidCode?: Severity;
}

/** Set by compile.ts on each file: the page as written (for the code frame) and its path relative to the site. */
export interface PageSource {
  text: string;
  source: string;
}

/** The message's rule id: compile.ts turns these messages into diagnostics of kind `vadalog`. */
export const VADALOG_RULE = 'vadalog-syntax';

const HINT = 'Fix the program (see the grammar page, learn/vadalog/grammar). If the block is only part of a program, add `fragment` to the fence meta (```prolog fragment); if it shows derived facts, make it a ```text block.';

export function hasMetaFlag(meta: string | null | undefined, flag: string): boolean {
  return new RegExp(`(?:^|\\s)${flag}(?=\\s|$)`).test(meta ?? '');
}

export function remarkVadalog(options: VadalogOptions) {
  const severity = options.onInvalidCode ?? 'warn';
  return (tree: Root, file: VFile) => {
    if (severity === 'ignore') return;
    const errors: PxError[] = [];
    visit(tree, 'code', (node: Code) => {
      const language = (node.lang ?? options.defaultLanguage).toLowerCase();
      if (!VADALOG_LANGUAGES.has(language) || hasMetaFlag(node.meta, 'output')) return;
      const result = parseVadalog(node.value, { fragment: hasMetaFlag(node.meta, 'fragment') });
      if (result.ok || !node.position) return;
      // The block's text starts on the line after the opening fence; an
      // indented fence (in a list) has its indentation removed from each line.
      const line = node.position.start.line + result.error.line;
      const column = node.position.start.column - 1 + result.error.column;
      const message = `Invalid Vadalog in a \`${language}\` block: ${result.error.message}`;
      if (severity === 'throw') {
        const page = file.data.pageSource as PageSource | undefined;
        const where = { file: page?.source ?? file.path, line, column };
        errors.push(new PxError('Invalid Vadalog', message, { where, hint: HINT, frame: page ? codeFrame(page.text, line, column) : undefined }));
      } else {
        const warning = file.message(`${message}. ${HINT}`, { line, column });
        warning.ruleId = VADALOG_RULE;
        warning.source = severity;
      }
    });
    if (errors.length === 1) throw errors[0];
    if (errors.length) throw new PxErrorList(errors);
  };
}
