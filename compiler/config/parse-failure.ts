// Where a file init reads without running it stopped parsing. acorn (a .js file) puts its 0-based
// "(line:column)" at the end of its message, which beside a 1-based place read as another column;
// esbuild (the types of a .ts file stripped) names `<stdin>` in its. Both are turned into the
// message alone and the 1-based place, for a `file:line:column` and a code frame.

export interface ParseFailure {
  message: string;
  place?: { line: number; column: number };
}

/** The parser's message and place, or undefined when `error` is no parse failure (acorn's `loc`, esbuild's `errors`). */
export function parseFailure(error: unknown): ParseFailure | undefined {
  const parsed = error as { loc?: { line: number; column: number }; errors?: { text: string; location?: { line: number; column: number } | null }[] } | undefined;
  if (!parsed || typeof parsed !== 'object' || (!parsed.loc && !Array.isArray(parsed.errors))) return undefined;
  const first = parsed.errors?.[0];
  const place = parsed.loc ? { line: parsed.loc.line, column: parsed.loc.column + 1 } : first?.location ? { line: first.location.line, column: first.location.column + 1 } : undefined;
  const message = first ? first.text : (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
  return { message, ...(place ? { place } : {}) };
}
