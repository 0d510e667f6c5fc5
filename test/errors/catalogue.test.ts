// The error catalogue (compiler/errors/catalogue.ts) is the only source of the
// errors a person meets: the source is walked for errors made any other way,
// every entry has a title and a hint and is used, docs/errors.md lists them all,
// and real failures come out as catalogue entries with their hint.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_TITLES, allErrors, errorsMarkdown, pxErrors } from '../../compiler/errors/catalogue.js';
import { PxError, toPxErrors } from '../../compiler/errors.js';
import { loadConfig, parseConfig } from '../../compiler/config/load.js';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { makeFixture, makeTempDir, page, removeTempDirs } from '../helpers.js';

after(removeTempDirs);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CATALOGUE = 'compiler/errors/catalogue.ts';
/** The one other place a PxError is constructed: a catalogue error rebuilt after crossing a thread, its code kept. */
const REHYDRATION = 'compiler/pages/process.ts';

function sources(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push({ path: relative(ROOT, full), text: readFileSync(full, 'utf8') });
    }
  };
  for (const dir of ['compiler', 'server', 'cli', 'theme/components']) walk(join(ROOT, dir));
  return files;
}

/** Line numbers of `needle` in `text`. */
function linesOf(text: string, pattern: RegExp): number[] {
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [index + 1] : []));
}

describe('the error catalogue', () => {
  const files = sources();

  it('is where every user-facing error is made: no PxError is built from loose words', () => {
    const loose = files.flatMap(({ path, text }) => (path === CATALOGUE ? [] : linesOf(text, /new PxError\(/).map((line) => `${path}:${line}`)));
    const rehydration = loose.filter((place) => place.startsWith(`${REHYDRATION}:`));
    assert.equal(rehydration.length, 1, `process.ts rebuilds serialized errors in one place: ${rehydration.join(', ')}`);
    assert.deepEqual(loose.filter((place) => !place.startsWith(`${REHYDRATION}:`)), [], 'throw pxErrors.Name.create(...) instead');
    // The rebuilt error keeps the entry's name.
    assert.match(readFileSync(join(ROOT, REHYDRATION), 'utf8'), /new PxError\([^)]*code: error\.code \}\)/);
  });

  it('leaves plain Errors only where no person reads them as a pxdocs error', () => {
    // An invariant of pxdocs itself, and MCP tool errors (the protocol carries them to the agent).
    const allowed = new Set(['compiler/package-root.ts', 'server/mcp/server.ts', 'server/mcp/docs.ts']);
    // Theme components may not import the compiler: what they throw while rendering reaches people as PageRenderFailed.
    const plain = files.flatMap(({ path, text }) => (allowed.has(path) || path.startsWith('theme/') ? [] : linesOf(text, /throw new Error\(/).map((line) => `${path}:${line}`)));
    assert.deepEqual(plain, [], 'throw a catalogue error instead');
  });

  it('gives the command line its usage messages', () => {
    const usage = files.flatMap(({ path, text }) => linesOf(text, /new InvalidArgumentError\((?!pxErrors\.)/).map((line) => `${path}:${line}`));
    assert.deepEqual(usage, [], 'usage errors take their words from the catalogue');
  });

  it('has a name, a title, a hint and an area for every entry, names and titles unique', () => {
    assert.ok(allErrors.length >= 50, `${allErrors.length} entries`);
    const names = new Set<string>();
    const titles = new Set<string>();
    for (const entry of allErrors) {
      assert.match(entry.name, /^[A-Z][A-Za-z]+$/, `name of ${entry.title}`);
      assert.ok(entry.title.trim().length > 3, `${entry.name} has a title`);
      assert.ok(entry.hint.trim().length > 10, `${entry.name} has a hint`);
      assert.ok(entry.area in AREA_TITLES, `${entry.name}: area ${entry.area}`);
      assert.ok(!names.has(entry.name), `duplicate name ${entry.name}`);
      assert.ok(!titles.has(entry.title), `duplicate title ${entry.title}`);
      names.add(entry.name);
      titles.add(entry.title);
    }
  });

  it('has no entry that nothing uses, and nothing uses an entry it lacks', () => {
    const code = files.map((file) => file.text).join('\n');
    const used = new Set([...code.matchAll(/pxErrors\.([A-Za-z]+)/g)].map((match) => match[1]));
    for (const entry of allErrors) assert.ok(used.has(entry.name), `${entry.name} is never used`);
    for (const name of used) assert.ok(name in pxErrors, `pxErrors.${name} is not in the catalogue`);
  });

  it('makes PxErrors that carry the title, the message, the hint (or the case\'s own) and the entry\'s name', () => {
    const error = pxErrors.PortInUse.create({ port: 4000, host: '127.0.0.1' }, { where: { file: 'x.ts', line: 3 } });
    assert.ok(error instanceof PxError);
    assert.equal(error.title, 'Port in use');
    assert.equal(error.message, 'Port 4000 on 127.0.0.1 is already in use.');
    assert.equal(error.hint, pxErrors.PortInUse.hint);
    assert.equal(error.code, 'PortInUse');
    assert.deepEqual(error.where, { file: 'x.ts', line: 3 });
    assert.equal(pxErrors.PortInUse.create({ port: 1, host: 'h' }, { hint: 'Use --port 2.' }).hint, 'Use --port 2.');
    assert.equal(toPxErrors(new TypeError('boom'))[0].code, 'UnexpectedError');
  });

  it('is listed whole in docs/errors.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');
    assert.equal(doc, errorsMarkdown(), 'docs/errors.md is stale: run node --import tsx scripts/errors-doc.ts');
    for (const entry of allErrors) assert.ok(doc.includes(`\`${entry.name}\``), `${entry.name} listed`);
  });
});

describe('real failures come out as catalogue entries', () => {
  it('a folder without a config: NoSiteConfig', async () => {
    const dir = await makeTempDir('pxdocs-no-config-');
    await assert.rejects(loadConfig(dir), (error: PxError) => error.code === 'NoSiteConfig' && error.hint === pxErrors.NoSiteConfig.hint);
  });

  it('a config with a wrong value: InvalidSiteConfig naming the key', () => {
    assert.throws(() => parseConfig({ title: 42 }), (error: PxError) => error.code === 'InvalidSiteConfig' && /title/.test(error.message));
  });

  it('a broken link under onBrokenLinks: throw fails the build with BrokenLink at file:line:column', async () => {
    const dir = await makeFixture('basic', { 'content/guide/09-broken.md': page({ title: 'Broken' }, 'Go [nowhere](/guide/no-such-page).\n') });
    const result = await build({ cwd: dir, reporter: new Reporter({ quiet: true }), workers: 1, cache: false }).then(() => undefined, (error: unknown) => error);
    const errors = toPxErrors(result);
    const broken = errors.find((error) => error.code === 'BrokenLink');
    assert.ok(broken, `the build failed with BrokenLink: ${errors.map((error) => `${error.code} ${error.message}`).join('\n')}`);
    assert.deepEqual(broken.where, { file: 'content/guide/09-broken.md', line: 5, column: 4 });
    assert.equal(broken.hint, pxErrors.BrokenLink.hint);
  });
});
