// The config's analytics in the page head (production builds only: site data
// carries them then). gtag.js: its loader, then an inline script that queues
// the `config` of each measurement id and, because pxdocs swaps pages on the
// client (theme/islands/lib/navigation.ts, which fires `px:page` once the new
// page and its title are in), sends a page view for each later page, as
// Docusaurus's gtag plugin does on a route change. Tag Manager: its data layer
// and container script (its own History Change trigger sees the navigations).
// Ids are checked by the config schema; they are written as JSON all the same.
import type { SiteData } from './types.js';

const TAG_HOST = 'https://www.googletagmanager.com';

function gtagScript(ids: string[], anonymizeIP: boolean): string {
  const options = anonymizeIP ? '{anonymize_ip:true}' : '{}';
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js',new Date());",
    ...ids.map((id) => `gtag('config',${JSON.stringify(id)},${options});`),
    "document.addEventListener('px:page',function(){gtag('set','page_path',location.pathname+location.search+location.hash);gtag('event','page_view');});",
  ].join('');
}

export function AnalyticsHead({ analytics }: { analytics: SiteData['analytics'] }) {
  if (!analytics) return null;
  const { gtag, tagManager } = analytics;
  return (
    <>
      {/* gtag.js sends its hits to Google Analytics: Docusaurus's gtag plugin preconnects there first. */}
      {gtag ? <link rel="preconnect" href="https://www.google-analytics.com" /> : null}
      <link rel="preconnect" href={TAG_HOST} />
      {gtag ? <script async src={`${TAG_HOST}/gtag/js?id=${encodeURIComponent(gtag.ids[0])}`} /> : null}
      {gtag ? <script dangerouslySetInnerHTML={{ __html: gtagScript(gtag.ids, gtag.anonymizeIP) }} /> : null}
      {tagManager ? <script dangerouslySetInnerHTML={{ __html: "window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" }} /> : null}
      {tagManager ? <script async src={`${TAG_HOST}/gtm.js?id=${encodeURIComponent(tagManager)}`} /> : null}
    </>
  );
}

/** Tag Manager's frame for readers without JavaScript, first in the body as Google asks. */
export function AnalyticsBody({ analytics }: { analytics: SiteData['analytics'] }) {
  if (!analytics?.tagManager) return null;
  return (
    <noscript>
      <iframe src={`${TAG_HOST}/ns.html?id=${encodeURIComponent(analytics.tagManager)}`} height="0" width="0" style={{ display: 'none', visibility: 'hidden' }} title="Google Tag Manager" />
    </noscript>
  );
}
