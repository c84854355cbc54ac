"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { cx } from "@/lib/cx";

const X = spriteIcon("x");

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = { 500: "max-w-[500px]", 550: "max-w-[550px]", 600: "max-w-[600px]" } as const;

export function DialogContent({
  className,
  children,
  closeLabel,
  width = 500,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  /** Maximum width in px: 500 for demo dialogs, 550 for the guest post, 600 for use cases. */
  width?: keyof typeof widths;
}) {
  const { t } = useI18n();
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cx(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 animate-dialog-in flex-col gap-4 overflow-y-auto rounded-2xl border bg-popover p-6 text-popover-foreground shadow-xl",
          widths[width],
          className,
        )}
        {...focus}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel ?? t("dialog.close")}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cx("pr-8 text-xl font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cx("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
