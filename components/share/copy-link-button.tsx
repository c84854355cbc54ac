"use client";

import { Link2 as link2Icon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";

const Link2 = lucideIcon(link2Icon);

/** Copies the page address and confirms with a toast (or says why it could not). */
export function CopyLinkButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        window.location.href.split("#")[0] ?? window.location.href,
      );
      void notify("success", "Link copied to your clipboard.");
    } catch {
      void notify(
        "error",
        "Your browser blocked the clipboard. Copy the address from the address bar.",
      );
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()} {...props}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  );
}
