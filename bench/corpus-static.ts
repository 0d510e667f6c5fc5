// A corpus is a docs folder as published, without its site's static folder: the
// images its pages take from there (`/img/…`) are missing, and Docusaurus fails
// such a build (markdown.hooks.onBrokenMarkdownImages, default 'throw'). Building
// a corpus as its site does gives it those files: one-pixel stand-ins.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PIXEL: Record<string, string> = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  gif: 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
};

function markdownFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) markdownFiles(path, into);
    else if (/\.mdx?$/.test(name)) into.push(path);
  }
  return into;
}

/** Writes a one-pixel image in `<site>/static` for each Markdown image from the site root (`![…](/img/x.png)`) the pages of `docs` show. */
export function stubStaticImages(docs: string, site: string): string[] {
  const written: string[] = [];
  for (const file of markdownFiles(docs)) {
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/!\[[^\]]*\]\((\/[^)\s]+\.(png|gif))\)/g)) {
      const target = join(site, 'static', path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(PIXEL[path.slice(path.lastIndexOf('.') + 1)]!, 'base64'));
      written.push(path);
    }
  }
  return written;
}
