// A replaced build is deleted by a detached process at the lowest CPU
// priority, so a build started right after the last one does not share the
// cores with that deletion.
import { after, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteDetached } from '../../compiler/remove-detached.js';
import { waitFor } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'pxdocs-remove-'));
after(() => rmSync(dir, { recursive: true, force: true }));

it('deletes a folder from a detached process that runs at the lowest priority', async () => {
  const trash = join(dir, 'trash');
  mkdirSync(join(trash, 'pages'), { recursive: true });
  for (let n = 0; n < 200; n++) writeFileSync(join(trash, 'pages', `${n}.html`), 'x');
  const pid = deleteDetached(trash);
  assert.ok(pid, 'the process started');
  // Read at once: the child is not reaped before this thread yields, so it is there to ask.
  assert.equal(getPriority(pid), 19);
  await waitFor(() => !existsSync(trash), { what: 'the folder to be deleted' });
});
