// A site plugin's getPathsToWatch: Docusaurus's start watches the paths it gives (relative ones from the
// site folder, globs too) and, when one changes, runs the plugin's loadContent and contentLoaded again
// and reloads the page. pxdocs dev never asked, so a plugin's data (a versions list read from a file)
// stayed as it was at start until the config changed. Its injectHtmlTags follow the new content too.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, waitUntil } from './dev-helpers.js';

after(removeTempDirs);

const PLUGIN = `const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
module.exports = function releases(context) {
  return {
    name: 'releases',
    getPathsToWatch() { return ['data/versions.json', join(context.siteDir, 'notes/**/*.txt')]; },
    async loadContent() {
      const versions = JSON.parse(readFileSync(join(context.siteDir, 'data', 'versions.json'), 'utf8'));
      const notes = readdirSync(join(context.siteDir, 'notes', 'all')).sort().map((file) => readFileSync(join(context.siteDir, 'notes', 'all', file), 'utf8').trim());
      return { versions, notes };
    },
    async contentLoaded({ content, actions }) { actions.setGlobalData(content); },
    injectHtmlTags({ content }) { return { headTags: [{ tagName: 'meta', attributes: { name: 'latest', content: content.versions[0] } }] }; },
  };
};
`;

describe("pxdocs dev and a site plugin's getPathsToWatch", () => {
  it('runs the plugin again when a file it watches changes, by path or by glob', async () => {
    const dir = await makeTempDir('pxdocs-dev-plugin-watch-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `import releases from './plugins/releases.cjs';
export default {
  title: 'Watch', url: 'https://watch.example',
  docs: { path: 'docs', routeBasePath: 'docs' }, plugins: [releases],
  navbar: { items: [] }, footer: { copyright: 'Copyright Watch' }, chat: { embeddings: 'off' },
};
`,
      'plugins/releases.cjs': PLUGIN,
      'data/versions.json': '["2.0", "1.0"]',
      'notes/all/a.txt': 'first note\n',
      'src/components/Releases.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Releases() { const { versions, notes } = usePluginData('releases'); return <p className=\"releases\">{versions.join(' ')} | {notes.join(' ')}</p>; }\n",
      'docs/releases.mdx': "import Releases from '@site/src/components/Releases';\n\n# Releases\n\n<Releases />\n",
    });
    const printed = new Collector();
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: printed }) });
    try {
      await dev.settled();
      const page = async () => (await fetch(`${dev.url}/docs/releases`)).text();
      const releases = async () => /<p class="releases">(.*?)<\/p>/.exec(await page())?.[1]?.replace(/<!-- -->/g, '');
      assert.equal(await releases(), '2.0 1.0 | first note');
      assert.match(await page(), /<meta name="latest" content="2\.0"\/?>/);
      await writeFile(join(dir, 'data', 'versions.json'), '["3.0", "2.0", "1.0"]');
      // The watcher reports the change when it sees it: the page's answer is the check.
      await waitUntil(async () => (await releases()) === '3.0 2.0 1.0 | first note', 'the plugin data after its watched file changed');
      assert.match(await page(), /<meta name="latest" content="3\.0"\/?>/);
      await writeFile(join(dir, 'notes', 'all', 'b.txt'), 'second note\n');
      await waitUntil(async () => (await releases()) === '3.0 2.0 1.0 | first note second note', 'the plugin data after a file its glob matches was added');
      assert.match(printed.text(), /a file a site plugin watches changed/);
    } finally {
      await dev.close();
    }
  });
});
