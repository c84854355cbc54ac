import type { Lead } from "./lead";

const text = (value: unknown) =>
  Array.isArray(value)
    ? value.join(", ")
    : value === null || value === undefined
      ? ""
      : String(value);

/** Who the lead is: the first name-like field, else the e-mail address. */
const who = (fields: Record<string, unknown>) =>
  ["fullName", "name", "contactPerson", "organization", "email"]
    .map((key) => text(fields[key]).trim())
    .find(Boolean) ?? "";

/**
 * The e-mail for a lead: every field in the text (multi-line values indented under their name),
 * the whole lead as a JSON attachment for tools, Reply-To the visitor, Message-ID the lead's id.
 */
export function composeMail(lead: Lead, from: string, to: string) {
  const flags = lead.flags.length ? ` [${lead.flags.join(", ")}]` : "";
  const lines = Object.entries(lead.fields).map(([key, value]) => {
    const body = text(value);
    return body.includes("\n")
      ? `${key}:\n  ${body.split(/\r?\n/).join("\n  ")}`
      : `${key}: ${body}`;
  });
  const email =
    typeof lead.fields.email === "string" && lead.fields.email ? lead.fields.email : undefined;
  return {
    from,
    to,
    replyTo: email,
    subject: `New ${lead.form}: ${who(lead.fields)}${flags}`.trim(),
    messageId: `<${lead.id}@lead-receiver>`,
    // Base64 keeps every character and line exactly, whatever the mail server does to lines.
    textEncoding: "base64" as const,
    text: [
      `Form: ${lead.form}`,
      `Received: ${lead.receivedAt}`,
      `Lead: ${lead.id}`,
      ...(lead.flags.length ? [`Flags: ${lead.flags.join(", ")} (see receiver/README.md)`] : []),
      "",
      ...lines,
      "",
    ].join("\n"),
    attachments: [
      {
        filename: `lead-${lead.id}.json`,
        content: JSON.stringify(lead, null, 2),
        contentType: "application/json",
        contentTransferEncoding: "base64" as const,
      },
    ],
  };
}
