// The chat's example is fenced in the language its page's fence named, carried
// from the code block through the search records (`codeLanguage`, packed as the
// record's code slot) to the section. Before, the chat guessed from the code
// with rules made for this project's own docs: a JSX example starting with
// `import` came back as Python, and every JavaScript site's examples with it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { ask, loadRecords, startChat } from './helpers.js';

after(removeTempDirs);

describe("the chat's code example", () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  let records: Awaited<ReturnType<typeof loadRecords>>;

  before(async () => {
    const site = await makeTempDir('pxdocs-chat-code-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ chat: { embeddings: 'off' } }),
      'content/docs/render.md': page({ title: 'Rendering components' }, '## Render a component\n\nTo render a component in a test, call render with its element.\n\n```jsx\nimport { render } from "./render";\n\nrender(<Greeting name="Ada" />);\n```\n'),
      'content/docs/plain.md': page({ title: 'Log output' }, '## Read the log output\n\nThe log output of a run looks like this.\n\n```text\nimport started\nimport finished\n```\n'),
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    records = await loadRecords(join(site, 'out'));
    chat = await startChat({ records });
  });
  after(() => chat?.close());

  it('carries the fence language on the code records, and none for plain text', () => {
    const code = records.filter((record) => record.code);
    assert.deepEqual(code.map((record) => [record.url.split('#')[0], record.codeLanguage]), [['/docs/plain', undefined], ['/docs/render', 'jsx']]);
  });

  it('fences a JSX example that starts with import as jsx', async () => {
    const answer = await ask(chat.endpoint, 'How do I render a component in a test?');
    assert.equal(answer.sources[0]?.url, '/docs/render#render-a-component');
    assert.match(answer.text, /```jsx\nimport \{ render \} from "\.\/render";/);
    assert.doesNotMatch(answer.text, /```python/);
  });

  it('fences plain text unnamed (it was guessed to be Python for its first word)', async () => {
    assert.match((await ask(chat.endpoint, 'How do I read the log output of a run?')).text, /```\nimport started/);
  });
});
