"use client";

import { useI18n } from "@/components/i18n/i18n-provider";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";

const Link2 = spriteIcon("link-2");

/** Copies the page address and confirms with a toast (or says why it could not). */
export function CopyLinkButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        window.location.href.split("#")[0] ?? window.location.href,
      );
      void notify("success", t("ui.share.copied"));
    } catch {
      void notify("error", t("ui.share.copyBlocked"));
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()} {...props}>
      <Link2 aria-hidden="true" />
      {t("ui.share.copyLink")}
    </Button>
  );
}
