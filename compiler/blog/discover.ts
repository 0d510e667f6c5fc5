// The blog's posts, as Docusaurus's blog plugin reads them: every Markdown or
// MDX file under the blog folder (a folder's `index.md` is its folder's post),
// dated by front matter `date`, else by a date at the start of its name
// (`2021-08-26-welcome/index.mdx`, `2024/05/01/launch.md`), else by the file's
// modification time. Its route is its `slug` (under the blog's route base),
// else the date and the rest of its name (`/blog/2021/08/26/welcome`). Authors
// come from the blog's authors file by key (or are written inline), tags from
// its tags file by key (or are written inline), as Docusaurus has them.
import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Severity, SiteConfig } from '../config/schema.js';
import type { Localizer } from '../i18n.js';
import type { Diagnostics } from '../diagnostics.js';
import { firstHeading, pageFormat, readPageFile, readThroughMemo, refuseSlugUrl, titleCase, type DiscoverOptions, type Doc, type DocMemo } from '../discover.js';
import { matchingFiles, pageErrorTo } from '../discover-pages.js';
import { givenTitle, parseFrontMatter } from '../front-matter.js';
import { createExcerpt } from '../mdx/excerpt.js';
import { findTruncate } from './excerpt.js';
import { textHash } from '../page-text.js';
import { joinPermalink, unsafePermalinkReason } from '../paths.js';
import { pxErrors } from '../errors/catalogue.js';
import { docTags, inlineTags, inlineTagsRemedy, readKeyedFile, readTagsFile, type TagsFile } from '../tags.js';
import type { BlogAuthor } from '../../theme/components/types.js';
import { fileNameSafe, shownValue, terminalSafe } from '../terminal-safe.js';
import { linkProblem, SCRIPT_URL, urlScheme } from '../url-scheme.js';
import { localeName } from '../i18n.js';
import { postReadingTime } from './reading-time.js';

/**
 * The most tags a post may have. A post's tags are shown on each of its tag pages (its item in
 * their lists), so its tag pages grow with the square of its tags: 5,000 tags made 25 million
 * links, and the build ran out of memory after four minutes. 500 make 250,000 (some 20 MB).
 */
export const MAX_POST_TAGS = 500;

/** A post's id: not a doc id (no doc id starts with `@`). */
export const POST_ID_PREFIX = '@blog/';


const POST = /\.mdx?$/;
/**
 * A date in a post's path from the blog folder, as the blog plugin finds it (the last one, its
 * `folder` being greedy). What comes before the date follows it in the route, as Docusaurus's
 * parseBlogFileName makes it: `team-a/2021/05/12/post.md` is `/2021/05/12/team-a/post`.
 */
const DATE_IN_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export type BlogOptions = Exclude<SiteConfig['blog'], false>;

export function blogOptions(config: SiteConfig): BlogOptions | undefined {
  return config.blog === false ? undefined : config.blog;
}

/**
 * One blog of the site, as one instance of Docusaurus's blog plugin: `blog` (the first, id
 * `default`), then each of `blogInstances`. Each is read with `config`, the site config whose
 * `blog` is its options, so the blog's code reads one blog's options whichever it is.
 */
export interface BlogInstance {
  id: string;
  /** Whether it is a further instance (`blogInstances`): its posts carry its id. */
  further: boolean;
  config: SiteConfig;
  options: BlogOptions;
}

export function blogInstances(config: SiteConfig): BlogInstance[] {
  if (config.blog === false) return [];
  return [{ id: 'default', further: false, config, options: config.blog }, ...(config.blogInstances ?? []).map((options) => ({ id: options.id, further: true, config: { ...config, blog: options, blogInstances: undefined }, options }))];
}

/** Whose a post is: the blog instance's id, `default` for the first's. */
export function postInstance(post: Pick<Doc, 'post'>): string {
  return post.post?.instance ?? 'default';
}

/** Every blog's posts, the first blog's first. */
export async function discoverBlogs(cwd: string, config: SiteConfig, diagnostics: Diagnostics, includeDrafts: boolean, localize?: Localizer, onPageError?: DiscoverOptions['onPageError'], memo?: DocMemo): Promise<{ posts: Doc[]; authors: Map<string, BlogAuthor[]> }> {
  const instances = blogInstances(config);
  const found = await Promise.all(instances.map((instance) => discoverBlog(cwd, instance.config, diagnostics, includeDrafts, localize, instance.further ? instance.id : undefined, onPageError, memo)));
  // Each blog's authors file, in its order (its authors index lists them all, as Docusaurus's).
  const authors = new Map(found.flatMap((blog, index) => (blog.authors?.length ? [[instances[index].id, blog.authors] as const] : [])));
  return { posts: found.length === 1 ? found[0].posts : ([] as Doc[]).concat(...found.map((blog) => blog.posts)), authors };
}

/** The blog's routes: its base, its tags, archive and authors pages. */
export function blogPaths(options: BlogOptions) {
  const base = joinPermalink(options.routeBasePath);
  return {
    base,
    tags: joinPermalink(base, options.tagsBasePath),
    archive: options.archiveBasePath === null ? undefined : joinPermalink(base, options.archiveBasePath),
    authors: joinPermalink(base, options.authorsBasePath),
  };
}

/** Every post of the blog folder (drafts only with `includeDrafts`), sorted by path; none without the folder. */
export async function discoverBlog(cwd: string, config: SiteConfig, diagnostics: Diagnostics, includeDrafts: boolean, localize?: Localizer, instance?: string, onPageError?: DiscoverOptions['onPageError'], memo?: DocMemo): Promise<{ posts: Doc[]; authors?: BlogAuthor[] }> {
  const options = blogOptions(config);
  if (!options) return { posts: [] };
  const root = join(cwd, options.path);
  const files = await matchingFiles(root, options.include, options.exclude, cwd, POST);
  if (!files.length) return { posts: [] };
  // A locale's own authors and tags files, where it has them (translated names and labels).
  const localized = (file: string) => localize?.translated(file) ?? file;
  const [authors, tags] = await Promise.all([readAuthors(localized(join(root, options.authorsMapPath)), cwd, options), readTagsFile(localized(join(root, options.tags)), cwd, pxErrors.InvalidBlogFile)]);
  // Inline tags are checked where the blog has a tags file (a blog without tags.yml writes its tags inline);
  // inline authors always, with or without an authors file, as Docusaurus's authorsProblems does.
  const file = (name: string) => relative(cwd, localized(join(root, name))).split(sep).join('/');
  const checks = { tags: tags && options.onInlineTags, tagsFile: file(options.tags), authors: options.onInlineAuthors, authorsFile: file(options.authorsMapPath), truncate: options.onUntruncatedBlogPosts };
  const known = { authors: authors ?? new Map(), tags: tags ?? new Map() };
  // A post is read with the blog's authors and tags (its authors, its tags' labels and routes): an entry is for
  // the files as they are (those files are no config: dev does not start anew for them). The config is the memo's own.
  const shared = memo && JSON.stringify([[...known.authors], [...known.tags]]);
  const read = (file: string) => readThroughMemo(memo, localize, file, ['post', root, instance ?? null, shared], diagnostics, (own) => readPost(file, root, options, known, cwd, config, own, localize, instance));
  const posts = await Promise.all(files.map((file) => read(file).catch(pageErrorTo(file, onPageError))));
  for (const post of posts) if (post) checkPost(post, checks, known, diagnostics);
  return { posts: posts.filter((post): post is Doc => post !== undefined && (includeDrafts || !post.draft)), ...(authors?.size ? { authors: [...authors.values()] } : {}) };
}

/** How an inline author is named in a message: its name, else what it was written as. */
function authorName(entry: unknown): string {
  const name = (entry as { name?: unknown } | null)?.name;
  return typeof entry === 'string' ? entry : typeof name === 'string' ? name : JSON.stringify(entry) ?? 'one without a name';
}

interface BlogFiles {
  authors: Map<string, BlogAuthor>;
  tags: TagsFile;
}

async function readPost(original: string, root: string, options: BlogOptions, known: BlogFiles, cwd: string, config: SiteConfig, diagnostics: Diagnostics, localize?: Localizer, instance?: string): Promise<Doc | undefined> {
  // A locale's translation of the post, when it has one, is the post; its route is the original's.
  const file = localize?.translated(original) ?? original;
  const source = relative(cwd, file).split(sep).join('/');
  const rel = relative(root, original).split(sep).join('/');
  const text = await readPageFile(file, source, diagnostics, config);
  if (text === undefined) return undefined;
  const { data: frontMatter, lines, lineOf } = parseFrontMatter(text, source, diagnostics);
  const fm = frontMatter as typeof frontMatter & Record<string, unknown>;
  const named = DATE_IN_PATH.exec(rel)?.groups;
  const date = await postDate(fm.date, named?.date, file, { file: source, line: lineOf('date'), column: 1 });
  const { base, tags: tagsPath } = blogPaths(options);
  const stem = rel.replace(POST, '').replace(/(^|\/)index$/, '');
  refuseSlugUrl(fm.slug, { file: source, line: lineOf('slug'), column: 1 });
  const permalink = typeof fm.slug === 'string'
    ? joinPermalink(base, fm.slug)
    : named ? joinPermalink(base, ...named.date.split(/[-/]/).map((part, index) => (index ? part.padStart(2, '0') : part)), `${named.folder}${named.text}`) : joinPermalink(base, stem);
  const unsafe = unsafePermalinkReason(permalink);
  if (unsafe) {
    throw pxErrors.UnsafePageRoute.create({ message: `The post's route "${fileNameSafe(permalink)}" cannot be used: ${unsafe}.` }, { where: { file: source, line: typeof fm.slug === 'string' ? lineOf('slug') : 1, column: 1 } });
  }
  const body = text.split('\n').slice(lines).join('\n');
  const heading = firstHeading(text, lines);
  const title = givenTitle(frontMatter.title) ?? heading ?? titleCase(named?.text || stem.split('/').pop() || 'Post');
  // A key of the tags file is that tag (label, permalink, description); any other tag is written inline.
  const tags = docTags(frontMatter.tags, tagsPath, known.tags);
  if (tags.length > MAX_POST_TAGS) {
    throw pxErrors.InvalidFrontMatter.create({ message: `The post has ${tags.length.toLocaleString('en')} tags; a post may have ${MAX_POST_TAGS}. Each tag's page lists the post with every one of its tags, so its tag pages would hold ${(tags.length ** 2).toLocaleString('en')} tag links.` }, { where: { file: source, line: lineOf('tags'), column: 1 }, hint: 'Keep the tags a reader browses by; words for search belong in `keywords` or the text.' });
  }
  return structuredClone({
    // Two blogs may both have a post `welcome`: a further blog's ids carry its id.
    id: `${instance ? `@blog-${instance}/` : POST_ID_PREFIX}${stem}`,
    area: '',
    file,
    source,
    format: pageFormat(file, frontMatter.format, config.markdown.format),
    frontMatter,
    title,
    titleInBody: heading !== undefined,
    // From the whole body, as Docusaurus's blog describes a post (createExcerpt of its content): a marker
    // inside the first paragraph does not cut it (the marker is a comment, which the excerpt leaves out).
    description: frontMatter.description ?? createExcerpt(body),
    permalink,
    label: title,
    unlisted: frontMatter.unlisted === true,
    draft: frontMatter.draft === true,
    folder: '',
    isIndex: false,
    textHash: textHash(text),
    page: 'post',
    post: {
      date,
      authors: postAuthors(fm, known.authors, { file: source, line: lineOf('authors'), column: 1 }, lineOf),
      tags,
      readingTime: postReadingTime(body, fm, localeName(config), options.readingTime, source),
      truncated: findTruncate(body) !== undefined,
      ...(file !== original ? { original: relative(cwd, original).split(sep).join('/') } : {}),
      ...(instance ? { instance } : {}),
    },
  } satisfies Doc);
}

/**
 * The blog plugin's checks of a post, each at its configured severity: tags
 * the tags file does not define, authors written inline (with or without an
 * authors file), no truncate marker.
 */
function checkPost(post: Doc, checks: { tags?: Severity | false; tagsFile: string; authors: Severity; authorsFile: string; truncate: Severity }, known: BlogFiles, diagnostics: Diagnostics): void {
  const where = { file: post.source };
  if (checks.tags && checks.tags !== 'ignore') {
    const inline = inlineTags(post.frontMatter.tags, known.tags);
    // What to do, as the person reading it can: the file to add them to, or the option that allows them.
    if (inline.length) diagnostics.report(checks.tags, { kind: 'blog', message: `The post has tags the blog's tags file ${checks.tagsFile} does not define: ${inline.join(', ')}. ${inlineTagsRemedy(checks.tagsFile, 'blog')}`, where });
  }
  if (checks.authors !== 'ignore') {
    const fm = post.frontMatter as Record<string, unknown>;
    const written = fm.authors;
    // An object naming a key of the file is that author, not an inline one; the old `author` keys are inline ones (Docusaurus's authorsProblems).
    const inline = (Array.isArray(written) ? written : written === undefined ? [] : [written]).filter((entry) => typeof entry !== 'string' && typeof (entry as { key?: unknown } | null)?.key !== 'string');
    if (written === undefined && ['author', 'author_url', 'authorURL', 'author_title', 'authorTitle', 'author_image_url', 'authorImageURL'].some((key) => fm[key] !== undefined)) inline.push(fm.author);
    if (inline.length) diagnostics.report(checks.authors, { kind: 'blog', message: `The post writes ${inline.length === 1 ? 'an author' : `${inline.length} authors`} inline that the blog's authors file ${checks.authorsFile} does not define: ${inline.map(authorName).join(', ')}. Define ${inline.length === 1 ? 'it' : 'them'} there once and name ${inline.length === 1 ? 'it' : 'them'} by key in the post, or set the blog's onInlineAuthors: 'ignore' to allow inline authors.`, where });
  }
  // A draft is never published, so no list shows it.
  if (checks.truncate !== 'ignore' && !post.draft && !post.post?.truncated) {
    diagnostics.report(checks.truncate, { kind: 'blog', message: 'The post has no truncate marker (<!-- truncate --> or {/* truncate */}): the blog\'s lists show it whole.', where });
  }
}

/** A post's date, as an ISO string: front matter, else its name's, else its file's modification time. */
async function postDate(written: unknown, named: string | undefined, file: string, where: { file: string; line: number; column: number }): Promise<string> {
  if (written instanceof Date) return written.toISOString();
  if (typeof written === 'string' || typeof written === 'number') {
    // A day, or a day and time without a zone, is read in UTC: a build's dates never depend on its machine's zone.
    const local = typeof written === 'string' ? /^(\d{4}-\d{1,2}-\d{1,2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(written.trim()) : null;
    const parsed = new Date(local ? `${isoDay(local[1])}T${local[2] ?? '00:00:00'}Z` : written);
    // Why, where it is the day (`2023-02-30`); a time past the day's end (`T25:00`) is simply no date.
    const noDay = local && !sameDay(new Date(`${isoDay(local[1])}T00:00:00Z`), local[1]);
    if (Number.isNaN(parsed.getTime()) || noDay || (local && !sameDay(parsed, local[1]))) throw pxErrors.InvalidPostDate.create({ message: `The front matter date "${written}" is not a date${noDay ? noSuchDay(local[1]) : ''}.` }, { where });
    return parsed.toISOString();
  }
  // A list, a map or a boolean (`date: [2024, 1, 2]`) was passed over for the file's modification time, without a word.
  if (written !== undefined && written !== null) throw pxErrors.InvalidPostDate.create({ message: `The front matter date is ${shownValue(written, 60)}, not a date.` }, { where });
  if (named) {
    const day = named.replace(/\//g, '-');
    const parsed = new Date(`${isoDay(day)}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || !sameDay(parsed, day)) throw pxErrors.InvalidPostDate.create({ message: `The date "${named}" in the file name is not a date${noSuchDay(day)}.` }, { where: { ...where, line: 1 } });
    return parsed.toISOString();
  }
  return (await stat(file)).mtime.toISOString();
}

/**
 * Whether the date is the day written: JavaScript rolls a day past its month's end over
 * (`2023-02-30` is March 2), so such a post was dated and listed two days later than its
 * route (`/2023/02/30/…`) said, without a word.
 */
function sameDay(parsed: Date, day: string): boolean {
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === isoDay(day);
}

/** Why a YYYY-MM-DD is no day, in words (empty when the month is none at all). */
function noSuchDay(day: string): string {
  const [year, month] = day.split('-').map(Number);
  if (month < 1 || month > 12) return ` (there is no month ${month})`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return ` (${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${year} has ${days} days)`;
}

/** `2021-8-6` → `2021-08-06`. */
function isoDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
}

/** Social platforms' profile URLs for a handle, as Docusaurus's authors file takes them. */
const SOCIALS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (handle) => `https://stackoverflow.com/users/${handle}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
};

/** Where an author's wrong value is reported: `refuse` throws, naming the field (its path below the author) and what is wrong. */
type Refuse = (field: string[], message: string) => never;

/** Why an author's link (`url`, a social profile) cannot be published (the Atom feed carried a script URL as written too). */
const authorLinkProblem = linkProblem;

/** One author as the authors file or front matter writes it; `key` and `authorsPath` give its page. */
function author(raw: Record<string, unknown>, key: string | undefined, authorsPath: string | undefined, refuse: Refuse): BlogAuthor {
  // Text, or absent; anything else (`name: 42`, `url: [..]`) was dropped without a word, where Docusaurus refuses it.
  const string = (field: string) => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') refuse([field], `"${field}" should be text, found ${shownValue(value, 60)}`);
    return value;
  };
  const link = (field: string[], value: string) => {
    const problem = authorLinkProblem(value);
    if (problem) refuse(field, `"${field.join('.')}" cannot be ${JSON.stringify(terminalSafe(value.slice(0, 60)))}: ${problem}`);
    return value;
  };
  // In the order the fields are usually written, so the first wrong one is reported first.
  const name = string('name');
  const title = string('title');
  const written = string('url');
  const url = written === undefined ? undefined : link(['url'], written);
  const imageUrl = string('image_url') ?? string('imageURL');
  if (imageUrl && SCRIPT_URL.test(imageUrl)) refuse([raw.image_url !== undefined ? 'image_url' : 'imageURL'], `"${raw.image_url !== undefined ? 'image_url' : 'imageURL'}" cannot be ${JSON.stringify(terminalSafe(imageUrl.slice(0, 60)))}: a ${urlScheme(imageUrl)}: URL runs script`);
  const email = string('email');
  const socials: Record<string, string> = {};
  if (raw.socials !== undefined && raw.socials !== null) {
    if (typeof raw.socials !== 'object' || Array.isArray(raw.socials)) refuse(['socials'], `"socials" should be a map of platforms to handles or URLs (github: jane), found ${shownValue(raw.socials, 60)}`);
    for (const [platform, value] of Object.entries(raw.socials as Record<string, unknown>)) {
      if (value === '' || value === null || value === undefined) continue;
      if (typeof value !== 'string') refuse(['socials', platform], `"socials.${platform}" should be a handle or a URL, found ${shownValue(value, 60)}`);
      socials[platform] = link(['socials', platform], /^https?:\/\//.test(value) ? value : (SOCIALS[platform]?.(value.replace(/^@/, '')) ?? value));
    }
  }
  const page = raw.page === true && key ? key : raw.page && typeof raw.page === 'object' ? (typeof (raw.page as { permalink?: unknown }).permalink === 'string' ? (raw.page as { permalink: string }).permalink : undefined) : undefined;
  if (raw.page !== undefined && raw.page !== null && typeof raw.page !== 'boolean' && (typeof raw.page !== 'object' || Array.isArray(raw.page))) refuse(['page'], `"page" should be true, false or { permalink }, found ${shownValue(raw.page, 60)}`);
  // The author's page is a route the build writes: `permalink: ../../x` was stopped only when the file was
  // written, naming no file; `x?y#z` wrote a page no URL reaches. Refused as a tag's permalink is.
  const unsafe = page && authorsPath ? unsafePermalinkReason(joinPermalink(authorsPath, page)) : undefined;
  if (unsafe) refuse(raw.page === true ? ['page'] : ['page', 'permalink'], `the page's route "${fileNameSafe(joinPermalink(authorsPath!, page!))}" cannot be used: ${unsafe}`);
  return Object.fromEntries(Object.entries({
    key,
    name,
    title,
    url,
    imageUrl,
    email,
    page: page && authorsPath ? joinPermalink(authorsPath, page) : undefined,
    socials: Object.keys(socials).length ? socials : undefined,
  }).filter(([, value]) => value !== undefined)) as BlogAuthor;
}

/** A post's authors: keys of the authors file, inline authors, or the old `author_*` keys (or `authorURL`…). */
function postAuthors(fm: Record<string, unknown>, known: Map<string, BlogAuthor>, where: { file: string; line: number; column: number }, lineOf: (key: string) => number): BlogAuthor[] {
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  // An inline author's wrong value is the front matter's: at the line of `authors`.
  const inline: Refuse = (_field, message) => {
    throw pxErrors.InvalidFrontMatter.create({ message: `An author of the post: ${message}.` }, { where, hint: 'Correct the author in the front matter, or name a key of the blog\'s authors file.' });
  };
  const out = list.map((entry): BlogAuthor => {
    if (typeof entry === 'string') {
      const found = known.get(entry);
      if (!found) throw pxErrors.UnknownBlogAuthor.create({ message: `The post names the author "${entry}", which the blog's authors file does not have${known.size ? ` (it has ${[...known.keys()].join(', ')})` : ''}.` }, { where });
      return found;
    }
    if (entry && typeof entry === 'object') {
      const key = typeof (entry as { key?: unknown }).key === 'string' ? (entry as { key: string }).key : undefined;
      const base = key ? known.get(key) : undefined;
      return { ...base, ...author(entry as Record<string, unknown>, undefined, undefined, inline) };
    }
    throw pxErrors.UnknownBlogAuthor.create({ message: `An author of the post is ${JSON.stringify(entry)}: a key of the authors file or an object is expected.` }, { where });
  });
  // Each old key also in Docusaurus 1's camelCase (`authorURL`, prettier's older posts), as Docusaurus still reads them.
  const legacy = { name: ['author'], title: ['author_title', 'authorTitle'], url: ['author_url', 'authorURL'], image_url: ['author_image_url', 'authorImageURL'] } as const;
  const keyOf = (field: keyof typeof legacy) => legacy[field].find((key) => fm[key] !== undefined);
  if (!out.length && Object.keys(legacy).some((field) => keyOf(field as keyof typeof legacy))) {
    const old: Refuse = (field, message) => {
      const key = keyOf(field[0] as keyof typeof legacy) ?? 'author';
      throw pxErrors.InvalidFrontMatter.create({ message: `${message.replace(/^"[\w.]+"/, `"${key}"`)}.` }, { where: { ...where, line: lineOf(key) }, hint: `Correct the value of "${key}" in the front matter.` });
    };
    const value = (field: keyof typeof legacy) => {
      const key = keyOf(field);
      return key === undefined ? undefined : fm[key];
    };
    out.push(author({ name: value('name'), title: value('title'), url: value('url'), image_url: value('image_url') }, undefined, undefined, old));
  }
  return out;
}

async function readAuthors(file: string, cwd: string, options: BlogOptions): Promise<Map<string, BlogAuthor> | undefined> {
  const read = await readKeyedFile(file, cwd, pxErrors.InvalidBlogFile);
  if (!read) return undefined;
  const authors = new Map<string, BlogAuthor>();
  const authorsPath = blogPaths(options).authors;
  for (const [key, value] of Object.entries(read.entries)) {
    if (!value || typeof value !== 'object') throw pxErrors.InvalidBlogFile.create({ message: `The author "${key}" is ${JSON.stringify(value)}, not an entry.` }, { where: read.place([key]) });
    const refuse: Refuse = (field, message) => {
      throw pxErrors.InvalidBlogFile.create({ message: `The author "${key}": ${message}.` }, { where: read.place([key, ...field]) });
    };
    authors.set(key, author(value as Record<string, unknown>, key, authorsPath, refuse));
  }
  return authors;
}
