// A swizzled src/theme/Root: Docusaurus renders it once around the whole app, and
// sites use it to provide React contexts (which MDX components read with useContext)
// and to add <Head> tags to every page. pxdocs only warned and rendered pages
// without it: the context was missing and its tags lost. It now renders pages with
// a module inside Root, and puts Root's frame (wrapper markup, head tags, CSS) on
// every page, the fast path's plain Markdown pages too (compiler/site-root.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runCli, writeFiles, type CliResult } from '../helpers.js';

after(removeTempDirs);

const ROOT_FILES = {
  'src/context/Audience.js': "import { createContext } from 'react';\nexport const Audience = createContext('nobody');\n",
  'src/theme/Root.js': [
    "import React from 'react';",
    "import Head from '@docusaurus/Head';",
    "import { Audience } from '@site/src/context/Audience';",
    "import './root.css';",
    'export default function Root({ children }) {',
    '  return (',
    '    <Audience.Provider value="operators">',
    '      <Head>',
    '        <link rel="preconnect" href="https://fonts.example" />',
    // Google Fonts' snippet: crossOrigin with no value.
    '        <link rel="preconnect" href="https://static.fonts.example" crossOrigin />',
    '        <meta name="root-meta" content="from-root" />',
    '        <title>Never shown</title>',
    '      </Head>',
    '      <div className="root-wrapper" data-root="yes">',
    '        <div className="root-banner">Banner from Root</div>',
    '        {children}',
    '      </div>',
    '    </Audience.Provider>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/theme/root.css': '.root-banner { color: rebeccapurple; }\n',
  'src/components/Who.js': "import React, { useContext } from 'react';\nimport { Audience } from '../context/Audience';\nexport default function Who() { return <strong className=\"who\">{useContext(Audience)}</strong>; }\n",
};

describe('a swizzled Root', () => {
  let dir: string;
  let result: CliResult;
  const html = (path: string) => readFile(join(dir, 'out', path), 'utf8');
  before(async () => {
    dir = await makeTempDir('pxdocs-site-root-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Plain Markdown, no module.\n'),
      'docs/who.mdx': page({ title: 'Who' }, "import Who from '@site/src/components/Who';\n\nFor <Who />.\n"),
      'src/pages/team.js': "import React, { useContext } from 'react';\nimport Layout from '@theme/Layout';\nimport { Audience } from '@site/src/context/Audience';\nexport default function Team() { return <Layout title=\"Team\"><main><p className=\"team\">Team for {useContext(Audience)}</p></main></Layout>; }\n",
      ...ROOT_FILES,
    });
    result = await buildSite(dir);
  });

  it('builds, with no warning that Root is not used', () => {
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Root.*(swizzled|not used|does not render)/);
  });

  it('gives an MDX component and a React page the context Root provides', async () => {
    assert.match(await html('docs/who.html'), /<strong class="who">operators<\/strong>/);
    assert.match(await html('team.html'), /<p class="team">Team for operators<\/p>/);
  });

  it("puts Root's head tags on every page, the theme's title and the page's own left as they are", async () => {
    for (const path of ['docs/intro.html', 'docs/who.html', 'index.html', '404.html']) {
      const text = await html(path);
      const head = text.slice(0, text.indexOf('</head>'));
      assert.match(head, /<link rel="preconnect" href="https:\/\/fonts\.example"\/>/, path);
      // Written crossorigin="true", as Docusaurus 3.10's Head writes it (React left it out).
      assert.match(head, /<link rel="preconnect" href="https:\/\/static\.fonts\.example" crossorigin="true"\/>/, path);
      assert.match(head, /<meta name="root-meta" content="from-root"\/>/, path);
      assert.doesNotMatch(head, /Never shown/, path);
      // Root's CSS is linked on every page.
      assert.match(head, /<link rel="stylesheet" href="\/assets\/site-root-[0-9a-f]{10}\.css"\/>/, path);
      // Once: the render of a page inside Root does not give its tags again.
      assert.equal(head.split('root-meta').length, 2, path);
    }
    assert.match(await html('docs/intro.html'), /<title>Intro \| /);
  });

  it('wraps the whole body in the markup Root renders around its children, on fast-path pages too', async () => {
    for (const path of ['docs/intro.html', 'docs/who.html', 'team.html', 'index.html']) {
      const text = await html(path);
      const body = text.slice(text.indexOf('<body'));
      // Around the skip link, the navbar, the page and the footer, as Docusaurus renders Root around the app.
      assert.match(body, /^<body[^>]*><div class="root-wrapper" data-root="yes"><div class="root-banner">Banner from Root<\/div><a class="skip-link"/, path);
      assert.match(body, /<\/footer><\/div><\/body>/, path);
      assert.equal(body.split('root-banner').length, 2, path);
    }
    // Nothing of Root's inside a page's article (the module page rendered inside Root).
    const article = /<article[\s\S]*<\/article>/.exec(await html('docs/who.html'))![0];
    assert.doesNotMatch(article, /root-wrapper|root-banner|pxdocs-root/);
    const css = (await html('docs/intro.html')).match(/\/assets\/site-root-[0-9a-f]{10}\.css/)![0];
    assert.match(await readFile(join(dir, 'out', css), 'utf8'), /rebeccapurple/);
  });

  it("keeps the plain Markdown page on the fast path (its Markdown twin says nothing of Root's)", async () => {
    assert.match(result.stdout + result.stderr, /1 without a module/);
    assert.doesNotMatch(await html('docs/intro.md'), /Banner/);
  });
});

// `docusaurus swizzle … Root --wrap` and `… Footer/Copyright --wrap` import the originals from `@theme-original/`:
// AdGuard's DNS docs failed the build with `Unknown import "@theme-original/Root"` where Docusaurus builds them.
describe('wrappers of Root and of a footer piece', () => {
  it('build, Root around the page and the copyright as the wrapper draws it', async () => {
    const dir = await makeTempDir('pxdocs-root-wrap-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Plain Markdown.\n'),
      'src/theme/Root/index.js': "import React from 'react';\nimport Root from '@theme-original/Root';\nexport default function RootWrapper(props) {\n  return <div className=\"my-root-provider\"><Root {...props} /></div>;\n}\n",
      'src/theme/Footer/Copyright/index.js': "import React from 'react';\nimport Copyright from '@theme-original/Footer/Copyright';\nexport default function CopyrightWrapper() {\n  return <Copyright copyright=\"Wrapped copyright\" />;\n}\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="my-root-provider">[^]*Plain Markdown\.[^]*<\/div>/);
    assert.match(html, /Wrapped copyright/);
    assert.doesNotMatch(html, /Copyright © 2025 Fixture Ltd\./, "the wrapper's copyright in place of the config's");
  });
});

describe('a swizzled Root that needs the browser', () => {
  it('fails the build naming the file, with what to do', async () => {
    const dir = await makeTempDir('pxdocs-site-root-window-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/Root.js': "import React from 'react';\nexport default function Root({ children }) { const width = window.innerWidth; return <div data-width={width}>{children}</div>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.notEqual(result.code, 0, output);
    assert.match(output, /src\/theme\/Root\.js, the site's swizzled Root \(it wraps every page\), threw while the build ran it: window is not defined/);
    assert.match(output, /useEffect/);
  });

  it('with an effect builds, warned that its effects run only around islands in the browser', async () => {
    const dir = await makeTempDir('pxdocs-site-root-effect-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/Root/index.js': "import React, { useEffect } from 'react';\nexport default function Root({ children }) { useEffect(() => { window.track(); }, []); return <>{children}</>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/Root \(the site's Root\) uses useEffect: .*Root's effects run on no page without islands and once on the others/);
    assert.match(output, /Markup Root draws itself with a handler \(a button beside its children\) stays as built: move it into a component of its own file under src\/ and render that/);
    assert.match(output, /Swizzled Root in the browser/);
    assert.doesNotMatch(output, /Swizzled components not used/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<p>Hello\.<\/p>/);
  });

  it('rendering a component of the site with state and effects builds it as an island of every page, without a warning', async () => {
    const dir = await makeTempDir('pxdocs-site-root-banner-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      // Maintainerr_docs's way: a cookie banner kept in Root, its state and effects its own.
      'src/components/Consent/index.js': "import React, { useEffect, useState } from 'react';\nexport default function Consent() { const [shown, setShown] = useState(false); useEffect(() => setShown(true), []); return shown ? <div id=\"consent\">Cookies?</div> : null; }\n",
      'src/theme/Root.js': "import React from 'react';\nimport Consent from '@site/src/components/Consent';\nexport default function Root({ children }) { return <>{children}<Consent /></>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    // Live in the browser as in Docusaurus (swizzle-root-islands.test.ts): nothing to warn of.
    assert.doesNotMatch(output, /Swizzled Root in the browser/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<px-island [^>]*data-wrappers="Root"[^>]*><\/px-island><\/body>/);
  });

  it("rendering a component of the site with state that is no island builds, warned with that component's file", async () => {
    const dir = await makeTempDir('pxdocs-site-root-banner-static-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      // It reads its children's elements: no island (site-islands.ts), so it stays as built.
      'src/components/Consent/index.js': "import React, { Children, useState } from 'react';\nexport default function Consent({ children }) { const [shown] = useState(true); return shown ? <div id=\"consent\">{Children.map(children, (child) => child)}</div> : null; }\n",
      'src/theme/Root.js': "import React from 'react';\nimport Consent from '@site/src/components/Consent';\nexport default function Root({ children }) { return <>{children}<Consent><b>Cookies?</b></Consent></>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/Root\.js \(the site's Root\) uses useState \(in src\/components\/Consent\/index\.js, which it renders\): .*what it renders beside them stays as built, so that component's effects never run in the browser/);
  });

  it('that renders no children fails naming the file', async () => {
    const dir = await makeTempDir('pxdocs-site-root-children-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/Root.js': "import React from 'react';\nexport default function Root() { return <div>Nothing</div>; }\n",
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.notEqual(result.code, 0, output);
    assert.match(output, /src\/theme\/Root\.js, the site's swizzled Root, renders its children nowhere/);
  });
});

// EveryAnalytics/web-analytics-handbook: with a Root, a component importing an image never finished
// building. Root's check of each import (is it a module Root holds?) and the image's resolution each
// resolved the import again with only their own mark, dropping the other's: they called each other
// until the heap ran out (4 GB, 6 minutes). The CLI runs with a small heap and a time limit here.
describe('a swizzled Root beside a component importing an image', () => {
  it('builds, the image published', async () => {
    const dir = await makeTempDir('pxdocs-site-root-image-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'src/theme/Root.js': "import React from 'react';\nexport default function Root({ children }) { return <div className=\"root\">{children}</div>; }\n",
      'src/components/Box.js': "import React from 'react';\nimport pic from '@site/static/img/a.png';\nimport near from './b.png';\nexport default function Box({ children }) { return <div className=\"box\"><img src={pic} alt=\"a\" /><img src={near} alt=\"b\" />{children}</div>; }\n",
      'src/components/b.png': 'png-b',
      'static/img/a.png': 'png-a',
      'docs/intro.mdx': "import Box from '@site/src/components/Box';\n\n# Intro\n\n<Box>inside</Box>\n",
    });
    const result = await runCli(['build', '--cwd', dir, '--no-cache'], { env: { NODE_OPTIONS: '--max-old-space-size=300' }, timeoutMs: 60_000 });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<div class="box"><img src="\/assets\/images\/a-[0-9a-f]+\.png" alt="a"\/><img src="\/assets\/images\/b-[0-9a-f]+\.png" alt="b"\/>inside<\/div>/);
  });
});
