// Two sidebar categories labelled alike, each with `link: { type: 'generated-index' }` and no
// slug (Gryt-chat/gryt-docs's "Packages" under Client and under Server), both make
// /docs/category/packages. The warning said "sidebars.js: Duplicate route …: sidebars.js and
// sidebars.js both produce it; sidebars.js is kept", naming neither category nor the way out.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('two generated indexes at one route', () => {
  it('are named by their place in the sidebar, with the way to part them', async () => {
    const site = await makeTempDir('pxdocs-duplicate-index-');
    const category = (label: string, items: unknown[]) => ({ type: 'category', label, link: { type: 'generated-index' }, items });
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      'sidebars.js': `module.exports = ${JSON.stringify({ main: [category('Client', ['client/a', category('Packages', ['client/b'])]), category('Server', ['server/a', category('Packages', ['server/b'])])] })};\n`,
      'docs/client/a.md': page({ title: 'Client A' }),
      'docs/client/b.md': page({ title: 'Client B' }),
      'docs/server/a.md': page({ title: 'Server A' }),
      'docs/server/b.md': page({ title: 'Server B' }),
    });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /Duplicate route \/docs\/category\/packages: sidebars\.js \(the category "Server" › "Packages" of the sidebar main\) and sidebars\.js \(the category "Client" › "Packages" of the sidebar main\) both produce it; sidebars\.js \(the category "Client" › "Packages" of the sidebar main\) is kept\. Give the category a `link\.slug` of its own/);
  });
});
