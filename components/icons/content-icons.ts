import { spriteIcon, type SpriteIcon } from "@/components/icons/sprite-icon";
import { iconNames, type IconName } from "@/lib/icon-names";

/** Icons named in content modules, as components. */
export const contentIcons = Object.fromEntries(
  iconNames.map((name) => [name, spriteIcon(name)]),
) as Record<IconName, SpriteIcon>;
