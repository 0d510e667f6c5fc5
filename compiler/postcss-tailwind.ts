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

/** A plugin's name: a creator's (`require('tailwindcss')`, called by PostCSS) or a made plugin's (`{ tailwindcss: {} }`). */
function pluginName(plugin: AcceptedPlugin): string | undefined {
  const value = plugin as { postcssPlugin?: unknown; postcss?: unknown; name?: unknown };
  if (typeof value.postcssPlugin === 'string') return value.postcssPlugin;
  // A creator function PostCSS calls with no options (`postcss: true`): Tailwind 3's is named `tailwindcss`.
  if (typeof plugin === 'function' && value.postcss === true) {
    try {
      const made = (plugin as () => { postcssPlugin?: unknown })();
      return typeof made?.postcssPlugin === 'string' ? made.postcssPlugin : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

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
    const name = pluginName(plugin);
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
