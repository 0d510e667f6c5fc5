// init's lines for a Docusaurus site's package.json scripts: the pxdocs command each becomes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scriptEquivalents } from '../../cli/init-scripts.js';

async function withScripts(scripts: unknown, check: (lines: string[]) => void): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'pxdocs-init-scripts-'));
  try {
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'site', scripts }));
    check(scriptEquivalents(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('each script running docusaurus gets the pxdocs command that replaces it, options renamed where pxdocs names them otherwise', async () => {
  await withScripts({
    docusaurus: 'docusaurus',
    start: 'docusaurus start --port 4000',
    build: 'docusaurus build --out-dir public',
    serve: 'docusaurus serve --dir public',
    deploy: 'GIT_USER=me docusaurus deploy',
    clear: 'docusaurus clear',
    'write-translations': 'docusaurus write-translations --locale fr',
    ci: 'npm run lint && docusaurus build && docusaurus serve',
    plugin: 'docusaurus generate-api-docs all',
    swizzle: 'docusaurus swizzle',
    typecheck: 'tsc',
  }, (lines) => {
    assert.deepEqual(lines, [
      '"docusaurus": docusaurus  →  pxdocs dev',
      '"start": docusaurus start --port 4000  →  pxdocs dev --port 4000',
      '"build": docusaurus build --out-dir public  →  pxdocs build --out public',
      '"serve": docusaurus serve --dir public  →  pxdocs serve --out public',
      '"deploy": GIT_USER=me docusaurus deploy  →  GIT_USER=me pxdocs deploy',
      '"clear": docusaurus clear  →  pxdocs clear',
      '"write-translations": docusaurus write-translations --locale fr  →  pxdocs write-translations --locale fr',
      '"ci": npm run lint && docusaurus build && docusaurus serve  →  npm run lint && pxdocs build && pxdocs serve',
      '"plugin": docusaurus generate-api-docs all  →  pxdocs generate-api-docs all',
      '"swizzle": docusaurus swizzle: the site\'s src/theme components are read as they are; pxdocs\'s theme is not Docusaurus\'s to copy',
    ]);
  });
});

test('no package.json, no scripts or scripts of another shape give no lines', async () => {
  await withScripts(undefined, (lines) => assert.deepEqual(lines, []));
  await withScripts(['docusaurus build'], (lines) => assert.deepEqual(lines, []));
  const dir = await mkdtemp(join(tmpdir(), 'pxdocs-init-scripts-'));
  try {
    assert.deepEqual(scriptEquivalents(dir), []);
    await writeFile(join(dir, 'package.json'), '{ not json');
    assert.deepEqual(scriptEquivalents(dir), []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
