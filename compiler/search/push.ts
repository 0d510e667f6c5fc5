// `pxdocs search push`: uploads the records of the last build to the hosted
// index, atomically. The records go to a temporary index with the settings
// below; a move then replaces the live index in one step, so readers never see
// a half-filled index, and a failure at any point leaves the live index as it
// was (the temporary index is deleted). The admin key comes from the
// environment only. `--dry-run` compares with the live index and changes nothing.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { loadConfig } from '../config/load.js';
import { configSource } from '../config/source.js';
import { PxError } from '../errors.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { ENV, isAdminKey, RECORDS_FILE } from './config.js';
import { readRecordsFile, RecordsFileError } from './records-file.js';
import { pxErrors } from '../errors/catalogue.js';
import type { SiteConfig } from '../config/schema.js';
import { siteLocales } from '../i18n.js';

type Client = ReturnType<typeof algoliasearch>;
type IndexSettings = Parameters<Client['setSettings']>[0]['indexSettings'];

/** The hosted index's settings: DocSearch's, with code ranked below prose. */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content',
    // A page's front matter keywords (on its lvl1 record): readers' words for it, ranked after its own.
    'unordered(keywords)',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // Page titles and headings before text, text before code, earlier before later.
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(code)', 'asc(weight.position)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  camelCaseAttributes: ['hierarchy', 'content'],
  separatorsToIndex: '_',
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
};

export interface PushOptions {
  cwd: string;
  /** Output folder holding the last build (default: `<cwd>/out`). */
  outDir?: string;
  dryRun?: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface PushResult {
  indexName: string;
  records: number;
  added: number;
  removed: number;
  unchanged: number;
  settingsChanged: string[];
  dryRun: boolean;
  /** False when a dry run had no credentials to compare with the live index. */
  compared: boolean;
}


function host(address: string) {
  const url = new URL(address);
  return { url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol: url.protocol === 'http:' ? 'http' as const : 'https' as const, accept: 'readWrite' as const };
}

/** The error a person can act on, for whatever the service or the network did. */
export function explain(error: unknown, step: string): PxError {
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  const untouched = 'The live index was left as it was.';
  if (name === 'RetryError' || (!status && /ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|socket|network|Unreachable/i.test(message ?? ''))) {
    return pxErrors.SearchServiceUnreachable.create({ message: `Could not reach the hosted search service while ${step}. ${untouched}` }, { cause: error });
  }
  if (status === 429 || (status === 403 && /quota|limit|plan/i.test(message ?? ''))) {
    return pxErrors.SearchQuotaExceeded.create({ message: `The hosted search service refused the upload while ${step}: ${message ?? `status ${status}`}. ${untouched}` }, { cause: error });
  }
  if (status === 401 || status === 403) {
    return pxErrors.SearchCredentialsRejected.create({ message: `The hosted search service rejected the application id or the admin key while ${step} (${status}: ${message ?? 'forbidden'}). ${untouched}` }, { cause: error, hint: `Check search.algolia.appId (or ${ENV.appId}) and ${ENV.adminKey}: it must be the admin key, or a key allowed to add records, edit settings and delete indexes.` });
  }
  return pxErrors.SearchPushFailed.create({ message: `The hosted search service failed while ${step}${status ? ` (${status})` : ''}: ${message ?? String(error)}. ${untouched}` }, { cause: error });
}

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explain(error, label);
  }
}

async function readRecords(outDir: string, cwd: string): Promise<SearchRecord[]> {
  const file = join(outDir, RECORDS_FILE);
  if (!existsSync(file)) {
    throw pxErrors.NoSearchRecords.create({ message: `${relative(cwd, file) || file} does not exist.` });
  }
  try {
    // Read in pieces: at 10,000 pages the file is longer than a string can be.
    return readRecordsFile<SearchRecord>(file);
  } catch (error) {
    if (error instanceof RecordsFileError || error instanceof SyntaxError) throw pxErrors.UnreadableSearchRecords.create({ message: `${relative(cwd, file)} cannot be read: ${error.message}.` });
    throw error;
  }
}

/**
 * Every locale's records, the default locale's first: one hosted index holds them all, each with
 * its language, as DocSearch's crawler fills one index from every locale's pages, and a page's
 * search keeps to its own (`language:<locale>`). A locale's records are in its folder of the output.
 */
async function siteRecords(outDir: string, cwd: string, config: SiteConfig): Promise<SearchRecord[]> {
  const records = await readRecords(outDir, cwd);
  for (const locale of siteLocales(config) ?? []) {
    if (locale.isDefault) continue;
    // One at a time, without spreading: a large site's locale has more records than a call has arguments.
    for (const record of await readRecords(join(outDir, locale.path), cwd)) records.push(record);
  }
  return records;
}

function differentSettings(live: Record<string, unknown> | undefined): string[] {
  return Object.entries(INDEX_SETTINGS).filter(([key, value]) => JSON.stringify(live?.[key]) !== JSON.stringify(value)).map(([key]) => key);
}

async function liveState(client: Client, indexName: string): Promise<{ exists: boolean; settings?: Record<string, unknown> }> {
  try {
    return { exists: true, settings: (await client.getSettings({ indexName })) as Record<string, unknown> };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { exists: false };
    throw error;
  }
}

async function liveIds(client: Client, indexName: string): Promise<Set<string>> {
  const ids = new Set<string>();
  await client.browseObjects<{ objectID: string }>({
    indexName,
    browseParams: { attributesToRetrieve: ['objectID'] },
    aggregator: (response) => {
      for (const hit of response.hits) ids.add(hit.objectID);
    },
  });
  return ids;
}

export async function pushSearch(options: PushOptions): Promise<PushResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const outDir = options.outDir ?? join(options.cwd, 'out');
  const { config } = await loadConfig(options.cwd);
  const configured = config.search.algolia ?? {};
  const appId = configured.appId ?? (env[ENV.appId]?.trim() || undefined);
  const indexName = configured.indexName ?? (env[ENV.indexName]?.trim() || undefined);
  const adminKey = env[ENV.adminKey]?.trim() || undefined;
  const records = await siteRecords(outDir, options.cwd, config);

  const missing = [
    !appId && `the application id (search.algolia.appId in ${configSource(config)}, or ${ENV.appId})`,
    !indexName && `the index name (search.algolia.indexName, or ${ENV.indexName})`,
    !adminKey && `the admin key (${ENV.adminKey}, from the environment only)`,
  ].filter((item): item is string => Boolean(item));

  const result: PushResult = { indexName: indexName ?? '(none)', records: records.length, added: records.length, removed: 0, unchanged: 0, settingsChanged: Object.keys(INDEX_SETTINGS), dryRun: Boolean(options.dryRun), compared: false };
  if (missing.length && !(options.dryRun && appId && indexName)) {
    throw pxErrors.MissingSearchCredentials.create({ message: `Pushing to the hosted index needs ${missing.join(', ')}. Nothing was uploaded.` }, { hint: `Set the missing values; the admin key goes in the environment (export ${ENV.adminKey}=…), never in the config file.` });
  }

  // The key the pages publish must never be the one that can write.
  const searchKey = configured.apiKey ?? env[ENV.apiKey];
  if (isAdminKey(searchKey, env)) {
    throw pxErrors.AdminKeyUsedAsTheSearchKey.create({ message: `The search key (search.algolia.apiKey or ${ENV.apiKey}) is the same as ${ENV.adminKey}; the built pages publish it. Nothing was uploaded.` });
  }

  if (!adminKey) {
    log(`Dry run: ${records.length} records would replace the index "${indexName}".`);
    log(`  Not compared with the live index: ${ENV.adminKey} is not set.`);
    log(`  Settings that would be applied: ${Object.keys(INDEX_SETTINGS).join(', ')}.`);
    return result;
  }

  const client = algoliasearch(appId!, adminKey, configured.hosts?.length ? { hosts: configured.hosts.map(host) } : undefined);
  const live = await step('reading the live index settings', () => liveState(client, indexName!));
  const before = live.exists ? await step('listing the live records', () => liveIds(client, indexName!)) : new Set<string>();
  const next = new Set(records.map((record) => record.objectID));
  result.added = [...next].filter((id) => !before.has(id)).length;
  result.removed = [...before].filter((id) => !next.has(id)).length;
  result.unchanged = next.size - result.added;
  result.settingsChanged = differentSettings(live.settings);
  result.compared = true;

  const summary = `${records.length} records → "${indexName}"${live.exists ? '' : ' (new index)'}: ${result.added} new, ${result.removed} removed, ${result.unchanged} unchanged; settings ${result.settingsChanged.length ? `changed: ${result.settingsChanged.join(', ')}` : 'unchanged'}.`;
  if (options.dryRun) {
    log(`Dry run, nothing changed. ${summary}`);
    return result;
  }

  // Everything goes into a temporary index first; only the final move touches the live one.
  const temporary = `${indexName}_pxdocs_tmp_${Date.now().toString(36)}`;
  let cleanUp = true;
  try {
    if (live.exists) {
      // Keep the synonyms and rules someone set up in the dashboard.
      const copy = await step('copying rules and synonyms', () => client.operationIndex({ indexName: indexName!, operationIndexParams: { operation: 'copy', destination: temporary, scope: ['rules', 'synonyms'] } }));
      await step('copying rules and synonyms', () => client.waitForTask({ indexName: temporary, taskID: copy.taskID }));
    }
    const settings = await step('applying the index settings', () => client.setSettings({ indexName: temporary, indexSettings: INDEX_SETTINGS }));
    await step('applying the index settings', () => client.waitForTask({ indexName: temporary, taskID: settings.taskID }));
    await step('uploading the records', () => client.saveObjects({ indexName: temporary, objects: records as unknown as Record<string, unknown>[], batchSize: 1000, waitForTasks: true }));
    const move = await step('replacing the live index', () => client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName! } }));
    // From here the temporary index is the live one: nothing to clean up.
    cleanUp = false;
    await step('replacing the live index', () => client.waitForTask({ indexName: temporary, taskID: move.taskID }));
  } catch (error) {
    if (cleanUp) await client.deleteIndex({ indexName: temporary }).catch(() => undefined);
    throw error;
  }
  log(`Pushed. ${summary}`);
  return result;
}
