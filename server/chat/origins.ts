// Which browser origins may call the chat API (CORS), and how a configured
// origin is read. A browser's Origin header is a bare `scheme://host[:port]`,
// so a configured `https://docs.example.com/` must match it: configured values
// are reduced to that form, and anything that is not an http(s) origin is
// refused where it is given (`--origin`), never silently never matched.

/** The origin a value names (`https://docs.example.com`), or what is wrong with it. */
export function parseOrigin(value: string): { origin: string } | { problem: string } {
  const text = value.trim();
  if (text === '*') return { problem: '"*" would let every website spend the chat\'s answers; list each site origin instead (https://docs.example.com)' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `${JSON.stringify(value)} is not a URL; give an origin such as https://docs.example.com` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `${JSON.stringify(value)} is not an http(s) origin; give one such as https://docs.example.com` };
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return { problem: `${JSON.stringify(value)} has more than an origin (a path, query or credentials); give only scheme, host and port: ${url.origin}` };
  }
  return { origin: url.origin };
}

/** Whether a request's Origin may call: its own host, or one of the allowed origins (already parsed). */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined || origin === 'null') return false;
  return isSameOrigin(origin, host) || allowed.has(origin);
}

/**
 * Whether an Origin header names this host; `null` or anything that is not a URL never does.
 * The scheme is not compared: behind a proxy that ends TLS, a page on https reaches this
 * server over http, and the host alone is what the page and the server share.
 */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The allowed set from configured values: each reduced to its origin; a value that names none is left out. */
export function allowedOrigins(values: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const value of values) {
    const parsed = parseOrigin(value);
    if ('origin' in parsed) set.add(parsed.origin);
  }
  return set;
}
