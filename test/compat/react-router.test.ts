// A site's components importing Docusaurus's router from react-router-dom (or react-router)
// directly, as OnionIoT/documentation's GiscusComment does (`useLocation` for the page's
// path). Docusaurus renders every page inside that package's Router; pxdocs renders pages
// once, with no Router, and the package's hooks read an undefined context: every page
// with the component failed ("Cannot read properties of undefined (reading 'location')").
// The import now gets pxdocs's router (`@docusaurus/router`'s hooks, links and redirect)
// over the package's own exports, which stay the package's (`matchPath`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

/**
 * A stand-in for react-router 5 as a site installs it: hooks and links that need the Router's
 * context, which no page has (they throw as the package does), and a pure `matchPath`.
 */
const ROUTER_PACKAGE = `const noRouter = () => { throw new TypeError("Cannot read properties of undefined (reading 'location')"); };
exports.useLocation = noRouter;
exports.useHistory = noRouter;
exports.useParams = noRouter;
exports.useRouteMatch = noRouter;
exports.withRouter = () => noRouter;
exports.Link = () => { throw new Error('You should not use <Link> outside a <Router>'); };
exports.NavLink = exports.Link;
exports.Redirect = exports.Link;
exports.matchPath = (pathname, options) => (pathname === options.path ? { path: options.path, url: pathname, isExact: true, params: {} } : null);
exports.packageName = 'the package';
`;

describe("react-router-dom's hooks in a site's components", () => {
  it("render the page's location, history, match and links, and keep the package's other exports", async () => {
    const dir = await makeTempDir('pxdocs-react-router-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'node_modules/react-router-dom/package.json': JSON.stringify({ name: 'react-router-dom', version: '5.3.4', main: 'index.js' }),
      'node_modules/react-router-dom/index.js': ROUTER_PACKAGE,
      'node_modules/react-router/package.json': JSON.stringify({ name: 'react-router', version: '5.3.4', main: 'index.js' }),
      'node_modules/react-router/index.js': ROUTER_PACKAGE,
      'src/components/Where.jsx': [
        "import React from 'react';",
        "import { useLocation, useHistory, useParams, useRouteMatch, withRouter, Link, NavLink, matchPath, packageName } from 'react-router-dom';",
        "import { useLocation as useRouterLocation } from 'react-router';",
        '',
        "const Named = withRouter(({ location, match }) => <span id=\"with-router\">{location.pathname} {String(match.isExact)}</span>);",
        '',
        'export default function Where() {',
        '  const location = useLocation();',
        '  const history = useHistory();',
        '  const match = useRouteMatch();',
        "  const matched = matchPath(location.pathname, { path: '/docs/intro' });",
        '  return (',
        '    <div>',
        '      <p id="where">At {location.pathname} ({history.location.pathname}) {JSON.stringify(useParams())} {match.url} {useRouterLocation().pathname}</p>',
        "      <p id=\"matched\">{matched ? 'matched' : 'no match'} by {packageName}; {useRouteMatch('/docs/elsewhere') === null ? 'not elsewhere' : 'elsewhere'}</p>",
        '      <Link to="/docs/other">Other</Link> <NavLink to="/docs/other">Nav</NavLink> <Named />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'docs/intro.mdx': page({ title: 'Intro' }, "import Where from '@site/src/components/Where';\n\n<Where />\n"),
      'docs/other.md': page({ title: 'Other' }, 'The other page.\n'),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<p id="where">At \/docs\/intro \(\/docs\/intro\) \{\} \/docs\/intro \/docs\/intro<\/p>/);
    assert.match(html, /<p id="matched">matched by the package; not elsewhere<\/p>/);
    assert.match(html, /<span id="with-router">\/docs\/intro true<\/span>/);
    assert.equal([...html.matchAll(/<a href="\/docs\/other">(Other|Nav)<\/a>/g)].length, 2, 'both links drawn as links of the site');
  });
});
