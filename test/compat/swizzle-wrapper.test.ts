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

// Sobeston/zig.guide swizzles the whole Admonition (index, Types, Layout, a Type per keyword) to add
// `:::cpp`, `:::go` and `:::js`. Its Layout classes the box with `ThemeClassNames.common.admonitionType(type)`,
// which read `theme-admonition-undefined`: the map's component was not given `type`, which Docusaurus's
// Admonition passes on. And the build said the site's Admonition was not used at all, when its map draws those keywords.
describe('a swizzled Admonition with its own index and Types', () => {
  it("gives the map's component the keyword as `type`, and says the map is used for the config's keywords", async () => {
    const dir = await makeTempDir('pxdocs-admonition-swizzled-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, markdown: { admonitions: { keywords: ['cpp'], extendDefaults: true } } }),
      'docs/intro.md': page({ title: 'Intro' }, ':::cpp\n\nNo implicit conversions.\n\n:::\n'),
      'src/theme/Admonition/index.js': "import React from 'react';\nimport AdmonitionTypes from '@theme/Admonition/Types';\nexport default function Admonition(props) { const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.info; return <Type {...props} />; }\n",
      'src/theme/Admonition/Types.js': "import Cpp from './Cpp';\nexport default { cpp: Cpp };\n",
      'src/theme/Admonition/Cpp.js': "import React from 'react';\nimport { ThemeClassNames } from '@docusaurus/theme-common';\nexport default function Cpp({ type, children }) { return <div className={`${ThemeClassNames.common.admonition} ${ThemeClassNames.common.admonitionType(type)} alert alert--info`}><details><summary>Coming from C++?</summary>{children}</details></div>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="theme-admonition theme-admonition-cpp alert alert--info"><details><summary>Coming from C\+\+\?<\/summary><p>No implicit conversions\.<\/p><\/details><\/div>/);
    assert.match(output, /src\/theme\/Admonition replaces Docusaurus's Admonition \(swizzled\); pxdocs draws the built-in keywords/);
    assert.match(output, /The keywords the config adds \(admonitions\.keywords\) are drawn by the site's Admonition\/Types map/);
    assert.doesNotMatch(output, /pxdocs renders its own Admonition and does not use it/);
  });
});
