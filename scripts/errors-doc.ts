// Writes docs/errors.md from the error catalogue (compiler/errors/catalogue.ts).
// Run after adding or changing an entry: node --import tsx scripts/errors-doc.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorsMarkdown } from '../compiler/errors/catalogue.js';

const file = fileURLToPath(new URL('../docs/errors.md', import.meta.url));
mkdirSync(fileURLToPath(new URL('../docs/', import.meta.url)), { recursive: true });
writeFileSync(file, errorsMarkdown());
console.log(`wrote ${file}`);
