// A site's own copy of DocVersionBanner (fastify/website's adds a Long Term Support line under the
// banner of versions before 4): pxdocs drew its own banner and said the copy was not used, and the
// hooks the copy reads were missing (useActivePlugin gave undefined, useDocVersionSuggestions and
// useDocsPreferredVersion were not there). The copy is now drawn in the banner's place.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Banner', url: 'https://banner.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Banner' }, chat: { embeddings: 'off' },
};\n`;

const BANNER = `import React from 'react';
import Link from '@docusaurus/Link';
import { useActivePlugin, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import { useDocsPreferredVersion, useDocsVersion } from '@docusaurus/theme-common/internal';
function Enabled({ versionMetadata }) {
  const { pluginId } = useActivePlugin({ failfast: true });
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  const main = (version) => version.docs.find((doc) => doc.id === version.mainDocId);
  const target = latestDocSuggestion ?? main(latestVersionSuggestion);
  return (
    <div className="own-banner" role="alert">
      {versionMetadata.label} is {versionMetadata.banner}; see <Link to={target.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>{latestVersionSuggestion.label}</Link>
      {parseInt(versionMetadata.version, 10) < 2 && <span className="lts"> (end of life)</span>}
    </div>
  );
}
export default function DocVersionBanner() {
  const versionMetadata = useDocsVersion();
  return versionMetadata.banner ? <Enabled versionMetadata={versionMetadata} /> : null;
}
`;

describe("a site's own copy of DocVersionBanner", () => {
  it("is drawn above an old version's doc, with the hooks it reads; none on the latest", async () => {
    const dir = await makeTempDir('pxdocs-version-banner-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'versions.json': '["2.0", "1.0"]\n',
      'docs/intro.md': '# Intro next\n\nNext.\n',
      'versioned_docs/version-2.0/intro.md': '# Intro 2\n\nTwo.\n',
      'versioned_docs/version-2.0/only-two.md': '# Only in two\n\nTwo.\n',
      'versioned_docs/version-1.0/intro.md': '# Intro 1\n\nOne.\n',
      'versioned_docs/version-1.0/old.md': '# Old\n\nOne.\n',
      'src/theme/DocVersionBanner/index.js': BANNER,
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /DocVersionBanner replaces|lacks|useDocVersionSuggestions/);
    // The same doc in the latest version, when it has it; else that version's main doc.
    const intro = await readFile(join(dir, 'out', 'docs', '1.0', 'intro.html'), 'utf8');
    assert.match(intro, /<div class="own-banner" role="alert">1\.0 is unmaintained; see <a href="\/docs\/intro">2\.0<\/a><span class="lts"> \(end of life\)<\/span><\/div>/);
    assert.doesNotMatch(intro, /theme-doc-version-banner/);
    const old = await readFile(join(dir, 'out', 'docs', '1.0', 'old.html'), 'utf8');
    assert.match(old, /see <a href="\/docs\/intro">2\.0<\/a>/);
    const latest = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.doesNotMatch(latest, /own-banner/);
  });
});
