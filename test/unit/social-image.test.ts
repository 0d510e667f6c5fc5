// The social card's URL (og:image): absolute http(s), never a site URL glued to another
// address or to a script or data scheme.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { socialImageUrl } from '../../theme/components/social-image.js';
import { BASE_MARK } from '../../theme/shared/base-html.js';

describe('socialImageUrl', () => {
  const site = 'https://docs.example';
  it('puts a path under the site URL, with its slash', () => {
    assert.equal(socialImageUrl('/img/card.png', site), 'https://docs.example/img/card.png');
    assert.equal(socialImageUrl('img/card.png', site), 'https://docs.example/img/card.png');
  });
  it("reads a component's base-marked path (useBaseUrl on a site under a path) as a path under the site URL, the base once", () => {
    assert.equal(socialImageUrl(`${BASE_MARK}img/card.png`, 'https://me.github.io/proj'), 'https://me.github.io/proj/img/card.png');
  });
  it('keeps an http(s) URL and gives a protocol-relative one https', () => {
    assert.equal(socialImageUrl('https://cdn.example/a.png', site), 'https://cdn.example/a.png');
    assert.equal(socialImageUrl('HTTP://cdn.example/a.png', site), 'HTTP://cdn.example/a.png');
    assert.equal(socialImageUrl('//cdn.example/a.png', site), 'https://cdn.example/a.png');
  });
  it('gives no card for other schemes or none', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://files.example/a.png', 'mailto:a@b.example', '']) {
      assert.equal(socialImageUrl(image, site), undefined, image);
    }
    assert.equal(socialImageUrl(undefined, site), undefined);
  });
});
