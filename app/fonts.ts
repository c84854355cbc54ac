import localFont from "next/font/local";

/* Geist Sans and Mono, variable (every weight in one file), cut to the Latin subset the site's
   copy uses by scripts/subset-fonts.mjs: about 31 KB each instead of 70. Both are preloaded;
   other scripts (Chinese) fall back to the system font. Licence: app/fonts/OFL.txt. */

export const geistSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  // The metric-matched fallback is "Geist Fallback" in app/globals.css: next/font's own names only
  // Arial, which Linux lacks (its metric twins Liberation Sans and Arimo are there instead).
  adjustFontFallback: false,
});

export const geistMono = localFont({
  src: "./fonts/geist-mono-latin.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: false,
});
