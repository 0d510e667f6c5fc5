// Gryt-chat/gryt-docs and baento/tsflow style their pages with Tailwind: a site plugin's
// configurePostCss runs tailwindcss over custom.css, which holds `@tailwind base;` and
// `@apply …`. pxdocs runs the plugins of the site's PostCSS config (postcss.test.ts); a site
// without one got the directives in the browser as written, every Tailwind class without
// style, and the build said nothing. It now says so, where, with the config to write.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("Tailwind's directives in customCss", () => {
  it('are named at the first one, with the config to write; a stylesheet of plain CSS layers is not', async () => {
    const site = await makeTempDir('pxdocs-tailwind-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, customCss: ['src/css/custom.css', 'src/css/plain.css'] }),
      'docs/intro.md': page({ title: 'Intro' }, '<div className="flex gap-2">Hello</div>\n'),
      'src/css/custom.css': '/* @tailwind in a comment is not one */\n:root { --ifm-color-primary: #2e8555; }\n\n@tailwind base;\n@tailwind utilities;\n',
      'src/css/plain.css': '@layer base {\n  :root { --x: 1; }\n}\n.a { color: red; }\n',
    });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/css\/custom\.css:4:1: `@tailwind` is Tailwind CSS's, and the site has no PostCSS config to run it: .*Add postcss\.config\.cjs to the site folder with `module\.exports = \{ plugins: \{ tailwindcss: \{\} \} \}`/);
    assert.doesNotMatch(output, /plain\.css/);
  });
});
