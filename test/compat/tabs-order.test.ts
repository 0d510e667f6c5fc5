// A Tabs given `values` lists its tabs in that order and its panels in the
// order the <TabItem>s are written, as Docusaurus 3.10's Tabs clones its
// children (/tmp/docu/hL-r2/docs/tabs.mdx): what find-in-page and a reader
// without JavaScript meet. Each panel stays labelled by its own tab.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

const config = "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n";

describe('tab panel order', () => {
  it('writes the panels in the order of the children, the tabs in the order of values', async () => {
    const site = await makeTempDir('pxdocs-tabs-order-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config,
      'docs/tabs.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs defaultValue=\"b\" values={[{label: 'A', value: 'a'}, {label: 'B', value: 'b'}, {label: 'C', value: 'c'}]}>\n<TabItem value=\"c\">Content C</TabItem>\n<TabItem value=\"a\">Content A</TabItem>\n<TabItem value=\"b\">Content B</TabItem>\n</Tabs>\n",
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(site, 'out'), '/docs/tabs');
    const tabs = selectAll(page.tree, '[role=tab]');
    assert.deepEqual(tabs.map(text), ['A', 'B', 'C']);
    const panels = selectAll(page.tree, '[role=tabpanel]');
    assert.deepEqual(panels.map((panel) => [text(panel), attr(panel, 'hidden') !== undefined]), [['Content C', true], ['Content A', true], ['Content B', false]]);
    // Each panel named by its tab, and its tab pointing at it.
    for (const panel of panels) {
      const tab = tabs.find((candidate) => attr(candidate, 'id') === attr(panel, 'aria-labelledby'))!;
      assert.equal(attr(tab, 'aria-controls'), attr(panel, 'id'));
      assert.equal(attr(tab, 'data-value'), attr(panel, 'data-value'));
    }
  });
});
