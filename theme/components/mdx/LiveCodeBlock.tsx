// A ```jsx live fence on a site with @docusaurus/theme-live-codeblock
// (compiler/mdx/rehype-code.ts makes it this component): Docusaurus's Playground,
// its editor holding the code highlighted at build time and its result
// "Loading...", as Docusaurus's server render has them, inside an island. The
// browser's island (theme/islands/site/live-codeblock.tsx, bundled with the
// site's islands and its `@theme/ReactLiveScope`) turns them into react-live's
// editor and result; only pages with a live block load it.
import type { ReactNode } from 'react';
import { siteIsland } from '../SiteIsland.js';
import { useWords } from '../words.js';
import { LIVE_ISLAND } from '../../shared/live-code.js';
import { loadingPreview, playgroundFrame, type PlaygroundPosition, type PlaygroundWords } from '../../shared/playground.js';

interface LiveProps {
  code: string;
  noInline: boolean;
  position: PlaygroundPosition;
  words: PlaygroundWords;
  children?: ReactNode;
}

/** The block as built (the island's first render in the browser is the same). */
function Playground({ position, words, children }: LiveProps) {
  return <>{playgroundFrame({ position, words, editor: children, preview: loadingPreview() })}</>;
}

const LivePlayground = siteIsland(Playground, LIVE_ISLAND, 'default', '@docusaurus/theme-live-codeblock');

/** `children`: the highlighted code; `code`: its text, which the browser's editor starts from. */
export default function LiveCodeBlock({ code, noInline, position, children }: { code: string; noInline?: boolean; position?: PlaygroundPosition; children?: ReactNode }) {
  const words = useWords();
  const said: PlaygroundWords = {
    liveEditor: words('theme.Playground.liveEditor', 'Live Editor'),
    result: words('theme.Playground.result', 'Result'),
    reset: words('theme.Playground.buttons.reset', 'Reset'),
  };
  return <LivePlayground code={code} noInline={noInline ?? false} position={position ?? 'bottom'} words={said}>{children}</LivePlayground>;
}
