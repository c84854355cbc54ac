import { Artwork, type ArtworkProps } from "@/components/art/artwork";
import { Photo } from "@/components/media/photo";
import type { Photo as PhotoData } from "@/lib/content/schemas/shared";
import type { SlotName } from "@/lib/images/slots";

/**
 * A detail page's first-screen picture: the owner's photo when the entry has one, else its
 * generated artwork. Either loads at once, being in the first screen.
 */
export function LeadPicture({
  photo,
  slot,
  photoClassName,
  artwork,
}: {
  photo?: PhotoData;
  slot: Extract<SlotName, "wide" | "side" | "hero">;
  photoClassName?: string;
  artwork: Omit<ArtworkProps, "eager">;
}) {
  return photo ? (
    <Photo photo={photo} slot={slot} eager className={photoClassName} />
  ) : (
    <Artwork {...artwork} eager />
  );
}
