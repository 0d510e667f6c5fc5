// `pxdocs write-heading-ids` (compiler/write-heading-ids.ts), as Docusaurus's
// `docusaurus write-heading-ids`: the text rules on Markdown written here, then
// the real command on a temp site (its content folders by default, named files,
// the options, the usage errors), and the point of it: the site built after the
// ids are written has every heading at the id it had before.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, readPage, removeTempDirs, runCli, snapshotFolder, writeFiles } from '../helpers.js';
import { writeMarkdownHeadingIds } from '../../compiler/write-heading-ids.js';

after(removeTempDirs);

describe('writeMarkdownHeadingIds', () => {
  it('writes an id after each h2 to h6, numbered when a text repeats, links unwrapped; h1, code and front matter untouched', () => {
    const source = [
      '---', '## a YAML comment', 'title: Guide', '---', '# Guide', '', '## Set up', '', '### [Linked](https://x.example) step', '',
      '```md', '## In a fence', '```', '', '~~~', '## In a tilde fence', '~~~', '', '## Set up', '',
    ].join('\n');
    assert.equal(writeMarkdownHeadingIds(source), [
      '---', '## a YAML comment', 'title: Guide', '---', '# Guide', '', '## Set up {#set-up}', '', '### [Linked](https://x.example) step {#linked-step}', '',
      '```md', '## In a fence', '```', '', '~~~', '## In a tilde fence', '~~~', '', '## Set up {#set-up-1}', '',
    ].join('\n'));
  });

  it('keeps the ids there are, in any spelling the build reads, and gives no other heading one of them', () => {
    const source = '## Later {#intro}\n\n## Intro\n\n## Named {/* #kept note */}\n\n## Also <!-- #kept-too -->\n';
    assert.equal(writeMarkdownHeadingIds(source), '## Later {#intro}\n\n## Intro {#intro-1}\n\n## Named {/* #kept note */}\n\n## Also <!-- #kept-too -->\n');
    // Nothing to write: the same text back.
    const done = writeMarkdownHeadingIds(source);
    assert.equal(writeMarkdownHeadingIds(done), done);
  });

  it('makes the ids again with overwrite, writes them as MDX comments with syntax, moves them with migrate', () => {
    assert.equal(writeMarkdownHeadingIds('## Set Up {#old}\n', { overwrite: true }), '## Set Up {#set-up}\n');
    assert.equal(writeMarkdownHeadingIds('## Set Up\n', { syntax: 'mdx-comment' }), '## Set Up {/* #set-up */}\n');
    assert.equal(writeMarkdownHeadingIds('## Set Up {#old}\n', { migrate: true, syntax: 'mdx-comment' }), '## Set Up {/* #old */}\n');
    assert.equal(writeMarkdownHeadingIds('## Set Up\n', { maintainCase: true }), '## Set Up {#Set-Up}\n');
  });

  it('leaves an HTML comment out of the id, as the build does, and keeps CRLF line ends', () => {
    assert.equal(writeMarkdownHeadingIds('## Set up <!-- a note -->\r\nText\r\n'), '## Set up <!-- a note --> {#set-up}\r\nText\r\n');
  });
});

describe('pxdocs write-heading-ids', () => {
  const SITE = {
    'pxdocs.config.mjs': `export default { title: 'Ids', url: 'https://ids.example', footer: { copyright: 'Ids' }, navbar: { items: [] }, docs: { path: 'docs' }, blog: { path: 'blog' } };\n`,
    'docs/intro.md': '# Intro\n\n## Set up\n\nText.\n\n## Set up\n\nAgain.\n\n## Kept {#kept-id}\n\nMore.\n',
    'docs/guide/deploy.mdx': '# Deploy\n\n## Ship it <!-- for writers -->\n\nText.\n',
    'blog/2024-01-02-news.md': '---\ntitle: News\n---\n\n## What is new\n\nText.\n',
    'README.md': '## Not content\n',
  };

  it("writes the ids into the site's content, and the built headings keep the ids they had", async () => {
    const dir = await makeTempDir('pxdocs-heading-ids-');
    await writeFiles(dir, SITE);
    const ids = async (out: string) => {
      const pages = await Promise.all(['/docs/intro', '/docs/guide/deploy', '/blog/2024/01/02/news'].map((route) => readPage(out, route)));
      return pages.map((html) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]));
    };
    const before = join(dir, 'out-before');
    assert.equal((await buildSite(dir, before)).code, 0);
    const run = await runCli(['write-heading-ids', '--cwd', dir], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout + run.stderr, /Heading ids written into 3 of 3 Markdown files/);
    assert.equal(await readFile(join(dir, 'docs/intro.md'), 'utf8'), '# Intro\n\n## Set up {#set-up}\n\nText.\n\n## Set up {#set-up-1}\n\nAgain.\n\n## Kept {#kept-id}\n\nMore.\n');
    assert.equal(await readFile(join(dir, 'README.md'), 'utf8'), '## Not content\n', 'outside the content folders');
    const after = join(dir, 'out-after');
    assert.equal((await buildSite(dir, after)).code, 0);
    assert.deepEqual(await ids(after), await ids(before));
    assert.deepEqual((await ids(after))[1], ['ship-it']);
    // Run again: nothing to write, said so.
    const again = await runCli(['write-heading-ids', '--cwd', dir], { cwd: dir });
    assert.equal(again.code, 0);
    assert.match(again.stdout + again.stderr, /have their heading ids already.*--overwrite/s);
  });

  it('writes only into the files named, and refuses bad usage with exit 2, changing nothing', async () => {
    const dir = await makeTempDir('pxdocs-heading-ids-');
    await writeFiles(dir, SITE);
    // Files named relative to the process's folder (the site's here): a process of its own, started there.
    const run = await runCli(['write-heading-ids', '--cwd', dir, '--syntax', 'mdx-comment', 'docs/guide'], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(await readFile(join(dir, 'docs/guide/deploy.mdx'), 'utf8'), '# Deploy\n\n## Ship it <!-- for writers --> {/* #ship-it */}\n\nText.\n');
    assert.equal(await readFile(join(dir, 'docs/intro.md'), 'utf8'), SITE['docs/intro.md']);
    const files = await snapshotFolder(dir);
    for (const args of [['--syntax', 'html'], ['--overwrite', '--migrate'], ['docs/missing.md']]) {
      const refused = await runCli(['write-heading-ids', '--cwd', dir, ...args], { cwd: dir });
      assert.equal(refused.code, 2, `${args.join(' ')}: ${refused.stderr}`);
      assert.match(refused.stderr, /^error: .+\n\(run with --help for usage\)/);
    }
    assert.deepEqual(await snapshotFolder(dir), files);
  });
});
