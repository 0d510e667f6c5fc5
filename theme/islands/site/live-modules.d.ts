// The site's scope of live code blocks, which compiler/site-islands.ts resolves when it bundles them.
declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}
