// "Copy page" in the doc page header: copies the page's Markdown twin for an
// AI tool, with a menu (copy, view as Markdown, open in ChatGPT or Claude).
// Without JavaScript only the plain "View as Markdown" link shows; the island
// reveals the button and menu, and wires the menu-button keyboard pattern.
import { useIsland, usePage } from './context.js';
import { markdownPath } from '../shared/markdown-path.js';
import { siteUrl } from '../shared/site-url.js';
import { COPY_PAGE_WORDS } from '../shared/pxdocs-messages.js';
import { islandWords, usePxdocsWords } from './words.js';

/** The control's id: DocPage's first paint waits for it (the breadcrumbs before it are then whole). */
export const COPY_PAGE_ID = 'px-copy-page';

export function CopyPage() {
  const { page, site } = usePage();
  useIsland('copy-page');
  const px = usePxdocsWords();
  const path = markdownPath(page.permalink);
  const absolute = siteUrl(site.url, path);
  // The assistants fetch the page themselves: the prompt names its Markdown URL.
  const prompt = encodeURIComponent(px('pxdocs.copyPage.prompt', { url: absolute }));
  return (
    <div className="copy-page" id={COPY_PAGE_ID} data-copy-page="" data-markdown={path} data-words={islandWords(px, COPY_PAGE_WORDS)}>
      <a className="copy-page-fallback" href={path}>{px('pxdocs.copyPage.viewAsMarkdown')}</a>
      <div className="copy-page-group" hidden>
        <button type="button" className="copy-page-copy" data-copy-page-copy="">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          <span data-copy-page-label="">{px('pxdocs.copyPage.copy')}</span>
        </button>
        <button type="button" className="copy-page-toggle" id="copy-page-toggle" aria-label={px('pxdocs.copyPage.moreWays')} aria-haspopup="menu" aria-expanded="false" aria-controls="copy-page-menu">
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" /></svg>
        </button>
        <ul className="copy-page-menu" id="copy-page-menu" role="menu" aria-labelledby="copy-page-toggle" hidden>
          <li role="none"><button type="button" role="menuitem" tabIndex={-1} data-copy-page-copy="">{px('pxdocs.copyPage.copyAsMarkdown')}</button></li>
          <li role="none"><a role="menuitem" tabIndex={-1} href={path}>{px('pxdocs.copyPage.viewAsMarkdown')}</a></li>
          <li role="none"><a role="menuitem" tabIndex={-1} href={`https://chatgpt.com/?q=${prompt}`} target="_blank" rel="noopener noreferrer">{px('pxdocs.copyPage.openInChatGPT')}</a></li>
          <li role="none"><a role="menuitem" tabIndex={-1} href={`https://claude.ai/new?q=${prompt}`} target="_blank" rel="noopener noreferrer">{px('pxdocs.copyPage.openInClaude')}</a></li>
        </ul>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite" data-copy-page-status=""></span>
    </div>
  );
}
