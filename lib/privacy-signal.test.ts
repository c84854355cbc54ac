import { describe, expect, it } from "vitest";
import { privacySignal } from "@/lib/privacy-signal";

describe("privacySignal", () => {
  it("honours Global Privacy Control and Do Not Track", () => {
    expect(privacySignal({ globalPrivacyControl: true, doNotTrack: null })).toBe(true);
    expect(privacySignal({ doNotTrack: "1" })).toBe(true);
  });

  it("lets the visitor choose otherwise", () => {
    expect(privacySignal({ doNotTrack: null })).toBe(false);
    expect(privacySignal({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(false);
  });
});
