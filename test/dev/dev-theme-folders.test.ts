// `pxdocs dev` reads a local theme's folder of components (the config's `themes`, compiler/theme-folders.ts)
// as `pxdocs build` does, watches it (it is not in src/), and shows an edit to a component or wrapper there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { removeTempDirs } from '../helpers.js';
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
