// The build checks every Vadalog code block: a syntax error fails the build
// under onInvalidCode 'throw' with the page's file:line:column, and only warns
// under 'warn'.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeFixture, removeTempDirs } from '../helpers.js';

const BROKEN = `---
title: Broken
description: A program with a syntax error.
---

Some text.

\`\`\`prolog title="control.vada"
owns("a", "b", 0.6).

controls(X, Y) :- owns(X, Y, S),
    S + 0.1 > 0.5.
\`\`\`

- In a list:

  \`\`\`vadalog
  p(X) :- q(X)
  \`\`\`
`;

const CONFIG = (severity: string, vadalogLanguages = "['vadalog', 'prolog']") => `export default {
  title: 'Vadalog Fixture',
  url: 'https://fixture.example',
  areas: ['docs'],
  navbar: { items: [] },
  footer: { copyright: 'Copyright © 2026 Fixture Ltd.' },
  highlight: { additionalLanguages: ['prolog'], defaultLanguage: 'prolog'${vadalogLanguages ? `, vadalogLanguages: ${vadalogLanguages}` : ''} },
  ${severity ? `onInvalidCode: '${severity}',` : ''}
};
`;

const WRONG_OUTPUT = `---
title: Wrong output
description: A program whose shown output is not what it derives.
---

\`\`\`prolog title="reach.vada" expect="out-1"
link(1, 2).
link(2, 3).

reach(X, Y) :- link(X, Y).
reach(X, Z) :- reach(X, Y), link(Y, Z).

@output("reach").
\`\`\`

Its output:

\`\`\`text id="out-1"
reach(1, 2)
reach(2, 3)
reach(1, 4)
\`\`\`

\`\`\`prolog expect="out-9"
p(1).
@output("p").
\`\`\`

\`\`\`text id="out-1"
reach(1, 2)
\`\`\`
`;

// The data a program reads is the table shown before it; the output shown is wrong
// for that table (Cleo is 17), and a variation extends the program.
const DATA_OUTPUT = (shown: string) => `---
title: Data
description: A program reading a table shown on the page.
---

| name | age |
| --- | --- |
| Ana | 34 |
| Cleo | 17 |

\`\`\`prolog title="adults.vada" data="person" expect="out-1" id="adults"
@input("person").
@bind("person", "csv useHeaders=true", "data", "people.csv").
@mapping("person", 1, "age", "int").
adult(N) :- person(N, A), A >= 18.
@output("adult").
\`\`\`

\`\`\`text id="out-1"
${shown}
\`\`\`

\`\`\`prolog extends="adults" expect="out-2"
adult(N) :- person(N, A), A >= 16.
\`\`\`

\`\`\`text id="out-2"
adult("Ana")
adult("Cleo")
\`\`\`

\`\`\`prolog data="person other" unchecked="there is one table"
@input("person").
@output("person").
\`\`\`
`;

/** Ordinary Prolog, which the Vadalog grammar rejects (`[H|T]`, `?-`). */
const PROLOG = `---
title: Lists
---

\`\`\`prolog
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
?- append(X, Y, [1,2]).
\`\`\`
`;

describe('Vadalog checking in the build', () => {
  after(removeTempDirs);

  it('builds the fixture whose programs are all valid', async () => {
    const site = await makeFixture('vadalog');
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /· 0 warnings ·/);
  });

  it('fails under throw, naming file:line:column of each error and what to do', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/broken.md': BROKEN });
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stderr);
    // Line 12 of the page, column 5: the expression on the left of ">".
    assert.match(result.stderr, /content\/docs\/broken\.md:12:5/);
    assert.match(result.stderr, /left side of a condition must be a variable/);
    // The indented fence: line 18, column 3 of the block text plus the list indentation.
    assert.match(result.stderr, /content\/docs\/broken\.md:18:15/);
    assert.match(result.stderr, /expected "," or "\." but found the end of the block/);
    assert.match(result.stderr, /fragment/, 'the hint names the fragment meta');
    assert.doesNotMatch(result.stderr, /MDX syntax error/);
  });

  it('only warns under warn, with the same places, and writes the pages', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/broken.md': BROKEN, 'config/site.config.ts': CONFIG('warn') });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /· 2 warnings ·/);
    assert.match(result.stderr, /content\/docs\/broken\.md:12:5/);
    assert.match(result.stderr, /content\/docs\/broken\.md:18:15/);
    const html = await readFile(join(site, 'out', 'docs', 'broken.html'), 'utf8');
    assert.match(html, /controls/);
  });

  it('warns by default when the config does not set onInvalidCode', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/broken.md': BROKEN, 'config/site.config.ts': CONFIG('') });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /· 2 warnings ·/);
  });

  it('fails when a program derives other facts than its output block shows, naming both blocks', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/wrong-output.md': WRONG_OUTPUT });
    const result = await buildSite(site);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /The program at content\/docs\/wrong-output\.md:6 and its output block at content\/docs\/wrong-output\.md:18 disagree/);
    assert.match(result.stderr, /shown but not derived: reach\(1, 4\)/);
    assert.match(result.stderr, /derived but not shown: reach\(1, 3\)/);
    // An expect that names no block is reported too.
    assert.match(result.stderr, /content\/docs\/wrong-output\.md:24.*expects the output block id="out-9", but no code block on the page has that id/);
    assert.match(result.stderr, /Two code blocks have id="out-1" \(lines 18 and 29\)/);
  });

  it('runs a program on the table its data meta names, and fails naming both blocks when the output is wrong', async () => {
    const good = await makeFixture('vadalog', { 'content/docs/data.md': DATA_OUTPUT('adult("Ana")') });
    const passed = await buildSite(good);
    assert.equal(passed.code, 0, passed.stderr);
    const bad = await makeFixture('vadalog', { 'content/docs/data.md': DATA_OUTPUT('adult("Ana")\nadult("Cleo")') });
    const result = await buildSite(bad);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /The program at content\/docs\/data\.md:11 and its output block at content\/docs\/data\.md:19 disagree/);
    assert.match(result.stderr, /shown but not derived: adult\("Cleo"\)/);
    // The variation at line 23 reads the same table and is right: it is not reported.
    assert.doesNotMatch(result.stderr, /data\.md:23/);
  });

  it('says nothing under ignore', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/broken.md': BROKEN, 'config/site.config.ts': CONFIG('ignore') });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /· 0 warnings ·/);
  });

  it('leaves a prolog block alone on a site that does not name prolog a Vadalog language, even under throw', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/lists.md': PROLOG, 'config/site.config.ts': CONFIG('throw', '') });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /· 0 warnings ·/);
    assert.doesNotMatch(result.stderr, /Vadalog/);
    const html = await readFile(join(site, 'out', 'docs', 'lists.html'), 'utf8');
    // Prism's Prolog grammar, as Docusaurus highlights it with prolog in additionalLanguages.
    assert.match(html, /<span class="token function">append<\/span>/);
    assert.doesNotMatch(html, /vadalog-/);
    assert.doesNotMatch(html, /data-chat-vadalog/, 'the chat highlights only ```vadalog as Vadalog');
  });

  it('checks and highlights the same block as Vadalog on a site that names prolog', async () => {
    const site = await makeFixture('vadalog', { 'content/docs/lists.md': PROLOG, 'config/site.config.ts': CONFIG('warn') });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /Invalid Vadalog in a `prolog` block/);
    assert.match(result.stderr, /content\/docs\/lists\.md:\d+:\d+/);
    const html = await readFile(join(site, 'out', 'docs', 'lists.html'), 'utf8');
    assert.match(html, /vadalog-neck/);
    assert.match(html, /data-chat-vadalog="vadalog prolog"/, 'and so does the chat');
  });
});
