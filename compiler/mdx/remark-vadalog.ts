// Checks every Vadalog code block against the grammar at build time, so a
// program on a page that the engine would reject fails the build (or warns),
// at the page's file:line:column. Fences are Vadalog when their language is
// one of the site's `highlight.vadalogLanguages` (`vadalog`; our site adds
// `prolog`, its default language), or when they name none and the default
// language is one of those. Fence meta:
//   fragment  part of a program: the last period may be missing, or it is a bare rule body
//   output    not code: what a program derives (```text is the usual way to write those)
//   expect="out-1"  run the program and compare its @output facts with the
//                   block whose meta carries id="out-1" (usually a ```text block)
//   data="city"     the Markdown table just before the block stands for what
//                   @input("city") reads (data="a b": the last two tables)
//   extends="prog-1"  the block varies the program of block id="prog-1"
//   unchecked="why"   the example shows an output the build cannot derive
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Severity } from '../config/schema.js';
import { codeFrame, formatWhere, PxErrorList, type PxError } from '../errors.js';
import { pxErrors, type ErrorEntry } from '../errors/catalogue.js';
import { parseVadalog, type Program } from '../../theme/shared/vadalog/parse.js';
import { checkExample, hasMetaFlag, metaValue, pageBlocks } from '../vadalog/examples.js';
import { memoByText } from '../../theme/shared/lru.js';
import { DEFAULT_VADALOG_LANGUAGES } from '../../theme/shared/vadalog/languages.js';

export { DEFAULT_VADALOG_LANGUAGES };

export interface VadalogOptions {
  /** Language of fences that name none (the site's `highlight.defaultLanguage`). */
  defaultLanguage: string;
  /** Fence languages that are Vadalog (the site's `highlight.vadalogLanguages`). Default `vadalog`. */
  languages?: readonly string[];
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

const invalidHint = (language: string) => `Fix the program (see the grammar page, learn/vadalog/grammar). If the block is only part of a program, add \`fragment\` to the fence meta (\`\`\`${language} fragment); if it shows derived facts, make it a \`\`\`text block.`;

export { hasMetaFlag, metaValue };

/**
 * Parses by `F` (a fragment) or `P` (a whole program) and the text, remembered:
 * the same block recurs across a site (each version of versioned docs repeats
 * it). The program is only read (examples.ts runs it, building new values).
 */
const parseRemembered = memoByText((key) => parseVadalog(key.slice(1), { fragment: key[0] === 'F' }));

export function remarkVadalog(options: VadalogOptions) {
  const severity = options.onInvalidCode ?? 'warn';
  const languages = new Set((options.languages ?? DEFAULT_VADALOG_LANGUAGES).map((name) => name.toLowerCase()));
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
    const blocks = pageBlocks(tree);
    for (const [first, second] of blocks.duplicates) {
      if (second.position) report(`Two code blocks have id="${metaValue(second.meta, 'id')}" (lines ${first.position?.start.line} and ${second.position.start.line})`, 'Give each block its own id on the page.', second.position.start.line, second.position.start.column, pxErrors.DuplicateOutputBlockId);
    }
    const expecting: { node: Code; program: Program }[] = [];
    for (const node of blocks.codes) {
      const language = (node.lang ?? options.defaultLanguage).toLowerCase();
      if (!languages.has(language) || hasMetaFlag(node.meta, 'output')) continue;
      const result = parseRemembered((hasMetaFlag(node.meta, 'fragment') ? 'F' : 'P') + node.value);
      if (result.ok && metaValue(node.meta, 'expect')) expecting.push({ node, program: result.program });
      if (result.ok || !node.position) continue;
      // The block's text starts on the line after the opening fence; an
      // indented fence (in a list) has its indentation removed from each line.
      const line = node.position.start.line + result.error.line;
      const column = node.position.start.column - 1 + result.error.column;
      report(`Invalid Vadalog in a \`${language}\` block: ${result.error.message}`, invalidHint(language), line, column);
    }
    for (const { node, program } of expecting) {
      const problem = checkExample(node, program, blocks);
      if (!problem) continue;
      const line = node.position?.start.line ?? 1;
      const column = node.position?.start.column ?? 1;
      const against = problem.output ? ` and its output block at ${formatWhere(where(problem.output.position?.start.line ?? 1))} disagree` : '';
      report(`The program at ${formatWhere(where(line))}${against}: ${problem.message}`, problem.hint, line, column, problem.entry);
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length) throw new PxErrorList(errors);
  };
}
