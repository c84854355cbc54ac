// Writes the font subsets the repository commits; run after upgrading a font package, and after
// editing Chinese titles (`npm run fonts`; lib/og.test.ts says when the OG subsets fall behind).
// - app/fonts/*.woff2: the Latin subsets of Geist Sans and Geist Mono that the site preloads,
//   still variable but only over the weights the site sets (the range app/fonts.ts declares: 400
//   body text to 700 article headings), which takes a quarter off each file. Characters outside them (Chinese, rarer Latin
//   letters) fall back to the system font.
// - app/og/noto-sans-sc-{600,400}.ttf: Noto Sans SC cut down to the CJK characters the Open
//   Graph cards draw in that weight (lib/og.ts ogCjkCharacters), so Satori renders Chinese
//   cards offline. TrueType, since Satori reads neither woff2 nor variable fonts.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { tsImport } from "tsx/esm/api";
import { geistWeightRange } from "./font-weights.mjs";

/** Basic Latin, Latin-1, Œœ, typographic punctuation, arrows, € ™ − ×, and the replacement mark. */
export const unicodeRanges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x2190, 0x2193],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0xd7, 0xd7],
  [0xfffd, 0xfffd],
];

const text = unicodeRanges
  .flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  )
  .join("");

const path = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

async function write(source, target, characters, format, variationAxes) {
  const input = readFileSync(path(source));
  const output = await subsetFont(input, characters, { targetFormat: format, variationAxes });
  writeFileSync(path(target), output);
  console.log(
    `${target}: ${(input.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`,
  );
}

const geist = [
  ["geist-sans/Geist-Variable.woff2", "geist-sans-latin.woff2"],
  ["geist-mono/GeistMono-Variable.woff2", "geist-mono-latin.woff2"],
];

// The weight axis the subsets keep: the range app/fonts.ts declares to the browser (next/font
// takes only literals there, so it is read from the file; font-weights.test.mjs checks both agree).
const [min, max] = geistWeightRange(readFileSync(path("app/fonts.ts"), "utf8"));

for (const [source, target] of geist) {
  await write(`node_modules/geist/dist/fonts/${source}`, `app/fonts/${target}`, text, "woff2", {
    wght: { min, max },
  });
}

// The cards' text comes from every edition's content, through the same code the route uses.
const og = await tsImport("../lib/og.ts", import.meta.url);
const notoSansSc = "node_modules/@expo-google-fonts/noto-sans-sc";
const notoFiles = {
  600: "600SemiBold/NotoSansSC_600SemiBold.ttf",
  400: "400Regular/NotoSansSC_400Regular.ttf",
};

for (const weight of og.ogTextWeights) {
  const characters = og.ogCjkCharacters(weight);
  await write(
    `${notoSansSc}/${notoFiles[weight]}`,
    `app/og/noto-sans-sc-${weight}.ttf`,
    characters,
    "truetype",
  );
  console.log(`  ${[...characters].length} characters`);
}
copyFileSync(path(`${notoSansSc}/LICENSE_FONT`), path("app/og/noto-sans-sc-OFL.txt"));
