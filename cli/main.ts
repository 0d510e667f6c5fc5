// The pxdocs command line. Exit codes: 0 ok, 1 failure, 2 usage error.
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import pc from 'picocolors';
import { toPxErrors } from '../compiler/errors.js';
import { MAX_WORKERS, pxErrors } from '../compiler/errors/catalogue.js';
import { Reporter } from '../compiler/reporter.js';
import { DEFAULT_PAGE_TIMEOUT_MS, DEV_PAGE_TIMEOUT_MS, MAX_PAGE_TIMEOUT_MS } from '../compiler/time-limit.js';
import { guardFiniteRun, listenForStop, notBuiltLine, stoppedAfterOutputLine, wasStopped } from './finite-run.js';
import { parseOrigin } from '../server/chat/origins.js';

const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** The process's CPU time so far, every thread's, user and system, in ms (for the bench's figures). */
function cpuMs(): number {
  const usage = process.resourceUsage();
  return (usage.userCPUTime + usage.systemCPUTime) / 1000;
}

/** A commander parser for a whole-number option of at least `min`; anything else throws `usage()` (its words from the catalogue). */
/** One `--origin` value, reduced to the origin a browser sends (a trailing slash dropped); anything else is a usage error. */
function siteOrigin(value: string, previous: string[]): string[] {
  const parsed = parseOrigin(value);
  if ('problem' in parsed) throw new InvalidArgumentError(pxErrors.InvalidOriginArgument.message({ problem: parsed.problem }));
  return [...previous, parsed.origin];
}

function wholeNumber(min: number, usage: () => InvalidArgumentError, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) throw usage();
    return number;
  };
}

/** A `--cwd` that is no folder is a usage error (exit 2), before anything looks for a config there. */
function siteFolder(value: string): string {
  let folder = false;
  try {
    folder = statSync(value).isDirectory();
  } catch {
    // Missing or unreadable: not a folder to build.
  }
  if (!folder) throw new InvalidArgumentError(pxErrors.InvalidCwdArgument.message({ folder: value }));
  return value;
}

function port(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new InvalidArgumentError(pxErrors.InvalidPortArgument.message({}));
  return number;
}

/** `--cwd <dir>` (or `--cwd=<dir>`) out of a plugin command's arguments: pxdocs's, not the plugin's. */
function takeCwd(args: string[]): { cwd?: string; rest: string[] } {
  const at = args.findIndex((arg) => arg === '--cwd' || arg.startsWith('--cwd='));
  if (at === -1) return { rest: args };
  const arg = args[at]!;
  const cwd = arg === '--cwd' ? args[at + 1] : arg.slice('--cwd='.length);
  return { ...(cwd !== undefined ? { cwd } : {}), rest: [...args.slice(0, at), ...args.slice(at + (arg === '--cwd' ? 2 : 1))] };
}

/**
 * Whether the arguments ask for the program's help (`--help` with no command, `help` without one of pxdocs's
 * commands after it, or nothing at all), with the site folder `--cwd` names and the arguments without it;
 * undefined when they do not.
 */
function helpAsked(args: string[], program: Command): { cwd?: string; rest: string[] } | undefined {
  const { cwd, rest } = takeCwd(args);
  const words = rest.filter((arg) => !arg.startsWith('-'));
  const ownCommand = (word: string | undefined) => word !== undefined && program.commands.some((command) => command.name() === word || command.aliases().includes(word));
  const asked = args.length === 0
    || (words.length === 0 && rest.some((arg) => arg === '-h' || arg === '--help'))
    || (words[0] === 'help' && !ownCommand(words[1]));
  return asked ? { ...(cwd !== undefined ? { cwd } : {}), rest } : undefined;
}

/** A stream a command writes to: `isTTY` and `columns` as a terminal's, where it is one. */
export type CliStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/**
 * Where the commands write: stdout what a command answers (help, the version, `check`'s report, the dev
 * server's log), stderr the rest (progress, warnings, errors). A caller other than bin/pxdocs.js (a test,
 * a program embedding pxdocs) gives its own and reads what a run wrote without the process's streams.
 */
export interface CliIo {
  stdout: CliStream;
  stderr: CliStream;
}

export async function main(argv: string[], io: CliIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const program = new Command('pxdocs')
    .description('Build, serve and check a documentation site written in MDX.')
    .version('0.1.0', '-v, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    // Help fits the width of the terminal it is written to, as commander's defaults do with the process's
    // streams; not on a terminal, commander's 80 columns (its defaults give undefined, which its types omit).
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => (io.stdout.isTTY ? io.stdout.columns : undefined) as number,
      getErrHelpWidth: () => (io.stderr.isTTY ? io.stderr.columns : undefined) as number,
    });

  // Every command's reporter and server log write to `io`, never to the process's streams (a caller's own, in tests).
  const errorReporter = (options: { verbose?: boolean } = {}) => new Reporter({ stream: io.stderr, ...options });
  const logLine = (message: string) => io.stderr.write(`${message}\n`);
  let status: number = EXIT.ok;
  const fail = (error: unknown, reporter = errorReporter()) => {
    reporter.errors(toPxErrors(error));
    status = EXIT.failure;
  };

  program
    .command('build')
    .description('Build the site into static HTML (written whole: a failed build leaves out/ untouched).')
    .option('--cwd <dir>', 'site folder holding config/ and content/', siteFolder, '.')
    .option('--out <dir>', 'output folder, relative to --cwd', 'out')
    .option('--verbose', 'print per-stage detail', false)
    .option('--workers <n>', 'threads that build pages (default: one per core; 1 builds in the main thread)', wholeNumber(1, () => new InvalidArgumentError(pxErrors.InvalidWorkersArgument.message({})), MAX_WORKERS))
    .option('--no-cache', 'ignore and do not update the build cache (node_modules/.cache/pxdocs or .pxdocs-cache/)')
    .option('--force', 'build even when nothing changed since the last build', false)
    .option('--page-timeout <seconds>', 'fail a page whose code runs longer than this (an endless loop, say); 0: no limit', wholeNumber(0, () => new InvalidArgumentError(pxErrors.InvalidPageTimeoutArgument.message({})), MAX_PAGE_TIMEOUT_MS / 1000), DEFAULT_PAGE_TIMEOUT_MS / 1000)
    .action(async (options: { cwd: string; out: string; verbose: boolean; workers?: number; cache: boolean; force: boolean; pageTimeout: number }) => {
      const reporter = errorReporter({ verbose: options.verbose });
      // What the site's own code may leave behind (a rejected promise, an open timer) ends the run cleanly (finite-run.ts).
      const guard = guardFiniteRun(reporter);
      const { build } = await import('../compiler/build.js');
      try {
        reporter.line(pc.bold('pxdocs build'));
        const started = performance.now();
        const result = await build({ cwd: resolve(options.cwd), outDir: options.out, reporter, workers: options.workers, cache: options.cache, force: options.force, pageTimeoutMs: options.pageTimeout * 1000 });
        // `npm run bench` times the command people run (bench/run.ts) and reads the build's figures from this file.
        const figures = process.env.PXDOCS_BENCH_FIGURES;
        if (figures) {
          writeFileSync(figures, JSON.stringify({ ms: performance.now() - started, pages: result.pages, bytes: result.bytes, maxRssKb: process.resourceUsage().maxRSS, cpuMs: cpuMs(), firstLoad: Object.fromEntries(result.firstLoad), upToDate: result.upToDate === true, stages: reporter.timings }));
        }
        const late = stoppedAfterOutputLine(options.out);
        if (late) {
          reporter.line(pc.red(late));
          status = EXIT.failure;
        }
      } catch (error) {
        fail(error, reporter);
        reporter.line();
        reporter.line(pc.red(notBuiltLine(error)));
      }
      guard.done(status);
    });

  program
    .command('serve')
    .description('Serve the built site (out/) like a static host: clean URLs, 404 page, compression.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--out <dir>', 'folder to serve, relative to --cwd', 'out')
    .option('-p, --port <number>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on', 'localhost')
    .action(async (options: { cwd: string; out: string; port: number; host: string }) => {
      const { serve } = await import('../server/serve.js');
      const { closeServer, stopSignal } = await import('../server/listen.js');
      try {
        const { EMBEDDINGS_CACHE } = await import('../compiler/search/embeddings.js');
        const server = await serve({ root: resolve(options.cwd, options.out), port: options.port, host: options.host, warmChat: true, embeddingsCache: resolve(options.cwd, EMBEDDINGS_CACHE), log: logLine, warn: (message) => io.stderr.write(`warning: ${message}\n`) });
        await stopSignal();
        await closeServer(server);
      } catch (error) {
        fail(error);
      }
    });

  program
    .command('mcp')
    .description('Run the docs MCP server on stdin/stdout (tools search_docs and read_page, a resource per page), answering from the built output.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--out <dir>', 'built output to answer from, relative to --cwd', 'out')
    .action(async (options: { cwd: string; out: string }) => {
      const { existsSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { LLMS_FILE } = await import('../compiler/markdown/llms.js');
      const root = resolve(options.cwd, options.out);
      // stdout carries the protocol: messages go to stderr only.
      if (!existsSync(join(root, LLMS_FILE))) {
        fail(pxErrors.NothingToAnswerFrom.create({ root, file: LLMS_FILE }));
        return;
      }
      const { docsFromOutput } = await import('../server/mcp/docs.js');
      const { runStdio } = await import('../server/mcp/server.js');
      try {
        await runStdio(docsFromOutput(root));
      } catch (error) {
        fail(error);
      }
    });

  program
    .command('dev')
    .description('Build in memory, serve on http://localhost:3000 and rebuild what each edit touches, reloading open tabs.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('-p, --port <number>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on', 'localhost')
    .option('--locale <name>', "serve one of the site's other locales (i18n), at its path under the base URL")
    .option('--page-timeout <seconds>', 'stop a page whose code runs longer than this (an endless loop, say; the server answers nothing meanwhile); 0: no limit', wholeNumber(0, () => new InvalidArgumentError(pxErrors.InvalidPageTimeoutArgument.message({})), MAX_PAGE_TIMEOUT_MS / 1000), DEV_PAGE_TIMEOUT_MS / 1000)
    .option('--workers <n>', 'threads that build the pages in the background (default: one per core from a few hundred pages; 1 builds them in the server\'s thread)', wholeNumber(1, () => new InvalidArgumentError(pxErrors.InvalidWorkersArgument.message({})), MAX_WORKERS))
    .action(async (options: { cwd: string; port: number; host: string; locale?: string; pageTimeout: number; workers?: number }) => {
      const { CHILD_ENV, RESTART_EXIT_CODE, superviseDev } = await import('../server/dev-supervisor.js');
      if (process.env[CHILD_ENV] !== '1') {
        // This process supervises; the server runs in a child it can restart.
        status = await superviseDev(argv.slice(2), io);
        return;
      }
      const { startDev } = await import('../server/dev-server.js');
      const reporter = new Reporter({ stream: io.stdout });
      try {
        reporter.line(pc.bold('pxdocs dev'));
        let restart = false;
        let stopping = false;
        let ready = false;
        await new Promise<void>((resolveStop, rejectStart) => {
          let close: (() => Promise<void>) | undefined;
          const stop = () => {
            if (stopping) return;
            stopping = true;
            reporter.line(restart ? 'Theme code changed: restarting.' : close ? 'Stopping.' : 'Stopped while starting: the dev server was not started.');
            void (close?.() ?? Promise.resolve()).then(() => resolveStop());
          };
          process.on('SIGINT', stop);
          process.on('SIGTERM', stop);
          startDev({
            cwd: resolve(options.cwd),
            port: options.port,
            host: options.host,
            reporter,
            locale: options.locale,
            pageTimeoutMs: options.pageTimeout * 1000,
            workers: options.workers,
            onRestart: () => {
              restart = true;
              stop();
            },
            onListening: (closeServer) => {
              close = closeServer;
            },
          }).then(() => {
            ready = true;
          }, rejectStart);
        });
        if (restart) status = RESTART_EXIT_CODE;
        // Stopped before it was ready: what was loading (a config whose promise settles in 10 s at the
        // soonest, the first pages of a large site) is not waited for. Ctrl+C said "Stopping." and the
        // process stayed until the loading ended, then printed "Ready" for a server it closed at once.
        // The session's folder is removed by the next session (its process is gone). Stopped once serving but
        // before the start-up ended (the watcher's first scan, behind the pages' warm-up), the server is closed
        // and its folder removed; the warm-up's batch is not waited for either.
        if (!ready && !restart) process.exit(0);
      } catch (error) {
        fail(error, reporter);
      }
    });

  program
    .command('chat')
    .description(`Run the docs chat service on its own (POST /api/docsChat), answering from the built search records.`)
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--out <dir>', 'built output holding search-records.json, relative to --cwd', 'out')
    .option('-p, --port <number>', 'port to listen on', port, 8787)
    .option('--host <host>', 'address to listen on', 'localhost')
    .option('--origin <origin...>', 'site origins allowed to call it from a browser (CORS), such as https://docs.example.com', siteOrigin, [] as string[])
    .action(async (options: { cwd: string; out: string; port: number; host: string; origin: string[] }) => {
      const { serveChat } = await import('../server/chat/serve-chat.js');
      const { closeServer, stopSignal } = await import('../server/listen.js');
      const { RECORDS_FILE } = await import('../compiler/search/config.js');
      try {
        const { EMBEDDINGS_CACHE } = await import('../compiler/search/embeddings.js');
        const server = await serveChat({ records: resolve(options.cwd, options.out, RECORDS_FILE), port: options.port, host: options.host, origins: options.origin, warm: true, embeddingsCache: resolve(options.cwd, EMBEDDINGS_CACHE), log: logLine });
        const address = server.address();
        io.stderr.write(`Chat API at http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/api/docsChat${options.origin.length ? ` · allowed origins: ${options.origin.join(', ')}` : ''}\n`);
        await stopSignal();
        await closeServer(server);
      } catch (error) {
        fail(error);
      }
    });

  program
    .command('check')
    .description('Check every link and anchor of the built site (the CI gate); exits 1 when anything is broken.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--out <dir>', 'built output to check, relative to --cwd', 'out')
    .option('--external', 'also check links to other sites (needs network)', false)
    .option('--timeout <ms>', 'timeout per request to another site (with --external)', wholeNumber(1, () => new InvalidArgumentError(pxErrors.InvalidTimeoutArgument.message({}))), 10_000)
    .option('--retries <n>', 'tries again of an external link that failed to answer, with a growing pause', wholeNumber(0, () => new InvalidArgumentError(pxErrors.InvalidRetriesArgument.message({}))), 2)
    .action(async (options: { cwd: string; out: string; external: boolean; timeout: number; retries: number }) => {
      const { checkSite } = await import('../server/check.js');
      const reporter = new Reporter({ stream: io.stdout });
      try {
        const started = performance.now();
        // The gate agrees with the build: a kind of problem the site's config ignores is not checked.
        const { findConfigFile, loadConfig } = await import('../compiler/config/load.js');
        const cwd = resolve(options.cwd);
        const config = findConfigFile(cwd) ? await loadConfig(cwd) : undefined;
        const ignore = { links: config?.config.onBrokenLinks === 'ignore', anchors: config?.config.onBrokenAnchors === 'ignore' };
        const skipped = ignore.links && ignore.anchors ? "onBrokenLinks and onBrokenAnchors are 'ignore': neither links nor anchors are checked"
          : ignore.links ? "onBrokenLinks is 'ignore': links are not checked, only their anchors on pages that exist"
          : ignore.anchors ? "onBrokenAnchors is 'ignore': anchors are not checked" : '';
        if (config && skipped) reporter.line(`${skipped} (${relative(cwd, config.file)}).`);
        const result = await checkSite({ root: resolve(options.cwd, options.out), external: options.external, timeout: options.timeout, retries: options.retries, ignore });
        for (const link of result.broken) reporter.line(`${link.page} → ${link.target} (${link.status})`);
        // Links the build only warned about (an <a> Docusaurus never checks): said, never failing the gate the build passed.
        for (const link of result.warned) reporter.line(`${pc.yellow('warning')} ${link.page} → ${link.target} (${link.status}; an <a> the build only warned about, as Docusaurus checks only <Link> and Markdown links)`);
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const warned = result.warned.length ? `, ${result.warned.length} warned` : '';
        reporter.line(`${result.broken.length ? pc.red('✗') : pc.green('✓')} ${result.pages} pages, ${result.checked} links checked${options.external ? '' : ' (internal only; --external for the rest)'}, ${result.broken.length} broken${warned} · ${seconds} s`);
        if (result.broken.length) status = EXIT.failure;
      } catch (error) {
        fail(error);
      }
    });

  const search = program
    .command('search')
    .description('Work with the hosted search index.');
  search
    .command('push')
    .description(`Upload the search records of the last build to the hosted index, replacing it atomically (the admin key is read from ${'PXDOCS_ALGOLIA_ADMIN_KEY'} only).`)
    .option('--cwd <dir>', 'site folder holding config/', siteFolder, '.')
    .option('--out <dir>', 'output folder of the last build, relative to --cwd', 'out')
    .option('--dry-run', 'print what would change and change nothing', false)
    .action(async (options: { cwd: string; out: string; dryRun: boolean }) => {
      const reporter = errorReporter();
      const { pushSearch } = await import('../compiler/search/push.js');
      try {
        reporter.line(pc.bold(`pxdocs search push${options.dryRun ? ' --dry-run' : ''}`));
        const cwd = resolve(options.cwd);
        await pushSearch({ cwd, outDir: resolve(cwd, options.out), dryRun: options.dryRun, log: (line) => reporter.line(line) });
      } catch (error) {
        fail(error, reporter);
      }
    });

  program
    .command('init')
    .description('Write pxdocs.config.mjs for an existing site: --from-docusaurus reads its docusaurus.config.* and sidebars.* without running them.')
    .requiredOption('--from-docusaurus <dir>', 'the Docusaurus site folder (holding docusaurus.config.js)')
    .option('--force', 'replace an existing pxdocs config', false)
    .action(async (options: { fromDocusaurus: string; force: boolean }) => {
      const { runInit } = await import('./init.js');
      status = await runInit(options, { stream: io.stderr, cwd: process.cwd() });
    });

  program
    .command('docs:version')
    .description('Cut a docs version, as `docusaurus docs:version` does: the docs folder copied to versioned_docs/version-<version>/, the sidebars to versioned_sidebars/version-<version>-sidebars.json, each other locale\'s translated docs and current.json to version-<version>, and <version> put first in versions.json. `docs:version:<id> <version>` (or --plugin-id) cuts a further docs instance\'s, into <id>_versioned_docs/ and <id>_versions.json.')
    .argument('<version>', 'the version name, such as 1.0.0')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--plugin-id <id>', 'the docs instance to version: the id of `docs` ("default") or of an entry of docsInstances', 'default')
    .action(async (version: string, options: { cwd: string; pluginId: string }) => {
      const reporter = errorReporter();
      try {
        const cwd = resolve(options.cwd);
        const { loadConfig } = await import('../compiler/config/load.js');
        const { cutDocsVersion } = await import('../compiler/cut-docs-version.js');
        const { config } = await loadConfig(cwd);
        const result = await cutDocsVersion(cwd, config, version, options.pluginId);
        const tag = result.instance === 'default' ? '[docs]' : `[${result.instance}]`;
        for (const note of result.notes) reporter.line(`${tag}: ${note}.`);
        for (const path of result.written) reporter.line(`  ${path}`);
        reporter.line(`${pc.green('✓')} ${tag}: version ${result.version} created.`);
      } catch (error) {
        fail(error, reporter);
      }
    });

  program
    .command('clear')
    .description('Remove what builds left beside the site, as `docusaurus clear` does: the output folder (out/ and the builds it points into) and the site\'s build cache (node_modules/.cache/pxdocs/<site>, .pxdocs-cache/ or $PXDOCS_CACHE_DIR), with its plugins\' generated data.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--out <dir>', 'output folder, relative to --cwd', 'out')
    .action(async (options: { cwd: string; out: string }) => {
      const reporter = errorReporter();
      try {
        const { clearSite } = await import('./clear.js');
        const { pathLabel } = await import('../compiler/path-label.js');
        const site = resolve(options.cwd);
        const { removed } = clearSite(site, options.out);
        for (const path of removed) reporter.line(`${pc.green('✓')} Removed ${pathLabel(site, path)}`);
        if (!removed.length) reporter.line('Nothing to remove: no output folder or build cache.');
      } catch (error) {
        fail(error, reporter);
        // An --out naming the site itself is a usage error.
        if ((error as { code?: string }).code === 'ClearWouldRemoveSite') status = EXIT.usage;
      }
    });

  program
    .command('deploy')
    .description('Build the site and push it to GitHub Pages, as `docusaurus deploy` does: the deployment branch (deploymentBranch, default gh-pages) of organizationName/projectName replaced by the build. Reads the same environment: GIT_USER (with GIT_PASS) or USE_SSH=true, DEPLOYMENT_BRANCH, CURRENT_BRANCH, GIT_USER_NAME, GIT_USER_EMAIL, CUSTOM_COMMIT_MESSAGE…')
    .option('--cwd <dir>', 'site folder (a git checkout with an origin remote)', siteFolder, '.')
    .option('--out <dir>', 'output folder, relative to --cwd', 'out')
    .option('--skip-build', 'push the last build as it is', false)
    .option('--target-dir <dir>', 'the folder of the deployment branch the site goes to', '.')
    .action(async (options: { cwd: string; out: string; skipBuild: boolean; targetDir: string }) => {
      const reporter = errorReporter();
      // As build's: a signal stops the build, and the command exits 1 saying so, not ended by the signal (finite-run.ts).
      const stop = new AbortController();
      const stopListening = listenForStop(stop);
      try {
        const cwd = resolve(options.cwd);
        const { loadConfig } = await import('../compiler/config/load.js');
        const { deploy } = await import('./deploy.js');
        const { pathLabel } = await import('../compiler/path-label.js');
        const { config, file } = await loadConfig(cwd);
        reporter.line(pc.bold('pxdocs deploy'));
        await deploy({
          cwd,
          out: options.out,
          config,
          configFile: pathLabel(cwd, file),
          skipBuild: options.skipBuild,
          targetDir: options.targetDir,
          signal: stop.signal,
          log: (text) => reporter.line(`  ${text}`),
          warn: (text) => reporter.line(`${pc.yellow('!')} ${text}`),
          build: async () => {
            const { build } = await import('../compiler/build.js');
            await build({ cwd, outDir: options.out, reporter });
          },
        });
      } catch (error) {
        fail(error, reporter);
        if (wasStopped(error)) reporter.line(pc.red(notBuiltLine(error)));
      } finally {
        stopListening();
      }
    });

  program
    .command('write-translations')
    .description('Write a locale\'s translation files as `docusaurus write-translations` does: i18n/<locale>/code.json (the messages of <Translate> and translate() in src/, and the theme\'s), the docs\' current.json (and version-<name>.json: sidebar labels, the version\'s label), docusaurus-theme-classic/navbar.json and footer.json, and each blog\'s options.json. Messages already there are kept.')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--locale <name>', 'the locale to write (default: the config\'s default locale)')
    .option('--override', 'replace the messages already in the files with the source\'s', false)
    .action(async (options: { cwd: string; locale?: string; override: boolean }) => {
      const reporter = errorReporter();
      try {
        const cwd = resolve(options.cwd);
        const { loadConfig } = await import('../compiler/config/load.js');
        const { writeTranslations } = await import('../compiler/write-translations.js');
        const { config } = await loadConfig(cwd);
        const result = await writeTranslations(cwd, config, { locale: options.locale, override: options.override });
        for (const note of result.notes) reporter.line(pc.yellow(`${note}.`));
        for (const file of result.files) {
          reporter.line(`${String(file.count).padStart(4)} translations written to ${file.path}`);
          // As Docusaurus warns: keys no source has any more, kept in case they are still wanted.
          if (file.unknown.length) reporter.line(pc.yellow(`       kept, though nothing in the site has them any more: ${file.unknown.join(', ')}`));
        }
        reporter.line(`${pc.green('✓')} translations of ${result.locale} written.`);
      } catch (error) {
        fail(error, reporter);
      }
    });

  program
    .command('write-heading-ids')
    .description('Write each heading\'s id into the Markdown (`## Set up {#set-up}`), as `docusaurus write-heading-ids` does, so anchors survive rewording and translation. Headings that have an id keep it. With no files, every Markdown file of the docs (and their versions), the blogs and the pages folder.')
    .argument('[files...]', 'Markdown files or folders to write into (default: the site\'s content)')
    .option('--cwd <dir>', 'site folder', siteFolder, '.')
    .option('--maintain-case', 'keep the heading\'s case in the id', false)
    .option('--overwrite', 'make every id again from its heading\'s text', false)
    .option('--migrate', 'rewrite the ids there are in the --syntax', false)
    .option('--syntax <syntax>', 'how to write an id: classic ({#id}) or mdx-comment ({/* #id */}, valid MDX)', 'classic')
    .action(async (files: string[], options: { cwd: string; maintainCase: boolean; overwrite: boolean; migrate: boolean; syntax: string }) => {
      const reporter = errorReporter();
      const { HEADING_ID_SYNTAXES, writeHeadingIds } = await import('../compiler/write-heading-ids.js');
      const { existsSync } = await import('node:fs');
      const usage = (message: string) => {
        io.stderr.write(`error: ${message}\n(run with --help for usage)\n`);
        status = EXIT.usage;
      };
      if (!(HEADING_ID_SYNTAXES as readonly string[]).includes(options.syntax)) return usage(`--syntax ${options.syntax}: expected ${HEADING_ID_SYNTAXES.join(' or ')}.`);
      if (options.overwrite && options.migrate) return usage('--overwrite and --migrate cannot be used together: --overwrite already writes every id anew in the --syntax.');
      const paths = files.map((file) => resolve(file));
      const missing = paths.find((path) => !existsSync(path));
      if (missing) return usage(`${relative(process.cwd(), missing) || missing}: no such file or folder.`);
      try {
        const cwd = resolve(options.cwd);
        const { loadConfig } = await import('../compiler/config/load.js');
        const { config } = await loadConfig(cwd);
        const result = await writeHeadingIds(cwd, config, paths, { syntax: options.syntax as 'classic' | 'mdx-comment', overwrite: options.overwrite, migrate: options.migrate, maintainCase: options.maintainCase });
        const shown = (path: string) => relative(process.cwd(), path) || path;
        if (result.files.length === 0) reporter.line(pc.yellow(`No Markdown files found in ${paths.length ? paths.map(shown).join(', ') : 'the site\'s content folders'}.`));
        else if (result.changed.length === 0) reporter.line(pc.yellow(`The ${result.files.length} Markdown files have their heading ids already. To make them again from the headings' text, use --overwrite; to write them in another syntax, --migrate with --syntax.`));
        else {
          reporter.line(`${pc.green('✓')} Heading ids written into ${result.changed.length} of ${result.files.length} Markdown files:`);
          for (const file of result.changed) reporter.line(`  ${shown(file)}`);
        }
      } catch (error) {
        fail(error, reporter);
      }
    });

  // Docusaurus names a further docs instance's command `docs:version:<id>`: the same command with --plugin-id.
  const instanceCommand = /^docs:version:(.+)$/.exec(argv[2] ?? '');
  if (instanceCommand) argv = [...argv.slice(0, 2), 'docs:version', ...argv.slice(3), '--plugin-id', instanceCommand[1]!];

  // Help in a site's folder lists its plugins' commands too, as `docusaurus --help` does (Docusaurus makes the
  // site's plugins for every command). Only then: making them costs the plugins' loading, which help elsewhere,
  // and every other command, does without.
  const asked = helpAsked(argv.slice(2), program);
  if (asked) {
    const { findConfigFile } = await import('../compiler/config/config-files.js');
    const site = resolve(asked.cwd ?? '.');
    // `--cwd` is pxdocs's here, not an option of `help`.
    argv = [...argv.slice(0, 2), ...asked.rest];
    if (findConfigFile(site)) {
      try {
        const { addPluginCommands } = await import('./plugin-commands.js');
        await addPluginCommands(program, site);
      } catch (error) {
        // Help still helps: the plugins' failure is said, and a command of theirs run says it again in full.
        io.stderr.write(`warning: the site's plugins did not load, so their commands (extendCli) are not listed: ${toPxErrors(error).map((problem) => problem.message).join('; ')}\n`);
      }
    }
  }

  // A word none of pxdocs's commands is may be a command a site plugin adds (`extendCli`), as Docusaurus
  // makes the site's plugins for a command not its own. The site is --cwd's folder, else the current one.
  const word = argv[2];
  /** The folder a word was looked for as a plugin's command in, when it has no pxdocs config. */
  let noSite: string | undefined;
  if (word && !word.startsWith('-') && word !== 'help' && !program.commands.some((command) => command.name() === word || command.aliases().includes(word))) {
    const { cwd, rest } = takeCwd(argv.slice(3));
    try {
      const { addPluginCommands } = await import('./plugin-commands.js');
      if (await addPluginCommands(program, resolve(cwd ?? '.'))) argv = [...argv.slice(0, 3), ...rest];
      else noSite = resolve(cwd ?? '.');
    } catch (error) {
      fail(error);
      return status;
    }
  }

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // An explicit --help, `help` or --version succeeds; help shown because no command was given is a usage
      // error (commander says both 'commander.help', the second with exit code 1).
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || (error.code === 'commander.help' && error.exitCode === 0)) return EXIT.ok;
      // The word may be a site plugin's command (extendCli), which only a site's folder has.
      if (error.code === 'commander.unknownCommand' && noSite) io.stderr.write(`hint: a site plugin's command (extendCli) runs in the site's folder: ${noSite} has no pxdocs config. Run it there, or pass --cwd <site folder>.\n`);
      return EXIT.usage;
    }
    fail(error);
  }
  return status;
}
