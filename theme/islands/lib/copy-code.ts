// A copy button on every code block, with "Copied" feedback announced to screen readers, and a
// word-wrap toggle on a block whose lines run past its width.
import { pageWords } from './page-words.js';

export function setupCopyButtons(scope: ParentNode = document): void {
  const words = pageWords();
  const label = words.copy ?? 'Copy';
  const measures: (() => () => void)[] = [];
  scope.querySelectorAll<HTMLElement>('.code-block').forEach((block) => {
    if (block.querySelector(':scope > .copy-button')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = label;
    button.setAttribute('aria-label', words.copyLabel ?? 'Copy code to clipboard');
    button.setAttribute('aria-live', 'polite');
    button.addEventListener('click', async () => {
      const code = block.querySelector('code');
      // Line numbers are drawn by CSS, so the text is the code alone; every line ends with a newline.
      const text = (code?.textContent ?? '').replace(/\n$/, '');
      const done = await copy(text);
      button.textContent = done ? words.copied ?? 'Copied' : words.copyFailed ?? 'Copy failed';
      button.classList.toggle('copied', done);
      window.setTimeout(() => {
        button.textContent = label;
        button.classList.remove('copied');
      }, 2000);
    });
    block.append(button);
    const measure = addWrapButton(block, button, words.wordWrap ?? 'Toggle word wrap');
    if (measure) measures.push(measure);
  });
  // Every block's buttons go in before any block is measured: measured block by block, the page was
  // laid out again for each (a second of CPU in the load of a page of 280 blocks).
  measures.map((measure) => measure()).forEach((place) => place());
}

/**
 * A word-wrap toggle beside the copy button of a block whose lines run past its width, as Docusaurus's
 * CodeBlock shows one (only while the block scrolls sideways, or is wrapped): wrapped, long lines
 * fold instead of scrolling, for a reader on a narrow screen. Returns what measures where it goes,
 * which returns what places it there (the caller measures every block before placing any).
 */
function addWrapButton(block: HTMLElement, copy: HTMLElement, label: string): (() => () => void) | undefined {
  const pre = block.querySelector<HTMLElement>(':scope > pre');
  if (!pre) return undefined;
  const wrap = document.createElement('button');
  wrap.type = 'button';
  wrap.className = 'wrap-button';
  wrap.title = label;
  wrap.setAttribute('aria-label', label);
  wrap.setAttribute('aria-pressed', 'false');
  // Its icon (Docusaurus's word wrap) is drawn by the stylesheet (code.css), not carried in every page's script.
  const measure = () => {
    const hidden = !block.classList.contains('code-wrapped') && pre.scrollWidth <= pre.clientWidth;
    const right = `${copy.offsetWidth + 14}px`;
    return () => {
      wrap.hidden = hidden;
      wrap.style.right = right;
    };
  };
  const place = () => measure()();
  wrap.addEventListener('click', () => {
    const wrapped = block.classList.toggle('code-wrapped');
    wrap.setAttribute('aria-pressed', String(wrapped));
    place();
  });
  block.append(wrap);
  // A block that starts to scroll (a narrower window, a tab shown) gets the toggle then.
  if (typeof ResizeObserver === 'function') new ResizeObserver(place).observe(pre);
  return measure;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or an insecure origin: the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
