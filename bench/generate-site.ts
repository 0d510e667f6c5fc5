// Writes a synthetic documentation site of N pages for the benchmark: three
// areas, nested categories, code blocks in several languages, tables,
// admonitions and cross-links (with anchors) between pages.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function generateSite(dir: string, pages: number): void {
  rmSync(dir, { recursive: true, force: true });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const areas = ['guide', 'reference', 'tutorials'];
  write('config/site.config.ts', `import { defineConfig } from ${JSON.stringify(join(ROOT, 'compiler/config/define.ts'))};
export default defineConfig({
  title: 'Bench',
  url: 'https://bench.example.com',
  areas: ${JSON.stringify(areas)},
  navbar: { items: ${JSON.stringify(areas.map((area) => ({ type: 'docSidebar', sidebarId: area, label: area })))} },
  footer: { copyright: 'Bench' },
  highlight: { additionalLanguages: ['prolog', 'bash'], defaultLanguage: 'prolog' },
});
`);
  const perArea = Math.ceil(pages / areas.length);
  const route = (index: number) => {
    const area = areas[Math.floor(index / perArea)];
    const local = index % perArea;
    return { area, path: `/${area}/section-${Math.floor(local / 20)}/page-${local}` };
  };
  for (let index = 0; index < pages; index++) {
    const { area } = route(index);
    const local = index % perArea;
    const section = Math.floor(local / 20);
    if (local % 20 === 0) {
      write(`content/${area}/${String(section + 1).padStart(2, '0')}-section-${section}/_category_.json`, JSON.stringify({ label: `Section ${section}`, position: section + 1 }));
    }
    const next = route((index + 1) % pages).path;
    const other = route((index * 7 + 3) % pages).path;
    write(`content/${area}/${String(section + 1).padStart(2, '0')}-section-${section}/${String(local % 20 + 1).padStart(2, '0')}-page-${local}.md`, `---
title: Page ${index} of the ${area}
description: Synthetic page ${index}, with code, a table and links.
---

This page explains topic ${index}. It links to [the next page](${next}) and to [another section](${other}#details).

## Overview

Rules derive new facts from old ones. A program with **${index % 9 + 2} rules** can still be read in one sitting, and *every* rule says one thing.

\`\`\`prolog title="program-${index}.vada" {2}
edge(${index}, ${index + 1}).
path(X, Y) :- edge(X, Y).
path(X, Z) :- path(X, Y), edge(Y, Z).
@output("path").
\`\`\`

| Name | Value | Note |
| --- | --- | --- |
| alpha | ${index} | first |
| beta | ${index * 2} | second |
| gamma | ${index * 3} | third |

:::tip
Keep rules small: one idea per rule.
:::

## Details

- Item one for page ${index}
- Item two, with \`inline code\`
- Item three

\`\`\`bash
pxdocs build --cwd site-${index}
\`\`\`

### More

A closing paragraph with a [link to the overview](#overview).
`);
  }
}
