// What a site's Markdown plugin prints while it runs on a page. rehype-katex has KaTeX
// write "LaTeX-incompatible input and strict mode is set to 'warn'…" with console.warn:
// printed as it came, the line fell between the build's progress lines naming no page
// (seriohub/vui-docs). While a plugin's transformer runs, the console's writing methods are
// taken over and what they are given becomes a warning of the page (its file, and the
// plugin); they are given back when it returns. What it prints after an `await` is not
// caught: the page's own thread has moved on by then.
import { format } from 'node:util';
import type { VFile } from 'vfile';

/** The `source` of these warnings: compile.ts groups them under 'markdown-plugin'. */
export const PLUGIN_OUTPUT_SOURCE = 'pxdocs-plugin-output';

const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** Runs `run` (a plugin's transformer on `file`); what it prints on the console becomes the page's warnings. */
export function withPluginConsole<T>(file: VFile, plugin: string, run: () => T): T {
  const saved = METHODS.map((method) => console[method]);
  const printed: string[] = [];
  for (const method of METHODS) console[method] = (...args: unknown[]) => { printed.push(format(...args)); };
  try {
    return run();
  } finally {
    METHODS.forEach((method, index) => { console[method] = saved[index]!; });
    for (const text of new Set(printed)) {
      const message = file.message(`The ${plugin} printed: ${text.trim()}`);
      message.source = PLUGIN_OUTPUT_SOURCE;
    }
  }
}
