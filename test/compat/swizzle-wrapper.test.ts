// A swizzled component in Docusaurus's "wrap" mode: src/theme/BlogPostItem renders
// `@theme-original/BlogPostItem` with something of the site's around it (a comments
// widget, as ThorstenSuckow/thorsten.suckow-homberg.de adds). pxdocs renders its
// own BlogPostItem; the warning said the copy "replaces" the theme's and advised
// custom CSS, true of an ejected copy but not of a wrapper, whose additions no CSS
// brings back. It now says what is lost; an ejected copy keeps its warning.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
      'src/theme/Root.js': "import React from 'react';\nimport Head from '@docusaurus/Head';\nexport default function Root({ children }) { return <><Head><link rel=\"stylesheet\" href=\"https://fonts.example/x.css\" /></Head>{children}</>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/BlogPostItem wraps Docusaurus's BlogPostItem \(@theme-original\/BlogPostItem\) to add to it; pxdocs renders its own BlogPostItem without the wrapper, so what the wrapper adds .* is not shown/);
    assert.doesNotMatch(output, /src\/theme\/BlogPostItem replaces/);
    assert.match(output, /src\/theme\/Footer\.js replaces Docusaurus's Footer \(swizzled\)/);
    // Root is rendered (test/compat/site-root.test.ts): not named among the components pxdocs does not use.
    assert.doesNotMatch(output, /src\/theme\/Root/);
  });
});

// Docusaurus's documented way to add an admonition keyword: the config names it
// (`admonitions.keywords`) and a swizzled src/theme/Admonition/Types maps it to a
// component built on `@theme-original/Admonition` (kintone/cli-kintone's `:::experimental`).
// pxdocs ignored the map, with a warning, and drew a plain box under the keyword's name.
describe('a swizzled Admonition/Types', () => {
  it("draws the config's own keywords with the site's components, titled as written; the built-in ones stay the theme's", async () => {
    const dir = await makeTempDir('pxdocs-admonition-types-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, markdown: { admonitions: { keywords: ['experimental', 'unmapped'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::experimental[Sandbox **support**]\n\nMay change.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::unmapped\n\nNo component.\n\n:::\n'),
      'src/theme/Admonition/Types.js': [
        "import React from 'react';",
        "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';",
        "import Experimental from './Experimental';",
        'export default { ...DefaultAdmonitionTypes, experimental: Experimental };',
        '',
      ].join('\n'),
      'src/theme/Admonition/Experimental.js': "import React from 'react';\nimport Admonition from '@theme-original/Admonition';\nexport default function Experimental(props) { return <Admonition type=\"warning\" title={<span className=\"exp\">Experimental{props.title ? `: ${props.title}` : ''}</span>}>{props.children}</Admonition>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /src\/theme\/Admonition replaces/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="admonition admonition-warning[^"]*" role="note"><p class="admonition-heading"><span class="exp">Experimental: Sandbox support<\/span><\/p><div class="admonition-content"><p>May change\.<\/p><\/div><\/div>/);
    assert.match(html, /<div class="admonition admonition-tip[^>]*><p class="admonition-heading">Tip<\/p>/);
    // A keyword the map lacks: the theme's box under its name, as Docusaurus falls back.
    assert.match(html, /<div class="admonition admonition-unmapped[^>]*><p class="admonition-heading">Unmapped<\/p>/);
  });
});
