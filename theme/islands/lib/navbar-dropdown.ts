// Navbar dropdowns are disclosures (`<details data-navbar-dropdown>`) that open
// and close without JavaScript; this opens them on hover (a mouse, on the bar)
// and closes them as a menu is expected to
// close: on a click or keyboard focus outside, on Escape (focus back on its label), when
// another opens, and when a client navigation leaves the page. Listeners sit
// on the document, so the navbar's items swapped by client navigation need
// nothing more.
const DROPDOWN = 'details[data-navbar-dropdown]';
const SPLIT = '.navbar-dropdown-split';

function closeAll(except?: Element | null): void {
  for (const open of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) if (open !== except) open.open = false;
}

export function setupNavbarDropdowns(): void {
  document.addEventListener('toggle', (event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.matches?.(DROPDOWN) && details.open) closeAll(details);
  }, true);
  document.addEventListener('click', (event) => closeAll((event.target as Element | null)?.closest?.(DROPDOWN)));
  // Focus a press moves is no reason to close: the click that follows does it. In the mobile menu the
  // dropdowns are stacked, and closing an open one above on the press's focus moved the one pressed
  // away from the pointer before the release, so the click landed on neither. Keyboard focus still closes.
  let pressing = false;
  document.addEventListener('pointerdown', () => { pressing = true; }, true);
  document.addEventListener('pointerup', () => { pressing = false; }, true);
  document.addEventListener('pointercancel', () => { pressing = false; }, true);
  document.addEventListener('focusin', (event) => {
    if (!pressing) closeAll((event.target as Element | null)?.closest?.(DROPDOWN));
  });
  // On a desktop with a mouse, a dropdown of the bar opens while the pointer is over it and closes when it
  // leaves, as Docusaurus's `dropdown--hoverable` does; a click while it is open so keeps it open (a click
  // on its label would otherwise close what the hover opened). The mobile menu's stay click-only.
  const hover = window.matchMedia?.('(hover: hover) and (pointer: fine)');
  let hovered: HTMLDetailsElement | undefined;
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse' || !hover?.matches) return;
    // A dropdown whose label is a link of its own (the versions dropdown's) opens over its label too, as Docusaurus's.
    const target = event.target as Element | null;
    const details = target?.closest?.<HTMLDetailsElement>(DROPDOWN) ?? target?.closest?.(SPLIT)?.querySelector<HTMLDetailsElement>(DROPDOWN);
    if (!details || details.open || details.closest('[data-mobile-menu]')) return;
    details.open = true;
    hovered = details;
  });
  document.addEventListener('pointerout', (event) => {
    const left = hovered;
    if (!left || (event.relatedTarget instanceof Node && (left.closest(SPLIT) ?? left).contains(event.relatedTarget))) return;
    hovered = undefined;
    left.open = false;
  });
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    if (!hovered || !summary || summary.parentElement !== hovered) return;
    event.preventDefault();
    hovered = undefined;
  }, true);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(`${DROPDOWN}[open]`);
    if (!open) return;
    open.open = false;
    open.querySelector<HTMLElement>('summary')?.focus();
  });
}

/** After a client navigation: no menu stays open over the new page. */
export function closeNavbarDropdowns(): void {
  closeAll();
}
