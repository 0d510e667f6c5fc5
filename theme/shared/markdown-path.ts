// Where a page's Markdown twin lives; the build writes it, the page head and
// the "Copy page" control link to it. Pure: no DOM, no Node.

/**
 * The `.md` path of a route: `/learn/rules` → `/learn/rules.md`; a doc at the
 * root (Docusaurus's docs-only mode, `slug: /`) → `/index.md`.
 */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/** The route a Markdown twin's path belongs to: `/learn/rules.md` → `/learn/rules`, `/index.md` → `/`. */
export function routeOfMarkdownPath(path: string): string {
  const route = `/${path.replace(/^\/+/, '').replace(/\.md$/, '')}`;
  return route === '/index' ? '/' : route;
}

/** Whether a page has a Markdown twin: doc pages, generated index pages, Markdown pages and blog posts (never the generated home page, a React page or a list). */
export function hasMarkdown(page: { kind: string; permalink: string }): boolean {
  return page.kind === 'doc' || page.kind === 'generated-index' || page.kind === 'markdown-page' || page.kind === 'blog-post';
}
