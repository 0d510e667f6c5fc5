// A Docusaurus site's CodeBlock wrapper (src/theme/CodeBlock importing
// `@theme-original/CodeBlock`) renders every fence, as Docusaurus's MDX renders
// fenced code with `@theme/CodeBlock`: Wybxc/wybxc-monthly draws its ```poem
// fences as poems and hands the rest to the original. Before, pxdocs
// highlighted every fence itself: the poems came out as code blocks, with the
// warnings that the wrapper was "not shown" and that "poem" has no grammar.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Poems', url: 'https://poems.example', tagline: 'Fences',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Poems' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'src/theme/CodeBlock/index.jsx': `import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import Poem from '@site/src/components/Poem';

export default function CodeBlockWrapper(props) {
  if (props.className === 'language-poem' || props.language === 'poem') return <Poem meta={props.metastring}>{props.children}</Poem>;
  return <div className="wrapped-code"><CodeBlock {...props} /></div>;
}
`,
  'src/components/Poem.jsx': `import React from 'react';
export default function Poem({ children, meta }) {
  return <div className="poem" data-meta={meta} data-ends-with-newline={String(children.endsWith('\\n'))}>{children.trim().split(/\\n{2,}/).map((stanza, i) => <p key={i}>{stanza}</p>)}</div>;
}
`,
  'docs/plain.md': "---\ntitle: Plain\n---\n\n```poem author=me\nFirst line\n\nSecond stanza\n```\n\n```js title=\"hello.js\"\nconst answer = 42;\n```\n\nSome `inline code` stays inline.\n",
  'docs/page.mdx': "---\ntitle: Page\n---\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"poem\">{'Written\\n\\nby hand'}</CodeBlock>\n\n```python\nprint('hi')\n```\n",
};

describe('a CodeBlock wrapper of the site renders fenced code', () => {
  let dir = '';
  let stderr = '';
  const html = (path: string) => readFile(join(dir, 'out', path), 'utf8');
  before(async () => {
    dir = await makeTempDir('pxdocs-code-block-');
    await writeFiles(dir, SITE);
    const result = await buildSite(dir, join(dir, 'out'));
    stderr = result.stderr;
    assert.equal(result.code, 0, stderr);
  });

  it('hands a Markdown page\'s fence to the wrapper as Docusaurus does: its language class, its meta, its text', async () => {
    const page = await html('docs/plain.html');
    assert.match(page, /<div class="poem" data-meta="author=me" data-ends-with-newline="true"><p>First line<\/p><p>Second stanza<\/p><\/div>/);
    assert.doesNotMatch(page, /language-poem/);
  });

  it('the fences it passes on are pxdocs\'s highlighted blocks, inside what the wrapper adds, with their title', async () => {
    const page = await html('docs/plain.html');
    assert.match(page, /<div class="wrapped-code"><div class="code-block theme-code-block" data-language="js">/);
    assert.match(page, /hello\.js/);
    assert.match(page, /<span class="token keyword">const<\/span>/);
    // Inline code is no block: not the wrapper's.
    assert.match(page, /<code>inline code<\/code>/);
  });

  it('is what `@theme/CodeBlock` is to an MDX page, and renders its fences too', async () => {
    const page = await html('docs/page.html');
    assert.match(page, /<div class="poem"[^>]*><p>Written<\/p><p>by hand<\/p><\/div>/);
    assert.match(page, /<div class="wrapped-code"><div class="code-block theme-code-block" data-language="python">/);
  });

  it('is not said to be unused, nor its language to lack a grammar', () => {
    assert.doesNotMatch(stderr, /CodeBlock wraps Docusaurus's CodeBlock/);
    assert.doesNotMatch(stderr, /"poem" has no grammar/);
  });
});

// react-navigation/react-navigation.github.io's MDXComponents replaces `pre`: its Pre reads the fence's `code`
// child and the `data-*` its rehype plugin sets on the `pre` from the meta (`snack=true`, `lang=js`), and draws
// a "Try on Snack" link, or rewrites a diff into magic comments, before rendering Docusaurus's MDXComponents/Pre.
// pxdocs highlighted each fence itself, so the site's Pre never saw one. A site replacing `code` gets them too.
const PRE_CONFIG = `const rehypeMeta = () => (tree) => {
  const walk = (node) => {
    if (node.tagName === 'pre' && node.children?.[0]?.tagName === 'code' && node.children[0].data?.meta) {
      for (const part of node.children[0].data.meta.split(' ')) { const [key, value = 'true'] = part.split('='); node.properties['data-' + key] = value; }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
};
export default {
  title: 'Pre', url: 'https://pre.example', tagline: 'Fences',
  docs: { path: 'docs', routeBasePath: 'docs' },
  markdown: { rehypePlugins: [rehypeMeta] },
  navbar: { items: [] }, footer: { copyright: 'Copyright Pre' }, chat: { embeddings: 'off' },
};\n`;

describe("a site MDXComponents' own pre or code renders fenced code", () => {
  it('gives `pre` the properties the rehype plugins set and the `code` child, which Docusaurus\'s Pre then draws', async () => {
    const dir = await makeTempDir('pxdocs-site-pre-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': PRE_CONFIG,
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport Pre from '../components/Pre';\nexport default { ...MDXComponents, pre: Pre };\n",
      'src/components/Pre.js': `import React from 'react';
import MDXPre from '@theme-original/MDXComponents/Pre';
export default function Pre({ children, 'data-snack': snack, 'data-lang': lang, ...rest }) {
  const child = React.Children.only(children);
  if (child.props.className === 'language-diff' && lang) {
    return <MDXPre {...rest}>{React.cloneElement(child, { className: 'language-' + lang, children: child.props.children.replace('+ ', '// highlight-next-line\\n') })}</MDXPre>;
  }
  if (snack) return <><MDXPre {...rest}>{children}</MDXPre><a className="snack" data-meta={child.props.metastring} href={'https://snack.expo.dev/?code=' + encodeURIComponent(child.props.children)}>Try on Snack</a></>;
  return <MDXPre {...rest}>{children}</MDXPre>;
}
`,
      'docs/intro.md': '# Fences\n\n```js snack=true\nconst a = 1;\n```\n\n```diff lang=js\n+ const b = 2;\nconst c = 3;\n```\n\nSome `inline` code.\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(page, /<span class="token keyword">const<\/span> a[\s\S]*?<\/pre><\/div><a class="snack" data-meta="snack=true" href="https:\/\/snack\.expo\.dev\/\?code=const%20a%20%3D%201%3B%0A">Try on Snack<\/a>/);
    // The diff, rewritten by the site's Pre to a highlighted line of JavaScript.
    assert.match(page, /data-language="js"><pre class="code prism-code language-js"[^>]*><code[^>]*><span class="code-line theme-code-block-highlighted-line"><span class="token keyword">const<\/span> b/);
    assert.doesNotMatch(page, /language-diff/);
    assert.match(page, /<code>inline<\/code>/);
  });

  it('gives `code` the fence as Docusaurus\'s MDX does: its language class, meta and text', async () => {
    const dir = await makeTempDir('pxdocs-site-code-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': PRE_CONFIG,
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport React from 'react';\nconst Code = (props) => <code className={'site ' + (props.className ?? '')} data-meta={props.metastring}>{props.children}</code>;\nexport default { ...MDXComponents, code: Code };\n",
      'docs/intro.md': '# Fences\n\n```js title="a.js"\nconst a = 1;\n```\n\nSome `inline` code.\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(page, /<code class="site language-js" data-meta="title=&quot;a\.js&quot;">const a = 1;\n<\/code>/);
    assert.match(page, /<code class="site ">inline<\/code>/);
  });
});
