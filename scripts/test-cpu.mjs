// Loaded into every test file's process by scripts/run-tests.mjs (`--import`)
// when PXDOCS_TEST_CPU_LOG names a file: on exit it appends one JSON line with
// the file's wall time and CPU time, for scripts/test-times.mjs. On 2 cores the
// run's CPU sum / 2 is a floor for its wall time, so the CPU per file is the
// budget to spend.
//
// The CPU time is the larger of two counts. `children`: user+sys of this
// process plus every child it has waited for (CLI spawns, builds; complete for
// short processes). `sampled`: this process plus every descendant's own CPU,
// read from /proc every SAMPLE_MS while it lives. The first misses Chromium:
// its renderer and GPU processes are not reaped into this process's figures (an
// accessibility walk of 180 pages counted 30 s of CPU; the machine spent ~150 s
// on it). The second misses a descendant's last moments and short-lived ones.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const log = process.env.PXDOCS_TEST_CPU_LOG;
/** How often a test file's descendants are sampled, in ms. */
const SAMPLE_MS = 250;
// Only the test file itself: processes it spawns do not inherit the hook (they
// do not get the runner's execArgv, and NODE_OPTIONS is not used to pass it).
const file = process.argv[1];
// A group of files (scripts/test-group.mjs) writes a line per file itself.
if (log && file && /\.test\.[cm]?[jt]s$/.test(file) && !/[\\/]group-\d+\.test\.mjs$/.test(file)) {
  const started = performance.timeOrigin;
  const cpu = cpuWatch();
  process.on('exit', (code) => {
    const { self, children, sampled } = cpu.stop();
    const line = { file: resolve(file), wallMs: Math.round(Date.now() - started), cpuMs: Math.round(self + Math.max(children, sampled)), selfMs: Math.round(self), childrenMs: Math.round(children), sampledMs: Math.round(sampled), maxRssKb: process.resourceUsage().maxRSS, code };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}

/**
 * This process's CPU so far, in ms, by the two counts above: `self`, `children`
 * (reaped), and `sampled` (every descendant, sampled every SAMPLE_MS from now
 * on). `read()` samples once more and gives the three; `stop()` too, and ends
 * the sampling. Used per process (here) and per file of a group (scripts/test-group.mjs).
 */
export function cpuWatch() {
  const descendants = new Map();
  const timer = setInterval(() => sampleDescendants(process.pid, descendants), SAMPLE_MS);
  timer.unref();
  const read = () => {
    sampleDescendants(process.pid, descendants);
    const usage = process.resourceUsage();
    let sampled = 0;
    for (const ms of descendants.values()) sampled += ms;
    return { self: (usage.userCPUTime + usage.systemCPUTime) / 1000, children: childrenCpuMs(), sampled };
  };
  return { read, stop: () => { clearInterval(timer); return read(); } };
}

/**
 * Records in `seen` (key: pid and start time, so a reused pid is another
 * process) each live descendant of `root` with its own CPU so far, in ms.
 */
export function sampleDescendants(root, seen) {
  const parents = new Map();
  const info = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  for (const pid of pids) {
    const fields = statFields(pid);
    if (!fields) continue;
    // Fields 4 (ppid) and 22 (start time), counted from field 3; 14 and 15 (utime, stime).
    parents.set(Number(pid), Number(fields[1]));
    info.set(Number(pid), { cpuMs: fieldsMs(fields, 14, 15), start: fields[19] });
  }
  for (const [pid, { cpuMs, start }] of info) {
    let ancestor = parents.get(pid);
    for (let hops = 0; ancestor !== undefined && ancestor > 1 && hops < 64; hops++) {
      if (ancestor === root) {
        seen.set(`${pid}:${start}`, cpuMs);
        break;
      }
      ancestor = parents.get(ancestor);
    }
  }
}

/** user+nice+system+irq+softirq+steal of the whole machine (the first line of /proc/stat), in ms; 0 without /proc. */
export function machineBusyMs() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + (steal || 0)) * 10;
  } catch {
    return 0;
  }
}

/**
 * Fields of /proc/<pid>/stat from field 3 (state) on, or undefined where /proc
 * is missing. The command name (field 2) may hold spaces: the fields after it
 * start at its closing parenthesis. Clock ticks are 100 a second on Linux
 * (USER_HZ), whatever the kernel's HZ.
 */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Two clock-tick fields (numbered as in proc(5)) of `statFields`' list added, in ms. */
function fieldsMs(fields, first, second) {
  return (Number(fields[first - 3]) + Number(fields[second - 3])) * 10;
}

/** Two clock-tick fields of /proc/<pid>/stat added, in ms (0 where /proc is missing). */
function ticksMs(pid, first, second) {
  const fields = statFields(pid);
  return fields ? fieldsMs(fields, first, second) : 0;
}

/**
 * cutime + cstime (fields 16 and 17): the CPU of the children this process has
 * reaped (and of their reaped descendants), in ms.
 */
export function childrenCpuMs(pid = 'self') {
  return ticksMs(pid, 16, 17);
}

/** utime + stime of a live process (fields 14 and 15), in ms. */
export function ownCpuMs(pid = 'self') {
  return ticksMs(pid, 14, 15);
}
