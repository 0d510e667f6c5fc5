import { defineConfig } from 'pxdocs';

export default defineConfig({
  title: 'Prometheux',
  tagline: 'Knowledge graphs and reasoning with Vadalog',
  url: 'https://docs.prometheux.ai',
  titleDelimiter: '|',
  areas: ['learn', 'examples', 'sdk'],
  navbar: {
    title: 'Prometheux',
    items: [
      { type: 'docSidebar', sidebarId: 'learn', label: 'Learn', position: 'left' },
      { type: 'docSidebar', sidebarId: 'examples', label: 'Examples', position: 'left' },
      { type: 'docSidebar', sidebarId: 'sdk', label: 'Python SDK', position: 'left' },
      { label: 'Back to homepage', href: 'https://www.prometheux.ai', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Learn', to: '/learn/getting-started' },
          { label: 'Examples', to: '/examples' },
          { label: 'SDK', to: '/sdk' },
        ],
      },
      {
        title: 'Prometheux',
        items: [
          { label: 'Home', href: 'https://www.prometheux.ai' },
          { label: 'Research', href: 'https://www.prometheux.ai/research' },
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/prometheux' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Prometheux Limited. Built with pxdocs.',
  },
  announcementBar: {
    id: 'vadalog-docs-2025',
    content: 'New to Vadalog? Start with <a href="/learn/getting-started/thinking-vadalog">Thinking in Vadalog</a>.',
    isCloseable: true,
  },
  home: {
    title: 'Prometheux documentation',
    subtitle: 'Connect your data, write business logic as Vadalog rules, and let the reasoning engine derive what your databases do not say.',
    cta: { label: 'Get started', to: '/learn/getting-started' },
    areas: [
      { title: 'Learn', description: 'Install Prometheux, learn to think in rules, and master the Vadalog language.', to: '/learn/getting-started' },
      { title: 'Examples', description: 'Worked case studies, from recursion patterns to banking supervision.', to: '/examples' },
      { title: 'Python SDK', description: 'Drive projects, data, concepts and knowledge graphs from Python with prometheux_chain.', to: '/sdk' },
    ],
  },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // Our .md pages are plain CommonMark (tables with `map<K,V>` and the like);
  // .mdx pages are where components go.
  markdown: { format: 'detect' },
  onInvalidCode: 'throw',
  highlight: {
    additionalLanguages: ['prolog', 'bash', 'cypher'],
    defaultLanguage: 'prolog',
    // Our rule language is written in ```prolog fences (and ```vadalog).
    vadalogLanguages: ['vadalog', 'prolog'],
  },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  chat: {
    placeholder: 'Ask a question about Prometheux or Vadalog',
    welcome: 'Ask how to write a rule, connect a data source or use the Python SDK. Answers come from these docs, with links to their sources.',
  },
});
