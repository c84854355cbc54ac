import { site } from "@/lib/site";
import { defaultLocale, isLocale, locales, type Locale, type MessageKey } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { motifForGradient, type GradientId, type Motif } from "@/lib/gradients";
import { getSitePages, type SitePage } from "@/lib/site-pages";
import type { SearchItemType } from "@/lib/search";

/** The size every social network crops to: Open Graph and the large Twitter card. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The brand's own gradient (the mark's violet), for pages without one. */
export const brandGradient: GradientId = "violet-fuchsia";

/**
 * The images are JPEG: a card is a smooth gradient under text, which PNG stores at about 190 KB
 * and JPEG (quality 85) at about 50 KB, the text as sharp to the eye. At 2,000 articles in five
 * editions that is about 200 MiB less export (docs/performance.md).
 */
export const ogImageType = "image/jpeg";
const extension = ".jpg";

/** The route segments of a page's image: "/" → ["index.jpg"], "/blog/a" → ["blog", "a.jpg"]. */
export function ogImageSlug(pagePath: string): string[] {
  const segments = pagePath.split("/").filter(Boolean);
  const last = segments.pop() ?? "index";
  return [...segments, `${last}${extension}`];
}

/** The edition and English page path of an image's route segments: the inverse of ogImagePath. */
export function pageOfOgSlug(slug: readonly string[]): { locale: Locale; path: string } {
  const [first, ...rest] = slug;
  const prefixed = first !== undefined && first !== defaultLocale && isLocale(first);
  const segments = prefixed ? rest : [...slug];
  const name = segments.pop() ?? "";
  const last = name.endsWith(extension) ? name.slice(0, -extension.length) : name;
  const path =
    segments.length === 0 && last === "index" ? "/" : `/${[...segments, last].join("/")}`;
  return { locale: prefixed ? first : defaultLocale, path };
}

/**
 * Where the build writes a page's Open Graph image: "/og/services/agentic-ai.jpg" in English,
 * "/og/de/services/agentic-ai.jpg" in German (the English path under the edition's prefix).
 */
export function ogImagePath(locale: Locale, pagePath: string): string {
  const prefix = locale === defaultLocale ? "" : `${locale}/`;
  return `/og/${prefix}${ogImageSlug(pagePath).join("/")}`;
}

const eyebrows: Partial<Record<SearchItemType, MessageKey>> = {
  service: "blog.og.service",
  industry: "blog.og.industry",
  "case-study": "blog.og.caseStudy",
  blog: "blog.og.blog",
  resource: "blog.og.resource",
  job: "blog.og.job",
};

export type OgCard = {
  eyebrow?: string;
  title: string;
  /**
   * A title's trailing "(…)" or full-width "（…）", drawn smaller under it: "Stream House
   * (Real-time streaming)", "主任数据工程师（流处理方向）".
   */
  subtitle?: string;
  /** Title font size in px: long titles step down so three lines hold about 80 characters. */
  titleSize: number;
  gradient: GradientId;
  motif: Motif;
  /** Seeds the artwork, so each page gets its own arrangement of the motif. */
  seed: string;
  /** The page's photo (`/media/…`), drawn full bleed instead of the artwork. */
  photo?: string;
};

/** What a page's Open Graph image shows, in the page's edition (`page` from getSitePages(locale)). */
export function ogCard(locale: Locale, page: SitePage): OgCard {
  const eyebrow = eyebrows[page.type];
  const gradient = page.gradient ?? brandGradient;
  // The brand is drawn on every card, so the home title drops its "Tessellate AI — " prefix
  // (German "–", Chinese "——").
  // French sets a narrow no-break space before % ; ? !, which Geist lacks: the card draws the
  // ordinary no-break space, which it has.
  const full = page.title
    .replace(new RegExp(`^${site.name}\\s*[—–-]+\\s*`), "")
    .replace(/\u202f/g, "\u00a0");
  const [, title = full, subtitle] = /^(.+?)\s*[(（]([^()（）]+)[)）]$/.exec(full) ?? [];
  return {
    eyebrow:
      eyebrow &&
      i18nFor(locale)
        .t(eyebrow)
        .replace(/\u202f/g, "\u00a0"),
    title,
    subtitle,
    titleSize: titleSize(title),
    gradient,
    motif: page.motif ?? motifForGradient[gradient],
    seed: page.path,
    ...(page.photo ? { photo: page.photo.src } : {}),
  };
}

function titleSize(title: string): number {
  // A CJK character is drawn about twice as wide as the average Latin letter.
  const length = [...title].reduce((sum, char) => sum + (cjkCharacter.test(char) ? 2 : 1), 0);
  if (length <= 28) return 80;
  if (length <= 52) return 68;
  return 56;
}

/**
 * Han characters, CJK punctuation and full-width forms: Geist has none of them, so the cards
 * draw them with subsets of Noto Sans SC (app/og/noto-sans-sc-*.ttf, written by `npm run fonts`).
 */
const cjkCharacter = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** The CJK characters of `text`, each once, in code point order. */
export function cjkCharacters(text: string): string {
  return [...new Set([...text].filter((char) => cjkCharacter.test(char)))].sort().join("");
}

/** Weights the cards draw text in: the title in 600, eyebrow and subtitle in 400. */
export const ogTextWeights = [600, 400] as const;

export type OgTextWeight = (typeof ogTextWeights)[number];

/** The text a card draws in one weight. */
export function ogCardText(card: OgCard, weight: OgTextWeight): string {
  return weight === 600 ? card.title : `${card.eyebrow ?? ""}${card.subtitle ?? ""}`;
}

/** Every CJK character that the cards of every edition draw in `weight`. */
export function ogCjkCharacters(weight: OgTextWeight): string {
  const text = locales.flatMap((locale) =>
    getSitePages(locale).map((page) => ogCardText(ogCard(locale, page), weight)),
  );
  return cjkCharacters(text.join(""));
}

/**
 * The code points a TrueType or OpenType font maps to glyphs (its Unicode cmap, formats 4 and
 * 12): which characters a font can draw, read without a font library.
 */
export function fontCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (view.getUint32(record) === 0x636d6170) cmap = view.getUint32(record + 8); // "cmap"
  }
  if (cmap < 0) throw new Error("The font has no cmap table");
  const points = new Set<number>();
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap + view.getUint32(cmap + 8 + i * 8);
    const format = view.getUint16(table);
    if (format === 4) {
      const segments = view.getUint16(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = view.getUint16(starts + s * 2);
        const end = view.getUint16(ends + s * 2);
        const delta = view.getUint16(deltas + s * 2);
        const rangeOffset = rangeOffsets + s * 2;
        const offset = view.getUint16(rangeOffset);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const index = offset === 0 ? c : view.getUint16(rangeOffset + offset + (c - start) * 2);
          // Glyph 0 is .notdef: a code point that maps to it has no glyph.
          if (index !== 0 && (index + delta) % 0x10000 !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = view.getUint32(table + 12);
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + g * 12;
        const end = view.getUint32(group + 4);
        for (let c = view.getUint32(group); c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}
