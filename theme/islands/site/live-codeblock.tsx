// A live code block in the browser (@docusaurus/theme-live-codeblock): react-live's
// editor, result and error in Docusaurus's Playground frame, the code run with the
// site's `@theme/ReactLiveScope` (compiler/site-islands.ts maps it to the site's
// src/theme/ReactLiveScope, or to live-scope.ts). Bundled with the site's islands,
// never with the theme's own: only pages with a live block load it and react-live.
// The first render is the build's (theme/components/mdx/LiveCodeBlock.tsx), so the
// island hydrates it, then the editor and the result replace it, as Docusaurus's
// editor is remounted once in the browser and its preview is BrowserOnly.
import { Component, createElement as h, Fragment, useEffect, useState, type ReactNode } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import scope from '@theme/ReactLiveScope';
import { loadingPreview, playgroundFrame, type PlaygroundPosition, type PlaygroundWords } from '../../shared/playground.js';

/** Docusaurus's transformCode: one function for every render, as a new one would run the code again. */
const transformCode = (code: string) => `${code};`;

/** No colours of react-live's own: its tokens carry Prism's classes, which the site's code colours style. */
const NO_THEME = { plain: {}, styles: [] };

/** Whether this document may evaluate code: a CSP without 'unsafe-eval' blocks react-live's `new Function`. */
function mayEvaluate(): boolean {
  try {
    new Function('');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the page was reached by client navigation, in a document loaded for another page: its CSP is that
 * page's, which `pxdocs serve` gives 'unsafe-eval' only where a live block is (server/static-handler.ts).
 */
function navigatedHere(): boolean {
  const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
  return loaded !== undefined && loaded.split('#')[0] !== location.href.split('#')[0];
}

/** A result that throws while it renders: its message and a button to try again (Docusaurus's ErrorBoundaryErrorMessageFallback). */
class ResultBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return h('div', { className: 'live-codeblock-crash' },
      h('p', null, error.message),
      h('button', { type: 'button', onClick: () => this.setState({ error: null }) }, 'Try again'));
  }
}

export default function LiveCodeBlock({ code, noInline, position, words, children }: { code: string; noInline: boolean; position: PlaygroundPosition; words: PlaygroundWords; children?: ReactNode }) {
  const [live, setLive] = useState(false);
  // Reset: the provider made anew, with the fence's code.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    // Loaded afresh, the page gets its own CSP, which lets its live blocks run.
    if (!mayEvaluate() && navigatedHere()) location.reload();
    else setLive(true);
  }, []);
  if (!live) return h(Fragment, null, playgroundFrame({ position, words, editor: children, preview: loadingPreview() }));
  return h(LiveProvider, { key: generation, code: code.replace(/\n$/, ''), noInline, scope, theme: NO_THEME, transformCode },
    playgroundFrame({
      position,
      words,
      onReset: () => setGeneration((value) => value + 1),
      editor: h(LiveEditor, { className: 'code-block theme-code-block' }),
      preview: h(Fragment, null, h(ResultBoundary, null, h(LivePreview, null)), h(LiveError, null)),
    }));
}
