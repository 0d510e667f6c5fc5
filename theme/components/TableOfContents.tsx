// "On this page": the h2–h3 headings (levels from config or front matter).
import { usePage } from './context.js';
import { useWords } from './words.js';

export function TableOfContents() {
  const { page } = usePage();
  const words = useWords();
  if (page.hideToc || page.toc.length === 0) return null;
  const minDepth = Math.min(...page.toc.map((entry) => entry.depth));
  return (
    <aside className="toc" aria-label="Table of contents">
      <nav className="toc-inner" aria-labelledby="toc-title" data-toc="">
        <p className="toc-title" id="toc-title">{words('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</p>
        <ul>
          {page.toc.map((entry) => (
            <li key={entry.id} className={`toc-depth-${entry.depth - minDepth}`}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
