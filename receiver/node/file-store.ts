import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, link, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Lead, LeadStore } from "../src/lead";

/**
 * One JSON file per lead in `<dir>/leads/`, written durably: the bytes go to a temporary file
 * that is flushed to disk (fsync) and then linked (a new lead: fails if the id exists, which is
 * the deduplication, atomically) or renamed (an update) into place, and the folder is flushed
 * too. A crash leaves either the old file or the new one, never half of one.
 */
export class FileStore implements LeadStore {
  private readonly dir: string;

  constructor(root: string) {
    this.dir = join(root, "leads");
  }

  async init(): Promise<this> {
    await mkdir(this.dir, { recursive: true });
    return this;
  }

  private path(id: string) {
    // Ids are checked by the handler; this keeps a path inside the folder whatever comes.
    return join(this.dir, `${id.replace(/[^A-Za-z0-9-]/g, "_")}.json`);
  }

  private async writeTemp(lead: Lead): Promise<string> {
    const temp = join(this.dir, `.${lead.id}.${randomBytes(6).toString("hex")}.tmp`);
    const file = await open(temp, "wx");
    try {
      await file.writeFile(JSON.stringify(lead));
      await file.sync();
    } finally {
      await file.close();
    }
    return temp;
  }

  private async syncDir() {
    const dir = await open(this.dir, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  async add(lead: Lead): Promise<"stored" | "duplicate"> {
    const temp = await this.writeTemp(lead);
    try {
      await link(temp, this.path(lead.id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return "duplicate";
      throw error;
    } finally {
      await unlink(temp);
    }
    await this.syncDir();
    return "stored";
  }

  async update(lead: Lead): Promise<void> {
    await rename(await this.writeTemp(lead), this.path(lead.id));
    await this.syncDir();
  }

  async get(id: string): Promise<Lead | undefined> {
    try {
      return JSON.parse(await readFile(this.path(id), "utf8")) as Lead;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async list(): Promise<Lead[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith(".json"));
    const leads = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(this.dir, name), "utf8")) as Lead),
    );
    return leads.sort(
      (a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id),
    );
  }
}
