// A copy button on every code block, with "Copied" feedback announced to screen readers.
import { pageWords } from './page-words.js';

export function setupCopyButtons(scope: ParentNode = document): void {
  const words = pageWords();
  const label = words.copy ?? 'Copy';
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
  });
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
