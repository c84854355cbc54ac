import { describe, expect, it } from "vitest";
import { addressLines, regionName } from "@/lib/places";

describe("places", () => {
  it("names a country in the edition's language", () => {
    expect(regionName("en", "US")).toBe("United States");
    expect(regionName("de", "US")).toBe("Vereinigte Staaten");
    expect(regionName("zh", "GB")).toBe("英国");
    expect(regionName("fr", "US")).toBe("États-Unis");
  });

  it("ends an address with its country, once", () => {
    const office = { address: ["500 Howard Street", "San Francisco, CA 94105"], country: "US" };
    expect(addressLines("es", office).at(-1)).toBe("Estados Unidos");
    const singapore = { address: ["71 Robinson Road", "Singapore 068895"], country: "SG" };
    expect(addressLines("en", singapore)).toEqual(singapore.address);
    expect(addressLines("de", singapore).at(-1)).toBe("Singapur");
  });
});
