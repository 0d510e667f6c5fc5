// The sidebar's string renderer (theme/shared/sidebar-html.ts): the windowed
// form stays the same size whatever the sidebar's size, and every closed part
// it leaves names entries the island can find in the tree.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pathTo, renderSidebar, renderSidebarWindow, resolveSlot, sidebarSize, SIDEBAR_WINDOW, treeOf, type SidebarEntry } from '../../theme/shared/sidebar-html.js';

/** `groups` categories of `pages` pages each, with one nested category of two pages. */
function sidebar(groups: number, pages = 4): SidebarEntry[] {
  return Array.from({ length: groups }, (_, group): SidebarEntry => ({
    type: 'category',
    label: `Group ${group}`,
    href: group % 3 === 0 ? `/g${group}` : undefined,
    collapsible: group % 2 === 1,
    collapsed: group % 2 === 1,
    items: [
      ...Array.from({ length: pages }, (__, page): SidebarEntry => ({ type: 'doc', label: `Page ${group}.${page}`, href: `/g${group}/p${page}` })),
      { type: 'category', label: `Nested ${group}`, items: [{ type: 'doc', label: 'A', href: `/g${group}/n/a` }, { type: 'link', label: 'Out', href: 'https://example.com' }] },
    ],
  }));
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('the windowed sidebar', () => {
  it('has the same size for a page whatever the size of its sidebar', () => {
    const sizes = [100, 1_000, 20_000].map((groups) => renderSidebarWindow(sidebar(groups), '/g50/p2').length);
    assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 8, `sizes: ${sizes.join(', ')}`);
    assert.ok(renderSidebar(sidebar(1_000), '/').length > 50 * sizes[0], 'the whole sidebar is not much larger: the fixture is too small');
  });

  it('shows the path to the page, the page marked, and its siblings', () => {
    const items = sidebar(500, 60);
    const html = renderSidebarWindow(items, '/g50/n/a');
    const hrefs = hrefsOf(html);
    assert.ok(hrefs.includes('/g50/n/a') && hrefs.includes('https://example.com'));
    assert.equal([...html.matchAll(/aria-current="page"/g)].length, 1);
    assert.match(html, /<a class="menu-link active menu__link menu__link--active" href="\/g50\/n\/a" aria-current="page">A<\/a>/);
    // 60 pages in the page's category: a window of them, the others in closed groups.
    const ownPages = hrefs.filter((href) => /^\/g50\/p\d+$/.test(href));
    assert.equal(ownPages.length, SIDEBAR_WINDOW - 1, 'the nested category and its siblings fill the window');
    assert.ok(!hrefs.includes('/g51/p1') && !hrefs.includes('/g400/p0'));
    // A collapsible, collapsed category on the path is open.
    assert.match(renderSidebarWindow(items, '/g53/p0'), /<details class="menu-category-toggle[^"]*" open=""><summary class="menu-category-summary menu-link menu-category-label[^"]*">Group 53<\/summary><\/details><ul /);
  });

  it('names, for every closed part, entries the tree holds', () => {
    const items = sidebar(300);
    const tree = treeOf(items);
    const html = renderSidebarWindow(items, '/g120/p1');
    const nodes = [...html.matchAll(/data-sidebar-node="([^"]*)"/g)].map((match) => match[1]);
    const groups = [...html.matchAll(/data-sidebar-more="([^"]*)"/g)].map((match) => match[1]);
    assert.ok(nodes.length >= SIDEBAR_WINDOW - 1 && groups.length === 2, `${nodes.length} closed categories, ${groups.length} "more" groups`);
    for (const node of nodes) {
      const found = resolveSlot(tree, 'node', node);
      assert.ok(found, `node ${node} is not in the tree`);
      // A category with a page: its link's row, then the <details>; without one: the label, the summary.
      const at = node.replace('.', '\\.');
      const match = new RegExp(`<div class="menu-category-row[^"]*"><a[^>]*>([^<]*)</a><details class="menu-category-toggle" data-sidebar-node="${at}">|data-sidebar-node="${at}"><summary class="menu-category-summary[^"]*">([^<]*)<`).exec(html);
      const label = match?.[1] ?? match?.[2];
      const category = node.split('.').map(Number).reduce<SidebarEntry | undefined>((at, index) => (at === undefined ? tree[index] : at.type === 'category' ? at.items[index] : undefined), undefined);
      assert.equal(category?.label, label);
      assert.equal(found.level, node.split('.').length);
    }
    // The "more" groups together with the window are the whole top level, in order.
    const shown = [...html.matchAll(/<li class="menu-item menu-category[^"]*">(?:<div class="menu-category-row[^"]*"><a[^>]*>[^<]*<\/a>)?<details class="menu-category-toggle[^"]*" data-sidebar-node="(\d+)">/g)].map((match) => Number(match[1]));
    const before = resolveSlot(tree, 'more', groups[0])!.entries;
    const after = resolveSlot(tree, 'more', groups[1])!.entries;
    assert.equal(before.length + shown.length + 1 + after.length, 300);
    assert.equal(before.at(-1)?.label, `Group ${Math.min(...shown, 120) - 1}`);
    assert.equal(after[0]?.label, `Group ${Math.max(...shown, 120) + 1}`);
    assert.equal(resolveSlot(tree, 'node', '999'), undefined);
    assert.equal(resolveSlot(tree, 'more', 'x:1:2'), undefined);
  });

  it('draws a collapsible category with a page as its link and, beside it, the caret that opens it, named by what it does', () => {
    const items: SidebarEntry[] = [{ type: 'category', label: `Guide & "more"`, href: '/guide', collapsible: true, collapsed: true, items: [{ type: 'doc', label: 'A', href: '/guide/a' }] }];
    const words = { expand: 'Ouvrir « {label} »', collapse: 'Fermer « {label} »' };
    const html = renderSidebar(items, '/', words);
    assert.equal(html, '<ul class="menu-list menu-level-0 theme-doc-sidebar-menu menu__list"><li class="menu-item menu-category menu-category-collapsible theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__list-item--collapsed">'
      + '<div class="menu-category-row menu__list-item-collapsible"><a class="menu-link menu-category-link menu__link menu__link--sublist" href="/guide">Guide &amp; &quot;more&quot;</a>'
      + '<details class="menu-category-toggle"><summary class="menu-category-caret clean-btn menu__caret"><span class="menu-caret-expand">Ouvrir « Guide &amp; &quot;more&quot; »</span><span class="menu-caret-collapse">Fermer « Guide &amp; &quot;more&quot; »</span></summary></details></div>'
      + '<ul class="menu-list menu-level-1 menu__list"><li class="menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu-link menu__link" href="/guide/a">A</a></li></ul></li></ul>');
    // On its own page: open, the link current, the row marked active; windowed, the same.
    const own = renderSidebar(items, '/guide');
    assert.match(own, /<div class="menu-category-row menu__list-item-collapsible menu__list-item-collapsible--active"><a class="menu-link menu-category-link active menu__link menu__link--sublist menu__link--active" href="\/guide" aria-current="page">/);
    assert.match(own, /<details class="menu-category-toggle" open=""><summary class="menu-category-caret/);
    assert.equal(renderSidebarWindow(items, '/guide'), own);
    // No control inside another, whatever the category.
    assert.doesNotMatch(renderSidebar(sidebar(30), '/g3/p1') + renderSidebarWindow(sidebar(300), '/g3/p1'), /<summary[^>]*>(?:(?!<\/summary>).)*<a /);
  });

  it('shows an unlisted page in its place on its own page, the others where the tree has them', () => {
    const entry: SidebarEntry = { type: 'doc', label: 'Secret', href: '/g121/secret' };
    const place = { path: [121], index: 2, entry };
    // Whole: in its category, after its second page, current; the category open.
    const small = sidebar(130);
    const whole = renderSidebar(small, '/g121/secret', undefined, place);
    const inGroup = hrefsOf(whole).filter((href) => href.startsWith('/g121/'));
    assert.deepEqual(inGroup.slice(0, 4), ['/g121/p0', '/g121/p1', '/g121/secret', '/g121/p2']);
    // Group 121 is collapsible and collapsed: open here, as a category holding the page is.
    assert.ok(/<details class="menu-category-toggle[^"]*" open=""><summary class="menu-category-summary[^"]*">Group 121</.test(whole), 'Group 121 is open');
    assert.equal([...whole.matchAll(/aria-current="page"/g)].length, 1);
    assert.ok(!renderSidebar(small, '/g121/p0').includes('/g121/secret'), 'not shown on other pages');
    // Windowed: the same entry, and every closed part names what the tree (without it) has there.
    const items = sidebar(300, 60);
    const html = renderSidebarWindow(items, '/g121/secret', SIDEBAR_WINDOW, undefined, { ...place, index: 30 });
    assert.equal([...html.matchAll(/aria-current="page"/g)].length, 1);
    const own = hrefsOf(html).filter((href) => href.startsWith('/g121/p'));
    assert.ok(own.includes('/g121/p29') && own.includes('/g121/p30') && hrefsOf(html).indexOf('/g121/secret') === hrefsOf(html).indexOf('/g121/p29') + 1, own.join(', '));
    assert.equal(own.length, SIDEBAR_WINDOW, 'a window of the tree\'s own entries, the unlisted one besides');
    const groups = [...html.matchAll(/data-sidebar-more="(121:[^"]*)"/g)].map((match) => resolveSlot(treeOf(items), 'more', match[1])!.entries.length);
    assert.equal(groups.reduce((sum, count) => sum + count, 0) + own.length, 61, 'the groups and the window are the category\'s 61 entries, the nested category counted');
    assert.deepEqual([...html.matchAll(/data-sidebar-node="(\d+)"/g)].map((match) => match[1]), [...renderSidebarWindow(items, '/g121/p1').matchAll(/data-sidebar-node="(\d+)"/g)].map((match) => match[1]));
  });

  it('draws a category in the place of the link that stands for it elsewhere (a category with a page and only unlisted items), whole and windowed', () => {
    const entry: SidebarEntry = { type: 'category', label: 'Linked', href: '/g121/linked', collapsible: true, collapsed: true, items: [{ type: 'doc', label: 'Secret', href: '/g121/secret' }] };
    const withLink = (groups: number, pages: number) => {
      const items = sidebar(groups, pages);
      (items[121] as Extract<SidebarEntry, { type: 'category' }>).items.splice(30, 0, { type: 'doc', label: 'Linked', href: '/g121/linked' });
      return items;
    };
    const place = { path: [121], index: 30, entry, replace: true as const };
    for (const html of [renderSidebar(withLink(130, 40), '/g121/secret', undefined, place), renderSidebarWindow(withLink(300, 60), '/g121/secret', SIDEBAR_WINDOW, undefined, place)]) {
      const hrefs = hrefsOf(html);
      // Once, as the open category holding the page, between the entries around the link.
      assert.deepEqual(hrefs.filter((href) => href === '/g121/linked'), ['/g121/linked']);
      assert.deepEqual(hrefs.slice(hrefs.indexOf('/g121/p29'), hrefs.indexOf('/g121/p29') + 4), ['/g121/p29', '/g121/linked', '/g121/secret', '/g121/p30']);
      assert.match(html, /<li class="menu-item menu-category menu-category-collapsible menu-category-open[^"]*">(?:(?!<\/li>).)*href="\/g121\/linked"/);
      assert.equal([...html.matchAll(/aria-current="page"/g)].length, 1);
    }
  });

  it('escapes labels and hrefs as React did, and drops what only the build needs from the tree', () => {
    const items: SidebarEntry[] = [{ type: 'doc', label: `<b>"Rock" & 'roll'</b>`, href: '/a?b=1&c="2"', docId: 'a', description: 'x' } as SidebarEntry];
    assert.equal(renderSidebar(items, '/'), '<ul class="menu-list menu-level-0 theme-doc-sidebar-menu menu__list"><li class="menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a class="menu-link menu__link" href="/a?b=1&amp;c=&quot;2&quot;">&lt;b&gt;&quot;Rock&quot; &amp; &#x27;roll&#x27;&lt;/b&gt;</a></li></ul>');
    assert.deepEqual(treeOf(items), [{ type: 'doc', label: `<b>"Rock" & 'roll'</b>`, href: '/a?b=1&c="2"' }]);
    assert.equal(sidebarSize(sidebar(10)), 10 * 8);
    assert.deepEqual(pathTo(sidebar(10), '/g4/n/a'), [4, 4, 0]);
  });
});
