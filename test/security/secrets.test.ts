// Secrets stay secret: the admin key is refused as the published search key
// whatever whitespace surrounds it (build and push), and model or admin keys
// in the environment never reach out/.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pushSearch } from '../../compiler/search/push.js';
import { PxError } from '../../compiler/errors.js';
import { buildSite, builtFixture, fixtureConfig, listFiles, makeFixture, removeTempDirs } from '../helpers.js';

after(removeTempDirs);

const ADMIN = '0123456789abcdef0123456789abcdef';
const hosted = { PXDOCS_ALGOLIA_APP_ID: 'APPID123', PXDOCS_ALGOLIA_INDEX: 'docs' };

describe('the admin key as the search key', () => {
  for (const [name, admin, search] of [
    ['a trailing space on the admin key', `${ADMIN} `, ADMIN],
    ['a leading space on the search key', ADMIN, ` ${ADMIN}`],
    ['a newline on both', `${ADMIN}\n`, `${ADMIN}\n`],
  ] as const) {
    it(`is refused at build with ${name}, and nothing is written`, async () => {
      const site = await makeFixture('basic');
      const result = await buildSite(site, undefined, { env: { ...hosted, PXDOCS_ALGOLIA_ADMIN_KEY: admin, PXDOCS_ALGOLIA_SEARCH_KEY: search } });
      assert.equal(result.code, 1, result.stdout + result.stderr);
      assert.match(result.stderr + result.stdout, /Admin key used as the search key/);
      assert.equal(existsSync(join(site, 'out')), false);
    });
  }

  it('is refused when the config holds it with spaces', async () => {
    const { default: basic } = await import('../fixtures/basic/config/site.config.js');
    const site = await makeFixture('basic', { 'config/site.config.ts': fixtureConfig({ search: { algolia: { appId: 'APPID123', apiKey: ` ${ADMIN} `, indexName: 'docs' } } }, basic as unknown as Record<string, unknown>) });
    const result = await buildSite(site, undefined, { env: { PXDOCS_ALGOLIA_ADMIN_KEY: ADMIN } });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr + result.stdout, /Admin key used as the search key/);
  });

  it('is refused by search push before any request', async () => {
    // The basic fixture as built once for the run (what `pxdocs build --cwd <site>` does; read only here).
    const { site, ...built } = await builtFixture('basic');
    assert.equal(built.code, 0, built.stderr);
    await assert.rejects(
      pushSearch({ cwd: site, env: { ...hosted, PXDOCS_ALGOLIA_ADMIN_KEY: ADMIN, PXDOCS_ALGOLIA_SEARCH_KEY: `${ADMIN} ` }, log: () => undefined }),
      (error: unknown) => error instanceof PxError && error.title === 'Admin key used as the search key',
    );
  });
});

describe('keys in the environment', () => {
  it('never appear in any built file', async () => {
    const site = await makeFixture('basic');
    const secrets = {
      PXDOCS_ALGOLIA_ADMIN_KEY: 'admin-secret-5f1e9a',
      AZURE_OPENAI_API_KEY: 'azure-secret-77c1d2',
      PXDOCS_LLM_API_KEY: 'llm-secret-0b9e44',
    };
    const result = await buildSite(site, undefined, { env: { ...hosted, PXDOCS_ALGOLIA_SEARCH_KEY: 'search-only-key', ...secrets } });
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    const files = await listFiles(out);
    assert.ok(files.length > 10);
    for (const file of files) {
      const body = await readFile(join(out, file), 'latin1');
      for (const value of Object.values(secrets)) assert.ok(!body.includes(value), `${file} holds ${value}`);
    }
    assert.ok((await readFile(join(out, 'index.html'), 'utf8')).includes('search-only-key'), 'the public search key is published');
  });
});
