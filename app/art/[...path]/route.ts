import { artworkPath, artworkSvg } from "@/lib/artwork";
import { getAllArtworks } from "@/lib/site-pages";

// Written once at build time into out/art/<gradient>/<motif>/<seed>.svg: the pages draw their
// artwork with <img>, so none of it is in their HTML, their RSC payload or their hydration.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllArtworks().map((spec) => ({ path: artworkPath(spec).split("/").slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/art/${(await params).path.join("/")}`;
  const spec = getAllArtworks().find((candidate) => artworkPath(candidate) === path);
  if (!spec) return new Response("Not found", { status: 404 });
  return new Response(artworkSvg(spec), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
