// A stand-in for a name a page imports from a Docusaurus module that pxdocs's
// version of it lacks (compiler/bundle-pages.ts `themeShim`): the page builds
// (code that uses it only in the browser never calls it), and a render that
// calls it fails with a message saying what the module has, where React
// names the component (PageRenderFailed), instead of "x is not a function".
export function lacking(message: string): () => never {
  return () => {
    throw new Error(message);
  };
}
