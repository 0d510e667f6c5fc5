// A site's remark and rehype plugins run on the build's main thread for a
// small site (pages/pool.ts builds fewer than a few hundred pages there, and
// `pxdocs dev` all of them). A plugin whose loop never ends held that thread
// for good: no timer of it fires again and Ctrl+C waits for its event loop, so
// the build hung, deaf to everything but SIGKILL (page threads have the pool's
// watchdog; the main thread had none). Each call of a site plugin's transformer
// there runs under the page time limit (time-limit.ts: V8's own watchdog, the
// limit page code runs under) with `breakOnSigint`, so a loop fails its page
// naming the page and the plugin, and Ctrl+C stops it. Only site plugins, only
// on the main thread: pxdocs's own plugins and page threads pay nothing.
import type { Pluggable, PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { interruptedBySigint, pageTimedOut, timedOut, withinTimeLimit } from '../time-limit.js';
import { pxErrors } from '../errors/catalogue.js';
import { withPluginConsole } from './plugin-console.js';

type Attacher = (this: unknown, ...options: unknown[]) => unknown;
type Transformer = (this: unknown, tree: unknown, file: VFile, next?: unknown) => unknown;

/** `plugins` (the config's `markdown.<key>` list) with each transformer run under `ms`. */
export function timeLimitedPlugins(plugins: readonly Pluggable[], ms: number, key: string): PluggableList {
  return plugins.map((plugin, index) => {
    const [attacher, ...options] = Array.isArray(plugin) ? plugin : [plugin];
    if (typeof attacher !== 'function') return plugin;
    const name = `${attacher.name ? `${attacher.name} ` : ''}(markdown.${key}[${index}])`;
    const limited = function (this: unknown, ...args: unknown[]): unknown {
      const transformer = (attacher as Attacher).apply(this, args);
      return typeof transformer === 'function' ? limitedTransformer(transformer as Transformer, ms, `${key.toLowerCase().includes('rehype') ? 'rehype' : 'remark'} plugin ${name}`) : transformer;
    };
    Object.defineProperty(limited, 'name', { value: attacher.name });
    return (options.length ? [limited, ...options] : limited) as Pluggable;
  });
}

function limitedTransformer(transformer: Transformer, ms: number, plugin: string): Transformer {
  const run = (self: unknown, tree: unknown, file: VFile, next?: unknown): unknown => {
    try {
      // A transformer that returns a promise is limited up to its first await (its synchronous part).
      return withinTimeLimit(ms, () => withPluginConsole(file, plugin, () => transformer.call(self, tree, file, next)), { breakOnSigint: true });
    } catch (error) {
      const page = (file.data.pageSource as { source?: string } | undefined)?.source ?? file.path;
      if (timedOut(error)) throw pageTimedOut(page, ms, `running the ${plugin}`);
      if (interruptedBySigint(error)) {
        // The build's own listeners were set aside while the plugin ran: the signal is given back to them,
        // so this Ctrl+C counts as any other (the build stops; a second one ends the process at once).
        process.kill(process.pid, 'SIGINT');
        throw pxErrors.BuildInterrupted.create({ message: `The build was stopped (Ctrl+C) while the ${plugin} ran on ${page}.` }, { where: { file: page } });
      }
      throw error;
    }
  };
  // unified passes a callback only to a transformer that declares a third parameter (trough): the arity is kept.
  return transformer.length > 2
    ? function (this: unknown, tree: unknown, file: VFile, next: unknown) { return run(this, tree, file, next); }
    : function (this: unknown, tree: unknown, file: VFile) { return run(this, tree, file); };
}
