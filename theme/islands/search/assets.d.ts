// Stylesheets imported `with { type: 'text' }`: esbuild inlines them as strings,
// so the modal's CSS arrives with the modal instead of in every page's stylesheet.
declare module '*.css' {
  const text: string;
  export default text;
}
