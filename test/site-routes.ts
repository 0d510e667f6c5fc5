// The routes the real Prometheux site must have (shared by site.test.ts and content.test.ts).
export const SITE_ROUTES = [
  '/', '/search', '/examples', '/examples/finance', '/examples/finance/banking-supervision', '/examples/finance/non-performing-loans',
  '/examples/patterns', '/examples/patterns/recursion', '/examples/patterns/state-machine', '/learn/getting-started',
  '/learn/getting-started/concepts', '/learn/getting-started/installation', '/learn/getting-started/juypter-support',
  '/learn/getting-started/thinking-vadalog', '/learn/on-prem', '/learn/on-prem/architecture', '/learn/on-prem/chat-api',
  '/learn/on-prem/configuring-prometheux', '/learn/on-prem/databricks-integration', '/learn/on-prem/rest-api',
  '/learn/on-prem/snowflake-native-app', '/learn/vadalog', '/learn/vadalog/annotations', '/learn/vadalog/built-in-functions',
  '/learn/vadalog/chase-provenance', '/learn/vadalog/data-sources', '/learn/vadalog/explanations',
  '/learn/vadalog/expressions-operators', '/learn/vadalog/grammar', '/learn/vadalog/graph-analytics',
  '/learn/vadalog/language-primitives', '/learn/vadalog/rules', '/sdk', '/sdk/quickstart', '/sdk/api', '/sdk/api/applications',
  '/sdk/api/applications/graph_rag', '/sdk/api/concepts', '/sdk/api/config', '/sdk/api/data', '/sdk/api/knowledge_graphs',
  '/sdk/api/projects', '/sdk/api/rule_inference',
];

/** Documentation pages: every route except the home and search pages. */
export const DOC_ROUTES = SITE_ROUTES.filter((route) => route !== '/' && route !== '/search');
