// Rewrites links between pages to their routes and records every link with its
// position, so validation can name file:line for each broken one. Images next to
// pages are given hashed names under /assets/images/, and other files a Markdown
// link names beside the page (`[slides](./talk.pdf)`) under /assets/files/, as
// Docusaurus publishes them.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { decodedOrAsWritten, fileKey, isExternal, normalizeRoutePath, relativeInside, splitHash } from '../paths.js';
import { pxErrors } from '../errors/catalogue.js';
import { PxError, PxErrorList } from '../errors.js';
import { withoutBase } from '../../theme/shared/base-url.js';
import { isPrivateName } from '../private-names.js';
import { SCRIPT_URL } from '../url-scheme.js';
import { imageDimensions } from './image-dimensions.js';
import { fileFacts } from '../file-facts.js';
import type { Severity } from '../config/schema.js';

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
  /**
   * A link in HTML Docusaurus renders as it is and never checks: the site's own (the footer's
   * copyright, the announcement bar, HTML navbar and footer items) or an `<a>` a page writes (in
   * Markdown or JSX, not a Markdown link or a `<Link>`). A broken one warns at most (see validate.ts).
   */
  html?: boolean;
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
  /**
   * Whether the page's URL ends with a slash, as Docusaurus serves it: every page with
   * `trailingSlash: true`, a folder's index doc (`/guide/`) unless `trailingSlash: false`.
   * A relative route (`./installation`) resolves from there, as the browser resolves it.
   */
  directory?: boolean;
  /** Relative path for messages. */
  source: string;
  /**
   * The site's base URL (default '/'). A root-relative link or image written with
   * it (`/project/docs/x`) loses it: links stay base-free in the build, which adds
   * the base to every page's URLs, and Docusaurus never adds it twice.
   */
  base?: string;
  /** Folders images and linked files may come from (default: the content folder and `<siteRoot>/static`). */
  assetRoots?: string[];
  /** What a Markdown image whose file is missing does (`markdown.hooks.onBrokenMarkdownImages`; default 'throw'). */
  onBrokenMarkdownImages?: Severity;
}

const PAGE_FILE = /\.mdx?$/i;

/** The `source` of this plugin's warnings (compile.ts groups them as 'script-link'). */
export const LINK_WARNING_SOURCE = 'pxdocs-links';
/** The rule of a missing Markdown image's message (its `source` is the severity it is reported with). */
export const MISSING_IMAGE_RULE = 'pxdocs-missing-image';

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.linkContext as LinkContext;
    const links: RecordedLink[] = [];
    const assets: PageAsset[] = [];
    const unchecked: string[] = [];
    const here = dirname(file.path);

    // `markdown`: a Markdown link or definition, whose local file (not a page) is published as
    // Docusaurus's MDX loader does; a JSX `<a href>` Docusaurus leaves as written, and so does this.
    const rewrite = (written: string, position: { line: number; column: number } | undefined, markdown = false): string => {
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
      const query = /\?.*$/.exec(path)?.[0] ?? '';
      const pageFile = path.slice(0, path.length - query.length);
      if (PAGE_FILE.test(pageFile)) {
        // The query goes on with the page it names (`./install.md?tab=npm#setup` → `/docs/install?tab=npm#setup`), as Docusaurus keeps it.
        const tail = `${query}${suffix}`;
        // A malformed %-escape (`./a%zz.md`) is looked for as written: no page has that file, so it is a
        // broken link at its place, where decoding it threw and failed the page as an "MDX syntax error".
        const clean = decodedOrAsWritten(pageFile);
        const candidates = clean.startsWith('/')
          ? [join(context.contentRoot, clean), join(context.siteRoot, clean)]
          // Docusaurus resolves a relative file link from the page's folder, then from the docs root.
          : [resolve(here, clean), join(context.contentRoot, clean)];
        if (!context.fileRoutes) {
          const placeholder = fileLinkPlaceholder({ candidates, url, suffix: tail }, context.siteRoot);
          links.push({ href: placeholder, raw: written, ...position, kind: 'route' });
          return placeholder;
        }
        const target = candidates.map((candidate) => context.fileRoutes!.get(fileKey(candidate))).find(Boolean);
        if (target) {
          links.push({ href: `${target}${tail}`, raw: written, ...position, kind: 'route' });
          return `${target}${tail}`;
        }
        links.push({ href: url, raw: written, ...position, kind: 'markdown' });
        return url;
      }
      const linked = markdown ? linkedFile(path, here, context) : undefined;
      if (linked) {
        const asset = checkedAsset(linked.from, written, 'file', context, position);
        assets.push(asset);
        return `${asset.to}${linked.query}${suffix}`;
      }
      // A relative route resolves against the page URL, as the browser would; it is
      // written out absolute so it works from any page depth.
      const from = context.directory && !context.permalink.endsWith('/') ? `${context.permalink}/` : context.permalink;
      const resolved = path.startsWith('/') ? path : new URL(path, `http://x${from}`).pathname;
      // `/x/`, `/x.html` and `/x/index.html` name the route `/x`: write the clean form.
      const absolute = /\.[a-z0-9]+$/i.test(resolved) && !resolved.endsWith('.html') ? resolved : normalizeRoutePath(resolved) + (path.includes('?') ? path.slice(path.indexOf('?')) : '');
      links.push({ href: `${absolute}${suffix}`, raw: written, ...position, kind: 'route' });
      return `${absolute}${suffix}`;
    };

    // Every image and file of the page that cannot be published is reported, each at its place, as
    // Docusaurus's loaders report each: the first one thrown hid the others until it was fixed.
    const refused: PxError[] = [];
    walk<Nodes>(tree, (node) => {
      try {
        visit(node);
      } catch (error) {
        if (!(error instanceof PxError) || !ASSET_ERRORS.has(error.code ?? '')) throw error;
        refused.push(error);
      }
    });
    if (refused.length) throw refused.length === 1 ? refused[0] : new PxErrorList(refused);
    file.data.links = links;
    file.data.assets = assets;
    file.data.unchecked = unchecked;

    function visit(node: Nodes): void {
      const position = node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;
      if (node.type === 'link' || node.type === 'definition') {
        const script = SCRIPT_URL.test(node.url);
        const published = assets.length;
        node.url = rewrite(node.url, position, true);
        // No href at all (an empty one would reload the page): the text stays, as a link to nowhere.
        if (script && node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), href: undefined } };
        // A published file opens in a new tab, as Docusaurus writes its link (`<a target="_blank">`).
        else if (assets.length > published && node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), target: '_blank' } };
      } else if (node.type === 'image') {
        const url = withoutBase(context.base ?? '/', node.url);
        // `![](pathname:///img/x.webp)`: Docusaurus's escape hatch from its image loader. It drops the
        // protocol and leaves the path as written, never checked; the image went out as
        // `src="pathname:///img/x.webp"`, which no browser loads (NishizakiHayato/plrail_wiki writes every image so).
        if (url.startsWith('pathname://')) {
          node.url = url.slice('pathname://'.length);
          unchecked.push(node.url);
        } else {
          const published = assets.length;
          try {
            node.url = copyImage(url, here, context, assets, links, position);
          } catch (error) {
            // Docusaurus reports a Markdown image it cannot find with markdown.hooks.onBrokenMarkdownImages
            // (default 'throw') and otherwise leaves it as written.
            const severity = context.onBrokenMarkdownImages ?? 'throw';
            if (severity === 'throw' || !(error instanceof PxError) || error.code !== pxErrors.MissingImage.name) throw error;
            if (severity !== 'ignore') file.message(error.message, { place: position, ruleId: MISSING_IMAGE_RULE, source: severity });
            // Reported here (or ignored) once: not again from the rendered HTML.
            unchecked.push(node.url);
            return;
          }
          // A file beside the page gets its width and height, as Docusaurus's image transform writes them:
          // the browser keeps its place before it loads (lazily), so the text below does not jump.
          const size = assets.length > published ? imageDimensions(assets[assets.length - 1].from) : undefined;
          if (size) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), width: size.width, height: size.height } };
        }
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
            const recorded = links.length;
            attr.value = node.name === 'img' ? copyImage(withoutBase(context.base ?? '/', attr.value), here, context, assets, links, position, true) : rewrite(attr.value, position);
            // An <a> written in the page goes out as written: Docusaurus's link check sees only what its Link
            // renders (Markdown links, <Link>), so a broken one never fails its build (see validate.ts). Nor does
            // a <Link> opening another tab or marked data-noBrokenLinkCheck, which its Link does not give the check.
            if (node.name === 'a' || (node.name === 'Link' && uncheckedLink(node.attributes))) for (const link of links.slice(recorded)) link.html = true;
          }
        }
      }
    }
  };
}

/** The errors of an image or linked file that cannot be published (`localImage`, `checkedAsset`). */
const ASSET_ERRORS = new Set([pxErrors.MissingImage.name, pxErrors.BrokenImage.name, pxErrors.BrokenLink.name]);

/**
 * Whether a `<Link>` written in MDX is one Docusaurus's Link keeps from its link check: with a `target` other
 * than `_self` (written, or an expression), or `data-noBrokenLinkCheck` (but `={false}`).
 */
function uncheckedLink(attributes: readonly { type: string; name?: string; value?: unknown }[]): boolean {
  return attributes.some((attr) => {
    if (attr.type !== 'mdxJsxAttribute') return false;
    // An expression's value is an object holding its source (`{false}`).
    const value = typeof attr.value === 'object' && attr.value !== null ? String((attr.value as { value?: unknown }).value).trim() : attr.value;
    if (attr.name === 'target') return value !== '_self' && value !== "'_self'" && value !== '"_self"';
    if (attr.name === 'data-noBrokenLinkCheck') return value !== 'false';
    return false;
  });
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

type AssetContext = Pick<LinkContext, 'assetRoots' | 'contentRoot' | 'siteRoot' | 'source'>;
type Position = { line: number; column: number };

/**
 * An image written relative to a page (`./diagram.png`; a Markdown image, or
 * its front matter's `image`), as the asset it is published as (`checkedAsset`).
 * Throws MissingImage or BrokenImage.
 */
export function localImage(url: string, here: string, context: AssetContext, position?: Position): PageAsset {
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
  return checkedAsset(from, url, 'image', context, position);
}

/**
 * The local file a Markdown link names, when Docusaurus's MDX loader would
 * publish it: a path with an extension (not a page's: .md/.mdx, handled before,
 * or .html) relative to the page's folder, or `@site/…` from the site folder,
 * that is an existing file. Anything else (no such file, a folder, a site-root
 * path of the static folder) is left to the route handling, so a missing file is
 * a broken link as before.
 */
function linkedFile(path: string, here: string, context: AssetContext): { from: string; query: string } | undefined {
  const pathname = path.replace(/\?.*$/, '');
  const site = pathname.startsWith('@site/');
  // An extension as Docusaurus reads it (path.extname): `./.env` has none, and is left as a link.
  if (!site && (pathname.startsWith('/') || !extname(pathname) || /\.html$/i.test(pathname))) return undefined;
  let clean: string;
  try {
    clean = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const from = site ? join(context.siteRoot, clean.slice('@site/'.length)) : resolve(here, clean);
  try {
    if (!statSync(from).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return { from, query: path.slice(pathname.length) };
}

/**
 * A file beside the pages (an image, or a file a link names) as the asset it is
 * published as: named by its bytes, from the content or static folder only (by
 * real path: `../../etc/passwd` or a link to it is never published), and never
 * private data (`.env`, `.git/`…, by the name written or the real one). Throws
 * BrokenImage for an image, BrokenLink for a linked file.
 */
function checkedAsset(from: string, url: string, kind: 'image' | 'file', context: AssetContext, position?: Position): PageAsset {
  const where = { file: context.source, ...position };
  const refuse = (message: string, hint: string) => (kind === 'image' ? pxErrors.BrokenImage.create({ message }, { where, hint }) : pxErrors.BrokenLink.create({ message }, { where, hint }));
  const real = realpathSync(from);
  const roots = (context.assetRoots ?? [context.contentRoot, join(context.siteRoot, 'static')]).map((root) => (existsSync(root) ? realpathSync(root) : root));
  const root = roots.find((folder) => real.startsWith(folder + sep));
  if (!root || !statSync(real).isFile()) {
    throw refuse(`The ${kind} "${url}" resolves to ${real}, which is not a file inside the site's content or static folder; it was not copied.`, kind === 'image' ? 'Put the image next to the page (or in static/) and link it by a path inside the site.' : 'Put the file next to the page (or in static/) and link it by a path inside the site.');
  }
  // A harmless name linked to private data in the site (./notes.txt → ../.env) is that data.
  const hidden = [basename(from), ...relative(root, real).split(sep)].find(isPrivateName);
  if (hidden) {
    throw refuse(`The ${kind} "${url}" is private data (${hidden}: a repository, environment secrets or credentials), which a site never serves; it was not published.`, 'Rename the file if it is meant to be public, or copy what is public into a file of its own beside the page.');
  }
  return { from: real, to: assetUrl(real, kind === 'image' ? 'images' : 'files') };
}

/**
 * The URL a file next to the pages is published at: its name and a hash of its
 * bytes, under /assets/images/ (images, and files components import) or
 * /assets/files/ (files Markdown links name: Docusaurus's folder). A linked
 * file's name keeps its letters and digits, other characters (`#`, `?`, `%`,
 * spaces) made `-`, so the URL needs no escaping and a download gets a
 * sensible name.
 */
export function assetUrl(real: string, folder: 'images' | 'files' = 'images'): string {
  const hash = fileFacts(real).sha256.slice(0, 8);
  const ext = extname(real);
  const name = basename(real, ext);
  return folder === 'images' ? `/assets/images/${name}-${hash}${ext}` : `/assets/files/${name.replace(/[^\p{L}\p{N}_.~-]+/gu, '-')}-${hash}${ext.replace(/[^\p{L}\p{N}_.~-]+/gu, '-')}`;
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

/**
 * Root-relative, so components that tell external links apart (`Link`) treat it as internal. The
 * candidates inside the site are written relative to `siteRoot`: a placeholder lands in the compile
 * cache entry, base64url that `siteFree` cannot see into, and an absolute path there left a site
 * copied or moved elsewhere (a CI checkout) with links to its old folder's files, which match no page.
 */
export function fileLinkPlaceholder(link: FileLink, siteRoot: string): string {
  const candidates = link.candidates.map((candidate) => relativeInside(siteRoot, candidate) ?? candidate);
  return PLACEHOLDER_PREFIX + Buffer.from(JSON.stringify([candidates, link.url, link.suffix])).toString('base64url');
}

/** A placeholder's link, its candidates absolute again (in `siteRoot`, the reading site's folder). */
function decodeFileLink(encoded: string, siteRoot: string): FileLink {
  const [candidates, url, suffix] = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as [string[], string, string];
  return { candidates: candidates.map((candidate) => (isAbsolute(candidate) ? candidate : join(siteRoot, candidate))), url, suffix };
}

/** Where a file link points: its page's route (with its hash), or undefined when no candidate is a page. */
function fileLinkTarget(link: FileLink, fileRoutes: Map<string, string>): string | undefined {
  const target = link.candidates.map((candidate) => fileRoutes.get(fileKey(candidate))).find(Boolean);
  return target ? `${target}${link.suffix}` : undefined;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Puts routes in place of the file-link placeholders of rendered HTML. A link
 * to a file that is no page keeps what the writer wrote (validation reports it).
 */
export function resolveFileLinks(html: string, fileRoutes: Map<string, string>, siteRoot: string): string {
  if (!html.includes(PLACEHOLDER_PREFIX)) return html;
  return html.replace(PLACEHOLDER, (_, encoded: string) => {
    const link = decodeFileLink(encoded, siteRoot);
    return fileLinkTarget(link, fileRoutes) ?? link.url.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char]);
  });
}

/** The same for the links a page recorded: a resolved one is a route, an unresolved one a missing Markdown file. */
export function resolveRecordedLinks(links: RecordedLink[], fileRoutes: Map<string, string>, siteRoot: string): RecordedLink[] {
  return links.map((recorded) => {
    if (!recorded.href.startsWith(PLACEHOLDER_PREFIX)) return recorded;
    const link = decodeFileLink(recorded.href.slice(PLACEHOLDER_PREFIX.length), siteRoot);
    const target = fileLinkTarget(link, fileRoutes);
    return target ? { ...recorded, href: target, kind: 'route' } : { ...recorded, href: link.url, kind: 'markdown' };
  });
}
