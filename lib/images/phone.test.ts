import { describe, expect, it } from "vitest";
import { phoneImages, phoneWidth, pickCandidate } from "@/lib/images/phone";
import { slots } from "@/lib/images/slots";

const picture = (sizes: string, widths: number[]) =>
  `<picture><source type="image/avif" srcSet="${widths.map((w) => `/_img/a-${w}.avif ${w}w`).join(", ")}" sizes="${sizes}"/>` +
  `<img src="/_img/a-${widths[0]}.jpg" width="${widths.at(-1)}" height="10" alt=""/></picture>`;

describe("what a 375-px phone at 2x loads", () => {
  it("reads the device pixels a sizes value asks for", () => {
    expect(phoneWidth("56px")).toBe(112);
    expect(phoneWidth("100vw")).toBe(750);
    expect(phoneWidth("(min-width: 1280px) 1216px, calc(100vw - 2rem)")).toBe(750);
    expect(phoneWidth("(min-width: 1024px) 50vw, 50vw")).toBe(375);
  });

  it("picks the narrowest candidate as wide, else the widest", () => {
    const candidates = [{ width: 1100 }, { width: 480 }, { width: 750 }];
    expect(pickCandidate(candidates, 700)).toEqual({ width: 750 });
    expect(pickCandidate(candidates, 2000)).toEqual({ width: 1100 });
  });

  it("names one file per picture, from its AVIF source, and the image of a source-less SVG", () => {
    const html =
      picture("(min-width: 1280px) 1216px, calc(100vw - 2rem)", [480, 750, 1100]) +
      picture("56px", [112, 168]) +
      '<picture><img src="/_img/logo.svg" width="64" height="64" alt="Kafka"/></picture>';
    expect(phoneImages(html)).toEqual(["/_img/a-750.avif", "/_img/a-112.avif", "/_img/logo.svg"]);
  });

  it("has each slot encode a width for the phone, so it never loads the next larger one", () => {
    for (const [name, slot] of Object.entries(slots)) {
      const wanted = phoneWidth(slot.sizes);
      const picked = pickCandidate(
        slot.widths.map((width) => ({ width })),
        wanted,
      );
      expect(picked?.width, name).toBeLessThanOrEqual(
        Math.max(wanted * 1.1, Math.min(...slot.widths)),
      );
    }
  });
});
