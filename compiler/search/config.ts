// Which search backend a build uses, from the config and the environment:
// the hosted index when an application id, a search-only key and an index name
// are all known; otherwise the embedded index. The admin key is never read here.
import type { SiteConfig } from '../config/schema.js';
import { configSource } from '../config/source.js';
import type { SearchBoot } from '../../theme/components/types.js';
import { pxErrors } from '../errors/catalogue.js';
import { withBase } from '../../theme/shared/base-url.js';
import { docsModel } from '../config/docs-model.js';

/** The embedded index, and the records for `pxdocs search push` and the docs chat (paths in out/). */
export const INDEX_FILE = 'search-index.json';
export const RECORDS_FILE = 'search-records.json';

export const ENV = {
  appId: 'PXDOCS_ALGOLIA_APP_ID',
  apiKey: 'PXDOCS_ALGOLIA_SEARCH_KEY',
  indexName: 'PXDOCS_ALGOLIA_INDEX',
  adminKey: 'PXDOCS_ALGOLIA_ADMIN_KEY',
} as const;

export interface AlgoliaSettings {
  appId: string;
  /** The search-only key (public). */
  apiKey: string;
  indexName: string;
  hosts?: string[];
}

/** The hosted index's settings, or undefined when none are configured. Partial settings are an error. */
export function algoliaSettings(config: SiteConfig, env: NodeJS.ProcessEnv = process.env): AlgoliaSettings | undefined {
  const fromConfig = config.search.algolia ?? {};
  // Values are trimmed: a stray space must neither break the key nor hide that it is the admin key.
  const pick = (key: 'appId' | 'apiKey' | 'indexName') => fromConfig[key]?.trim() || (env[ENV[key]]?.trim() || undefined);
  const values = { appId: pick('appId'), apiKey: pick('apiKey'), indexName: pick('indexName') };
  const missing = (Object.keys(values) as (keyof typeof values)[]).filter((key) => !values[key]);
  if (missing.length === 3) return undefined;
  if (missing.length) {
    throw pxErrors.IncompleteHostedSearchSettings.create({ message: `The hosted search index needs an application id, a search-only key and an index name; ${missing.map((key) => `${key} (search.algolia.${key} or ${ENV[key]})`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.` }, { where: { file: configSource(config) } });
  }
  if (isAdminKey(values.apiKey, env)) {
    throw pxErrors.AdminKeyUsedAsTheSearchKey.create({ message: `The search key is the same as ${ENV.adminKey}; it would be published in every page.` }, { where: { file: configSource(config) }, hint: 'Use the search-only API key for search.algolia.apiKey / PXDOCS_ALGOLIA_SEARCH_KEY.' });
  }
  return { appId: values.appId!, apiKey: values.apiKey!, indexName: values.indexName!, hosts: fromConfig.hosts };
}

/** Whether `key` is the admin key of the environment, whatever whitespace surrounds either. */
export function isAdminKey(key: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  const admin = env[ENV.adminKey]?.trim();
  return Boolean(admin && key?.trim() === admin);
}

/** What the browser needs to search: public values only. */
export function searchBoot(config: SiteConfig, env: NodeJS.ProcessEnv = process.env): SearchBoot {
  const algolia = algoliaSettings(config, env);
  const missingResultsUrl = config.search.missingResultsUrl;
  const model = docsModel(config);
  const base = model.routeBasePath;
  const shape = base === '/docs' || base.startsWith('/docs/') ? { docsRoutes: true as const } : model.sidebars.kind !== 'areas' && config.trailingSlash !== false ? { folderSlashes: true as const } : {};
  if (!algolia) return { backend: 'embedded', indexUrl: withBase(config.baseUrl, `/${INDEX_FILE}`), missingResultsUrl, ...shape };
  return { backend: 'algolia', appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName, hosts: algolia.hosts, missingResultsUrl, ...shape };
}
