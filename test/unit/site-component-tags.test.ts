// Which HTML elements a site's src/theme/MDXComponents replaces, read from the
// file without running it: the lower-case keys of its exported object; a spread
// of the theme's own map adds none; anything that cannot be read means any
// element may be replaced ('all'), so pages keep every element for React.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteComponentTags } from '../../compiler/mdx/site-component-tags.js';
import { makeTempDir, removeTempDirs } from '../helpers.js';

after(removeTempDirs);

async function tagsOf(name: string, source: string) {
  const dir = await makeTempDir('pxdocs-component-tags-');
  const file = join(dir, name);
  await writeFile(file, source);
  return siteComponentTags(file);
}

describe('siteComponentTags', () => {
  it('names the elements an object of components replaces, past a spread of the theme map, in JSX and TSX', async () => {
    assert.deepEqual(await tagsOf('MDXComponents.js', `import MDXComponents from '@theme-original/MDXComponents';
const LocalLink = ({ href, children }) => <a href={href}>{children}</a>;
export default { ...MDXComponents, a: LocalLink, img: (props) => <img {...props} />, Highlight: () => null, h2: LocalLink };\n`), ['a', 'h2', 'img']);
    assert.deepEqual(await tagsOf('MDXComponents.tsx', `import Original from '@theme/MDXComponents';
import type { ComponentProps } from 'react';
const components = { ...Original, Callout: (props: ComponentProps<'aside'>) => <aside {...props} /> };
export default components;\n`), []);
  });

  it("answers 'all' for a map it cannot read: a spread of another file's object, or a function", async () => {
    assert.equal(await tagsOf('MDXComponents.js', `import extra from './extra';\nimport MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, ...extra };\n`), 'all');
    assert.equal(await tagsOf('MDXComponents.js', `export default makeComponents();\n`), 'all');
    assert.equal(await tagsOf('MDXComponents.js', `export default { a: ( };\n`), 'all', 'a syntax error');
  });
});
