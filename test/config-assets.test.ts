// Files the config names in the static folder (favicon, social image, logos):
// a path leaving it fails the build naming the key; a missing file warns once,
// naming the key and where it was looked for; present files pass in silence.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, MINIMAL_CONFIG, page, removeTempDirs, writeFiles } from './helpers.js';

after(removeTempDirs);

async function site(overrides: Record<string, unknown>, files: Record<string, string> = {}): Promise<string> {
  const dir = await makeTempDir('pxdocs-config-assets-');
  await writeFiles(dir, { 'config/site.config.ts': fixtureConfig(overrides), 'content/docs/index.md': page({ title: 'Home' }), ...files });
  return dir;
}

describe('files the config names', () => {
  it('refuses a favicon or a logo whose path leaves the static folder, naming the key, and writes nothing', async () => {
    for (const [overrides, key, path] of [
      [{ favicon: '../secret.txt' }, 'favicon', '../secret.txt'],
      [{ navbar: { items: [], logo: { src: 'img/logo.svg', alt: 'Logo', srcDark: '/img/../../etc/passwd' } } }, 'navbar.logo.srcDark', '/img/../../etc/passwd'],
    ] as const) {
      const dir = await site(overrides, { 'static/img/logo.svg': '<svg/>' });
      const result = await buildSite(dir);
      assert.equal(result.code, 1, result.stderr);
      assert.ok(result.stderr.includes(`Config path leaves the site  config/site.config.ts\n  ${key}: "${path}" has a ".." segment`), result.stderr);
    }
  });

  it('warns once of each missing file, naming the key and the file looked for; files that are there say nothing', async () => {
    const dir = await site({
      favicon: 'img/favicon.ico',
      image: 'img/card.png',
      navbar: { items: [], logo: { src: 'img/missing-logo.svg', alt: 'Logo' } },
      footer: { ...(MINIMAL_CONFIG.footer as object), logo: { src: '/img/foot.png', alt: 'Foot' } },
    }, { 'static/img/favicon.ico': 'ico', 'static/img/card.png': 'png', 'content/docs/other.md': page({ title: 'Other' }) });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stderr.split('\n').filter((line) => line.includes('is in no static folder'));
    assert.deepEqual(lines.map((line) => line.trim()), [
      "config/site.config.ts: navbar.logo.src: img/missing-logo.svg is in no static folder (looked for static/img/missing-logo.svg): every page draws a broken image. Add the file, or correct the path (relative to the static folder, as in Docusaurus).",
      "config/site.config.ts: footer.logo.src: /img/foot.png is in no static folder (looked for static/img/foot.png): every page draws a broken image. Add the file, or correct the path (relative to the static folder, as in Docusaurus).",
    ]);
  });
});
