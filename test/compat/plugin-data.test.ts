// `usePluginData` and `useGlobalData` (@docusaurus/useGlobalData) give the docs plugin's global data, as
// Docusaurus does: Wybxc/wybxc-monthly's random page reads usePluginData('docusaurus-plugin-content-docs')
// .versions[0].docs. Both gave nothing. A plugin's own data (set in its contentLoaded, which pxdocs does not
// run) is still not there, and a page failing on it says so: react-navigation's Pre failed with "Cannot
// destructure property 'versions' of 'usePluginData2(...)' as it is undefined" and no word of why.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { serveSite } from './browse.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, waitUntil } from '../dev/dev-helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Data', url: 'https://data.example', tagline: 'Global data',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Data' }, chat: { embeddings: 'off' },
};\n`;

async function build(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-plugin-data-');
  await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n', 'docs/guide.md': '# Guide\n\nMore.\n', ...files });
  return { dir, result: await buildSite(dir, join(dir, 'out')) };
}

describe('global data', () => {
  it("gives the docs plugin's data by instance, from usePluginData and useGlobalData", async () => {
    const { dir, result } = await build({
      'src/pages/random.jsx': `import React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useGlobalData from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Random() {
  const docs = usePluginData('docusaurus-plugin-content-docs').versions[0].docs;
  const all = useGlobalData()['docusaurus-plugin-content-docs'].default;
  const { globalData } = useDocusaurusContext();
  return <main><p className="docs">{docs.map((doc) => doc.path).sort().join(' ')}</p><p className="path">{all.path}</p><p className="other">{String(usePluginData('another-plugin'))}</p><p className="context">{globalData['docusaurus-plugin-content-docs'].default.path}</p></main>;
}
`,
    });
    assert.equal(result.code, 0, result.stderr);
    const page = await readFile(join(dir, 'out', 'random.html'), 'utf8');
    assert.match(page, /<p class="docs">\/docs\/guide \/docs\/intro<\/p><p class="path">\/docs<\/p><p class="other">undefined<\/p><p class="context">\/docs<\/p>/, 'useDocusaurusContext().globalData is useGlobalData()');
  });

  it("says why a plugin's own data is not there when a page fails on it", async () => {
    const { result } = await build({
      'src/components/Versions.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Versions() { const { versions } = usePluginData('react-navigation-versions'); return <p>{Object.keys(versions).join()}</p>; }\n",
      'docs/versions.mdx': "import Versions from '@site/src/components/Versions';\n\n# Versions\n\n<Versions />\n",
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Page failed to render {2}docs\/versions\.mdx/);
    assert.match(result.stderr, /hint: `usePluginData` gives the docs plugin's data \(docusaurus-plugin-content-docs\) and what the site's own plugins listed in `plugins` of the pxdocs config set with `actions\.setGlobalData` in `contentLoaded`/);
  });

  // A site plugin's own data (react-navigation's versions, a changelog list): its loadContent reads a file
  // and its contentLoaded hands it to actions.setGlobalData. pxdocs never ran it, so usePluginData gave nothing.
  it("gives what a site plugin of the config sets in contentLoaded, by instance, and builds the route it adds", async () => {
    const PLUGIN = `const { readFileSync } = require('node:fs');
const { join } = require('node:path');
module.exports = function versionsPlugin(context, options) {
  return {
    name: 'versions-plugin',
    async loadContent() {
      return JSON.parse(readFileSync(join(context.siteDir, options.file), 'utf8'));
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ versions: content, base: context.baseUrl, title: context.siteConfig.title });
      if (options.route) actions.addRoute({ path: '/versions', component: '@site/src/components/Versions.jsx', exact: true });
    },
  };
};
`;
    const { dir, result } = await build({
      'pxdocs.config.mjs': `import versions from './src/plugins/versions/index.js';\n${CONFIG.replace("chat: { embeddings: 'off' },", "chat: { embeddings: 'off' },\n  plugins: [[versions, { file: 'releases.json', route: true }], [versions, { id: 'old', file: 'old.json' }]],")}`,
      'src/plugins/versions/index.js': PLUGIN,
      'releases.json': '["2.0", "1.0"]\n',
      'old.json': '["0.9"]\n',
      'src/components/Versions.jsx': "import React from 'react';\nimport useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Versions() {\n  const { versions, base, title } = usePluginData('versions-plugin');\n  const old = usePluginData('versions-plugin', 'old');\n  return <p className=\"versions\">{versions.join(' ')} | {old.versions.join(' ')} | {base} | {title} | {Object.keys(useGlobalData()['versions-plugin']).join(' ')}</p>;\n}\n",
      'docs/versions.mdx': "import Versions from '@site/src/components/Versions';\n\n# Versions\n\n<Versions />\n",
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'versions.html'), 'utf8');
    assert.match(page, /<p class="versions">2\.0 1\.0 \| 0\.9 \| \/ \| Data \| default old<\/p>/);
    // The route it adds is a page (test/compat/plugin-routes.test.ts), its component reading the same data.
    assert.match(await readFile(join(dir, 'out', 'versions.html'), 'utf8'), /<p class="versions">2\.0 1\.0 \| 0\.9 \| \/ \| Data \| default old<\/p>/);
    assert.doesNotMatch(result.stdout + result.stderr, /addRoute/);
  });

  it('fails with where a site plugin threw, in its own file', async () => {
    const { result } = await build({
      'pxdocs.config.mjs': `import broken from './src/plugins/broken.js';\n${CONFIG.replace("chat: { embeddings: 'off' },", "chat: { embeddings: 'off' },\n  plugins: [broken],")}`,
      'src/plugins/broken.js': "export default function broken() {\n  return {\n    name: 'broken',\n    loadContent() {\n      throw new Error('no changelog here');\n    },\n  };\n}\n",
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Site plugin failed {2}src\/plugins\/broken\.js:5:13/);
    assert.match(result.stderr, /The site plugin plugins\[0\] \(broken\) threw in loadContent: Error: no changelog here/);
  });

  it('fails with where a site plugin named by its path threw, in its own file, not at the config', async () => {
    // A module the config names by path is bundled apart from the config: its throw was placed at pxdocs.config.mjs alone.
    const { result } = await build({
      'pxdocs.config.mjs': CONFIG.replace("chat: { embeddings: 'off' },", "chat: { embeddings: 'off' },\n  plugins: ['./plugins/broken.js'],"),
      'plugins/broken.js': "module.exports = function broken() {\n  return {\n    name: 'broken',\n    async contentLoaded() {\n      const data = null;\n      return data.x;\n    },\n  };\n};\n",
    });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /Site plugin failed {2}plugins\/broken\.js:6:19\n/);
    assert.match(result.stderr, /The site plugin plugins\[0\] \(\.\/plugins\/broken\.js\) threw in contentLoaded: TypeError: Cannot read properties of null/);
  });

  it('init carries a plugin module of the site that sets global data to plugins, with its options', async () => {
    const dir = await makeTempDir('pxdocs-plugin-data-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'Data', url: 'https://data.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  plugins: ['./src/plugins/changelog', ['./src/plugins/changelog', { id: 'beta', file: 'beta.json' }]],
};\n`,
      // As sites write them: CommonJS, its data read in loadContent from beside it (`__dirname`, which bundled
      // into the config's ES module was not defined), the options' defaults its own.
      'src/plugins/changelog/index.js': "const fs = require('fs');\nconst path = require('path');\nmodule.exports = function changelog(context, { file = 'changes.json' } = {}) {\n  return {\n    name: 'changelog',\n    loadContent: () => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', file), 'utf8')),\n    contentLoaded({ content, actions: { setGlobalData } }) { setGlobalData({ entries: content }); },\n    configureWebpack() { return {}; },\n  };\n};\n",
      'changes.json': '["fixed a bug", "added a thing"]\n',
      'beta.json': '["tried a thing"]\n',
      'src/components/Changes.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Changes() { return <ul className=\"changes\">{[...usePluginData('changelog').entries, ...usePluginData('changelog', 'beta').entries].map((entry) => <li key={entry}>{entry}</li>)}</ul>; }\n",
      'docs/intro.mdx': "import Changes from '@site/src/components/Changes';\n\n# Intro\n\n<Changes />\n",
    });
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.match(output, /plugins\[0\]: the plugin module src\/plugins\/changelog\/index\.js sets global data for the site's components \(setGlobalData\): it is carried to `plugins`/);
    // What the build does not run is still named; loadContent and contentLoaded are not among it.
    assert.match(output, /plugins\[0\]: the plugin "changelog" \(src\/plugins\/changelog\/index\.js\) also has `configureWebpack`, which pxdocs does not run/);
    assert.doesNotMatch(output, /`loadContent`|`contentLoaded`/);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(page, /<ul class="changes"><li>fixed a bug<\/li><li>added a thing<\/li><li>tried a thing<\/li><\/ul>/);
  });

  // Docusaurus 3.6's allContentLoaded: a course site's plugin lists its lectures from the docs plugin's content
  // (allContent['docusaurus-plugin-content-docs'].default.loadedVersions[0].docs: ids, titles, front matter,
  // sourceDirName, source) and gives them to its homepage. pxdocs ran no such method.
  it("runs allContentLoaded with the docs plugin's content, after every plugin's content is loaded", async () => {
    const PLUGIN = `export default function courseOverview(context) {
  return {
    name: 'course-overview',
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default?.loadedVersions?.[0]?.docs ?? [];
      const lectures = docs
        .filter((doc) => doc.sourceDirName === 'lectures')
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((doc) => ({ title: doc.title, permalink: doc.permalink, minutes: doc.frontMatter.duration_min ?? null, source: doc.source, slug: doc.slug }));
      actions.setGlobalData({ lectures, other: allContent.other?.default ?? null });
    },
  };
}
`;
    const { dir, result } = await build({
      'pxdocs.config.mjs': `import course from './src/plugins/course.js';\nimport other from './src/plugins/other.js';\n${CONFIG.replace("chat: { embeddings: 'off' },", "chat: { embeddings: 'off' },\n  plugins: [course, other],")}`,
      'src/plugins/course.js': PLUGIN,
      // Loaded after course-overview in the list: its content is in allContent all the same.
      'src/plugins/other.js': "export default function other() { return { name: 'other', loadContent: () => 'from other' }; }\n",
      'docs/lectures/01-first.md': '---\ntitle: First lecture\nduration_min: 45\n---\n\nOne.\n',
      'docs/lectures/02-second.md': '---\ntitle: Second lecture\n---\n\nTwo.\n',
      'src/components/Lectures.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Lectures() { const { lectures, other } = usePluginData('course-overview'); return <ol className=\"lectures\" data-other={other}>{lectures.map((lecture) => <li key={lecture.permalink}>{[lecture.title, lecture.permalink, lecture.minutes, lecture.source, lecture.slug].join('|')}</li>)}</ol>; }\n",
      'docs/course.mdx': "import Lectures from '@site/src/components/Lectures';\n\n# Course\n\n<Lectures />\n",
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'course.html'), 'utf8');
    assert.match(page, /<ol class="lectures" data-other="from other"><li>First lecture\|\/docs\/lectures\/first\|45\|@site\/docs\/lectures\/01-first\.md\|\/lectures\/first<\/li><li>Second lecture\|\/docs\/lectures\/second\|\|@site\/docs\/lectures\/02-second\.md\|\/lectures\/second<\/li><\/ol>/);
  });
});

// An interactive component reading a site plugin's data is an island: the browser's `@docusaurus/useGlobalData`
// had no version, so it stayed static (its button did nothing). The page now carries what its islands read (that
// plugin instance's data, not the other plugins'), and the island hydrates with it.
const ISLAND_CONFIG = `import releases from './src/plugins/releases.js';
${CONFIG.replace("chat: { embeddings: 'off' },", "chat: { embeddings: 'off' },\n  plugins: [[releases, { list: ['2.0', '1.0'] }], [releases, { id: 'big', list: ['not-carried-anywhere'] }]],")}`;

describe('global data in an island', () => {
  const served = serveSite('pxdocs-plugin-data-island-', {
    'pxdocs.config.mjs': ISLAND_CONFIG,
    'src/plugins/releases.js': "export default function releases(context, options) {\n  return { name: 'releases', contentLoaded({ actions }) { actions.setGlobalData({ list: options.list }); } };\n}\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/components/Releases.jsx': `import React, { useEffect, useState } from 'react';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
/** 'yes' once hydrated: a click before then would find no handler. */
function useReady() {
  const [ready, setReady] = useState('no');
  useEffect(() => setReady('yes'), []);
  return ready;
}
export function Releases() {
  const { list } = usePluginData('releases');
  const [shown, setShown] = useState(1);
  return <div className="releases" data-ready={useReady()}><button onClick={() => setShown(list.length)}>more</button><ul>{list.slice(0, shown).map((name) => <li key={name}>{name}</li>)}</ul></div>;
}
export function Plugins() {
  const [count, setCount] = useState(0);
  return <p className="plugins" data-ready={useReady()} onClick={() => setCount(count + 1)}>{Object.keys(useGlobalData()).sort().join(',')}|{Object.keys(useDocusaurusContext().globalData).sort().join(',')}:{count}</p>;
}
`,
    'docs/releases.mdx': "import { Releases } from '@site/src/components/Releases';\n\n# Releases\n\n<Releases />\n",
    'docs/all.mdx': "import { Plugins } from '@site/src/components/Releases';\n\n# All\n\n<Plugins />\n",
  });

  it('carries only the plugin instance its islands read, and nothing on a page without one', async () => {
    const html = await readFile(join(served.dir, 'out', 'docs', 'releases.html'), 'utf8');
    const data = /<script type="application\/json" id="px-island-docs">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(data, "the page carries its islands' plugin data");
    assert.deepEqual(JSON.parse(data), { docs: {}, plugins: { releases: { default: { list: ['2.0', '1.0'] } } } });
    assert.doesNotMatch(html, /not-carried-anywhere/);
    assert.doesNotMatch(await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8'), /px-island-docs/);
  });

  it('hydrates with the build\'s data in Chromium', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    try {
      await page.goto(`${served.server.url}/docs/releases`);
      assert.equal(await page.textContent('.releases ul'), '2.0');
      await page.waitForSelector('.releases[data-ready="yes"]');
      await page.click('.releases button');
      await page.waitForSelector('.releases li:nth-child(2)');
      assert.equal(await page.textContent('.releases ul'), '2.01.0');
      await page.goto(`${served.server.url}/docs/all`);
      await page.waitForSelector('.plugins[data-ready="yes"]');
      await page.click('.plugins');
      await page.waitForSelector('.plugins:has-text(":1")');
      assert.equal(await page.textContent('.plugins'), 'docusaurus-plugin-content-docs,releases|docusaurus-plugin-content-docs,releases:1', 'useDocusaurusContext().globalData is useGlobalData() in the browser too');
      assert.deepEqual(errors, [], 'no hydration error, no page error');
    } finally {
      await page.close();
    }
  });
});

// `pxdocs dev` never ran the site's plugins: usePluginData gave nothing there (a page reading it failed in dev
// and built fine). They now run at the session's start, and again when the config changes.
describe('global data in pxdocs dev', () => {
  it("gives what the site's plugins set, and what they set after a config change", async () => {
    const plugin = (releases: string) => `import releases from './src/plugins/releases.js';\n${CONFIG.replace("chat: { embeddings: 'off' },", `chat: { embeddings: 'off' },\n  plugins: [[releases, { list: [${releases}] }]],`)}`;
    const dir = await makeTempDir('pxdocs-plugin-data-dev-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': plugin("'2.0', '1.0'"),
      'src/plugins/releases.js': "export default function releases(context, options) {\n  return {\n    name: 'releases',\n    contentLoaded({ actions }) { actions.setGlobalData({ list: options.list }); },\n    allContentLoaded({ allContent, actions }) { actions.setGlobalData({ list: options.list, docs: allContent['docusaurus-plugin-content-docs'].default.loadedVersions[0].docs.length }); },\n  };\n}\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/components/Releases.jsx': "import React from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Releases() { const { list, docs } = usePluginData('releases'); return <p className=\"releases\">{list.join(' ')} ({docs} docs)</p>; }\n",
      'docs/releases.mdx': "import Releases from '@site/src/components/Releases';\n\n# Releases\n\n<Releases />\n",
    });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const releases = async () => /<p class="releases">(.*?)<\/p>/.exec(await (await fetch(`${dev.url}/docs/releases`)).text())?.[1];
      assert.equal(await releases(), '2.0 1.0 (2 docs)');
      await writeFile(join(dir, 'pxdocs.config.mjs'), plugin("'3.0'"));
      // The watcher reports the change when it sees it: the page's answer is the check.
      await waitUntil(async () => (await releases()) === '3.0 (2 docs)', 'the plugin data of the changed config');
    } finally {
      await dev.close();
    }
  });
});
