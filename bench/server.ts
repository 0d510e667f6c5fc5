// Static server memory for `npm run bench`: `pxdocs serve` (compiled dist/, in
// its own process on 127.0.0.1) gets rounds of 200 concurrent requests for the
// largest file of a built site, accepting br and gzip, first with the build's
// precompressed copies, then without them (the bounded cache). The server's
// resident memory is sampled from /proc throughout. Figures, not assertions;
// the goal is < 300 MB. Bounded: a fixed number of rounds and a time budget.
//
//   node --import tsx bench/server.ts <built site folder>
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONCURRENCY = 200;
const ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 5);
const BUDGET_MS = 90_000;
const GOAL_MB = 300;

function largestFile(dir: string): { path: string; bytes: number } {
  let best = { path: '', bytes: -1 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const bytes = statSync(full).size;
        if (bytes > best.bytes) best = { path: full, bytes };
      }
    }
  };
  walk(dir);
  return best;
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function fetchOnce(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'br, gzip' }, timeout: 30_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve(bytes));
      res.on('error', () => resolve(-1));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(-1));
    req.end();
  });
}

async function load(port: number, pid: number, path: string, deadline: number): Promise<{ peak: number; failed: number; ms: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let peak = rssMb(pid);
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 20);
  let failed = 0;
  const started = performance.now();
  for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
    const sizes = await Promise.all(Array.from({ length: CONCURRENCY }, () => fetchOnce(agent, port, path)));
    failed += sizes.filter((size) => size < 0).length;
  }
  clearInterval(sampler);
  agent.destroy();
  return { peak: Math.max(peak, rssMb(pid)), failed, ms: performance.now() - started };
}

export async function serverMemorySection(outDir: string): Promise<void> {
  const deadline = Date.now() + BUDGET_MS;
  const file = largestFile(outDir);
  const path = `/${relative(outDir, file.path).split('\\').join('/')}`;
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'pxdocs.js'), 'serve', '--out', outDir, '--port', '0', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', PXDOCS_CHAT_MODEL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), BUDGET_MS + 10_000);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        const match = /http:\/\/[^:]+:(\d+)/.exec(text);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error(`pxdocs serve exited: ${text}`)));
    });
    const idle = rssMb(child.pid!);
    console.log('Static server memory (pxdocs serve)');
    console.log(`  file             ${path} (${(file.bytes / 1024).toFixed(0)} KB), ${CONCURRENCY} concurrent requests × ${ROUNDS} rounds, br/gzip accepted`);
    console.log(`  idle RSS         ${idle.toFixed(0)} MB`);
    const precompressed = await load(port, child.pid!, path, deadline);
    console.log(`  precompressed    peak RSS ${precompressed.peak.toFixed(0)} MB, ${precompressed.failed} failed, ${(precompressed.ms / 1000).toFixed(1)} s   goal < ${GOAL_MB} MB  ${precompressed.peak < GOAL_MB ? 'OK' : 'OVER'}`);
    rmSync(`${file.path}.br`, { force: true });
    rmSync(`${file.path}.gz`, { force: true });
    const cached = await load(port, child.pid!, path, deadline);
    console.log(`  cache (no .br)   peak RSS ${cached.peak.toFixed(0)} MB, ${cached.failed} failed, ${(cached.ms / 1000).toFixed(1)} s   goal < ${GOAL_MB} MB  ${cached.peak < GOAL_MB ? 'OK' : 'OVER'}`);
  } finally {
    clearTimeout(killer);
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node --import tsx bench/server.ts <built site folder (out/)>');
    process.exit(2);
  }
  await serverMemorySection(dir);
}
