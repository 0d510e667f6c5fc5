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
 * cutime + cstime of /proc/self/stat: the CPU of the children this process has
 * reaped (and of their reaped descendants), in ms. 0 where /proc is missing.
 * Clock ticks are 100 a second on Linux (USER_HZ), whatever the kernel's HZ.
 */
export function childrenCpuMs(pid = 'self') {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): cutime is field 16, cstime field 17.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/** utime + stime of a live process (field 14 and 15 of /proc/<pid>/stat), in ms. */
export function ownCpuMs(pid = 'self') {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
