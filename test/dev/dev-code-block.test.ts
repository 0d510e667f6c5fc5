// A site's CodeBlock wrapper or an MDXComponents with its own `pre` decides what
// a fence compiles to (compiler/mdx/rehype-code.ts), read when dev's page
// processor is made. Added or removed while `pxdocs dev` runs, the pages kept
// the old fences until dev restarted: the processor is now made again.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { page, removeTempDirs } from '../helpers.js';
import { startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const FENCE_PAGE = page({ title: 'Fences' }, '```js\nconst answer = 42;\n```\n');

describe('pxdocs dev and a CodeBlock wrapper or an MDXComponents pre added while it runs', () => {
  let fx: DevFixture;
  before(async () => {
    fx = await startFixtureDev('basic', { 'content/guide/07-fences.md': FENCE_PAGE });
    await mkdir(join(fx.dir, 'src/theme/CodeBlock'), { recursive: true });
  });
  after(async () => {
    await fx?.close();
  });

  it('renders the fences with a CodeBlock wrapper added, and without it once removed', async () => {
    await fx.waitForHtml('/guide/fences', (html) => html.includes('answer') && !html.includes('wrapped-code'), 'the fence as pxdocs draws it');
    await fx.write('src/theme/CodeBlock/index.jsx', "import React from 'react';\nimport CodeBlock from '@theme-original/CodeBlock';\nexport default function CodeBlockWrapper(props) { return <div className=\"wrapped-code\"><CodeBlock {...props} /></div>; }\n");
    await fx.waitForHtml('/guide/fences', (html) => /<div class="wrapped-code"><div class="code-block/.test(html), 'the fence inside the wrapper');
    await rm(join(fx.dir, 'src/theme/CodeBlock'), { recursive: true });
    await fx.waitForHtml('/guide/fences', (html) => html.includes('answer') && !html.includes('wrapped-code'), 'the fence without the wrapper');
  });

  it("renders the fences with an MDXComponents' own pre added, and without it once removed", async () => {
    await fx.write('src/theme/MDXComponents.js', "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, pre: (props) => <div className=\"site-pre\"><pre {...props} /></div> };\n");
    await fx.waitForHtml('/guide/fences', (html) => html.includes('<div class="site-pre">'), "the fence in the site's pre");
    await rm(join(fx.dir, 'src/theme/MDXComponents.js'));
    await fx.waitForHtml('/guide/fences', (html) => html.includes('answer') && !html.includes('site-pre'), "the fence without the site's pre");
  });
});
