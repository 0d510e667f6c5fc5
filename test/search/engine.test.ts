// The embedded search engine and the safe-output helpers, without a browser:
// prefix and typo matching, ranking of titles over text over code, escaped
// highlights and snippets, query caps, and the hosted-hit clean-up; joined names,
// flags, plurals and signature headings as readers of other sites type them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createIndexFile, headingParts, loadIndexFile, processTerm, query, queryTerms, tokenize, wordForms, type LoadedIndex, type SearchRecord } from '../../theme/shared/search-engine.js';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { createShardedIndex } from '../../compiler/search/shards.js';
import { cleanQuery, escapeRawFields, FACET_FILTERS, facetFilters, localPath, markupSegments, MAX_QUERY_LENGTH, safeHit, safeMarkup, withHeadingPath } from '../../theme/shared/search-shape.js';

let position = 0;
function record(type: SearchRecord['type'], url: string, hierarchy: Partial<SearchRecord['hierarchy']>, content: string | null = null, code = false): SearchRecord {
  const [page, anchor] = url.split('#');
  return {
    objectID: `id-${position}`,
    type,
    hierarchy: { lvl0: 'Area', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy },
    content,
    url,
    url_without_anchor: page,
    anchor: anchor ?? null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    code,
    weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10, position: position++ },
  };
}

const PAYLOAD = '<img src=x onerror="alert(1)">';

const records: SearchRecord[] = [
  record('lvl1', '/rules', { lvl1: 'Rules' }),
  record('content', '/rules', { lvl1: 'Rules' }, 'A rule derives new facts from existing facts.'),
  record('lvl2', '/rules#recursion', { lvl1: 'Rules', lvl2: 'Recursion' }),
  record('content', '/rules#recursion', { lvl1: 'Rules', lvl2: 'Recursion' }, 'Recursive rules call themselves until nothing new is derived; one two three four five six seven eight nine ten eleven twelve thirteen.'),
  record('content', '/rules#recursion', { lvl1: 'Rules', lvl2: 'Recursion' }, 'annotations annotations annotations annotations inside code', true),
  record('lvl1', '/annotations', { lvl1: 'Annotations' }),
  record('lvl2', '/annotations#bind', { lvl1: 'Annotations', lvl2: '@bind: connecting sources' }),
  record('content', '/annotations#bind', { lvl1: 'Annotations', lvl2: '@bind: connecting sources' }, 'The bind annotation connects an atom to a data source.'),
  record('lvl1', '/sdk/graph_rag', { lvl0: 'SDK', lvl1: 'Graph RAG' }),
  record('content', '/sdk/graph_rag', { lvl0: 'SDK', lvl1: 'Graph RAG' }, 'Call graph_rag to answer questions.'),
  record('lvl1', '/danger', { lvl1: `Tricky ${PAYLOAD} title` }),
  record('content', '/danger', { lvl1: `Tricky ${PAYLOAD} title` }, `Text with ${PAYLOAD} and "quotes" & ampersands, plus <script>alert(2)</script>.`),
];

/** The sharded index of `site`, its files kept in memory, and the url of a query's first hit. */
async function shardedInMemory(site: SearchRecord[]): Promise<{ sharded: ShardedIndex; first: (text: string) => Promise<string | undefined> }> {
  const files = await createShardedIndex(site);
  const contents = new Map(files.files.map((file) => [file.path, file.contents]));
  const sharded = new ShardedIndex(JSON.parse(JSON.stringify(files.manifest)) as ShardedManifest, async (path) => JSON.parse(contents.get(path)!));
  return { sharded, first: async (text) => (await sharded.query({ query: text })).hits[0]?.url };
}

function load(): LoadedIndex {
  // Through JSON, as the browser receives it.
  return loadIndexFile(JSON.parse(JSON.stringify(createIndexFile(records))));
}

const index = load();
const ask = (text: string, extra: Parameters<typeof query>[1] = {}) => query(index, { query: text, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra });

test('a page title ranks above headings, text and code that mention the same word', () => {
  const result = ask('annotations');
  assert.equal(result.hits[0].url, '/annotations');
  assert.equal(result.hits[0].type, 'lvl1');
  const code = result.hits.findIndex((hit) => hit.code);
  assert.ok(code === -1 || code > 0, 'a code block never comes first');
});

test('should match prefixes as you type and tolerate a typo', () => {
  assert.equal(ask('annot').hits[0].url, '/annotations');
  assert.equal(ask('anotations').hits[0].url, '/annotations');
  assert.equal(ask('recursoin').hits[0]?.url_without_anchor, '/rules');
});

test('snake_case names match whole and by their parts', () => {
  assert.equal(ask('graph_rag').hits[0].url_without_anchor, '/sdk/graph_rag');
  assert.equal(ask('rag').hits[0].url_without_anchor, '/sdk/graph_rag');
});

test('hits come in the hosted shape: hierarchy, content, type, url, highlights and snippets', () => {
  const hit = ask('bind').hits[0];
  assert.equal(hit.url, '/annotations#bind');
  assert.equal(hit.anchor, 'bind');
  assert.equal(hit.url_without_anchor, '/annotations');
  assert.equal(hit.type, 'lvl2');
  assert.equal(hit.language, 'en');
  assert.equal(hit.docusaurus_tag, 'docs-default-current');
  assert.equal(hit._highlightResult.hierarchy.lvl2.value, '<mark>@bind</mark>: connecting sources');
  assert.equal(hit._highlightResult.hierarchy.lvl2.matchLevel, 'full');
  assert.equal(hit._highlightResult.hierarchy.lvl1.matchLevel, 'none');
});

test('one hit per url (distinct), and pagination over the distinct hits', () => {
  const all = ask('rules', { hitsPerPage: 100 });
  const urls = all.hits.map((hit) => hit.url);
  assert.equal(new Set(urls).size, urls.length);
  const first = ask('rules', { hitsPerPage: 1, page: 0 });
  const second = ask('rules', { hitsPerPage: 1, page: 1 });
  assert.equal(first.nbHits, all.nbHits);
  assert.equal(first.nbPages, all.nbHits);
  assert.notEqual(first.hits[0].url, second.hits[0].url);
});

test('snippets hold the asked number of words around the match, with ellipses', () => {
  const hit = ask('seven', { attributesToSnippet: ['content:5'], snippetEllipsisText: '…' }).hits[0];
  const text = hit._snippetResult.content.value.replace(/<\/?mark>/g, '');
  assert.match(text, /^….*…$/);
  assert.equal(text.replace(/…/g, '').trim().split(/\s+/).length, 5);
  assert.match(hit._snippetResult.content.value, /<mark>seven<\/mark>/);
  const ten = ask('eleven', { attributesToSnippet: ['content:10'] }).hits[0];
  assert.equal(ten._snippetResult.content.value.replace(/<\/?mark>|…/g, '').trim().split(/\s+/).length, 10);
});

test('highlighted text from the index is escaped: no payload becomes markup', () => {
  for (const text of ['img onerror', 'tricky', 'script alert', 'quotes ampersands']) {
    const result = ask(text, { attributesToSnippet: ['content:40'] });
    assert.ok(result.hits.length, `"${text}" finds the page`);
    for (const hit of result.hits) {
      const values = [hit._highlightResult.content.value, hit._snippetResult.content.value, ...Object.values(hit._highlightResult.hierarchy).map((value) => value.value), ...Object.values(hit._snippetResult.hierarchy).map((value) => value.value)];
      for (const value of values) {
        assert.doesNotMatch(value.replace(/<\/?mark>/g, ''), /[<>"]/, `only <mark> tags remain in ${value}`);
      }
    }
  }
  const danger = ask('ampersands', { attributesToSnippet: ['content:40'] }).hits[0];
  assert.match(danger._snippetResult.content.value, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
  assert.match(danger._snippetResult.content.value, /&amp;/);
});

test('queries with HTML, quotes, regex characters or 10,000 characters are capped and answered safely', () => {
  const long = 'a'.repeat(10_000);
  assert.equal(cleanQuery(long).length, MAX_QUERY_LENGTH);
  assert.equal(ask(long).query.length, MAX_QUERY_LENGTH);
  assert.equal(cleanQuery('one\u0000two\nthree'), 'one two three');
  for (const text of [PAYLOAD, '"quoted" \'single\'', '.*+?^${}()|[]\\', '(((', '\\', '[a-', 'rules)*', `<mark>${PAYLOAD}</mark>`]) {
    const result = ask(text);
    assert.ok(result.query.length <= MAX_QUERY_LENGTH);
    for (const hit of result.hits) assert.doesNotMatch(hit._highlightResult.content.value.replace(/<\/?mark>/g, ''), /[<>]/);
  }
  assert.equal(ask('.*').nbHits, 0, 'a regular expression is not run as one');
});

test('a query that matches nothing answers no hits, and an empty query answers none', () => {
  assert.equal(ask('zzqxv wibblefrotz').nbHits, 0);
  assert.equal(ask('').nbHits, 0);
  assert.equal(ask('   ').nbHits, 0);
});

test('contextual facet filters (language, docs tag) are honoured', () => {
  assert.ok(ask('rules', { facetFilters: FACET_FILTERS }).nbHits > 0);
  assert.equal(ask('rules', { facetFilters: ['language:fr'] }).nbHits, 0);
  assert.equal(ask('rules', { facetFilters: [['docusaurus_tag:docs-other']] }).nbHits, 0);
});

test('contextual facet filters send default and the docs versions\' tags, each once, as Docusaurus does', () => {
  // A page outside the docs (its tag `default`) and a blog list (its own tag) search the docs version they name, and `default`.
  assert.deepEqual(facetFilters('default', 'en', ['docs-default-current']), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.deepEqual(facetFilters('blog_posts_list', 'fr', ['docs-default-2.0']), ['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']]);
  // A further docs instance's page: its own version, and the first instance's.
  assert.deepEqual(facetFilters('docs-community-current', 'en', ['docs-default-1.0']), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-community-current', 'docusaurus_tag:docs-default-1.0']]);
});

test('result paths under /docs/ are rewritten to begin at the root; other schemes go nowhere', () => {
  assert.equal(localPath('https://docs.prometheux.ai/docs/learn/vadalog/annotations#bind'), '/learn/vadalog/annotations#bind');
  assert.equal(localPath('/docs/learn/vadalog/'), '/learn/vadalog');
  assert.equal(localPath('/docs'), '/');
  assert.equal(localPath('/documents/x'), '/documents/x');
  assert.equal(localPath('/learn/vadalog?x=1#y'), '/learn/vadalog?x=1#y');
  assert.equal(localPath('javascript:alert(1)'), '/');
  assert.equal(localPath('data:text/html,<script>'), '/');
  assert.equal(localPath(undefined), '/');
});

test('a site whose docs live under /docs keeps its hit paths; the search boot says so', async () => {
  assert.equal(localPath('/docs/intro#a', undefined, false), '/docs/intro#a');
  // A folder's index doc is linked with its slash (compiler/folder-routes.ts): its hit is too.
  assert.equal(localPath('/docs/guide/#a', undefined, false), '/docs/guide/#a');
  assert.equal(localPath('/docs/guide//', undefined, false), '/docs/guide/');
  assert.equal(safeHit({ url: '/docs/1.0/cli', url_without_anchor: '/docs/1.0/cli', hierarchy: {} }, 'https://x.io', false).url, '/docs/1.0/cli');
  const { searchBoot } = await import('../../compiler/search/config.js');
  const { siteConfigSchema } = await import('../../compiler/config/schema.js');
  const parseConfig = (value: unknown) => siteConfigSchema.parse(value);
  const base = { title: 'T', url: 'https://x.io', navbar: { items: [] }, footer: { copyright: 'c' } };
  assert.equal(searchBoot(parseConfig({ ...base, docs: {} })).docsRoutes, true);
  assert.equal(searchBoot(parseConfig({ ...base, docs: { routeBasePath: '/' } })).docsRoutes, undefined);
  assert.equal(searchBoot(parseConfig({ ...base, areas: ['learn'] })).docsRoutes, undefined);
  // Docs at the root: /docs paths are rewritten, and a folder's slash kept (/guide/, compiler/folder-routes.ts).
  assert.equal(searchBoot(parseConfig({ ...base, docs: { routeBasePath: '/' } })).folderSlashes, true);
  assert.equal(localPath('/docs/guide/#a', undefined, true, true), '/guide/#a');
  // The spec's site (areas) and a site without trailing slashes link none.
  assert.equal(searchBoot(parseConfig({ ...base, areas: ['learn'] })).folderSlashes, undefined);
  assert.equal(searchBoot(parseConfig({ ...base, docs: { routeBasePath: '/' }, trailingSlash: false })).folderSlashes, undefined);
});

test('hosted hits are made safe: only <mark> survives, missing snippets are filled from escaped text', () => {
  const hit: Record<string, unknown> = safeHit<Record<string, unknown>>({
    url: 'https://x.example/docs/a#b',
    hierarchy: { lvl0: 'A', lvl1: PAYLOAD, lvl2: null },
    content: PAYLOAD,
    _highlightResult: { hierarchy: { lvl1: { value: `<mark>x</mark>${PAYLOAD}`, matchLevel: 'full' } } },
  });
  assert.equal(hit.url, '/a#b');
  assert.equal(hit.url_without_anchor, '/a');
  const highlight = hit._highlightResult as { hierarchy: Record<string, { value: string }>; content: { value: string } };
  const snippet = hit._snippetResult as { hierarchy: Record<string, { value: string }>; content: { value: string } };
  assert.equal(highlight.hierarchy.lvl1.value, '<mark>x</mark>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  assert.equal(snippet.content.value, '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  assert.equal(snippet.hierarchy.lvl2.value, '');
  // Already-escaped values are not escaped twice.
  assert.equal(safeMarkup('&lt;b&gt; &amp; <mark>c</mark>'), '&lt;b&gt; &amp; <mark>c</mark>');
  assert.deepEqual(markupSegments('a &lt;b&gt; <mark>c</mark>'), [{ text: 'a <b> ', marked: false }, { text: 'c', marked: true }]);
  const raw = escapeRawFields({ hierarchy: { lvl1: PAYLOAD }, content: '<b>' });
  assert.equal((raw.hierarchy as Record<string, string>).lvl1, '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  assert.equal(raw.content, '&lt;b&gt;');
});

test('a hit below a section shows the headings above it as its path; a page\'s or a section\'s hit keeps the page title', () => {
  const made = (type: string, hierarchy: Record<string, string | null>) => safeHit({
    type, url: '/api/app#x', content: type === 'content' ? 'Reads <options>.' : null,
    hierarchy: { lvl0: 'API', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy },
    _snippetResult: { hierarchy: { lvl3: { value: '<mark>bootstrap</mark>()', matchLevel: 'full' } } },
  });
  const path = (hit: object) => ((hit as { _snippetResult: { hierarchy: { lvl1: { value: string } } } })._snippetResult.hierarchy.lvl1.value);
  const deep = withHeadingPath(made('lvl4', { lvl1: 'Class: App', lvl2: 'Methods', lvl3: 'bootstrap()', lvl4: 'Parameters' }));
  // The snippets' markup stays (a match in a parent heading is marked), the hit's own heading is not in its path.
  assert.equal(path(deep), 'Class: App › Methods › <mark>bootstrap</mark>()');
  assert.equal((deep as unknown as { hierarchy: { lvl1: string } }).hierarchy.lvl1, 'Class: App', 'DocSearch groups by the raw lvl1: unchanged');
  // A paragraph: every heading over it; a level left out of the page's outline is skipped.
  assert.equal(path(withHeadingPath(made('content', { lvl1: 'Class: App', lvl3: 'bootstrap()' }))), 'Class: App › <mark>bootstrap</mark>()');
  assert.equal(path(withHeadingPath(made('lvl2', { lvl1: 'Class: App', lvl2: 'Methods' }))), 'Class: App');
  assert.equal(path(withHeadingPath(made('content', { lvl1: 'Class: App' }))), 'Class: App');
  assert.equal(path(withHeadingPath(made('lvl1', { lvl1: 'Class: App' }))), 'Class: App');
});

test('a page\'s front matter keywords find its title record, and are never shown as its text', () => {
  const keyworded: SearchRecord[] = [
    { ...record('lvl1', '/accelerators', { lvl1: 'Accelerators' }), keywords: ['graphics card', 'CUDA'] },
    record('content', '/accelerators', { lvl1: 'Accelerators' }, 'Joins of large relations run on a device attached to the host.'),
    ...records,
  ];
  const loaded = loadIndexFile(JSON.parse(JSON.stringify(createIndexFile(keyworded))));
  const result = query(loaded, { query: 'graphics card', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  assert.equal(result.hits[0]?.url, '/accelerators');
  assert.equal(result.hits[0]?.type, 'lvl1');
  assert.equal(result.hits[0]?.content, null, 'a title record has no text to show');
  assert.equal(ask('graphics card').hits.length, 0, 'control: without the keywords no record matches');
});

// Other people's docs (bench/search-sites.ts): API names, flags and signatures as readers type them.
test('joined names (jest.fn, pnpm-workspace.yaml, --watch, camelCase) are indexed whole and by their parts', () => {
  assert.deepEqual(tokenize('Call jest.fn() or pass --watch; see pnpm-workspace.yaml and -D. The end.'), ['Call', 'jest.fn', 'or', 'pass', '--watch', 'see', 'pnpm-workspace.yaml', 'and', '-D', 'The', 'end']);
  assert.deepEqual(processTerm('jest.fn'), ['jest.fn', 'jest', 'fn']);
  assert.deepEqual(processTerm('--watchAll'), ['--watchall', 'watchall', 'watch', 'all']);
  assert.deepEqual(processTerm('pnpm-workspace.yaml'), ['pnpm-workspace.yaml', 'pnpm', 'workspace', 'yaml']);
  assert.deepEqual(processTerm('toc_max_heading_level'), ['toc_max_heading_level', 'toc', 'max', 'heading', 'level']);
  assert.equal(processTerm('__init__'), 'init');
  assert.deepEqual(processTerm('configDependencies'), ['configdependencies', 'config', 'dependencies']);
  assert.deepEqual(processTerm('HTMLElement'), ['htmlelement', 'html', 'element']);
  assert.deepEqual(processTerm('toHaveBeenCalledWith'), ['tohavebeencalledwith', 'have', 'been', 'called']);
  assert.equal(processTerm('typescript'), 'typescript');
  // A query needs a joined name's parts; the name whole adds (a prefix while it is typed).
  assert.deepEqual(queryTerms('mock jest.f'), { words: ['mock', 'jest', 'f'], last: 1, wholes: [{ term: 'jest.f', last: true }] });
  assert.deepEqual(queryTerms('@post'), { words: ['@post', 'post'], last: 0, wholes: [] });
});

test('a word finds its other number: singular and plural, as English writes them', () => {
  assert.deepEqual(wordForms('snapshot'), ['snapshots']);
  assert.deepEqual(wordForms('catalogs'), ['catalog']);
  assert.deepEqual(wordForms('dependency'), ['dependencies']);
  assert.deepEqual(wordForms('dependencies'), ['dependency']);
  assert.deepEqual(wordForms('matches'), ['match']);
  assert.deepEqual(wordForms('class'), ['classes']);
  assert.deepEqual(wordForms('v29'), []);
});

test('an API reference heading is indexed by its name, its signature with the body', () => {
  assert.deepEqual(headingParts('jest.fn(implementation?)'), ['jest.fn', '(implementation?)']);
  assert.deepEqual(headingParts('moduleNameMapper [object<string, string | array<string>>]'), ['moduleNameMapper', '[object<string, string | array<string>>]']);
  assert.deepEqual(headingParts('--filter <package_selector>'), ['--filter', '<package_selector>']);
  assert.deepEqual(headingParts('The Catalog Protocol (catalog:)'), ['The Catalog Protocol (catalog:)', '']);
  assert.deepEqual(headingParts('Using TypeScript'), ['Using TypeScript', '']);
});

test('the sharded index answers flags, plurals and signature headings as readers expect', async () => {
  const site: SearchRecord[] = [
    record('lvl1', '/guide', { lvl1: 'React Native' }),
    record('lvl3', '/guide#modulenamemapper', { lvl1: 'React Native', lvl2: 'Setup', lvl3: 'moduleNameMapper' }),
    record('content', '/guide#modulenamemapper', { lvl1: 'React Native', lvl2: 'Setup', lvl3: 'moduleNameMapper' }, 'Map images to a stub.'),
    record('lvl1', '/catalogs', { lvl1: 'Catalogs' }),
    record('content', '/catalogs', { lvl1: 'Catalogs' }, 'Define version ranges once for a workspace.'),
    record('lvl1', '/cli', { lvl1: 'CLI Options' }),
    record('lvl3', '/cli#--watch', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--watch' }),
    record('content', '/cli#--watch', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--watch' }, 'Watch files for changes and rerun tests related to changed files.'),
    record('lvl3', '/cli#--save-catalog-name', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--save-catalog-name <catalog_name>' }),
    record('content', '/cli#--save-catalog-name', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--save-catalog-name <catalog_name>' }, 'Save the new dependency to the named catalog.'),
    record('lvl3', '/cli#--setupfilesafterenv', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--setupFilesAfterEnv <path>' }),
    record('lvl1', '/configuration', { lvl1: 'Configuring' }),
    record('lvl3', '/configuration#modulenamemapper', { lvl1: 'Configuring', lvl2: 'Options', lvl3: 'moduleNameMapper [object<string, string | array<string>>]' }),
    record('content', '/configuration#modulenamemapper', { lvl1: 'Configuring', lvl2: 'Options', lvl3: 'moduleNameMapper [object<string, string | array<string>>]' }, 'A map from regular expressions to module names.'),
    record('lvl1', '/config-dependencies', { lvl1: 'Config dependencies' }),
    record('content', '/config-dependencies', { lvl1: 'Config dependencies' }, 'Dependencies installed before all others, for settings and hooks.'),
    record('content', '/cli#--save-catalog-name', { lvl1: 'CLI Options', lvl2: 'Reference', lvl3: '--save-catalog-name <catalog_name>' }, 'Or save it to configDependencies with --config.'),
    record('lvl1', '/watch-plugins', { lvl1: 'Watch Plugins' }),
    record('content', '/watch-plugins', { lvl1: 'Watch Plugins' }, 'Plugins hook into the watch mode to add keys.'),
  ];
  const { sharded, first } = await shardedInMemory(site);
  // A flag finds its own heading; the bare word finds the page about it.
  assert.equal(await first('--watch'), '/cli#--watch');
  assert.equal(await first('watch'), '/watch-plugins');
  // Typing a flag: every term of the last word is a prefix.
  assert.equal(await first('--wat'), '/cli#--watch');
  // A camelCase name finds the page titled by its words; the records that write it come after.
  assert.equal(await first('configDependencies'), '/config-dependencies');
  const written = await sharded.query({ query: 'configDependencies', hitsPerPage: 50 });
  assert.ok(written.hits.some((hit) => hit.url === '/cli#--save-catalog-name'), 'the record writing the name is found too');
  // A singular finds the plural title before a flag that holds the word.
  assert.equal(await first('catalog'), '/catalogs');
  // The option's reference heading (name and type) scores as a guide's heading of the name alone: its type is not held against it.
  const urls = new Map((await sharded.query({ query: 'moduleNameMapper', hitsPerPage: 50 })).hits.map((hit) => [hit.objectID, hit.url]));
  const scores = new Map((await sharded.rank('moduleNameMapper')).map((result) => [urls.get(`local-${result.id}`), result.score]));
  assert.ok(scores.get('/configuration#modulenamemapper')! >= scores.get('/guide#modulenamemapper')!, JSON.stringify([...scores]));
  // Typo tolerance never adds a flag's dashes to a name.
  const ranked = await sharded.rank('setupFilesAfterEnv');
  assert.ok(ranked.length > 0 && ranked.every((result) => !result.terms.includes('--setupfilesafterenv')), JSON.stringify(ranked));
});

test('an API name finds its own page before the pages whose names hold it as a part or in its other number', async () => {
  // Page order puts the longer names first: a tie would go to them.
  const site: SearchRecord[] = [];
  const page = (url: string, title: string, text: string) => site.push(record('lvl1', url, { lvl1: title }), record('content', url, { lvl1: title }, text));
  page('/api/classes/ConsoleLogger', 'Class: ConsoleLogger', 'A logger that writes to the console.');
  page('/api/functions/getCommentsAndTags', 'Function: getCommentsAndTags()', 'Returns the comments of a node and their tags.');
  page('/api/interfaces/CommentRange', 'Interface: CommentRange', 'Where a comment starts and ends.');
  page('/api/interfaces/NodeVisitor', 'Interface: NodeVisitor', 'Visits each node of a tree.');
  page('/api/classes/Comments', 'Class: Comments', 'A list of them, in source order.');
  page('/api/classes/Reflection', 'Class: Reflection', 'Its comment, if it has a comment, is read by the converter.');
  page('/api/classes/Comment', 'Class: Comment', 'A parsed comment.');
  page('/api/classes/Logger', 'Class: Logger', 'Writes messages.');
  page('/api/interfaces/Node', 'Interface: Node', 'A node of the syntax tree.');
  // "node" is in many records and "nodevisitor" in one: scored with its own idf, the completion came first.
  for (let n = 0; n < 12; n++) page(`/api/functions/visit${n}`, `Function: visit${n}()`, `Visits a node, then its parent node.`);
  const { first } = await shardedInMemory(site);
  // "comments" is rarer than "comment": scored with its own idf, the other number came first.
  assert.equal(await first('Comment'), '/api/classes/Comment');
  assert.equal(await first('Comments'), '/api/classes/Comments');
  // A part of a joined name ("ConsoleLogger") tied with the word alone, and the tie went to page order.
  assert.equal(await first('Logger'), '/api/classes/Logger');
  assert.equal(await first('Node'), '/api/interfaces/Node');
  // The joined names still find their own pages.
  assert.equal(await first('ConsoleLogger'), '/api/classes/ConsoleLogger');
  assert.equal(await first('getCommentsAndTags'), '/api/functions/getCommentsAndTags');
});

test('a word the site has finds its own records, not the headings its near spellings name', async () => {
  const site: SearchRecord[] = [
    record('lvl1', '/api/logger', { lvl1: 'Logger' }),
    record('lvl3', '/api/logger#loggingenabled', { lvl1: 'Logger', lvl2: 'Methods', lvl3: 'logging' }),
    record('content', '/api/logger#loggingenabled', { lvl1: 'Logger', lvl2: 'Methods', lvl3: 'logging' }, 'Whether messages are written.'),
    record('lvl1', '/guide/output', { lvl1: 'Output' }),
    record('content', '/guide/output', { lvl1: 'Output' }, 'Set zqlogging to flush every line at once.'),
  ];
  const { sharded, first } = await shardedInMemory(site);
  // "logging" is two letters from "zqlogging": as a typo, its heading outscored the paragraph holding the word typed.
  assert.equal(await first('zqlogging'), '/guide/output');
  assert.ok((await sharded.rank('zqlogging')).every((result) => result.terms.includes('zqlogging')), 'no near spelling of a word the site has');
  // A word the site lacks still finds its near spellings.
  assert.equal(await first('loggin'), '/api/logger#loggingenabled');
  assert.ok((await sharded.rank('zqloging')).some((result) => result.terms.includes('zqlogging')), 'a typo of it is found');
});
