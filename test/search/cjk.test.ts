// Search in Chinese, Japanese and Korean, which are written without spaces
// between words: a run of their letters is indexed and searched as its pairs of
// letters (theme/shared/cjk.ts). Before, a run was one word, so only a query
// that began where the run began found it: 软件包 ("software package") found
// nothing in 使用包管理器安装软件包. Tested on a site built by the real
// compiler and queried through the browser's index code, and on the chat's words.
// Thai (no spaces either) is cut the same way, a letter with its vowel and tone
// marks; in Hindi the vowels are combining marks, which cut each word into scraps
// before (हिन्दी into ह, न, द): a word now keeps its marks, and they are not
// folded away as accents are.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { createIndexFile, highlight, loadIndexFile, processTerm, query, tokenize, type SearchRecord } from '../../theme/shared/search-engine.js';
import { wordPieces } from '../../theme/shared/cjk.js';
import { tokenize as chatWords } from '../../server/chat/retrieval.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('CJK words', () => {
  it('cuts a run into overlapping pairs of letters, keeping other letters whole and a lone letter as it is', () => {
    assert.deepEqual(wordPieces('软件包').map((piece) => piece.text), ['软件', '件包']);
    assert.deepEqual(wordPieces('v2版本x').map((piece) => piece.text), ['v2', '版本', 'x']);
    assert.deepEqual(wordPieces('データベース').map((piece) => piece.text), ['デー', 'ータ', 'タベ', 'ベー', 'ース'], 'the prolonged sound mark ー is part of the run');
    assert.deepEqual(wordPieces('が').map((piece) => piece.text), ['が']);
    assert.deepEqual(wordPieces('plain').map((piece) => piece.text), ['plain']);
  });

  it('lights the letters a match covers as one highlight, and nothing beside them', () => {
    const value = (text: string, terms: string[]) => highlight(text, new Set(terms), terms.length, '<b>', '</b>').value;
    assert.equal(value('安装软件包的方法', ['软件', '件包']), '安装<b>软件包</b>的方法');
    assert.equal(value('用户名和密码。', ['密码']), '用户名和<b>密码</b>。');
    assert.equal(value('软件和软件', ['软件']), '<b>软件</b>和<b>软件</b>');
    assert.equal(value('English words stay as they were', ['words']), 'English <b>words</b> stay as they were');
  });

  it('finds a word inside a run in the small index (MiniSearch) too', () => {
    const record: SearchRecord = {
      objectID: 'a', type: 'content', content: '使用包管理器安装软件包。', url: '/docs/install', url_without_anchor: '/docs/install', anchor: null, language: 'zh-Hans', docusaurus_tag: 'docs-default-current', code: false,
      hierarchy: { lvl0: '文档', lvl1: '安装指南', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, weight: { pageRank: 0, level: 0, position: 0 },
    };
    const loaded = loadIndexFile(JSON.parse(JSON.stringify(createIndexFile([record]))));
    const found = query(loaded, { query: '软件包', attributesToSnippet: ['content:10'], highlightPreTag: '<b>', highlightPostTag: '</b>' });
    assert.equal(found.nbHits, 1);
    assert.match(JSON.stringify(found.hits[0]), /安装<b>软件包<\/b>/);
  });

  it("gives the chat's lexical ranking the same pairs (single letters dropped, as single Latin letters are)", () => {
    assert.deepEqual(chatWords('如何安装软件包?'), ['如何', '何安', '安装', '装软', '软件', '件包']);
    assert.deepEqual(chatWords('How do I install prometheux_chain?'), ['install', 'prometheux_chain', 'prometheux', 'chain'], 'English words as before');
  });
});

describe('Thai and Hindi words', () => {
  it('cuts a Thai run into pairs of letters, each letter with its vowel and tone marks', () => {
    assert.deepEqual(wordPieces('ซอฟต์แวร์').map((piece) => piece.text), ['ซอ', 'อฟ', 'ฟต์', 'ต์แ', 'แว', 'วร์']);
    assert.deepEqual(wordPieces('ซอฟต์แวร์').map((piece) => piece.second), [1, 1, 1, 2, 1, 1], 'where the second letter starts');
  });

  it('keeps a Hindi word whole, with its vowel signs, and folds accents only', () => {
    assert.deepEqual(tokenize('हिन्दी में खोज करें'), ['हिन्दी', 'में', 'खोज', 'करें']);
    assert.notEqual(processTerm('काम'), processTerm('कम'), '"work" and "less" stay two words');
    assert.equal(processTerm('Café'), 'cafe');
    assert.equal(processTerm('cafe\u0301'), 'cafe', 'a decomposed accent is folded as a composed one');
    assert.deepEqual(chatWords('हिन्दी में खोज'), ['हिन्दी', 'में', 'खोज']);
  });

  it("keeps a Hebrew word whole across its geresh or gershayim, or the ' and \" typed for them, and drops them from its term", () => {
    assert.deepEqual(tokenize('נתוני צה״ל על צ׳יפס'), ['נתוני', 'צה״ל', 'על', 'צ׳יפס']);
    assert.deepEqual(tokenize('צה"ל ו-ג\'ירפה'), ['צה"ל', 'ו-ג\'ירפה']);
    assert.equal(processTerm('צה״ל'), 'צהל');
    assert.equal(processTerm('צה"ל'), 'צהל');
    assert.deepEqual(tokenize("it's \"quoted\""), ['it', 's', 'quoted'], 'other letters end a word at a quote as before');
    assert.deepEqual(chatWords('מה זה צה״ל ו צ\'יפס'), ['מה', 'זה', 'צהל', 'ציפס']);
  });

  it('lights a Thai word as one highlight, marks included', () => {
    const terms = wordPieces('ซอฟต์แวร์').map((piece) => piece.text);
    assert.equal(highlight('การติดตั้งซอฟต์แวร์', new Set(terms), terms.length, '<b>', '</b>').value, 'การติดตั้ง<b>ซอฟต์แวร์</b>');
  });
});

describe('search on a Chinese site', () => {
  let index: ShardedIndex;
  const ask = async (text: string) => index.query({ query: text, hitsPerPage: 5, attributesToSnippet: ['content:12'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });

  before(async () => {
    const site = await makeTempDir('pxdocs-cjk-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ title: '文档', i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] }, chat: { embeddings: 'off' } }),
      'content/docs/install.md': page({ title: '安装指南' }, '## 安装软件包\n\n使用包管理器安装软件包的方法很简单。首先下载配置文件，然后运行安装命令。\n\n## 配置数据库\n\n数据库连接需要用户名和密码。\n'),
      'content/docs/start.md': page({ title: '快速开始' }, '## 第一步\n\n本页介绍如何编写第一个规则程序。\n'),
      'content/docs/japanese.md': page({ title: '日本語' }, '## 接続\n\nデータベースに接続するには設定ファイルが必要です。\n'),
      'content/docs/thai.md': page({ title: 'ภาษาไทย' }, '## การติดตั้ง\n\nการติดตั้งซอฟต์แวร์ทำได้ง่ายด้วยตัวจัดการแพ็กเกจ\n'),
      'content/docs/hindi.md': page({ title: 'हिन्दी' }, '## खोज\n\nहिन्दी में खोज करना आसान है। काम शुरू करें।\n'),
      'content/docs/hebrew.md': page({ title: 'עברית' }, '## קיצורים\n\nהמסמך מסביר את תקנות צה״ל ואת המתכון לצ׳יפס.\n'),
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const out = join(site, 'out');
    const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
    index = new ShardedIndex(manifest, async (path) => JSON.parse(await readFile(join(out, path), 'utf8')));
  });

  it('finds words in the middle of a sentence, with the word highlighted in the snippet', async () => {
    const password = await ask('密码');
    assert.equal(password.hits[0]?.url, '/docs/install#配置数据库');
    assert.match(JSON.stringify(password.hits[0]._snippetResult), /用户名和<mark>密码<\/mark>/);
    assert.equal((await ask('软件包')).hits[0]?.url, '/docs/install#安装软件包');
    assert.equal((await ask('规则程序')).hits[0]?.url, '/docs/start#第一步');
    assert.equal((await ask('データベース')).hits[0]?.url, '/docs/japanese#接続');
    // A Thai word in the middle of a run, and a Hindi word (a scrap of it, कर, found every page with करें and कर before).
    const software = await ask('ซอฟต์แวร์');
    assert.equal(software.hits[0]?.url, '/docs/thai#การติดตั้ง');
    assert.match(JSON.stringify(software.hits[0]._snippetResult), /<mark>ซอฟต์แวร์<\/mark>/);
    assert.equal((await ask('आसान')).hits[0]?.url, '/docs/hindi#खोज');
    assert.match(JSON.stringify((await ask('काम')).hits[0]?._snippetResult), /<mark>काम<\/mark>/);
    // A Hebrew abbreviation, typed with the gershayim, the quote key, or neither, lit whole.
    for (const typed of ['צה״ל', 'צה"ל', 'צהל']) {
      const found = await ask(typed);
      assert.equal(found.hits[0]?.url, '/docs/hebrew#קיצורים', typed);
      assert.match(JSON.stringify(found.hits[0]._snippetResult), /<mark>צה״ל<\/mark>/, typed);
    }
    assert.equal((await ask("לצ'יפס")).hits[0]?.url, '/docs/hebrew#קיצורים');
  });

  it('finds nothing for a word the docs do not hold, and allows one missing pair as one missing word', async () => {
    assert.equal((await ask('网络')).nbHits, 0);
    // 软件 is there, 件库 is not: as a query of two words one of which no record has, the best record with the other.
    assert.equal((await ask('软件库')).hits[0]?.url, '/docs/install#安装软件包');
  });

  it('finds a run by its first letter as it is typed', async () => {
    assert.ok((await ask('软')).hits.some((hit) => hit.url === '/docs/install#安装软件包'));
  });
});
