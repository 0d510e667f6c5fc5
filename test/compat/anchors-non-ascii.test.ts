// A broken anchor written in letters other than ASCII (`#本页不存在`) was reported twice: as
// the Markdown writes it, at its line, and again as the HTML has it, percent-encoded and
// placeless (a helper's Chinese site). An anchor is now one link however it is spelt.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a broken anchor in non-ASCII letters', () => {
  it('is reported once, at its line, as written', async () => {
    const dir = await makeTempDir('pxdocs-anchor-cjk-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'Anchors', url: 'https://anchors.example', tagline: 'x', lang: 'zh-Hans', onBrokenAnchors: 'warn', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n",
      'docs/intro.md': '# 介绍\n\n- [本页](#本页不存在)\n- [绝对](/docs/other#绝对不存在)\n- [存在](/docs/other#存在的标题)\n',
      'docs/other.md': '# 其他\n\n## 存在的标题\n\n文本。\n',
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /docs\/intro\.md:3:3 → #本页不存在 \(no element with id "本页不存在" on \/docs\/intro\)/);
    assert.match(built.stderr, /docs\/intro\.md:4:3 → \/docs\/other#绝对不存在/);
    assert.doesNotMatch(built.stderr, /%E6|%E7/, 'not again, percent-encoded');
    assert.doesNotMatch(built.stderr, /存在的标题/, 'an anchor that exists is fine');
  });
});
