import type { Lead } from "./lead";

const cell = (value: unknown) => {
  const text = Array.isArray(value)
    ? value.join("; ")
    : value === undefined || value === null
      ? ""
      : String(value);
  // A visitor's "=HYPERLINK(…)" must stay text in a spreadsheet (CSV injection): a leading quote.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Leads as CSV (RFC 4180): fixed columns, then every field any of them has, in first-seen order. */
export function leadsToCsv(leads: Lead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))];
  const header = ["id", "form", "receivedAt", "flags", "delivered", ...fieldNames];
  const rows = leads.map((lead) => [
    lead.id,
    lead.form,
    lead.receivedAt,
    lead.flags,
    Object.entries(lead.delivery)
      .map(([channel, state]) => `${channel}:${state.status}`)
      .join(" "),
    ...fieldNames.map((name) => lead.fields[name]),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
