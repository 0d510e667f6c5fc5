// A file of an installed package named by a Docusaurus config, as
// `require.resolve('react-local-toast/dist/bundle.css')` in the classic theme's
// `customCss`: Docusaurus resolves it when the config runs; init, which does not
// run the config, resolves it from the site folder as Node would, and writes the
// path it finds (`node_modules/…`), which pxdocs's own options take.
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** The file's path from `siteDir` (forward slashes), or undefined when no installed package has it. */
export function packageFilePath(specifier: string, siteDir: string): string | undefined {
  try {
    const found = createRequire(join(siteDir, 'docusaurus.config.js')).resolve(specifier);
    return relative(siteDir, found).split('\\').join('/');
  } catch {
    // Not installed (or not a file of the package): the caller says so.
    return undefined;
  }
}
