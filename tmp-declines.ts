import { createFastParser } from './compiler/mdx/fast-markdown.ts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const reasons: Record<string, number> = {}; let taken = 0, total = 0;
const parse = createFastParser((r) => { reasons[r] = (reasons[r] ?? 0) + 1; });
const walk = (d: string): string[] => readdirSync(d).flatMap((n) => { const p = join(d, n); return statSync(p).isDirectory() ? walk(p) : p.endsWith('.md') ? [p] : []; });
for (const f of walk(process.argv[2])) { total++; if (parse(readFileSync(f, 'utf8'))) taken++; else console.log('declined', f); }
console.log({ total, taken, reasons });
