// Loaded into every test file's process by scripts/run-tests.mjs (`--import`)
// when PXDOCS_TEST_CPU_LOG names a file: on exit it appends one JSON line with
// the file's wall time and CPU time (user+sys of this process, plus every child
// it has waited for: CLI spawns, builds, a browser it launched itself), for
// scripts/test-times.mjs. On 2 cores the run's CPU sum / 2 is a floor for its
// wall time, so the CPU per file is the budget to spend.
import { appendFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const log = process.env.PXDOCS_TEST_CPU_LOG;
// Only the test file itself: processes it spawns do not inherit the hook (they
// do not get the runner's execArgv, and NODE_OPTIONS is not used to pass it).
const file = process.argv[1];
if (log && file && /\.test\.[cm]?[jt]s$/.test(file)) {
  const started = performance.timeOrigin;
  process.on('exit', (code) => {
    const usage = process.resourceUsage();
    const self = (usage.userCPUTime + usage.systemCPUTime) / 1000;
    const children = childrenCpuMs();
    const line = { file: resolve(file), wallMs: Math.round(Date.now() - started), cpuMs: Math.round(self + children), selfMs: Math.round(self), childrenMs: Math.round(children), maxRssKb: usage.maxRSS, code };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
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

/** Two clock-tick fields of /proc/<pid>/stat added, in ms (0 where /proc is missing). */
function ticksMs(pid, first, second) {
  const fields = statFields(pid);
  return fields ? (Number(fields[first - 3]) + Number(fields[second - 3])) * 10 : 0;
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
