// Runs the SQL of a `@qbind` (or of the CSV `query` option) over the rows a
// page shows for the table it reads, with AlaSQL (SQL over JavaScript arrays),
// so an example whose database does the filtering can be checked too.
import { createRequire } from 'node:module';

// Loaded on first use: AlaSQL takes a good part of a second to import, and
// only pages whose examples filter shown data with SQL need it.
const require = createRequire(import.meta.url);
let alasqlModule: ((sql: string, params: unknown[]) => unknown) | undefined;
const alasql = (sql: string, params: unknown[]) => (alasqlModule ??= require('alasql') as typeof alasqlModule & object)(sql, params);

/** A query the checker cannot run over the shown rows (reported with the example, as its reason). */
export class SqlError extends Error {}

export type SqlRow = Record<string, string | number | boolean | null>;

/** The text of one select-list item per output column, for `${n}` placeholders. */
function selectList(query: string): string[] {
  const match = /^\s*select\s+([\s\S]*?)\s+from\s/i.exec(query);
  if (!match) return [];
  return match[1].split(',').map((item) => item.trim());
}

/**
 * The query rewritten for AlaSQL over one table: the FROM target becomes the
 * rows passed in, double-quoted and backquoted names become bracketed
 * identifiers (AlaSQL reads "x" as a string), aliases are bracketed (so a name
 * such as total is not read as a keyword), and a parametric query's `${n}`
 * becomes the n-th selected column: the value the atom's n-th position takes
 * in each row, which the join in the rule body then constrains.
 */
export function rewriteQuery(query: string): string {
  const items = selectList(query);
  let sql = query.replace(/\$\{(\d+)\}/g, (_, n: string) => {
    const item = items[Number(n) - 1];
    if (!item) throw new SqlError(`the query has no column ${n} for \${${n}}`);
    return item.replace(/^.*\s+as\s+/i, '');
  });
  sql = sql.replace(/"((?:[^"]|"")*)"/g, (_, name: string) => `[${name.replace(/""/g, '"')}]`);
  const aliases = [...sql.matchAll(/\bas\s+([A-Za-z_]\w*)/gi)].map((match) => match[1]);
  for (const alias of aliases) sql = sql.replace(new RegExp(`(?<![\\[\\w'])${alias}(?![\\w\\]'])`, 'g'), `[${alias}]`);
  sql = sql.replace(/\bfrom\s+(`[^`]+`|\[[^\]]+\]|[\w.]+)/i, 'FROM ?');
  return sql;
}

/** The query's result rows, each as its column values in select-list order. */
export function runQuery(query: string, rows: SqlRow[]): SqlRow[] {
  return alasql(rewriteQuery(query), [rows]) as SqlRow[];
}
