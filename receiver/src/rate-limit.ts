/**
 * Submissions per client in a fixed window, in memory. One process (Node) sees every request; on
 * Workers each isolate counts its own, so put Cloudflare's rate limiting rules in front as well.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Bounds the memory a flood of distinct clients can take. */
    private readonly maxClients = 100_000,
  ) {}

  /** Counts a request; when over the limit, the seconds until the client may send again. */
  hit(client: string, now: number): { ok: true } | { ok: false; retryAfterS: number } {
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxClients) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count++;
    if (window.count <= this.max) return { ok: true };
    return {
      ok: false,
      retryAfterS: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  private prune(now: number) {
    for (const [client, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(client);
    // Still full of live windows: forget the oldest rather than grow without bound.
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}
