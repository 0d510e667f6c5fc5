// The light/dark toggle. The head script applied the stored mode before paint.
//
// On a site that follows the system's mode (`respectPrefersColorScheme`, the toggle marked
// `data-follows-system`), as Docusaurus's: the toggle cycles light, dark, then back to the
// system's mode (the stored choice forgotten), and while no choice is stored the page follows
// the system as it changes (a laptop going dark at sunset), not only at load.
import { COLOR_MODE_KEY, read, remove, write } from './storage.js';
import { pageWords } from './page-words.js';

const root = document.documentElement;

export function setupColorMode(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]');
  const words = pageWords();
  const followsSystem = [...buttons].some((button) => button.hasAttribute('data-follows-system'));
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const stored = () => {
    const mode = read(COLOR_MODE_KEY);
    return mode === 'dark' || mode === 'light' ? mode : null;
  };
  const label = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    // The mode picked (null: the system's, only where the site follows it).
    const chosen = followsSystem ? stored() : dark ? 'dark' : 'light';
    // What a click does next: dark from light; from dark, back to the system's (or light); light from the system's.
    const next = chosen === 'light' ? words.toDark ?? 'Switch to dark mode'
      : chosen === 'dark' && followsSystem ? words.toSystem ?? 'Switch to system mode'
      : words.toLight ?? 'Switch to light mode';
    buttons.forEach((button) => {
      button.setAttribute('aria-label', next);
      button.setAttribute('aria-pressed', String(dark));
    });
  };
  buttons.forEach((button) => button.addEventListener('click', () => {
    if (followsSystem) {
      const chosen = stored();
      if (chosen === 'dark') {
        remove(COLOR_MODE_KEY);
        root.setAttribute('data-theme', system.matches ? 'dark' : 'light');
      } else {
        const next = chosen === 'light' ? 'dark' : 'light';
        write(COLOR_MODE_KEY, next);
        root.setAttribute('data-theme', next);
      }
      label();
      return;
    }
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    write(COLOR_MODE_KEY, next);
  }));
  if (followsSystem) {
    system.addEventListener('change', () => {
      if (stored() === null) root.setAttribute('data-theme', system.matches ? 'dark' : 'light');
    });
  }
  // Labelled on every change of mode, the toggle's and a site component's (`useColorMode().setColorMode`).
  new MutationObserver(label).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  label();
}
