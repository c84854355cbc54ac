import { site } from "@/content/site";
import { defaultLocale, type Edition } from "@/lib/i18n";
import { motifForGradient, type GradientId, type Motif } from "@/lib/gradients";
import type { SitePage } from "@/lib/routes";
import type { SearchItemType } from "@/lib/search";

/** The size every social network crops to: Open Graph and the large Twitter card. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The brand's own gradient (the mark's violet), for pages without one. */
export const brandGradient: GradientId = "violet-fuchsia";

/** The route segments of a page's image: "/" → ["index.png"], "/blog/a" → ["blog", "a.png"]. */
export function ogImageSlug(pagePath: string): string[] {
  const segments = pagePath.split("/").filter(Boolean);
  const last = segments.pop() ?? "index";
  return [...segments, `${last}.png`];
}

/**
 * Where the build writes a page's Open Graph image: "/og/services/agentic-ai.png" in English,
 * "/og/de/services/agentic-ai.png" in German (the English path under the edition's prefix).
 */
export function ogImagePath(locale: Edition, pagePath: string): string {
  const prefix = locale === defaultLocale ? "" : `${locale}/`;
  return `/og/${prefix}${ogImageSlug(pagePath).join("/")}`;
}

const eyebrows: Partial<Record<SearchItemType, string>> = {
  service: "Service",
  industry: "Industry",
  "case-study": "Our work",
  blog: "Insights",
  resource: "Resources",
  job: "Careers",
};

export type OgCard = {
  eyebrow?: string;
  title: string;
  /** A title's trailing "(…)", drawn smaller under it: "Stream House (Real-time streaming)". */
  subtitle?: string;
  /** Title font size in px: long titles step down so three lines hold about 80 characters. */
  titleSize: number;
  gradient: GradientId;
  motif: Motif;
  /** Seeds the artwork, so each page gets its own arrangement of the motif. */
  seed: string;
};

/** What a page's Open Graph image shows. */
export function ogCard(page: SitePage): OgCard {
  const gradient = page.gradient ?? brandGradient;
  // The brand is drawn on every card, so the home title drops its "Tessellate AI — " prefix.
  const full = page.title.replace(new RegExp(`^${site.name}\\s+[—–-]\\s+`), "");
  const [, title = full, subtitle] = /^(.+?)\s*\(([^()]+)\)$/.exec(full) ?? [];
  return {
    eyebrow: eyebrows[page.type],
    title,
    subtitle,
    titleSize: titleSize(title),
    gradient,
    motif: page.motif ?? motifForGradient[gradient],
    seed: page.path,
  };
}

function titleSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 52) return 68;
  return 56;
}
