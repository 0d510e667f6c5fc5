// One rule for where a link of the config opens, used by the navbar's links,
// dropdown entries and brand, and the footer's links and logo.

/** A link's `target` (the config's, else a new tab for a URL off the site) and its `rel`. */
export function linkTargetProps(link: { target?: string; external?: boolean } | undefined): { target?: string; rel?: string } {
  const target = link?.target ?? (link?.external ? '_blank' : undefined);
  return target ? { target, rel: target === '_blank' ? 'noopener noreferrer' : undefined } : {};
}
