import type { Lead, LeadStore } from "../src/lead";

/** A LeadStore in a Map, for tests of the handler alone. */
export class MemoryStore implements LeadStore {
  readonly leads = new Map<string, Lead>();
  async add(lead: Lead) {
    if (this.leads.has(lead.id)) return "duplicate" as const;
    this.leads.set(lead.id, structuredClone(lead));
    return "stored" as const;
  }
  async update(lead: Lead) {
    this.leads.set(lead.id, structuredClone(lead));
  }
  async get(id: string) {
    const lead = this.leads.get(id);
    return lead && structuredClone(lead);
  }
  async list() {
    return [...this.leads.values()];
  }
}
