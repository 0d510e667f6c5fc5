import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { discover, type ContentTree } from '../../compiler/discover.js';
import { Diagnostics } from '../../compiler/diagnostics.js';
import { PxError } from '../../compiler/errors.js';
import { parseConfig } from '../../compiler/config/load.js';
import { buildSidebars, firstHref, flattenSidebar, trail, type SidebarItem, type Sidebars } from '../../compiler/sidebars.js';
import { fixtureConfig, makeFixture, MINIMAL_CONFIG, page, removeTempDirs } from '../helpers.js';

const config = parseConfig(MINIMAL_CONFIG);

async function discoverFixture(name: string, files: Record<string, string> = {}): Promise<ContentTree> {
  const cwd = await makeFixture(name, { 'config/site.config.ts': fixtureConfig(), ...files });
  return discover({ cwd, config, diagnostics: new Diagnostics() });
}

function labels(items: SidebarItem[]): string[] {
  return items.map((item) => item.label ?? '');
}

function category(items: SidebarItem[], label: string): SidebarItem & { type: 'category' } {
  const item = items.find((entry) => entry.label === label);
  assert.ok(item, `no sidebar entry labelled "${label}" in: ${labels(items).join(', ')}`);
  assert.equal(item.type, 'category');
  return item as SidebarItem & { type: 'category' };
}

describe('buildSidebars over the `sidebars` fixture', () => {
  let tree: ContentTree;
  let sidebars: Sidebars;
  let docs: SidebarItem[];

  before(async () => {
    tree = await discoverFixture('sidebars');
    sidebars = buildSidebars(tree);
    docs = sidebars.items.get('docs') ?? [];
  });
  after(removeTempDirs);

  it('should make one sidebar per area, named after the area', () => {
    assert.deepEqual([...sidebars.items.keys()], ['docs']);
  });

  it('should order positioned entries by sidebar_position or numeric prefix, front matter winning over the prefix', () => {
    // 09-early.md has sidebar_position 0.5; by-front-matter.md has 2; the rest use their prefixes.
    assert.deepEqual(labels(docs).slice(0, 6), ['Early', 'First', 'By front matter', 'Third', 'Generated', 'Linked']);
  });

  it('should put unpositioned entries after positioned ones', () => {
    const rest = labels(docs).slice(6);
    assert.deepEqual([...rest].sort(), ['Apple', 'Banana overview', 'Cherry']);
  });

  it('should order unpositioned docs and categories together by file name (apple.md, banana/, cherry.md)', () => {
    assert.deepEqual(labels(docs).slice(6), ['Apple', 'Banana overview', 'Cherry']);
  });

  it('should label a category without _category_.json with its index doc\'s title (issue 12), opening that doc', () => {
    const banana = category(docs, 'Banana overview');
    assert.equal(banana.href, '/docs/banana');
    assert.equal(banana.docId, 'docs/banana/index');
    assert.deepEqual(labels(banana.items), ['Peel']);
  });

  it('should open the category link doc and leave it out of the category\'s children', () => {
    const linked = category(docs, 'Linked');
    assert.equal(linked.href, '/docs/linked/about');
    assert.equal(linked.docId, 'docs/linked/about');
    assert.deepEqual(labels(linked.items), ['Child']);
  });

  it('should create a generated index page for a generated-index category', () => {
    const generated = category(docs, 'Generated');
    assert.equal(generated.href, '/docs/generated');
    assert.deepEqual(labels(generated.items), ['One', 'Two']);
    assert.equal(sidebars.generatedIndexes.length, 1);
    const index = sidebars.generatedIndexes[0];
    assert.equal(index.permalink, '/docs/generated');
    assert.equal(index.title, 'All generated pages');
    assert.equal(index.description, 'Every page of the generated category.');
    assert.equal(index.sidebar, 'docs');
    assert.equal(index.category, generated);
    assert.match(index.source ?? '', /04-generated\/_category_\.json$/);
  });

  it('should exclude unlisted pages, and a category holding only unlisted pages', () => {
    const all = flattenSidebar(docs).map((entry) => entry.label);
    for (const hidden of ['Hidden', 'Secret', 'Ghost']) assert.ok(!all.includes(hidden), `${hidden} is unlisted but in the sidebar`);
    assert.ok(!labels(docs).includes('only-hidden'));
    // Unlisted docs are still known by id (they are built, just not listed).
    assert.ok(sidebars.docsById.has('docs/hidden'));
  });

  it('should know where each unlisted page would stand, for its own page to show it there (as Docusaurus does)', () => {
    // 05-linked/02-secret.md: in Linked, after 01-child.md.
    const secret = sidebars.unlistedPlaces?.get('docs/linked/secret');
    assert.ok(secret, `places: ${[...sidebars.unlistedPlaces?.keys() ?? []].join(', ')}`);
    assert.equal(sidebars.docSidebar.get('docs/linked/secret'), 'docs');
    const linked = secret.path.reduce<SidebarItem[]>((list, index) => (list[index] as SidebarItem & { type: 'category' }).items, docs);
    assert.equal(docs[secret.path[0]].label, 'Linked');
    assert.equal(linked[secret.index - 1]?.label, 'Child');
    assert.equal(secret.entry.label, 'Secret');
    // hidden.md: at the top level, among the pages ordered by name.
    const hidden = sidebars.unlistedPlaces?.get('docs/hidden');
    assert.deepEqual(hidden?.path, []);
  });

  it('should flatten the sidebar in reading order, category pages before their children', () => {
    const flat = flattenSidebar(docs).map((entry) => entry.href);
    // The positioned part (the order of the unpositioned rest has its own test above).
    assert.deepEqual(flat.slice(0, 9), [
      '/docs/early', '/docs/first', '/docs/by-front-matter', '/docs/third',
      '/docs/generated', '/docs/generated/one', '/docs/generated/two',
      '/docs/linked/about', '/docs/linked/child',
    ]);
    assert.equal(flat.indexOf('/docs/banana') + 1, flat.indexOf('/docs/banana/peel'));
    assert.deepEqual([...flat.slice(9)].sort(), ['/docs/apple', '/docs/banana', '/docs/banana/peel', '/docs/cherry']);
    assert.equal(firstHref(docs), '/docs/early');
  });

  it('should give the category trail of a page for breadcrumbs', () => {
    assert.deepEqual(trail(docs, '/docs/linked/child')?.map((item) => item.label), ['Linked', 'Child']);
    assert.deepEqual(trail(docs, '/docs/first')?.map((item) => item.label), ['First']);
    assert.equal(trail(docs, '/docs/hidden'), undefined);
  });

  it('should find every trail by lookup, the first entry holding an href winning as in the sidebar\'s order', () => {
    const hrefs = flattenSidebar(docs).map((entry) => entry.href);
    assert.ok(hrefs.length > 10);
    for (const href of hrefs) assert.equal(trail(docs, href)?.at(-1)?.href, href, href);
    // The first item holding an href wins, as in the walk: a later duplicate does not move it.
    const category: SidebarItem = { type: 'category', label: 'Twice', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Inner', href: '/x' }] };
    const twice: SidebarItem[] = [{ type: 'link', label: 'Top', href: '/x' }, category];
    assert.equal(trail(twice, '/x')?.[0].label, 'Top');
    assert.equal(trail([category, ...twice], '/x')?.[0].label, 'Twice');
  });
});

// placesOf indexes each sidebar once; it searched the whole sidebar per unlisted doc, which with
// thousands of them cost the square of the sidebar. The places must be those that search found.
describe('buildSidebars with many unlisted docs', () => {
  after(removeTempDirs);

  it('places each one beside the listed doc before it, or in its hidden category\'s place, as the search did', async () => {
    const groups = 60;
    const pages = 40;
    const pad = (n: number) => String(n).padStart(2, '0');
    // Every tenth group holds only unlisted docs (its category is left out); elsewhere every third doc is unlisted.
    const allUnlisted = (group: number) => group % 10 === 9;
    const unlisted = (group: number, at: number) => allUnlisted(group) || (group + at) % 3 === 0;
    const files: Record<string, string> = {};
    for (let group = 0; group < groups; group++) {
      for (let at = 0; at < pages; at++) files[`content/docs/${pad(group)}-g${group}/${pad(at)}-p${at}.md`] = page({ title: `P ${group}.${at}`, ...(unlisted(group, at) ? { unlisted: true } : {}) });
    }
    const sidebars = buildSidebars(await discoverFixture('sidebar-many-unlisted', files));
    const items = sidebars.items.get('docs') ?? [];
    const shown = (group: number) => Array.from({ length: group }, (_, before) => before).filter((before) => !allUnlisted(before)).length;
    assert.equal(items.length, groups - groups / 10);
    let count = 0;
    for (let group = 0; group < groups; group++) {
      for (let at = 0; at < pages; at++) {
        if (!unlisted(group, at)) continue;
        count++;
        const place = sidebars.unlistedPlaces?.get(`docs/g${group}/p${at}`);
        assert.ok(place, `no place for g${group}/p${at}`);
        if (allUnlisted(group)) {
          // The left-out category, in its place among the top level's, holding the doc alone.
          assert.deepEqual({ path: place.path, index: place.index }, { path: [], index: shown(group) }, `g${group}/p${at}`);
          assert.equal(place.entry.label, `g${group}`);
          assert.deepEqual(place.entry.type === 'category' && place.entry.items.map((item) => item.label), [`P ${group}.${at}`]);
        } else {
          const listedBefore = Array.from({ length: at }, (_, before) => before).filter((before) => !unlisted(group, before)).length;
          assert.deepEqual({ path: place.path, index: place.index }, { path: [shown(group)], index: listedBefore }, `g${group}/p${at}`);
          assert.equal(place.entry.label, `P ${group}.${at}`);
        }
      }
    }
    assert.equal(sidebars.unlistedPlaces?.size, count);
  });
});

describe('buildSidebars errors', () => {
  after(removeTempDirs);

  it('should throw naming the id when a category links a doc id that does not exist', async () => {
    const tree = await discoverFixture('sidebar-bad-link', {
      'content/docs/01-intro.md': page({ title: 'Intro' }),
      'content/docs/02-group/_category_.json': JSON.stringify({ label: 'Group', link: { type: 'doc', id: 'does-not-exist' } }),
      'content/docs/02-group/01-page.md': page({ title: 'Page' }),
    });
    assert.throws(() => buildSidebars(tree), (error: unknown) => {
      assert.ok(error instanceof PxError);
      assert.equal(error.title, 'Unknown doc id');
      assert.match(error.message, /"does-not-exist"/);
      assert.match(error.message, /Group/);
      assert.match(error.where?.file ?? '', /02-group\/_category_\.json$/);
      assert.match(error.hint ?? '', /docs\/group\/page/);
      return true;
    });
  });

  it('should accept a category link doc id given relative to the area or in full', async () => {
    const tree = await discoverFixture('sidebar-link-ids', {
      'content/docs/01-a/_category_.json': JSON.stringify({ label: 'A', link: { type: 'doc', id: 'a/start' } }),
      'content/docs/01-a/start.md': page({ title: 'Start A' }),
      'content/docs/02-b/_category_.json': JSON.stringify({ label: 'B', link: { type: 'doc', id: 'docs/b/start' } }),
      'content/docs/02-b/start.md': page({ title: 'Start B' }),
    });
    const items = buildSidebars(tree).items.get('docs') ?? [];
    assert.deepEqual(items.map((item) => item.href), ['/docs/a/start', '/docs/b/start']);
  });
});
