"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import {
  demoRequestSchema,
  emptyDemoRequest,
  type DemoRequestValues,
} from "@/lib/forms/schemas/demo-request";

type Props = { service: string | null; onOpenChange: (open: boolean) => void };

/** "Request a Demo" for one service: validated with the spec's messages, confirmed with a toast. */
export function RequestDemoDialog({ service, onOpenChange }: Props) {
  const { t } = useI18n();
  const form = useForm<DemoRequestValues>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: emptyDemoRequest,
    shouldFocusError: false,
  });
  const { attachForm, hydrated, invalidCount, onSubmit, retry, sending, state } = useFormDelivery({
    name: "demo-request",
    form,
    subject: t("forms.demo.subject", { service: service ?? "" }),
    extra: { service },
    onSent: (values) => {
      void notify("success", t("forms.demo.sent", { name: values.name, service: service ?? "" }));
      form.reset(emptyDemoRequest);
      onOpenChange(false);
    },
  });

  return (
    <Dialog open={service !== null} onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>{t("forms.demo.title")}</DialogTitle>
        <DialogDescription>{t("forms.demo.text", { service: service ?? "" })}</DialogDescription>
        <DeliveredForm
          name="demo-request"
          extra={{ service }}
          hydrated={hydrated}
          ref={attachForm}
          onSubmit={onSubmit}
          className="grid gap-4"
        >
          <TextField
            form={form}
            name="name"
            label={t("forms.field.name")}
            autoComplete="name"
            required
          />
          <TextField
            form={form}
            name="email"
            label={t("forms.field.email")}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            form={form}
            name="company"
            label={t("forms.field.company")}
            autoComplete="organization"
            required
          />
          <TextField
            form={form}
            name="phone"
            label={t("forms.field.phone")}
            type="tel"
            autoComplete="tel"
          />
          <TextAreaField
            form={form}
            name="requirements"
            label={t("forms.field.requirements")}
            rows={4}
            placeholder={t("forms.field.requirementsPlaceholder")}
            required
          />
          <DeliveryNotice state={state} invalidCount={invalidCount} onRetry={retry} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("dialog.cancel")}
            </Button>
            <SubmitButton
              sending={sending}
              sendingLabel={t("dialog.sending")}
              label={t("forms.demo.submit")}
              size="default"
            />
          </div>
        </DeliveredForm>
      </DialogContent>
    </Dialog>
  );
}
