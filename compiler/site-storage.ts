// Where the reader's choices live in the browser, as Docusaurus 3.10 names them (core's
// server/storage.js): every key gets the site's namespace after it (`theme-d92`), so two sites
// on one origin (`/v1/` and `/v2/` of a host) do not share a colour mode or a closed bar.
import { createHash } from 'node:crypto';
import type { SiteConfig } from './config/schema.js';

export interface SiteStorage {
  type: 'localStorage' | 'sessionStorage';
  /** What every key is suffixed with: '' or `-<namespace>`. */
  namespace: string;
}

/**
 * The site's storage: `namespace: true` is the first three hex digits of the MD5 of the site's
 * address with its base and a final slash (`https://e.com/base/` → `-d92`), Docusaurus's
 * automatic namespace; per locale, the locale's address, as Docusaurus builds each locale.
 */
export function siteStorage(config: Pick<SiteConfig, 'url' | 'baseUrl' | 'storage'>): SiteStorage {
  const { type, namespace } = config.storage;
  const name = namespace === true ? createHash('md5').update(siteAddress(config.url, config.baseUrl)).digest('hex').slice(0, 3) : namespace || '';
  return { type, namespace: name ? `-${name}` : '' };
}

/** Docusaurus's `addTrailingSlash(normalizeUrl([url, baseUrl]))`: one slash between them, one at the end. */
function siteAddress(url: string, baseUrl: string): string {
  const joined = `${url.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`;
  return joined.endsWith('/') ? joined : `${joined}/`;
}
