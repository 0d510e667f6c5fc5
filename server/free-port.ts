// A busy port's hint for `serve`, `dev` and `chat`: it names a port that is
// free now (the next one up was often busy too: a second dev server, say).
import { createServer } from 'node:net';

/** How many ports above the busy one are tried. */
const TRIES = 20;

/** Whether `port` on `host` can be listened on right now. */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The first free port above `port` (up to TRIES of them), if any. */
export async function freePortAbove(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + TRIES, 65_535); candidate++) {
    if (await portFree(candidate, host)) return candidate;
  }
  return undefined;
}
