// Hostile pages: how the page compiler's time grows with the size of a page
// of one odd shape (a tag wrapped around the whole page, thousands of
// footnotes, a run of emphasis openers…). Each shape is compiled at two sizes,
// four times apart: a linear pass takes about four times as long; much more
// means a pass that reads the page again and again (a `<div>` around 4,000
// paragraphs once took 12 s of an .mdx page's compile for that reason).
// Run alone: `node --import tsx bench/hostile-pages.ts`.
import { fileURLToPath } from 'node:url';
import { compilerOptions, createCompiler } from '../compiler/mdx/compile.js';
import { loadConfig } from '../compiler/config/load.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Page shapes at size `n` (paragraphs, rows, definitions…). */
export const HOSTILE_SHAPES: Record<string, (n: number) => string> = {
  'a <div> around every paragraph': (n) => `# T\n\n<div>\n\n${Array.from({ length: n }, (_, i) => `Paragraph ${i} with *some* text.`).join('\n\n')}\n\n</div>\n`,
  'an expression per paragraph': (n) => Array.from({ length: n }, (_, i) => `Paragraph {${i}} of text.`).join('\n\n'),
  'one heading text repeated': (n) => Array.from({ length: n }, () => '## Setup\n\nText.').join('\n\n'),
  'table rows': (n) => `| a | b | c |\n| - | - | - |\n${Array.from({ length: n }, (_, i) => `| ${i} | **x** | [l](#a) |`).join('\n')}\n`,
  'footnotes': (n) => `${Array.from({ length: n }, (_, i) => `Text[^${i}].`).join('\n\n')}\n\n${Array.from({ length: n }, (_, i) => `[^${i}]: Note ${i}.`).join('\n')}\n`,
  'reference links': (n) => `${Array.from({ length: n }, (_, i) => `See [x][r${i}].`).join('\n\n')}\n\n${Array.from({ length: n }, (_, i) => `[r${i}]: https://e.example/${i}`).join('\n')}\n`,
  'emphasis openers on one line': (n) => `${'**a '.repeat(n * 5)}\n`,
  'inline code spans on one line': (n) => `${'`a` '.repeat(n * 5)}\n`,
  'admonitions': (n) => Array.from({ length: n }, (_, i) => `:::note\n\nText ${i}.\n\n:::`).join('\n\n'),
  'HTML comments': (n) => Array.from({ length: n }, (_, i) => `<!-- c ${i} -->\n\nText ${i}.`).join('\n\n'),
  '<details> blocks': (n) => Array.from({ length: n }, (_, i) => `<details>\n<summary>S ${i}</summary>\n\nBody ${i}.\n\n</details>`).join('\n\n'),
  'one code block': (n) => `\`\`\`js\n${Array.from({ length: n * 5 }, (_, i) => `const v${i} = call(${i}, "s", [1, 2]); // c`).join('\n')}\n\`\`\`\n`,
};

export async function hostilePagesSection(sizes: [number, number] = [1000, 4000]): Promise<void> {
  const { config } = await loadConfig(ROOT);
  const compile = createCompiler({ ...compilerOptions(config), fastPath: true, fastParse: true });
  const time = async (text: string, format: 'md' | 'mdx') => {
    const started = performance.now();
    try {
      await compile({ file: `/hostile/docs/page.${format}`, source: `docs/page.${format}`, format, text, links: { contentRoot: '/hostile/docs', siteRoot: '/hostile', base: '/' }, permalink: '/docs/page' });
    } catch {
      // A refused page (too deep, say) is a figure too: it was refused in this time.
    }
    return performance.now() - started;
  };
  // Warm the compiler up, so the first shape does not pay for loading it.
  await time(HOSTILE_SHAPES['table rows'](200), 'mdx');
  console.log(`Hostile pages: compile time at ${sizes[0]} and ${sizes[1]} units (a linear pass grows about ${(sizes[1] / sizes[0]).toFixed(0)}×)`);
  for (const [name, make] of Object.entries(HOSTILE_SHAPES)) {
    for (const format of ['md', 'mdx'] as const) {
      const [small, large] = [await time(make(sizes[0]), format), await time(make(sizes[1]), format)];
      const growth = large / Math.max(small, 1);
      const flag = growth > (sizes[1] / sizes[0]) * 2.5 ? '  GROWS FASTER THAN THE PAGE' : '';
      console.log(`  ${`${name} (.${format})`.padEnd(40)} ${small.toFixed(0).padStart(6)} ms → ${large.toFixed(0).padStart(6)} ms  ×${growth.toFixed(1)}${flag}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await hostilePagesSection();
