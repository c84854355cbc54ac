"use client";

import { openDialog, type DialogRequest } from "@/components/dialogs/dialog-store";
import { Button, type ButtonProps } from "@/components/ui/button";

// Warm the dialog bundle on intent, so the click opens it without a visible wait.
const preload = () => void import("@/components/dialogs/dialogs");

/** A button that opens one of the shared dialogs. The only client code a page ships for it. */
export function DialogButton({
  dialog,
  ...props
}: Omit<ButtonProps, "onClick"> & { dialog: DialogRequest }) {
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openDialog(dialog)}
      {...props}
    />
  );
}
