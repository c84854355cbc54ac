/*
 * Where a photo is drawn. Each slot names the widths the build encodes (the widest is what a
 * 2× screen needs at the slot's largest size), the `sizes` the browser picks a width with, and
 * the box's aspect (the photo is cropped to it; without one, the photo keeps its own).
 * Client-safe: no file access.
 */

export type Slot = {
  widths: readonly number[];
  sizes: string;
  /** Width / height of the drawn box. */
  aspect?: number;
};

export const slots = {
  /** A case study's picture: the content width, 8:3. */
  wide: {
    widths: [480, 750, 1100, 1600, 2432],
    sizes: "(min-width: 1280px) 1216px, calc(100vw - 2rem)",
    aspect: 8 / 3,
  },
  /** A detail hero's picture beside the headline (an industry), 16:10. */
  side: {
    widths: [480, 750, 1100],
    sizes: "(min-width: 1280px) 540px, (min-width: 1024px) 42vw, calc(100vw - 2rem)",
    aspect: 16 / 10,
  },
  /** An article's hero: 400 px high across the article's width (max 976 px), 5:2. */
  hero: {
    widths: [480, 750, 1100, 1600, 1952],
    sizes: "(min-width: 1024px) 976px, calc(100vw - 2rem)",
    aspect: 5 / 2,
  },
  /** A person on About: the 56-px portrait beside their name. */
  portrait: { widths: [112, 168], sizes: "56px", aspect: 1 },
  /** A byline or a quote's speaker: 40 to 44 px. */
  avatar: { widths: [88, 132], sizes: "44px", aspect: 1 },
  /** A technology's logo, 32 px high, its own shape. */
  logo: { widths: [64, 96], sizes: "32px" },
} as const satisfies Record<string, Slot>;

export type SlotName = keyof typeof slots;
