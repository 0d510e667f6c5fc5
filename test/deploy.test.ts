// `pxdocs deploy` against a real git: the site's checkout, and a bare
// repository standing in for GitHub (git's own `url.<base>.insteadOf` sends
// the https://github.com/... URL that deploy builds to it, as a CI's
// credential helper would send it to GitHub). The command runs in this process
// (runCommand), with the environment each test gives it.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BIN, git as gitIn, holdPlugin, makeTempDir, removeTempDirs, runCommand, runInit, spawnNode, waitFor, writeDocsSite, writeFiles } from './helpers.js';

/** git in `cwd` (args first, as this file reads best). */
const git = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => gitIn(cwd, args, env);

const PASS = 's3cret-token-41';

/** Whether process `pid` runs (a zombie, ended and not yet reaped, does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('pxdocs deploy', () => {
  let site: string;
  let remote: string;
  let env: NodeJS.ProcessEnv;
  const identity = { GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com' };

  before(async () => {
    const root = await makeTempDir('pxdocs-deploy-');
    remote = join(root, 'remote.git');
    git(['init', '--quiet', '--bare', '--initial-branch', 'main', remote], root);
    // The repository has a default branch already (a README), as a GitHub repository does.
    const seed = join(root, 'seed');
    git(['clone', '--quiet', remote, seed], root);
    await writeFile(join(seed, 'README.md'), 'Docs repository.\n');
    git(['add', '.'], seed);
    git(['commit', '--quiet', '-m', 'init'], seed, identity);
    git(['push', '--quiet', 'origin', 'HEAD:main'], seed);
    const gitconfig = join(root, 'gitconfig');
    await writeFile(gitconfig, `[url "${remote}"]\n\tinsteadOf = https://bot:${PASS}@github.com/acme/docs.git\n[init]\n\tdefaultBranch = main\n`);
    site = await writeDocsSite({ organizationName: 'acme', projectName: 'docs', trailingSlash: false });
    git(['init', '--quiet', '--initial-branch', 'main'], site);
    git(['add', '.'], site);
    git(['commit', '--quiet', '-m', 'site'], site, identity);
    git(['remote', 'add', 'origin', 'https://github.com/acme/docs-source.git'], site);
    env = { GIT_CONFIG_GLOBAL: gitconfig, GIT_CONFIG_NOSYSTEM: '1', GIT_USER: 'bot', GIT_PASS: PASS, GIT_USER_NAME: 'Deploy Bot', GIT_USER_EMAIL: 'bot@example.com' };
  });
  after(removeTempDirs);

  test('builds the site and pushes it to gh-pages, replacing what was there, without printing GIT_PASS', async () => {
    const result = await runCommand(['deploy', '--cwd', site], { env });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const output = result.stdout + result.stderr;
    assert.match(output, /Website is live at https:\/\/acme\.github\.io\/docs\//);
    assert.match(output, /https:\/\/bot:GIT_PASS@github\.com\/acme\/docs\.git/);
    assert.ok(!output.includes(PASS), 'GIT_PASS printed');
    const files = git(['ls-tree', '-r', '--name-only', 'gh-pages'], remote).split('\n');
    for (const file of ['docs/intro.html', 'docs/other.html', '404.html', '.nojekyll']) assert.ok(files.includes(file), `${file} not pushed: ${files.join(', ')}`);
    // The branch replaces the default branch's files with the site's.
    assert.ok(!files.includes('README.md'));
    const sourceCommit = git(['rev-parse', 'HEAD'], site);
    assert.equal(git(['log', '-1', '--format=%s|%an', 'gh-pages'], remote), `Deploy website - based on ${sourceCommit}|Deploy Bot`);
    const page = git(['show', 'gh-pages:docs/intro.html'], remote);
    assert.match(page, /Hello\./);

    // A page removed from the site is gone from the branch after the next deploy.
    await rm(join(site, 'docs/other.md'));
    git(['commit', '--quiet', '-am', 'drop other'], site, identity);
    const again = await runCommand(['deploy', '--cwd', site], { env: { ...env, CUSTOM_COMMIT_MESSAGE: 'Publish docs' } });
    assert.equal(again.code, 0, again.stdout + again.stderr);
    const now = git(['ls-tree', '-r', '--name-only', 'gh-pages'], remote).split('\n');
    assert.ok(now.includes('docs/intro.html'));
    assert.ok(!now.includes('docs/other.html'), 'a removed page is still on the branch');
    assert.equal(git(['log', '--format=%s', 'gh-pages'], remote).split('\n')[0], 'Publish docs');
  });

  test('--target-dir puts the site in a folder of the branch and leaves the rest', async () => {
    const result = await runCommand(['deploy', '--cwd', site, '--skip-build', '--target-dir', 'preview'], { env: { ...env, DEPLOYMENT_BRANCH: 'previews' } });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const files = git(['ls-tree', '-r', '--name-only', 'previews'], remote).split('\n');
    assert.ok(files.includes('preview/docs/intro.html'), files.join(', '));
    // Made from the default branch, whose files outside the target folder stay.
    assert.ok(files.includes('README.md'));
  });

  test('says what to set when there are no credentials, no project, or the branch is the source', async () => {
    const noUser = await runCommand(['deploy', '--cwd', site, '--skip-build'], { env: { ...env, GIT_USER: '' } });
    assert.equal(noUser.code, 1);
    assert.match(noUser.stdout + noUser.stderr, /GIT_USER.*USE_SSH/s);

    // Set but empty, PROJECT_NAME still wins over the config, as in Docusaurus (`??`), and names nothing.
    const noProject = await runCommand(['deploy', '--cwd', site, '--skip-build'], { env: { ...env, PROJECT_NAME: '' } });
    assert.equal(noProject.code, 1);
    assert.match(noProject.stdout + noProject.stderr, /PROJECT_NAME is not set/);

    const fromBranch = await runCommand(['deploy', '--cwd', site, '--skip-build'], { env: { ...env, CURRENT_BRANCH: 'gh-pages', PROJECT_NAME: 'docs-source' } });
    assert.equal(fromBranch.code, 1);
    assert.match(fromBranch.stdout + fromBranch.stderr, /branch "gh-pages", the branch pxdocs deploy would replace/);

    const organizationSite = await runCommand(['deploy', '--cwd', site, '--skip-build'], { env: { ...env, PROJECT_NAME: 'acme.github.io' } });
    assert.equal(organizationSite.code, 1);
    assert.match(organizationSite.stdout + organizationSite.stderr, /deploymentBranch.*DEPLOYMENT_BRANCH/s);

    const pullRequest = await runCommand(['deploy', '--cwd', site, '--skip-build'], { env: { ...env, CI_PULL_REQUEST: 'https://github.com/acme/docs/pull/1' } });
    assert.equal(pullRequest.code, 0);
    assert.match(pullRequest.stdout + pullRequest.stderr, /Skipping deploy on a pull request/);
  });

  test('a site without organizationName is told where to put it', async () => {
    const bare = await writeDocsSite({ trailingSlash: false });
    git(['init', '--quiet', '--initial-branch', 'main'], bare);
    git(['add', '.'], bare);
    git(['commit', '--quiet', '-m', 'site'], bare, identity);
    git(['remote', 'add', 'origin', 'git@github.com:acme/other.git'], bare);
    // An SSH origin needs no GIT_USER; the missing organization is what stops it.
    const result = await runCommand(['deploy', '--cwd', bare, '--skip-build'], { env: { ...env, GIT_USER: '' } });
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /"organizationName" is not in config\/site\.config\.ts, and ORGANIZATION_NAME is not set/);
  });

  test('SIGTERM while it builds stops the build: exit 1 saying so, nothing pushed', async () => {
    // Run as a process of its own, to take the signal. Without the command's listener the build raised it
    // again once stopped, and the process ended by the signal, saying nothing of the build.
    const held = await writeDocsSite({ organizationName: 'acme', projectName: 'docs', trailingSlash: false });
    const [heldFile, release] = [join(held, 'held'), join(held, 'release')];
    const configFile = join(held, 'config', 'site.config.ts');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('export default {', `export default {\n  markdown: { remarkPlugins: [${holdPlugin(heldFile, release)}] },`));
    git(['init', '--quiet', '--initial-branch', 'main'], held);
    git(['add', '.'], held);
    git(['commit', '--quiet', '-m', 'site'], held, identity);
    git(['remote', 'add', 'origin', 'https://github.com/acme/docs-source.git'], held);
    const refs = git(['for-each-ref'], remote);
    let released = false;
    const run = spawnNode([BIN, 'deploy', '--cwd', held], {
      env: { ...env, CI: '1' },
      // The page (in the main thread, a small site) is let go once the stop is taken: the build then ends as stopped.
      onOutput: (output) => {
        if (!released && /Stopping when/.test(output)) {
          released = true;
          void writeFile(release, '');
        }
      },
    });
    await waitFor(() => run.hasClosed() || existsSync(heldFile), { what: 'a page to be held' });
    run.child.kill('SIGTERM');
    const ended = await run.closed;
    const output = run.output();
    assert.deepEqual(ended, { code: 1, signal: null }, output);
    assert.match(output, /Build interrupted[\s\S]*Build stopped \(SIGTERM\); the previous output was left as it was/);
    assert.equal(git(['for-each-ref'], remote), refs, 'something was pushed');
  });

  /**
   * `pxdocs deploy --skip-build` of a committed site, with a `git` first on the PATH whose clone runs
   * `onClone` (given the held file's path), then waits until `release` exists before cloning for real;
   * the deploy's temp folder is `temp`, empty to start with.
   */
  async function deployWithHeldClone(prefix: string, onClone: (heldFile: string) => string) {
    const site = await writeDocsSite({ organizationName: 'acme', projectName: 'docs', trailingSlash: false }, { 'out/404.html': 'not found' });
    git(['init', '--quiet', '--initial-branch', 'main'], site);
    git(['add', 'config', 'docs'], site);
    git(['commit', '--quiet', '-m', 'site'], site, identity);
    git(['remote', 'add', 'origin', 'https://github.com/acme/docs-source.git'], site);
    const realGit = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'git')).find((file) => existsSync(file));
    assert.ok(realGit, 'git is on the PATH');
    const dir = await makeTempDir(prefix);
    const [heldFile, release, temp] = [join(dir, 'held'), join(dir, 'release'), join(dir, 'tmp')];
    await mkdir(join(dir, 'bin'));
    await mkdir(temp);
    await writeFile(join(dir, 'bin', 'git'), `#!/bin/sh\nif [ "$1" = clone ]; then ${onClone(heldFile)}; while [ ! -e '${release}' ]; do sleep 0.05; done; fi\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
    const run = spawnNode([BIN, 'deploy', '--cwd', site, '--skip-build'], { env: { ...env, CI: '1', TMPDIR: temp, PATH: `${join(dir, 'bin')}${delimiter}${process.env.PATH}` }, guardMs: 60_000 });
    return { heldFile, release, temp, run };
  }

  test('SIGTERM while git runs ends it and removes the temporary clone: exit 1 saying so, nothing pushed', async () => {
    // git ran synchronously: a clone waiting on the network held the process, the signal waited for it,
    // and whatever ended the process at last (SIGKILL, a CI's timeout) left the clone in the temp folder.
    // Here a `git` first on the PATH holds every clone until released.
    const { heldFile, release, temp, run } = await deployWithHeldClone('pxdocs-deploy-held-git-', (held) => `: > '${held}'`);
    const refs = git(['for-each-ref'], remote);
    try {
      await waitFor(() => run.hasClosed() || existsSync(heldFile), { what: 'git clone to be held' });
      assert.ok(!run.hasClosed(), run.output());
      assert.equal((await readdir(temp)).length, 1, 'the clone was made');
      run.child.kill('SIGTERM');
      const ended = await run.closed;
      const output = run.output();
      assert.deepEqual(ended, { code: 1, signal: null }, output);
      assert.match(output, /Deploy stopped[\s\S]*stopped \(SIGTERM\) while `git clone [^`]*` ran: nothing was pushed/);
      assert.deepEqual(await readdir(temp), [], 'the temporary clone was left');
      assert.equal(git(['for-each-ref'], remote), refs, 'something was pushed');
    } finally {
      await writeFile(release, '');
    }
  });

  test('SIGTERM while a git that goes on after it runs: that git is ended too, and the clone stays removed', async () => {
    // The stop sends git SIGTERM and the command goes on at once (execFile rejects when aborted, not when git
    // ends): the clone was removed while a git that had not ended on SIGTERM still ran in it, and that git
    // (or the one a second Ctrl+C left running as the process exited) made the clone again.
    // A clone that goes on after SIGTERM, held until released, then cloning for real (with the same process id).
    const { heldFile, release, temp, run } = await deployWithHeldClone('pxdocs-deploy-stubborn-git-', (held) => `trap '' TERM; echo $$ > '${held}.pid'; mv '${held}.pid' '${held}'`);
    const refs = git(['for-each-ref'], remote);
    let gitPid: number | undefined;
    try {
      await waitFor(() => run.hasClosed() || existsSync(heldFile), { what: 'git clone to be held' });
      assert.ok(!run.hasClosed(), run.output());
      gitPid = Number((await readFile(heldFile, 'utf8')).trim());
      assert.equal((await readdir(temp)).length, 1, 'the clone was made');
      run.child.kill('SIGTERM');
      await waitFor(() => run.hasClosed(), { timeoutMs: 30_000, what: 'deploy to exit on SIGTERM (the git going on held it, and only a second signal ended it)' });
      const output = run.output();
      assert.deepEqual(await run.closed, { code: 1, signal: null }, output);
      assert.match(output, /Deploy stopped[\s\S]*stopped \(SIGTERM\) while `git clone [^`]*` ran: nothing was pushed/);
    } finally {
      await writeFile(release, '');
    }
    // Released, a git still running clones into the folder removed; ended, it never does.
    await waitFor(() => !running(gitPid!), { what: `the held git (process ${gitPid}) to end` });
    assert.deepEqual(await readdir(temp), [], 'the temporary clone was left (made again by the git still running)');
    assert.equal(git(['for-each-ref'], remote), refs, 'something was pushed');
  });

  test('init carries the deployment settings of a Docusaurus config', async () => {
    const dir = await makeTempDir('pxdocs-deploy-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://acme.github.io', baseUrl: '/docs/', organizationName: 'acme', projectName: 'docs', deploymentBranch: 'pages', githubHost: 'git.example.com', githubPort: '2222', presets: [['classic', { docs: {}, blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    for (const line of ['"organizationName": "acme"', '"projectName": "docs"', '"deploymentBranch": "pages"', '"githubHost": "git.example.com"', '"githubPort": "2222"']) assert.ok(written.includes(line), `${line} not in:\n${written}`);
    assert.doesNotMatch(result.stdout + result.stderr, /organizationName.*not used/);
  });
});
