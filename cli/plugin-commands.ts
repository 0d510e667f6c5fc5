// Commands a site's plugins add (`extendCli(cli)`), as `docusaurus <command>` runs them:
// Docusaurus makes the site's plugins when the command is none of its own
// (core/lib/commands/external.js) and hands each `extendCli` its commander
// program. pxdocs does the same for a word none of its commands is, with the
// plugins of the pxdocs config (`plugins`, `themes`), made as the build makes them.
import { join } from 'node:path';
import type { Command } from 'commander';

export interface PluginCommands {
  /** The names of the commands the plugins added. */
  added: string[];
}

/**
 * Makes the site's plugins and lets each `extendCli` add its commands to `program`; undefined when the
 * folder has no pxdocs config (the word is then an unknown command, as without a site).
 */
export async function addPluginCommands(program: Command, cwd: string): Promise<PluginCommands | undefined> {
  const { findConfigFile, loadConfig } = await import('../compiler/config/load.js');
  if (!findConfigFile(cwd)) return undefined;
  const { config } = await loadConfig(cwd);
  if (!config.plugins.length && !config.themes.length) return { added: [] };
  const { makeSitePlugins } = await import('../compiler/site-plugins.js');
  const { cacheDir } = await import('../compiler/cache.js');
  const made = await makeSitePlugins(config, cwd, join(cacheDir(cwd), 'plugins'));
  const { pxErrors } = await import('../compiler/errors/catalogue.js');
  const { configSource } = await import('../compiler/config/source.js');
  const before = new Set(program.commands);
  for (const { made: plugin, label } of made.plugins) {
    if (typeof plugin.extendCli !== 'function') continue;
    // What its command throws is the plugin's failure (exit 1), said as such, not as pxdocs's own bug.
    const failed = (name: string, error: unknown) => {
      const err = error instanceof Error ? error : new Error(String(error));
      return pxErrors.SitePluginFailed.create({ message: `The command \`${name}\` of the site plugin ${label} (its extendCli) threw: ${err.name}: ${err.message}` }, { where: { file: configSource(config) }, cause: error });
    };
    await plugin.extendCli.call(plugin, docusaurusCli(program, failed));
  }
  return { added: program.commands.filter((command) => !before.has(command)).map((command) => command.name()) };
}

/**
 * The program as Docusaurus hands it to `extendCli`: Docusaurus passes commander 5, whose commands keep their
 * options as properties of the command, which the action is given last (`action((arg, cmd) => cmd.verbose)`);
 * commander 14 gives a plain object unless a command stores them so.
 */
function docusaurusCli(program: Command, failed: (name: string, error: unknown) => Error): Command {
  return new Proxy(program, {
    get(target, key) {
      if (key === 'command') {
        return (...args: Parameters<Command['command']>) => {
          const made = target.command(...args);
          // With a description, commander gives back the program (a command run as its own executable).
          if (made === target) return made;
          const action = made.action.bind(made);
          made.action = (run) => action(async (...given: unknown[]) => {
            try {
              await run.apply(made, given);
            } catch (error) {
              throw failed(made.name(), error);
            }
          });
          return made.storeOptionsAsProperties();
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
