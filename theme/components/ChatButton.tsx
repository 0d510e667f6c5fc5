// Opens the docs chat. The panel's code loads on first click, never with the page.
// The button has no children: its name is an attribute, and its icon and visible
// label are drawn by CSS (chat.css). It comes after the article, and a long page
// is painted while it is still being parsed, so children could be painted
// half-read (an icon without its label, "Ask t") and the button would widen
// when the rest arrived: a layout shift. A tag's attributes are read whole.
import { useIsland, usePage } from './context.js';
import { CHAT_WORDS } from '../shared/pxdocs-messages.js';
import { islandWords, usePxdocsWords } from './words.js';

export function ChatButton({ endpoint = '/api/docsChat' }: { endpoint?: string }) {
  useIsland('chat');
  const px = usePxdocsWords();
  const { site } = usePage();
  // The panel (loaded on first open) takes its words from the button's `data-words`, and the
  // site's title from `data-chat-title` for those naming it: pxdocs's words name no site of their own.
  // `data-chat-vadalog`: the fence languages its answers highlight as Vadalog, when not only `vadalog`.
  const vadalog = site.chat?.vadalogLanguages?.join(' ');
  return <button type="button" className="chat-button" data-chat-open="" data-chat-endpoint={endpoint} data-chat-title={site.title} data-chat-vadalog={vadalog} data-words={islandWords(px, CHAT_WORDS)} aria-controls="docs-chat" aria-expanded="false" aria-label={px('pxdocs.chat.open')} />;
}
