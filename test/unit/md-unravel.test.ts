// `.md` pages compile without MDX's remark-mark-and-unravel
// (compile.ts, `withoutMdxUnravel`): the plugin only changes JSX and
// expression nodes, which Markdown parsing never makes, so on every Markdown
// document we have (the site's pages, the tests' fixtures, the Docusaurus
// corpora) it leaves the parsed tree as it was; and the attacher the build
// removes is there to remove (an @mdx-js/mdx that renamed it would make the
// removal a silent no-op).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { unified } from 'unified';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { withoutMdxUnravel } from '../../compiler/mdx/compile.js';
import { preprocess } from '../../compiler/mdx/preprocess.js';
import { corporaFiles, pageFiles, ROOT } from '../compat/lib.js';

const NAME = 'remarkMarkAndUnravel';

describe('.md pages without remark-mark-and-unravel', () => {
  it('the .md processor has the attacher, and loses it', () => {
    const processor = createProcessor({ format: 'md' });
    assert.ok(processor.attachers.some(([attacher]) => attacher.name === NAME), `@mdx-js/mdx still names the plugin ${NAME}`);
    withoutMdxUnravel(processor);
    assert.ok(!processor.attachers.some(([attacher]) => attacher.name === NAME));
    // Every other plugin stays, in order.
    const names = createProcessor({ format: 'md' }).attachers.map(([attacher]) => attacher.name).filter((name) => name !== NAME);
    assert.deepEqual(processor.attachers.map(([attacher]) => attacher.name), names);
  });

  it('the plugin changes nothing in any Markdown document we have', () => {
    const [[unravel]] = createProcessor({ format: 'md' }).attachers.filter(([attacher]) => attacher.name === NAME);
    const transform = (unravel as unknown as () => (tree: Root) => void)();
    const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    const files = [...pageFiles(join(ROOT, 'content')), ...pageFiles(join(ROOT, 'test')), ...corporaFiles()];
    let documents = 0;
    for (const file of files) {
      const tree = parser.parse(preprocess(readFileSync(file, 'utf8'), 'md')) as Root;
      const before = structuredClone(tree);
      transform(tree);
      assert.deepStrictEqual(tree, before, file);
      documents++;
    }
    assert.ok(documents > 150, `${documents} documents`);
  });
});
