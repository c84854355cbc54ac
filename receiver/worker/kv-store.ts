import { isPending, type Lead, type LeadStore } from "../src/lead";

/** The part of a Workers KV namespace the store uses. */
export type KvNamespace = {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string; cursor?: string }): Promise<{
    keys: { name: string }[];
    list_complete: boolean;
    cursor?: string;
  }>;
};

/**
 * Leads in Workers KV: `lead:<id>` holds the lead, `pending:<id>` marks one still to deliver so
 * the cron retry lists only those. KV has no compare-and-set: two copies of one submission
 * arriving in the same instant at two locations can both be stored (and mailed) once each.
 */
export class KvStore implements LeadStore {
  constructor(private readonly kv: KvNamespace) {}

  async add(lead: Lead): Promise<"stored" | "duplicate"> {
    if (await this.kv.get(`lead:${lead.id}`)) return "duplicate";
    await this.update(lead);
    return "stored";
  }

  async update(lead: Lead): Promise<void> {
    await this.kv.put(`lead:${lead.id}`, JSON.stringify(lead));
    if (isPending(lead)) await this.kv.put(`pending:${lead.id}`, "1");
    else await this.kv.delete(`pending:${lead.id}`);
  }

  async get(id: string): Promise<Lead | undefined> {
    const text = await this.kv.get(`lead:${id}`);
    return text ? (JSON.parse(text) as Lead) : undefined;
  }

  async ids(prefix: "lead:" | "pending:"): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.kv.list({ prefix, cursor });
      ids.push(...page.keys.map((key) => key.name.slice(prefix.length)));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return ids;
  }

  async list(): Promise<Lead[]> {
    const leads = await Promise.all((await this.ids("lead:")).map((id) => this.get(id)));
    return leads
      .filter((lead): lead is Lead => lead !== undefined)
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }
}
