// A site's components that set event handlers (a demo's `<button onClick>`, as
// OlegWock/react-local-toast-docs's toast demos have) but cannot be islands
// (site-islands.test.ts: those are hydrated in the browser): pxdocs renders them
// when the site is built and never runs them in the browser, so the handlers do
// nothing on the built page. The build warns, naming the file, the handlers,
// the line and why it is no island, on each page that imports it, and not for a
// component without handlers or a package's own components.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('components with event handlers', () => {
  it("warn once per component file, at its first handler, naming the handlers and the pages importing it, on a cached build too", async () => {
    const dir = await makeTempDir('pxdocs-browser-handlers-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      // @theme/CodeBlock has no browser version in pxdocs: the file stays static.
      'src/demo/Counter.tsx': "import React, { useState } from 'react';\nimport CodeBlock from '@theme/CodeBlock';\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n}\n\nexport function Field() {\n  return <label><input onChange={() => undefined} onKeyDown={() => undefined} /><CodeBlock>x</CodeBlock></label>;\n}\n",
      'src/demo/Static.tsx': "import React from 'react';\n\nexport function Static() {\n  return <p>Nothing to click.</p>;\n}\n",
      'node_modules/widget-lib/package.json': '{ "name": "widget-lib", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/widget-lib/index.js': "const React = require('react');\nexports.Widget = function Widget() { return React.createElement('span', null, 'widget'); };\n// <button onClick={x}> in a comment of a package: not the site's to change\n",
      'docs/demo.mdx': page({ title: 'Demo' }, "import { Counter } from '@site/src/demo/Counter';\n\nTry it:\n\n<Counter />\n"),
      'docs/again.mdx': page({ title: 'Again' }, "import { Field } from '@site/src/demo/Counter';\n\n<Field />\n"),
      'docs/plain.mdx': page({ title: 'Plain' }, "import { Static } from '@site/src/demo/Static';\nimport { Widget } from 'widget-lib';\n\n<Static />\n\n<Widget />\n"),
    });
    for (const round of ['cold', 'cached']) {
      const result = await buildSite(dir);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /Browser code that never runs\n\s+src\/demo\/Counter\.tsx:5: its components set `onClick`, `onChange`, `onKeyDown`, and 2 pages import it \(docs\/again\.mdx, docs\/demo\.mdx\): it stays static, as its code cannot run in a browser as pxdocs bundles it \("@theme\/CodeBlock" has no browser version in pxdocs\), so these handlers do nothing on the built pages/, round);
      assert.equal(result.stderr.match(/its components set/g)?.length, 1, `one warning for the file (${round})`);
      assert.doesNotMatch(result.stderr, /plain\.mdx/, round);
      assert.doesNotMatch(result.stderr, /widget-lib/, round);
    }
  });

  it('name a component rendering <BrowserOnly>, whose children never show on the built page, only its fallback', async () => {
    const dir = await makeTempDir('pxdocs-browser-only-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'components/Editor.tsx': "import React from 'react';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\nexport function Editor() {\n  return <BrowserOnly fallback={<p>Loading the editor…</p>}>{() => <div>live editor</div>}</BrowserOnly>;\n}\n",
      'docs/editor.mdx': page({ title: 'Editor' }, "import { Editor } from '@site/components/Editor';\n\n<Editor />\n"),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /components\/Editor\.tsx:5: its components render <BrowserOnly>, and the page docs\/editor\.mdx imports it: it stays static, as it is outside the folders pxdocs takes islands from \(src\/ and the docs folders\), so what <BrowserOnly> holds never shows there \(its fallback does\)/);
    assert.doesNotMatch(result.stderr, /handlers do nothing/);
  });

  it("name a component that draws in an effect (risc0's Mermaid diagrams), whose built page shows only its first render", async () => {
    const dir = await makeTempDir('pxdocs-effects-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      // Imported for its effect hook, which the import line names without calling it.
      // Outside src/ and the docs folders: no island, so the effect never runs in the browser.
      'components/Mermaid/index.js': "import React, { useEffect, useId } from 'react';\n\nexport default function Mermaid({ definition, height = 280 }) {\n  const id = useId();\n  useEffect(() => {\n    document.getElementById(id).textContent = definition;\n  }, []);\n  return <div id={id} className=\"mermaid-graph\" style={{ height }} />;\n}\n",
      'components/Mermaid/flow.mermaid.tsx': "import React from 'react';\nimport Mermaid from '.';\n\nexport default function Flow() {\n  return <Mermaid definition={'flowchart TD\\n a --> b'} />;\n}\n",
      // In src/: an island, its effect run in the browser (site-islands.test.ts), so nothing to say.
      'src/Clock.tsx': "import * as React from 'react';\n\nexport function Clock() {\n  const [now, setNow] = React.useState('');\n  React.useLayoutEffect(() => setNow(new Date().toISOString()), []);\n  return <time>{now}</time>;\n}\n",
      'docs/flow.mdx': page({ title: 'Flow' }, "import Flow from '@site/components/Mermaid/flow.mermaid';\nimport { Clock } from '@site/src/Clock';\n\n<Flow />\n\n<Clock />\n"),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /components\/Mermaid\/index\.js:5: its components run `useEffect`, and the page docs\/flow\.mdx imports it: it stays static, as it is outside the folders pxdocs takes islands from \(src\/ and the docs folders\), so what the effects do \(drawing into the page, loading data, starting timers\) never happens there: the pages show what the first render gives/);
    assert.doesNotMatch(result.stderr, /src\/Clock\.tsx/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'flow.html'), 'utf8'), /<px-island[^>]*data-export="Clock"[^>]*><time><\/time><\/px-island>/);
    // The file that only renders the drawing component has no effect of its own.
    assert.doesNotMatch(result.stderr, /flow\.mermaid\.tsx/);
  });

  it('name a <BrowserOnly> written in the page itself, at its line', async () => {
    const dir = await makeTempDir('pxdocs-browser-only-page-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/live.mdx': "---\ntitle: Live\n---\n\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly fallback={<p>Loading…</p>}>{() => <div>{window.location.href}</div>}</BrowserOnly>\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /Browser code that never runs\n\s+docs\/live\.mdx:7:1: <BrowserOnly>: what it holds never shows on the built page, only its fallback/);
  });

  it("names a component the page defines itself with a handler or state (Docusaurus's template page), and a handler on an element of the page, at their lines", async () => {
    const dir = await makeTempDir('pxdocs-browser-handlers-page-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/features.mdx': [
        '---', 'title: Features', '---', '',
        "import { useState } from 'react';",
        'export const Highlight = ({children, color}) => (',
        '  <span',
        "    style={{backgroundColor: color, padding: '2px'}}",
        '    onClick={() => { alert(`You clicked ${children}`); }}>',
        '    {children}',
        '  </span>',
        ');', '',
        'export const Counter = () => { const [n, setN] = useState(0); return <b>{n}</b>; };', '',
        "export const Unused = () => <i onClick={() => alert('never')}>x</i>;", '',
        'export const Plain = ({children}) => <em>{children}</em>;', '',
        'This is <Highlight color="#25c2a0">green</Highlight>, <Counter />, <Plain>plain</Plain>.', '',
        "<button onClick={() => alert('hi')}>Press</button>", '',
      ].join('\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /Browser code that never runs[^]*docs\/features\.mdx:6:1: <Highlight>, defined in this page, sets onClick: it is rendered once when the site is built and never runs in the browser[^]*Move it into a file of src\/components/);
    assert.match(result.stderr, /docs\/features\.mdx:14:1: <Counter>, defined in this page, calls useState/);
    assert.match(result.stderr, /docs\/features\.mdx:22:1: <button onClick>: the handler never runs on the built page/);
    assert.doesNotMatch(result.stderr, /<Unused>|<Plain>/, 'a component the page does not use, or one without handlers, is not named');
  });
});
