import type { Photo as PhotoData } from "@/lib/content/schemas/shared";
import { preparePhoto } from "@/lib/images/encode";
import type { SlotName } from "@/lib/images/slots";
import { cn } from "@/lib/utils";

type Props = {
  photo: PhotoData;
  slot: SlotName;
  /** The first screen's picture: loaded at once and first; the others as they near the viewport. */
  eager?: boolean;
  className?: string;
};

/**
 * An owner's photo, encoded at build for its slot (lib/images): AVIF and WebP sources, a JPEG or
 * PNG fallback, intrinsic width and height (no layout shift) and its dominant colour behind it
 * while it loads.
 */
export async function Photo({ photo, slot, eager = false, className }: Props) {
  const prepared = await preparePhoto(photo.src, slot);
  return (
    <picture className="contents">
      {prepared.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={prepared.sizes}
        />
      ))}
      {/* Encoded at build (a static export has no image optimizer); next/image allows img in picture. */}
      <img
        src={prepared.src}
        srcSet={prepared.srcSet}
        sizes={prepared.srcSet ? prepared.sizes : undefined}
        width={prepared.width}
        height={prepared.height}
        alt={photo.alt}
        loading={eager ? undefined : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? undefined : "async"}
        style={{ backgroundColor: prepared.color }}
        className={cn("block h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
