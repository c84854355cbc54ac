import { describe, expect, it } from "vitest";
import { contactHeading } from "@/lib/contact-heading";
import { coverNoteMinLength } from "@/lib/forms/options";
import { emptyContact, emptyNgoApplication } from "@/lib/forms/page-forms";
import { locales, translate } from "@/lib/i18n";
import { catalogues } from "@/lib/i18n/messages";
import { contactSchema } from "@/lib/forms/schemas/contact";
import { demoRequestSchema } from "@/lib/forms/schemas/demo-request";
import { abstractWordLimit, countWords, guestPostSchema } from "@/lib/forms/schemas/guest-post";
import { jobApplicationSchema } from "@/lib/forms/schemas/job-application";
import { newsletterSchema } from "@/lib/forms/schemas/newsletter";
import { ngoApplicationSchema } from "@/lib/forms/schemas/ngo-application";
import { resourceAccessSchema } from "@/lib/forms/schemas/resource-access";

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

describe("validation messages", () => {
  const invalid = [
    contactSchema.safeParse({ ...emptyContact, email: "x" }),
    demoRequestSchema.safeParse({ name: "", email: "x", company: "", requirements: "" }),
    guestPostSchema.safeParse({ name: "", email: "x", topic: "", abstract: "" }),
    guestPostSchema.safeParse({
      name: "A",
      email: "a@b.co",
      topic: "T",
      abstract: "w ".repeat(301),
    }),
    jobApplicationSchema.safeParse({ name: "", email: "x", links: "", coverNote: "" }),
    jobApplicationSchema.safeParse({ name: "Ada", email: "a@b.co", links: "ada", coverNote: "" }),
    newsletterSchema.safeParse({ email: "" }),
    newsletterSchema.safeParse({ email: "x" }),
    ngoApplicationSchema.safeParse({ ...emptyNgoApplication, website: "x", email: "x" }),
    resourceAccessSchema.safeParse({ name: "", email: "x" }),
  ];
  const keys = [
    ...new Set(invalid.flatMap((result) => result.error?.issues.map((i) => i.message) ?? [])),
  ];

  it("are catalogue keys, translated in every language", () => {
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of locales) {
      for (const key of keys) expect(catalogues[locale], `${locale} ${key}`).toHaveProperty(key);
    }
  });

  it("state the limits the schemas enforce, in every language", () => {
    const limits = {
      "forms.error.abstractLength": abstractWordLimit,
      "forms.error.coverNote": coverNoteMinLength,
      "forms.error.demoName": 2,
    } as const;
    for (const locale of locales) {
      for (const [key, limit] of Object.entries(limits)) {
        expect(translate(catalogues[locale], key), `${locale} ${key}`).toContain(String(limit));
      }
    }
  });
});

describe("countWords", () => {
  it("counts each Chinese character as a word and ignores full-width punctuation", () => {
    expect(countWords("数据治理，用 AI 实现。")).toBe(8);
    expect(
      guestPostSchema.safeParse({
        name: "A",
        email: "a@b.co",
        topic: "T",
        abstract: "字".repeat(301),
      }).success,
    ).toBe(false);
  });
});

describe("the schemas' imports", () => {
  it("never reach the rendering modules, so the lead receiver can load them alone", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = new URL("./", import.meta.url);
    for (const file of readdirSync(dir).filter((name) => !name.includes(".test."))) {
      const source = readFileSync(new URL(file, dir), "utf8");
      const imports = [...source.matchAll(/from "(@\/[^"]+)"/g)].map((match) => match[1]);
      for (const path of imports)
        expect(path, `${file} imports ${path}`).toMatch(
          /^@\/lib\/(forms\/schemas\/|forms\/options$|i18n$)/,
        );
    }
  });
});
