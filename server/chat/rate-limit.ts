// Requests per client per minute, in fixed one-minute windows: O(1) per
// request and no per-request allocation (a sliding list of timestamps costs
// both under load). Used for questions and for feedback votes.

export class RateLimit {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(readonly perMinute: number) {}

  /** Counts one request of `client`: undefined when allowed, else the seconds until its window ends. */
  take(client: string, now = Date.now()): number | undefined {
    let window = this.windows.get(client);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.perMinute) return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    window.count++;
    // Keep the table small: forget clients whose window has long passed.
    if (this.windows.size > 10_000) for (const [key, value] of this.windows) if (now - value.start > 120_000) this.windows.delete(key);
    return undefined;
  }
}
