import { parseArgs } from "node:util";
import { leadsToCsv } from "../src/export";
import { isPending } from "../src/lead";
import { FileStore } from "./file-store";

const usage = `npm run receiver:leads -- <list|export> [--format csv|json] [--form NAME] [--since ISO-DATE] [--pending]
  list     one line per lead: when, form, id, delivery, who
  export   every lead with every field, as CSV (default) or JSON, to standard output
Reads DATA_DIR (default receiver-data).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    form: { type: "string" },
    since: { type: "string" },
    pending: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
const command = positionals[0];
if (values.help || (command !== "list" && command !== "export")) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const store = await new FileStore(process.env.DATA_DIR ?? "receiver-data").init();
const leads = (await store.list()).filter(
  (lead) =>
    (!values.form || lead.form === values.form) &&
    (!values.since || lead.receivedAt >= values.since) &&
    (!values.pending || isPending(lead)),
);

if (command === "list") {
  for (const lead of leads) {
    const who = String(lead.fields.email ?? lead.fields.name ?? lead.fields.fullName ?? "");
    const state = Object.entries(lead.delivery)
      .map(([channel, s]) => `${channel}:${s.status}`)
      .join(" ");
    console.log(
      [lead.receivedAt, lead.form, lead.id, state || "stored", who, lead.flags.join(",")].join(
        "\t",
      ),
    );
  }
  console.error(`${leads.length} lead(s)`);
} else if (values.format === "json") {
  process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
} else {
  process.stdout.write(leadsToCsv(leads));
}
