// A swizzled component in Docusaurus's "wrap" mode: src/theme/BlogPostItem renders
// `@theme-original/BlogPostItem` with something of the site's around it (a comments
// widget, as ThorstenSuckow/thorsten.suckow-homberg.de adds). pxdocs renders its
// own BlogPostItem; the warning said the copy "replaces" the theme's and advised
// custom CSS, true of an ejected copy but not of a wrapper, whose additions no CSS
// brings back. It now says what is lost; an ejected copy keeps its warning.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a swizzled wrapper', () => {
  it('is named as a wrapper whose additions are not shown; an ejected copy as a replacement', async () => {
    const dir = await makeTempDir('pxdocs-swizzle-wrapper-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/BlogPostItem/index.js': "import React from 'react';\nimport BlogPostItem from '@theme-original/BlogPostItem';\nexport default function Wrapper(props) { return <><BlogPostItem {...props} /><div>Comments</div></>; }\n",
      'src/theme/Footer.js': "import React from 'react';\nexport default function Footer() { return <footer>Mine</footer>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/BlogPostItem wraps Docusaurus's BlogPostItem \(@theme-original\/BlogPostItem\) to add to it; pxdocs renders its own BlogPostItem without the wrapper, so what the wrapper adds .* is not shown/);
    assert.doesNotMatch(output, /src\/theme\/BlogPostItem replaces/);
    assert.match(output, /src\/theme\/Footer\.js replaces Docusaurus's Footer \(swizzled\)/);
  });
});
