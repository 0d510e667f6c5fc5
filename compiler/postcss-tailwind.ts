// Tailwind CSS finds its config (`tailwind.config.js`) and the files its
// `content` globs name from the process's working folder, not the site's: run
// by `pxdocs build --cwd site`, by a test in its own folder, or on a page thread,
// it read no config and found no classes, and the stylesheet had none of the
// utilities the pages use. So a Tailwind plugin of the site's PostCSS config is
// made again with the site's config given inline, its content globs resolved
// from the site folder (Tailwind 3), or with the site folder as its `base`
// (Tailwind 4's @tailwindcss/postcss). Docusaurus runs from the site folder
// (npm's scripts start there), where both readings agree.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import type { AcceptedPlugin } from 'postcss';

/** Tailwind 3's config files, as it looks for them. */
const TAILWIND_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts', 'tailwind.config.cts', 'tailwind.config.mts'];

/** The site's copy of a package, or undefined when it has none. */
function installed(require: NodeJS.Require, name: string): unknown {
  try {
    return require(name);
  } catch {
    return undefined;
  }
}

/**
 * A plugin's name: a made plugin's own (`{ tailwindcss: {} }` in a config makes it), or, for a
 * creator PostCSS calls with no options (`require('tailwindcss')` in a list), the Tailwind
 * package it is: known by identity, so no other creator is called to learn its name.
 */
function pluginName(plugin: AcceptedPlugin, require: NodeJS.Require): string | undefined {
  const value = plugin as { postcssPlugin?: unknown };
  if (typeof value.postcssPlugin === 'string') return value.postcssPlugin;
  if (typeof plugin !== 'function') return undefined;
  return TAILWINDS.find((name) => installed(require, name) === plugin);
}

/** Tailwind's PostCSS plugins: version 3's, and 4's. */
const TAILWINDS = ['tailwindcss', '@tailwindcss/postcss'];

/** `content` with every path glob made absolute from the site folder (`!` kept in front of an excluding one). */
function absoluteContent(content: unknown, cwd: string): unknown {
  const absolute = (glob: unknown) => {
    if (typeof glob !== 'string') return glob;
    const negated = glob.startsWith('!');
    const path = negated ? glob.slice(1) : glob;
    return `${negated ? '!' : ''}${isAbsolute(path) ? path : resolve(cwd, path)}`;
  };
  if (Array.isArray(content)) return content.map(absolute);
  if (content && typeof content === 'object' && Array.isArray((content as { files?: unknown }).files)) {
    const { files, relative: _relative, ...rest } = content as { files: unknown[]; relative?: boolean };
    return { ...rest, files: files.map(absolute) };
  }
  return content;
}

/**
 * The site's PostCSS plugins with its Tailwind plugin (if any) made to read the
 * site folder's config and files wherever pxdocs runs. Other plugins as they are.
 */
/** The Tailwind 3 config file of the site folder, if any (its edits make the site's PostCSS load again: postcss.ts). */
export function tailwindConfigFile(cwd: string): string | undefined {
  return TAILWIND_CONFIGS.map((file) => join(cwd, file)).find((file) => existsSync(file));
}

export function withSiteTailwind(plugins: AcceptedPlugin[], cwd: string): AcceptedPlugin[] {
  const require = createRequire(join(cwd, 'package.json'));
  return plugins.map((plugin) => {
    const name = pluginName(plugin, require);
    if (name === 'tailwindcss') {
      const configFile = tailwindConfigFile(cwd);
      if (!configFile) return plugin;
      try {
        const tailwind = require('tailwindcss') as (options: unknown) => AcceptedPlugin;
        const loadConfig = require('tailwindcss/loadConfig') as (path: string) => { content?: unknown };
        const config = loadConfig(configFile);
        // Its globs are the site folder's, whether written relative to the config (`relative: true`, beside it) or to the working folder.
        return tailwind({ ...config, content: absoluteContent(config.content, cwd) });
      } catch {
        // Not Tailwind 3 as installed (no loadConfig): left as the site's config made it.
        return plugin;
      }
    }
    if (name === '@tailwindcss/postcss') {
      try {
        const tailwind = require('@tailwindcss/postcss') as (options: unknown) => AcceptedPlugin;
        return tailwind({ base: cwd });
      } catch {
        return plugin;
      }
    }
    return plugin;
  });
}
