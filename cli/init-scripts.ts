// The site's package.json scripts that run Docusaurus, and the pxdocs command
// each becomes: init prints them (it never rewrites package.json, which the
// site's own tooling owns), so moving a site over is a find-and-replace.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Docusaurus's commands and pxdocs's for each (undefined: none, with why). */
const COMMANDS: Record<string, { command?: string; why?: string }> = {
  start: { command: 'dev' },
  build: { command: 'build' },
  serve: { command: 'serve' },
  deploy: { command: 'deploy' },
  clear: { command: 'clear' },
  'write-translations': { command: 'write-translations' },
  'write-heading-ids': { command: 'write-heading-ids' },
  'docs:version': { command: 'docs:version' },
  swizzle: { why: 'the site\'s src/theme components are read as they are; pxdocs\'s theme is not Docusaurus\'s to copy' },
};

/** Options Docusaurus's commands take under another name in pxdocs's. */
const OPTIONS: Record<string, string> = { '--out-dir': '--out', '--dir': '--out' };

/** One line per script of `dir`'s package.json that runs `docusaurus`: the script and the command that replaces it. */
export function scriptEquivalents(dir: string): string[] {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return [];
  let scripts: unknown;
  try {
    scripts = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown }).scripts;
  } catch {
    return [];
  }
  if (!scripts || typeof scripts !== 'object' || Array.isArray(scripts)) return [];
  const lines: string[] = [];
  for (const [name, text] of Object.entries(scripts as Record<string, unknown>)) {
    if (typeof text !== 'string') continue;
    let changed = false;
    const notes: string[] = [];
    // Each `docusaurus <command> [options]` in the script (it may chain several with && or ;).
    const rewritten = text.replace(/\bdocusaurus(?:\s+([\w:-]+))?((?:\s+(?!&&|\|\||;)[^\s;&|]+)*)/g, (whole, command: string | undefined, rest: string) => {
      const given = command ?? 'start';
      const known = COMMANDS[given];
      if (known && !known.command) {
        notes.push(`docusaurus ${given}: ${known.why}`);
        return whole;
      }
      changed = true;
      // A word no Docusaurus command has is a plugin's command, which pxdocs runs by the same name.
      const options = rest.replace(/(^|\s)(--[\w-]+)/g, (option, space: string, flag: string) => `${space}${OPTIONS[flag] ?? flag}`);
      return `pxdocs ${known?.command ?? given}${options}`;
    });
    if (changed) lines.push(`"${name}": ${text}  →  ${rewritten}`);
    for (const note of notes) lines.push(`"${name}": ${note}`);
  }
  return lines;
}
