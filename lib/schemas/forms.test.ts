import { describe, expect, it } from "vitest";
import { contactHeading } from "@/lib/contact-heading";
import { contactSchema } from "@/lib/schemas/contact";
import { countWords, guestPostSchema } from "@/lib/schemas/guest-post";
import { jobApplicationSchema } from "@/lib/schemas/job-application";

const issues = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => String(issue.path[0])).sort();

describe("contactSchema", () => {
  const valid = {
    inquiryType: "general",
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    company: "",
    subject: "Hello",
    message: "A question",
    consent: true,
  };

  it("accepts a complete form with phone and company empty", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it("requires name, email, subject, message and consent", () => {
    const result = contactSchema.safeParse({
      ...valid,
      fullName: " ",
      email: "",
      subject: "",
      message: "",
      consent: false,
    });
    expect(issues(result)).toEqual(["consent", "email", "fullName", "message", "subject"]);
  });

  it("rejects a malformed email and an unknown inquiry type", () => {
    expect(issues(contactSchema.safeParse({ ...valid, email: "ada@" }))).toEqual(["email"]);
    expect(issues(contactSchema.safeParse({ ...valid, inquiryType: "sales" }))).toEqual([
      "inquiryType",
    ]);
  });
});

describe("contactHeading", () => {
  it("maps the type query to the spec's headings, else the default", () => {
    expect(contactHeading("discovery", "Get in Touch")).toBe("Book a Discovery Call");
    expect(contactHeading("expert", "Get in Touch")).toBe("Talk to an Expert");
    expect(contactHeading(null, "Get in Touch")).toBe("Get in Touch");
    expect(contactHeading("other", "Get in Touch")).toBe("Get in Touch");
  });
});

describe("guestPostSchema", () => {
  it("counts words and allows up to 300", () => {
    expect(countWords("  one two\nthree  ")).toBe(3);
    const base = { name: "A", email: "a@b.co", topic: "T" };
    expect(guestPostSchema.safeParse({ ...base, abstract: "word ".repeat(300) }).success).toBe(
      true,
    );
    expect(issues(guestPostSchema.safeParse({ ...base, abstract: "word ".repeat(301) }))).toEqual([
      "abstract",
    ]);
  });
});

describe("jobApplicationSchema", () => {
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    links: "https://github.com/ada, https://ada.dev",
    coverNote:
      "I have built production ML systems for eight years and want to do it for nonprofits too.",
  };
  it("accepts full web addresses and a real cover note", () => {
    expect(jobApplicationSchema.safeParse(valid).success).toBe(true);
  });
  it("rejects bare handles and a one-line note", () => {
    expect(
      issues(
        jobApplicationSchema.safeParse({ ...valid, links: "github.com/ada", coverNote: "Hi" }),
      ),
    ).toEqual(["coverNote", "links"]);
  });
});
