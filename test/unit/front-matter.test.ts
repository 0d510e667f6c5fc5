import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../compiler/front-matter.js';
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

  it('should name every wrong value at once, in the order of their lines', () => {
    try {
      parseFrontMatter('---\nsidebar_position: abc\ntitle: 42\ndescription: [a, b]\n---\nBody\n', FILE, new Diagnostics());
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
