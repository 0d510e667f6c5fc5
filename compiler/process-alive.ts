/**
 * Whether a process with this id is running: folders and temporary files are
 * named after the process writing them, and are removed by others only once it
 * is gone (EPERM: running, as another user).
 */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
