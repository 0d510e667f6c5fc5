// The light/dark toggle. The head script applied the stored mode before paint.
import { COLOR_MODE_KEY, write } from './storage.js';
import { pageWords } from './page-words.js';

const root = document.documentElement;

export function setupColorMode(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]');
  const words = pageWords();
  const label = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    buttons.forEach((button) => {
      button.setAttribute('aria-label', dark ? words.toLight ?? 'Switch to light mode' : words.toDark ?? 'Switch to dark mode');
      button.setAttribute('aria-pressed', String(dark));
    });
  };
  buttons.forEach((button) => button.addEventListener('click', () => {
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    write(COLOR_MODE_KEY, next);
  }));
  // Labelled on every change of mode, the toggle's and a site component's (`useColorMode().setColorMode`).
  new MutationObserver(label).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  label();
}
