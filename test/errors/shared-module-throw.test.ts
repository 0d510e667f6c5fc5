// A component pages share with the site's Root or wrappers (a module Root's or a wrapper's bundle
// holds) runs in that bundle's code, not the page's (bundle-pages.ts ROOT_MODULE, site-wrappers.ts
// `shared`): a throw in it named the page and the component, but not the component's line, which
// only that bundle's source map knows. Root's own throws, and a module's it imports at load, named
// Root's file alone. Docusaurus names `server.bundle.js:<line>` for all of these.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, page, removeTempDirs, writeDocsSite } from '../helpers.js';

after(removeTempDirs);

const BOX_RENDER_THROWS = "import React from 'react';\n\nexport default function Box({ children }) {\n  const items = null;\n  return <div className=\"box\">{items.map((x) => x)}{children}</div>;\n}\n";
const BOX_LOAD_THROWS = "import React from 'react';\n\nconst config = null;\nexport const size = config.size;\nexport default function Box({ children }) {\n  return <div className=\"box\">{children}</div>;\n}\n";
const PAGES = {
  'docs/a.mdx': page({ title: 'A' }, "import Box from '@site/src/components/Box';\n\n<Box>hi</Box>\n"),
  'docs/b.mdx': page({ title: 'B' }, "import Box from '@site/src/components/Box';\n\n<Box>hi</Box>\n"),
};
const ROOT_WITH_BOX = "import React from 'react';\nimport Box from '@site/src/components/Box';\n\nexport default function Root({ children }) {\n  void Box;\n  return <>{children}</>;\n}\n";
const LAYOUT_WITH_BOX = "import React from 'react';\nimport Layout from '@theme-original/Layout';\nimport Box from '@site/src/components/Box';\n\nexport default function LayoutWrapper(props) {\n  void Box;\n  return <Layout {...props} />;\n}\n";
const DOC_LAYOUT_WITH_BOX = LAYOUT_WITH_BOX.replace("'@theme-original/Layout'", "'@theme-original/DocItem/Layout'");

async function stderrOf(files: Record<string, string>): Promise<string> {
  const result = await buildSite(await writeDocsSite({ chat: { embeddings: 'off' } }, { ...PAGES, ...files }));
  assert.equal(result.code, 1);
  return result.stderr;
}

describe('a throw in a module the pages share with Root or a wrapper', () => {
  for (const [name, files] of [
    ['Root', { 'src/theme/Root.js': ROOT_WITH_BOX }],
    ['a Layout wrapper', { 'src/theme/Layout/index.js': LAYOUT_WITH_BOX }],
    ['a DocItem/Layout wrapper', { 'src/theme/DocItem/Layout/index.js': DOC_LAYOUT_WITH_BOX }],
  ] as const) {
    it(`names each page and the component's own line when it throws rendering (shared with ${name})`, async () => {
      const stderr = await stderrOf({ 'src/components/Box.js': BOX_RENDER_THROWS, ...files });
      for (const doc of ['a', 'b']) {
        assert.match(stderr, new RegExp(`Page failed to render\\s+docs/${doc}\\.mdx:7:1\\n\\s*Cannot read properties of null \\(reading 'map'\\) \\(in <Box>, thrown at src/components/Box\\.js:5:\\d+\\)`));
      }
    });
  }

  it('names the line of Root, or of a module Root imports, that threw', async () => {
    const loading = await stderrOf({ 'src/components/Box.js': BOX_LOAD_THROWS, 'src/theme/Root.js': ROOT_WITH_BOX });
    assert.match(loading, /Swizzled Root failed\s+src\/components\/Box\.js:4:\d+\n\s*src\/theme\/Root\.js, .*: Cannot read properties of null \(reading 'size'\) \(at src\/components\/Box\.js:4:\d+\)/);
    const rendering = await stderrOf({ 'src/theme/Root.js': "import React from 'react';\n\nexport default function Root({ children }) {\n  const x = undefined;\n  return <>{x.y}{children}</>;\n}\n" });
    assert.match(rendering, /Swizzled Root failed\s+src\/theme\/Root\.js:5:\d+\n.*\(reading 'y'\) \(at src\/theme\/Root\.js:5:\d+\)/);
  });
});
