// "Edit this page" links that a site's config computes: Docusaurus's docs and
// blog plugins take `editUrl` as a string (the base, the file's path follows)
// or as a function of the page, which a site uses to send each locale or
// version to its own repository or translation service. The function runs
// here, once a page, with the values Docusaurus passes it; what it returns is
// the link (nothing: no link). A function that throws, or returns something
// that is not a URL, fails the build naming the option and the page.
import { pxErrors } from './errors/catalogue.js';

/** The docs plugin's `editUrl` function: the version, its folder from the site folder, the doc's path in it. */
export type DocsEditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined | null;

/** The blog plugin's `editUrl` function: the blog's folder from the site folder, the post's path in it. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined | null;

/** The link `editUrl(params)` gives the page at `source` (its file from the site folder); undefined for none. */
export function editUrlFromFunction<P>(editUrl: (params: P) => unknown, params: P, option: string, source: string): string | undefined {
  let url: unknown;
  try {
    url = editUrl(params);
  } catch (error) {
    throw pxErrors.ConfigFunctionFailed.create({ message: `${option} threw for ${source}: ${(error as Error)?.message ?? String(error)}` }, { where: { file: source } });
  }
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string') {
    throw pxErrors.ConfigFunctionFailed.create({ message: `${option} returned ${Array.isArray(url) ? 'an array' : typeof url} for ${source}, not a URL.` }, { where: { file: source } });
  }
  return url;
}
