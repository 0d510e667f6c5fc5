// Rewrites links between pages to their routes and records every link with its
// position, so validation can name file:line for each broken one. Images next to
// pages are given hashed names under /assets/images/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { isExternal, normalizeRoutePath, splitHash } from '../paths.js';
import { pxErrors } from '../errors/catalogue.js';
import { withoutBase } from '../../theme/shared/base-url.js';

export interface RecordedLink {
  /** Where the link points after rewriting: a root-relative path, maybe with `#hash`. */
  href: string;
  /** The text the writer wrote. */
  raw: string;
  line?: number;
  column?: number;
  /** `markdown`: a link to a .md/.mdx file that does not exist; `image`: a site-root image (`/img/x.png`), checked against the static files. */
  kind: 'route' | 'markdown' | 'image';
  /** An image written as a JSX `<img>`: Docusaurus never checks its file, so a missing one warns at most (see validate.ts). */
  jsx?: boolean;
  /** The file the link is written in, when it is not the page's own (a partial the page imports), relative to the site. */
  source?: string;
}

export interface PageAsset {
  from: string;
  to: string;
}

export interface LinkContext {
  /**
   * Absolute source path → permalink, for every page of the site. Absent, links
   * to files are left as placeholders (`fileLinkPlaceholder`) that
   * `resolveFileLinks` turns into routes after compile: the compiled page then
   * depends on its own file only, and stays cached when a page elsewhere is added
   * or moved. (Default: placeholders.)
   */
  fileRoutes?: Map<string, string>;
  contentRoot: string;
  siteRoot: string;
  permalink: string;
  /** Relative path for messages. */
  source: string;
  /**
   * The site's base URL (default '/'). A root-relative link or image written with
   * it (`/project/docs/x`) loses it: links stay base-free in the build, which adds
   * the base to every page's URLs, and Docusaurus never adds it twice.
   */
  base?: string;
  /** Folders images may come from (default: the content folder and `<siteRoot>/static`). */
  assetRoots?: string[];
}

const PAGE_FILE = /\.mdx?$/i;

/** The `source` of this plugin's warnings (compile.ts groups them as 'script-link'). */
export const LINK_WARNING_SOURCE = 'pxdocs-links';

/**
 * URLs that run script when followed (javascript:, vbscript:), as browsers read
 * them: leading spaces and control characters, and tabs or newlines anywhere
 * in the scheme, are ignored (`java\tscript:`), and case does not matter.
 */
const SCRIPT_URL = /^[\u0000-\u0020]*(?:j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*|v[\t\n\r]*b[\t\n\r]*)s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*:/i;

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.linkContext as LinkContext;
    const links: RecordedLink[] = [];
    const assets: PageAsset[] = [];
    const unchecked: string[] = [];
    const here = dirname(file.path);

    const rewrite = (written: string, position: { line: number; column: number } | undefined): string => {
      // A link that runs script when followed: React blocks it in JSX, and a page's Markdown is no different.
      if (SCRIPT_URL.test(written)) {
        file.message(`Link to a script URL (${written.slice(0, 40)}) left without its target: a page's links go to pages and files`, { place: position, source: LINK_WARNING_SOURCE });
        return '';
      }
      const url = withoutBase(context.base ?? '/', written);
      if (url.startsWith('pathname://')) {
        const target = url.slice('pathname://'.length);
        unchecked.push(target);
        return target;
      }
      if (isExternal(url)) return url;
      const { path, hash } = splitHash(url);
      const suffix = hash !== undefined ? `#${hash}` : '';
      if (!path) {
        links.push({ href: `${context.permalink}${suffix}`, raw: written, ...position, kind: 'route' });
        return url;
      }
      if (PAGE_FILE.test(path.replace(/\?.*$/, ''))) {
        const clean = decodeURIComponent(path.replace(/\?.*$/, ''));
        const candidates = clean.startsWith('/')
          ? [join(context.contentRoot, clean), join(context.siteRoot, clean)]
          // Docusaurus resolves a relative file link from the page's folder, then from the docs root.
          : [resolve(here, clean), join(context.contentRoot, clean)];
        if (!context.fileRoutes) {
          const placeholder = fileLinkPlaceholder({ candidates, url, suffix });
          links.push({ href: placeholder, raw: written, ...position, kind: 'route' });
          return placeholder;
        }
        const target = candidates.map((candidate) => context.fileRoutes!.get(candidate)).find(Boolean);
        if (target) {
          links.push({ href: `${target}${suffix}`, raw: written, ...position, kind: 'route' });
          return `${target}${suffix}`;
        }
        links.push({ href: url, raw: written, ...position, kind: 'markdown' });
        return url;
      }
      // A relative route resolves against the page URL, as the browser would; it is
      // written out absolute so it works from any page depth.
      const resolved = path.startsWith('/') ? path : new URL(path, `http://x${context.permalink}`).pathname;
      // `/x/`, `/x.html` and `/x/index.html` name the route `/x`: write the clean form.
      const absolute = /\.[a-z0-9]+$/i.test(resolved) && !resolved.endsWith('.html') ? resolved : normalizeRoutePath(resolved) + (path.includes('?') ? path.slice(path.indexOf('?')) : '');
      links.push({ href: `${absolute}${suffix}`, raw: written, ...position, kind: 'route' });
      return `${absolute}${suffix}`;
    };

    walk<Nodes>(tree, (node) => {
      const position = node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;
      if (node.type === 'link' || node.type === 'definition') {
        const script = SCRIPT_URL.test(node.url);
        node.url = rewrite(node.url, position);
        // No href at all (an empty one would reload the page): the text stays, as a link to nowhere.
        if (script && node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), href: undefined } };
      } else if (node.type === 'image') {
        node.url = copyImage(withoutBase(context.base ?? '/', node.url), here, context, assets, links, position);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const attribute = node.name === 'a' ? 'href' : node.name === 'Link' ? 'to' : node.name === 'img' ? 'src' : undefined;
        if (!attribute) return;
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === attribute || (node.name === 'Link' && attr.name === 'href')) && typeof attr.value === 'string') {
            if (node.name !== 'img' && SCRIPT_URL.test(attr.value)) {
              // A script URL's attribute goes (see rewrite), not left empty.
              rewrite(attr.value, position);
              node.attributes = node.attributes.filter((other) => other !== attr);
              continue;
            }
            attr.value = node.name === 'img' ? copyImage(withoutBase(context.base ?? '/', attr.value), here, context, assets, links, position, true) : rewrite(attr.value, position);
          }
        }
      }
    });
    file.data.links = links;
    file.data.assets = assets;
    file.data.unchecked = unchecked;
  };
}

function copyImage(url: string, here: string, context: LinkContext, assets: PageAsset[], links: RecordedLink[], position?: { line: number; column: number }, jsx = false): string {
  // A site-root image comes from the static folder: recorded, so a missing one is reported with the broken-link severity.
  if (url.startsWith('/') && !url.startsWith('//')) {
    links.push({ href: url, raw: url, ...position, kind: 'image', ...(jsx ? { jsx } : {}) });
    return url;
  }
  if (isExternal(url) || url.startsWith('data:')) return url;
  const asset = localImage(url, here, context, position);
  assets.push(asset);
  return asset.to;
}

/**
 * An image written relative to a page (`./diagram.png`; a Markdown image, or
 * its front matter's `image`), as the asset it is published as: named by its
 * bytes, from the content or static folder only (by real path: `../../etc/passwd`
 * or a link to it is never published). Throws MissingImage or BrokenImage.
 */
export function localImage(url: string, here: string, context: Pick<LinkContext, 'assetRoots' | 'contentRoot' | 'siteRoot' | 'source'>, position?: { line: number; column: number }): PageAsset {
  let clean: string;
  try {
    clean = decodeURIComponent(url.replace(/[?#].*$/, ''));
  } catch {
    throw pxErrors.BrokenImage.create({ message: `The image path "${url}" has a malformed %-escape.` }, { where: { file: context.source, ...position } });
  }
  const from = resolve(here, clean);
  if (!existsSync(from)) {
    throw pxErrors.MissingImage.create({ message: `The image "${url}" was not found (looked for ${from}).` }, { where: { file: context.source, ...position } });
  }
  // `../../../../etc/passwd` (or a link to it) must not be published as an image:
  // assets come from the content folder or static/, by real path.
  const real = realpathSync(from);
  const roots = (context.assetRoots ?? [context.contentRoot, join(context.siteRoot, 'static')]).map((root) => (existsSync(root) ? realpathSync(root) : root));
  if (!roots.some((root) => real.startsWith(root + sep)) || !statSync(real).isFile()) {
    throw pxErrors.BrokenImage.create({ message: `The image "${url}" resolves to ${real}, which is not a file inside the site's content or static folder; it was not copied.` }, { where: { file: context.source, ...position }, hint: 'Put the image next to the page (or in static/) and link it by a path inside the site.' });
  }
  return { from: real, to: assetUrl(real) };
}

/** The URL a file next to the pages is published at: its name and a hash of its bytes, under /assets/images/. */
export function assetUrl(real: string): string {
  const hash = createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 8);
  const ext = extname(real);
  return `/assets/images/${basename(real, ext)}-${hash}${ext}`;
}

/** A link to a page file, before the route table is known. */
interface FileLink {
  /** Absolute paths the link may name, in Docusaurus's order of preference. */
  candidates: string[];
  /** What the writer wrote (kept when no candidate is a page). */
  url: string;
  /** `#hash` to keep, or ''. */
  suffix: string;
}

const PLACEHOLDER_PREFIX = '/__pxdocs_file__/';
/** A placeholder anywhere in compiled code or rendered HTML: base64url survives both untouched. */
const PLACEHOLDER = /\/__pxdocs_file__\/([A-Za-z0-9_-]+)/g;

/** Root-relative, so components that tell external links apart (`Link`) treat it as internal. */
export function fileLinkPlaceholder(link: FileLink): string {
  return PLACEHOLDER_PREFIX + Buffer.from(JSON.stringify([link.candidates, link.url, link.suffix])).toString('base64url');
}

function decodeFileLink(encoded: string): FileLink {
  const [candidates, url, suffix] = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as [string[], string, string];
  return { candidates, url, suffix };
}

/** Where a file link points: its page's route (with its hash), or undefined when no candidate is a page. */
function fileLinkTarget(link: FileLink, fileRoutes: Map<string, string>): string | undefined {
  const target = link.candidates.map((candidate) => fileRoutes.get(candidate)).find(Boolean);
  return target ? `${target}${link.suffix}` : undefined;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Puts routes in place of the file-link placeholders of rendered HTML. A link
 * to a file that is no page keeps what the writer wrote (validation reports it).
 */
export function resolveFileLinks(html: string, fileRoutes: Map<string, string>): string {
  if (!html.includes(PLACEHOLDER_PREFIX)) return html;
  return html.replace(PLACEHOLDER, (_, encoded: string) => {
    const link = decodeFileLink(encoded);
    return fileLinkTarget(link, fileRoutes) ?? link.url.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char]);
  });
}

/** The same for the links a page recorded: a resolved one is a route, an unresolved one a missing Markdown file. */
export function resolveRecordedLinks(links: RecordedLink[], fileRoutes: Map<string, string>): RecordedLink[] {
  return links.map((recorded) => {
    if (!recorded.href.startsWith(PLACEHOLDER_PREFIX)) return recorded;
    const link = decodeFileLink(recorded.href.slice(PLACEHOLDER_PREFIX.length));
    const target = fileLinkTarget(link, fileRoutes);
    return target ? { ...recorded, href: target, kind: 'route' } : { ...recorded, href: link.url, kind: 'markdown' };
  });
}
