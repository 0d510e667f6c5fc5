// Navbar items of a site's own type (Docusaurus's `type: 'custom-<name>'`): the site's swizzled
// src/theme/NavbarItem/ComponentTypes maps each such type to a component (baento/tsflow's GitHub stars,
// IABTechLab/uid2docs's separator and colour-mode toggle), which Docusaurus draws with the item's other
// keys as props. init left the item out ("pxdocs draws the navbar itself") and the site's map was named
// as a swizzled NavbarItem "not used". The item is now carried and drawn by the site's component, in the
// bar and (with `mobile`) in the mobile menu; an interactive one is an island, live in the browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { serveSite } from './browse.js';
import { buildSite, makeTempDir, runInit, waitFor, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

const config = (items: unknown[]) => `export default {
  title: 'Custom', url: 'https://custom.example', tagline: 'Custom items',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: ${JSON.stringify(items)} }, footer: { copyright: 'Copyright Custom' }, chat: { embeddings: 'off' },
};\n`;

const ITEMS = [
  { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
  { type: 'custom-stars', position: 'right', repo: 'acme/widgets', className: 'own-stars' },
  { type: 'custom-separator', position: 'right' },
  // Built on Docusaurus's own link item (@theme/NavbarItem/DefaultNavbarItem), as many are.
  { type: 'custom-link', position: 'left', label: 'Guide', to: '/docs/intro', className: 'own-link' },
];

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': config(ITEMS),
  'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import Stars from '@site/src/components/Stars';
import Separator from './Separator';
import LinkItem from './LinkItem';

export default {
  ...ComponentTypes,
  'custom-stars': Stars,
  'custom-separator': Separator,
  'custom-link': LinkItem,
};
`,
  // A component of the site's own beside the map: static, and no "not used" warning for it.
  'src/theme/NavbarItem/Separator.js': `import React from 'react';
export default function Separator({ mobile }) {
  return mobile ? null : <span className="navbar__item own-separator" aria-hidden="true">|</span>;
}
`,
  'src/theme/NavbarItem/LinkItem.js': `import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
export default function LinkItem(props) {
  return <DefaultNavbarItem {...props} label={<>{props.label} <span className="own-badge">new</span></>} />;
}
`,
  'src/components/Stars.tsx': `import React, { useEffect, useState } from 'react';
export default function Stars({ repo, className, mobile }: { repo: string; className?: string; mobile?: boolean }) {
  const [stars, setStars] = useState(0);
  // Marks the island hydrated: a click before that is the static button's.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <button className={(mobile ? 'menu__link ' : 'navbar__item navbar__link ') + className} data-repo={repo} data-ready={ready ? 'yes' : undefined} onClick={() => setStars(stars + 1)}>Stars: {stars}</button>;
}
`,
};

describe('navbar items of the site\'s own type', () => {
  const served = serveSite('pxdocs-navbar-custom-', SITE);

  it('are drawn by the component the site maps their type to, given the item\'s keys, in the bar and the mobile menu', async () => {
    const page = await readFile(join(served.dir, 'out', 'docs', 'intro.html'), 'utf8');
    const right = page.slice(page.indexOf('navbar-items-right'), page.indexOf('search-button'));
    assert.match(right, /^navbar-items-right[^>]*><px-island data-island="[0-9a-f]{10}" data-export="default" data-props="([^"]*)" style="display:contents"><button class="navbar__item navbar__link own-stars" data-repo="acme\/widgets">Stars: <!-- -->0<\/button><\/px-island><span class="navbar__item own-separator" aria-hidden="true">\|<\/span><a /);
    const props = JSON.parse(/data-props="([^"]*)"/.exec(right)![1]!.replaceAll('&quot;', '"'));
    assert.deepEqual(props, { className: 'own-stars', position: 'right', repo: 'acme/widgets' });
    const menu = page.slice(page.indexOf('mobile-menu-links'), page.indexOf('mobile-menu-sidebar'));
    // In the menu, as Docusaurus's: `mobile`, and the component's own markup (no list entry of pxdocs's around it).
    assert.match(menu, /<\/li><px-island data-island="[0-9a-f]{10}" data-export="default" data-props="\{[^"]*&quot;mobile&quot;:true\}" style="display:contents"><button class="menu__link own-stars" data-repo="acme\/widgets">Stars: <!-- -->0<\/button><\/px-island><li class="menu__list-item"><a href="\/docs\/intro" class="menu__link own-link">/);
    assert.doesNotMatch(menu, /own-separator/);
    assert.match(page, /<script type="module" src="\/assets\/site-islands-[^"]+\.js"><\/script>/);
    // Docusaurus's link item, in the bar and as an entry of the menu.
    assert.match(page, /theme-layout-navbar-left navbar__items"><a class="navbar-link [^"]*" href="\/docs\/intro"[^>]*>Docs<\/a><a href="\/docs\/intro" class="navbar__item navbar__link own-link">Guide <span class="own-badge">new<\/span><\/a><\/div>/);
    assert.match(menu, /<li class="menu__list-item"><a href="\/docs\/intro" class="menu__link own-link">Guide <span class="own-badge">new<\/span><\/a><\/li><\/ul>/);
  });

  it('an interactive one works in Chromium', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('.navbar__items--right button.own-stars[data-ready="yes"]');
      await page.click('.navbar__items--right button.own-stars');
      await page.waitForFunction(() => document.querySelector('.navbar__items--right button.own-stars')?.textContent === 'Stars: 1');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  it('names no swizzled NavbarItem as unused', async () => {
    const dir = await makeTempDir('pxdocs-navbar-custom-warn-');
    await writeFiles(dir, { ...SITE, 'src/theme/NavbarItem/DropdownNavbarItem.js': "import React from 'react';\nexport default function Dropdown() { return null; }\n" });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /NavbarItem\/(ComponentTypes|Separator|LinkItem)/);
    // Docusaurus's own dropdown, ejected: pxdocs draws dropdowns itself.
    assert.match(output, /src\/theme\/NavbarItem\/DropdownNavbarItem\.js replaces Docusaurus's NavbarItem\/DropdownNavbarItem/);
  });

  it('of a type the site maps no component to fails the build, saying where to map it', async () => {
    const dir = await makeTempDir('pxdocs-navbar-custom-unknown-');
    await writeFiles(dir, { ...SITE, 'pxdocs.config.mjs': config([...ITEMS, { type: 'custom-login', position: 'right' }]) });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.notEqual(result.code, 0);
    // Where the config writes the item's type (the items are on the config's fourth line).
    const column = config([...ITEMS, { type: 'custom-login', position: 'right' }]).split('\n')[3].indexOf('"custom-login"') + 1;
    assert.match(output, new RegExp(`Navbar item of an unknown type  pxdocs\\.config\\.mjs:4:${column}\\b`));
    assert.match(output, /navbar\.items\[4\] is of type "custom-login", a type of the site's own, and no src\/theme\/NavbarItem\/ComponentTypes of the site maps a component to it/);
  });

  it('in a site with no map of navbar item types fails before any page is built, naming the config\'s line', async () => {
    const dir = await makeTempDir('pxdocs-navbar-custom-no-map-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Custom', url: 'https://custom.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'custom-wallet', position: 'right' },
    ],
  },
  footer: { copyright: 'c' }, chat: { embeddings: 'off' },
};\n`,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHi.\n',
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.notEqual(result.code, 0);
    assert.match(output, /Navbar item of an unknown type  pxdocs\.config\.mjs:7:15\b/);
    assert.match(output, /navbar\.items\[1\] is of type "custom-wallet"/);
    assert.doesNotMatch(output, /build pages/);
  });

  it('is carried by init with its keys; one made when the config runs is named', async () => {
    const dir = await makeTempDir('pxdocs-navbar-custom-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'custom-github', position: 'right', repo: 'baento/tsflow', sizes: [1, 2], onPick: () => 1 }] } } };\n`,
    });
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"type": "custom-github",\s*"position": "right",\s*"repo": "baento\/tsflow",\s*"sizes": \[\s*1,\s*2\s*\]/);
    assert.doesNotMatch(written.slice(written.indexOf('export default')), /onPick/);
    assert.match(written + output, /items\[0\]\.onPick: a function is made when the config runs/);
    assert.doesNotMatch(written + output, /navbar item type of the site's own, drawn in Docusaurus/);
  });
});

describe("navbar items of the site's own type: pxdocs dev", () => {
  it('are drawn, and drawn again when the map or a component of it is edited', async () => {
    const dir = await makeTempDir('pxdocs-navbar-custom-dev-');
    await writeFiles(dir, SITE);
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      assert.match(await get('/docs/intro'), /<span class="navbar__item own-separator" aria-hidden="true">\|<\/span>/);
      await writeFile(join(dir, 'src/theme/NavbarItem/Separator.js'), "import React from 'react';\nexport default function Separator({ mobile }) { return mobile ? null : <span className=\"own-separator\">/</span>; }\n");
      await waitFor(async () => /<span class="own-separator">\/<\/span>/.test(await get('/docs/intro')), { what: 'the edited component' });
      await writeFile(join(dir, 'src/theme/NavbarItem/ComponentTypes.js'), "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Stars from '@site/src/components/Stars';\nimport LinkItem from './LinkItem';\nimport React from 'react';\nexport default { ...ComponentTypes, 'custom-stars': Stars, 'custom-link': LinkItem, 'custom-separator': () => <span className=\"own-other\">·</span> };\n");
      await waitFor(async () => /<span class="own-other">·<\/span>/.test(await get('/docs/intro')), { what: 'the edited map' });
    } finally {
      await dev.close();
    }
  });
});
