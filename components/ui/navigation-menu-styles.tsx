import { ChevronDown as chevronDownIcon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";

const ChevronDown = lucideIcon(chevronDownIcon);

/* Shared by the static desktop nav and the Radix menu that replaces it on first use, so the swap
   is invisible. No Radix import here: the static nav must not pull the menu into first load. */

export const navigationItemClass =
  "inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent data-[state=open]:text-accent-foreground aria-[current=page]:text-foreground aria-[current=page]:bg-accent/70";

export const navigationTriggerClass = `${navigationItemClass} group`;

export const navigationListClass = "flex items-center gap-0.5";

export function NavigationChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
    />
  );
}
