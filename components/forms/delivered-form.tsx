import type * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Interpolate } from "@/components/ui/interpolate";
import { brand } from "@/lib/brand";
import { OptionalChallenge } from "@/components/forms/optional-challenge";
import { Honeypot } from "@/components/forms/honeypot";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import type { useFormDelivery } from "@/components/forms/use-form-delivery";
import { honeypotField } from "@/lib/forms/honeypot-field";
import { delivery, formNameField, type FormFields } from "@/lib/forms/submit";

type Props = Omit<
  React.ComponentProps<"form">,
  "action" | "method" | "name" | "onSubmit" | "ref"
> & {
  /** The form's name at the endpoint; also marks the form in the HTML (`data-form`). */
  name: string;
  /** Fields that go with the visitor's values, as hidden inputs for a native post. */
  extra?: FormFields;
  /** What `useFormDelivery` returned for the form. */
  delivery: ReturnType<typeof useFormDelivery>;
  /** Below the fields and the delivery notice: the form's buttons. */
  footer: React.ReactNode;
};

/**
 * A form that works before and without JavaScript: in the static HTML it carries native
 * constraints and posts natively to the configured endpoint (Netlify Forms markup included); with
 * none, a note gives the e-mail address and Send waits for JavaScript (a `mailto:` action would
 * be an insecure form on an HTTPS page). Once hydrated, the browser's own validation steps aside
 * for the form's inline messages. Every form carries the honeypot (docs/forms.md), and the
 * optional challenge when one is configured. Below the fields, the delivery notice says what
 * happened to a send.
 */
export function DeliveredForm({
  name,
  extra,
  delivery: { attachForm, hydrated, onSubmit, state, invalidCount, retry },
  footer,
  children,
  ...props
}: Props) {
  const { t } = useI18n();
  const endpoint = delivery.mode === "endpoint" ? delivery : null;
  const netlify = endpoint?.format === "netlify";
  const hidden = [[formNameField(endpoint?.format), name], ...Object.entries(extra ?? {})];
  return (
    <form
      {...props}
      ref={attachForm}
      onSubmit={onSubmit}
      name={netlify ? name : undefined}
      data-netlify={netlify ? "true" : undefined}
      data-netlify-honeypot={netlify ? honeypotField : undefined}
      data-form={name}
      method={endpoint ? "post" : undefined}
      action={endpoint?.endpoint}
      noValidate={hydrated}
    >
      {hidden.map(([field, value]) => (
        <input key={String(field)} type="hidden" name={String(field)} value={String(value ?? "")} />
      ))}
      {endpoint ? null : (
        <noscript>
          <p className="rounded-xl border bg-muted/50 p-4 text-sm leading-relaxed">
            <Interpolate
              text={t("forms.noscript")}
              parts={{
                email: (
                  <a
                    href={`mailto:${brand.email.general}`}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {brand.email.general}
                  </a>
                ),
              }}
            />
          </p>
        </noscript>
      )}
      <Honeypot label={t("forms.honeypot")} />
      {children}
      <DeliveryNotice state={state} invalidCount={invalidCount} onRetry={retry} />
      {footer}
      <OptionalChallenge />
    </form>
  );
}
