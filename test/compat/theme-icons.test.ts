// The classic theme's icons. A Docusaurus 2 site's swizzled Footer imports
// `@theme/IconExternalLink` (Docusaurus 3 moved it to `@theme/Icon/ExternalLink`),
// which failed the build ("imports a theme component pxdocs lacks":
// EveryAnalytics/web-analytics-handbook); pxdocs had only that one icon, by its
// new path. Every icon of the classic theme is now there by both paths, on the
// server and in an island.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("the classic theme's icons", () => {
  it("are imported by Docusaurus 2's and 3's paths, in a swizzled Footer, a component and an island", async () => {
    const dir = await makeTempDir('pxdocs-theme-icons-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Icons', url: 'https://icons.example', tagline: 'Icons',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
      'src/theme/Footer/index.js': "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport IconExternalLink from '@theme/IconExternalLink';\nexport default function Footer() {\n  return <footer className=\"footer own-footer\"><Link href=\"https://github.com/x/y\">GitHub<IconExternalLink className=\"mine\" /></Link></footer>;\n}\n",
      'src/components/Bar.js': "import React from 'react';\nimport IconEdit from '@theme/Icon/Edit';\nimport IconHome from '@theme/IconHome';\nexport default function Bar() { return <p className=\"bar\"><IconHome /> <IconEdit width={12} height={12} /></p>; }\n",
      'src/components/Closer.js': "import React, { useState } from 'react';\nimport IconClose from '@theme/Icon/Close';\nexport default function Closer() {\n  const [open, setOpen] = useState(true);\n  return open ? <button className=\"closer\" onClick={() => setOpen(false)}><IconClose /></button> : null;\n}\n",
      'docs/intro.mdx': "import Bar from '@site/src/components/Bar';\nimport Closer from '@site/src/components/Closer';\n\n# Intro\n\n<Bar />\n\n<Closer />\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /Icon|no browser version/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<footer class="footer own-footer"><a[^>]*href="https:\/\/github\.com\/x\/y"[^>]*>GitHub<svg width="13\.5" height="13\.5" viewBox="0 0 24 24" class="icon-external-link mine" aria-label="\(opens in new tab\)">/, "named, as Docusaurus names it");
    assert.match(html, /<p class="bar"><svg width="16" height="16"[^>]*class="icon-home">.*<svg width="12" height="12"[^>]*class="icon-edit">/);
    assert.match(html, /<px-island[^>]*><button class="closer"><svg[^>]*class="icon-close">/, 'an island with an icon');
  });
});
