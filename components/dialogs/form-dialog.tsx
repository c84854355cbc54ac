"use client";

import type * as React from "react";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { SubmitButton } from "@/components/forms/submit-button";
import type { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { FormFields } from "@/lib/forms/submit";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: 500 | 550;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The form's name at the endpoint, and the fields sent beside the visitor's values. */
  name: string;
  extra?: FormFields;
  /** What `useFormDelivery` returned for the form. */
  delivery: ReturnType<typeof useFormDelivery>;
  submitLabel: string;
  /** The form's fields. */
  children: React.ReactNode;
};

/**
 * A form in a dialog: title, description, the delivered form with its fields, and the footer
 * (what happened to the send, Cancel, and the submit button).
 */
export function FormDialog({
  open,
  onOpenChange,
  width,
  title,
  description,
  name,
  extra,
  delivery,
  submitLabel,
  children,
}: Props) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={width} closeLabel={t("dialog.close")}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DeliveredForm
          name={name}
          extra={extra}
          delivery={delivery}
          className="grid gap-4"
          footer={
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("dialog.cancel")}
              </Button>
              <SubmitButton
                sending={delivery.sending}
                sendingLabel={t("dialog.sending")}
                label={submitLabel}
                size="default"
              />
            </div>
          }
        >
          {children}
        </DeliveredForm>
      </DialogContent>
    </Dialog>
  );
}
