import { describe, expect, it } from "vitest";
import { leadsToCsv } from "./export";
import type { Lead } from "./lead";

const lead = (id: string, fields: Record<string, unknown>): Lead => ({
  id,
  form: "contact",
  fields,
  receivedAt: `2026-01-0${id}T10:00:00.000Z`,
  flags: id === "2" ? ["no-script"] : [],
  delivery: {
    mail: { status: "delivered", attempts: 1, nextAttemptAt: "2026-01-01T10:00:00.000Z" },
  },
});

describe("leadsToCsv", () => {
  it("writes one row per lead, every field as a column, quoting what CSV needs quoted", () => {
    const csv = leadsToCsv([
      lead("1", { fullName: 'Zoë, "Z"', message: "Line one\nLine two" }),
      lead("2", { email: "a@b.co", interests: ["Data visualization", "Process automation"] }),
    ]);
    expect(csv.split("\r\n")[0]).toBe(
      "id,form,receivedAt,flags,delivered,fullName,message,email,interests",
    );
    expect(csv).toContain(
      '1,contact,2026-01-01T10:00:00.000Z,,mail:delivered,"Zoë, ""Z""","Line one\nLine two",,',
    );
    expect(csv).toContain(
      "no-script,mail:delivered,,,a@b.co,Data visualization; Process automation\r\n",
    );
  });

  it("keeps a formula a visitor typed from running in a spreadsheet", () => {
    const csv = leadsToCsv([
      lead("1", { fullName: '=HYPERLINK("https://evil.example")', company: "-1+2" }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")",'-1+2`);
  });
});
