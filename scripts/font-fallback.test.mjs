// The "Geist Fallback" faces in app/globals.css must match Geist: the text is set in them until
// Geist Sans arrives, and any difference in width or line metrics moves the page when it swaps in.
// Width: the site's own English copy laid out in Geist and in Liberation Sans (Arial's metrics, so
// the same widths as Arial): size-adjust is that ratio, for regular text against the regular face
// and for semibold headings against the bold one. next/font's generic letter sample put Geist 3.4 %
// wider than Arial, and the home page's lead then took one line more in the fallback than in Geist.
// Height: Geist's ascent and descent, divided by size-adjust.
import { existsSync, readFileSync } from "node:fs";
import fontkitModule from "next/dist/compiled/@next/font/dist/fontkit/index.js";
import { describe, expect, it } from "vitest";
import { getEntries } from "@/lib/content";
import { collections } from "@/lib/content/collections";

const openFont = fontkitModule.default ?? fontkitModule;
const open = (path) => openFont(readFileSync(path));
const geist = (weight) => open(`node_modules/geist/dist/fonts/geist-sans/Geist-${weight}.ttf`);
// Debian's fonts-liberation (.ci/run installs it where it is missing).
const liberation = (style) => `/usr/share/fonts/truetype/liberation/LiberationSans-${style}.ttf`;

/** Every prose string of the English content (40 characters or more). */
function corpus() {
  const strings = [];
  const walk = (value) => {
    if (typeof value === "string") {
      if (value.length >= 40 && !value.startsWith("/") && !value.startsWith("http"))
        strings.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  // The pages' own copy: articles (code samples, long prose) are measured apart from it.
  for (const key of Object.keys(collections))
    if (key !== "posts") walk(getEntries(key, "en").map((entry) => entry.data));
  return strings;
}

function width(font, texts) {
  return texts.reduce((sum, text) => sum + font.layout(text).advanceWidth / font.unitsPerEm, 0);
}

const percent = (value) => `${Number((Math.abs(value) * 100).toFixed(2))}%`;

function lineMetrics(font, sizeAdjust) {
  const scale = Number.parseFloat(sizeAdjust) / 100;
  return {
    "ascent-override": percent(font.ascent / (font.unitsPerEm * scale)),
    "descent-override": percent(font.descent / (font.unitsPerEm * scale)),
    "line-gap-override": percent(font.lineGap / (font.unitsPerEm * scale)),
  };
}

function declaredFaces() {
  const css = readFileSync("app/globals.css", "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1])
    .filter((body) => body.includes('"Geist Fallback"'))
    .map((body) =>
      Object.fromEntries(
        [...body.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
      ),
    );
}

describe("Geist's fallback faces", () => {
  const faces = declaredFaces();
  const regular = faces.find((face) => face["font-weight"] === "100 549");
  const bold = faces.find((face) => face["font-weight"] === "550 900");
  const texts = corpus();

  it("cover every weight with a regular and a bold face", () => {
    expect(faces).toHaveLength(2);
    expect(regular?.src).toContain('local("Liberation Sans")');
    expect(bold?.src).toContain('local("Liberation Sans Bold")');
    expect(texts.length).toBeGreaterThan(500);
  });

  it("carry Geist's line metrics at their size", () => {
    expect(regular).toMatchObject(lineMetrics(geist("Regular"), regular?.["size-adjust"] ?? ""));
    expect(bold).toMatchObject(lineMetrics(geist("SemiBold"), bold?.["size-adjust"] ?? ""));
  });

  it.runIf(existsSync(liberation("Regular")))(
    "scale Arial's widths to Geist's on the site's copy, within 0.3 %",
    () => {
      const pairs = [
        [regular, geist("Regular"), open(liberation("Regular"))],
        [bold, geist("SemiBold"), open(liberation("Bold"))],
      ];
      for (const [face, own, fallback] of pairs) {
        const ratio = width(own, texts) / width(fallback, texts);
        expect(Number.parseFloat(face?.["size-adjust"] ?? "") / 100).toBeCloseTo(ratio, 2.5);
      }
    },
  );

  it("sit after Geist and before the system fonts in the sans stack", () => {
    const css = readFileSync("app/globals.css", "utf8");
    expect(css).toMatch(/--font-sans:\s*var\(--font-geist-sans\), "Geist Fallback",/);
  });
});
