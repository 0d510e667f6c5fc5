import { usePage } from './context.js';
import { useWords } from './words.js';
import { LAYOUT_MAIN } from '../shared/docusaurus-classes.js';

export function NotFoundPage() {
  const { site } = usePage();
  const words = useWords();
  return (
    <main id="main" className={`not-found ${LAYOUT_MAIN}`} tabIndex={-1}>
      <div className="not-found-inner">
        <h1>{words('theme.NotFound.title', 'Page Not Found')}</h1>
        <p>{words('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
        {/* In another language, Docusaurus's second line in it (this one's links are in English words). */}
        {site.messages?.['theme.NotFound.p2'] ? <p>{site.messages['theme.NotFound.p2']}</p> : <p>The page may have moved. Try the <a href="/search">search</a>, or start again from <a href={site.home?.cta.to ?? '/'}>{site.home?.cta.label ?? 'the home page'}</a>.</p>}
      </div>
    </main>
  );
}
