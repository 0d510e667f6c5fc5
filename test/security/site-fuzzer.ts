// A seeded mutation fuzzer for whole sites. It takes real pages nobody wrote
// for it (the Jest docs corpus, our own content/), makes a small site of a few
// of them, breaks it (a file cut mid-byte, a nasty fragment inserted, front
// matter, category and sidebars files gone wrong, odd file names and
// encodings) and builds it for real in process. The rule it checks: a build
// succeeds, or fails with errors of the catalogue whose place is inside a real
// file, within its time limit, leaving the previous out/ as it was.
// Many cases: `node --import tsx test/security/site-fuzzer.ts [seed] [cases]`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../seeded-random.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JEST = '/work/shared/corpora/jest/docs';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (random: Random, below: number) => Math.floor(random() * below);

/** Page files to start from: real Markdown/MDX of other people's site and ours. */
export function corpusPages(): { name: string; text: Buffer }[] {
  const found: { name: string; text: Buffer }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // Small pages keep each build at a fraction of a second.
      else if (/\.mdx?$/.test(entry.name) && statSync(full).size < 12_000) found.push({ name: entry.name.replace(/^\d+-/, ''), text: readFileSync(full) });
    }
  };
  walk(JEST);
  walk(join(ROOT, 'content'));
  return found.sort((a, b) => a.name.localeCompare(b.name) || a.text.compare(b.text));
}

const NASTY_FRAGMENTS = [
  '{', '}', '{unclosed expression', '</div>', '<div>', '<Tabs>\n\nText\n\n</Tabs>', '<TabItem value="a">\n\nx\n\n</TabItem>',
  "import Missing from './missing.mdx';\n\n<Missing />", "import { x } from '@site/src/none';", 'export const x = ', 'export const y = {;',
  ':::note\n\nunclosed', ':::', ':::tip[', `${':::note\n\n'.repeat(50)}deep\n\n${':::\n\n'.repeat(50)}`,
  `${'x'.repeat(1 << 20)}\n`, '\u0000', '\uFEFF', '\r\n', '\r', '\uD800', '\uDFFF', '```js\nunclosed fence', '```', '~~~',
  '<!--', '-->', '<br>', '<img src="./none.png" />', '![](./none.png)', '[link](./none.md)', '[link](missing-doc)', '[x]: <>', '<a href="{x}">',
  '<Foo bar={1} />', '<foo.bar />', '<>', '</>', '{/* unclosed', '{`${`}', '$$\n\\frac{', '| a |\n| - |\n| b', '[^1]', '[^x]:',
  '<details>', '<summary>', '<script>alert(1)</script>', '<style>{`x`}</style>', '<head><title>t</title></head>', '# ', '#'.repeat(7),
  '<Tabs groupId={}>', '<Tabs values={[{label:1}]}><TabItem value="q">x</TabItem></Tabs>', '<CodeBlock>', '<Admonition type="nope">x</Admonition>',
  '<Link to={null}>x</Link>', '<Link to="../../../../etc/passwd">x</Link>', '<Heading as="h9">x</Heading>', '```mermaid\ngraph TD; A-->\n```',
  '```vadalog\n@output("x").\nbroken(\n```', '```jsx live\nfunction X() { return <div>; }\n```', '<TOCInline toc={toc} />', '{toc}', '{frontMatter.x.y}',
  '\\', '<', '&', '&#xD800;', '&nbsp', '<math><mi>x', '<svg><use href="x" /></svg>', '<iframe src="javascript:1">',
];

const FRONT_MATTER_VALUES = [
  'id: same', 'slug: /same', 'slug: ../..', 'slug: ""', 'slug: /', 'slug: "?#"', 'id: "a/b"', 'id: ""', 'id: ..', 'sidebar_position: "abc"', 'sidebar_position: 1e309',
  'sidebar_position: -0', 'title: &a x\nsidebar_label: *a', 'title: *missing', 'title: [a, b]', 'title: {a: 1}', 'title:', 'title: 2024-01-01',
  'date: 2024-13-45', 'date: [1]', 'tags: [{a: 1}]', 'tags: [[x]]', 'tags: x', 'tags: [null]', 'keywords: {a: b}', 'description: [x]',
  'sidebar_label: 123456789012345678901234567890', 'toc_min_heading_level: 9', 'toc_max_heading_level: "x"', 'hide_table_of_contents: maybe',
  'pagination_next: nope', 'pagination_prev: null', 'last_update: {date: x}', 'sidebar_custom_props: [1', 'draft: "yes"', 'unlisted: 1',
  'custom_edit_url: 5', 'image: {}', 'sidebar_class_name: [1]', 'displayed_sidebar: none', '<<: *x', 'a: !!js/function "f"', 'x: !!binary ##',
  '"unclosed', '- list at top', '? complex\n: key', 'title: "\\uD800"', 'tags:\n  - &t x\n  - *t',
];

const CATEGORY_FILES = [
  '{', '[]', 'null', '"label"', '{"label": 5}', '{"position": "abc"}', '{"link": {"type": "doc", "id": "nope"}}', '{"link": {"type": "generated-index", "slug": "../.."}}',
  '{"link": {"type": "weird"}}', '{"collapsed": "no"}', '{"customProps": [', '{"label": "x", "items": [1]}', '{"link": null}', '{"link": {"type": "doc"}}',
  '{"className": {}}', '\uFEFF{"label": "BOM"}', '{"label": "\uD800"}', '{"position": 1e400}', 'label: Yaml', '{"__proto__": {"label": 1}}',
];

const SIDEBARS_FILES = [
  "module.exports = { docs: ['nope'] };", "module.exports = { docs: [{ type: 'doc', id: 'nope' }] };", 'module.exports = { docs: [] };',
  "module.exports = { docs: [{ type: 'category', label: 'C', items: [] }] };", "module.exports = { docs: [{ type: 'category', items: ['a'] }] };",
  "const a = { type: 'category', label: 'A', items: [] }; a.items.push(a); module.exports = { docs: [a] };", 'module.exports = 5;', 'module.exports = { docs: 5 };',
  "module.exports = { docs: { A: ['nope'], B: 7 } };", "module.exports = { docs: [{ type: 'link', label: 'L' }] };", "module.exports = { docs: [{ type: 'autogenerated', dirName: '../..' }] };",
  "module.exports = { docs: [{ type: 'html' }] };", "module.exports = { docs: [{ type: 'ref', id: 5 }] };", "module.exports = { docs: [{ type: 'nope' }] };",
  'module.exports = {', "throw new Error('boom');", "module.exports = { docs: [null, undefined, 1, true] };", "module.exports = { docs: [{ type: 'category', label: 'C', link: { type: 'doc', id: 'nope' }, items: [] }] };",
  "module.exports = { a: [{ type: 'doc', id: 'p0' }], b: [{ type: 'doc', id: 'p0' }] };", "module.exports = { docs: [{ type: 'category', label: 5, items: 'p0' }] };",
];

const FILE_NAMES = ['with space.md', 'hash#.md', 'per%cent.md', 'percent%20.md', 'ünïcödé.md', '日本.mdx', 'q?.md', 'index.md', 'index.mdx', 'README.md', '.hidden.md', '_partial.mdx', 'a.b.c.md', 'UPPER.MD', '-.md', '..md', '\u200b.md', 'x\u0001.md'];

/** One mutation of a site being made: its files by path (relative to the site), and the config's docs options. */
interface Draft {
  files: Map<string, Buffer>;
  pages: string[];
  sidebarPath?: string;
  notes: string[];
}

function mutatePage(random: Random, draft: Draft): void {
  const path = pick(random, draft.pages);
  let text = draft.files.get(path)!;
  const kind = int(random, 6);
  if (kind === 0) {
    // Cut at any byte: mid-tag, mid-front-matter, mid-fence, mid-character.
    const at = int(random, text.length + 1);
    text = text.subarray(0, at);
    draft.notes.push(`${path}: cut at byte ${at}`);
  } else if (kind === 1 || kind === 2) {
    const fragment = pick(random, NASTY_FRAGMENTS);
    const source = text.toString('utf8');
    // At a line start, or anywhere (inside a word, a tag, an expression).
    const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((match) => match.index! + 1)];
    const at = kind === 1 ? pick(random, lineStarts) : int(random, source.length + 1);
    text = Buffer.from(`${source.slice(0, at)}${kind === 1 ? '\n' : ''}${fragment}${kind === 1 ? '\n' : ''}${source.slice(at)}`);
    draft.notes.push(`${path}: inserted ${JSON.stringify(fragment.slice(0, 60))} at ${at}`);
  } else if (kind === 3) {
    const value = pick(random, FRONT_MATTER_VALUES);
    const source = text.toString('utf8');
    const match = /^---\r?\n/.exec(source);
    text = Buffer.from(match ? `---\n${value}\n${source.slice(match[0].length)}` : `---\n${value}\n---\n\n${source}`);
    draft.notes.push(`${path}: front matter ${JSON.stringify(value)}`);
  } else if (kind === 4) {
    const bytes = [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xef, 0xbb, 0xbf], [0x00], [0xfe, 0xff], [0xf8, 0x88, 0x80, 0x80, 0x80]];
    const chosen = Buffer.from(pick(random, bytes));
    const at = random() < 0.3 ? 0 : int(random, text.length + 1);
    text = Buffer.concat([text.subarray(0, at), chosen, text.subarray(at)]);
    draft.notes.push(`${path}: bytes ${chosen.toString('hex')} at ${at}`);
  } else {
    text = Buffer.from(text.toString('utf8').replace(/\r?\n/g, random() < 0.5 ? '\r\n' : '\r'));
    draft.notes.push(`${path}: line ends changed`);
  }
  draft.files.set(path, text);
}

function mutateSite(random: Random, draft: Draft): void {
  const kind = int(random, 5);
  if (kind === 0) {
    const folder = pick(random, ['docs', 'docs/g', 'docs/g/h']);
    const text = pick(random, CATEGORY_FILES);
    draft.files.set(`${folder}/_category_.json`, Buffer.from(text));
    draft.notes.push(`${folder}/_category_.json: ${text}`);
  } else if (kind === 1) {
    const text = pick(random, SIDEBARS_FILES);
    draft.files.set('sidebars.js', Buffer.from(text));
    draft.sidebarPath = 'sidebars.js';
    draft.notes.push(`sidebars.js: ${text}`);
  } else if (kind === 2) {
    const from = pick(random, draft.pages);
    const name = pick(random, FILE_NAMES);
    const to = join(dirname(from), name);
    if (draft.files.has(to)) return;
    draft.files.set(to, draft.files.get(from)!);
    draft.files.delete(from);
    draft.pages[draft.pages.indexOf(from)] = to;
    draft.notes.push(`${from} renamed ${JSON.stringify(name)}`);
  } else if (kind === 3) {
    // Both index files of one folder, or two pages claiming one id.
    const folder = pick(random, ['docs', 'docs/g']);
    draft.files.set(`${folder}/index.md`, Buffer.from('# Index md\n'));
    draft.files.set(`${folder}/index.mdx`, Buffer.from('# Index mdx\n'));
    draft.pages.push(`${folder}/index.md`, `${folder}/index.mdx`);
    draft.notes.push(`${folder}: index.md and index.mdx`);
  } else {
    const [a, b] = [pick(random, draft.pages), pick(random, draft.pages)];
    const value = pick(random, ['id: twin', 'slug: /twin', 'slug: twin', 'id: p0']);
    for (const path of [a, b]) draft.files.set(path, Buffer.from(`---\n${value}\n---\n\n${draft.files.get(path)!.toString('utf8').replace(/^---\r?\n[\s\S]*?\n---\r?\n/, '')}`));
    draft.notes.push(`${a}, ${b}: both ${value}`);
  }
}

export interface FuzzCase {
  seed: number;
  files: Map<string, Buffer>;
  sidebarPath?: string;
  notes: string[];
}

/** The site of case `seed`: 2-4 real pages (p0… under docs/ and docs/g/), broken 1-3 ways. */
export function makeCase(seed: number, pool: { name: string; text: Buffer }[]): FuzzCase {
  const random = seededRandom(seed);
  const draft: Draft = { files: new Map(), pages: [], notes: [] };
  const count = 2 + int(random, 3);
  for (let i = 0; i < count; i++) {
    const source = pick(random, pool);
    const path = `${i < 2 ? 'docs' : 'docs/g'}/p${i}.${source.name.endsWith('.mdx') ? 'mdx' : 'md'}`;
    draft.files.set(path, source.text);
    draft.pages.push(path);
    draft.notes.push(`${path} from ${source.name}`);
  }
  const mutations = 1 + int(random, 3);
  for (let i = 0; i < mutations; i++) {
    if (random() < 0.7) mutatePage(random, draft);
    else mutateSite(random, draft);
  }
  return { seed, files: draft.files, sidebarPath: draft.sidebarPath, notes: draft.notes };
}

export type Verdict = { kind: 'ok' } | { kind: 'actionable'; errors: string[] } | { kind: 'bug'; why: string; errors?: string[] };

type BuildApi = typeof import('../../compiler/build-api.js');

/** The build API as the command line runs it: the bundle when compiled, else the sources. */
export async function loadBuildApi(): Promise<BuildApi> {
  const bundled = join(ROOT, 'dist/bundle/build-api.js');
  return (existsSync(bundled) ? import(bundled) : import('../../compiler/build-api.js')) as Promise<BuildApi>;
}

// No embedding model: the cases are about input, and each build is then a fraction of a second.
// Links between the corpus's pages break when a few are taken: warnings, so the cases reach the stages after the links.
const CONFIG = (sidebarPath?: string) => `export default { title: 'Fuzz', url: 'https://fuzz.example', chat: { embeddings: 'off' }, onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, docs: { path: 'docs'${sidebarPath ? `, sidebarPath: ${JSON.stringify(sidebarPath)}` : ''} }, navbar: { items: [] }, footer: { copyright: '' } };\n`;

/** Whether `where` names a real file and a line and column inside it. */
function placeIsReal(site: string, where: { file: string; line?: number; column?: number }): string | undefined {
  const file = isAbsolute(where.file) ? where.file : resolve(site, where.file);
  if (!existsSync(file)) return `names ${where.file}, which does not exist`;
  if (statSync(file).isDirectory()) return undefined;
  if (where.line === undefined) return undefined;
  const lines = readFileSync(file, 'utf8').split(/\r\n|\r|\n/);
  if (!(where.line >= 1 && where.line <= lines.length)) return `names line ${where.line} of ${where.file}, which has ${lines.length}`;
  // A column one past the end is the end of the line (an unclosed tag at the end, say).
  if (where.column !== undefined && !(where.column >= 1 && where.column <= [...lines[where.line - 1]!].length + 1 + (lines[where.line - 1]!.length - [...lines[where.line - 1]!].length))) return `names column ${where.column} of line ${where.line} of ${where.file}, which has ${lines[where.line - 1]!.length} characters`;
  return undefined;
}

/**
 * Builds the case's site in `dir` (a fresh folder) over a previous out/ and says what came of it.
 * `timeoutMs`: a build still running after it is a hang.
 */
export async function runCase(api: BuildApi, fuzz: FuzzCase, dir: string, timeoutMs = 60_000): Promise<Verdict> {
  const site = join(dir, 'site');
  await writeFile(join(await mkdirp(site), 'pxdocs.config.mjs'), CONFIG(fuzz.sidebarPath));
  for (const [path, text] of fuzz.files) {
    await mkdirp(dirname(join(site, path)));
    await writeFile(join(site, path), text);
  }
  const out = join(site, 'build');
  await mkdirp(out);
  // What a build leaves (a build refuses to replace a folder that is not one), to find again after a failure.
  await writeFile(join(out, 'index.html'), '<!doctype html><title>the last good build</title>');
  const reporter = new api.Reporter({ quiet: true, stream: { write: () => true } as unknown as NodeJS.WritableStream });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((done) => { timer = setTimeout(() => done('hang'), timeoutMs); });
  let outcome: unknown;
  try {
    outcome = await Promise.race([api.build({ cwd: site, outDir: out, reporter, workers: 1, cache: false }).then(() => 'built' as const), hang]);
  } catch (error) {
    outcome = error;
  } finally {
    clearTimeout(timer);
  }
  if (outcome === 'hang') return { kind: 'bug', why: `the build ran past ${timeoutMs} ms` };
  if (outcome === 'built') return { kind: 'ok' };
  const errors = api.toPxErrors(outcome);
  const lines = errors.map((error) => `${error.code} ${error.title}${error.where ? ` ${error.where.file}:${error.where.line}:${error.where.column}` : ''}: ${error.message.split('\n')[0]}`);
  const unexpected = errors.find((error) => error.code === 'UnexpectedError' || !error.code);
  if (unexpected) return { kind: 'bug', why: 'an error that is not in the catalogue', errors: [unexpected.message] };
  for (const error of errors) {
    if (!error.hint) return { kind: 'bug', why: `${error.code} has no hint`, errors: lines };
    const wrong = error.where ? placeIsReal(site, error.where) : undefined;
    if (wrong) return { kind: 'bug', why: `${error.code} ${wrong}`, errors: lines };
  }
  if (!existsSync(join(out, 'index.html')) || !readFileSync(join(out, 'index.html'), 'utf8').includes('the last good build')) return { kind: 'bug', why: 'the failed build did not leave the previous output', errors: lines };
  return { kind: 'actionable', errors: lines };
}

async function mkdirp(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Runs cases `first`…`first + count - 1`; returns the bugs with what made them. */
export async function fuzzSites(first: number, count: number, options: { onCase?: (fuzz: FuzzCase, verdict: Verdict) => void; timeoutMs?: number } = {}): Promise<{ counts: Record<Verdict['kind'], number>; bugs: { fuzz: FuzzCase; verdict: Verdict }[] }> {
  const api = await loadBuildApi();
  const pool = corpusPages();
  const counts = { ok: 0, actionable: 0, bug: 0 };
  const bugs: { fuzz: FuzzCase; verdict: Verdict }[] = [];
  const base = await mkdtemp(join(tmpdir(), 'pxdocs-fuzz-'));
  try {
    for (let seed = first; seed < first + count; seed++) {
      const fuzz = makeCase(seed, pool);
      const dir = join(base, String(seed));
      const verdict = await runCase(api, fuzz, dir, options.timeoutMs);
      counts[verdict.kind]++;
      if (verdict.kind === 'bug') bugs.push({ fuzz, verdict });
      options.onCase?.(fuzz, verdict);
      await rm(dir, { recursive: true, force: true });
    }
  } finally {
    await rm(base, { recursive: true, force: true });
  }
  return { counts, bugs };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [first = 1, count = 200] = process.argv.slice(2).map(Number);
  const started = process.cpuUsage();
  const { counts, bugs } = await fuzzSites(first, count, {
    onCase: (fuzz, verdict) => {
      if (verdict.kind === 'bug') console.log(`BUG seed ${fuzz.seed}: ${verdict.why}\n  ${fuzz.notes.join('\n  ')}\n  ${(verdict.errors ?? []).join('\n  ').slice(0, 1500)}`);
    },
  });
  const cpu = process.cpuUsage(started);
  console.log(`${count} cases from seed ${first}: ${counts.ok} built, ${counts.actionable} failed with actionable errors, ${counts.bug} bugs; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
}
