// Runs a command, stamping its output lines with elapsed seconds and RSS (MB) sampled from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const [cmd, ...args] = process.argv.slice(2);
const t0 = Date.now();
const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
let peak = 0, cur = 0;
const rss = () => { try { return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024; } catch { return 0; } };
const timer = setInterval(() => { cur = rss(); if (cur > peak) { peak = cur; } }, 250);
const stamp = (chunk) => { for (const line of String(chunk).split('\n')) if (line.trim() && !/gzip  \//.test(line)) console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s ${cur.toFixed(0)}MB peak ${peak.toFixed(0)}] ${line}`); };
child.stdout.on('data', stamp); child.stderr.on('data', stamp);
const every = setInterval(() => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s ${cur.toFixed(0)}MB peak ${peak.toFixed(0)}] .`), 10000);
child.on('exit', (code) => { clearInterval(timer); clearInterval(every); console.log(`exit ${code} after ${((Date.now() - t0) / 1000).toFixed(1)} s, peak RSS ${peak.toFixed(0)} MB`); });
