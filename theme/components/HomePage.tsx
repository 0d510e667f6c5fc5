import { usePage } from './context.js';
import { usePxdocsWords } from './words.js';
import { LAYOUT_MAIN } from '../shared/docusaurus-classes.js';

export function HomePage() {
  const { site } = usePage();
  const px = usePxdocsWords();
  const home = site.home;
  return (
    <main id="main" className={`home ${LAYOUT_MAIN}`} tabIndex={-1}>
      <section className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{home?.title ?? site.title}</h1>
          <p className="hero-subtitle">{home?.subtitle ?? site.tagline}</p>
          {home ? <a className="button button-primary button-large" href={home.cta.to}>{home.cta.label}</a> : null}
        </div>
      </section>
      {home?.areas.length ? (
        <>
          <section className="home-areas" aria-label={px('pxdocs.home.areas')}>
            {home.areas.map((area) => (
              <a className="home-area" key={area.to} href={area.to}>
                <h2>{area.title}</h2>
                <p>{area.description}</p>
                <span className="home-area-more" aria-hidden="true">Read more →</span>
              </a>
            ))}
          </section>
          {/* The grid is painted once its last card has arrived (theme/styles/pages.css). */}
          <span data-home-areas-end hidden />
        </>
      ) : null}
    </main>
  );
}
