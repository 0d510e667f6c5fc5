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
