import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ogCard, ogImagePath, ogImageSize, ogImageSlug } from "@/lib/og";
import { getSitePages } from "@/lib/routes";
import { OgCard } from "./_components/og-card";

// Rendered once at build time into out/og/…/<page>.png; nothing of this reaches the browser.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getSitePages().map((page) => ({ slug: ogImageSlug(page.path) }));
}

const assets = loadAssets();

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const path = `/og/${(await params).slug.join("/")}`;
  const page = getSitePages().find((candidate) => ogImagePath(candidate.path) === path);
  if (!page) return new Response("Not found", { status: 404 });
  const { fonts, mark } = await assets;
  // Loaded by Node, not bundled: bundling next/og adds Turbopack's async-module runtime to every
  // page's first-load JS (about 0.5 KB gzip), though the images are only rendered at build time.
  const { ImageResponse } = await import(/* turbopackIgnore: true */ "next/og.js");
  return new ImageResponse(<OgCard card={ogCard(page)} mark={mark} />, { ...ogImageSize, fonts });
}

// Satori needs TTF or OTF, not the woff2 that next/font serves; the build has no network.
async function loadAssets() {
  const file = (path: string) => readFile(join(process.cwd(), path));
  const [sans, sansRegular, mono, mark] = await Promise.all([
    file("node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf"),
    file("node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf"),
    file("node_modules/geist/dist/fonts/geist-mono/GeistMono-Medium.ttf"),
    file("public/icon.svg"),
  ]);
  return {
    fonts: [
      { name: "Geist", data: sans, weight: 600 as const, style: "normal" as const },
      { name: "Geist", data: sansRegular, weight: 400 as const, style: "normal" as const },
      { name: "Geist Mono", data: mono, weight: 500 as const, style: "normal" as const },
    ],
    mark: `data:image/svg+xml;base64,${mark.toString("base64")}`,
  };
}
