// Docusaurus's tag displays: the "Tags:" list under a doc, the tags index
// (every tag under its first letter, with its count), and a tag's page (the
// docs carrying it, each with its description). Plain links: no JavaScript.
import { usePage } from './context.js';
import { useWords } from './words.js';
import type { TagRef } from './types.js';

/** `row`: Docusaurus's name for the tags row under a doc or a post (theme/shared/docusaurus-classes.ts); none under a post in a list. */
export function TagList({ tags, row }: { tags: TagRef[]; row?: string }) {
  const words = useWords();
  return (
    <div className={row ? `doc-tags ${row}` : 'doc-tags'}>
      <b>{words('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tag-list">
        {tags.map((tag) => <li key={tag.href}><a className="tag" href={tag.href} rel="tag">{tag.label}</a></li>)}
      </ul>
    </div>
  );
}

/**
 * Every tag with its count under its first letter, the letters and the tags in each in the
 * language's order: Docusaurus's TagsListByLetter (listTagsByLetters), on the docs' and the blog's tags pages.
 */
export function TagsByLetter({ tags }: { tags: (TagRef & { count: number })[] }) {
  const letters = new Map<string, typeof tags>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), tag]);
  }
  return (
    <div className="tags-index">
      {[...letters].sort(([a], [b]) => a.localeCompare(b)).map(([letter, group]) => (
        <section key={letter}>
          <h2 id={letter}>{letter}</h2>
          <ul className="tag-list">
            {group.sort((a, b) => a.label.localeCompare(b.label)).map((tag) => (
              <li key={tag.href}><a className="tag" href={tag.href}>{tag.label}<span className="tag-count">{tag.count}</span></a></li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The body of a tags page: the index of every tag, or the docs of one. */
export function TagsBody() {
  const { page } = usePage();
  const words = useWords();
  if (page.tagIndex) return <TagsByLetter tags={page.tagIndex} />;
  return (
    <div className="tag-docs">
      {page.tagDescription ? <p className="tag-description">{page.tagDescription}</p> : null}
      {page.allTags ? <p><a href={page.allTags}>{words('theme.tags.tagsPageLink', 'View all tags')}</a></p> : null}
      {(page.tagged ?? []).map((doc) => (
        <article key={doc.href} className="tag-doc">
          <h2><a href={doc.href}>{doc.title}</a></h2>
          {doc.description ? <p>{doc.description}</p> : null}
        </article>
      ))}
    </div>
  );
}
