import { artworkPath, artworkSize, type ArtworkSpec } from "@/lib/artwork";
import { cn } from "@/lib/utils";

export type ArtworkProps = ArtworkSpec & {
  /** Describe the picture for screen readers; omit for decorative artwork. */
  label?: string;
  width?: number;
  height?: number;
  /** A picture in the first screen loads at once; the others as they near the viewport. */
  eager?: boolean;
  className?: string;
};

/**
 * Generated artwork, deterministic from `seed`, in the owner's gradient: an image file written at
 * build (lib/artwork.ts), so the page carries one element, not the drawing.
 */
export function Artwork({
  label,
  width = artworkSize.width,
  height = artworkSize.height,
  eager = false,
  className,
  ...spec
}: ArtworkProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimizer; the SVG scales itself
    <img
      src={artworkPath(spec)}
      width={width}
      height={height}
      alt={label ?? ""}
      loading={eager ? undefined : "lazy"}
      className={cn("block h-auto w-full", className)}
    />
  );
}
