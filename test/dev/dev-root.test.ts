// `pxdocs dev` renders a site's swizzled src/theme/Root as `pxdocs build` does
// (compiler/site-root.ts): its context reaches a page's components, its frame is
// on every page, and an edit to Root (or a file it imports) shows on the next load.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { page, removeTempDirs } from '../helpers.js';
import { startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const root = (banner: string) => [
  "import React from 'react';",
  "import Head from '@docusaurus/Head';",
  "import { Audience } from '@site/src/context/Audience';",
  'export default function Root({ children }) {',
  `  return <Audience.Provider value="operators"><Head><meta name="root-meta" content="from-root" /></Head><div className="root-wrapper"><div className="root-banner">${banner}</div>{children}</div></Audience.Provider>;`,
  '}',
  '',
].join('\n');

const FILES = {
  'src/context/Audience.js': "import { createContext } from 'react';\nexport const Audience = createContext('nobody');\n",
  'src/theme/Root.js': root('First banner'),
  'src/components/Who.js': "import React, { useContext } from 'react';\nimport { Audience } from '../context/Audience';\nexport default function Who() { return <strong className=\"who\">{useContext(Audience)}</strong>; }\n",
  'content/guide/06-who.mdx': page({ title: 'Who' }, "import Who from '@site/src/components/Who';\n\nFor <Who />.\n"),
};

describe('pxdocs dev with a swizzled Root', () => {
  let fx: DevFixture;
  before(async () => {
    fx = await startFixtureDev('basic', FILES);
  });
  after(async () => {
    await fx?.close();
  });

  it("renders a page's components inside Root, and Root's frame on every page", async () => {
    const who = await fx.get('/guide/who');
    assert.equal(who.status, 200, who.html);
    assert.match(who.html, /<strong class="who">operators<\/strong>/);
    const setup = await fx.get('/guide/setup');
    for (const html of [who.html, setup.html]) {
      assert.match(html, /<meta name="root-meta" content="from-root"\/>/);
      assert.match(html, /<body[^>]*><div class="root-wrapper"><div class="root-banner">First banner<\/div><a class="skip-link"/);
    }
  });

  it('shows an edit to Root on every page', async () => {
    await fx.write('src/theme/Root.js', root('Second banner'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Second banner'), 'the edited banner');
    const who = await fx.waitForHtml('/guide/who', (html) => html.includes('Second banner'), 'the edited banner');
    assert.match(who, /<strong class="who">operators<\/strong>/);
  });
});
