// A generated site with one large sidebar, for the sidebar-at-scale tests:
// `groups` top-level categories ("Group 1", ...) in the `docs` area, each with
// two pages and a sub-category of one page. The sub-category of an odd group
// is collapsible and collapsed (`_category_.json`), as a Docusaurus site may
// ask; the others follow the site's default (always expanded). Every entry
// counts against the sidebar budget: 5 per group.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOT } from './browser.js';

export const ENTRIES_PER_GROUP = 5;

export async function generateSidebarSite(dir: string, groups: number): Promise<void> {
  await rm(join(dir, 'content'), { recursive: true, force: true });
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  await write('config/site.config.ts', `import { defineConfig } from ${JSON.stringify(join(ROOT, 'compiler', 'config', 'define.ts'))};
export default defineConfig({
  title: 'Sidebar Scale',
  url: 'https://sidebar.example',
  areas: ['docs'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }] },
  footer: { copyright: 'Sidebar Scale' },
});
`);
  for (let group = 1; group <= groups; group++) {
    const folder = `content/docs/${String(group).padStart(4, '0')}-group-${group}`;
    await write(`${folder}/_category_.json`, JSON.stringify({ label: `Group ${group}` }));
    for (const [index, name] of ['alpha', 'beta'].entries()) {
      await write(`${folder}/${index + 1}-${name}.md`, `---\ntitle: ${name[0].toUpperCase()}${name.slice(1)} ${group}\n---\n\nPage ${name} of group ${group}.\n`);
    }
    await write(`${folder}/3-deep/_category_.json`, JSON.stringify(group % 2 ? { label: `Deep ${group}`, collapsible: true, collapsed: true } : { label: `Deep ${group}` }));
    for (const [index, name] of ['one'].entries()) {
      await write(`${folder}/3-deep/${index + 1}-${name}.md`, `---\ntitle: Deep ${name} ${group}\n---\n\nDeep page ${name} of group ${group}.\n`);
    }
  }
}
