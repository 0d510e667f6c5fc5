import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { flatFrontMatter, parseFrontMatter } from '../../compiler/front-matter.js';
import { corporaFiles, pageFiles, ROOT } from '../compat/lib.js';
import { seededRandom } from '../helpers.js';
import { Diagnostics } from '../../compiler/diagnostics.js';
import { PxError, PxErrorList } from '../../compiler/errors.js';

const FILE = 'content/learn/01-intro.md';


/** Runs `parse` expecting a PxError and returns it. */
function parseError(source: string): PxError {
  try {
    parseFrontMatter(source, FILE, new Diagnostics());
  } catch (error) {
    assert.ok(error instanceof PxError, `expected a PxError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected parseFrontMatter to throw');
}

describe('parseFrontMatter', () => {
  it('should return the parsed keys and the number of lines the block takes', () => {
    const result = parseFrontMatter('---\ntitle: Rules\ndescription: How rules work.\nsidebar_position: 3\n---\n\nBody\n', FILE);
    assert.deepEqual(result.data, { title: 'Rules', description: 'How rules work.', sidebar_position: 3 });
    assert.equal(result.lines, 5);
  });

  it('should return no data and zero lines for a page without front matter', () => {
    const { data, lines } = parseFrontMatter('# Title\n\nBody\n', FILE);
    assert.deepEqual({ data, lines }, { data: {}, lines: 0 });
  });

  it('should accept an empty block and Windows line endings', () => {
    assert.deepEqual(parseFrontMatter('---\n---\nBody\n', FILE).data, {});
    const crlf = parseFrontMatter('---\r\ntitle: Rules\r\nslug: /x\r\n---\r\nBody\r\n', FILE);
    assert.deepEqual(crlf.data, { title: 'Rules', slug: '/x' });
  });

  it('should apply a YAML merge key (<<: *anchor), as gray-matter does for Docusaurus', () => {
    const { data } = parseFrontMatter('---\ncommon: &c {sidebar_label: Short, hide_table_of_contents: true}\n<<: *c\ntitle: Merged\n---\n\nBody\n', FILE);
    assert.equal(data.title, 'Merged');
    assert.equal(data.sidebar_label, 'Short');
    assert.equal(data.hide_table_of_contents, true);
    assert.equal((data as Record<string, unknown>)['<<'], undefined);
  });

  it('should accept every documented key type, including null pagination and a date', () => {
    const { data } = parseFrontMatter([
      '---',
      'title: A',
      'keywords: [a, b]',
      'hide_table_of_contents: true',
      'pagination_next: null',
      'toc_max_heading_level: 4',
      'last_update:',
      '  date: 2025-01-02',
      '  author: Ada',
      'tags: [one, { label: two }]',
      '---',
    ].join('\n'), FILE);
    assert.equal(data.pagination_next, null);
    assert.deepEqual(data.keywords, ['a', 'b']);
    assert.equal(data.toc_max_heading_level, 4);
    assert.equal(data.last_update?.author, 'Ada');
  });

  it('should fail on a value of the wrong type, naming the key, the expected type, the value and the key\'s line', () => {
    const error = parseError('---\ntitle: Rules\ndescription: x\nsidebar_position: "abc"\n---\nBody\n');
    assert.equal(error.title, 'Invalid front matter');
    assert.match(error.message, /sidebar_position/);
    assert.match(error.message, /number/);
    assert.match(error.message, /"abc"/);
    assert.deepEqual(error.where, { file: FILE, line: 4, column: 1 });
  });

  it('should take a number or boolean written as a string, as Docusaurus does (Joi converts it)', () => {
    // Before: '"sidebar_position" should be number, found "3"', of a page Docusaurus builds.
    const { data } = parseFrontMatter('---\nsidebar_position: "3"\ntoc_max_heading_level: " 4 "\ndraft: "false"\nhide_title: "TRUE"\nunlisted: \'false\'\n---\nBody\n', FILE, new Diagnostics());
    assert.deepEqual([data.sidebar_position, data.toc_max_heading_level, data.draft, data.hide_title, data.unlisted], [3, 4, false, true, false]);
    assert.equal(parseFrontMatter('---\nsidebar_position: "-1.5e1"\n---\n', FILE).data.sidebar_position, -15);
    // Text that is no number or boolean is still refused, as Docusaurus refuses it.
    for (const [yaml, message] of [['sidebar_position: "3rd"', '"sidebar_position" should be number, found "3rd".'], ['sidebar_position: ""', '"sidebar_position" should be number, found "".'], ['draft: "yes"', '"draft" should be boolean, found "yes".'], ['toc_max_heading_level: "9"', '"toc_max_heading_level" should be at most 6, found 9.'], ['toc_min_heading_level: 1', '"toc_min_heading_level" should be at least 2, found 1.']]) {
      assert.throws(() => parseFrontMatter(`---\n${yaml}\n---\n`, FILE), (error: Error) => {
        assert.equal(error.message, message);
        return true;
      });
    }
  });

  it('should take a number where text is expected as that text, as Docusaurus\'s JoiFrontMatter does', () => {
    // Before: '"tags.0" should be a tag: its label as text, or { label, permalink }, found 2022.' (Wybxc/wybxc-monthly's blog).
    const { data } = parseFrontMatter('---\ntitle: 2048\nsidebar_label: 3\nslug: 404\nid: 7\nkeywords: [2024, docs]\ntags: [2022, { label: 1.5 }]\npagination_label: 0\nlast_update: { author: 42 }\n---\nBody\n', FILE, new Diagnostics());
    assert.deepEqual([data.title, data.sidebar_label, data.slug, data.id, data.keywords, data.pagination_label, data.last_update?.author], ['2048', '3', '404', '7', ['2024', 'docs'], '0', '42']);
    assert.deepEqual(data.tags, ['2022', { label: '1.5' }]);
    // A boolean or a list is no text, as Docusaurus refuses it.
    for (const [yaml, message] of [['title: true', '"title" should be string, found true.'], ['sidebar_label: [1]', '"sidebar_label" should be string, found [1].']]) {
      assert.throws(() => parseFrontMatter(`---\n${yaml}\n---\n`, FILE), (error: Error) => {
        assert.equal(error.message, message);
        return true;
      });
    }
  });

  it('should name every wrong value at once, in the order of their lines', () => {
    try {
      parseFrontMatter('---\nsidebar_position: abc\ntitle: true\ndescription: [a, b]\n---\nBody\n', FILE, new Diagnostics());
      assert.fail('expected parseFrontMatter to throw');
    } catch (error) {
      assert.ok(error instanceof PxErrorList, `expected a list, got ${String(error)}`);
      assert.deepEqual(error.errors.map((item) => [item.where?.line, /"(\w+)"/.exec(item.message)?.[1]]), [[2, 'sidebar_position'], [3, 'title'], [4, 'description']]);
    }
  });

  it('should give the line of the first key when that key is wrong', () => {
    const error = parseError('---\nhide_title: "yes"\n---\n');
    assert.equal(error.where?.line, 2);
    assert.match(error.message, /hide_title/);
  });

  it('should reject a heading level outside 2 to 6', () => {
    const error = parseError('---\ntitle: A\ntoc_min_heading_level: 1\n---\n');
    assert.match(error.message, /toc_min_heading_level/);
    assert.equal(error.where?.line, 3);
  });

  it('should reject a last_update date that is no date, as Docusaurus does (Joi.date()), and take one that is', () => {
    const error = parseError('---\ntitle: A\nlast_update:\n  date: notadate\n---\n');
    assert.equal(error.title, 'Invalid front matter');
    assert.equal(error.where?.line, 3);
    assert.match(error.message, /"last_update\.date" should be a date \(YYYY-MM-DD, or an ISO date and time\), found "notadate"/);
    const { data } = parseFrontMatter('---\nlast_update:\n  date: 2024-03-01T10:00:00Z\n---\n', FILE);
    assert.equal(data.last_update?.date, '2024-03-01T10:00:00Z');
  });

  it('should reject an empty id, as Docusaurus does (it took the folder index page\'s route)', () => {
    const error = parseError('---\ntitle: A\nid: ""\n---\n');
    assert.equal(error.title, 'Invalid front matter');
    assert.equal(error.where?.line, 3);
    assert.match(error.message, /"id" should be a non-empty string, found ""/);
  });

  it('should reject front matter that is not a set of key: value lines', () => {
    const error = parseError('---\n- a\n- b\n---\n');
    assert.equal(error.title, 'Invalid front matter');
    assert.equal(error.where?.file, FILE);
  });

  it('should give the file line of a YAML syntax error (the line after the opening fence is line 2)', () => {
    // Line 1 is `---`; the unterminated quote is on line 3.
    const error = parseError('---\ntitle: Rules\ndescription: "never closed\n---\nBody\n');
    assert.equal(error.title, 'Invalid front matter');
    assert.equal(error.where?.line, 3, `reported ${error.where?.file}:${error.where?.line}, but the broken value is on line 3`);
  });

  it('should give the file line of a duplicated key', () => {
    const error = parseError('---\ntitle: A\ntitle: B\n---\n');
    assert.equal(error.where?.line, 3, `reported line ${error.where?.line}, but the duplicate key is on line 3`);
  });

  it('should keep custom keys as written, without a warning, as Docusaurus keeps them for components', () => {
    const diagnostics = new Diagnostics();
    const { data } = parseFrontMatter('---\ntitle: A\nauthor: Ada\ndescription: d\nowner: { team: docs }\n---\n', FILE, diagnostics);
    assert.deepEqual(data, { title: 'A', author: 'Ada', description: 'd', owner: { team: 'docs' } });
    assert.deepEqual(diagnostics.warnings, []);
  });

  it('should warn once per key that looks like a mistyped known one, with its line and the key meant', () => {
    const diagnostics = new Diagnostics();
    parseFrontMatter('---\ntitle: A\nsidebar_postion: 2\ndescription: d\ntag: [x]\nTitel: B\n---\n', FILE, diagnostics);
    assert.equal(diagnostics.errors.length, 0);
    assert.deepEqual(diagnostics.warnings.map((warning) => [warning.kind, warning.where?.line]), [['front-matter', 3], ['front-matter', 5], ['front-matter', 6]]);
    assert.match(diagnostics.warnings[0].message, /Unknown front matter key "sidebar_postion": did you mean "sidebar_position"\?/);
    assert.match(diagnostics.warnings[1].message, /"tag": did you mean "tags"/);
    assert.match(diagnostics.warnings[2].message, /"Titel": did you mean "title"/);
    assert.equal(diagnostics.warnings[0].where?.file, FILE);
  });

  it('should not throw on unknown keys when no diagnostics are given', () => {
    assert.deepEqual(parseFrontMatter('---\ntitle: A\nfoo: 1\n---\n', FILE).data, { title: 'A', foo: 1 });
  });
});

describe('flatFrontMatter (the reader for plain `key: value` lines)', () => {
  /** What the YAML parser makes of `text`: its value and each top-level key's 0-based line (undefined if it fails). */
  const oracle = (text: string) => {
    const document = parseDocument(text, { prettyErrors: false });
    if (document.errors.length) return undefined;
    const data = document.toJS() ?? {};
    const lines = new Map<string, number>();
    if (isMap(document.contents)) {
      for (const pair of document.contents.items) {
        if (isScalar(pair.key) && pair.key.range) lines.set(String(pair.key.value), text.slice(0, pair.key.range[0]).split('\n').length - 1);
      }
    }
    return { data, lines };
  };
  const agree = (text: string) => {
    const flat = flatFrontMatter(text);
    if (!flat) return false;
    const expected = oracle(text);
    assert.ok(expected, `the flat reader took front matter the YAML parser rejects:\n${text}`);
    assert.deepEqual(flat.data, expected.data, `values differ for:\n${text}`);
    assert.deepEqual(flat.lines, expected.lines, `key lines differ for:\n${text}`);
    return true;
  };

  it('reads the front matter of every page of the site and of the Docusaurus corpora as the YAML parser does', () => {
    const files = [...pageFiles(join(ROOT, 'content'), /\.mdx?$/), ...corporaFiles(/\.mdx?$/)];
    let taken = 0;
    let blocks = 0;
    for (const file of files) {
      const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(readFileSync(file, 'utf8'));
      if (!match) continue;
      blocks++;
      if (agree(match[1])) taken++;
    }
    assert.ok(blocks >= 40, `only ${blocks} front matter blocks found`);
    // Nearly every real page's front matter is plain lines: the point of the reader.
    assert.ok(taken >= blocks * 0.8, `the flat reader took ${taken} of ${blocks} blocks`);
  });

  it('reads what it takes of 20,000 generated blocks as the YAML parser does, and declines the rest', () => {
    const random = seededRandom(7);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const keys = ['keywords', 'title', 'id', 'slug', 'sidebar_position', 'draft', 'x-y', '_k', 'Title', 'a1', 'tags', '__proto__', '1st', 'key with space'];
    const atoms = ['', ' ', '  ', 'Rules', 'How rules work.', 'a: b', 'a:b', 'a #b', 'a#b', '#c', '"q"', "'q'", '"a\\"b"', "'it''s'", '"x', 'x"', '3', '-3', '+3', '03', '0', '1.5', '.5', '1e3', '0x1F', '0o17', '12345678901234567', '~', 'null', 'Null', 'NULL', 'nUll', 'true', 'True', 'TRUE', 'tRue', 'yes', 'no', 'false', 'on', '.inf', '.nan', '[a, b]', '{a: 1}', '*x', '&x v', '!t v', '|', '>', '%p', '@p', '`p`', '?', '? q', '- item', '-x', 'a, b', 'a [b] {c}', 'é ü 日本', '2024-01-31', 'a\tb', '\\n', '---', '...', ':', 'a:', 'a: ', 'https://x.y/z', 'C:\\dir'];
    const plain = ['Rules', 'How rules work.', '3', '0', 'true', 'null', '~', '"q: #1"', "'q'", 'a, b', '20 percent', '+1 more', '.hidden', '2024-01-31', 'é', 'x-y', 'v1.2', '1.2.3'];
    let taken = 0;
    for (let n = 0; n < 20_000; n++) {
      const rows: string[] = [];
      const count = 1 + Math.floor(random() * 5);
      for (let row = 0; row < count; row++) {
        const shape = random();
        if (shape < 0.06) rows.push(pick(['', '# comment', '  indented: 1', '  more text', '- a', '---', '%YAML 1.2', '\t']));
        else if (shape < 0.25) rows.push(pick(['  - ', ' - ', '- ', '  -', '  -  ', '   - ']) + pick(random() < 0.6 ? plain : atoms));
        else {
          // Mostly values the reader should take, so both its takes and its declines are tried.
          const value = Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(random() < 0.6 ? plain : atoms)).join(random() < 0.5 ? '' : ' ');
          rows.push(`${pick(keys)}:${random() < 0.9 ? ' '.repeat(1 + Math.floor(random() * 2)) : ''}${value}${random() < 0.1 ? ' ' : ''}`);
        }
      }
      if (agree(rows.join('\n'))) taken++;
    }
    // Enough taken to mean something, and enough declined to have tried its limits.
    assert.ok(taken > 1_500 && taken < 18_000, `took ${taken} of 20,000`);
  });

  it('declines what only the parser may read: numbers in other forms, comments after values, lists, continued lines', () => {
    for (const text of ['a: 1.5', 'a: 0x1F', 'a: 007', 'a: +1', 'a: -1', 'a: .inf', 'a: x # note', 'a: [1, 2]', 'a:\n  - [1]', 'a:\n  - 1\n   - 2', 'a:\n  - x\n\n  - y', 'a: one\n  two', 'a: 1\na: 2', 'a: "x\\ny"', 'a: |\n  x', 'a: *ref', 'a:\tb']) {
      assert.equal(flatFrontMatter(text), undefined, text);
    }
    assert.deepEqual(flatFrontMatter('title: A: B'), undefined);
    assert.deepEqual(flatFrontMatter('title: Rules and facts\nsidebar_position: 3\ndraft: false\nslug: ~\n# a comment\n\nlabel: "Q: #1"\nkeywords:\n  - rules\n  - 20 percent\n  - 20\n  - \'a, b\'\nid: x')?.data, { title: 'Rules and facts', sidebar_position: 3, draft: false, slug: null, label: 'Q: #1', keywords: ['rules', '20 percent', 20, 'a, b'], id: 'x' });
  });
});

describe('front matter values an error names', () => {
  it('names .inf and .nan as themselves, not as null, and cuts a long value', () => {
    for (const [yaml, shown] of [['.inf', 'Infinity (YAML\'s .inf)'], ['-.inf', '-Infinity (YAML\'s -.inf)'], ['.nan', 'NaN (YAML\'s .nan)']]) {
      assert.throws(() => parseFrontMatter(`---\nsidebar_position: ${yaml}\n---\n`, 'p.md'), (error: Error) => {
        assert.equal(error.message, `"sidebar_position" should be number, found ${shown}.`);
        return true;
      });
    }
    assert.throws(() => parseFrontMatter(`---\ntitle: [${Array.from({ length: 5000 }, (_, index) => index).join(', ')}]\n---\n`, 'p.md'), (error: Error) => {
      assert.ok(error.message.length < 300, `${error.message.length} characters`);
      assert.match(error.message, /^"title" should be string, found \[0,1,2,.*…\.$/);
      return true;
    });
  });
});

describe('front matter never closed', () => {
  it('is named in a warning (its lines were shown as text, the page titled from its file name); a rule at the top of prose is not', () => {
    const diagnostics = new Diagnostics();
    assert.deepEqual(parseFrontMatter('---\ntitle: Unclosed\n\n# Heading\n', 'docs/unclosed.md', diagnostics).data, {});
    assert.deepEqual(parseFrontMatter('---\r\nid: x\r\n', 'docs/crlf.md', diagnostics).data, {});
    parseFrontMatter('---\n\nA page that opens with a rule.\n', 'docs/rule.md', diagnostics);
    parseFrontMatter('---\nNote: this is prose after a rule.\n', 'docs/prose.md', diagnostics);
    assert.deepEqual(diagnostics.warnings.map((warning) => [warning.where?.file, warning.where?.line]), [['docs/unclosed.md', 1], ['docs/crlf.md', 1]]);
    assert.match(diagnostics.warnings[0].message, /^docs\/unclosed\.md opens front matter with --- on line 1 but never closes it, so its lines are shown as text on the page\. Add a line of --- after the last key\.$/);
  });
});
