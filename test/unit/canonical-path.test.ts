import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalPath } from '../../server/static-handler.js';

describe('canonicalPath (server)', () => {
  it('should leave canonical paths unchanged', () => {
    assert.equal(canonicalPath('/'), '/');
    assert.equal(canonicalPath('/sdk'), '/sdk');
    assert.equal(canonicalPath('/learn/vadalog/rules'), '/learn/vadalog/rules');
  });

  it('should map /x.html, /x/index.html and /x/ to /x', () => {
    assert.equal(canonicalPath('/sdk.html'), '/sdk');
    assert.equal(canonicalPath('/sdk/index.html'), '/sdk');
    assert.equal(canonicalPath('/sdk/'), '/sdk');
    assert.equal(canonicalPath('/learn/vadalog/rules.html'), '/learn/vadalog/rules');
    assert.equal(canonicalPath('/learn/vadalog/'), '/learn/vadalog');
  });

  it('should map /index.html and runs of slashes to /', () => {
    assert.equal(canonicalPath('/index.html'), '/');
    assert.equal(canonicalPath('//'), '/');
    assert.equal(canonicalPath('/sdk///'), '/sdk');
  });

  it('should leave non-page files alone', () => {
    assert.equal(canonicalPath('/sitemap.xml'), '/sitemap.xml');
    assert.equal(canonicalPath('/assets/theme-HNKTSOJ5.css'), '/assets/theme-HNKTSOJ5.css');
  });

  it('should be idempotent', () => {
    for (const path of ['/a.html', '/a/index.html', '/a/', '/', '/a/b/']) {
      assert.equal(canonicalPath(canonicalPath(path)), canonicalPath(path));
    }
  });
});
