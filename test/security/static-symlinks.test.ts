// Symbolic links never carry files from outside the site into out/ or onto the
// wire: the build skips (and names) links in static/ and content/ that leave
// the site, and `serve` and `dev` refuse files whose real path is outside the
// folder they serve. /proc/self/environ stands for the server's secrets.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { startFixtureDev, type DevFixture } from '../dev/dev-helpers.js';

const OUTSIDE_SECRET = 'pxdocs-outside-secret-3141';

after(removeTempDirs);

/** A folder outside the site holding a secret file and a page. */
async function outsideFolder(): Promise<string> {
  const dir = await makeTempDir('pxdocs-outside-');
  await writeFiles(dir, { 'secret.txt': OUTSIDE_SECRET, 'page.md': page({ title: 'Outside page' }, `${OUTSIDE_SECRET}\n`) });
  return dir;
}

describe('building a site with symbolic links', () => {
  let site: string;
  let out: string;
  let output: string;
  let code: number;

  before(async () => {
    const outside = await outsideFolder();
    site = join(await makeTempDir('pxdocs-links-'), 'site');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/index.md': page({ title: 'Home' }),
      'shared/notes.md': page({ title: 'Shared notes' }, 'Notes shared inside the site.\n'),
      'shared/logo.txt': 'inside the site',
      'static/plain.txt': 'plain',
    });
    await symlink('/proc/self/environ', join(site, 'static', 'env.txt'));
    await symlink(outside, join(site, 'static', 'outside-dir'));
    await symlink(join(site, 'shared', 'logo.txt'), join(site, 'static', 'inside.txt'));
    await symlink(join(outside, 'page.md'), join(site, 'content', 'docs', 'outside.md'));
    await symlink(join(site, 'shared', 'notes.md'), join(site, 'content', 'docs', 'notes.md'));
    await symlink(join(site, 'content', 'docs'), join(site, 'content', 'docs', 'loop'));
    const result = await buildSite(site);
    code = result.code;
    output = result.stdout + result.stderr;
    out = join(site, 'out');
  });

  it('builds, warning about each link that leaves the site by name', () => {
    assert.equal(code, 0, output);
    assert.match(output, /static\/env\.txt points outside the site/);
    assert.match(output, /static\/outside-dir points outside the site/);
    assert.match(output, /content\/docs\/outside\.md points outside the site/);
    assert.match(output, /content\/docs\/loop points to one of its own parent folders/);
  });

  it('copies no file reached through a link that leaves the site', async () => {
    assert.equal(existsSync(join(out, 'env.txt')), false);
    assert.equal(existsSync(join(out, 'outside-dir')), false);
    assert.equal(existsSync(join(out, 'docs', 'outside.html')), false);
    assert.equal(await readFile(join(out, 'plain.txt'), 'utf8'), 'plain');
  });

  it('follows links that stay inside the site, writing files rather than links', async () => {
    assert.equal(await readFile(join(out, 'inside.txt'), 'utf8'), 'inside the site');
    assert.equal(lstatSync(join(out, 'inside.txt')).isSymbolicLink(), false);
    assert.match(await readFile(join(out, 'docs', 'notes.html'), 'utf8'), /Notes shared inside the site/);
  });
});

describe('links in static/ that lead nowhere', () => {
  it('a dangling link and a loop of links are said to be so, not to point outside the site', async () => {
    const site = join(await makeTempDir('pxdocs-dead-links-'), 'site');
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }), 'static/plain.txt': 'plain' });
    await symlink('gone.txt', join(site, 'static', 'dangling.txt'));
    await symlink('loop-b.txt', join(site, 'static', 'loop-a.txt'));
    await symlink('loop-a.txt', join(site, 'static', 'loop-b.txt'));
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    // Before: "Symbolic link static/dangling.txt points outside the site ((a missing file)); … Copy the file into the site".
    assert.match(output, /Symbolic link static\/dangling\.txt points to a file that does not exist \(gone\.txt\); it was not copied\. Correct or delete the link\./);
    assert.match(output, /Symbolic link static\/loop-a\.txt is part of a loop of links \(each points, in the end, to itself\); it was not copied\./);
    assert.match(output, /Symbolic link static\/loop-b\.txt is part of a loop of links/);
    assert.doesNotMatch(output, /outside the site/);
    assert.equal(await readFile(join(site, 'out', 'plain.txt'), 'utf8'), 'plain');
  });
});

describe('serving links planted in the output folder', () => {
  let server: Server;
  let base: string;
  const warnings: string[] = [];

  before(async () => {
    const outside = await outsideFolder();
    const site = join(await makeTempDir('pxdocs-serve-links-'), 'site');
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }) });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    // As if a host or another tool had put links into out/.
    await symlink('/proc/self/environ', join(out, 'env.txt'));
    await symlink(outside, join(out, 'outside-dir'));
    await symlink(join(outside, 'secret.txt'), join(out, 'secret.html'));
    await mkdir(join(out, 'real'), { recursive: true });
    await writeFile(join(out, 'real', 'ok.txt'), 'ok');
    await symlink(join(out, 'real', 'ok.txt'), join(out, 'alias.txt'));
    server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false, warn: (message) => warnings.push(message) });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  after(() => closeServer(server));

  for (const path of ['/env.txt', '/outside-dir/secret.txt', '/outside-dir/page.md', '/secret', '/secret.html']) {
    it(`answers 404 without the linked file for ${path}`, async () => {
      const response = await fetch(base + path, { redirect: 'manual' });
      const body = await response.text();
      assert.equal(response.status, 404);
      assert.doesNotMatch(body, /PATH=|HOME=/);
      assert.ok(!body.includes(OUTSIDE_SECRET));
    });
  }

  it('warns once per refused link, naming it and its target', async () => {
    await fetch(`${base}/env.txt`);
    const about = warnings.filter((message) => message.includes('env.txt'));
    assert.equal(about.length, 1, warnings.join('\n'));
    assert.match(about[0]!, /is a link to \/proc\/.*environ, outside the site: not served/);
    assert.ok(!warnings.some((message) => message.includes('alias.txt')), 'a link inside the output is not refused');
  });

  it('still serves a link whose target is inside the output folder', async () => {
    const response = await fetch(`${base}/alias.txt`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'ok');
  });
});

describe('pxdocs dev and links in static/', () => {
  let fx: DevFixture;

  before(async () => {
    const outside = await outsideFolder();
    fx = await startFixtureDev('basic', { 'static/plain.txt': 'plain' });
    await symlink('/proc/self/environ', join(fx.dir, 'static', 'env.txt'));
    await symlink(outside, join(fx.dir, 'static', 'outside-dir'));
  });

  after(() => fx.close());

  it('serves plain static files', async () => {
    const response = await fx.get('/plain.txt');
    assert.equal(response.status, 200);
    assert.equal(response.html, 'plain');
  });

  for (const path of ['/env.txt', '/outside-dir/secret.txt']) {
    it(`answers 404 without the linked file for ${path}`, async () => {
      const response = await fx.get(path);
      assert.equal(response.status, 404);
      assert.doesNotMatch(response.html, /PATH=|HOME=/);
      assert.ok(!response.html.includes(OUTSIDE_SECRET));
    });
  }
});
