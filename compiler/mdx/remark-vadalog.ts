// Checks every Vadalog code block against the grammar at build time, so a
// program on a page that the engine would reject fails the build (or warns),
// at the page's file:line:column. Fences are Vadalog when their language is
// `prolog` (the site's default) or `vadalog`, or when they name none and the
// default language is one of those. Fence meta:
//   fragment  part of a program: the last period may be missing, or it is a bare rule body
//   output    not code: what a program derives (```text is the usual way to write those)
//   expect="out-1"  run the program and compare its @output facts with the
//                   block whose meta carries id="out-1" (usually a ```text block)
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { Severity } from '../config/schema.js';
import { codeFrame, formatWhere, PxErrorList, type PxError } from '../errors.js';
import { pxErrors, type ErrorEntry } from '../errors/catalogue.js';
import { parseVadalog, type Program } from '../../theme/shared/vadalog/parse.js';
import { compareOutput, evaluate, Unsupported } from '../vadalog/evaluate.js';

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

/** The value of `name="value"` (or name=value) in a fence meta. */
export function metaValue(meta: string | null | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta ?? '');
  return match ? match[1] ?? match[2] ?? match[3] : undefined;
}

const EXPECT_HINT = 'Make the output block show exactly what the program derives for its @output predicates (one fact per line, any order), or fix the program. Remove expect="…" from a program the build cannot run.';

/** Why a program's derived facts differ from the block it names, or undefined when they match. */
function checkExpected(program: Program, shown: string): string | undefined {
  try {
    const { facts } = evaluate(program);
    const { missing, unexpected } = compareOutput(facts, shown);
    if (!missing.length && !unexpected.length) return undefined;
    const parts: string[] = [];
    if (missing.length) parts.push(`shown but not derived: ${missing.join('; ')}`);
    if (unexpected.length) parts.push(`derived but not shown: ${unexpected.join('; ')}`);
    return `the derived facts differ from the output block (${parts.join('; ')})`;
  } catch (error) {
    if (error instanceof Unsupported) return `the build cannot run this program (${error.message})`;
    return `running the program failed: ${(error as Error).message}`;
  }
}

export function remarkVadalog(options: VadalogOptions) {
  const severity = options.onInvalidCode ?? 'warn';
  return (tree: Root, file: VFile) => {
    if (severity === 'ignore') return;
    const errors: PxError[] = [];
    const page = file.data.pageSource as PageSource | undefined;
    const where = (line: number, column?: number) => ({ file: page?.source ?? file.path, line, column });
    const report = (message: string, hint: string, line: number, column: number, entry: ErrorEntry<{ message: string }> = pxErrors.InvalidVadalog) => {
      if (severity === 'throw') {
        errors.push(entry.create({ message }, { where: where(line, column), hint, frame: page ? codeFrame(page.text, line, column) : undefined }));
      } else {
        const warning = file.message(`${message}. ${hint}`, { line, column });
        warning.ruleId = VADALOG_RULE;
        warning.source = severity;
      }
    };
    const outputs = new Map<string, Code>();
    const expecting: { node: Code; program: Program; id: string }[] = [];
    visit(tree, 'code', (node: Code) => {
      const id = metaValue(node.meta, 'id');
      if (id) {
        const first = outputs.get(id);
        if (first && node.position) report(`Two code blocks have id="${id}" (lines ${first.position?.start.line} and ${node.position.start.line})`, 'Give each output block its own id on the page.', node.position.start.line, node.position.start.column, pxErrors.DuplicateOutputBlockId);
        else outputs.set(id, node);
      }
      const language = (node.lang ?? options.defaultLanguage).toLowerCase();
      if (!VADALOG_LANGUAGES.has(language) || hasMetaFlag(node.meta, 'output')) return;
      const result = parseVadalog(node.value, { fragment: hasMetaFlag(node.meta, 'fragment') });
      const expect = metaValue(node.meta, 'expect');
      if (result.ok && expect) expecting.push({ node, program: result.program, id: expect });
      if (result.ok || !node.position) return;
      // The block's text starts on the line after the opening fence; an
      // indented fence (in a list) has its indentation removed from each line.
      const line = node.position.start.line + result.error.line;
      const column = node.position.start.column - 1 + result.error.column;
      report(`Invalid Vadalog in a \`${language}\` block: ${result.error.message}`, HINT, line, column);
    });
    for (const { node, program, id } of expecting) {
      const line = node.position?.start.line ?? 1;
      const column = node.position?.start.column ?? 1;
      const output = outputs.get(id);
      if (!output) {
        report(`The program at ${formatWhere(where(line))} expects the output block id="${id}", but no code block on the page has that id`, 'Add id="…" to the meta of the block that shows the program\'s result (```text id="out-1").', line, column, pxErrors.VadalogOutputNotFound);
        continue;
      }
      const problem = checkExpected(program, output.value);
      if (problem) {
        report(`The program at ${formatWhere(where(line))} and its output block at ${formatWhere(where(output.position?.start.line ?? 1))} disagree: ${problem}`, EXPECT_HINT, line, column, pxErrors.VadalogOutputDiffers);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length) throw new PxErrorList(errors);
  };
}
