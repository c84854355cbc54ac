"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { ContactFields } from "@/components/forms/contact-fields";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
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
  const delivery = useFormDelivery({
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
    <FormDialog
      open={service !== null}
      onOpenChange={onOpenChange}
      width={500}
      title={t("forms.demo.title")}
      description={t("forms.demo.text", { service: service ?? "" })}
      name="demo-request"
      extra={{ service }}
      delivery={delivery}
      submitLabel={t("forms.demo.submit")}
    >
      <ContactFields form={form} />
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
    </FormDialog>
  );
}
