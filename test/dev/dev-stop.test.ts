// Stopping `pxdocs dev` while its pages still build in the background: the
// batch under way goes on to its end, writing into the output the stop
// removed. What it meets then is the stop's doing, not the site's: nothing of
// it is printed after "Stopping." (stopping dev on 10,000 pages printed 64
// "Page failed to render … no such file" errors and "10023 pages built").
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { makeFixture, removeTempDirs } from '../helpers.js';
import { Collector } from './dev-helpers.js';

/** More pages than one background batch (compiler/dev/session.ts BATCH): a batch is under way when the server stops. */
const PAGES = 200;

describe('pxdocs dev stopped while its pages build', () => {
  after(removeTempDirs);

  it('says nothing of the pages building when it stopped', async () => {
    const pages = Object.fromEntries(Array.from({ length: PAGES }, (_, index) => [`content/guide/bulk/page-${index}.md`, `# Bulk page ${index}\n\nText of page ${index}, with [a link](/guide/bulk/page-${(index + 1) % PAGES}).\n`]));
    const dir = await makeFixture('basic', pages);
    const output = new Collector();
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }) });
    assert.match(output.text(), /Ready in/);
    // Stopped at once: the first batch of the warm-up is building.
    await dev.close();
    // The batch under way ends (the warm-up stops after it).
    await dev.session.warmedUp();
    const said = output.text();
    assert.doesNotMatch(said, /✗|failed/i, `nothing failed:\n${said}`);
    assert.doesNotMatch(said, /pages built/, `the warm-up did not finish, and says nothing:\n${said}`);
  });
});
