// The chat launcher on every docs page: a few hundred bytes. The panel (and its
// Markdown and highlighting code) loads on first open; a conversation left open
// in this tab reopens after a reload.
const OPEN_KEY = 'pxdocs.chat.open';

let loading: Promise<typeof import('./chat/panel.js')> | undefined;
const load = () => (loading ??= import('./chat/panel.js'));
// The button carries its endpoint (with the base URL, as every URL of the page); the default is a last resort.

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('[data-chat-open]') as HTMLElement | null;
  if (!button) return;
  event.preventDefault();
  void load().then((panel) => panel.toggle(button.dataset.chatEndpoint ?? '/api/docsChat'));
});

try {
  if (sessionStorage.getItem(OPEN_KEY) === 'true') {
    const button = document.querySelector<HTMLElement>('[data-chat-open]');
    if (button) void load().then((panel) => panel.open(button.dataset.chatEndpoint ?? '/api/docsChat', false));
  }
} catch {
  // No session storage: the chat simply starts closed.
}
