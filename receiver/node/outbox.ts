import type { ReceiverConfig } from "../src/config";
import { attemptDelivery, nextDue, type Channel } from "../src/deliver";
import { isPending, type Lead, type LeadStore } from "../src/lead";

/**
 * Delivers stored leads in the background: at once, then again with backoff until every channel
 * has taken the lead, however long the mail server is down. At most `concurrency` attempts run
 * at a time. `resume()` picks up what a previous run left pending (a restart loses nothing).
 */
export class Outbox {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private running = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly store: LeadStore,
    private readonly channels: Channel[],
    private readonly retry: ReceiverConfig["retry"],
    private readonly concurrency = 8,
  ) {}

  async resume(): Promise<number> {
    const pending = (await this.store.list()).filter(isPending);
    for (const lead of pending) this.schedule(lead);
    return pending.length;
  }

  /** Delivers `lead` when its next channel is due. */
  schedule(lead: Lead): void {
    const due = nextDue(lead);
    if (due === undefined || this.stopped) return;
    clearTimeout(this.timers.get(lead.id));
    const timer = setTimeout(
      () => {
        this.timers.delete(lead.id);
        this.enqueue(lead.id);
      },
      Math.max(0, due - Date.now()),
    );
    this.timers.set(lead.id, timer);
  }

  private enqueue(id: string) {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.queue.push(id);
    this.pump();
  }

  private pump() {
    while (!this.stopped && this.running < this.concurrency && this.queue.length > 0) {
      const id = this.queue.shift()!;
      this.running++;
      void attemptDelivery(this.store, this.channels, id, this.retry)
        .then((lead) => lead && this.schedule(lead))
        .catch((error: unknown) => console.error(`[receiver] delivery of ${id} failed:`, error))
        .finally(() => {
          this.queued.delete(id);
          this.running--;
          this.pump();
          if (this.running === 0 && this.queue.length === 0)
            this.idleWaiters.splice(0).forEach((done) => done());
        });
    }
  }

  /** Attempts waiting for their time, queued or running: at 0, nothing more is sent until a lead is scheduled. */
  get scheduled(): number {
    return this.timers.size + this.queue.length + this.running;
  }

  /** Resolves when no attempt is running or queued (timers for later retries may remain). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((done) => this.idleWaiters.push(done));
  }

  /** Stops scheduling; attempts under way finish. Pending leads stay stored for the next run. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
    this.queued.clear();
    if (this.running > 0) await new Promise<void>((done) => this.idleWaiters.push(done));
  }
}
