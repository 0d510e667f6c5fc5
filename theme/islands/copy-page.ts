// "Copy page": copies the page's Markdown twin to the clipboard, and a menu
// button (WAI-ARIA menu button pattern: aria-expanded, arrow keys, Home/End,
// Escape closes and focus returns to the button). Listeners sit on the
// document, so pages swapped in by client navigation work without setup; only
// revealing the control (hidden until this script runs) happens per page.
import { PAGE_EVENT } from './lib/navigation.js';
import { islandWords } from './lib/words.js';

const RESET_MS = 2000;
const cache = new Map<string, Promise<string>>();

function markdown(url: string): Promise<string> {
  let text = cache.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    // A failed fetch is retried on the next click.
    text.catch(() => cache.delete(url));
    cache.set(url, text);
  }
  return text;
}

async function writeClipboard(text: Promise<string>): Promise<void> {
  // A ClipboardItem given a promise keeps the click's user activation while the
  // Markdown downloads (Safari needs that); writeText is the fallback.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function reveal(): void {
  document.querySelectorAll<HTMLElement>('[data-copy-page]').forEach((root) => {
    root.querySelector<HTMLElement>('.copy-page-group')?.removeAttribute('hidden');
    root.querySelector<HTMLElement>('.copy-page-fallback')?.setAttribute('hidden', '');
  });
}

const parts = (root: HTMLElement) => ({
  toggle: root.querySelector<HTMLButtonElement>('.copy-page-toggle')!,
  menu: root.querySelector<HTMLElement>('[role="menu"]')!,
  items: [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')],
  status: root.querySelector<HTMLElement>('[data-copy-page-status]'),
  label: root.querySelector<HTMLElement>('[data-copy-page-label]'),
});

function openMenu(root: HTMLElement, focus: 'first' | 'last' | 'none'): void {
  const { toggle, menu, items } = parts(root);
  menu.hidden = false;
  toggle.setAttribute('aria-expanded', 'true');
  if (focus !== 'none') items[focus === 'first' ? 0 : items.length - 1]?.focus();
}

function closeMenu(root: HTMLElement, returnFocus: boolean): void {
  const { toggle, menu } = parts(root);
  if (menu.hidden) return;
  menu.hidden = true;
  toggle.setAttribute('aria-expanded', 'false');
  if (returnFocus) toggle.focus();
}

async function copyPage(root: HTMLElement): Promise<void> {
  const { status, label } = parts(root);
  const url = root.dataset.markdown ?? '';
  // The page's words (its `data-words`), English where it has none.
  const words = islandWords(root);
  let message: string;
  try {
    await writeClipboard(markdown(url));
    message = words('copiedStatus', 'Copied the page as Markdown');
    if (label) label.textContent = words('copied', 'Copied');
  } catch {
    message = words('copyFailedStatus', 'Could not copy the page; use "View as Markdown" instead');
    if (label) label.textContent = words('copyFailed', 'Copy failed');
  }
  if (status) status.textContent = message;
  window.setTimeout(() => {
    if (label) label.textContent = words('copy', 'Copy page');
    if (status) status.textContent = '';
  }, RESET_MS);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const root = target?.closest?.<HTMLElement>('[data-copy-page]');
  document.querySelectorAll<HTMLElement>('[data-copy-page]').forEach((other) => {
    if (other !== root) closeMenu(other, false);
  });
  if (!root) return;
  if (target?.closest('.copy-page-toggle')) {
    if (parts(root).menu.hidden) openMenu(root, 'none');
    else closeMenu(root, false);
    return;
  }
  const copy = target?.closest('[data-copy-page-copy]');
  if (copy) {
    const inMenu = copy.getAttribute('role') === 'menuitem';
    if (inMenu) closeMenu(root, true);
    void copyPage(root);
    return;
  }
  if (target?.closest('[role="menuitem"]')) closeMenu(root, false);
});

document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement | null;
  const root = target?.closest?.<HTMLElement>('[data-copy-page]');
  if (!root) return;
  const { items, menu } = parts(root);
  if (target?.classList.contains('copy-page-toggle')) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu(root, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(root, 'last');
    } else if (event.key === 'Escape') closeMenu(root, true);
    return;
  }
  const index = items.indexOf(target as HTMLElement);
  if (index === -1 || menu.hidden) return;
  const move = (to: number) => {
    event.preventDefault();
    items[(to + items.length) % items.length].focus();
  };
  switch (event.key) {
    case 'ArrowDown': move(index + 1); break;
    case 'ArrowUp': move(index - 1); break;
    case 'Home': move(0); break;
    case 'End': move(items.length - 1); break;
    case 'Escape':
      event.preventDefault();
      closeMenu(root, true);
      break;
    case 'Tab':
      closeMenu(root, false);
      break;
    case ' ':
      // Space activates a link item as Enter does.
      if (target?.tagName === 'A') {
        event.preventDefault();
        target.click();
      }
      break;
  }
});

// Fetch ahead on intent, so the copy is instant.
document.addEventListener('pointerover', (event) => {
  const root = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy-page]');
  if (root?.dataset.markdown) void markdown(root.dataset.markdown).catch(() => undefined);
});

reveal();
document.addEventListener(PAGE_EVENT, reveal);
