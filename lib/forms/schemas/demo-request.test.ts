import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { catalogues } from "@/lib/i18n/messages";
import { demoRequestSchema } from "@/lib/forms/schemas/demo-request";

const valid = {
  name: "Jo",
  email: "jo@example.com",
  company: "Acme",
  phone: "",
  requirements: "0123456789",
};

/** The messages a visitor reads on the English page (the schema's messages are catalogue keys). */
function messages(values: Partial<typeof valid>): Record<string, string> {
  const result = demoRequestSchema.safeParse({ ...valid, ...values });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      translate(catalogues.en, issue.message),
    ]),
  );
}

describe("demoRequestSchema", () => {
  it("accepts values exactly at the spec's bounds, phone optional", () => {
    expect(messages({})).toEqual({});
    expect(demoRequestSchema.safeParse({ ...valid, phone: undefined }).success).toBe(true);
  });

  it("needs a name of at least 2 characters", () => {
    expect(messages({ name: "J" })).toEqual({ name: "Name must be at least 2 characters." });
  });

  it("needs a valid email", () => {
    expect(messages({ email: "jo@" })).toEqual({ email: "Please enter a valid email." });
    expect(messages({ email: "" })).toEqual({ email: "Please enter a valid email." });
  });

  it("needs a company", () => {
    expect(messages({ company: "" })).toEqual({ company: "Company name is required." });
  });

  it("needs requirements of at least 10 characters", () => {
    expect(messages({ requirements: "012345678" })).toEqual({
      requirements: "Please provide more details about your requirements.",
    });
  });

  it("reports every failing field at once", () => {
    expect(Object.keys(messages({ name: "", email: "x", company: "", requirements: "" }))).toEqual([
      "name",
      "email",
      "company",
      "requirements",
    ]);
  });
});
