// The Geist subsets keep only part of the weight axis, so what the browser is told
// (app/fonts.ts) and what the files carry must be the same range.
import { readFileSync } from "node:fs";
import fontkitModule from "next/dist/compiled/@next/font/dist/fontkit/index.js";
import { describe, expect, it } from "vitest";
import { geistWeightRange } from "./font-weights.mjs";

const openFont = fontkitModule.default ?? fontkitModule;

describe("geistWeightRange", () => {
  it("reads the one range both fonts declare", () => {
    const source = 'a({ weight: "400 700" }); b({ weight: "400 700" });';
    expect(geistWeightRange(source)).toEqual([400, 700]);
  });

  it("refuses a file without a range or with two different ones", () => {
    expect(() => geistWeightRange("localFont({ src })")).toThrow(/one weight range/);
    expect(() => geistWeightRange('a({ weight: "400 700" }); b({ weight: "100 900" });')).toThrow(
      /one weight range/,
    );
  });
});

describe("the Geist subsets", () => {
  const [min, max] = geistWeightRange(readFileSync("app/fonts.ts", "utf8"));

  it.each(["geist-sans-latin.woff2", "geist-mono-latin.woff2"])(
    "%s is variable over exactly the weights app/fonts.ts declares",
    (file) => {
      const font = openFont(readFileSync(`app/fonts/${file}`));
      expect(font.variationAxes.wght).toMatchObject({ min, max });
      // Regular text needs no variation: the default instance is the regular weight.
      expect(font.variationAxes.wght.default).toBe(400);
    },
  );
});
