// Runs every test/**/*.test.ts with node's test runner. Node 20 does not expand
// glob patterns given to --test, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : find(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Fixture builds skip the chat's section embeddings (seconds of model time each);
// the real site's build turns them on (test/e2e/browser.ts), from its committed cache.
const files = process.argv.length > 2 ? process.argv.slice(2) : find('test').sort();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit', env: { PXDOCS_CHAT_EMBEDDINGS: 'off', ...process.env, NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
