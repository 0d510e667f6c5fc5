// The titles of the pages the build makes rather than a file (a tag's list, an
// author's, the tags, authors and archive pages), in the words of the locale
// being built. Docusaurus's theme writes them with its translated messages
// (theme.blog.tagTitle, theme.blog.author.pageTitle…) and a site's code.json
// over them; they are made here, not in the theme, because the same title is
// the page's <title>, its heading, its search records and its llms.txt entry.
import { fill, plural } from '../theme/shared/messages.js';

export interface ListTitles {
  blogTag(label: string, count: number): string;
  blogAuthor(name: string, count: number): string;
  docsTag(label: string, count: number): string;
  tags(): string;
  authors(): string;
  archive(): string;
  archiveDescription(): string;
}

/** `messages`: the pass's words by key (i18n.ts `pageMessages`), none for English; `lang`: the pages' language, for plural forms. */
export function listTitles(messages: Readonly<Record<string, string>> | undefined, lang: string): ListTitles {
  const say = (key: string, english: string, values?: Record<string, string | number>) => fill(messages?.[key] ?? english, values);
  const count = (key: string, english: string, n: number) => plural(say(key, english, { count: n }), n, lang);
  return {
    blogTag: (tagName, n) => say('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: count('theme.blog.post.plurals', 'One post|{count} posts', n), tagName }),
    blogAuthor: (authorName, n) => say('theme.blog.author.pageTitle', '{authorName} - {nPosts}', { nPosts: count('theme.blog.post.plurals', 'One post|{count} posts', n), authorName }),
    docsTag: (tagName, n) => say('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged: count('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', n), tagName }),
    tags: () => say('theme.tags.tagsPageTitle', 'Tags'),
    authors: () => say('theme.blog.authorsList.pageTitle', 'Authors'),
    archive: () => say('theme.blog.archive.title', 'Archive'),
    archiveDescription: () => say('theme.blog.archive.description', 'Archive'),
  };
}
