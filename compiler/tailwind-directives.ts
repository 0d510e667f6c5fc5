// Tailwind CSS in a Docusaurus site is a PostCSS plugin a site plugin adds
// (`configurePostCss(options) { options.plugins.push(require('tailwindcss')) }`):
// it turns the stylesheet's `@tailwind` and `@apply` into CSS. pxdocs runs the
// site's PostCSS plugins from its PostCSS config (postcss.ts), which `pxdocs init`
// writes from `configurePostCss`; a site with Tailwind's directives and no such
// config got them in the browser as written, which ignores them: every Tailwind
// class of its pages and components had no style, and the build said nothing
// (Gryt-chat/gryt-docs, baento/tsflow). Said once per stylesheet, at the first
// directive, with the config to write.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { postcssConfigFile } from './postcss.js';

/** A Tailwind directive at the start of a line (outside comments, which this scan does not read as such). */
const DIRECTIVE = /^[ \t]*@(tailwind|apply|config)\b/m;

/** One warning for each of `paths` (the site's customCss) that holds Tailwind's directives. */
export function tailwindDirectiveWarnings(cwd: string, paths: string[]): Diagnostic[] {
  // With a PostCSS config, its plugins turn the directives into CSS (or say why not).
  if (postcssConfigFile(cwd)) return [];
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
      message: `\`@${match[1]}\` is Tailwind CSS's, and the site has no PostCSS config to run it: the stylesheet reaches the browser as written and the site's Tailwind classes have no style. Add postcss.config.cjs to the site folder with \`module.exports = { plugins: { tailwindcss: {} } }\` (Tailwind 4: \`'@tailwindcss/postcss': {}\`): pxdocs runs the site's PostCSS plugins on its stylesheets, as Docusaurus does (\`pxdocs init --from-docusaurus\` writes it from a plugin's configurePostCss).`,
      where: { file: path, line, column },
    }];
  });
}
