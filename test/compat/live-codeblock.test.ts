// ```jsx live fences on a site with @docusaurus/theme-live-codeblock: the build
// writes Docusaurus's Playground (the "Live Editor" and "Result" headers, the
// code highlighted in the editor's place, "Loading..." for the result) inside an
// island, and in Chromium react-live's editor and result replace them: the code
// runs, typing changes the result, `noInline` blocks call render(), the site's
// src/theme/ReactLiveScope adds its components, a syntax error is shown. Only pages
// with a live block load the island and react-live. Before, pxdocs showed the
// block as code and warned that its editor and result were lost.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { onPage, serveSite } from './browse.js';
import { buildSite, fixtureConfig, makeTempDir, page, runInit, writeFiles } from '../helpers.js';
import { externalOrigins, securityHeaders } from '../../server/static-handler.js';

const CONFIG = fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } });

const SITE: Record<string, string> = {
  'config/site.config.ts': CONFIG,
  'package.json': JSON.stringify({ name: 'live-site', private: true, dependencies: { '@docusaurus/theme-live-codeblock': '^3.10.0' } }),
  'src/components/Greeting.js': "import React from 'react';\n\nexport default function Greeting({ name }) {\n  return <strong className=\"greeting\">Hello, {name}!</strong>;\n}\n",
  'src/theme/ReactLiveScope/index.js': "import React from 'react';\nimport Greeting from '@site/src/components/Greeting';\n\nconst ReactLiveScope = { React, ...React, Greeting };\n\nexport default ReactLiveScope;\n",
  'docs/live.md': page({ title: 'Live' }, `A counter:

\`\`\`jsx live
function Clock() {
  const [n, setN] = React.useState(0);
  return <button className="clock" onClick={() => setN(n + 1)}>{n}</button>;
}
\`\`\`

A noInline block:

\`\`\`jsx live noInline title="Ignored"
const Hi = () => <em className="noinline">noInline works</em>;
render(<Hi />);
\`\`\`

A component of the scope:

\`\`\`jsx live
<Greeting name="scope" />
\`\`\`

A syntax error:

\`\`\`jsx live
<div>oops
\`\`\`

Not live:

\`\`\`jsx
const notLive = 1;
\`\`\`
`),
  'docs/plain.md': page({ title: 'Plain' }, 'No live block here.\n\n```js\nconst x = 1;\n```\n\nSee [the live page](live.md).\n'),
};

describe('live code blocks (@docusaurus/theme-live-codeblock)', () => {
  const served = serveSite('pxdocs-live-code-', SITE);

  it('writes Docusaurus\'s Playground with the highlighted code, in an island only the live page loads', async () => {
    assert.doesNotMatch(served.built.stderr, /A `live` code block/, 'no live block is said to be lost');
    const html = await readFile(join(served.dir, 'out', 'docs', 'live.html'), 'utf8');
    const islands = [...html.matchAll(/<px-island data-island="live-codeblock" data-export="default" data-props="([^"]*)"/g)].map((match) => JSON.parse(match[1].replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as { code: string; noInline: boolean; position: string });
    assert.equal(islands.length, 4, 'one island per live block, none for the block that is not live');
    assert.deepEqual(islands.map((props) => props.noInline), [false, true, false, false]);
    assert.equal(islands[2].code, '<Greeting name="scope" />\n');
    assert.equal(islands[0].position, 'bottom');
    // Docusaurus's markup and class names, before any JavaScript runs.
    assert.match(html, /<div class="playgroundContainer_XwyR"><div class="playgroundHeader_EIHj"><div class="playgroundHeaderContent_Kpsj">Live Editor<\/div><div class="playgroundHeaderButtons_kAaH"><button type="button" aria-label="Reset code to original" title="Reset" class="clean-btn resetButton_EgHb">/);
    assert.match(html, /<div class="playgroundEditor_L2Ll"><px-slot style="display:contents"><div class="code-block theme-code-block" data-language="jsx"><pre class="code prism-code language-jsx"[^>]*><code[^>]*><span class="token keyword">function<\/span>/);
    assert.match(html, /<div class="playgroundHeader_EIHj"><div class="playgroundHeaderContent_Kpsj">Result<\/div><\/div><div class="playgroundPreview_bYPY"><div>Loading...<\/div><\/div><\/div>/);
    assert.doesNotMatch(html, /code-title">Ignored/, 'a live block draws no title, as in Docusaurus');
    assert.match(html, /<span class="token keyword">const<\/span> notLive/, 'a fence without `live` stays a code block');
    assert.match(html, /<script type="module" src="\/assets\/site-islands-[^"]+\.js"><\/script>/);
    const plain = await readFile(join(served.dir, 'out', 'docs', 'plain.html'), 'utf8');
    assert.doesNotMatch(plain, /site-islands|px-island|playground/, 'a page without a live block loads nothing of them');
    const chunks = await readdir(join(served.dir, 'out', 'assets', 'site-islands'));
    assert.ok(chunks.some((name) => /^live-codeblock-.+\.js$/.test(name)), chunks.join(', '));
    // `pxdocs serve`'s CSP lets the live page evaluate the reader's code (react-live's `new Function`), and only it.
    assert.match(securityHeaders([], externalOrigins(html))['Content-Security-Policy'], /script-src 'self' 'unsafe-eval'/);
    assert.doesNotMatch(securityHeaders([], externalOrigins(plain))['Content-Security-Policy'], /unsafe-eval/);
  });

  it('runs the code in Chromium: the result, typing, noInline, the site\'s scope, a syntax error', async () => {
    await onPage(served.browser, async (browserPage, errors) => {
      const requested: string[] = [];
      browserPage.on('request', (request) => requested.push(request.url()));
      await browserPage.goto(`${served.server.url}/docs/plain`);
      await browserPage.waitForLoadState('networkidle');
      assert.deepEqual(requested.filter((url) => /site-islands|live-codeblock/.test(url)), [], 'a page without a live block loads no react-live');
      await browserPage.goto(`${served.server.url}/docs/live`);
      const preview = (index: number) => browserPage.locator('[class*="playgroundPreview"]').nth(index);
      await browserPage.waitForSelector('[class*="playgroundPreview"] button.clock');
      assert.equal(await preview(0).innerHTML(), '<div><button class="clock">0</button></div>');
      await browserPage.click('button.clock');
      await browserPage.waitForFunction(() => document.querySelector('button.clock')?.textContent === '1');
      assert.equal(await preview(1).innerHTML(), '<div><em class="noinline">noInline works</em></div>', 'a noInline block renders what it passes to render()');
      assert.equal(await preview(2).innerHTML(), '<div><strong class="greeting">Hello, scope!</strong></div>', 'a component of the site\'s ReactLiveScope');
      assert.match(await preview(3).innerHTML(), /^<div><\/div><pre>SyntaxError: Unexpected token \(1:18\)<\/pre>$/, 'a syntax error is shown in place of the result');
      // The editor is react-live's: typing changes the result.
      const editor = browserPage.locator('[class*="playgroundEditor"] pre[contenteditable]').first();
      await editor.click();
      await browserPage.keyboard.press('Control+A');
      await browserPage.keyboard.type('<p className="typed">typed here</p>');
      await browserPage.waitForFunction(() => document.querySelector('.typed')?.textContent === 'typed here');
      // Reset gives the block its code back.
      await browserPage.locator('[class*="resetButton"]').first().click();
      await browserPage.waitForSelector('button.clock');
      assert.ok(requested.some((url) => /\/site-islands\/live-codeblock-[^/]+\.js$/.test(url)), 'the live page loads the live island');
      assert.deepEqual(errors, [], 'no page error, no hydration error');
    });
  });
});

describe('live code blocks: settings', () => {
  it('puts the result above the editor with liveCodeBlock.playgroundPosition: top', async () => {
    const dir = await makeTempDir('pxdocs-live-top-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, liveCodeBlock: { playgroundPosition: 'top' } }),
      'package.json': SITE['package.json'],
      'docs/live.md': page({ title: 'Live' }, '```jsx live\n<p>top</p>\n```\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'live.html'), 'utf8');
    assert.match(html, /<div class="playgroundContainer_XwyR"><div class="playgroundHeader_EIHj"><div class="playgroundHeaderContent_Kpsj">Result<\/div><\/div><div class="playgroundPreview_bYPY">/);
    assert.match(html, /&quot;position&quot;:&quot;top&quot;/);
  });

  it('runs live blocks with the theme\'s scope when the site\'s ReactLiveScope cannot run in a browser, and names it', async () => {
    const dir = await makeTempDir('pxdocs-live-scope-');
    await writeFiles(dir, {
      'config/site.config.ts': CONFIG,
      'package.json': SITE['package.json'],
      'src/theme/ReactLiveScope/index.js': "import React from 'react';\nimport fs from 'node:fs';\n\nexport default { React, ...React, fs };\n",
      'docs/live.md': page({ title: 'Live' }, '```jsx live\n<p>still live</p>\n```\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /src\/theme\/ReactLiveScope\/index\.js: the live code blocks' scope cannot run in a browser as pxdocs bundles it: "node:fs" is a Node module\. The blocks run with the theme's scope/);
    assert.ok((await readdir(join(dir, 'out', 'assets', 'site-islands'))).some((name) => /^live-codeblock-.+\.js$/.test(name)), 'the live island is bundled all the same');
  });

  it('init keeps the theme working: no "not loaded" note, themeConfig.liveCodeBlock carried', async () => {
    const dir = await makeTempDir('pxdocs-live-init-');
    await writeFiles(dir, {
      'package.json': SITE['package.json'],
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', themes: ['@docusaurus/theme-live-codeblock'], presets: [['classic', { docs: {}, blog: false }]], themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } };\n",
      'docs/intro.md': '# Intro\n',
    });
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stdout + result.stderr, /themes\[0\]|live-codeblock|liveCodeBlock/);
    const config = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(config, /"liveCodeBlock": \{\n\s+"playgroundPosition": "top"\n\s+\}/);
  });
});
