// Docusaurus's pieces of a doc's footer and of the paginators, as a site's ejected copy of
// DocItem/Footer, DocPaginator or BlogPostPaginator imports them (`@theme/TagsListInline`,
// `@theme/EditThisPage`, `@theme/LastUpdated`, `@theme/EditMetaRow` of Docusaurus 3.5+,
// `@theme/PaginatorNavLink`): a copy that adds comments or an author's signature under the
// edit link draws the rest with these, given Docusaurus's props (from `useDoc().metadata`),
// in pxdocs's own markup (theme/components/DocPage.tsx, Pagination.tsx, Tags.tsx).
import type { ReactNode } from 'react';
import { EditThisPage as EditLink, LastUpdate } from '../DocPage.js';
import { PaginationLink } from '../Pagination.js';
import { TagList } from '../Tags.js';

type TagProp = { label: string; permalink: string };

export function TagsListInline({ tags }: { tags?: TagProp[] }) {
  return tags?.length ? <TagList tags={tags.map((tag) => ({ label: tag.label, href: tag.permalink }))} /> : null;
}

export function Tag({ label, permalink, count }: { label: string; permalink: string; count?: number }) {
  return <a className="tag" href={permalink} rel="tag">{label}{count !== undefined ? <span className="tag-count">{count}</span> : null}</a>;
}

export function EditThisPage({ editUrl }: { editUrl?: string }) {
  return editUrl ? <EditLink editUrl={editUrl} /> : null;
}

/**
 * `lastUpdatedAt` is milliseconds since the epoch in Docusaurus 3 (`useDoc().metadata` gives it so),
 * seconds in Docusaurus 2: a number too small for a date in milliseconds is taken as seconds.
 */
export function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  if (lastUpdatedAt === undefined && !lastUpdatedBy) return null;
  const date = lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt < 1e11 ? lastUpdatedAt * 1000 : lastUpdatedAt).toISOString();
  return <LastUpdate {...(date ? { date } : {})} {...(lastUpdatedBy ? { author: lastUpdatedBy } : {})} />;
}

/** Docusaurus 3.5's row of the edit link and the last update, as its DocItem/Footer and BlogPostItem/Footer draw it. */
export function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: { className?: string; editUrl?: string; lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  return (
    <div className={className ? `edit-meta-row ${className}` : 'edit-meta-row'}>
      {editUrl ? <p className="edit-page"><EditLink editUrl={editUrl} /></p> : null}
      <LastUpdated {...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {})} {...(lastUpdatedBy ? { lastUpdatedBy } : {})} />
    </div>
  );
}

export function PaginatorNavLink({ permalink, title, subLabel, isNext }: { permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }) {
  return <PaginationLink href={permalink} label={title} sub={subLabel} {...(isNext ? { next: true } : {})} />;
}

/** The modules by import path (mdx/index.ts themeModules). */
export const docPartModules = {
  '@theme/TagsListInline': { default: TagsListInline },
  '@theme/Tag': { default: Tag },
  '@theme/EditThisPage': { default: EditThisPage },
  '@theme/LastUpdated': { default: LastUpdated },
  '@theme/EditMetaRow': { default: EditMetaRow },
  '@theme/PaginatorNavLink': { default: PaginatorNavLink },
};
