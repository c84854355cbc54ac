import type { ReceiverConfig } from "./config";
import { isPending, type Lead, type LeadStore } from "./lead";

/** A way a lead reaches the owner. `send` resolves once the other side has accepted it. */
export type Channel = { name: string; send(lead: Lead): Promise<void> };

export const backoffMs = (attempts: number, retry: ReceiverConfig["retry"]) =>
  Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * One delivery attempt for each of a lead's channels that is due, its outcome stored. The lead
 * is read from the store again first, so a restart or a second worker sees the latest state. A
 * crash between a channel accepting and the state being written sends that lead twice (at least
 * once, never lost); the e-mail's Message-ID is the lead's id, so a mail client shows one.
 */
export async function attemptDelivery(
  store: LeadStore,
  channels: Channel[],
  id: string,
  retry: ReceiverConfig["retry"],
  now: () => number = Date.now,
): Promise<Lead | undefined> {
  const lead = await store.get(id);
  if (!lead || !isPending(lead)) return lead;
  let changed = false;
  for (const channel of channels) {
    const state = lead.delivery[channel.name];
    if (!state || state.status === "delivered" || Date.parse(state.nextAttemptAt) > now()) continue;
    changed = true;
    state.attempts++;
    try {
      await channel.send(lead);
      state.status = "delivered";
      state.deliveredAt = new Date(now()).toISOString();
      delete state.lastError;
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      state.nextAttemptAt = new Date(now() + backoffMs(state.attempts, retry)).toISOString();
    }
  }
  if (changed) await store.update(lead);
  return lead;
}

/** When a lead's next pending channel is due (epoch ms), or undefined when all are delivered. */
export function nextDue(lead: Lead): number | undefined {
  const due = Object.values(lead.delivery)
    .filter((state) => state.status === "pending")
    .map((state) => Date.parse(state.nextAttemptAt));
  return due.length ? Math.min(...due) : undefined;
}
