import {
  Activity,
  Blocks,
  Bot,
  Brain,
  Database,
  Droplets,
  Eye,
  HeartHandshake,
  Lightbulb,
  Trees,
  Truck,
  type LucideIcon,
} from "lucide-react";

/** Icons named in content modules, resolved to components at render time. */
export const contentIcons = {
  bot: Bot,
  brain: Brain,
  database: Database,
  blocks: Blocks,
  activity: Activity,
  "heart-handshake": HeartHandshake,
  lightbulb: Lightbulb,
  eye: Eye,
  droplets: Droplets,
  truck: Truck,
  trees: Trees,
} satisfies Record<string, LucideIcon>;

export type ContentIconName = keyof typeof contentIcons;
