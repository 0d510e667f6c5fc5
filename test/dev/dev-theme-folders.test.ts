// `pxdocs dev` reads a local theme's folder of components (the config's `themes`, compiler/theme-folders.ts)
// as `pxdocs build` does, watches it (it is not in src/), and shows an edit to a component or wrapper there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const wrapper = (note: string) => `import Footer from '@theme-init/DocItem/Footer';\nexport default function FooterWrapper(props) {\n  return <><Footer {...props} /><div className="theme-note">${note}</div></>;\n}\n`;

const FILES = {
  'pxdocs.config.mjs': "export default {\n  title: 'Themed', url: 'https://themed.example',\n  docs: { path: 'docs', routeBasePath: 'docs' },\n  navbar: { items: [] }, footer: { copyright: 'Copyright Themed' }, chat: { embeddings: 'off' },\n  themes: ['./my-theme'],\n};\n",
  'my-theme/index.js': "module.exports = function myTheme() {\n  return { name: 'my-theme', getThemePath() { return './theme'; } };\n};\n",
  'my-theme/theme/Greeting.js': "export default function Greeting() { return <p className=\"greeting\">First greeting</p>; }\n",
  'my-theme/theme/DocItem/Footer/index.js': wrapper('First note'),
  'docs/intro.mdx': "# Intro\n\nimport Greeting from '@theme/Greeting';\n\n<Greeting />\n",
};

describe("pxdocs dev with a local theme's folder", () => {
  let fx: DevFixture;
  before(async () => {
    fx = await startFixtureDev('no-fixture-theme-folders', FILES);
  });
  after(async () => {
    await fx?.close();
  });

  it("renders the theme's component and wrapper, and shows an edit to either", async () => {
    const first = await fx.get('/docs/intro');
    assert.equal(first.status, 200, first.html);
    assert.match(first.html, /First greeting/);
    assert.match(first.html, /<div class="theme-note">First note<\/div>/);
    await fx.write('my-theme/theme/Greeting.js', "export default function Greeting() { return <p className=\"greeting\">Second greeting</p>; }\n");
    await fx.waitForHtml('/docs/intro', (html) => html.includes('Second greeting'), 'the edited component');
    await fx.write('my-theme/theme/DocItem/Footer/index.js', wrapper('Second note'));
    await fx.waitForHtml('/docs/intro', (html) => html.includes('Second note'), 'the edited wrapper');
  });
});

// A theme folder reached through node_modules, where a link leads out of it (`npm link`, a `file:` dependency
// edited beside the site): dev watched no theme folder inside node_modules, so an edit there was never shown.
// Now it watches where the link leads; an installed package's folder (no link out) stays unwatched, as all of
// node_modules does.
describe('pxdocs dev with a theme folder linked into node_modules', () => {
  let fx: DevFixture;
  let linked: string;
  before(async () => {
    linked = await makeTempDir('pxdocs-linked-theme-');
    await writeFiles(linked, { 'theme/Greeting.js': "export default function Greeting() { return <p className=\"greeting\">Linked one</p>; }\n" });
    fx = await startFixtureDev('no-fixture-linked-theme', {
      'pxdocs.config.mjs': "const theme = (path) => () => ({ name: path, getThemePath() { return path; } });\nexport default {\n  title: 'Linked', url: 'https://linked.example',\n  docs: { path: 'docs', routeBasePath: 'docs' },\n  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },\n  plugins: [theme('./node_modules/linked-theme/theme'), theme('./node_modules/installed-theme/theme')],\n};\n",
      'node_modules/installed-theme/theme/Banner.js': "export default function Banner() { return <p className=\"banner\">Installed one</p>; }\n",
      'docs/intro.mdx': "# Intro\n\nimport Greeting from '@theme/Greeting';\nimport Banner from '@theme/Banner';\n\n<Greeting />\n\n<Banner />\n",
    }, { prepare: (dir) => symlink(linked, join(dir, 'node_modules', 'linked-theme'), 'dir') });
  });
  after(async () => {
    await fx?.close();
  });

  it('shows an edit made where the link leads, and watches no installed package', async () => {
    const first = await fx.get('/docs/intro');
    assert.equal(first.status, 200, first.html);
    assert.match(first.html, /Linked one/);
    assert.match(first.html, /Installed one/);
    // Nothing in node_modules is watched: an edit of an installed package is not seen (a second is plenty for the watcher).
    await writeFile(join(fx.dir, 'node_modules/installed-theme/theme/Banner.js'), "export default function Banner() { return <p className=\"banner\">Installed two</p>; }\n");
    await sleep(1000);
    await fx.dev.settled();
    assert.match((await fx.get('/docs/intro')).html, /Installed one/);
    await writeFile(join(linked, 'theme/Greeting.js'), "export default function Greeting() { return <p className=\"greeting\">Linked two</p>; }\n");
    await fx.waitForHtml('/docs/intro', (text) => text.includes('Linked two'), 'the edit in the linked folder');
  });
});
