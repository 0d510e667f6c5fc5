// JSON a site's author wrote (sidebars.json, _category_.json), parsed as Docusaurus reads it: Node's
// require of a .json file and js-yaml both drop a UTF-8 byte order mark at the start (Windows editors
// write one), where JSON.parse failed on it: "Unexpected token '﻿', "﻿{"label"…" is not valid JSON",
// naming a character no one can see in a file Docusaurus builds.

/** `text` without a leading byte order mark. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseJsonText(text: string): unknown {
  return JSON.parse(withoutBom(text));
}

/**
 * A JSON or YAML syntax error's message on one line, without the text it quotes: V8 quotes the whole
 * text, line breaks and all (`Unexpected token ']', "[\n 1,\n]\n" is not valid JSON`), which printed
 * the file's lines as if they were more of the message; YAML's ends "at line 4, column 1:" before
 * a code frame. The error's line and column (`syntaxErrorAt`) say where.
 */
export function syntaxErrorMessage(error: unknown): string {
  const message = String((error as Error | undefined)?.message ?? error);
  return message.replace(/, (?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/, '').split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

/** Where a JSON or YAML syntax error is (JSON.parse gives an offset in its message; yaml, a line and column). */
export function syntaxErrorAt(error: unknown, text: string): { line?: number; column?: number } {
  const yamlAt = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
  if (yamlAt) return { line: yamlAt.line, column: yamlAt.col };
  const message = (error as Error).message ?? '';
  const given = /at position (\d+)/.exec(message)?.[1];
  const offset = given !== undefined ? Number(given) : /\bJSON\b/.test(message) ? jsonErrorOffset(text) : undefined;
  if (offset === undefined) return {};
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Where JSON.parse first fails in `text`, for the errors whose message gives no position ("Unexpected
 * token ']', …" for a trailing comma): the shortest start of the text that is already wrong, not
 * merely unfinished, found by halving (a start before the error parses, or ends too soon).
 */
function jsonErrorOffset(text: string): number | undefined {
  const wrong = (length: number): boolean => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = (error as Error).message;
      if (/Unexpected end|Unterminated string/.test(message)) return false;
      const at = /at position (\d+)/.exec(message)?.[1];
      return at === undefined || Number(at) < length;
    }
  };
  if (!wrong(text.length)) return undefined;
  let right = 0;
  let left = text.length;
  while (right + 1 < left) {
    const middle = (right + left) >> 1;
    if (wrong(middle)) left = middle;
    else right = middle;
  }
  return left - 1;
}
