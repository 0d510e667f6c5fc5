// Tailwind CSS in a Docusaurus site is a PostCSS plugin a site plugin adds
// (`configurePostCss(options) { options.plugins.push(require('tailwindcss')) }`):
// it turns the stylesheet's `@tailwind` and `@apply` into CSS. pxdocs runs no
// PostCSS plugins, so those reached the browser as written, which ignores them:
// every Tailwind class of the site's pages and components had no style, and the
// build said nothing (Gryt-chat/gryt-docs, baento/tsflow). Said once per stylesheet,
// at the first directive, with the way to get the CSS.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic } from './diagnostics.js';

/** A Tailwind directive at the start of a line (outside comments, which this scan does not read as such). */
const DIRECTIVE = /^[ \t]*@(tailwind|apply|config)\b/m;

/** One warning for each of `paths` (the site's customCss) that holds Tailwind's directives. */
export function tailwindDirectiveWarnings(cwd: string, paths: string[]): Diagnostic[] {
  return paths.flatMap((path) => {
    let text: string;
    try {
      text = readFileSync(resolve(cwd, path), 'utf8');
    } catch {
      // A missing stylesheet is the CSS bundle's error.
      return [];
    }
    const match = DIRECTIVE.exec(text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')));
    if (!match) return [];
    const before = text.slice(0, match.index + match[0].indexOf('@'));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return [{
      kind: 'site-css',
      message: `\`@${match[1]}\` is Tailwind CSS's: in Docusaurus a site plugin's configurePostCss runs tailwindcss, which turns it into CSS. pxdocs runs no PostCSS plugins, so the stylesheet reaches the browser as written and the site's Tailwind classes have no style. Build it with Tailwind's CLI (\`npx tailwindcss -i ${path} -o ${path.replace(/(\.[^./]+)?$/, '.built$1')}\`) and list the built file in customCss instead.`,
      where: { file: path, line, column },
    }];
  });
}
