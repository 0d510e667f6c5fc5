// Code colours from prism-react-renderer themes (Docusaurus's `prism.theme` and
// `prism.darkTheme`). Docusaurus colours each token with an inline style; our
// highlighter writes Prism's classes (`token keyword`), so a theme becomes a
// stylesheet instead: its `plain` colours for the code block, each `styles`
// entry for its token types (in its `languages` only, when it names some),
// scoped to a colour mode. The rules are more specific than the theme's own,
// so the site's theme wins, as Docusaurus's inline styles do. A value that
// could end a declaration (`;`, `{`, `}`) is left out rather than written.
import type { PrismTheme } from './config/schema.js';

const NAME = /^[A-Za-z0-9_-]+$/;
const SAFE_VALUE = /^[^;{}<>\\]*$/;

/** `{ backgroundColor: '#fff', fontStyle: 'italic' }` → `background-color:#fff;font-style:italic`. */
function declarations(style: Record<string, string | number>): string {
  return Object.entries(style)
    .filter(([property, value]) => /^[A-Za-z]+$/.test(property) && SAFE_VALUE.test(String(value)))
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules: string[] = [];
  const plain = declarations(theme.plain);
  if (plain) rules.push(`${scope} .code-block,${scope} .code-block pre code{${plain}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    const types = entry.types.filter((type) => NAME.test(type));
    if (!body || !types.length) continue;
    const languages = (entry.languages ?? []).filter((language) => NAME.test(language));
    const within = languages.length ? languages.map((language) => `code.language-${language} `) : [''];
    rules.push(`${types.flatMap((type) => within.map((code) => `${scope} .code-block ${code}.token.${type}`)).join(',')}{${body}}`);
  }
  return rules;
}

/** The stylesheet for the config's code themes ('' when it sets none). */
export function prismThemeCss(theme: PrismTheme | undefined, darkTheme: PrismTheme | undefined): string {
  const rules: string[] = [];
  // `theme` alone colours both modes (as in Docusaurus); with `darkTheme`, light mode only.
  if (theme) rules.push(...themeRules(theme, darkTheme ? "html[data-theme='light']" : 'html'));
  if (darkTheme) rules.push(...themeRules(darkTheme, "html[data-theme='dark']"));
  return rules.join('\n');
}
