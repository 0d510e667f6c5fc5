// `pxdocs deploy`: the built site pushed to GitHub Pages, as `docusaurus
// deploy` does it, with the same settings (organizationName, projectName,
// deploymentBranch, githubHost, githubPort in the config) and the same
// environment (GIT_USER, GIT_PASS, USE_SSH, DEPLOYMENT_BRANCH, CURRENT_BRANCH,
// ORGANIZATION_NAME, PROJECT_NAME, GITHUB_HOST, GITHUB_PORT, GIT_USER_NAME,
// GIT_USER_EMAIL, CUSTOM_COMMIT_MESSAGE, CI_PULL_REQUEST): a site's CI job
// that ran `docusaurus deploy` runs `pxdocs deploy` unchanged.
//
// The deployment branch is cloned (one commit deep) into a temporary folder,
// emptied (or only `--target-dir`), filled with the build and pushed with
// --force, as Docusaurus does. Git is run with its arguments as a list, never
// through a shell (Docusaurus escapes spaces by hand), and GIT_PASS is
// replaced by its name in everything printed. It runs while the process
// listens: a stop (`signal`, aborted by Ctrl+C or SIGTERM) ends the git
// running, and the temporary clone goes with it (a git waiting on the network
// held the process, and the signal ended it with the clone left behind). A
// second signal, while a git that ignores the first is being ended, exits the
// process at once (cli/finite-run.ts): the clone goes then too, as it exits.
import { execFile, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { pxErrors } from '../compiler/errors/catalogue.js';
import type { SiteConfig } from '../compiler/config/schema.js';
import { signalName } from '../compiler/interrupt.js';

const run = promisify(execFile);

export interface DeployOptions {
  /** The site folder (a git checkout with an `origin` remote). */
  cwd: string;
  /** The built output to publish (absolute, or relative to `cwd`). */
  out: string;
  config: SiteConfig;
  /** Where the config was read, for the messages. */
  configFile: string;
  /** Builds the site into `out`; not called with `skipBuild`. */
  build: () => Promise<void>;
  skipBuild?: boolean;
  /** The folder of the deployment branch the site goes to (default: its root). */
  targetDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Aborted (with the signal's name) when the command is asked to stop. */
  signal?: AbortSignal;
  log: (line: string) => void;
  warn: (line: string) => void;
}

export interface DeployResult {
  /** False when nothing was pushed (a pull request's build). */
  pushed: boolean;
  branch: string;
  /** Where GitHub Pages serves it, when a commit was made. */
  url?: string;
}

/** `git@host:org/repo.git` and `ssh://…` remotes: pushing over SSH needs no GIT_USER (@docusaurus/utils `hasSSHProtocol`). */
export function hasSshProtocol(url: string): boolean {
  try {
    return new URL(url).protocol === 'ssh:';
  } catch {
    return /^(?:[\w-]+@)?[\w.-]+:[\w./-]+/.test(url);
  }
}

/** The repository pushed to, as Docusaurus builds its URL. */
export function deploymentRepoUrl(how: { ssh: true } | { ssh: false; credentials: string }, host: string, organization: string, project: string, port?: string): string {
  if (how.ssh) return port ? `ssh://git@${host}:${port}/${organization}/${project}.git` : `git@${host}:${organization}/${project}.git`;
  return port ? `https://${how.credentials}@${host}:${port}/${organization}/${project}.git` : `https://${how.credentials}@${host}/${organization}/${project}.git`;
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const env = options.env ?? process.env;
  const { config } = options;
  const hide = (text: string) => (env.GIT_PASS ? text.split(env.GIT_PASS).join('GIT_PASS') : text);
  /** The git running now: ended with the process (`removeClone`), so none writes into a clone once it is removed. */
  let running: ChildProcess | undefined;
  const stopped = (when: string) => pxErrors.DeployStopped.create({ message: `The deploy was stopped (${signalName(options.signal?.reason as NodeJS.Signals)}) ${when}.` });
  const git = async (args: string[], where: string, log = true): Promise<string> => {
    const shown = hide(`git ${args.join(' ')}`);
    try {
      const started = run('git', args, { cwd: where, env, encoding: 'utf8', signal: options.signal });
      running = started.child;
      // Nothing to read: a git asking for input gets none, as with no terminal.
      started.child.stdin?.end();
      const { stdout } = await started;
      if (log) options.log(shown);
      return stdout.trim();
    } catch (error) {
      if (options.signal?.aborted) throw stopped(args[0] === 'push' ? `while \`${shown}\` ran: the branch may or may not have been pushed` : `while \`${shown}\` ran: nothing was pushed`);
      const failure = error as NodeJS.ErrnoException & { stderr?: string; status?: number };
      if (failure.code === 'ENOENT') throw pxErrors.DeployNeedsGit.create({});
      throw pxErrors.DeployGitFailed.create({ command: shown, folder: where, output: hide(String(failure.stderr ?? failure.message).trim()) });
    }
  };

  if (config.trailingSlash === undefined) {
    options.warn('trailingSlash is not set: GitHub Pages answers a direct visit of /x with a redirect to /x/ when x/index.html exists. Set trailingSlash (true or false) in the config to choose.');
  }
  const cwd = resolve(options.cwd);
  await git(['--version'], cwd, false);
  const source = await git(['remote', 'get-url', 'origin'], cwd, false);
  const sourceBranch = env.CURRENT_BRANCH ?? await git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd, false);

  const user = env.GIT_USER;
  let ssh = env.USE_SSH !== undefined && env.USE_SSH.toLowerCase() === 'true';
  if (!user && !ssh) {
    // Unset USE_SSH: an SSH origin says how this checkout pushes.
    if (env.USE_SSH === undefined && hasSshProtocol(source)) ssh = true;
    else throw pxErrors.DeployNeedsCredentials.create({});
  }
  const organization = env.ORGANIZATION_NAME ?? env.CIRCLE_PROJECT_USERNAME ?? config.organizationName;
  if (!organization) throw pxErrors.DeployNeedsProject.create({ key: 'organizationName', variable: 'ORGANIZATION_NAME', file: options.configFile });
  const project = env.PROJECT_NAME ?? env.CIRCLE_PROJECT_REPONAME ?? config.projectName;
  if (!project) throw pxErrors.DeployNeedsProject.create({ key: 'projectName', variable: 'PROJECT_NAME', file: options.configFile });
  options.log(`organizationName: ${organization}`);
  options.log(`projectName: ${project}`);

  // A pull request's build never publishes.
  if (env.CI_PULL_REQUEST ?? env.CIRCLE_PULL_REQUEST) {
    options.log('Skipping deploy on a pull request.');
    return { pushed: false, branch: '' };
  }
  // `<org>.github.io` is served from a branch the repository chooses: nothing to assume.
  const organizationSite = project.includes('.github.io');
  if (organizationSite && !env.DEPLOYMENT_BRANCH && !config.deploymentBranch) throw pxErrors.DeployNeedsBranch.create({ project });
  const branch = env.DEPLOYMENT_BRANCH ?? config.deploymentBranch ?? 'gh-pages';
  options.log(`deploymentBranch: ${branch}`);
  const host = env.GITHUB_HOST ?? config.githubHost ?? 'github.com';
  const port = env.GITHUB_PORT ?? (config.githubPort !== undefined ? String(config.githubPort) : undefined);
  const remote = deploymentRepoUrl(ssh ? { ssh: true } : { ssh: false, credentials: env.GIT_PASS ? `${user}:${env.GIT_PASS}` : user! }, host, organization, project, port);
  options.log(`Remote repo URL: ${hide(remote)}`);
  // Publishing into the branch being built from would replace the sources with the site, unless it is another repository's.
  const crossRepository = !source.endsWith(`${organization}/${project}.git`);
  if (sourceBranch === branch && !crossRepository) throw pxErrors.DeployFromDeploymentBranch.create({ branch });
  const commit = await git(['rev-parse', 'HEAD'], cwd);

  if (!options.skipBuild) await options.build();
  // A stop the build took once its output was in place (or before it began): the build is not pushed.
  if (options.signal?.aborted) throw stopped('before anything was pushed');
  const out = resolve(cwd, options.out);
  if (!existsSync(join(out, 'index.html')) && !existsSync(join(out, '404.html'))) throw pxErrors.DeployNothingBuilt.create({ out });

  const clone = mkdtempSync(join(tmpdir(), `${project}-${branch}-`));
  // Synchronous, and on the process's exit too: a second signal exits at once, with no turn for the `finally` below.
  const removeClone = () => {
    running?.kill('SIGKILL');
    rmSync(clone, { recursive: true, force: true });
  };
  process.on('exit', removeClone);
  try {
    try {
      await git(['clone', '--depth', '1', '--branch', branch, remote, clone], cwd);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // No such branch yet: it starts from the repository's default branch, as in Docusaurus.
      rmSync(clone, { recursive: true, force: true });
      await git(['clone', '--depth', '1', remote, clone], cwd);
      await git(['checkout', '-b', branch], clone);
    }
    const target = options.targetDir ?? '.';
    await git(['rm', '-rf', '--ignore-unmatch', '--quiet', target], clone, false);
    const into = join(clone, target);
    // out/ is a link to the build's folder, whose pages may be hard links into the build cache: copied as files.
    cpSync(realpathSync(out), into, { recursive: true, dereference: true });
    // Without it GitHub Pages runs Jekyll over the site, which drops files and folders whose names start with `_`.
    if (target === '.' && !existsSync(join(into, '.nojekyll'))) writeFileSync(join(into, '.nojekyll'), '');
    await git(['add', '--all'], clone);
    if (env.GIT_USER_NAME) await git(['config', 'user.name', env.GIT_USER_NAME], clone);
    if (env.GIT_USER_EMAIL) await git(['config', 'user.email', env.GIT_USER_EMAIL], clone);
    await git(['commit', '--allow-empty', '-m', env.CUSTOM_COMMIT_MESSAGE ?? `Deploy website - based on ${commit}`], clone);
    try {
      await git(['push', '--force', 'origin', branch], clone);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw pxErrors.DeployPushFailed.create({ branch, remote: hide(remote) }, { cause: error });
    }
  } finally {
    process.off('exit', removeClone);
    removeClone();
  }
  const url = host === 'github.com' ? (organizationSite ? `https://${organization}.github.io/` : `https://${organization}.github.io/${project}/`) : `https://${host}/pages/${organization}/${project}/`;
  options.log(`Website is live at ${url}.`);
  return { pushed: true, branch, url };
}
