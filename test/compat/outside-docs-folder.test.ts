// A docs folder outside the site folder (`path: '../docs'`, as
// FormidableLabs/react-native-ama keeps its docs beside the website): a file an
// MDX page imports from it (`import Text from './text.gif'`) failed the build
// with "is outside the site folder; it is not published", where the same file
// as a Markdown image was published. Webpack bundles it wherever the content
// folder is. A file outside both the site and its content folders stays refused.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a docs folder outside the site folder', () => {
  it("publishes the files its pages import, as their Markdown images, and nothing from outside the content folders", async () => {
    const dir = await makeTempDir('pxdocs-outside-docs-');
    await writeFiles(dir, {
      'website/pxdocs.config.mjs': `export default {
  title: 'Outside', url: 'https://outside.example', tagline: 'Docs beside the site',
  docs: { path: '../docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
      'docs/a.mdx': "import Pic from './pic.gif';\n\n# A\n\n<img className=\"imported\" src={Pic} />\n\n![As Markdown](./pic.gif)\n",
      'docs/pic.gif': 'GIF89a',
      'docs/b.mdx': "import Secret from '../secret.gif';\n\n# B\n\n<img src={Secret} />\n",
      'secret.gif': 'GIF89a',
    });
    const built = await buildSite(join(dir, 'website'), join(dir, 'out'));
    assert.equal(built.code, 1, 'the import from outside every content folder fails the build');
    assert.match(built.stderr, /secret\.gif is outside the site folder and its content folders; it is not published/);
    assert.doesNotMatch(built.stderr, /pic\.gif is outside/);
    await writeFiles(dir, { 'docs/b.mdx': '# B\n\nNo import.\n' });
    const again = await buildSite(join(dir, 'website'), join(dir, 'out'));
    assert.equal(again.code, 0, again.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'a.html'), 'utf8');
    const imported = /<img class="imported" src="(\/assets\/[^"]+\.gif)"/.exec(page)?.[1];
    assert.ok(imported, page);
    assert.equal(await readFile(join(dir, 'out', imported), 'utf8'), 'GIF89a');
    assert.match(page, /<img[^>]*src="\/assets\/[^"]+\.gif"[^>]*alt="As Markdown"|<img[^>]*alt="As Markdown"[^>]*src="\/assets\/[^"]+\.gif"/);
  });
});
