// `editUrl` as a function of the page, as Docusaurus's docs and blog plugins take
// it: init carries a function that reads only its parameters as code, the build
// calls it for each doc and post with Docusaurus's parameters (version and its
// folder, the path inside the folder the file was read from, the permalink with
// the base URL, the locale), and a function that throws fails the build naming
// the option and the page. Each site is written to a temp folder, initialised
// with the real CLI where it is a Docusaurus site, then built.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPage, selectOne } from './lib.js';
import { buildSite, runInit } from '../helpers.js';

let temp: string;
before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-edit-url-'));
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

async function writeSite(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(temp, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

/** The "Edit this page" link of a built page, or undefined. */
async function editLink(out: string, route: string): Promise<string | undefined> {
  const link = selectOne((await readPage(out, route)).tree, 'a.theme-edit-this-page');
  return link ? String(link.properties.href) : undefined;
}

const DOCS_FUNCTION = "({ version, versionDocsDirPath, docPath, permalink, locale }) => docPath.startsWith('private/') ? undefined : `https://git.example/${locale}/${version}/${versionDocsDirPath}/${docPath}?at=${permalink}`";
const BLOG_FUNCTION = '({ blogDirPath, blogPath, permalink, locale }) => `https://git.example/blog/${locale}/${blogDirPath}/${blogPath}?at=${permalink}`';

describe('editUrl as a function', () => {
  it('init writes a function that reads only its parameters as code, and the build calls it per doc and post with Docusaurus\'s parameters', async () => {
    const dir = await writeSite('init', {
      'docusaurus.config.js': `module.exports = {
  title: 'Edits', url: 'https://edits.example', baseUrl: '/proj/',
  presets: [['classic', {
    docs: { sidebarPath: './sidebars.js', editUrl: ${DOCS_FUNCTION} },
    blog: { editUrl: ${BLOG_FUNCTION} },
  }]],
};\n`,
      'sidebars.js': "module.exports = { docs: ['intro', 'guide/setup', 'private/notes'] };\n",
      'docs/intro.md': '# Intro\n\nStart here.\n',
      'docs/guide/setup.md': '# Setup\n\nSet it up.\n',
      'docs/private/notes.md': '# Notes\n\nNo edit link: the function gives none.\n',
      'blog/2024-03-01-hello.md': '---\ntitle: Hello\nauthors: [{ name: Ann }]\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /editUrl/, 'both functions are carried, not listed');
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"editUrl": \(\{ version, versionDocsDirPath, docPath, permalink, locale \}\) =>/);
    assert.match(written, /"editUrl": \(\{ blogDirPath, blogPath, permalink, locale \}\) =>/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const out = join(dir, 'out');
    assert.equal(await editLink(out, '/docs/intro'), 'https://git.example/en/current/docs/intro.md?at=/proj/docs/intro');
    assert.equal(await editLink(out, '/docs/guide/setup'), 'https://git.example/en/current/docs/guide/setup.md?at=/proj/docs/guide/setup');
    assert.equal(await editLink(out, '/docs/private/notes'), undefined, 'undefined from the function: no link');
    assert.equal(await editLink(out, '/blog/2024/03/01/hello'), 'https://git.example/blog/en/blog/2024-03-01-hello.md?at=/proj/blog/2024/03/01/hello');
  });

  it("passes a translated doc's path inside its translations folder, the version's original folder and the locale", async () => {
    const dir = await writeSite('i18n', {
      'pxdocs.config.mjs': `export default {
  title: 'Edits', url: 'https://edits.example',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  docs: { path: 'docs', routeBasePath: 'docs', editUrl: ${DOCS_FUNCTION} },
  navbar: { items: [] }, footer: { copyright: '' },
};\n`,
      'docs/intro.md': '# Intro\n\nStart here.\n',
      'docs/guide.md': '# Guide\n\nNot translated.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nCommencez ici.\n',
    });
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const out = join(dir, 'out');
    assert.equal(await editLink(out, '/docs/intro'), 'https://git.example/en/current/docs/intro.md?at=/docs/intro');
    assert.equal(await editLink(out, '/fr/docs/intro'), 'https://git.example/fr/current/docs/intro.md?at=/fr/docs/intro');
    assert.equal(await editLink(out, '/fr/docs/guide'), 'https://git.example/fr/current/docs/guide.md?at=/fr/docs/guide');
  });

  it('fails the build naming the option and the page when the function throws or returns something that is not a URL', async () => {
    for (const [name, body, expected] of [
      ['throws', "({ docPath }) => { if (docPath === 'broken.md') throw new Error('no repository for ' + docPath); return 'https://git.example/' + docPath; }", /docs\.editUrl threw for docs\/broken\.md: no repository for broken\.md/],
      ['returns', '() => 42', /docs\.editUrl returned number for docs\/(broken|intro)\.md, not a URL/],
    ] as const) {
      const dir = await writeSite(`fails-${name}`, {
        'pxdocs.config.mjs': `export default { title: 'Edits', url: 'https://edits.example', docs: { path: 'docs', routeBasePath: 'docs', editUrl: ${body} }, navbar: { items: [] }, footer: { copyright: '' } };\n`,
        'docs/intro.md': '# Intro\n\nStart here.\n',
        'docs/broken.md': '# Broken\n\nIts edit link cannot be made.\n',
      });
      const build = await buildSite(dir, 'out');
      const output = build.stdout + build.stderr;
      assert.equal(build.code, 1, output);
      assert.match(output, /Config function failed/, output);
      assert.match(output, expected, output);
    }
  });
});
