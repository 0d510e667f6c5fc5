// Odd page files (issue 13, item 14): encodings (UTF-8 BOM, UTF-16 with a BOM,
// invalid UTF-8, binary), file names a URL cannot carry raw, and symlinked
// pages. Each is built for real (in process) and must either build correctly or
// be reported naming that file, never dropped or blamed on another page.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { decodePage } from '../../compiler/page-text.js';
import { fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { build } from '../../compiler/build.js';
import { formatError, toPxErrors } from '../../compiler/errors.js';
import { buildErrors, buildQuietly, quiet, siteWith } from './one-area-site.js';

after(removeTempDirs);

const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe('a docs folder that is a file', () => {
  it('fails naming the path as a file, not as a folder it could not read', async () => {
    const dir = await makeTempDir('pxdocs-docs-file-');
    await writeFiles(dir, { 'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n", docs: 'not a folder\n' });
    const error = await build({ cwd: dir, reporter: quiet() }).then(() => undefined, (caught: unknown) => caught);
    const text = toPxErrors(error).flatMap((entry) => formatError(entry)).join('\n');
    assert.match(text, /Missing docs folder/);
    assert.match(text, /docs is a file, not a folder of pages/);
    assert.doesNotMatch(text, /permissions/);
  });

  it('names the line and column of a wrong value in a category file, as of a syntax error in one', async () => {
    const dir = await makeTempDir('pxdocs-category-value-');
    await writeFiles(dir, { 'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n", 'docs/g/_category_.json': '{\n  "label": "G",\n    "position": "x"\n}\n', 'docs/g/x.md': page({ title: 'X' }) });
    const error = await build({ cwd: dir, reporter: quiet() }).then(() => undefined, (caught: unknown) => caught);
    const text = toPxErrors(error).flatMap((entry) => formatError(entry)).join('\n');
    assert.match(text, /Invalid category file  docs\/g\/_category_\.json:3:5\n\s+position: /, text);
  });

  it('fails naming a docs folder or a pages folder that is a link in a loop, not as a folder it could not read', async () => {
    for (const folder of ['docs', 'src/pages']) {
      const dir = await makeTempDir('pxdocs-docs-loop-');
      await writeFiles(dir, { 'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n", 'src/.keep': '' });
      if (folder !== 'docs') await writeFiles(dir, { 'docs/intro.md': page({ title: 'Intro' }) });
      await symlink(folder.split('/').pop()!, join(dir, folder));
      const error = await build({ cwd: dir, reporter: quiet() }).then(() => undefined, (caught: unknown) => caught);
      const text = toPxErrors(error).flatMap((entry) => formatError(entry)).join('\n');
      assert.match(text, new RegExp(`Folder is a loop of links  ${folder}\\n\\s+${folder} is a symbolic link in a loop of links`), text);
      assert.match(text, /ln -sfn/);
      assert.doesNotMatch(text, /permissions|ELOOP/);
    }
  });
});

describe('page encodings', () => {
  it('UTF-8 with a BOM, UTF-16 LE and UTF-16 BE (with their BOMs) build as the text they hold', { timeout: 120_000 }, async () => {
    const text = (title: string) => `---\ntitle: ${title}\nsidebar_label: Label ${title}\n---\n\n# Heading ${title} — café\n\nBody of ${title}: naïve ∀x.\n`;
    const site = await siteWith({
      'bom8.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text('Bom8'))]),
      'le.md': utf16le(text('Le16')),
      'be.md': utf16be(text('Be16')),
    });
    const result = await buildQuietly(site);
    assert.deepEqual(result.warnings.filter((warning) => warning.kind === 'encoding'), []);
    for (const [route, title] of [['bom8', 'Bom8'], ['le', 'Le16'], ['be', 'Be16']]) {
      const html = await readFile(join(result.outDir, 'docs', `${route}.html`), 'utf8');
      // Front matter was read (title and label), so the BOM did not hide the opening `---`.
      assert.match(html, new RegExp(`<title>${title} \\|`), route);
      assert.match(html, new RegExp(`Label ${title}`), route);
      assert.match(html, new RegExp(`<h1[^>]*>Heading ${title} — café<`), route);
      assert.match(html, new RegExp(`Body of ${title}: naïve ∀x\\.`), route);
      assert.ok(!html.includes('\uFEFF'), `${route}: no BOM character in the page`);
      assert.ok(!html.includes('\u0000'), `${route}: no NUL in the page`);
      // The Markdown twin for agents is UTF-8 text too.
      const twin = await readFile(join(result.outDir, 'docs', `${route}.md`), 'utf8');
      assert.match(twin, new RegExp(`Heading ${title} — café`), `${route}.md`);
      assert.ok(!twin.includes('\uFEFF') && !twin.includes('\u0000'), `${route}.md is clean UTF-8`);
    }
  });

  it('a page whose lines end in carriage returns alone reads its front matter, and its errors are at their lines', { timeout: 120_000 }, async () => {
    // Its `---\rtitle: …\r---` was shown as a rule and text (title from the file name), and every error was at line 1.
    const site = await siteWith({ 'mac.md': '---\rtitle: Classic Mac\rsidebar_label: Mac label\r---\r\r# Heading\r\rFirst line\rsecond line\r' });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'mac.html'), 'utf8');
    assert.match(html, /<title>Classic Mac \|/);
    assert.match(html, /Mac label/);
    assert.doesNotMatch(html, /title: Classic Mac|\r/);
    const broken = await siteWith({ 'mac.mdx': '---\rtitle: Broken\r---\r\r# Broken\r\rText {broken\r\rMore.\r' });
    const errors = await buildErrors(broken);
    assert.match(errors[0], /^MDX syntax error content\/docs\/mac\.mdx:7:13 /, errors.join('\n'));
  });

  it('a page that is not valid UTF-8 builds with a warning naming the file, line and column', { timeout: 120_000 }, async () => {
    const latin1 = Buffer.concat([Buffer.from('# Menu\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')]);
    const site = await siteWith({ 'latin1.md': latin1 });
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'encoding');
    assert.equal(warnings.length, 1, JSON.stringify(result.warnings));
    assert.deepEqual(warnings[0].where, { file: 'content/docs/latin1.md', line: 3, column: 4 });
    assert.match(warnings[0].message, /content\/docs\/latin1\.md is not valid UTF-8 \(first bad byte at line 3, column 4\)/);
    assert.match(warnings[0].message, /Save the file as UTF-8/);
    assert.match(await readFile(join(result.outDir, 'docs', 'latin1.html'), 'utf8'), /Caf\uFFFD au lait/);
  });

  it('a binary file named .md is skipped with a warning naming it; the rest builds', { timeout: 120_000 }, async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const site = await siteWith({ 'image.md': png, 'fine.md': page({ title: 'Fine' }) });
    const result = await buildQuietly(site);
    const warnings = result.warnings.filter((warning) => warning.kind === 'encoding');
    assert.equal(warnings.length, 1, JSON.stringify(result.warnings));
    assert.match(warnings[0].message, /content\/docs\/image\.md looks like a binary file, not text \(a NUL byte at line 3, column 1\); it was skipped/);
    assert.deepEqual((result.routes ?? []).map((route) => route.page.permalink).filter((path) => path.startsWith('/docs/')).sort(), ['/docs/fine']);
  });

  it('decodePage finds the first bad byte after multi-byte characters', () => {
    const bytes = Buffer.concat([Buffer.from('ok\nñé'), Buffer.from([0xc3]), Buffer.from('x')]);
    const decoded = decodePage(bytes, 'p.md');
    assert.equal(decoded.problem?.kind, 'invalid-utf8');
    assert.deepEqual([decoded.problem?.line, decoded.problem?.column], [2, 3]);
    assert.equal(decodePage(Buffer.from('plain ñ'), 'p.md').problem, undefined);
    assert.equal(decodePage(utf16be('β'), 'p.md').text, 'β');
  });
});

describe('a page file deleted or renamed while the site is read', () => {
  // Before: "Unreadable page … could not be read: ENOENT … hint: Check the file permissions", 28 of them in
  // `pxdocs dev`'s terminal while a script renamed files. The site's sidebarItemsGenerator runs after the
  // pages are listed and before they are built: deleting one there is the rename, made deterministic.
  it('is said to be gone, not unreadable, naming the file, with what to do', { timeout: 120_000 }, async () => {
    const dir = await makeTempDir('pxdocs-page-gone-');
    const doomed = join(dir, 'docs', 'doomed.md');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `import { rmSync } from 'node:fs';
export default {
  title: 'Gone', url: 'https://gone.example', navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
  docs: { path: 'docs', async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
    rmSync(${JSON.stringify(doomed)}, { force: true });
    return defaultSidebarItemsGenerator(args);
  } },
};
`,
      'docs/intro.md': page({ title: 'Intro' }),
      'docs/doomed.md': page({ title: 'Doomed' }),
    });
    const errors = await buildQuietly(dir).then(() => assert.fail('the build succeeded'), toPxErrors);
    assert.deepEqual(errors.map((error) => [error.title, error.where?.file, error.message, error.hint]), [[
      'Page file gone',
      'docs/doomed.md',
      'docs/doomed.md was there when the pages were listed, and gone when it was read: deleted or renamed meanwhile.',
      'Build again once the files stop moving (pxdocs dev rebuilds by itself on the next change).',
    ]]);
  });
});

describe('JSON files a Windows editor saved with a byte order mark', () => {
  // Before: "Invalid sidebars file … Unexpected token '\uFEFF', "\uFEFF{"main"…" is not valid JSON", naming a character no
  // one sees, of files Docusaurus reads (Node's require and js-yaml drop the mark), and the same for _category_.json.
  it('sidebars.json and _category_.json are read as the JSON they hold', { timeout: 120_000 }, async () => {
    const dir = await makeTempDir('pxdocs-json-bom-');
    const bom = (text: string) => `\uFEFF${text}`;
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'Bom', url: 'https://bom.example', navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, docs: { path: 'docs', sidebarPath: 'sidebars.json' } };\n",
      'sidebars.json': bom(JSON.stringify({ main: ['intro', { type: 'autogenerated', dirName: 'guide' }] })),
      'docs/intro.md': page({ title: 'Intro' }),
      'docs/guide/setup.md': page({ title: 'Setup' }),
      'docs/guide/more/deep.md': page({ title: 'Deep' }),
      'docs/guide/more/_category_.json': bom(JSON.stringify({ label: 'More things', position: 1 })),
    });
    assert.equal((await readFile(join(dir, 'sidebars.json'), 'utf8')).charCodeAt(0), 0xfeff);
    await buildQuietly(dir);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /More things/);
    assert.match(html, /href="\/docs\/guide\/setup"/);
  });
});

describe('a sidebars.json with a syntax error', () => {
  // Before: "Invalid sidebars file  sidebars.json / Expected double-quoted property name in JSON at position 52", no line.
  it('is named with the line and column of the error (a BOM before it changes nothing)', { timeout: 120_000 }, async () => {
    for (const mark of ['', '\uFEFF']) {
      const dir = await makeTempDir('pxdocs-json-syntax-');
      await writeFiles(dir, {
        'pxdocs.config.mjs': "export default { title: 'Json', url: 'https://json.example', navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, docs: { path: 'docs', sidebarPath: 'sidebars.json' } };\n",
        'sidebars.json': `${mark}{\n  "main": [\n    "intro",\n  ]\n}\n`,
        'docs/intro.md': page({ title: 'Intro' }),
      });
      const errors = await buildErrors(dir);
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.match(errors[0], /^Invalid sidebars file sidebars\.json:4:3 /, errors[0]);
    }
  });
});

describe('a sidebar link to a script or data URL', () => {
  // Before: the sidebar, written as HTML by a string renderer, carried href="javascript:alert(1)" on every page, and a click ran it.
  it('is refused, naming the sidebars file and the item', { timeout: 120_000 }, async () => {
    const dir = await makeTempDir('pxdocs-sidebar-script-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'Json', url: 'https://json.example', navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, docs: { path: 'docs', sidebarPath: 'sidebars.json' } };\n",
      'sidebars.json': JSON.stringify({ main: ['intro', { type: 'link', label: 'Evil', href: ' JavaScript:alert(1)' }, { type: 'link', label: 'Fine', href: 'https://example.com' }] }),
      'docs/intro.md': page({ title: 'Intro' }),
    });
    assert.deepEqual(await buildErrors(dir), ['Invalid sidebar item sidebars.json:1:18 main[1]: the "link" item "Evil" cannot go to " JavaScript:alert(1)": a javascript: URL runs script.']);
  });
});

describe('a sidebars.js that throws while it runs', () => {
  // Before: "Sidebars file failed to load  sidebars.js / no sidebar for you", no line, and a helper's throw blamed on sidebars.js.
  it('is named with the line and column of the throw, in the sidebars file or in a helper it requires', { timeout: 120_000 }, async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'sidebars.js': "// the sidebars\nconst items = ['intro'];\n\nfunction helper() {\n  throw new Error('no sidebar for you');\n}\nhelper();\nmodule.exports = { main: items };\n" }, 'sidebars.js:5:9 no sidebar for you'],
      [{ 'sidebars.js': "const h = require('./lib/items.js');\n\nmodule.exports = { main: h.items() };\n", 'lib/items.js': "exports.items = function () {\n  return [undefinedName.id];\n};\n" }, 'lib/items.js:2:11 undefinedName is not defined'],
    ];
    for (const [files, expected] of cases) {
      const dir = await makeTempDir('pxdocs-sidebars-throw-');
      await writeFiles(dir, {
        'pxdocs.config.mjs': "export default { title: 'Js', url: 'https://js.example', navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, docs: { path: 'docs', sidebarPath: 'sidebars.js' } };\n",
        'docs/intro.md': page({ title: 'Intro' }),
        ...files,
      });
      const errors = await buildErrors(dir);
      assert.deepEqual(errors, [`Sidebars file failed to load ${expected}`]);
    }
  });
});

describe('file names a URL cannot carry raw', () => {
  for (const [name, reason] of [['a#b.md', /contains `#`/], ['what?.md', /contains `\?`/], ['100%.md', /contains `%`/], ['Spring_Forward .md', /ends with a space/]] as const) {
    it(`${name} fails with an error naming that file, not its neighbours`, { timeout: 120_000 }, async () => {
      const site = await siteWith({ [name]: '# Odd\n\nText.\n', 'after.md': page({ title: 'After' }), 'before.md': page({ title: 'Before' }) });
      const errors = await buildErrors(site);
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.ok(errors[0].startsWith(`Unsafe page route content/docs/${name}:1:1 `), errors[0]);
      assert.match(errors[0], reason);
    });
  }

  it('a tab, a line break or an escape sequence in a name fails naming the file, printed with the character made visible', { timeout: 120_000 }, async () => {
    // Built, their links held the character raw: browsers drop tabs and line breaks from a URL, so every
    // link to /docs/tab<TAB>here asked for /docs/tabhere (404); an escape sequence reached the terminal.
    const site = await siteWith({ 'tab\there.md': '# Tab\n', 'new\nline.md': '# Line\n', 'x\u001b]0;pwned\u0007y.md': '# Esc\n', 'fine.md': page({ title: 'Fine' }) });
    let thrown: unknown;
    try {
      await buildQuietly(site);
    } catch (error) {
      thrown = error;
    }
    const printed = toPxErrors(thrown).map((error) => formatError(error).join('\n'));
    assert.equal(printed.length, 3, printed.join('\n\n'));
    assert.ok(printed.some((text) => text.startsWith('Unsafe page route  content/docs/new\\nline.md:1:1\n  The page\'s route "/docs/new\\nline" cannot be used: it contains a control character (U+000A, a line break)')), printed.join('\n\n'));
    assert.ok(printed.some((text) => text.startsWith('Unsafe page route  content/docs/tab\\there.md:1:1\n') && text.includes('(U+0009, a tab)')), printed.join('\n\n'));
    assert.ok(printed.some((text) => text.startsWith('Unsafe page route  content/docs/x\\x1b]0;pwned\\x07y.md:1:1\n')), printed.join('\n\n'));
    for (const text of printed) assert.doesNotMatch(text, /[\u0000-\u0009\u000b-\u001f]/, 'no raw control character is printed');
  });

  it('every such file is reported in one run, each by its own name', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'a#b.md': '# Odd\n', 'fine.md': page({ title: 'Fine' }) });
    await writeFiles(site, { 'content/docs/deeper/what?.md': '# Odder\n', 'content/docs/deeper/ok.md': page({ title: 'Ok' }) });
    const errors = await buildErrors(site);
    assert.deepEqual(errors.map((error) => error.split(' ').slice(0, 4).join(' ')), [
      'Unsafe page route content/docs/a#b.md:1:1',
      'Unsafe page route content/docs/deeper/what?.md:1:1',
    ]);
  });

  it('such a file builds under a slug of its own, and a name with spaces builds, links and is percent-encoded in the sitemap', { timeout: 120_000 }, async () => {
    const site = await siteWith({
      'a#b.md': page({ title: 'Hash', slug: '/hash-page' }),
      'with space.md': page({ title: 'Spaced' }),
      'links.md': '# Links\n\n[spaced](<./with space.md>)\n',
    });
    const result = await buildQuietly(site);
    const routes = (result.routes ?? []).map((route) => route.page.permalink);
    assert.ok(routes.includes('/hash-page'), routes.join(' '));
    assert.ok(routes.includes('/docs/with space'), routes.join(' '));
    assert.match(await readFile(join(result.outDir, 'docs', 'with space.html'), 'utf8'), /<title>Spaced \|/);
    const sitemap = await readFile(join(result.outDir, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\/docs\/with%20space<\/loc>/);
    assert.doesNotMatch(sitemap, /<loc>[^<]* [^<]*<\/loc>/, 'no raw space in a sitemap URL');
  });
});

describe('symlinked pages', () => {
  it('a link to a page inside the site is built; one outside it or dangling is reported by name', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { 'shared/real.md': page({ title: 'Shared page' }) });
    const outside = join(await makeTempDir('pxdocs-outside-'), 'secret.md');
    await writeFile(outside, page({ title: 'Secret' }));
    await symlink(join(site, 'shared', 'real.md'), join(site, 'content', 'docs', 'linked.md'));
    await symlink(outside, join(site, 'content', 'docs', 'outside.md'));
    await symlink(join(site, 'nowhere.md'), join(site, 'content', 'docs', 'dangling.md'));
    const result = await buildQuietly(site);
    const routes = (result.routes ?? []).map((route) => route.page.permalink);
    assert.ok(routes.includes('/docs/linked'), routes.join(' '));
    assert.ok(!routes.includes('/docs/outside') && !routes.includes('/docs/dangling'), routes.join(' '));
    assert.match(await readFile(join(result.outDir, 'docs', 'linked.html'), 'utf8'), /<title>Shared page \|/);
    const messages = result.warnings.filter((warning) => warning.kind === 'symlink').map((warning) => warning.message);
    assert.ok(messages.some((message) => /content\/docs\/outside\.md points outside the site/.test(message)), messages.join('\n'));
    assert.ok(messages.some((message) => /content\/docs\/dangling\.md points to a file that does not exist/.test(message)), messages.join('\n'));
  });

  it('links in a loop are skipped with a warning naming each, with the build cache on (its change check walks them too)', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'fine.md': page({ title: 'Fine' }) });
    await symlink('loop-b', join(site, 'content', 'docs', 'loop-a'));
    await symlink('loop-a', join(site, 'content', 'docs', 'loop-b'));
    const result = await build({ cwd: site, reporter: quiet(), workers: 1, cacheDir: join(site, '.cache') });
    assert.ok((result.routes ?? []).some((route) => route.page.permalink === '/docs/fine'));
    const messages = result.warnings.filter((warning) => warning.kind === 'symlink').map((warning) => warning.message);
    for (const name of ['loop-a', 'loop-b']) {
      assert.ok(messages.some((message) => new RegExp(`content/docs/${name} is part of a loop of links`).test(message)), messages.join('\n'));
    }
  });

  it("a page that fails while the folder's links are still being followed is reported as an error, not a crash", { timeout: 120_000 }, async () => {
    // The bad name sorts before the links: its read fails while discovery awaits them.
    const site = await siteWith({ 'a#b.md': '# Odd\n', 'fine.md': page({ title: 'Fine' }) });
    await writeFiles(site, { 'shared/real.md': page({ title: 'Shared' }) });
    for (const name of ['z1.md', 'z2.md', 'z3.md']) await symlink(join(site, 'shared', 'real.md'), join(site, 'content', 'docs', name));
    const errors = await buildErrors(site);
    assert.deepEqual(errors.map((error) => error.split(' ').slice(0, 4).join(' ')), ['Unsafe page route content/docs/a#b.md:1:1']);
  });
});

describe('pages that cannot be built as written', () => {
  it('a name too long for its output files (with .html.br) fails naming the file', { timeout: 120_000 }, async () => {
    const name = `${'a'.repeat(250)}.md`;
    const site = await siteWith({ [name]: '# Long\n', 'fine.md': page({ title: 'Fine' }) });
    const errors = await buildErrors(site);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.ok(errors[0].startsWith(`Unsafe page route content/docs/${name}:1:1 `), errors[0]);
    assert.match(errors[0], /is 250 bytes long: an output file is named by it and \.html\.br, past the 255 bytes/);
  });

  // (An id with a slash is refused before its route is made, as Docusaurus refuses it: docs-folder-rules.test.ts.)
  it('a slug or id with a hidden segment (/.env, .git) fails naming the file: servers do not serve such paths', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'env.md': page({ title: 'Env', slug: '/.env' }), 'git.md': page({ title: 'Git', id: '.git' }), 'fine.md': page({ title: 'Fine', slug: '/.well-known/fine' }) });
    const errors = await buildErrors(site);
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(errors.find((error) => error.includes('env.md')) ?? '', /^Unsafe page route content\/docs\/env\.md:\d+:\d+ .*segment "\.env" starts with `\.`: servers and hosts do not serve hidden paths/);
    assert.match(errors.find((error) => error.includes('git.md')) ?? '', /segment "\.git" starts with `\.`/);
  });

  it('a page importing itself, directly or through a partial, fails naming it instead of rendering itself over and over', { timeout: 120_000 }, async () => {
    const direct = await siteWith({ 'self.mdx': '# Self\n\nimport Self from "./self.mdx";\n\n<Self />\n' });
    assert.deepEqual((await buildErrors(direct)).map((error) => error.split(' content/')[0]), ['Page imports itself']);
    const through = await siteWith({ 'loop.mdx': 'import Part from "./_part.mdx";\n\n# Loop\n\n<Part />\n', '_part.mdx': 'import Loop from "./loop.mdx";\n\n<Loop />\n' });
    const errors = await buildErrors(through);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^Page imports itself content\/docs\/loop\.mdx:undefined:undefined content\/docs\/loop\.mdx imports itself \(through content\/docs\/_part\.mdx\)/);
  });

  it("a top-level await is reported at the page's own line, not the compiled module's", { timeout: 120_000 }, async () => {
    // esbuild's location is in the compiled module, where a page's first export is line 3 whatever its place.
    const site = await siteWith({ 'waits.mdx': '---\ntitle: Waits\n---\n\n# Waits\n\nText.\n\nexport const data = await Promise.resolve(1);\n' });
    const errors = await buildErrors(site);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^Import failed content\/docs\/waits\.mdx:9:21 Top-level await/);
  });

  it('two partials importing each other fail naming them once, however many pages import either, instead of rendering each other a hundred times over without a word', { timeout: 120_000 }, async () => {
    const pages = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`page-${index}.mdx`, `import P from "./_${index % 2 ? 'b' : 'a'}.mdx";\n\n# Page ${index}\n\n<P />\n`]));
    const site = await siteWith({
      '_a.mdx': 'import B from "./_b.mdx";\n\nA says <B />\n',
      '_b.mdx': 'import A from "./_a.mdx";\n\nB says <A />\n',
      ...pages,
    });
    const errors = await buildErrors(site);
    // One loop, one error: named by its first partial by name, whichever of them a page reaches first.
    assert.deepEqual(errors.map((error) => error.split(': it would')[0]), [
      'Page imports itself content/docs/_a.mdx:undefined:undefined content/docs/_a.mdx imports itself (through content/docs/_b.mdx)',
    ]);
  });
});

describe('what a page or the static folder must not publish', () => {
  it('a link to a javascript: or vbscript: URL keeps its text and loses its target, with a warning at its place', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'links.mdx': '# Links\n\n[md](javascript:alert(1)) [fine](https://fine.example) <a href={"#"}>expr</a> <a href="  JaVa\tScRiPt:alert(2)">jsx</a>\n' });
    const result = await buildQuietly(site);
    const html = await readFile(join(result.outDir, 'docs', 'links.html'), 'utf8');
    assert.match(html, /<a>md<\/a>/);
    assert.match(html, /<a>jsx<\/a>/);
    assert.match(html, /<a href="https:\/\/fine\.example">fine<\/a>/);
    assert.doesNotMatch(html, /script:alert/i);
    const warnings = result.warnings.filter((warning) => warning.kind === 'script-link');
    assert.deepEqual(warnings.map((warning) => `${warning.where?.file}:${warning.where?.line}:${warning.where?.column}`), ['content/docs/links.mdx:3:1', 'content/docs/links.mdx:3:79']);
  });

  it('version control folders and environment or credential files in static/ are left out with a warning; .well-known and templates are published', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { 'static/.env': 'SECRET=1\n', 'static/.env.production': 'SECRET=2\n', 'static/.env.example': 'SECRET=\n', 'static/.git/config': '[core]\n', 'static/.npmrc': '//registry/:_authToken=x\n', 'static/.well-known/security.txt': 'Contact: a@b.c\n', 'static/robots.txt': 'User-agent: *\n' });
    const result = await buildQuietly(site);
    for (const name of ['.env', '.env.production', '.git', '.npmrc']) assert.ok(!existsSync(join(result.outDir, name)), `${name} was published`);
    for (const name of ['.env.example', '.well-known/security.txt', 'robots.txt']) assert.ok(existsSync(join(result.outDir, name)), `${name} was not published`);
    const named = result.warnings.filter((warning) => warning.kind === 'private-file').map((warning) => warning.where?.file).sort();
    assert.deepEqual(named, ['static/.env', 'static/.env.production', 'static/.git', 'static/.npmrc']);
  });

  it('a link in static/ to private data elsewhere in the site is not followed (static/env.txt → ../.env); a link to a public file of the site is', { timeout: 120_000 }, async () => {
    const site = await siteWith({});
    await writeFiles(site, { '.env': 'SECRET=1\n', 'repo/.git/config': '[core]\n', 'assets/logo.txt': 'logo\n', 'static/keep.txt': 'x\n' });
    await symlink('../.env', join(site, 'static', 'env.txt'));
    await symlink('../repo/.git', join(site, 'static', 'history'));
    await symlink('../assets/logo.txt', join(site, 'static', 'logo.txt'));
    const result = await buildQuietly(site);
    assert.ok(!existsSync(join(result.outDir, 'env.txt')), 'env.txt (a link to .env) was published');
    assert.ok(!existsSync(join(result.outDir, 'history')), 'history (a link to .git) was published');
    assert.equal(await readFile(join(result.outDir, 'logo.txt'), 'utf8'), 'logo\n');
    const named = result.warnings.filter((warning) => warning.kind === 'private-file').map((warning) => warning.where?.file).sort();
    assert.deepEqual(named, ['static/env.txt', 'static/history']);
  });
});

describe('an empty title', () => {
  it('title: "" names the page as if it had none: its first heading, else its file name', { timeout: 120_000 }, async () => {
    const site = await siteWith({ 'headed.md': '---\ntitle: ""\n---\n\n# The heading\n\nText.\n', 'bare-name.md': '---\ntitle: "  "\n---\n\nText.\n' });
    const result = await buildQuietly(site);
    assert.match(await readFile(join(result.outDir, 'docs', 'headed.html'), 'utf8'), /<title>The heading \|/);
    assert.match(await readFile(join(result.outDir, 'docs', 'bare-name.html'), 'utf8'), /<title>bare-name \|/, 'its id as it is, as Docusaurus');
  });
});

describe('links with a malformed %-escape', () => {
  it('are reported broken at their place, not a crash of the link check or an "MDX syntax error"', { timeout: 120_000 }, async () => {
    // `/docs/%zz` threw a URIError out of the link check ("Unexpected error" with a stack trace), and
    // `./a%zz.md` one out of the page's link rewriting, reported as an MDX syntax error without a line.
    const site = await siteWith({ 'links.md': '# Links\n\n- [route](/docs/%zz)\n- [file](./a%zz.md)\n- [anchor](/docs/links#%zz)\n' });
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'warn' }) });
    const result = await buildQuietly(site);
    const broken = result.warnings.filter((warning) => /broken/.test(warning.kind)).map((warning) => `${warning.where?.line}:${warning.where?.column} ${warning.message}`);
    assert.ok(broken.some((line) => line.startsWith('3:3 ') && line.includes('→ /docs/%zz (no page at /docs/%zz)')), broken.join('\n'));
    assert.ok(broken.some((line) => line.startsWith('4:3 ') && line.includes('→ ./a%zz.md')), broken.join('\n'));
    assert.ok(broken.some((line) => line.startsWith('5:3 ') && line.includes('no element with id "%zz"')), broken.join('\n'));
  });
});

describe('a static file at a path the build writes itself', () => {
  it("leaves the page, its Markdown twin and the not-found page in place, naming each static file; the site's own robots.txt and llms.txt are published", { timeout: 120_000 }, async () => {
    // static/docs/guide.html replaced the page built from content/docs/guide.md without a word (dev served
    // the page), and static/robots.txt was replaced by the generated "Allow: /", losing its Disallow lines.
    const site = await siteWith({ 'guide.md': page({ title: 'Guide page' }) });
    await writeFiles(site, {
      'static/docs/guide.html': '<p>stale export</p>\n',
      'static/docs/guide.md': 'stale twin\n',
      'static/404.html': '<p>old not found</p>\n',
      'static/robots.txt': 'User-agent: *\nDisallow: /private/\n',
      'static/docs/other.html': '<p>a static page of its own</p>\n',
      // A hand-written llms.txt (2060-io/hologram-docs keeps one): replaced by the generated one, with a warning.
      'static/llms.txt': '# Our own index\n',
    });
    const result = await buildQuietly(site);
    assert.match(await readFile(join(result.outDir, 'docs', 'guide.html'), 'utf8'), /<title>Guide page \|/);
    assert.match(await readFile(join(result.outDir, 'docs', 'guide.md'), 'utf8'), /Some text\./);
    assert.doesNotMatch(await readFile(join(result.outDir, '404.html'), 'utf8'), /old not found/);
    assert.equal(await readFile(join(result.outDir, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /private/\n');
    assert.equal(await readFile(join(result.outDir, 'llms.txt'), 'utf8'), '# Our own index\n', "the site's own llms.txt, as written");
    assert.match(await readFile(join(result.outDir, 'llms-full.txt'), 'utf8'), /Some text\./, 'llms-full.txt, which the site has none of, is still made');
    assert.equal(await readFile(join(result.outDir, 'docs', 'other.html'), 'utf8'), '<p>a static page of its own</p>\n');
    const messages = result.warnings.filter((warning) => warning.kind === 'static-collision').map((warning) => warning.message).sort();
    assert.equal(messages.length, 3, messages.join('\n'));
    assert.match(messages[0], /^static\/404\.html was not published: the build writes 404\.html itself, as the not-found page\. Rename or move the static file\.$/);
    assert.match(messages[1], /^static\/docs\/guide\.html was not published: the build writes docs\/guide\.html itself, as the page \/docs\/guide \(content\/docs\/guide\.md\)\. Rename or move the static file, or give the page another slug\.$/);
    assert.match(messages[2], /^static\/docs\/guide\.md was not published: .* as the Markdown twin of \/docs\/guide\./);
  });
});

describe('a page at the address of a file', () => {
  it('is named in a warning when a static file, a Markdown twin or the chat embeddings answer that address instead', { timeout: 120_000 }, async () => {
    // Each built as favicon.svg.html (or docs.md.html), while servers answer /favicon.svg with the file:
    // the page was listed in the sidebar and never shown, with no word.
    const site = await siteWith({
      'icon.md': page({ title: 'Icon', slug: '/favicon.svg' }),
      'twin.md': page({ title: 'Twin', slug: '/docs.md' }),
      'logo.md': page({ title: 'Logo', slug: '/img/logo.png' }),
      'vectors.md': page({ title: 'Vectors', slug: '/chat-embeddings.json' }),
      'fine.md': page({ title: 'Fine', slug: '/img/about' }),
    });
    await writeFiles(site, { 'static/img/logo.png': 'png\n' });
    const result = await buildQuietly(site);
    const messages = result.warnings.filter((warning) => warning.kind === 'duplicate-route').map((warning) => warning.message).sort();
    assert.equal(messages.length, 4, messages.join('\n'));
    assert.match(messages[0], /^The route \/chat-embeddings\.json of content\/docs\/vectors\.md is the chat embeddings's; the page is left out\./);
    assert.match(messages[1], /^The route \/docs\.md of content\/docs\/twin\.md is the address of the Markdown twin of \/docs: servers answer it with that file, so the page is never shown\./);
    assert.match(messages[2], /^The route \/favicon\.svg of content\/docs\/icon\.md is the address of a file of the static folder/);
    assert.match(messages[3], /^The route \/img\/logo\.png of content\/docs\/logo\.md is the address of a file of the static folder/);
  });
});
