import { usePage } from './context.js';

export function NotFoundPage() {
  const { site } = usePage();
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <div className="not-found-inner">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>The page may have moved. Try the <a href="/search">search</a>, or start again from <a href={site.home?.cta.to ?? '/'}>{site.home?.cta.label ?? 'the home page'}</a>.</p>
      </div>
    </main>
  );
}
