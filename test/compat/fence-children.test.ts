// Fenced code in a site component's children, as Docusaurus's MDX gives it: a
// `pre` whose child is a `code` with the `language-…` class, the fence's meta as
// `metastring` and its text, rendered as the highlighted block wherever the
// component places it (compiler/mdx/rehype-code.ts). AutoParams's
// JavaKotlinCodeBlock picks its Java and Kotlin fences by that class and puts
// each in a tab; pxdocs gave it the highlighted block instead, it found no
// fence, and every example vanished from the pages without a word.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { codeBlocks, must, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Fences', url: 'https://fences.example',
  docs: { path: 'docs', routeBasePath: '/', sidebarPath: false },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`;

const FILES: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  // AutoParams's component, as the site has it.
  'src/components/JavaKotlinCodeBlock.tsx': `import Tabs from "@theme/Tabs";
import TabItem from "@theme/TabItem";

const languages = ['language-java', 'language-kotlin'];
const labels = { 'language-java': 'Java', 'language-kotlin': 'Kotlin' };

export const JavaKotlinCodeBlock = ({ children }: { children: JSX.Element[] }) => {
  const codes = children.map((child) => child.props?.children).filter((code) => languages.includes(code?.props?.className));
  if (codes.length === 0) return;
  return (
    <Tabs groupId="codeLanguage">
      {codes.map((code, idx) => <TabItem key={idx} value={code.props.className.slice(9)} label={labels[code.props.className]}>{code}</TabItem>)}
    </Tabs>
  );
};
`,
  // Reads what else Docusaurus gives: the meta and the text.
  'src/components/Meta.jsx': `export default function Meta({ children }) {
  const code = children.props.children;
  return <p className="meta">{code.props.metastring} | {JSON.stringify(code.props.children)}</p>;
}
`,
  // Reads its headings' text, as a component naming tabs or sections by them does.
  'src/components/Sections.jsx': `import { Children } from 'react';
export default function Sections({ children }) {
  const titles = Children.toArray(children).filter((child) => child.props?.id).map((child) => child.props.children);
  return <div className="sections"><p className="titles">{JSON.stringify(titles)}</p>{children}</div>;
}
`,
  'src/components/Box.jsx': "export default function Box({ children }) {\n  return <section className=\"box\">{children}</section>;\n}\n",
  'docs/index.mdx': `# Fences

import { JavaKotlinCodeBlock } from '@site/src/components/JavaKotlinCodeBlock';
import Meta from '@site/src/components/Meta';
import Box from '@site/src/components/Box';
import Sections from '@site/src/components/Sections';

<Sections>

## First part

Text.

## Second part

</Sections>

- In a list item:

  <JavaKotlinCodeBlock>
  \`\`\`java
  class A {}
  \`\`\`

  \`\`\`kotlin
  class A
  \`\`\`
  </JavaKotlinCodeBlock>

<Meta>
\`\`\`js title="a.js" {1}
const a = 1;
\`\`\`
</Meta>

<Box>
\`\`\`js title="b.js" {2}
// highlight-next-line
const b = 2;
const c = 3;
\`\`\`
</Box>

\`\`\`js title="b.js" {2}
// highlight-next-line
const b = 2;
const c = 3;
\`\`\`
`,
};

describe('fenced code in a site component', () => {
  it('reaches it as Docusaurus gives it, and renders as the highlighted block where the component puts it', async () => {
    const dir = await makeTempDir('pxdocs-fence-children-');
    await writeFiles(dir, FILES);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(dir, 'out'), '/');
    // The picker found both fences: a tab each, each holding its highlighted block.
    const tabs = must(page.body, 'li .tabs-container');
    assert.deepEqual(selectAll(tabs, '[role="tab"]').map(text), ['Java', 'Kotlin']);
    const panels = selectAll(tabs, '[role="tabpanel"]');
    assert.deepEqual(panels.map((panel) => text(must(panel, 'div.code-block pre code')).trim()), ['class A {}', 'class A']);
    assert.ok(selectAll(must(panels[0], 'pre code'), 'span.token').length > 0, 'highlighted');
    // The meta as `metastring`, the text with its final line break, as Docusaurus's MDX gives them.
    assert.equal(text(must(page.body, 'p.meta')), 'title="a.js" {1} | "const a = 1;\\n"');
    // A component that only places its children shows the block as it is outside one: title, marked lines.
    const blocks = codeBlocks(page);
    const inBox = blocks.find((block) => selectAll(must(page.body, 'section.box'), 'div.code-block').includes(block.block));
    const outside = blocks.at(-1)!;
    assert.ok(inBox && inBox !== outside);
    assert.equal(inBox.title, 'b.js');
    assert.deepEqual(inBox.lines, outside.lines);
    assert.deepEqual(inBox.highlighted, outside.highlighted);
    // A line range with a magic comment: Docusaurus marks the range and keeps the comment as code (highlight.ts).
    assert.deepEqual(outside.highlighted, ['const b = 2;']);
    assert.equal(outside.lines[0], '// highlight-next-line');
    // Headings reach a component as their text alone (Docusaurus's MDX renders the anchor when the heading is),
    // and are drawn with their anchor links where it places them.
    assert.equal(text(must(page.body, 'div.sections p.titles')), '["First part","Second part"]');
    assert.deepEqual(selectAll(must(page.body, 'div.sections'), 'h2 a.hash-link').map((link) => link.properties.href), ['#first-part', '#second-part']);
    // The page's Markdown twin keeps the fences.
    const twin = await readFile(join(dir, 'out', 'index.md'), 'utf8');
    assert.match(twin, /```java\n\s*class A \{\}\n\s*```/);
  });
});
