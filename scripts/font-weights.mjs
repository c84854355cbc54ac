// The weight range of the Geist fonts, as app/fonts.ts declares it to the browser. next/font takes
// only literals there, so the font subsetter and the font test read it from the file's text.

/**
 * The `weight: "400 700"` range that every localFont call in `source` declares, as numbers.
 * @param {string} source the text of app/fonts.ts
 * @returns {[number, number]}
 */
export function geistWeightRange(source) {
  const ranges = [...source.matchAll(/weight: "(\d+) (\d+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  if (ranges.length === 0 || new Set(ranges).size !== 1) {
    throw new Error("app/fonts.ts must declare one weight range for both Geist fonts");
  }
  return /** @type {[number, number]} */ (ranges[0].split(" ").map(Number));
}
