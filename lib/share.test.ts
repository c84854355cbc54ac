import { describe, expect, it } from "vitest";
import { shareLinks } from "@/lib/share";

describe("shareLinks", () => {
  it("encodes the page address and title into each intent", () => {
    const links = shareLinks("https://site.test/case-studies/a b?x=1&y=2", "Fraud & risk");
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.test%2Fcase-studies%2Fa%20b%3Fx%3D1%26y%3D2",
    );
    expect(links.x).toContain("text=Fraud%20%26%20risk");
    expect(links.facebook).toContain("u=https%3A%2F%2Fsite.test");
    expect(decodeURIComponent(links.email.split("body=")[1] ?? "")).toBe(
      "Fraud & risk\n\nhttps://site.test/case-studies/a b?x=1&y=2",
    );
  });
});
