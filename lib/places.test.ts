import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import { officeAddress, regionName } from "@/lib/places";
import { site } from "@/lib/site";

describe("places", () => {
  it("names a country in the edition's language", () => {
    expect(regionName("en", "US")).toBe("United States");
    expect(regionName("de", "US")).toBe("Vereinigte Staaten");
    expect(regionName("zh", "GB")).toBe("英国");
    expect(regionName("fr", "US")).toBe("États-Unis");
  });

  it("writes the line under the street as the country's post does, and the country apart", () => {
    const office = {
      street: ["500 Howard Street"],
      locality: "San Francisco",
      region: "CA",
      postalCode: "94105",
      country: "US",
    };
    expect(officeAddress("es", office)).toEqual({
      address: "500 Howard Street, San Francisco, CA 94105",
      country: "Estados Unidos",
    });
    const berlin = { street: ["Unter den Linden 1"], locality: "Berlin", postalCode: "10117" };
    expect(officeAddress("fr", { ...berlin, country: "DE" }).address).toBe(
      "Unter den Linden 1, 10117 Berlin",
    );
  });

  it("writes a city-state once, in the edition's language", () => {
    const singapore = {
      street: ["71 Robinson Road"],
      locality: "Singapore",
      postalCode: "068895",
      country: "SG",
    };
    expect(officeAddress("en", singapore)).toEqual({
      address: "71 Robinson Road, Singapore 068895",
    });
    expect(officeAddress("de", singapore)).toEqual({
      address: "71 Robinson Road, Singapur 068895",
    });
    expect(officeAddress("zh", singapore)).toEqual({ address: "71 Robinson Road, 新加坡 068895" });
  });

  it("never names an office's country twice, in any edition", () => {
    for (const office of site.offices)
      for (const locale of locales) {
        const { address, country } = officeAddress(locale, office);
        const names = new Set(locales.map((other) => regionName(other, office.country)));
        const said = [...names].filter((name) => `${address} ${country ?? ""}`.includes(name));
        expect(said.length, `${locale} ${office.id}: ${address} / ${country}`).toBeLessThanOrEqual(
          1,
        );
        if (country) expect(address, `${locale} ${office.id}`).not.toContain(country);
        if (locale !== defaultLocale && !country)
          expect(address, `${locale} ${office.id}`).toContain(regionName(locale, office.country));
      }
  });
});
