// Browser assets: each file directly in theme/islands/ is an entrypoint, bundled
// by esbuild (ESM, code splitting, minified, content-hashed names); the theme CSS
// is one minified, hashed stylesheet; the head script is minified for inlining.
import { build, transform } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { gzipSync } from 'node:zlib';
import type { SiteData } from '../theme/components/types.js';
import { PxError } from './errors.js';

export const THEME_DIR = join(PACKAGE_ROOT, 'theme');

export interface ClientAssets {
  files: { path: string; contents: Uint8Array }[];
  assets: SiteData['assets'];
  /** Gzipped size of each public asset URL, for first-load budgets. */
  gzipSizes: Map<string, number>;
  /** Source files that went into the bundles (to prove islands import no Node code). */
  inputs: string[];
}

export async function buildClientAssets(options: { announcementId?: string; minify?: boolean }): Promise<ClientAssets> {
  try {
    return await bundleClientAssets(options);
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
    if (!first) throw error;
    throw new PxError('Theme does not compile', first.text, {
      where: first.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
      hint: 'Fix the browser code or stylesheet in the theme folder.',
    });
  }
}

async function bundleClientAssets(options: { announcementId?: string; minify?: boolean }): Promise<ClientAssets> {
  const islandsDir = join(THEME_DIR, 'islands');
  const entries = (await readdir(islandsDir)).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).map((name) => join(islandsDir, name));
  const minify = options.minify ?? true;
  const [scripts, styles, head] = await Promise.all([
    build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify,
      write: false,
      absWorkingDir: '/',
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    build({
      entryPoints: [join(THEME_DIR, 'styles', 'index.css')],
      bundle: true,
      minify,
      write: false,
      absWorkingDir: '/',
      outdir: 'assets',
      entryNames: 'theme-[hash]',
      logLevel: 'silent',
    }),
    readFile(join(THEME_DIR, 'inline', 'head.ts'), 'utf8').then((source) => transform(source, {
      loader: 'ts',
      minify,
      target: 'es2018',
      define: { __ANNOUNCEMENT_ID__: JSON.stringify(options.announcementId ?? '') },
    })),
  ]);
  const files = [...scripts.outputFiles, ...styles.outputFiles].map((file) => ({ path: file.path.replace(/^\/assets\//, 'assets/'), contents: file.contents }));
  const gzipSizes = new Map(files.map((file) => [`/${file.path}`, gzipSync(file.contents, { level: 9 }).length]));
  const islands: SiteData['assets']['islands'] = {};
  for (const [output, meta] of Object.entries(scripts.metafile.outputs)) {
    if (!meta.entryPoint || !output.endsWith('.js')) continue;
    const name = basename(meta.entryPoint).replace(/\.tsx?$/, '');
    islands[name] = {
      src: `/${output}`,
      preload: meta.imports.filter((item) => item.kind === 'import-statement').map((item) => `/${item.path}`),
    };
  }
  return {
    files,
    assets: {
      css: styles.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.path),
      headScript: head.code.trim(),
      islands,
    },
    gzipSizes,
    inputs: Object.keys(scripts.metafile.inputs),
  };
}
