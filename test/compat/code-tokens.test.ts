// Prism names its tokens after what they are (`tag`, `code-block`,
// `admonition`), and the theme had classes of the same names for its own
// parts: every tag of an HTML or JSX example was drawn as a rounded tag pill,
// and a Markdown example's inner fence as a framed code block
// (FormidableLabs/react-native-ama's docs). Docusaurus's own classes are
// hashed, so it never meets this. Here, in Chromium, no token of a page
// showing each of those gets a box: its border, padding, margin and display
// stay those of text, while the theme's parts of those names keep their looks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveSite } from './browse.js';

const FENCE = '```';

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': `export default {
  title: 'Tokens', url: 'https://tokens.example', tagline: 'Code',
  highlight: { additionalLanguages: ['asciidoc'] },
  docs: { path: 'docs', routeBasePath: '/', sidebarPath: false, tags: null },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
  'docs/index.md': `---
tags: [markup]
---

# Tokens

${FENCE}html
<div class="x"><a href="/">home</a></div>
${FENCE}

${FENCE}jsx
const link = <Link to="/docs">Docs</Link>;
${FENCE}

${FENCE}yaml
name: !!str 42
${FENCE}

${FENCE}\`md
Write a fence:

${FENCE}js
console.log(1);
${FENCE}
${FENCE}\`

${FENCE}asciidoc
NOTE: An admonition paragraph.
${FENCE}

:::tip

A tip.

:::

:::danger

A danger.

:::
`,
};

describe('code tokens and the theme', () => {
  const served = serveSite('pxdocs-code-tokens-', SITE);

  it('draws no token of an HTML, JSX, YAML, Markdown or AsciiDoc example as a box of the theme', async () => {
    const page = await served.browser.newPage();
    try {
      await page.goto(`${served.server.url}/`);
      const tokens = await page.$$eval('.token', (elements) => elements.map((element) => {
        const style = getComputedStyle(element);
        return { name: element.className, box: [style.display, style.borderTopWidth, style.paddingLeft, style.marginTop, style.borderTopLeftRadius, style.position].join(' ') };
      }));
      const names = new Set(tokens.flatMap((token) => token.name.split(' ')));
      for (const name of ['tag', 'code-block', 'admonition']) assert.ok(names.has(name), `the page shows a ${name} token: ${[...names].join(', ')}`);
      const boxed = tokens.filter((token) => token.box !== 'inline 0px 0px 0px 0px static');
      assert.deepEqual(boxed, [], 'every token is plain inline text');
      // The theme's own parts keep their looks: the doc's tag is still a pill, and each admonition type its
      // colour (the first fix's :not(.token) weighed more than the types' rules: every box came out info blue).
      const pill = await page.$eval('a.tag', (element) => getComputedStyle(element).borderTopLeftRadius);
      assert.notEqual(pill, '0px');
      const border = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).borderLeftColor);
      assert.equal(await border('.admonition-tip'), 'rgb(0, 148, 0)');
      assert.equal(await border('.admonition-danger'), 'rgb(225, 50, 56)');
    } finally {
      await page.close();
    }
  });
});
