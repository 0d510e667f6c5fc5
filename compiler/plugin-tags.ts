// The tags the site's own plugins (`plugins` in the pxdocs config) add to every page: Docusaurus calls
// each plugin's `injectHtmlTags({ content })` once every plugin's content is loaded, given what its
// `loadContent` returned, and writes the tags in plugin order (core/lib/server/htmlTags.js): `headTags`
// in the head before the config's own `headTags` (its bootstrap plugin comes after the site's), and
// `preBodyTags`/`postBodyTags` at the start and end of the body. A tag is a `{ tagName, attributes,
// innerHTML }` object or an HTML string, whose elements pxdocs writes as tags.
import type { SiteConfig } from './config/schema.js';
import { configSource } from './config/source.js';
import { htmlTags } from './config/docusaurus-local-plugins.js';
import { pxErrors } from './errors/catalogue.js';
import { PxError } from './errors.js';
import { tagsWithoutBase } from './site-data.js';
import type { MadePlugin } from './site-plugins.js';
import type { ElementTag, SiteData } from '../theme/components/types.js';

/** Every plugin's tags, in plugin order, by where the page has them. */
export interface PluginTags {
  head: ElementTag[];
  bodyStart: ElementTag[];
  bodyEnd: ElementTag[];
}

const PLACES = [['headTags', 'head'], ['preBodyTags', 'bodyStart'], ['postBodyTags', 'bodyEnd']] as const;

/** Calls each made plugin's `injectHtmlTags` with its content (run after `runSitePlugins`); undefined when none gives a tag. */
export function pluginHtmlTags(config: SiteConfig, plugins: readonly MadePlugin[]): PluginTags | undefined {
  const tags: PluginTags = { head: [], bodyStart: [], bodyEnd: [] };
  for (const { made, label, content } of plugins) {
    if (typeof made.injectHtmlTags !== 'function') continue;
    const named = `"${made.name}" (${label})`;
    let given: unknown;
    try {
      given = made.injectHtmlTags.call(made, { content });
    } catch (error) {
      if (error instanceof PxError) throw error;
      const err = error instanceof Error ? error : new Error(String(error));
      throw pxErrors.SitePluginFailed.create({ message: `The site plugin ${named} threw in injectHtmlTags: ${err.name}: ${err.message}` }, { where: { file: configSource(config) }, cause: error });
    }
    if (given === undefined || given === null) continue;
    // Docusaurus writes what it returns into the page as it is: a promise would be "[object Promise]", so it is said here.
    if (typeof given !== 'object' || given instanceof Promise) fail(config, named, `returned ${given instanceof Promise ? 'a promise (injectHtmlTags is not awaited, in Docusaurus either)' : typeof given}: it returns \`{ headTags, preBodyTags, postBodyTags }\``);
    for (const [key, place] of PLACES) {
      const list = (given as Record<string, unknown>)[key];
      if (list === undefined || list === null) continue;
      for (const [index, item] of (Array.isArray(list) ? list : [list]).entries()) tags[place].push(...elementTags(config, `${named}'s ${key}[${index}]`, item));
    }
  }
  return tags.head.length || tags.bodyStart.length || tags.bodyEnd.length ? tags : undefined;
}

/** One tag as a plugin gives it, as the elements the page writes. */
function elementTags(config: SiteConfig, at: string, item: unknown): ElementTag[] {
  if (!item) return [];
  if (typeof item === 'string') {
    const tags = htmlTags(item);
    if (typeof tags === 'string') fail(config, at, `is ${tags.replace(/: add it by hand$/, '')}: pxdocs writes a string's elements as tags, so text must be inside one`);
    return tags;
  }
  const tag = typeof item === 'object' ? item as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown } : {};
  if (typeof tag.tagName !== 'string' || !/^[a-zA-Z][a-zA-Z0-9-]*$/.test(tag.tagName)) fail(config, at, `is ${JSON.stringify(item)}: a tag is \`{ tagName: 'meta', attributes: { … } }\` with an HTML element's name, or an HTML string`);
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(tag.attributes && typeof tag.attributes === 'object' ? tag.attributes : {})) {
    // As Docusaurus writes them: `true` as the bare attribute, `false` left out, anything else as its text.
    if (value === undefined || value === null) continue;
    attributes[name] = typeof value === 'boolean' ? value : String(value);
  }
  return [{ tagName: (tag.tagName as string).toLowerCase(), attributes, ...(typeof tag.innerHTML === 'string' && tag.innerHTML ? { innerHTML: tag.innerHTML } : {}) }];
}

function fail(config: SiteConfig, what: string, why: string): never {
  throw pxErrors.SitePluginFailed.create({ message: `The site plugin ${what} ${why}.` }, { where: { file: configSource(config) } });
}

/** The site data with the plugins' tags: theirs before the config's in the head, as Docusaurus orders them; in the body after the config's. */
export function withPluginTags(site: SiteData, tags: PluginTags | undefined, baseUrl: string): SiteData {
  if (!tags) return site;
  const head = tagsWithoutBase(tags.head, baseUrl);
  return {
    ...site,
    ...(head.length ? { head: { stylesheets: [], scripts: [], metadata: [], ...site.head, tags: [...head, ...(site.head?.tags ?? [])] } } : {}),
    ...(tags.bodyStart.length || tags.bodyEnd.length ? { bodyTags: { start: [...(site.bodyTags?.start ?? []), ...tagsWithoutBase(tags.bodyStart, baseUrl)], end: [...(site.bodyTags?.end ?? []), ...tagsWithoutBase(tags.bodyEnd, baseUrl)] } } : {}),
  };
}
