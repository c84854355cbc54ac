import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { exportedLocales } from "@/lib/i18n";
import {
  cjkCharacters,
  fontCodePoints,
  ogCard,
  ogCardText,
  ogImagePath,
  ogImageSize,
  ogImageType,
  ogTextWeights,
  pageOfOgSlug,
} from "@/lib/og";
import { ogPhoto } from "@/lib/images/og-photo";
import { getSitePages, sitePage } from "@/lib/site-pages";
import { OgCard } from "./_components/og-card";

// Rendered once at build time into out/og/…/<page>.jpg; nothing of this reaches the browser.
export const dynamic = "force-static";
export const dynamicParams = false;

/** Every page of every edition: "/og/services.jpg" in English, "/og/de/services.jpg"… */
export function generateStaticParams() {
  return exportedLocales().flatMap((locale) =>
    // A later page of a list shows its first page's image.
    getSitePages(locale)
      .filter((page) => !page.firstPage)
      .map((page) => ({ slug: ogImagePath(locale, page.path).split("/").slice(2) })),
  );
}

const assets = loadAssets();

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const path = `/og/${slug.join("/")}`;
  const { locale, path: pagePath } = pageOfOgSlug(slug);
  const page = sitePage(locale, pagePath);
  if (!page || page.firstPage || ogImagePath(locale, page.path) !== path)
    return new Response("Not found", { status: 404 });
  const card = ogCard(locale, page);
  const { fonts, mark, cjk } = await assets;
  // A glyph no font has would make Satori fetch a font from the network, which the build lacks.
  for (const weight of ogTextWeights) {
    const missing = [...cjkCharacters(ogCardText(card, weight))].filter(
      (char) => !cjk[weight].has(char.codePointAt(0) ?? 0),
    );
    if (missing.length > 0)
      throw new Error(
        `${path}: app/og/noto-sans-sc-${weight}.ttf lacks "${missing.join("")}": run npm run fonts`,
      );
  }
  // Loaded by Node, not bundled: bundling next/og adds Turbopack's async-module runtime to every
  // page's first-load JS (about 0.5 KB gzip), though the images are only rendered at build time.
  const { ImageResponse } = await import(/* turbopackIgnore: true */ "next/og.js");
  const photo = card.photo && (await ogPhoto(card.photo, ogImageSize.width, ogImageSize.height));
  const png = await new ImageResponse(
    <OgCard card={card} mark={mark} photo={photo || undefined} />,
    { ...ogImageSize, fonts },
  ).arrayBuffer();
  const jpeg = await sharp(Buffer.from(png)).jpeg({ quality: 85 }).toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { "Content-Type": ogImageType } });
}

// Satori needs TTF or OTF, not the woff2 that next/font serves; the build has no network.
// Noto Sans SC (subsets of the characters the cards use) draws what Geist lacks: Chinese.
async function loadAssets() {
  const file = (path: string) => readFile(join(process.cwd(), path));
  const [sans, sansRegular, mono, cjkSemiBold, cjkRegular, mark] = await Promise.all([
    file("node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf"),
    file("node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf"),
    file("node_modules/geist/dist/fonts/geist-mono/GeistMono-Medium.ttf"),
    file("app/og/noto-sans-sc-600.ttf"),
    file("app/og/noto-sans-sc-400.ttf"),
    file("public/icon.svg"),
  ]);
  return {
    fonts: [
      { name: "Geist", data: sans, weight: 600 as const, style: "normal" as const },
      { name: "Geist", data: sansRegular, weight: 400 as const, style: "normal" as const },
      { name: "Geist Mono", data: mono, weight: 500 as const, style: "normal" as const },
      { name: "Noto Sans SC", data: cjkSemiBold, weight: 600 as const, style: "normal" as const },
      { name: "Noto Sans SC", data: cjkRegular, weight: 400 as const, style: "normal" as const },
    ],
    cjk: { 600: fontCodePoints(cjkSemiBold), 400: fontCodePoints(cjkRegular) },
    mark: `data:image/svg+xml;base64,${mark.toString("base64")}`,
  };
}
