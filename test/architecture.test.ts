// The boundaries between the layers, checked on the real import graph (esbuild
// resolves every import of every file), and the rule that every TypeScript file
// is type-checked by exactly one tsconfig.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { buildClientAssets } from '../compiler/client-assets.js';
import { removeTempDirs, ROOT, themeCopy } from './helpers.js';

/** Source files of a folder (recursively), skipping fixtures' content, outputs and dependencies. */
async function sources(folder: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (['node_modules', 'dist', '.git'].includes(entry.name) || entry.name.endsWith('-builds') || entry.name === 'out') continue;
        await walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !full.includes(`${sep}fixtures${sep}`)) out.push(full);
    }
  };
  await walk(folder);
  return out.sort();
}

/** Every project file each file of `layer` reaches through its imports (npm packages excluded). */
async function reachedFrom(layer: string): Promise<Map<string, string[]>> {
  const entryPoints = (await sources(join(ROOT, layer))).filter((file) => !file.endsWith('.d.ts'));
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    outdir: join(ROOT, '.architecture-check'),
    logLevel: 'silent',
  });
  const reached = new Map<string, string[]>();
  for (const [input, meta] of Object.entries(result.metafile.inputs)) {
    const from = relative(ROOT, join(process.cwd(), input)).split(sep).join('/');
    reached.set(from, meta.imports.filter((item) => !item.external).map((item) => relative(ROOT, join(process.cwd(), item.path)).split(sep).join('/')));
  }
  return reached;
}

/** Imports from `layer` into folders it must not reach, as "importer → imported" lines. */
async function violations(layer: string, forbidden: string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const [from, imports] of await reachedFrom(layer)) {
    for (const target of imports) if (forbidden.some((folder) => target.startsWith(`${folder}/`))) lines.push(`${from} → ${target}`);
  }
  return lines;
}

describe('layer boundaries', () => {
  after(removeTempDirs);

  it('should keep the compiler free of the servers and the command line', async () => {
    assert.deepEqual(await violations('compiler', ['server', 'cli', 'theme/islands']), []);
  });

  it('should keep the servers free of the command line and of browser code', async () => {
    assert.deepEqual(await violations('server', ['cli', 'theme/islands']), []);
  });

  it('should keep server-side theme components free of the compiler, servers and command line', async () => {
    assert.deepEqual(await violations('theme/components', ['compiler', 'server', 'cli', 'theme/islands']), []);
  });

  it('should keep shared theme code free of every other layer and of Node modules', async () => {
    assert.deepEqual(await violations('theme/shared', ['compiler', 'server', 'cli', 'theme/components', 'theme/islands']), []);
    const result = await build({ entryPoints: await sources(join(ROOT, 'theme/shared')), bundle: true, write: false, metafile: true, platform: 'neutral', packages: 'external', outdir: join(ROOT, '.architecture-check'), logLevel: 'silent' });
    const nodeImports = Object.entries(result.metafile.inputs).flatMap(([file, meta]) => meta.imports.filter((item) => item.path.startsWith('node:')).map((item) => `${file} → ${item.path}`));
    assert.deepEqual(nodeImports, []);
  });

  it('should fail the client build when an island imports compiler code, naming the importer', async () => {
    const root = await themeCopy('pxdocs-boundary-');
    await mkdir(join(root, 'compiler'), { recursive: true });
    await writeFile(join(root, 'compiler', 'secret.ts'), 'export const secret = "server only";\n');
    await writeFile(join(root, 'theme', 'islands', 'leak.ts'), "import { secret } from '../../compiler/secret.js';\nconsole.log(secret);\n");
    await assert.rejects(buildClientAssets({ themeDir: join(root, 'theme') }), (error: Error) => {
      assert.match(error.message, /islands\/leak\.ts imports "\.\.\/\.\.\/compiler\/secret\.js"/);
      return true;
    });
  });

  it('should fail the client build when an island imports a Node module', async () => {
    const root = await themeCopy('pxdocs-boundary-');
    await writeFile(join(root, 'theme', 'islands', 'fs.ts'), "import { readFileSync } from 'node:fs';\nconsole.log(readFileSync);\n");
    await assert.rejects(buildClientAssets({ themeDir: join(root, 'theme') }), /cannot import the Node module "node:fs"/);
  });

  it('should build the real islands with only islands, shared code and npm packages as inputs', async () => {
    const assets = await buildClientAssets({});
    const strays = assets.inputs.filter((input) => !input.includes('node_modules/') && !/theme\/(islands|shared)\//.test(input));
    assert.deepEqual(strays, []);
    assert.ok(assets.inputs.some((input) => input.includes('theme/islands/core.ts')), 'the metafile lists no island at all');
  });
});

describe('type-checking', () => {
  it('should check every TypeScript file with exactly one tsconfig', async () => {
    const configs = ['tsconfig.json', 'theme/islands/tsconfig.json', 'theme/shared/tsconfig.json', 'theme/inline/tsconfig.json', 'test/tsconfig.json'];
    const owners = new Map<string, string[]>();
    for (const config of configs) {
      const path = join(ROOT, config);
      const parsed = ts.getParsedCommandLineOfConfigFile(path, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => { throw new Error(String(diagnostic.messageText)); } });
      assert.ok(parsed, `${config} could not be read`);
      for (const file of parsed.fileNames) {
        const key = relative(ROOT, file).split(sep).join('/');
        owners.set(key, [...(owners.get(key) ?? []), config]);
      }
    }
    const problems: string[] = [];
    for (const file of await sources(ROOT)) {
      const key = relative(ROOT, file).split(sep).join('/');
      const found = owners.get(key) ?? [];
      if (found.length !== 1) problems.push(`${key}: ${found.length ? found.join(', ') : 'no tsconfig'}`);
    }
    assert.deepEqual(problems, []);
  });
});
