// A generated blog for the blog-sidebar-at-scale tests: `posts` posts, one every
// ten days from 2015-01-01 (post 1 the oldest), each with tags and authors from
// the blog's authors file, listed all in the sidebar (`blogSidebarCount: 'ALL'`).
// The same number gives the same post the same date, title and route in a
// larger blog, so a page of the small blog and of the large one can be compared.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const TAGS = ['release', 'engineering', 'design', 'community', 'performance', 'security'];
const AUTHORS = ['ada', 'grace', 'linus', 'barbara'];
const DAY = 86_400_000;

/** Post `n` (from 1): its number padded, its date, its title and its route. */
export function blogPost(n: number): { id: string; date: string; title: string; route: string } {
  const id = String(n).padStart(5, '0');
  const date = new Date(Date.UTC(2015, 0, 1) + (n - 1) * 10 * DAY).toISOString().slice(0, 10);
  // One title in seven carries characters the markup escapes.
  const title = n % 7 === 0 ? `Post ${id}: Q&A on "${TAGS[n % TAGS.length]}" <notes>` : `Post ${id} about ${TAGS[n % TAGS.length]}`;
  return { id, date, title, route: `/blog/${date.replaceAll('-', '/')}/post-${id}` };
}

/** `config`: more of the config's keys, as source (`baseUrl: '/base/'`). */
export async function generateBlogSite(dir: string, posts: number, options: { groupByYear?: boolean; config?: string } = {}): Promise<void> {
  await rm(join(dir, 'blog'), { recursive: true, force: true });
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  await write('pxdocs.config.mjs', `export default { title: 'Blog Scale', url: 'https://blog.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, blog: { blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts', onUntruncatedBlogPosts: 'ignore' }, blogSidebar: { groupByYear: ${options.groupByYear !== false} }${options.config ? `, ${options.config}` : ''} };\n`);
  await write('docs/intro.md', '# Intro\n\nThe docs.\n');
  await write('blog/authors.yml', AUTHORS.map((name) => `${name}:\n  name: ${name[0].toUpperCase()}${name.slice(1)}\n  title: Writer\n  page: true\n`).join(''));
  await write('blog/tags.yml', TAGS.map((tag) => `${tag}:\n  label: ${tag[0].toUpperCase()}${tag.slice(1)}\n`).join(''));
  for (let n = 1; n <= posts; n++) {
    const post = blogPost(n);
    const tags = [...new Set([TAGS[n % TAGS.length], TAGS[(n * 5 + 1) % TAGS.length]])];
    const authors = [AUTHORS[n % AUTHORS.length]];
    await write(`blog/${post.date}-post-${post.id}.md`, `---\ntitle: ${JSON.stringify(post.title)}\nauthors: [${authors.join(', ')}]\ntags: [${tags.join(', ')}]\n---\n\nPost ${n} opens with a paragraph about its subject.\n\n<!-- truncate -->\n\nMore words about post ${n}.\n`);
  }
}
