// The two ways work over many files is bounded: eachLimit over a known list,
// and limiter for a walk that fans out as it goes (content discovery).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eachLimit, limiter } from '../../compiler/each-limit.js';
import { makeTempDir, removeTempDirs, ROOT } from '../helpers.js';

test.after(removeTempDirs);

test('a limiter runs at most its limit at once, every call once, in the order they came', async () => {
  const gate = limiter(3);
  let active = 0;
  let most = 0;
  const started: number[] = [];
  // Calls that start more calls, as a folder walk does.
  const call = (id: number): Promise<number> => gate(async () => {
    started.push(id);
    active++;
    most = Math.max(most, active);
    await sleep(id % 3);
    active--;
    return id;
  });
  const results = await Promise.all(Array.from({ length: 40 }, (_, id) => call(id)));
  assert.deepEqual(results, Array.from({ length: 40 }, (_, id) => id));
  assert.equal(most, 3);
  assert.deepEqual(started, [...started].sort((a, b) => a - b), 'first come, first served');
  // A failing call gives its slot back.
  await assert.rejects(gate(async () => { throw new Error('no such file'); }), /no such file/);
  assert.equal(await gate(async () => 'still open'), 'still open');
  let seen = 0;
  await eachLimit(Array.from({ length: 10 }, (_, index) => index), 4, async () => { seen++; });
  assert.equal(seen, 10);
});

test('discovery reads a site with more files than the process may open at once', { timeout: 120_000 }, async () => {
  const site = await makeTempDir('pxdocs-many-files-');
  writeFileSync(join(site, 'package.json'), '{"type":"module"}');
  writeFileSync(join(site, 'pxdocs.config.mjs'), "export default { title: 'Many', url: 'https://many.example', docs: { path: 'docs', routeBasePath: '/' }, navbar: { items: [] }, footer: { copyright: 'Many' } };\n");
  // 1,500 pages in 75 folders, each with a _category_.json: every read starts at once without a gate.
  for (let folder = 0; folder < 75; folder++) {
    const dir = join(site, 'docs', `folder-${folder}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '_category_.json'), JSON.stringify({ label: `Folder ${folder}` }));
    for (let page = 0; page < 20; page++) writeFileSync(join(dir, `page-${page}.md`), `# Page ${folder}.${page}\n\nText.\n`);
  }
  const script = `
    const { loadConfig } = await import(${JSON.stringify(join(ROOT, 'compiler/config/load.ts'))});
    const { discover } = await import(${JSON.stringify(join(ROOT, 'compiler/discover.ts'))});
    const { Diagnostics } = await import(${JSON.stringify(join(ROOT, 'compiler/diagnostics.ts'))});
    const { config } = await loadConfig(${JSON.stringify(site)});
    const tree = await discover({ cwd: ${JSON.stringify(site)}, config, diagnostics: new Diagnostics() });
    console.log(tree.docs.length);`;
  // 400 descriptors: Node, tsx and esbuild take some; the walk must fit in the rest.
  const child = spawnSync('bash', ['-c', `ulimit -n 400 && exec "${process.execPath}" --import tsx --input-type=module -e "$SCRIPT"`], { cwd: ROOT, env: { ...process.env, SCRIPT: script }, encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout.trim(), '1500');
});
