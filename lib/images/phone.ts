/*
 * What a phone loads of a page's pictures, read from its HTML: for each `<picture>`, the
 * candidate a 375-px-wide screen at 2× picks from its first (AVIF) source, by the `sizes` the
 * build wrote. The page budgets check these (scripts/check-budgets.ts).
 */

export const phone = { viewport: 375, density: 2 };

type Candidate = { url: string; width: number };

/** The device pixels a phone asks of a `sizes` value: its last, unconditional entry. */
export function phoneWidth(sizes: string, { viewport, density } = phone): number {
  const last = sizes.split(",").at(-1)?.trim() ?? "100vw";
  const px = /^(\d+(?:\.\d+)?)px$/.exec(last);
  if (px) return Number(px[1]) * density;
  // A vw expression (100vw, calc(100vw - 2rem)) is at most that share of the viewport.
  const vw = /(\d+(?:\.\d+)?)vw/.exec(last);
  return Math.ceil(((vw ? Number(vw[1]) : 100) / 100) * viewport * density);
}

/** The candidate a browser picks for `width` device pixels: the narrowest as wide, else the widest. */
export function pickCandidate<T extends { width: number }>(
  candidates: readonly T[],
  width: number,
) {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((candidate) => candidate.width >= width) ?? sorted.at(-1);
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

function parseSrcset(srcset: string): Candidate[] {
  return srcset.split(",").flatMap((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = Number(descriptor?.replace(/w$/, ""));
    return url && Number.isFinite(width) ? [{ url, width }] : [];
  });
}

/** The URL a phone loads for each `<picture>` of a page. */
export function phoneImages(html: string): string[] {
  return [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi)].flatMap((match) => {
    const inner = match[1] ?? "";
    const tag = /<source\b[^>]*>/i.exec(inner)?.[0] ?? /<img\b[^>]*>/i.exec(inner)?.[0] ?? "";
    const srcset = attribute(tag, "srcset");
    const sizes = attribute(tag, "sizes") ?? "100vw";
    const picked = srcset ? pickCandidate(parseSrcset(srcset), phoneWidth(sizes)) : undefined;
    const url = picked?.url ?? attribute(tag, "src");
    return url ? [url] : [];
  });
}
