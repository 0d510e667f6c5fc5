// The docs plugin's showLastUpdateTime and showLastUpdateAuthor: each doc says
// when it last changed and who changed it, from its last git commit (the
// committer's time, the author's name, as Docusaurus), unless `last_update`
// front matter says otherwise. A site in a real git repository, with commits
// made at known times by known authors.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { buildSite, fixtureConfig, git as gitIn, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll, text } from './lib.js';

const CONFIG = (docs: Record<string, unknown>) => fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', ...docs } });

/** Runs git in `dir`; a commit's author and both of its dates are given, never the machine's. */
function git(dir: string, args: string[], at?: { name: string; date: string }): string {
  return gitIn(dir, args, at ? { GIT_AUTHOR_NAME: at.name, GIT_AUTHOR_EMAIL: 'author@example.com', GIT_COMMITTER_NAME: 'Committer', GIT_COMMITTER_EMAIL: 'committer@example.com', GIT_AUTHOR_DATE: at.date, GIT_COMMITTER_DATE: at.date } : {});
}

const COMPONENT = `import { useDoc } from '@docusaurus/plugin-content-docs/client';

export function Metadata() {
  const { metadata } = useDoc();
  return <span data-testid="metadata">{String(metadata.lastUpdatedAt)} {String(metadata.lastUpdatedBy)}</span>;
}
`;

let site: string;
let stderr: string;
let code: number;

before(async () => {
  site = await makeTempDir('pxdocs-last-update-');
  await writeFiles(site, {
    'config/site.config.ts': CONFIG({ showLastUpdateTime: true, showLastUpdateAuthor: true }),
    'docs/edited.md': page({ title: 'Edited twice' }, 'First words.\n'),
    'docs/overridden.md': `---\ntitle: Overridden\nlast_update:\n  author: The docs team\n---\n\nText.\n`,
    'docs/metadata.mdx': `---\ntitle: Metadata\n---\n\nimport { Metadata } from '@site/src/Metadata';\n\n<Metadata />\n`,
    'src/Metadata.tsx': COMPONENT,
    'docs/sub folder/spaced name.md': page({ title: 'Spaced', slug: '/spaced' }, 'A file whose path has spaces.\n'),
    // A committed page outside the docs: no last-update line, and no "no commit" warning (AB Foundation's home page had one).
    'src/pages/team.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Team() { return <Layout title=\"Team\"><main>Team</main></Layout>; }\n",
  });
  git(site, ['init', '-q']);
  git(site, ['add', '.']);
  git(site, ['commit', '-qm', 'first'], { name: 'Ann Writer', date: '2024-01-02T10:00:00Z' });
  await writeFile(join(site, 'docs/edited.md'), page({ title: 'Edited twice' }, 'Second words.\n'));
  git(site, ['commit', '-qam', 'second'], { name: 'Bo Editor', date: '2025-03-04T23:30:00Z' });
  // Written after the last commit: git knows nothing of it yet.
  await writeFile(join(site, 'docs/new.md'), page({ title: 'New' }, 'Not committed.\n'));
  const result = await buildSite(site);
  stderr = result.stderr;
  code = result.code;
});
after(removeTempDirs);

const lastUpdate = async (route: string) => {
  const found = selectAll((await readPage(join(site, 'out'), route)).main, '.last-update');
  return found.length ? text(found[0]).replace(/\s+/g, ' ').trim() : undefined;
};

describe('last update from git (showLastUpdateTime, showLastUpdateAuthor)', () => {
  it('builds', () => assert.equal(code, 0, stderr));

  it("shows a doc's last commit: its date (UTC) and its author", async () => {
    assert.equal(await lastUpdate('/docs/edited'), 'Last updated on Mar 4, 2025 by Bo Editor');
    const time = must((await readPage(join(site, 'out'), '/docs/edited')).main, '.last-update time');
    assert.equal(attr(time, 'datetime'), '2025-03-04T23:30:00.000Z');
    assert.equal(await lastUpdate('/docs/spaced'), 'Last updated on Jan 2, 2024 by Ann Writer');
  });

  it('lets last_update front matter override the part it gives', async () => {
    assert.equal(await lastUpdate('/docs/overridden'), 'Last updated on Jan 2, 2024 by The docs team');
  });

  it('gives useDoc() the time in milliseconds and the author', async () => {
    const metadata = must((await readPage(join(site, 'out'), '/docs/metadata')).main, '[data-testid="metadata"]');
    assert.equal(text(metadata), `${Date.parse('2024-01-02T10:00:00Z')} Ann Writer`);
  });

  it('shows nothing for a doc git has no commit for, and says so once', async () => {
    assert.equal(await lastUpdate('/docs/new'), undefined);
    const warnings = stderr.split('\n').filter((line) => line.includes('no git commit yet'));
    assert.equal(warnings.length, 1, stderr);
    assert.match(warnings[0], /1 doc has no git commit yet.*docs\/new\.md/);
  });

  it('runs again after a commit, though no file changed, and the new commit shows', async () => {
    let printed = '';
    const reporter = () => new Reporter({ stream: new Writable({ write: (chunk, _encoding, done) => { printed += String(chunk); done(); } }) });
    const same = await build({ cwd: site, reporter: reporter() });
    assert.equal(same.upToDate, true, `nothing changed: ${printed}`);
    git(site, ['add', 'docs/new.md']);
    git(site, ['commit', '-qm', 'third'], { name: 'Cy Newcomer', date: '2026-06-07T08:00:00Z' });
    const after = await build({ cwd: site, reporter: reporter() });
    assert.notEqual(after.upToDate, true, `a commit changes last-update lines: ${printed}`);
    assert.equal(await lastUpdate('/docs/new'), 'Last updated on Jun 7, 2026 by Cy Newcomer');
    assert.equal(await lastUpdate('/docs/edited'), 'Last updated on Mar 4, 2025 by Bo Editor');
  });

  it('shows only what each option asks for, front matter included, and nothing with both off (as Docusaurus)', async () => {
    await writeFile(join(site, 'config/site.config.ts'), CONFIG({ showLastUpdateTime: true }));
    const timeOnly = await buildSite(site, 'out-time');
    assert.equal(timeOnly.code, 0, timeOnly.stderr);
    const line = async (route: string) => {
      const found = selectAll((await readPage(join(site, 'out-time'), route)).main, '.last-update');
      return found.length ? text(found[0]).replace(/\s+/g, ' ').trim() : undefined;
    };
    assert.equal(await line('/docs/edited'), 'Last updated on Mar 4, 2025');
    // The front matter's author is a part showLastUpdateAuthor asks for: not shown without it.
    assert.equal(await line('/docs/overridden'), 'Last updated on Jan 2, 2024');
    await writeFile(join(site, 'config/site.config.ts'), CONFIG({}));
    const off = await buildSite(site, 'out-off');
    assert.equal(off.code, 0, off.stderr);
    assert.equal(selectAll((await readPage(join(site, 'out-off'), '/docs/edited')).main, '.last-update').length, 0);
    assert.equal(selectAll((await readPage(join(site, 'out-off'), '/docs/overridden')).main, '.last-update').length, 0, 'last_update front matter is read only under the options');
  });
});

describe('last update in a shallow clone', () => {
  it('warns that docs older than the clone show its commit, and says how to fetch the history', async () => {
    const clone = await makeTempDir('pxdocs-last-update-shallow-');
    git(clone, ['clone', '-q', '--depth', '1', `file://${site}`, 'site']);
    const result = await buildSite(join(clone, 'site'));
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /shallow clone.*fetch-depth: 0/);
    // The clone's one commit is every doc's last one.
    const line = text(must((await readPage(join(clone, 'site', 'out'), '/docs/edited')).main, '.last-update')).replace(/\s+/g, ' ').trim();
    assert.equal(line, 'Last updated on Jun 7, 2026 by Cy Newcomer');
  });
});

describe('last update without git history', () => {
  it('builds a site outside any repository with one warning that says what to do', async () => {
    const bare = await makeTempDir('pxdocs-last-update-bare-');
    // A temp folder could sit inside a repository: git is told to stop looking above it.
    await writeFiles(bare, {
      'config/site.config.ts': CONFIG({ showLastUpdateTime: true }),
      'docs/page.md': page({ title: 'Page' }, 'Text.\n'),
    });
    process.env.GIT_CEILING_DIRECTORIES = join(bare, '..');
    const result = await buildSite(bare).finally(() => delete process.env.GIT_CEILING_DIRECTORIES);
    assert.equal(result.code, 0, result.stderr);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('Last-update lines need git history'));
    assert.equal(warnings.length, 1, result.stderr);
    assert.match(warnings[0], /not in a git repository.*commit the site to git, or turn off docs\.showLastUpdateTime/);
    assert.equal(selectAll((await readPage(join(bare, 'out'), '/docs/page')).main, '.last-update').length, 0);
  });
});
