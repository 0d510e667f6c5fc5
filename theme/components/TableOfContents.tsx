// "On this page": the h2–h3 headings (levels from config or front matter).
import { usePage } from './context.js';
import type { PageData } from './types.js';
import { usePxdocsWords, useWords } from './words.js';
import { DOC_TOC_DESKTOP, DOC_TOC_MOBILE, TOC_LINK, TOC_LIST } from '../shared/docusaurus-classes.js';

export function TableOfContents() {
  const { page } = usePage();
  const words = useWords();
  const px = usePxdocsWords();
  if (page.hideToc || page.toc.length === 0) return null;
  return (
    <aside className="toc" aria-label={px('pxdocs.toc.label')}>
      {/* Docusaurus marks a doc's TOC as the desktop one; a post's or a page's has no such name. The entry in
          view gets `table-of-contents__link--active` with our `active` (the core island's lib/toc.ts). */}
      <nav className={page.kind === 'doc' ? `toc-inner ${DOC_TOC_DESKTOP}` : 'toc-inner'} aria-labelledby="toc-title" data-toc="">
        <p className="toc-title" id="toc-title">{words('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</p>
        <TocEntries toc={page.toc} />
      </nav>
    </aside>
  );
}

/**
 * The same "On this page" folded above a doc's text where the column beside it is gone (below
 * 997 px: layout.css), as Docusaurus's TOCCollapsible on narrow screens: a reader on a tablet or a
 * phone had no TOC at all. A `<details>` (no script), in a `<nav>` search's records and the page's
 * Markdown twin leave out; the entry in view is the desktop one's to mark.
 */
export function TableOfContentsCollapsible() {
  const { page } = usePage();
  const words = useWords();
  if (page.hideToc || page.toc.length === 0) return null;
  const label = words('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <nav className={`toc-mobile ${DOC_TOC_MOBILE}`} aria-label={label}>
      <details>
        <summary className="toc-mobile-summary">{label}</summary>
        <TocEntries toc={page.toc} />
      </details>
    </nav>
  );
}

/** The entries of "On this page", indented by depth from the shallowest. */
function TocEntries({ toc }: { toc: PageData['toc'] }) {
  const minDepth = Math.min(...toc.map((entry) => entry.depth));
  return (
    <ul className={TOC_LIST}>
      {toc.map((entry) => (
        <li key={entry.id} className={`toc-depth-${entry.depth - minDepth}`}>
          {entry.html ? <a className={TOC_LINK} href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.html }} /> : <a className={TOC_LINK} href={`#${entry.id}`}>{entry.text}</a>}
        </li>
      ))}
    </ul>
  );
}
