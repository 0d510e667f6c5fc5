// Components written for Docusaurus, built unchanged: Docusaurus's client API
// (Translate, useIsBrowser, BrowserOnly, useDocusaurusContext, router,
// theme-common, plugin-content-docs/client, ThemedImage) answered as its server
// render does, global components from src/theme/MDXComponents, ```mdx-code-block
// fences, a component that reads its child table as elements, raw-loader text
// through `require(…).default`, files imported for their URL, SVG imported as
// a component, and grammar names in any case.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, buildVariant, FIXTURES, must, readPage, selectAll, text, useFixture } from './lib.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

const site = useFixture('docusaurus-client');

describe('Docusaurus client API and global components', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('answers the client API as a server render does', async () => {
    const page = await readPage(site.out, '/docs/client');
    const value = (key: string) => text(must(page.body, `[data-testid="client-api"] [data-key="${key}"]`));
    assert.equal(value('translate'), 'Hello reader, welcome');
    assert.equal(selectAll(page.body, '[data-key="translate"] b').length, 1, 'a value may be an element');
    assert.equal(value('translate-fn'), '3 pages');
    assert.equal(value('browser'), 'false');
    assert.equal(value('browser-only'), 'loading', 'BrowserOnly renders its fallback');
    assert.equal(value('title'), 'Client API fixture');
    assert.equal(value('pathname'), '/docs/client');
    assert.equal(value('color-mode'), 'light');
    assert.equal(value('version'), 'current');
    assert.equal(value('doc'), '/docs/client');
    // useDoc(): the front matter as written (a custom key too), and Docusaurus's metadata.
    assert.equal(value('front-matter'), 'docs-team Client API');
    // An `areas` site serves docs from the root: the slug is the whole path, and tags are under /tags.
    assert.equal(value('metadata'), '/docs/client @site/content/docs/01-client.mdx Client API=/tags/client-api,Hooks=/tags/react-hooks undefined');
    assert.doesNotMatch(site.stderr, /owner/, 'a custom front matter key is no mistake');
  });

  it('renders a component from the site MDXComponents without an import', async () => {
    const page = await readPage(site.out, '/docs/client');
    assert.match(text(must(page.body, 'aside[data-testid="callout"]')), /never imported/);
  });

  it('takes the site MDXComponents from a folder with an index too', async () => {
    const components = await readFile(join(FIXTURES, 'docusaurus-client', 'src/theme/MDXComponents.tsx'), 'utf8');
    const variant = await buildVariant('docusaurus-client', { 'src/theme/MDXComponents.tsx': null, 'src/theme/MDXComponents/index.tsx': components });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const page = await readPage(variant.out, '/docs/client');
      assert.match(text(must(page.body, 'aside[data-testid="callout"]')), /never imported/);
    } finally {
      await variant.cleanup();
    }
  });

  it("renders every Markdown link through the site MDXComponents' `a`, on plain pages and pages with a module", async () => {
    const components = await readFile(join(FIXTURES, 'docusaurus-client', 'src/theme/MDXComponents.tsx'), 'utf8');
    const variant = await buildVariant('docusaurus-client', {
      'src/theme/MDXComponents.tsx': `${components.replace('export default {', 'const LocalLink = ({ href, children, ...props }) => <a href={href} data-local-link="yes" {...props}>{children}</a>;\n\nexport default {')
        .replace('  Callout,', '  Callout,\n  a: LocalLink,')}`,
      'content/docs/04-links.md': '---\ntitle: Links\n---\n\nA [plain **page** link](https://example.org/) and [one to the client page](/docs/client#client-api).\n\nNo link in `code` here.\n',
      'content/docs/05-links-module.mdx': '---\ntitle: Links with a module\n---\n\nexport const n = 2;\n\nA [link](https://example.org/) beside {n}.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const plain = await readPage(variant.out, '/docs/links');
      const links = selectAll(plain.body, 'a').filter((link) => !attr(link, 'class')?.includes('hash-link'));
      assert.deepEqual(links.map((link) => [attr(link, 'href'), attr(link, 'data-local-link'), text(link)]), [
        ['https://example.org/', 'yes', 'plain page link'],
        ['/docs/client#client-api', 'yes', 'one to the client page'],
      ]);
      assert.equal(selectAll(plain.body, 'a strong').length, 1, 'the Markdown inside the link is kept');
      const module = await readPage(variant.out, '/docs/links-module');
      assert.equal(attr(must(module.body, 'a[href="https://example.org/"]'), 'data-local-link'), 'yes');
      // Pages with no link are unchanged: the global component still renders.
      assert.match(text(must((await readPage(variant.out, '/docs/client')).body, 'aside[data-testid="callout"]')), /never imported/);
    } finally {
      await variant.cleanup();
    }
  });

  it('unwraps mdx-code-block fences, and gives a component its child table as elements', async () => {
    const page = await readPage(site.out, '/docs/client');
    assert.ok(!text(page.body).includes('mdx-code-block'));
    assert.ok(!text(page.body).includes("import RowCount"), 'the imports in the fence are imports');
    const counted = must(page.body, '[data-testid="row-count"]');
    assert.equal(attr(counted, 'data-rows'), '2');
    assert.equal(selectAll(counted, 'table tbody tr').length, 2);
    assert.equal(selectAll(counted, '[data-table-end]').length, 0, 'no marker among the children the component reads');
  });

  it('puts both images of a ThemedImage in the page, each marked with its colour mode', async () => {
    const page = await readPage(site.out, '/docs/client');
    const images = selectAll(page.body, 'img.themed-image');
    assert.deepEqual(images.map((image) => [attr(image, 'src'), attr(image, 'alt')]), [['/img/light.svg', 'Logo'], ['/img/dark.svg', 'Logo']]);
    assert.ok(attr(images[0], 'class')!.includes('themed-image--light'));
    assert.ok(attr(images[1], 'class')!.includes('themed-image--dark'));
    assert.deepEqual(selectAll(page.body, 'link').map((link) => attr(link, 'href')), [], "no image preloads (React 19's) in the page's body");
  });

  it('gives raw-loader text to require(…).default and to an import', async () => {
    const page = await readPage(site.out, '/docs/client');
    assert.equal(text(must(page.body, '[data-testid="raw-require"]')), "import type { ReactNode } from 'react';");
    assert.equal(text(must(page.body, '[data-testid="raw-import"]')), "import type { ReactNode } from 'react';");
  });

  it('publishes files imported for their URL (import, require(…).default, !file-loader!) and inlines an imported SVG as a component', async () => {
    const page = await readPage(site.out, '/docs/assets');
    const urls = [attr(must(page.body, 'img[data-testid="imported"]'), 'src')!, attr(must(page.body, 'a[data-testid="required"]'), 'href')!, attr(must(page.body, 'a[data-testid="file-loader"]'), 'href')!];
    assert.deepEqual(urls.map((url) => url.replace(/-[0-9a-f]{8}\./, '-HASH.')), ['/assets/images/diagram-HASH.png', '/assets/images/guide-HASH.pdf', '/assets/images/data-HASH.xyz']);
    const sources = ['content/docs/assets/diagram.png', 'content/docs/assets/guide.pdf', 'content/docs/assets/data.xyz'];
    for (const [position, url] of urls.entries()) {
      assert.deepEqual(await readFile(join(site.out, url)), await readFile(join(FIXTURES, 'docusaurus-client', sources[position])), url);
    }
    const siteDiagram = attr(must(page.body, 'img[data-testid="site-imported"]'), 'src')!;
    assert.match(siteDiagram, /^\/assets\/images\/site-diagram-[0-9a-f]{8}\.png$/, 'by an @site/ path too');
    // Site-rooted paths resolve as webpack's resolve.roots has them in Docusaurus: the static folder, then the site folder.
    assert.equal(attr(must(page.body, 'img[data-testid="static-rooted"]'), 'src'), siteDiagram, '/img/… from static/');
    assert.equal(attr(must(page.body, 'img[data-testid="site-rooted"]'), 'src'), siteDiagram, '/static/img/… from the site folder');
    const logo = must(page.body, 'svg[data-testid="logo"]');
    assert.equal(attr(logo, 'viewBox') ?? attr(logo, 'viewbox'), '0 0 20 10');
    assert.equal(attr(logo, 'class'), 'small', "the caller's className wins");
    assert.equal(attr(logo, 'role'), 'img');
    assert.equal(text(must(logo, 'title')), 'Our logo');
    assert.equal(selectAll(logo, 'rect').length + selectAll(logo, 'circle').length, 2);
  });

  it("publishes the files a component's stylesheet points at with url(), and leaves site paths as written", async () => {
    const page = await readPage(site.out, '/docs/assets');
    assert.equal(text(must(page.body, '[data-testid="banner"]')), 'Patterned.');
    const sheets = await Promise.all(selectAll(page.tree, 'link[rel=stylesheet]').map((link) => readFile(join(site.out, attr(link, 'href')!), 'utf8')));
    const css = sheets.find((sheet) => sheet.includes('repeat-x'));
    assert.ok(css, 'the component stylesheet is linked');
    const pattern = /url\(["']?(\/assets\/images\/pattern-[0-9a-f]{8}\.png)["']?\)/.exec(css)?.[1];
    assert.ok(pattern, css);
    assert.deepEqual(await readFile(join(site.out, pattern)), await readFile(join(FIXTURES, 'docusaurus-client', 'src/components/pattern.png')));
    const diagram = /url\(["']?(\/assets\/images\/site-diagram-[0-9a-f]{8}\.png)["']?\)/.exec(css)?.[1];
    assert.ok(diagram, 'an @site/ path too');
    assert.ok((await readFile(join(site.out, diagram))).length > 0);
    assert.match(css, /url\(["']?\/img\/light\.svg["']?\)/, 'a site path is left as written');
  });

  it('gives a heading written ## Title {/* #id */} that id, in the TOC too, without showing the comment', async () => {
    const page = await readPage(site.out, '/docs/client');
    assert.equal(text(must(page.body, 'h2#comment-id')).replace(/\u200b$/, '').trim(), 'Named by a comment');
    assert.ok(selectAll(page.main, '.toc a').some((a) => attr(a, 'href') === '#comment-id'));
    assert.ok(!page.html.includes('/* #comment-id'));
    const commonmark = await readPage(site.out, '/docs/commonmark');
    assert.equal(text(must(commonmark.body, 'h2#html-comment-id')).replace(/\u200b$/, '').trim(), 'Named by an HTML comment', '<!-- #id --> in a CommonMark page');
    // A comment that names nothing is left out of the heading's id and its TOC entry, as Docusaurus leaves raw HTML out.
    assert.equal(selectAll(commonmark.body, 'h2').map((heading) => attr(heading, 'id'))[1], 'kept-apart');
    assert.ok(selectAll(commonmark.main, '.toc a').some((a) => attr(a, 'href') === '#kept-apart' && text(a).trim() === 'Kept apart'));
  });

  it('highlights a language the config named in another case (PHp)', async () => {
    const page = await readPage(site.out, '/docs/client');
    assert.ok(selectAll(page.body, 'code.language-php .token').length > 0);
  });

  it('names the component that threw and where the page uses it, and where a component neither imported nor global is used', async () => {
    const fence = '```';
    const variant = await buildVariant('docusaurus-client', {
      'content/docs/02-broken.mdx': "---\ntitle: Broken\n---\n\nimport RowCount from '@site/src/components/RowCount';\n\nText.\n\n<RowCount>\nNot a table.\n</RowCount>\n",
      'content/docs/03-missing.mdx': `---\ntitle: Missing\n---\n\nIntro.\n\n${fence}mdx-code-block\n<Missing />\n${fence}\n`,
      // Code written for a browser, run at build time: in a render, and at a component file's top level.
      'src/components/WindowWidth.js': "import React from 'react';\n\nexport default function WindowWidth() {\n  const width = window.innerWidth;\n  return <span>{width}</span>;\n}\n",
      'content/docs/05-window.mdx': "---\ntitle: Window\n---\n\nimport WindowWidth from '@site/src/components/WindowWidth';\n\nWide: <WindowWidth />\n",
      // A theme component used without its import, as Docusaurus also requires it; a component throwing a value that is no Error.
      'content/docs/07-toc.mdx': '---\ntitle: Inline TOC\n---\n\n## One\n\n<TOCInline toc={toc} />\n',
      'content/docs/08-throws.mdx': '---\ntitle: Throws\n---\n\nexport const Refuse = () => { throw 42; };\n\nText.\n\n<Refuse />\n',
      // An API path's parameter written in braces, as MDX 1 showed them (OpenDataDSL's REST pages); inline code first.
      'content/docs/09-braces.mdx': '---\ntitle: Braces\n---\n\nThe `{release}` part.\n\n| Method | Path |\n| --- | --- |\n|GET|{release}/{source}|\n',
      // Braces in math on a site without a math plugin for MDX 3 (a Docusaurus 2 site's remark-math 3): the plugins, not escapes.
      'content/docs/10-math.mdx': '---\ntitle: Math\n---\n\nThe rate is $r = \\frac{reserve}{supply}$ here.\n',
    });
    try {
      assert.equal(variant.code, 1);
      // The page, where it uses the component, and the component's own line that threw (its bundle's source map).
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/02-broken\.mdx:9:1\n.*\(in <RowCount>, thrown at src\/components\/RowCount\.tsx:\d+:\d+\)/);
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/05-window\.mdx:7:\d+\n\s*window is not defined \(in <WindowWidth>, thrown at src\/components\/WindowWidth\.js:4:17\)\n\s*hint: .*no `window`.*useEffect.*BrowserOnly/);

      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/09-braces\.mdx:9:6\n\s*release is not defined: the page writes \{release…\}, which MDX runs as JavaScript, and nothing on the page defines release\n\s*hint: To show the braces as text .* escape them, \\\{release\\\}, or put them in inline code; or give the page `format: md`/);
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/10-math\.mdx:5:\d+\n\s*reserve is not defined[^\n]*\n\s*hint: The braces are inside \$…\$ math: .*npm install remark-math@6 rehype-katex@7/);
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/03-missing\.mdx:8:1\n.*Expected component `Missing` to be defined/);
      assert.match(variant.stderr, /hint: Import Missing at the top of the page .* or add it to the components src\/theme\/MDXComponents\.tsx gives every page/);
      // The theme's own component: the hint names the module it comes from, not a file of the site's.
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/07-toc\.mdx:7:1\n.*Expected component `TOCInline` to be defined.*\n\s*hint: Import it at the top of the page: `import TOCInline from '@theme\/TOCInline';`/);
      // `throw 42`: said as what it is (its message was "undefined"), with the component and where the page uses it.
      assert.match(variant.stderr, /Page failed to render\s+content\/docs\/08-throws\.mdx:9:1\n\s*Threw 42, which is not an Error .*\(in <Refuse>\)/);
    } finally {
      await variant.cleanup();
    }
  });

  it('names the component file and line that threw while a page loaded (its top level)', async () => {
    const variant = await buildVariant('docusaurus-client', {
      'src/components/Settings.js': "const settings = JSON.parse('{\"rows\": 1');\nexport default function Settings() {\n  return settings.rows;\n}\n",
      'content/docs/06-settings.mdx': "---\ntitle: Settings\n---\n\nimport Settings from '@site/src/components/Settings';\n\nRows: <Settings />\n",
    });
    try {
      assert.equal(variant.code, 1);
      assert.match(variant.stderr, /Page failed to load\s+content\/docs\/06-settings\.mdx\n.*\(thrown at src\/components\/Settings\.js:1:23, which this page imports\)/);
    } finally {
      await variant.cleanup();
    }
  });

  it('calls a missing file a component links to a missing file (not a page), where the page writes it', async () => {
    const variant = await buildVariant('docusaurus-client', {
      'content/docs/04-picture.mdx': "---\ntitle: Picture\n---\n\nexport const Download = () => <a href=\"/files/nowhere.pdf\">the guide</a>;\n\n<Download />\n",
    });
    try {
      assert.match(variant.stderr, /content\/docs\/04-picture\.mdx:5:\d+ → \/files\/nowhere\.pdf \(no file \/files\/nowhere\.pdf in the static folder\)/);
    } finally {
      await variant.cleanup();
    }
  });

  it('names the config file the site uses when a config value is wrong', async () => {
    const variant = await buildVariant('docusaurus-client', {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', areas: ['docs'], navbar: { items: [{ type: 'docSidebar', sidebarId: 'nope', label: 'Docs' }] }, footer: { copyright: '' } };\n",
    });
    try {
      assert.equal(variant.code, 1);
      assert.match(variant.stderr, /Unknown sidebar id\s+pxdocs\.config\.mjs/);
      assert.doesNotMatch(variant.stderr, /site\.config\.ts/);
    } finally {
      await variant.cleanup();
    }
  });
});

// Router paths hold the base in Docusaurus: `<Redirect to="/proj/docs">` (iorate/ublacklist's home page)
// goes there as written, and `<Link to="/proj/docs">` is not given the base twice. pxdocs put the base
// in front of both again (/proj/proj/docs), and a locale's pass its own (/proj/fr/proj/docs).
describe('router paths written with the base, on a site under a path', () => {
  after(removeTempDirs);
  const CONFIG = (i18n: string) => `export default { title: 'T', url: 'https://t.example', baseUrl: '/proj/', docs: { path: 'docs' }, ${i18n} navbar: { items: [] }, footer: { copyright: '' } };\n`;

  it('forwards a Redirect to the path as written, from every locale', async () => {
    const dir = await makeTempDir('pxdocs-router-redirect-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
      'docs/intro.md': '# Intro\n\nThe intro.\n',
      'src/pages/index.tsx': "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\nexport default function Home() { return <Redirect to=\"/proj/docs/intro\" />; }\n",
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const home = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(home, /<meta http-equiv="refresh" content="0; url=\/proj\/docs\/intro"\/>/);
    assert.match(home, /<a href="\/proj\/docs\/intro">/);
    // From the French pages too: Docusaurus's router goes to the path as written, the English page.
    const french = await readFile(join(dir, 'out', 'fr', 'index.html'), 'utf8');
    assert.match(french, /<meta http-equiv="refresh" content="0; url=\/proj\/docs\/intro"\/>/);
    assert.match(french, /<a href="\/proj\/docs\/intro">/);
  });

  // 10play/10tap-editor's home page sends to "/10Tap-Editor/docs/intro" under baseUrl '/10tap-editor/':
  // react-router matches routes whatever their case, so Docusaurus shows the intro; pxdocs sent the
  // reader to /10tap-editor/10Tap-Editor/docs/intro, a page that does not exist.
  it('forwards a Redirect whose base is written in another case to the page under the base', async () => {
    const dir = await makeTempDir('pxdocs-router-redirect-case-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
      'docs/intro.md': '# Intro\n\nThe intro.\n',
      'src/pages/index.tsx': "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\nexport default function Home() { return <Redirect to=\"/PROJ/docs/intro\" />; }\n",
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    for (const file of ['index.html', join('fr', 'index.html')]) {
      const home = await readFile(join(dir, 'out', file), 'utf8');
      assert.match(home, /<meta http-equiv="refresh" content="0; url=\/proj\/docs\/intro"\/>/, file);
      assert.match(home, /<a href="\/proj\/docs\/intro">/, file);
    }
  });

  it('links a Link written with the base to that path, once', async () => {
    const dir = await makeTempDir('pxdocs-router-link-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG(''),
      'docs/intro.md': '# Intro\n\nThe intro.\n',
      'src/pages/links.tsx': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function Links() { return <Layout><main><Link className=\"with-base\" to=\"/proj/docs/intro\">With</Link> <Link className=\"without-base\" to=\"/docs/intro\">Without</Link></main></Layout>; }\n",
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const links = await readFile(join(dir, 'out', 'links.html'), 'utf8');
    assert.match(links, /<a href="\/proj\/docs\/intro" class="with-base">/);
    assert.match(links, /<a href="\/proj\/docs\/intro" class="without-base">/);
  });
});

// manaelproxy/manael's home page calls `useBaseUrl(imageUrl)` for features without an image, then
// draws the <img> only when the result is truthy: Docusaurus gives an empty URL back as it is;
// pxdocs threw "Cannot read properties of undefined (reading 'startsWith')" and the page failed.
describe('useBaseUrl without a URL', () => {
  after(removeTempDirs);

  it('gives undefined and the empty string back as they are', async () => {
    const dir = await makeTempDir('pxdocs-base-url-empty-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', baseUrl: '/proj/', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n',
      'src/pages/index.jsx': [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';",
        'function Feature({ imageUrl }) {',
        '  const url = useBaseUrl(imageUrl);',
        "  return <div className=\"feature\">{url ? <img src={url} alt=\"\" /> : <span className=\"none\">{String(url)}</span>}</div>;",
        '}',
        "export default function Home() { const { withBaseUrl } = useBaseUrlUtils(); return <Layout><main><Feature /><Feature imageUrl=\"\" /><Feature imageUrl=\"img/a.png\" /><p id=\"utils\">[{withBaseUrl('')}]</p></main></Layout>; }",
      ].join('\n'),
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const home = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(home, /<span class="none">undefined<\/span><\/div><div class="feature"><span class="none"><\/span><\/div><div class="feature"><img src="\/proj\/img\/a\.png" alt=""\/>/);
    assert.match(home, /<p id="utils">\[\]<\/p>/);
  });
});
