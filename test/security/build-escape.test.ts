// Routes from front matter and category files must stay inside the output
// folder: a `..` in a slug or id is a build error naming the file and line, and
// the output writer refuses any path outside its temporary folder.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { OutputFolder } from '../../compiler/emit.js';
import { PxError } from '../../compiler/errors.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

/** A one-area site in <tmp>/site, so an escaping route would land in <tmp>. */
async function siteWith(files: Record<string, string>): Promise<{ root: string; site: string }> {
  const root = await makeTempDir('pxdocs-escape-');
  const site = join(root, 'site');
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }), ...files });
  return { root, site };
}

async function htmlFilesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.html'));
}

describe('routes that would leave the output folder', () => {
  it('refuses a front-matter slug with .. segments, naming the file and the slug line', async () => {
    const { root, site } = await siteWith({ 'content/docs/evil.md': '---\ntitle: Evil\nslug: /../../pwned\n---\n\nText.\n' });
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr + result.stdout, /content\/docs\/evil\.md:3:1/);
    assert.match(result.stderr + result.stdout, /slug/);
    assert.deepEqual(await htmlFilesIn(root), [], 'nothing was written beside the site');
    assert.equal(existsSync(join(root, 'pwned.html')), false);
  });

  it('resolves a relative slug against its folder as a URL, so one climbing past the root stays at the root (as Docusaurus)', async () => {
    const { root, site } = await siteWith({
      'content/docs/sub/evil.md': '---\ntitle: Evil\nslug: ../../../../pwned\n---\n\nText.\n',
      'content/docs/sub/deep/moved.md': '---\ntitle: Moved\nslug: ../elsewhere/page\n---\n\nText.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.deepEqual(await htmlFilesIn(root), [], 'nothing was written beside the site');
    assert.ok(existsSync(join(site, 'out', 'pwned.html')), 'clamped at the docs\' root, inside the output');
    assert.ok(existsSync(join(site, 'out', 'docs', 'sub', 'elsewhere', 'page.html')), 'resolved against the doc\'s folder (docs/sub/deep/)');
  });

  it('refuses an id with .. segments', async () => {
    const { root, site } = await siteWith({ 'content/docs/evil.md': '---\ntitle: Evil\nid: ../../../pwned\n---\n\nText.\n' });
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stderr + result.stdout, /content\/docs\/evil\.md:3:1/);
    assert.match(result.stderr + result.stdout, /\bid\b/);
    assert.deepEqual(await htmlFilesIn(root), []);
  });

  it('refuses a category generated-index slug with .. segments, naming the category file', async () => {
    const { root, site } = await siteWith({
      'content/docs/cat/_category_.json': JSON.stringify({ label: 'Cat', link: { type: 'generated-index', slug: '/../../pwned' } }, null, 2),
      'content/docs/cat/a.md': page({ title: 'A' }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stderr + result.stdout, /content\/docs\/cat\/_category_\.json:5/);
    assert.deepEqual(await htmlFilesIn(root), []);
  });

  it('still accepts ordinary slugs with dots inside a segment', async () => {
    const { site } = await siteWith({ 'content/docs/v.md': page({ title: 'V', slug: '/release/v1.2' }) });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(existsSync(join(site, 'out', 'release', 'v1.2.html')));
  });
});

describe('the output writer', () => {
  it('refuses to write or copy outside its temporary folder', async () => {
    const root = await makeTempDir('pxdocs-emit-');
    const output = new OutputFolder(join(root, 'out'));
    await output.prepare();
    await assert.rejects(output.write('../escaped.html', 'x'), (error: unknown) => error instanceof PxError && /outside/.test(error.message));
    await assert.rejects(output.write('/etc/escaped.html', 'x'), PxError);
    await assert.rejects(output.copy(join(root, 'out'), '../../copied'), PxError);
    await assert.rejects(output.write('inside/../../climbed.html', 'x'), PxError);
    await assert.rejects(output.linkFile('../linked.html', join(output.tmp, '..')), PxError);
    assert.throws(() => output.placeSync('deep/../../../placed.html', join(root, 'nothing')), PxError);
    await output.write('inside/ok.html', 'x');
    // Paths with empty or `.` segments, or dots inside a name, land where they name.
    await output.write('inside/./dot.html', 'x');
    await output.write('inside//double.html', 'x');
    await output.write('..inside/name.html', 'x');
    assert.equal(existsSync(join(root, 'escaped.html')), false);
    assert.equal(existsSync(join(root, 'climbed.html')), false);
    for (const file of ['inside/ok.html', 'inside/dot.html', 'inside/double.html', '..inside/name.html']) assert.ok(existsSync(join(output.tmp, file)), file);
    await output.discard();
  });
});
