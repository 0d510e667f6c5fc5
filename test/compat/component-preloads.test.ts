// A component that renders its own `<link rel="preload" href as="image">` (react-lite-youtube-embed's
// thumbnail, on Jest's Architecture page): React 19 hoists it to the start of the rendered markup, and
// Docusaurus's render has it before its layout, never in the article. pxdocs drops it, as it drops the
// preloads React writes for images; it was left as the article's first child when its attributes came
// in the component's order (`rel`, `href`, `as`) rather than React's (/tmp/jC/repro-preload).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { readPage, selectAll } from './lib.js';

after(removeTempDirs);

const config = "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n";

describe("a component's own image preload", () => {
  it('is not left in the article', async () => {
    const site = await makeTempDir('pxdocs-component-preloads-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config,
      'src/components/Poster.jsx': 'export default function Poster({ id }) {\n  const src = `https://i.example/vi/${id}/hq.jpg`;\n  return (<><link rel="preload" href={src} as="image" /><article className="poster" style={{ backgroundImage: `url(${src})` }}>{id}</article></>);\n}\n',
      'docs/video.mdx': "import Poster from '@site/src/components/Poster';\n\n# Video\n\nWatch this:\n\n<Poster id=\"abc\" />\n\n<Poster id=\"def\" />\n",
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(site, 'out'), '/docs/video');
    assert.deepEqual(selectAll(page.body, 'link').map((link) => String(link.properties.href)), [], 'no preload inside the article');
    assert.equal(selectAll(page.body, 'article.poster').length, 2, "the component's own markup is kept");
    assert.doesNotMatch(page.html, /<link rel="preload" href="https:\/\/i\.example/);
  });
});
