// The error boundary for islands: an island that throws renders the spec's
// page-crash state (title "Page Error", heading "This page crashed", a
// "Try again" button that renders the page again) instead of a half-broken page.

import { alertPanel } from './alert-panel.js';

/** Setups that threw; "Try again" re-runs these only (the others already hold their listeners). */
const failed = new Map<string, () => void>();

export function invariant(condition: unknown): asserts condition {
  // The generic message tiny-invariant gives in production, as the spec's catalogue names it.
  if (!condition) throw new Error('Invariant failed');
}

/** Runs an island's setup; a throw shows the crash state. */
export function guard(name: string, setup: () => void): void {
  try {
    setup();
    failed.delete(name);
  } catch (error) {
    failed.set(name, setup);
    showCrash(error);
  }
}

let savedTitle: string | undefined;

export function showCrash(error: unknown): void {
  console.error(error);
  const main = document.getElementById('main');
  if (!main || document.querySelector('[data-page-crash]')) return;
  savedTitle = document.title;
  document.title = 'Page Error';
  const panel = alertPanel({
    className: 'page-crash',
    marker: 'data-page-crash',
    heading: 'This page crashed',
    message: error instanceof Error ? error.message : String(error),
    action: 'Try again',
    onAction: () => {
      main.hidden = false;
      if (savedTitle !== undefined) document.title = savedTitle;
      for (const [name, setup] of [...failed]) guard(name, setup);
    },
  });
  main.hidden = true;
  main.after(panel);
}
