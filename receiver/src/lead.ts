/** A submission the receiver accepted: stored before it answers, then delivered. */
export type Lead = {
  /** The id the form sent (kept for every retry of the same values), else a hash of the content. */
  id: string;
  form: string;
  /** The fields as the shared schema parsed them. */
  fields: Record<string, unknown>;
  receivedAt: string;
  /** Why a person should look twice, e.g. `no-script`: posted without JavaScript, so no fill time. */
  flags: string[];
  /** Per channel (`mail`, `webhook`): delivered yet, or when to try again. */
  delivery: Record<string, Delivery>;
};

export type Delivery = {
  status: "pending" | "delivered";
  attempts: number;
  nextAttemptAt: string;
  deliveredAt?: string;
  lastError?: string;
};

export interface LeadStore {
  /** Writes the lead durably; `duplicate` (and nothing written) when its id is stored already. */
  add(lead: Lead): Promise<"stored" | "duplicate">;
  /** Replaces a stored lead (its delivery state), as durably as `add`. */
  update(lead: Lead): Promise<void>;
  get(id: string): Promise<Lead | undefined>;
  /** Every stored lead, oldest first. */
  list(): Promise<Lead[]>;
}

export const isPending = (lead: Lead) =>
  Object.values(lead.delivery).some((state) => state.status === "pending");
