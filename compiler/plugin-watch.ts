// What the site's own plugins ask dev to watch (`getPathsToWatch()`): Docusaurus's `start` watches each
// plugin's paths (relative ones from the site folder, globs as globs: core/lib/commands/start/watcher.js)
// and, on a change, loads that plugin's content again (loadContent, contentLoaded) and reloads the page.
// A plugin reading a data file (a versions list, a changelog) names it there; its data then follows edits.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import type { SiteConfig } from './config/schema.js';
import { configSource } from './config/source.js';
import { pxErrors } from './errors/catalogue.js';
import type { SitePlugins } from './site-plugins.js';

export interface PluginWatch {
  /** Folders to watch whole (absolute): a folder named, or the part of a glob before its first pattern. */
  folders: string[];
  /** Single files (absolute), which may not be there yet. */
  files: string[];
  /** Whether a changed file (absolute) is one a plugin watches. */
  matches: (path: string) => boolean;
}

/** The paths every made plugin's `getPathsToWatch` gives, resolved from the site folder as Docusaurus resolves them. */
export function pluginWatchPaths(config: SiteConfig, made: SitePlugins | undefined): PluginWatch {
  const folders: string[] = [];
  const files: string[] = [];
  const tests: ((path: string) => boolean)[] = [];
  for (const { made: plugin, label } of made?.plugins ?? []) {
    if (typeof plugin.getPathsToWatch !== 'function') continue;
    let given: unknown;
    try {
      given = plugin.getPathsToWatch.call(plugin);
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      throw pxErrors.SitePluginFailed.create({ message: `The site plugin "${plugin.name}" (${label}) threw in getPathsToWatch: ${err.name}: ${err.message}` }, { where: { file: configSource(config) }, cause: error });
    }
    if (!Array.isArray(given)) {
      if (given === undefined || given === null) continue;
      throw pxErrors.SitePluginFailed.create({ message: `The site plugin "${plugin.name}" (${label})'s getPathsToWatch returned ${typeof given}: it returns a list of paths (\`['data/versions.json']\`), relative to the site folder or absolute.` }, { where: { file: configSource(config) } });
    }
    for (const path of given) {
      if (typeof path !== 'string' || !path) continue;
      const absolute = resolve(made!.siteDir, path);
      const { base, isGlob } = picomatch.scan(absolute);
      if (isGlob) {
        folders.push(base);
        tests.push(picomatch(absolute, { dot: true }));
      } else if (isFolder(absolute)) {
        folders.push(absolute);
        tests.push((changed) => changed === absolute || changed.startsWith(absolute + sep));
      } else {
        files.push(absolute);
        tests.push((changed) => changed === absolute);
      }
    }
  }
  return { folders, files, matches: (path) => tests.some((test) => test(path)) };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
