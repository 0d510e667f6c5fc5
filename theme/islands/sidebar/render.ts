// What the sidebar island draws with, loaded the first time a reader opens (or
// points at) a part of a windowed sidebar: the build's own renderers, for the
// docs sidebar's tree and the blog's list of posts, and the base URL rule. Kept
// out of the island's first download: most visits never open a closed category,
// and these were most of the island (2.3 KB of its 3 KB gzip).
export { renderEntry, renderList, resolveSlot, SIDEBAR_WORDS } from '../../shared/sidebar-html.js';
export { renderBlogSidebar } from '../../shared/blog-sidebar-html.js';
export { addBaseToHtml } from '../../shared/base-html.js';
