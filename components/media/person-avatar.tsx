import { InitialsAvatar } from "@/components/art/initials-avatar";
import { Photo } from "@/components/media/photo";
import type { Photo as PhotoData } from "@/lib/content/schemas/shared";
import type { SlotName } from "@/lib/images/slots";

/** A person's portrait when the owner gave one, else their initials, in the same round box. */
export function PersonAvatar({
  name,
  photo,
  size,
  slot,
}: {
  name: string;
  photo?: PhotoData;
  size: number;
  slot: Extract<SlotName, "portrait" | "avatar">;
}) {
  if (!photo) return <InitialsAvatar name={name} size={size} />;
  return (
    <span
      style={{ width: size, height: size }}
      className="inline-block shrink-0 overflow-hidden rounded-full"
    >
      <Photo photo={photo} slot={slot} className="size-full" />
    </span>
  );
}
