// A site's own copy of DocItem/Content (ejected: it does not import `@theme-original/DocItem/Content`).
// svg/svgo.dev's draws each plugin page's title with a "Default" badge, then the body, then the
// plugin's usage, parameters and demo from its front matter (`svgo.pluginId`, `svgo.parameters`).
// pxdocs drew its own DocItem/Content and warned that the copy "is not used": every plugin page
// lost those sections. The copy is now rendered in place of pxdocs's, given the body as its
// children, as Docusaurus gives it, and `useDoc().contentTitle` is undefined when the body has no
// title of its own, so the copy draws the doc's title itself, as Docusaurus's does.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const COPY = `import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';

export default function DocItemContent({ children }) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const synthetic = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {synthetic && <header className="own-header"><Heading as="h1">{synthetic}</Heading></header>}
      <MDXContent>{children}</MDXContent>
      {frontMatter.plugin && <section className="own-usage"><h2 id="usage">Usage</h2><code>{frontMatter.plugin.id}</code></section>}
    </div>
  );
}
`;

describe("a site's own copy of DocItem/Content", () => {
  it('is drawn in place of pxdocs\'s, around the body, with the title it draws itself when the body has none', async () => {
    const dir = await makeTempDir('pxdocs-doc-content-copy-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/convert.md': '---\ntitle: convertColors\nplugin:\n  id: convertColors\n---\n\nConverts colors.\n\n## Details\n\nMore.\n',
      'docs/titled.md': page({ title: 'Front title' }, '# Body title\n\nText.\n'),
      'src/theme/DocItem/Content/index.js': COPY,
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /DocItem\/Content replaces/);
    const convert = await readFile(join(dir, 'out', 'docs', 'convert.html'), 'utf8');
    // The copy's box holds its title, the body itself (no second `markdown` box of pxdocs's) and what it adds.
    assert.match(convert, /<div class="theme-doc-markdown markdown"><header class="own-header"><h1>convertColors<\/h1><\/header><p>Converts colors\.<\/p>\s*<h2 id="details" class="anchor">Details/);
    assert.match(convert, /<section class="own-usage"><h2 id="usage">Usage<\/h2><code>convertColors<\/code><\/section><\/div>/);
    assert.doesNotMatch(convert, /class="doc-title"/);
    assert.equal(convert.match(/class="[^"]*\bmarkdown\b/g)?.length, 1);
    // A body with its own title: the copy draws no second one.
    const titled = await readFile(join(dir, 'out', 'docs', 'titled.html'), 'utf8');
    assert.doesNotMatch(titled, /own-header/);
    assert.match(titled, /<div class="theme-doc-markdown markdown"><h1>Body title/);
  });
});
