// Writes the Latin subsets of Geist Sans and Geist Mono (variable, all weights) that the site
// preloads: app/fonts/*.woff2. Run after upgrading the `geist` package; the output is committed.
// Characters outside the subset (Chinese, rarer Latin letters) fall back to the system font.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

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

const fonts = [
  ["geist-sans/Geist-Variable.woff2", "geist-sans-latin.woff2"],
  ["geist-mono/GeistMono-Variable.woff2", "geist-mono-latin.woff2"],
];

for (const [source, target] of fonts) {
  const input = readFileSync(
    fileURLToPath(new URL(`../node_modules/geist/dist/fonts/${source}`, import.meta.url)),
  );
  const output = await subsetFont(input, text, { targetFormat: "woff2" });
  writeFileSync(fileURLToPath(new URL(`../app/fonts/${target}`, import.meta.url)), output);
  console.log(
    `${target}: ${(input.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`,
  );
}
