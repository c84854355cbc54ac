import localFont from "next/font/local";

/* Geist Sans and Mono, variable, cut by scripts/subset-fonts.mjs to the Latin subset the site's
   copy uses and to the weights it sets (400 text, 500 and 600 labels and headings, 700 article
   headings): about 23 KB each instead of 70. Only Geist Sans, the face of every page's h1, is
   preloaded: Geist Mono sets small labels (eyebrows, language codes) that swap in without
   moving anything, so it is fetched when a page first lays them out instead of sharing the
   first round trips with the HTML. Other scripts (Chinese) fall back to the system font. The
   subsetter keeps the weight range declared here (one range for both). Licence:
   app/fonts/OFL.txt. */

/* Latin and the like, not CJK (U+2E80–9FFF, U+F900–FAFF) or full-width forms (U+FF00–FFEF): a
   Chinese character then goes straight to the CJK fonts instead of being looked up in Geist and
   its fallback first, glyph by glyph, on the main thread of every Chinese page. Kept in step with
   "Geist Fallback" in app/globals.css. (next/font takes only literals: the range is written
   out in each call.) */

export const geistSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
  declarations: [
    { prop: "unicode-range", value: "U+0000-2E7F, U+A000-F8FF, U+FB00-FEFF, U+FFF0-FFFF" },
  ],
  // The metric-matched fallback is "Geist Fallback" in app/globals.css: next/font's own names only
  // Arial, which Linux lacks (its metric twins Liberation Sans and Arimo are there instead).
  adjustFontFallback: false,
});

export const geistMono = localFont({
  src: "./fonts/geist-mono-latin.woff2",
  variable: "--font-geist-mono",
  weight: "400 700",
  display: "swap",
  preload: false,
  declarations: [
    { prop: "unicode-range", value: "U+0000-2E7F, U+A000-F8FF, U+FB00-FEFF, U+FFF0-FFFF" },
  ],
  adjustFontFallback: false,
});
