// Docusaurus's hooks called by a site's wrapper, in the browser, around an interactive component (island). In
// Docusaurus 3.10 a DocItem/Layout wrapper that provides `useDoc().metadata.title` and `useThemeConfig()`'s TOC depth,
// and a Layout wrapper that provides the site's title and the page's path (`useDocusaurusContext`, `useLocation`),
// reach the page's components after hydration. pxdocs carried the answers of `useDoc()` and `useThemeConfig()` only
// for calls inside islands: in the browser the wrapper threw ("useDoc() in the browser: the build never called it"),
// the island hydrated without its wrappers (a console warning) and showed the contexts' defaults. The build now
// notes what those hooks answered in the site's Root and content wrappers, and a page with an island inside them
// carries it (theme/shared/island-docs.ts `withChainDocs`), as it does an island's own.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onPage, serveSite } from './browse.js';

const CONFIG = `export default {
  title: 'Hooked', url: 'https://hooked.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/context.js': `import { createContext } from 'react';
export const Site = createContext('no-site');
export const Doc = createContext('no-doc');
`,
  'src/theme/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { Site } from '@site/src/context';
export default function LayoutWrapper(props) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  return <Site.Provider value={siteConfig.title + ' ' + pathname}><Layout {...props} /></Site.Provider>;
}
`,
  'src/theme/DocItem/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useThemeConfig } from '@docusaurus/theme-common';
import { Doc } from '@site/src/context';
export default function LayoutWrapper(props) {
  const { metadata } = useDoc();
  const { tableOfContents } = useThemeConfig();
  return <Doc.Provider value={metadata.title + ' toc' + tableOfContents.maxHeadingLevel}><Layout {...props} /></Doc.Provider>;
}
`,
  'src/components/Reader.js': `import React, { useContext, useEffect, useRef } from 'react';
import { Site, Doc } from '@site/src/context';
export default function Reader() {
  const site = useContext(Site);
  const doc = useContext(Doc);
  const ref = useRef(null);
  useEffect(() => { ref.current.dataset.ready = 'yes'; }, []);
  return <p ref={ref} className="reader">{\`site=\${site} doc=\${doc}\`}</p>;
}
`,
  'docs/intro.mdx': "# Intro\n\nimport Reader from '@site/src/components/Reader';\n\n<Reader />\n",
  'docs/plain.md': '# Plain\n\nNo island here.\n',
};

describe("the hooks a site's wrapper calls answer in the browser as when built", () => {
  const served = serveSite('pxdocs-wrapper-hooks-', SITE);

  it('carries their answers on a page with an island inside the wrappers, and not on one without', async () => {
    const html = await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /site=Hooked \/docs\/intro doc=Intro toc3/);
    const script = /<script type="application\/json" id="px-island-docs">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(script, 'the page carries the answers');
    assert.deepEqual(Object.keys(JSON.parse(script).answers ?? {}).sort(), ['useDoc()', 'useThemeConfig()']);
    const plain = await readFile(join(served.dir, 'out', 'docs', 'plain.html'), 'utf8');
    assert.doesNotMatch(plain, /px-island-docs/);
  });

  it('hydrates the island inside its wrappers, their hooks answered', async () => {
    await onPage(served.browser, async (page, errors) => {
      const warnings: string[] = [];
      page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('.reader[data-ready="yes"]');
      assert.equal(await page.textContent('.reader'), 'site=Hooked /docs/intro doc=Intro toc3');
      assert.deepEqual(warnings.filter((text) => /pxdocs/.test(text)), []);
      assert.deepEqual(errors, []);
    });
  });
});
