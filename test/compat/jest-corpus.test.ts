// The real Jest docs folder (../shared/corpora/jest, read-only) built unchanged:
// copied to a temp site whose config lists the corpus's remark plugins
// (npm2yarn with sync, tab-blocks) and keeps Docusaurus's default of parsing
// .md as MDX. Every page's headings, code blocks, tabs and admonitions are
// counted in the source and compared with the output.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusDir, meta, readPage, ROOT, selectAll, text, type Page } from './lib.js';
import { stubStaticImages } from '../../bench/corpus-static.js';
import { buildSite } from '../helpers.js';

const CORPUS_DIR = corpusDir('jest');

const CONFIG = `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
export default {
  title: 'Jest',
  url: 'https://jestjs.io',
  areas: ['docs'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] },
  footer: { copyright: 'MIT' },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  highlight: { additionalLanguages: ['bash', 'typescript', 'json', 'jsx', 'tsx', 'diff', 'yaml'] },
  markdown: { remarkPlugins: [[npm2yarn, { sync: true }], tabBlocks] },
};
`;

interface Counts { headings: number; codeBlocks: number; tabs: number; admonitions: number }

/** What Docusaurus would render from one source file, counted from its Markdown. */
function countSource(source: string, partials: Map<string, Counts>): Counts {
  const counts: Counts = { headings: 0, codeBlocks: 0, tabs: 0, admonitions: 0 };
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  let fence: string | undefined;
  let lastTabFenceEnd = -2;
  let inTabGroup = false;
  // `tab={"span":3}`: the tab holds this fence and the next two.
  let spanLeft = 0;
  for (const [index, line] of lines.entries()) {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1].startsWith(fence) && !marker[2].trim()) {
        fence = undefined;
        if (inTabGroup) lastTabFenceEnd = index;
      }
      continue;
    }
    if (marker) {
      fence = marker[1];
      const info = marker[2].trim().split(/\s+/);
      const tab = info.find((word) => word === 'tab' || word.startsWith('tab='));
      if (spanLeft > 0 && !tab) {
        counts.codeBlocks += 1;
        spanLeft -= 1;
      } else if (info.includes('npm2yarn')) {
        counts.codeBlocks += 4; // npm, Yarn, pnpm, Bun
        counts.tabs += 1;
        inTabGroup = false;
      } else if (tab) {
        counts.codeBlocks += 1;
        spanLeft = Number(/"span":(\d+)/.exec(tab)?.[1] ?? 1) - 1;
        // Consecutive tab fences (only blank lines between) form one Tabs.
        const joined = lastTabFenceEnd >= 0 && lines.slice(lastTabFenceEnd + 1, index).every((between) => !between.trim());
        if (!joined) counts.tabs += 1;
        inTabGroup = true;
      } else {
        counts.codeBlocks += 1;
        inTabGroup = false;
      }
      continue;
    }
    if (line.trim()) {
      if (inTabGroup) lastTabFenceEnd = -2;
      inTabGroup = false;
    }
    if (/^#{2,6}\s/.test(line)) counts.headings += 1;
    if (/^\s*:::(note|tip|info|warning|danger|caution|important)\b/.test(line)) counts.admonitions += 1;
    for (const [name, partial] of partials) {
      const uses = line.split(`<${name} />`).length - 1;
      counts.headings += uses * partial.headings;
      counts.codeBlocks += uses * partial.codeBlocks;
      counts.tabs += uses * partial.tabs;
      counts.admonitions += uses * partial.admonitions;
    }
  }
  return counts;
}

function countOutput(page: Page): Counts {
  return {
    headings: selectAll(page.body, 'h2').length + selectAll(page.body, 'h3').length + selectAll(page.body, 'h4').length + selectAll(page.body, 'h5').length + selectAll(page.body, 'h6').length,
    codeBlocks: selectAll(page.body, 'div.code-block').length,
    tabs: selectAll(page.body, '[data-tabs]').length,
    admonitions: selectAll(page.body, 'div.admonition').length,
  };
}

let temp: string;
let out: string;
let result: { code: number; stdout: string; stderr: string };
const sources = new Map<string, string>();

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-jest-'));
  await cp(join(CORPUS_DIR, 'docs'), join(temp, 'content', 'docs'), { recursive: true });
  stubStaticImages(join(CORPUS_DIR, 'docs'), temp);
  await mkdir(join(temp, 'config'));
  await writeFile(join(temp, 'config', 'site.config.ts'), CONFIG);
  // A site has its own node_modules: the plugins and react-lite-youtube-embed resolve from it.
  await symlink(join(ROOT, 'node_modules'), join(temp, 'node_modules'), 'dir');
  for (const name of await readdir(join(CORPUS_DIR, 'docs'))) {
    if (name.endsWith('.md')) sources.set(name, await readFile(join(CORPUS_DIR, 'docs', name), 'utf8'));
  }
  out = join(temp, 'out');
  result = await buildSite(temp, out); // what `pxdocs build --cwd <temp> --out <out>` does, in process
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

/** Route of a corpus page: its `slug`, else its `id`, else its file name, under /docs. */
function routeOf(name: string, source: string): string {
  const slug = /^slug:\s*(\S+)/m.exec(source)?.[1];
  if (slug) return slug.startsWith('/') ? `/docs${slug}` : `/docs/${slug}`;
  const id = /^id:\s*(\S+)/m.exec(source)?.[1];
  return `/docs/${id ?? name.replace(/\.md$/, '')}`;
}

describe('the Jest docs corpus, unchanged', () => {
  it('builds with zero errors', () => {
    assert.equal(result.code, 0, result.stderr);
  });

  it('renders every page with the headings, code blocks, tabs and admonitions its source has', async () => {
    const partialSource = sources.get('_TypeScriptExamplesNote.md')!;
    const partials = new Map([['TypeScriptExamplesNote', countSource(partialSource, new Map())]]);
    const totals: Counts = { headings: 0, codeBlocks: 0, tabs: 0, admonitions: 0 };
    let pages = 0;
    for (const [name, source] of sources) {
      if (name.startsWith('_')) continue;
      const page = await readPage(out, routeOf(name, source));
      const expected = countSource(source, partials);
      assert.deepEqual(countOutput(page), expected, `${name} (${page.route})`);
      for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += expected[key];
      pages += 1;
    }
    assert.equal(pages, 37);
    // The corpus README's figure: 164 admonitions, plus the partial's each time it is used.
    assert.ok(totals.admonitions >= 164, JSON.stringify(totals));
    assert.ok(totals.tabs > 10 && totals.codeBlocks > 500, JSON.stringify(totals));
  });

  it('gives every page a meta description: its first paragraph, never Markdown or import junk', async () => {
    for (const [name, source] of sources) {
      if (name.startsWith('_')) continue;
      const description = meta(await readPage(out, routeOf(name, source)), 'description');
      assert.ok(description && description.length > 20, `${name}: ${description}`);
      assert.doesNotMatch(description, /^(import|export|---|:::|#)|[`*]|\]\(/, name);
    }
    const architecture = meta(await readPage(out, '/docs/architecture'), 'description');
    assert.match(architecture!, /^If you are interested in learning more about how Jest works/);
  });

  it('runs the MDX in .md pages: no import lines as text, TOCInline lists, the partial and the npm component render', async () => {
    for (const [name, source] of sources) {
      if (name.startsWith('_') || !/^import /m.test(source)) continue;
      const page = await readPage(out, routeOf(name, source));
      const paragraphs = selectAll(page.body, 'p').map(text);
      assert.ok(!paragraphs.some((line) => /^import \w+ from '/.test(line)), `${name} prints an import`);
    }
    // CLI.md writes `<TOCInline toc={toc.slice(2)} />`: every h2/h3 but the first two.
    const cli = await readPage(out, '/docs/cli');
    const inline = selectAll(cli.body, '.toc-inline a').map((link) => String(link.properties.href));
    const headings = selectAll(cli.body, '[id]').filter((heading) => heading.tagName === 'h2' || heading.tagName === 'h3').map((heading) => `#${String(heading.properties.id)}`);
    assert.ok(inline.includes('#--bailn'), inline.join(' '));
    assert.deepEqual(inline, headings.slice(2));
    const expect = await readPage(out, '/docs/expect');
    assert.match(text(selectAll(expect.body, 'div.admonition-info')[0]), /TypeScript examples from this page will only work/);
    const architecture = await readPage(out, '/docs/architecture');
    assert.equal(selectAll(architecture.body, 'article.yt-lite').length, 2);
  });
});
