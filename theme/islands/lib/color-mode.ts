// The light/dark toggle. The head script applied the stored mode before paint.
import { write } from './storage.js';

const root = document.documentElement;

export function setupColorMode(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]');
  const label = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    buttons.forEach((button) => {
      button.setAttribute('aria-label', dark ? 'Switch to light mode' : 'Switch to dark mode');
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
