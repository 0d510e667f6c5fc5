// Opens the docs chat. The panel's code loads on first click, never with the page.
import { useIsland } from './context.js';

export function ChatButton({ endpoint = '/api/docsChat' }: { endpoint?: string }) {
  useIsland('chat');
  return (
    <button type="button" className="chat-button" data-chat-open="" data-chat-endpoint={endpoint} aria-controls="docs-chat" aria-expanded="false">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
      <span>Ask the docs</span>
    </button>
  );
}
