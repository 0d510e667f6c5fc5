// A Docusaurus site's own components: `@site/` imports, CSS modules with scoped
// class names (their CSS in a stylesheet the page links), CSS and components
// from npm packages, `@docusaurus/useBaseUrl`, `!!raw-loader!` imports, and the
// `@theme/…` names Docusaurus provides (TOCInline, CodeBlock, Admonition, Link),
// and `@theme/X` of the site's own src/theme/X for a component pxdocs lacks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, buildVariant, classes, codeBlocks, must, readPage, selectAll, text, useFixture } from './lib.js';

const site = useFixture('site-components');

describe('site components', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('renders an @site/ component with scoped CSS module class names, and links their CSS from the page', async () => {
    const page = await readPage(site.out, '/docs/components');
    const card = must(page.body, '[data-testid="card"]');
    const [cardClass] = classes(card);
    // css-loader's name under Docusaurus 3.10 (`[local]_[contenthash:base64:4]`, xxhash64), as its build of this file gives it.
    assert.equal(cardClass, 'card_t5fD');
    assert.notEqual(cardClass, 'card', 'the class name is scoped');
    assert.equal(text(must(card, `span.${classes(must(card, 'span'))[0]}`)), 'Scoped');
    const sheets = selectAll(page.tree, 'link[rel="stylesheet"]').map((link) => attr(link, 'href')!);
    const own = sheets.find((href) => href.includes('site-components'));
    assert.ok(own, sheets.join(' '));
    const css = await readFile(join(site.out, own), 'utf8');
    assert.ok(css.includes(`.${cardClass}`), css);
    assert.ok(css.includes('rgb(10, 20, 30)') || css.includes('#0a141e'), css);
    assert.ok(css.includes('.yt-lite'), 'CSS imported from an npm package is included');
  });

  it("resolves @theme/X to the site's own src/theme/X, its Admonition too", async () => {
    const page = await readPage(site.out, '/docs/theme-layer');
    const figure = must(page.body, 'figure.site-screenshot');
    assert.equal(attr(must(figure, 'img'), 'src'), '/img/card.svg');
    assert.equal(text(must(figure, 'figcaption')), 'The console');
    // The site's Admonition (a wrapper of the theme's) is `@theme/Admonition`, as in Docusaurus.
    assert.match(text(must(page.body, '[data-testid="swizzled-admonition"] .admonition')), /The site's admonition, around the theme's/);
    // Neither is named among the components pxdocs does not use.
    const output = site.stdout + site.stderr;
    assert.doesNotMatch(output, /src\/theme\/Admonition replaces/);
    assert.doesNotMatch(output, /src\/theme\/Screenshot replaces/);
  });

  it('names a CSS module\'s classes once for the site: the same on every page and with one or two threads, distinct for two files of one name', async () => {
    const page = (name: string, component: string) => `---\ntitle: ${name}\n---\n\nimport C from '@site/src/${component}';\n\n<C title="${name}" image="/img/card.svg" />\n`;
    const files = {
      'content/docs/04-card-again.mdx': page('Card again', 'components/Card'),
      'content/docs/05-other-card.mdx': page('Other card', 'other/Card'),
      'src/other/Card.jsx': "import styles from './Card.module.css';\nexport default function Card({ title }) { return <div className={styles.card} data-testid=\"other-card\" data-classes={JSON.stringify(styles)}>{title}</div>; }\n",
      'src/other/Card.module.css': '.card { border: 2px dashed rgb(1, 2, 3); }\n.dashed-box { color: red; }\n.fancy { composes: dashed-box; composes: title from "../components/Card.module.css"; }\n:global(.kept) .card { margin: 1px; }\n',
    };
    const one = await buildVariant('site-components', files, { workers: 1 });
    const two = await buildVariant('site-components', files, { workers: 2 });
    try {
      for (const variant of [one, two]) assert.equal(variant.code, 0, variant.stderr);
      const classOf = async (out: string, route: string, selector: string) => classes(must((await readPage(out, route)).body, selector))[0];
      const first = await classOf(one.out, '/docs/components', '[data-testid="card"]');
      assert.equal(first, 'card_t5fD');
      assert.equal(await classOf(one.out, '/docs/card-again', '[data-testid="card"]'), first, 'the same class on another page');
      assert.equal(await classOf(two.out, '/docs/components', '[data-testid="card"]'), first, 'the same class with two threads');
      const other = await classOf(one.out, '/docs/other-card', '[data-testid="other-card"]');
      assert.equal(other, 'card_jRBg', 'another Card.module.css has its own names');
      // Names with dashes, and `composes` (own name first, then the composed, one from another file named as that file names it), as css-loader gives them.
      assert.deepEqual(JSON.parse(attr(must((await readPage(one.out, '/docs/other-card')).body, '[data-testid="other-card"]'), 'data-classes')!), {
        card: 'card_jRBg',
        'dashed-box': 'dashed-box_Y9qg',
        fancy: 'fancy_ttsA dashed-box_Y9qg title_H6mv',
      });
      // Pages importing the same components link one stylesheet.
      const sheet = async (route: string) => selectAll((await readPage(one.out, route)).tree, 'link[rel="stylesheet"]').map((link) => attr(link, 'href')!).find((href) => href.includes('site-components'));
      const again = await sheet('/docs/card-again');
      assert.ok(again, 'the page links its component stylesheet');
      assert.equal(again, await sheet('/docs/components'), 'both pages import Card alone among site components: one stylesheet');
      const otherCss = await readFile(join(one.out, (await sheet('/docs/other-card'))!), 'utf8');
      assert.ok(otherCss.includes(`.${other}`) && otherCss.includes('dashed'), otherCss);
      assert.ok(otherCss.includes('.kept .card_jRBg'), `:global() keeps its class unscoped: ${otherCss}`);
    } finally {
      await one.cleanup();
      await two.cleanup();
    }
  });

  it('bundles an npm dependency of a site component and resolves useBaseUrl', async () => {
    const page = await readPage(site.out, '/docs/components');
    assert.equal(selectAll(page.body, 'article.yt-lite').length, 1);
    assert.equal(attr(must(page.body, '[data-testid="card"] img'), 'src'), '/img/card.svg');
  });

  it('gives the text of !!raw-loader! imports (by @site/ path and by relative path)', async () => {
    const page = await readPage(site.out, '/docs/components');
    const [python, markdown] = codeBlocks(page);
    assert.equal(python.title, 'greet.py');
    assert.deepEqual(python.lines, ['def greet(name):', '    return f"Hello, {name}"']);
    assert.equal(markdown.lines[1], 'title: Other');
  });

  it('renders TOCInline from the page toc, and Admonition with a Link inside', async () => {
    const page = await readPage(site.out, '/docs/components');
    assert.deepEqual(selectAll(page.body, '.toc-inline a').map((link) => attr(link, 'href')), ['#a-card', '#raw-files', '#links']);
    assert.equal(selectAll(page.body, '.toc-inline ul ul a').length, 1, 'the h3 is nested under its h2');
    const tip = must(page.body, 'div.admonition-tip');
    assert.equal(attr(must(tip, 'a'), 'href'), '/docs/other');
  });
});
