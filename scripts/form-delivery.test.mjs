import { describe, expect, it } from "vitest";
import { formDeliveryWarning, isPublicOrigin } from "./form-delivery.mjs";

describe("isPublicOrigin", () => {
  it("treats loopback and LAN names as local", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:4173",
      "http://[::1]/",
      "http://box.local",
    ])
      expect(isPublicOrigin(url), url).toBe(false);
    expect(isPublicOrigin("https://tessellate.example.com")).toBe(true);
    expect(isPublicOrigin(undefined)).toBe(false);
  });
});

describe("formDeliveryWarning", () => {
  const site = { NEXT_PUBLIC_SITE_URL: "https://tessellate.example.com" };
  it("warns for a public site without an endpoint, louder when sends are simulated", () => {
    expect(formDeliveryWarning(site)).toContain("no endpoint");
    expect(formDeliveryWarning({ ...site, NEXT_PUBLIC_FORM_MODE: "simulate" })).toContain(
      "deliver NOTHING",
    );
  });
  it("stays quiet with an endpoint, with Netlify Forms, or for a local build", () => {
    expect(
      formDeliveryWarning({ ...site, NEXT_PUBLIC_FORM_ENDPOINT: "https://f.example/x" }),
    ).toBeNull();
    expect(formDeliveryWarning({ ...site, NEXT_PUBLIC_FORM_FORMAT: "netlify" })).toBeNull();
    expect(formDeliveryWarning({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000" })).toBeNull();
  });
});
