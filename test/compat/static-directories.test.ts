// Docusaurus's `staticDirectories`: several static folders, each copied to the site root, in the
// list's order (a path two folders have is the first folder's: copy-webpack-plugin, one pattern a
// folder, never replaces an asset already emitted), and links, images and site-rooted imports
// resolve against all of them. Built, checked and served by `pxdocs dev` with a file in the second
// folder, and one added there after dev started.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildSite, fixtureConfig, makeTempDir, removeTempDirs, runInit, waitFor, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

const PNG = 'not really a png';

function site(overrides: Record<string, unknown> = {}): Record<string, string> {
  return {
    'config/site.config.ts': fixtureConfig({ staticDirectories: ['static', 'public'], onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, ...overrides }),
    'content/docs/intro.md': [
      '---', 'title: Intro', 'image: ../../public/img/card.png', '---', '',
      '![from static](/img/a.png)', '',
      '![from public](/img/b.png)', '',
      '![beside, in public](../../public/img/rel.png)', '',
      '[a file of public](/files/guide.txt) and [one of static](/files/static-only.txt)', '',
      '![nowhere](/img/missing.png)', '',
    ].join('\n'),
    'content/docs/imports.mdx': "# Imports\n\n<img src={require('/img/b.png').default} alt=\"required\" />\n",
    'static/img/a.png': PNG,
    'static/files/static-only.txt': 'static only\n',
    'static/shared.txt': 'from static\n',
    'public/img/b.png': `${PNG} b`,
    'public/img/rel.png': `${PNG} rel`,
    'public/img/card.png': `${PNG} card`,
    'public/files/guide.txt': 'guide\n',
    'public/shared.txt': 'from public\n',
    'public/robots.txt': 'User-agent: *\nDisallow: /private\n',
    // A page's own file: the build's page wins, as with one static folder.
    'public/docs/intro.html': '<p>not the page</p>\n',
  };
}

describe('staticDirectories: several static folders', () => {
  let dir: string;
  let out: string;
  let built: { code: number; stderr: string };
  before(async () => {
    dir = await makeTempDir('pxdocs-static-dirs-');
    await writeFiles(dir, site());
    out = join(dir, 'out');
    built = await buildSite(dir, out);
  });

  it('the config takes the list, and staticDir keeps working as the one-folder form', async () => {
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.staticDirectories, ['static', 'public']);
    const both = await makeTempDir('pxdocs-static-dirs-both-');
    await writeFiles(both, { 'config/site.config.ts': fixtureConfig({ staticDir: 'assets', staticDirectories: ['public'] }), 'content/docs/intro.md': '# Intro\n' });
    await assert.rejects(loadConfig(both), /give either `staticDir` \(one folder\) or `staticDirectories` \(a list\), not both/);
  });

  it('copies the files of every folder to the site root; a path two folders have is the first folder\'s', async () => {
    assert.equal(built.code, 0, built.stderr);
    assert.equal(await readFile(join(out, 'img/a.png'), 'utf8'), PNG);
    assert.equal(await readFile(join(out, 'img/b.png'), 'utf8'), `${PNG} b`);
    assert.equal(await readFile(join(out, 'files/guide.txt'), 'utf8'), 'guide\n');
    assert.equal(await readFile(join(out, 'shared.txt'), 'utf8'), 'from static\n');
    assert.equal(await readFile(join(out, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /private\n', "the second folder's robots.txt, not the generated one");
  });

  it('keeps the page where a file of the second folder has its path, and says so', async () => {
    assert.doesNotMatch(await readFile(join(out, 'docs/intro.html'), 'utf8'), /not the page/);
    assert.match(built.stderr, /public\/docs\/intro\.html was not published: the build writes docs\/intro\.html itself/);
  });

  it('checks links and images against every folder: only the missing one is reported', async () => {
    const html = await readFile(join(out, 'docs/intro.html'), 'utf8');
    assert.match(html, /src="\/img\/a\.png"/);
    assert.match(html, /src="\/img\/b\.png"/);
    assert.match(built.stderr, /\/img\/missing\.png/);
    assert.doesNotMatch(built.stderr, /\/img\/(a|b)\.png|guide\.txt|static-only\.txt|rel\.png|card\.png/);
  });

  it('publishes a relative image, the front matter image and a require() from the second folder', async () => {
    const html = await readFile(join(out, 'docs/intro.html'), 'utf8');
    const rel = /src="(\/assets\/images\/rel-[0-9a-f]{8}\.png)"/.exec(html)?.[1];
    assert.ok(rel, 'the relative image is published as an asset');
    assert.equal(await readFile(join(out, rel), 'utf8'), `${PNG} rel`);
    assert.match(html, /<meta property="og:image" content="[^"]*\/assets\/images\/card-[0-9a-f]{8}\.png"/);
    const imports = await readFile(join(out, 'docs/imports.html'), 'utf8');
    const required = /<img src="([^"]+)" alt="required"/.exec(imports)?.[1];
    assert.ok(required, imports);
    assert.equal(await readFile(join(out, required), 'utf8'), `${PNG} b`);
  });

  it('a rebuild after a file of the second folder changed is not "up to date"', async () => {
    await writeFile(join(dir, 'public/files/guide.txt'), 'guide, edited\n');
    const again = await buildSite(dir, out);
    assert.equal(again.code, 0, again.stderr);
    assert.doesNotMatch(again.stderr, /Up to date/);
    assert.equal(await readFile(join(out, 'files/guide.txt'), 'utf8'), 'guide, edited\n');
  });

  it('--out may not be the second folder', async () => {
    const refused = await buildSite(dir, join(dir, 'public'));
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /the static folder/);
    assert.ok(existsSync(join(dir, 'public/img/b.png')));
  });
});

describe('staticDirectories in pxdocs dev', () => {
  it('serves a file of the second folder, and one added there after dev started', async () => {
    const dir = await makeTempDir('pxdocs-static-dirs-dev-');
    await writeFiles(dir, site());
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => {
      const response = await fetch(dev.url + path);
      return { status: response.status, body: await response.text() };
    };
    try {
      await dev.settled();
      assert.deepEqual(await get('/files/guide.txt'), { status: 200, body: 'guide\n' });
      assert.deepEqual(await get('/shared.txt'), { status: 200, body: 'from static\n' });
      await writeFiles(dir, { 'public/late.txt': 'added later\n' });
      await waitFor(async () => (await get('/late.txt')).status === 200, { what: 'the file added to public/ served' });
      assert.equal((await get('/late.txt')).body, 'added later\n');
    } finally {
      await dev.close();
    }
  });
});

describe('staticDirectories from a Docusaurus config', () => {
  it('init carries the list as it is, and the build publishes and checks the files of both folders', async () => {
    const dir = await makeTempDir('pxdocs-static-dirs-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Dirs', url: 'https://dirs.example', baseUrl: '/', staticDirectories: ['static', 'public'],
        presets: [['classic', { docs: { sidebarPath: false } }]],
      };\n`,
      'docs/intro.md': '# Intro\n\n![a](/img/a.png)\n\n![b](/img/b.png)\n\n[guide](/files/guide.txt)\n',
      'static/img/a.png': PNG,
      'public/img/b.png': `${PNG} b`,
      'public/files/guide.txt': 'guide\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /staticDirectories|merge|copy the files of/);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"staticDirectories": \[\s*"static",\s*"public"\s*\]/);
    const built = await buildSite(dir, join(dir, 'out'));
    assert.equal(built.code, 0, built.stderr);
    assert.doesNotMatch(built.stderr, /a\.png|b\.png|guide\.txt/);
    assert.equal(await readFile(join(dir, 'out/img/b.png'), 'utf8'), `${PNG} b`);
    assert.equal(await readFile(join(dir, 'out/files/guide.txt'), 'utf8'), 'guide\n');
  });
});
