// The chat launcher on every docs page: a few hundred bytes. The panel (and its
// Markdown and highlighting code) loads on first open; a conversation left open
// in this tab reopens after a reload.
const OPEN_KEY = 'pxdocs.chat.open';

let loading: Promise<typeof import('./chat/panel.js')> | undefined;
const load = () => (loading ??= import('./chat/panel.js'));
// The button carries its endpoint (with the base URL, as every URL of the page); the default is a last resort.
const endpointOf = (button: HTMLElement) => button.dataset.chatEndpoint ?? '/api/docsChat';

let warmed = false;
/**
 * Tells the chat service a reader is about to ask (once a page): it loads its
 * question model (a second or two) while the question is typed, as it keeps
 * the model only while people ask.
 */
function warm(endpoint: string): void {
  if (warmed) return;
  warmed = true;
  void fetch(`${endpoint.replace(/\/+$/, '')}/warm`, { method: 'POST', keepalive: true }).catch(() => undefined);
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('[data-chat-open]') as HTMLElement | null;
  if (!button) return;
  event.preventDefault();
  warm(endpointOf(button));
  void load().then((panel) => panel.toggle(endpointOf(button)));
});

try {
  if (sessionStorage.getItem(OPEN_KEY) === 'true') {
    const button = document.querySelector<HTMLElement>('[data-chat-open]');
    if (button) {
      warm(endpointOf(button));
      void load().then((panel) => panel.open(endpointOf(button), false));
    }
  }
} catch {
  // No session storage: the chat simply starts closed.
}
