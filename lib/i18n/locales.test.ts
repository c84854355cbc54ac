import { describe, expect, it } from "vitest";
import { locales, isLocale, localePath, splitLocalePath } from "@/lib/i18n/locales";

describe("localePath", () => {
  it("keeps English at the root and prefixes the other languages", () => {
    expect(localePath("en", "/services")).toBe("/services");
    expect(localePath("de", "/services")).toBe("/de/services");
    expect(localePath("zh", "/")).toBe("/zh");
    expect(localePath("de", "/contact?type=expert")).toBe("/de/contact?type=expert");
    expect(localePath("de", "/#top")).toBe("/de#top");
  });

  it("leaves external and relative links alone", () => {
    expect(localePath("de", "https://example.com/x")).toBe("https://example.com/x");
    expect(localePath("de", "mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(localePath("de", "#section")).toBe("#section");
  });
});

describe("splitLocalePath", () => {
  it("finds the edition and the English path", () => {
    expect(splitLocalePath("/de/services")).toEqual({ locale: "de", path: "/services" });
    expect(splitLocalePath("/zh")).toEqual({ locale: "zh", path: "/" });
    expect(splitLocalePath("/services")).toEqual({ locale: "en", path: "/services" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
  });

  it("does not take a two-letter page slug or an unpublished language for a prefix", () => {
    expect(splitLocalePath("/design")).toEqual({ locale: "en", path: "/design" });
    expect(splitLocalePath("/en/services")).toEqual({ locale: "en", path: "/en/services" });
  });

  it("round-trips every edition", () => {
    for (const locale of locales) {
      expect(splitLocalePath(localePath(locale, "/blog/x"))).toEqual({ locale, path: "/blog/x" });
      expect(isLocale(locale)).toBe(true);
    }
  });
});
