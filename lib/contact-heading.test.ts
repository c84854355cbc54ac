import { describe, expect, it } from "vitest";
import { contactHeading } from "@/lib/contact-heading";

describe("contactHeading in a page's language", () => {
  const german = { discovery: "Erstgespräch vereinbaren", expert: "Mit einem Experten sprechen" };

  it("takes the typed headings the page passes", () => {
    expect(contactHeading("discovery", "Kontakt", german)).toBe("Erstgespräch vereinbaren");
    expect(contactHeading("expert", "Kontakt", german)).toBe("Mit einem Experten sprechen");
  });

  it("keeps the page's own heading for any other type", () => {
    expect(contactHeading(null, "Kontakt", german)).toBe("Kontakt");
    expect(contactHeading("other", "Kontakt", german)).toBe("Kontakt");
  });
});
