// A scroll listener that runs at most once a frame, with where the page is and where it was at the
// last run: the navbar that hides on scroll and the back-to-top button both follow the direction.
export function onScrollFrame(run: (y: number, last: number) => void): void {
  let last = window.scrollY;
  let ticking = false;
  window.addEventListener('scroll', () => {
    if (ticking) return;
    ticking = true;
    requestAnimationFrame(() => {
      ticking = false;
      const y = window.scrollY;
      run(y, last);
      last = y;
    });
  }, { passive: true });
}
