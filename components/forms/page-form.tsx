"use client";

import type * as React from "react";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { SentStatus } from "@/components/forms/sent-status";
import { SubmitButton } from "@/components/forms/submit-button";
import type { useFormDelivery } from "@/components/forms/use-form-delivery";
import type { ButtonProps } from "@/components/ui/button";
import type { FormFields } from "@/lib/forms/submit";

type Props = {
  /** The form's name at the endpoint, and the fields sent beside the visitor's values. */
  name: string;
  extra?: FormFields;
  /** What `useFormDelivery` returned for the form. */
  delivery: ReturnType<typeof useFormDelivery>;
  /** Loads the form's validation when the visitor first focuses it. */
  onFocus: () => void;
  /** The form's accessible name. */
  label: string;
  className: string;
  /** The form's own success line once sent; without it the form shows its success elsewhere. */
  sentMessage?: string;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
  /** The form's fields. */
  children: React.ReactNode;
};

/**
 * A form on a page (not in a dialog): the delivered form with its fields, then (below what
 * happened to the send) the success line and the submit button at the start of the row.
 */
export function PageForm({
  name,
  extra,
  delivery,
  onFocus,
  label,
  className,
  sentMessage,
  submitLabel,
  submitVariant,
  children,
}: Props) {
  return (
    <DeliveredForm
      name={name}
      extra={extra}
      delivery={delivery}
      onFocus={onFocus}
      aria-label={label}
      className={className}
      footer={
        <>
          {sentMessage === undefined ? null : (
            <SentStatus sent={delivery.state.kind === "sent"} message={sentMessage} />
          )}
          <SubmitButton
            sending={delivery.sending}
            label={submitLabel}
            variant={submitVariant}
            className="justify-self-start"
          />
        </>
      }
    >
      {children}
    </DeliveredForm>
  );
}
