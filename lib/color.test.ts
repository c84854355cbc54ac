import { describe, expect, it } from "vitest";
import { oklchToHex } from "@/lib/color";
import { gradientIds, gradients } from "@/lib/gradients";

describe("oklchToHex", () => {
  it("converts the reference colors", () => {
    expect(oklchToHex("oklch(1 0 0)")).toBe("#ffffff");
    expect(oklchToHex("oklch(0 0 0)")).toBe("#000000");
    expect(oklchToHex("oklch(0.628 0.2577 29.23)")).toBe("#ff0000");
    expect(oklchToHex("oklch(62.8% 0.2577 29.23deg)")).toBe("#ff0000");
    // Tailwind's violet-600.
    expect(oklchToHex("oklch(0.541 0.281 293.009)")).toBe("#7f22fe");
  });

  it("converts every gradient stop", () => {
    for (const id of gradientIds) {
      for (const stop of gradients[id].stops) expect(oklchToHex(stop)).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("rejects other notations", () => {
    expect(() => oklchToHex("#7c3aed")).toThrow(/oklch/);
  });
});
