// The island id of live code blocks (@docusaurus/theme-live-codeblock): the build gives the
// live island this id among the site's islands (compiler/site-islands.ts), the theme's
// component renders its blocks with it (theme/components/mdx/LiveCodeBlock.tsx), and
// `serve` allows a page holding one to evaluate code (server/static-handler.ts).
export const LIVE_ISLAND = 'live-codeblock';
