import { spriteIcon } from "@/components/icons/sprite-icon";

const ChevronDown = spriteIcon("chevron-down");

/* Shared by the static desktop nav and the Radix menu that replaces it on first use, so the swap
   is invisible. No Radix import here: the static nav must not pull the menu into first load. */

// nav-item: shape, colours and the open and current states (app/globals.css).
export const navigationItemClass = "nav-item";

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
