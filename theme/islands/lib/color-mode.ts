// The light/dark toggle. The head script applied the stored mode before paint.
import { write } from './storage.js';
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
    write('theme', next);
    label();
  }));
  label();
}
