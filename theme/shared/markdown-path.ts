// Where a page's Markdown twin lives; the build writes it, the page head and
// the "Copy page" control link to it. Pure: no DOM, no Node.

/** The `.md` path of a route: `/learn/rules` → `/learn/rules.md`. */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** Whether a page has a Markdown twin: doc pages and generated index pages (never the home page). */
export function hasMarkdown(page: { kind: string; permalink: string }): boolean {
  return (page.kind === 'doc' || page.kind === 'generated-index') && page.permalink !== '/';
}
