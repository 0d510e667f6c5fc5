// The docs chat speaks of the site it answers for: the instructions a model is given name the
// site's title and tagline (read from the build's llms.txt by `pxdocs chat` and `pxdocs serve`),
// never the Prometheux docs pxdocs was first written for, and neither do the answers made without
// a model. Built from a small unrelated site, served as `pxdocs chat` serves it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { serveChat } from '../../server/chat/serve-chat.js';
import { closeServer } from '../../server/listen.js';
import { CHAT_PATH } from '../../server/chat/handler.js';
import { MODEL_ENV } from '../../server/chat/model.js';
import { ask, startModelStandIn, streams, type ModelStandIn } from './helpers.js';

/** Our own site's words: none may reach another site's chat. */
const OURS = /Prometheux|Vadalog|prometheux_chain|Datalog|Python SDK|@bind/;

const CONFIG = "export default { title: 'Harbor Tools', tagline: 'Ships and ports', url: 'https://harbor.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [{ type: 'doc', docId: 'moorings', label: 'Guide' }] }, footer: { copyright: '' } };\n";

describe("the docs chat on another site", () => {
  let site = '';
  let model: ModelStandIn;
  let withModel: Server;
  let withoutModel: Server;
  const endpoint = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${CHAT_PATH}`;

  before(async () => {
    site = await makeTempDir('pxdocs-chat-subject-');
    await writeFiles(site, {
      'pxdocs.config.mjs': CONFIG,
      'docs/moorings.md': '# Moorings\n\nHow to moor a ship in the harbor with two lines.\n\n## Lines\n\nA bow line and a stern line hold the ship to the quay.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    model = await startModelStandIn();
    const records = join(site, 'out', 'search-records.json');
    const options = { records, port: 0, host: '127.0.0.1', origins: [], embeddingsCache: join(site, 'embeddings-cache.json'), log: () => {} };
    withoutModel = await serveChat(options);
    const saved = { ...process.env };
    Object.assign(process.env, { [MODEL_ENV.flag]: '1', [MODEL_ENV.baseUrl]: model.url, [MODEL_ENV.model]: 'stand-in', PXDOCS_CHAT_FEEDBACK_LOG: join(site, 'feedback.jsonl') });
    try {
      withModel = await serveChat(options);
    } finally {
      for (const name of [MODEL_ENV.flag, MODEL_ENV.baseUrl, MODEL_ENV.model, 'PXDOCS_CHAT_FEEDBACK_LOG']) if (!(name in saved)) delete process.env[name];
    }
  });
  after(async () => {
    await Promise.all([withModel && closeServer(withModel), withoutModel && closeServer(withoutModel), model?.close()]);
    await removeTempDirs();
  });

  test("tells the model the site's title and tagline, and none of our words", async () => {
    model.requests.length = 0;
    model.behave(streams(['Use ', 'two lines [1].']));
    const answer = await ask(endpoint(withModel), 'how do I moor a ship');
    assert.equal(answer.status, 200);
    assert.equal(model.requests.length, 1);
    const [system] = (model.requests[0].body as { messages: { role: string; content: string }[] }).messages;
    assert.equal(system.role, 'system');
    assert.match(system.content, /^You answer questions about Harbor Tools \(Ships and ports\), for readers of its documentation\./);
    assert.match(system.content, /Moorings/);
    const found = OURS.exec(system.content);
    assert.equal(found, null, `the prompt says "${found?.[0]}"`);
  });

  test('answers without a model, covered or not, in words of the site only', async () => {
    for (const question of ['how do I moor a ship', 'what is the boiling point of tungsten in kelvin']) {
      const answer = await ask(endpoint(withoutModel), question);
      assert.equal(answer.status, 200);
      assert.equal(OURS.exec(answer.text), null, answer.text);
    }
  });
});
