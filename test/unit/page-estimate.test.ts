// The page count guessed from the check for changes' folder listings, which
// starts page threads before discovery (compiler/pages/page-estimate.ts): it
// counts what discovery makes pages of, in every folder pages come from.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../compiler/config/load.js';
import { Diagnostics } from '../../compiler/diagnostics.js';
import { discover } from '../../compiler/discover.js';
import { contentFolders, pageFileCount } from '../../compiler/pages/page-estimate.js';
import { snapshotInputs } from '../../compiler/up-to-date.js';
import { makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

async function guessAndCount(site: string): Promise<{ guess: number; pages: number }> {
  const { config } = await loadConfig(site);
  const walk = await snapshotInputs({ cwd: site, outDir: join(site, 'out'), written: [], extra: [] }, Date.now());
  const tree = await discover({ cwd: site, config, diagnostics: new Diagnostics() });
  return { guess: pageFileCount(walk.listings, contentFolders(config, site)), pages: tree.docs.length };
}

describe('page count guessed before discovery', () => {
  after(removeTempDirs);

  it('is the number of pages discovery finds on the real site', async () => {
    const { guess, pages } = await guessAndCount(resolve('.'));
    assert.ok(pages > 30, `${pages} pages`);
    // Within a file or two: the guess does not read the site's \`exclude\` patterns (content/README.md is excluded).
    assert.ok(guess >= pages && guess <= pages + 2, `guessed ${guess} for ${pages} pages`);
  });

  it('counts docs, versions, blogs and pages, not partials, other files or folders elsewhere', async () => {
    const site = await makeTempDir('pxdocs-estimate-');
    await writeFiles(site, {
      'pxdocs.config.mjs': `export default ${JSON.stringify({
        title: 'Estimate',
        url: 'https://estimate.example',
        docs: { path: 'docs', sidebarPath: false },
        navbar: { items: [] },
        blog: { onUntruncatedBlogPosts: 'ignore' },
        footer: { copyright: '' },
      })};\n`,
      'docs/intro.md': '# Intro\n',
      'docs/guide/setup.mdx': '# Setup\n',
      'docs/guide/_shared.md': 'A partial.\n',
      'docs/guide/diagram.png': 'not a page',
      'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{}',
      'versions.json': '["1.0"]',
      'blog/2024-01-01-hello.md': '# Hello\n',
      'src/pages/about.md': '# About\n',
      'notes/not-content.md': '# Outside every content folder\n',
    });
    const { guess, pages } = await guessAndCount(site);
    assert.equal(pages, 5);
    assert.equal(guess, 5);
  });
});
