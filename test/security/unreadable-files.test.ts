// Files the build cannot read: in the static folder, a file or folder the user
// running it may not read (chmod 000, a file owned by another user after a sudo
// cp), a named pipe; the sidebars file; the config. The unreadable ones stopped the
// build with "Unexpected error … EACCES … This is a bug in pxdocs" and a stack (the
// config: with the hint to fix its syntax); a pipe was dropped without a word.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmod, chown, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureConfig, makeTempDir, page, removeTempDirs, stripAnsi, writeFiles } from '../helpers.js';
import { buildQuietly } from './one-area-site.js';

after(removeTempDirs);

const BIN = fileURLToPath(new URL('../../bin/pxdocs.js', import.meta.url));
/** Permissions do not stop root: as root the build runs as `nobody`, for whom they do. */
const NOBODY = 65534;

async function siteWithStatic(files: Record<string, string>, config: Record<string, unknown> = {}): Promise<string> {
  const root = await makeTempDir('pxdocs-static-unreadable-');
  const site = join(root, 'site');
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ chat: { embeddings: 'off' }, ...config }), 'content/docs/index.md': page({ title: 'Home' }), ...files });
  return site;
}

/** `pxdocs build` in `site` by a user the site's permissions apply to; the site handed to that user first. */
async function buildAsUser(site: string): Promise<{ code: number | null; stderr: string }> {
  const root = process.getuid?.() === 0;
  if (root) {
    await chown(join(site, '..'), NOBODY, NOBODY);
    spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, site]);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', HOME: site };
  delete env.NODE_OPTIONS;
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [BIN, 'build'], { cwd: site, env, stdio: ['ignore', 'ignore', 'pipe'], ...(root ? { uid: NOBODY, gid: NOBODY } : {}) });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr: stripAnsi(stderr) };
}

describe('a static folder the build cannot read all of', () => {
  it('a file it may not read fails the build naming the file and what to do, the previous output kept', { timeout: 120_000 }, async () => {
    const site = await siteWithStatic({ 'static/ok.txt': 'ok', 'static/secret.txt': 'secret' });
    const first = await buildAsUser(site);
    assert.equal(first.code, 0, first.stderr);
    await chmod(join(site, 'static', 'secret.txt'), 0o000);
    const { code, stderr } = await buildAsUser(site);
    assert.equal(code, 1, stderr);
    assert.match(stderr, /Unreadable file to publish {2}static\/secret\.txt\n {2}static\/secret\.txt is to be published with the site \(it is in a static folder, or a page links it\), and the file could not be read: permission denied\.\n {2}hint: Make it readable by the user running pxdocs/);
    assert.doesNotMatch(stderr, /Unexpected error|bug in pxdocs|    at /);
    assert.ok(existsSync(join(site, 'out', 'ok.txt')), 'the previous output is left as it was');
    // No half-made build left beside it.
    assert.deepEqual((await readdir(join(site, '.out-builds'))).filter((name) => name.startsWith('partial-')), []);
  });

  it('a folder it may not list fails the build naming the folder', { timeout: 120_000 }, async () => {
    const site = await siteWithStatic({ 'static/locked/a.txt': 'a' });
    await chmod(join(site, 'static', 'locked'), 0o000);
    const { code, stderr } = await buildAsUser(site);
    assert.equal(code, 1, stderr);
    assert.match(stderr, /Unreadable file to publish {2}static\/locked\n {2}static\/locked is to be published with the site .*and the folder could not be read: permission denied\./);
    assert.doesNotMatch(stderr, /Unexpected error|bug in pxdocs|    at /);
  });

  it('a named pipe is not published, with a warning, and a link to it is broken', { timeout: 60_000 }, async () => {
    const site = await siteWithStatic({ 'static/ok.txt': 'ok', 'content/docs/pipe.md': page({ title: 'Pipe' }, 'See [the pipe](/io/pipe) and [the file](/ok.txt).\n') }, { onBrokenLinks: 'warn' });
    await mkdir(join(site, 'static', 'io'), { recursive: true });
    assert.equal(spawnSync('mkfifo', [join(site, 'static', 'io', 'pipe')]).status, 0);
    const result = await buildQuietly(site);
    assert.deepEqual(result.warnings.filter((warning) => warning.kind === 'private-file').map((warning) => warning.message), ['static/io/pipe was not published: it is a named pipe (FIFO), not a file.']);
    assert.deepEqual(result.warnings.filter((warning) => warning.kind === 'broken-link').map((warning) => warning.message.match(/\/io\/pipe|\/ok\.txt/)?.[0]), ['/io/pipe']);
    assert.ok(!existsSync(join(site, 'out', 'io', 'pipe')));
    assert.ok(existsSync(join(site, 'out', 'ok.txt')));
  });
});

describe('the site\'s own files the build may not read', () => {
  it('an unreadable sidebars file or config is named, with what to do', { timeout: 120_000 }, async () => {
    const site = await siteWithStatic({ 'sidebars.json': '{ "docs": ["index"] }\n' }, { areas: undefined, docs: { path: 'content/docs', sidebarPath: 'sidebars.json' } });
    await chmod(join(site, 'sidebars.json'), 0o000);
    const sidebars = await buildAsUser(site);
    assert.equal(sidebars.code, 1, sidebars.stderr);
    assert.match(sidebars.stderr, /Unreadable sidebars file {2}sidebars\.json\n {2}The sidebars file sidebars\.json \(docs\.sidebarPath in the site config\) could not be read: permission denied\.\n {2}hint: Make it readable/);
    await chmod(join(site, 'config', 'site.config.ts'), 0o000);
    const config = await buildAsUser(site);
    assert.equal(config.code, 1, config.stderr);
    assert.match(config.stderr, /Unreadable config {2}config\/site\.config\.ts\n {2}config\/site\.config\.ts could not be read: permission denied\.\n {2}hint: Make it readable/);
    assert.doesNotMatch(sidebars.stderr + config.stderr, /Unexpected error|syntax|    at /);
  });
});
