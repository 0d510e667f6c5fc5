// A one-area site built in process, for tests of what odd page files and
// pathological text do to a build (page-files, nesting-limits).
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { toPxErrors } from '../../compiler/errors.js';
import { fixtureConfig, makeTempDir, page, writeFiles } from '../helpers.js';

/** A reporter that prints nothing: the tests read the build's result or its errors. */
export const quiet = () => new Reporter({ quiet: true, stream: { write: () => true } as unknown as NodeJS.WritableStream });

/** A one-area site whose content/docs/ holds these files (plus a home page). */
export async function siteWith(files: Record<string, string | Buffer>, prefix = 'pxdocs-page-files-'): Promise<string> {
  const site = join(await makeTempDir(prefix), 'site');
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }) });
  for (const [path, contents] of Object.entries(files)) await writeFile(join(site, 'content', 'docs', path), contents);
  return site;
}

/** Builds the site in process, on one thread and without the cache. */
export function buildQuietly(site: string): ReturnType<typeof build> {
  return build({ cwd: site, reporter: quiet(), workers: 1, cache: false });
}

/** The build's thrown errors as "title file:line:column message" lines, or a failed assertion if it built. */
export async function buildErrors(site: string): Promise<string[]> {
  try {
    await buildQuietly(site);
  } catch (error) {
    return toPxErrors(error).map((item) => `${item.title} ${item.where?.file}:${item.where?.line}:${item.where?.column} ${item.message}`);
  }
  assert.fail('the build succeeded');
}
