// The real Prometheux site (config/ and content/ of this repository), built once
// into a temp folder: its routes, navigation, footer and head.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  attr, find, findAll, fileToRoute, hasClass, is, linksIn, listFiles, meta, pageTrees,
  readPage, removeTempDirs, sidebarOf, text, titleOf,
} from './helpers.js';
import { realSiteBuild, type RealSiteBuild } from './e2e/browser.js';
import { DOC_ROUTES, SITE_ROUTES } from './site-routes.js';

const AREAS = ['learn', 'examples', 'sdk'];
const areaOf = (route: string) => route.split('/')[1];

describe('the real site', () => {
  let out: string;
  let result: RealSiteBuild;
  const html = pageTrees(() => out);

  // The test run's one `pxdocs build` of the real site (its exit code and output included).
  before(async () => {
    result = await realSiteBuild();
    out = result.out;
  });
  after(removeTempDirs);

  it('should build with exit 0', () => {
    assert.equal(result.code, 0, result.stderr);
  });

  it('should print its stage lines and a summary line', async () => {
    for (const stage of ['load config', 'discover content', 'generate sidebars', 'bundle client assets', 'build pages', 'validate links', 'build search index', 'write output']) {
      assert.match(result.stderr, new RegExp(`✓ ${stage}\\s`), `missing stage line "${stage}"`);
    }
    // The counts are the content's (they grow with it): they must agree with what was written.
    const pages = (await listFiles(out)).filter((file) => file.endsWith('.html') && file !== '404.html').length;
    const docs = /^\s*✓ discover content .*?(\d+) pages in 3 areas/m.exec(result.stderr);
    assert.ok(docs, 'no "N pages in 3 areas" on the discover line');
    assert.ok(Number(docs[1]) > 0 && Number(docs[1]) <= pages, `discover found ${docs[1]} pages; ${pages} were written`);
    assert.match(result.stderr, new RegExp(`^Built ${pages} pages in .+ · \\d+ warnings? · .+ written to .+/$`, 'm'));
  });

  it('should build without warnings', () => {
    assert.match(result.stderr, /· 0 warnings ·/, result.stderr);
  });

  it('should write every route of the spec as an HTML file, every other page inside an area, plus 404.html', async () => {
    const files = (await listFiles(out)).filter((file) => file.endsWith('.html'));
    const routes = new Set(files.filter((file) => file !== '404.html').map(fileToRoute));
    for (const route of SITE_ROUTES) assert.ok(routes.has(route), `${route} (a route of the spec) was not written`);
    for (const route of routes) assert.ok(SITE_ROUTES.includes(route) || AREAS.includes(areaOf(route)), `${route} is outside the areas ${AREAS.join(', ')}`);
    assert.ok(files.includes('404.html'));
  });

  it('should end every doc page title with " | Prometheux"', async () => {
    for (const route of DOC_ROUTES) {
      const title = titleOf(await html(route));
      assert.match(title, /^.+ \| Prometheux$/, `${route} has the title "${title}"`);
    }
  });

  it('should give every page a meta description', async () => {
    for (const route of SITE_ROUTES) {
      const description = meta(await html(route), 'description');
      assert.ok(description && description.trim().length > 0, `${route} has no meta description`);
    }
  });

  it('should not mark any page noindex, nor disallow anything in robots.txt', async () => {
    for (const route of SITE_ROUTES) {
      const page = await readPage(out, route);
      assert.ok(!/noindex/i.test(page), `${route} contains noindex`);
    }
    const robots = await readFile(join(out, 'robots.txt'), 'utf8');
    assert.match(robots, /^Allow: \/$/m);
    assert.doesNotMatch(robots, /^Disallow: \/\s*$/m);
  });

  it('should list every route in sitemap.xml', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>https:\/\/docs\.prometheux\.ai([^<]*)<\/loc>/g)].map((match) => match[1] || '/').sort();
    assert.deepEqual(locs, [...SITE_ROUTES].sort());
  });

  it('should show Learn, Examples, Python SDK and "Back to homepage" in the navbar of every page', async () => {
    for (const route of SITE_ROUTES) {
      const navbar = find(await html(route), is.tagCls('nav', 'navbar-inner'));
      assert.ok(navbar, `${route} has no navbar`);
      const links = findAll(navbar, is.cls('navbar-link')).map((a) => ({ label: text(a).replace('↗', '').trim(), href: attr(a, 'href') ?? '' }));
      assert.deepEqual(links.map((link) => link.label), ['Learn', 'Examples', 'Python SDK', 'Back to homepage'], route);
      assert.match(links[0].href, /^\/learn(\/|$)/);
      assert.match(links[1].href, /^\/examples(\/|$)/);
      assert.match(links[2].href, /^\/sdk(\/|$)/);
      assert.equal(links[3].href, 'https://www.prometheux.ai');
    }
  });

  it('should mark the navbar item of the current area active', async () => {
    for (const route of DOC_ROUTES) {
      const navbar = find(await html(route), is.tagCls('nav', 'navbar-inner'));
      assert.ok(navbar);
      const active = findAll(navbar, (el) => hasClass(el, 'navbar-link') && hasClass(el, 'active')).map((a) => attr(a, 'href') ?? '');
      assert.equal(active.length, 1, `${route}: ${active.length} active navbar items`);
      assert.equal(areaOf(active[0]), areaOf(route), route);
    }
  });

  it('should link /learn/getting-started, /examples and /sdk from the footer and show 2025', async () => {
    for (const route of ['/', '/learn/vadalog/rules', '/sdk']) {
      const footer = find(await html(route), is.tag('footer'));
      assert.ok(footer, `${route} has no footer`);
      const footerLinks = linksIn(footer).map((link) => link.href);
      for (const href of ['/learn/getting-started', '/examples', '/sdk']) assert.ok(footerLinks.includes(href), `${route}: the footer does not link ${href}`);
      const copyright = find(footer, is.cls('footer-copyright'));
      assert.ok(copyright && text(copyright).includes('2025'), `${route}: the footer does not show 2025`);
    }
  });

  it('should list the children of /examples/finance and /examples/patterns as cards', async () => {
    const expected: Record<string, string[]> = {
      '/examples/finance': ['/examples/finance/banking-supervision', '/examples/finance/non-performing-loans'],
      '/examples/patterns': ['/examples/patterns/recursion', '/examples/patterns/state-machine'],
    };
    for (const [route, children] of Object.entries(expected)) {
      const cards = findAll(await html(route), is.tagCls('a', 'doc-card'));
      const hrefs = cards.map((card) => attr(card, 'href'));
      for (const child of children) assert.ok(hrefs.includes(child), `${route}: no card for ${child} (cards: ${hrefs.join(', ')})`);
      for (const card of cards) assert.ok(text(card).trim().length > 0, `${route}: an empty card`);
    }
  });

  it('should show each doc page in its own area\'s sidebar, marked as the current page', async () => {
    for (const route of DOC_ROUTES) {
      const sidebar = sidebarOf(await html(route));
      assert.ok(sidebar, `${route} has no sidebar`);
      const links = linksIn(sidebar);
      const foreign = links.filter((link) => areaOf(link.href) !== areaOf(route));
      assert.deepEqual(foreign.map((link) => link.href), [], `${route}: the ${areaOf(route)} sidebar links other areas`);
      assert.deepEqual(links.filter((link) => link.current).map((link) => link.href), [route], `${route}: current page marking`);
    }
  });

  it('should put every doc page in exactly one sidebar', async () => {
    const sidebars = new Map<string, Set<string>>(AREAS.map((area) => [area, new Set<string>()]));
    for (const route of DOC_ROUTES) {
      const sidebar = sidebarOf(await html(route));
      assert.ok(sidebar);
      for (const link of linksIn(sidebar)) sidebars.get(areaOf(route))!.add(link.href);
    }
    for (const route of DOC_ROUTES) {
      const holders = AREAS.filter((area) => sidebars.get(area)!.has(route));
      assert.deepEqual(holders, [areaOf(route)], `${route} is in the sidebars: ${holders.join(', ') || 'none'}`);
    }
    // The learn sidebar holds no SDK or examples link, and so on.
    assert.ok(![...sidebars.get('learn')!].some((href) => href.startsWith('/sdk') || href.startsWith('/examples')));
    assert.ok(![...sidebars.get('sdk')!].some((href) => href.startsWith('/learn') || href.startsWith('/examples')));
    assert.ok(![...sidebars.get('examples')!].some((href) => href.startsWith('/learn') || href.startsWith('/sdk')));
  });

  it('should give the home page the site title, tagline and canonical root URL', async () => {
    const tree = await html('/');
    assert.match(titleOf(tree), /^Prometheux \| /);
    const canonical = find(tree, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
    assert.match(attr(canonical!, 'href') ?? '', /^https:\/\/docs\.prometheux\.ai\/?$/);
  });
});
