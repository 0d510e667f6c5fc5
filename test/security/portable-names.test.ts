// Output names that build on Linux and break elsewhere. A static file whose name
// differs from a page's only in case (static/docs/Guide.html beside the page
// docs/guide.html) was published beside it: on a case-insensitive disk or host
// (macOS, Windows) it replaced the page, unseen where the site was built. A page
// or static file Windows cannot name (aux.html, a:b.html, a folder `v1.`) made a
// site git cannot check out there, without a word.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixtureConfig, removeTempDirs } from '../helpers.js';
import { windowsNameProblem } from '../../compiler/paths.js';
import { buildQuietly, siteWith } from './one-area-site.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector } from '../dev/dev-helpers.js';

after(removeTempDirs);

describe('a static file whose name differs from a page\'s only in case', () => {
  it('is not published, and is named with the page it would replace', { timeout: 60_000 }, async () => {
    const site = await siteWith({ 'guide.md': '# Guide\n' }, 'pxdocs-portable-names-');
    await mkdir(join(site, 'static', 'docs'), { recursive: true });
    await writeFile(join(site, 'static', 'docs', 'Guide.html'), '<p>static</p>');
    await writeFile(join(site, 'static', 'docs', 'other.html'), '<p>kept</p>');
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'static-collision');
    assert.equal(warnings.length, 1, JSON.stringify(result.warnings));
    assert.deepEqual(warnings[0].where, { file: 'static/docs/Guide.html' });
    assert.match(warnings[0].message, /^static\/docs\/Guide\.html was not published: the build writes docs\/guide\.html, as the page \/docs\/guide \(content\/docs\/guide\.md\), and the two names differ only in case/);
    const out = join(site, 'out');
    assert.ok(!existsSync(join(out, 'docs', 'Guide.html')));
    assert.ok(existsSync(join(out, 'docs', 'guide.html')));
    assert.ok(existsSync(join(out, 'docs', 'other.html')));
  });
});

describe('two static files whose names differ only in case', () => {
  it('are both published, as Docusaurus copies them, with a warning naming both', { timeout: 60_000 }, async () => {
    const site = await siteWith({ 'guide.md': '# Guide\n' }, 'pxdocs-portable-names-');
    await mkdir(join(site, 'static', 'img'), { recursive: true });
    await writeFile(join(site, 'static', 'img', 'Logo.png'), 'upper');
    await writeFile(join(site, 'static', 'img', 'logo.png'), 'lower');
    await writeFile(join(site, 'static', 'img', 'other.png'), 'other');
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'static-collision');
    assert.equal(warnings.length, 1, JSON.stringify(result.warnings));
    assert.match(warnings[0].message, /^static\/img\/(Logo|logo)\.png and static\/img\/(Logo|logo)\.png are published as img\/(Logo|logo)\.png and img\/(Logo|logo)\.png, names that differ only in case .*: on a case-insensitive disk or host \(macOS, Windows\) one replaces the other\. Rename one of them\.$/);
    assert.notEqual(warnings[0].message.match(/static\/img\/(\w+)\.png/g)![0], warnings[0].message.match(/static\/img\/(\w+)\.png/g)![1], 'both files are named');
    for (const name of ['Logo.png', 'logo.png', 'other.png']) assert.ok(existsSync(join(site, 'out', 'img', name)), name);
  });
});

describe('names Windows cannot hold', () => {
  it('warns of a page named by a device name, a reserved character or a trailing dot, at the slug that made it, and builds it', { timeout: 60_000 }, async () => {
    const site = await siteWith({
      'aux.md': '# Aux\n',
      'a:b.md': '# Colon\n',
      'dotted.md': '---\ntitle: Dotted\nslug: /v1./page\n---\n\n# Dotted\n',
      'fine.md': '# Fine\n',
    }, 'pxdocs-portable-names-');
    await mkdir(join(site, 'static'), { recursive: true });
    await writeFile(join(site, 'static', 'x|y.txt'), 'x');
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'windows-name').map((warning) => `${warning.where?.file}:${warning.where?.line ?? ''} ${warning.message}`).sort();
    assert.equal(warnings.length, 4, warnings.join('\n'));
    assert.match(warnings[0], /^content\/docs\/a:b\.md: The route \/docs\/a:b of content\/docs\/a:b\.md is written to docs\/a:b\.html: "a:b\.html" holds `:`, which Windows does not allow in a file name, so the site cannot be checked out or served on Windows\. Rename the file or folder, or give the page a `slug`\.$/);
    assert.match(warnings[1], /^content\/docs\/aux\.md: .*"aux\.html" is named AUX, a device name Windows reserves/);
    assert.match(warnings[2], /^content\/docs\/dotted\.md:3 .*"v1\." ends in a dot, which Windows drops from a file name.*Give the page another slug\.$/);
    assert.match(warnings[3], /^static\/x\|y\.txt: static\/x\|y\.txt is published as x\|y\.txt: "x\|y\.txt" holds `\|`/);
    // Linux builds and serves them: a warning, not a failure.
    assert.ok(existsSync(join(site, 'out', 'docs', 'aux.html')));
    assert.ok(existsSync(join(site, 'out', 'x|y.txt')));
  });

  it('warns of a page the build makes with such a name: a tag page, a category\'s generated index', { timeout: 60_000 }, async () => {
    const site = await siteWith({ 'tagged.md': '---\ntitle: Tagged\ntags: [nul]\n---\n\n# Tagged\n' }, 'pxdocs-portable-names-');
    await writeFile(join(site, 'sidebars.json'), JSON.stringify({ docs: ['index', { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: '/category/con' }, items: ['tagged'] }] }));
    await writeFile(join(site, 'config', 'site.config.ts'), fixtureConfig({ areas: undefined, docs: { path: 'content/docs', sidebarPath: 'sidebars.json' } }));
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'windows-name').map((warning) => warning.message).sort();
    assert.deepEqual(warnings.map((message) => message.replace(/ is written to .*/, '')), [
      'The route /docs/category/con of sidebars.json (the category "Guide" of the sidebar docs)',
      'The route /docs/tags/nul of content/docs/tagged.md (the tag "nul")',
    ]);
    assert.match(warnings[0], /"con\.html" is named CON, a device name Windows reserves.*Give the category "Guide" of the sidebar docs another name, slug or permalink in sidebars\.json\.$/);
  });

  it('pxdocs dev prints the warning of a page the build makes (a tag page) too, as the build does', { timeout: 60_000 }, async () => {
    const site = await siteWith({ 'tagged.md': '---\ntitle: Tagged\ntags: [nul]\n---\n\n# Tagged\n' }, 'pxdocs-portable-names-');
    const output = new Collector();
    const dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }) });
    try {
      await dev.settled();
      assert.match(output.text(), /content\/docs\/tagged\.md: The route \/tags\/nul of content\/docs\/tagged\.md \(the tag "nul"\) is written to tags\/nul\.html: "nul\.html" is named NUL, a device name Windows reserves/);
    } finally {
      await dev.close();
    }
  });

  it('names each kind of problem, and passes names Windows takes', () => {
    for (const path of ['docs/con.html', 'COM1', 'docs/lpt9.md', 'a<b', 'a>b', 'a"b', 'a*b', 'a?b', 'trailing ', 'v1./x.html']) assert.ok(windowsNameProblem(path), path);
    for (const path of ['docs/console.html', 'docs/com10.html', 'docs/auxiliary/x.html', 'docs/.well-known/x', 'docs/a.b.html', 'index.html']) assert.equal(windowsNameProblem(path), undefined, path);
  });
});
