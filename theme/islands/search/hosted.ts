// The hosted backend: the service's own lite client (multi-query POST with the
// application id and search-only key as query parameters; timeouts connect 1 s,
// read 2 s, write 30 s; a host that fails is set aside and retried after two
// minutes), optionally pointed at other hosts.
import { liteClient } from 'algoliasearch/lite';
import type { SearchBoot } from '../../components/types.js';
import type { QueryResponse } from '../../shared/search-shape.js';
import type { SearchClient } from './client.js';

type Host = { url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'; port?: number };

function host(address: string): Host {
  const url = new URL(address);
  return { url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' };
}

export const TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

type Options = NonNullable<Parameters<typeof liteClient>[2]>;
type HostsCache = NonNullable<Options['hostsCache']>;

/**
 * Where the client keeps each host's state ("down since…"), so a host that
 * failed is set aside and tried again only after two minutes. The client's own
 * cache keys a host by its full state when storing it and by its address when
 * reading it back, so it never finds what it stored; this one keys by address
 * and keeps the state object as it is.
 */
export function hostsCache(): HostsCache {
  const states = new Map<string, unknown>();
  const key = (host: unknown) => {
    const { url, port, protocol, accept } = (host ?? {}) as { url?: string; port?: number; protocol?: string; accept?: string };
    return `${protocol}://${url}:${port ?? ''} ${accept}`;
  };
  return {
    get(host, fallback, events = { miss: () => Promise.resolve() }) {
      const id = key(host);
      if (states.has(id)) return Promise.resolve(states.get(id) as never);
      const value = fallback();
      return value.then((resolved) => events.miss(resolved)).then(() => value);
    },
    set(host, value) {
      states.set(key(host), value);
      return Promise.resolve(value);
    },
    delete(host) {
      states.delete(key(host));
      return Promise.resolve();
    },
    clear() {
      states.clear();
      return Promise.resolve();
    },
  };
}

/** The service's lite client with our timeouts, our hosts cache and, if configured, our hosts. */
export function hostedLiteClient(boot: Extract<SearchBoot, { backend: 'algolia' }>) {
  return liteClient(boot.appId, boot.apiKey, {
    timeouts: TIMEOUTS,
    hostsCache: hostsCache(),
    ...(boot.hosts?.length ? { hosts: boot.hosts.map(host) } : {}),
  });
}

export function hostedClient(boot: Extract<SearchBoot, { backend: 'algolia' }>): SearchClient {
  const client = hostedLiteClient(boot);
  return {
    async search(params) {
      const response = await client.search(params as Parameters<typeof client.search>[0]);
      return response as unknown as { results: QueryResponse[] };
    },
  };
}
