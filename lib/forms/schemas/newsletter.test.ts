import { describe, expect, it } from "vitest";
import { newsletterSchema } from "@/lib/forms/schemas/newsletter";

const messageOf = (email: string) =>
  newsletterSchema.safeParse({ email }).error?.issues[0]?.message;

describe("newsletterSchema", () => {
  it("accepts a valid address and trims it", () => {
    expect(newsletterSchema.parse({ email: "  reader@example.com " })).toEqual({
      email: "reader@example.com",
    });
  });

  it("asks for an address when empty", () => {
    expect(messageOf("")).toBe("newsletter.emailRequired");
    expect(messageOf("   ")).toBe("newsletter.emailRequired");
  });

  it("rejects malformed addresses", () => {
    for (const email of [
      "reader",
      "reader@",
      "@example.com",
      "reader@example",
      "a b@example.com",
    ]) {
      expect(messageOf(email), email).toBe("newsletter.emailInvalid");
    }
  });
});
