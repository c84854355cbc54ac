import { describe, expect, it } from "vitest";
import { firstEdition, suggestedEdition } from "@/lib/i18n/preference";

describe("firstEdition", () => {
  it("takes the first browser language that is an edition, by its primary tag", () => {
    expect(firstEdition(["it-IT", "de-AT", "en"])).toBe("de");
    expect(firstEdition(["zh-Hans-CN"])).toBe("zh");
    expect(firstEdition(["it", "pt-BR"])).toBeUndefined();
  });
});

describe("suggestedEdition", () => {
  it("prefers the stored choice over the browser", () => {
    expect(suggestedEdition("en", "de", ["zh-CN"])).toBe("de");
    expect(suggestedEdition("de", "de", ["zh-CN"])).toBeUndefined();
  });

  it("falls back to the browser's languages without a choice", () => {
    expect(suggestedEdition("en", null, ["zh-CN", "en"])).toBe("zh");
    expect(suggestedEdition("en", null, ["en-GB", "de"])).toBeUndefined();
    expect(suggestedEdition("en", "xx", ["de"])).toBe("de");
  });

  it("suggests nothing when no language of the browser is an edition", () => {
    expect(suggestedEdition("de", null, ["it", "pt"])).toBeUndefined();
  });
});
