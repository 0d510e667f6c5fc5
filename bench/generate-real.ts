// Writes a large site made from the real pages under content/: the whole
// content folder copied N times, each copy a category of its own in every area
// (`/learn/copy-7/vadalog/rules`), with titles made unique and every absolute
// link, slug and generated-index slug rewritten into the copy, so the site has
// real pages, real links and no duplicate routes. The original pages stay too.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const AREAS = ['learn', 'examples', 'sdk'];
const AREA_LINK = new RegExp(`(\\]\\(|href="|to="|slug: |"slug": ")/(${AREAS.join('|')})(?=[/#)"\\s]|$)`, 'gm');

/** Pages of the real site (Markdown and MDX files under content/<area>/). */
export function realPageCount(): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) count++;
    }
  };
  for (const area of AREAS) walk(join(ROOT, 'content', area));
  return count;
}

/** Rewrites one file of copy `k`: absolute links into the copy, titles made unique. */
function rewrite(text: string, k: number, isPage: boolean): string {
  let out = text.replace(AREA_LINK, (_, lead: string, area: string) => `${lead}/${area}/copy-${k}`);
  if (isPage) {
    out = out.replace(/^title: (.+)$/m, (_, title: string) => `title: ${title.replace(/^(["']?)(.*?)\1$/, (__, quote: string, inner: string) => `${quote}${inner} (copy ${k})${quote}`)}`);
    // A sentence of its own, so no two copies of a page are the same text.
    out = out.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\nThis is copy ${k} of the page, made for the benchmark.\n`);
  }
  return out;
}

function copyTree(from: string, to: string, k: number): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) copyTree(source, target, k);
    else if (/\.(mdx?|json)$/.test(name)) writeFileSync(target, rewrite(readFileSync(source, 'utf8'), k, /\.mdx?$/.test(name)));
    else cpSync(source, target);
  }
}

/** Writes the site into `dir` with about `pages` pages; returns the page count. */
export function generateRealSite(dir: string, pages: number): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'config'), { recursive: true });
  const config = readFileSync(join(ROOT, 'config', 'site.config.ts'), 'utf8')
    .replace(/from ['"][^'"]*compiler\/config\/define\.js['"]/, `from ${JSON.stringify(join(ROOT, 'compiler', 'config', 'define.ts'))}`);
  writeFileSync(join(dir, 'config', 'site.config.ts'), config);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  const perCopy = realPageCount();
  const copies = Math.max(0, Math.ceil((pages - perCopy) / perCopy));
  for (let k = 1; k <= copies; k++) {
    for (const area of AREAS) {
      // `900-copy-1`: after the real categories in the sidebar, in copy order.
      copyTree(join(ROOT, 'content', area), join(dir, 'content', area, `${String(100 + k).padStart(5, '0')}-copy-${k}`), k);
    }
  }
  return perCopy * (copies + 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [dir, pages] = process.argv.slice(2);
  if (!dir) throw new Error('usage: generate-real.ts <dir> [pages]');
  console.log(`${generateRealSite(dir, Number(pages ?? 10_000))} pages written to ${dir}`);
}
