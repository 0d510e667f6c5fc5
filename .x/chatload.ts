import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { chatQuestions } from '../bench/chat.ts';
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '.x/chatserver.mjs', process.argv[2]], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
const port = await new Promise<number>((resolve) => child.stdout!.setEncoding('utf8').on('data', (c: string) => { const m = /READY (\d+)/.exec(c); if (m) resolve(Number(m[1])); }));
const qs = chatQuestions();
const ask = (agent: Agent, messages: unknown) => new Promise<number>((resolve, reject) => { const body = JSON.stringify({ messages }); const t = performance.now(); const req = request({ host: '127.0.0.1', port, path: '/api/docsChat', method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => { res.resume(); res.on('end', () => resolve(performance.now() - t)); }); req.on('error', reject); req.end(body); });
async function run(clients: number, total: number) { const agent = new Agent({ keepAlive: true, maxSockets: clients }); let next = 0; const times: number[] = []; await Promise.all(Array.from({ length: clients }, async () => { while (next < total) { const i = next++; times.push(await ask(agent, qs[(i * 7) % qs.length])); } })); agent.destroy(); times.sort((a, b) => a - b); return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1] }; }
if (!process.env.ONLY50) console.log('warm', await run(1, 30));
if (!process.env.ONLY50) console.log('1 client', await run(1, 100));
await run(50, 100);
console.log('50 clients', await run(50, 1000));
child.kill('SIGTERM');
