// The light/dark toggle. The head script applied the stored mode before paint.
import { write } from './storage.js';

const root = document.documentElement;

export function setupColorMode(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]');
  // The page's words (the button's `data-words`: those not in English; always valid JSON).
  const said = (button: HTMLElement, short: string, english: string): string => (JSON.parse(button.dataset.words ?? '{}') as Record<string, string>)[short] ?? english;
  const label = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    buttons.forEach((button) => {
      button.setAttribute('aria-label', dark ? said(button, 'toLight', 'Switch to light mode') : said(button, 'toDark', 'Switch to dark mode'));
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
