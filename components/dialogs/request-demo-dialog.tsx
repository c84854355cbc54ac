"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { submitForm } from "@/lib/forms/submit";
import {
  demoRequestSchema,
  emptyDemoRequest,
  type DemoRequestValues,
} from "@/lib/schemas/demo-request";

type Props = { service: string | null; onOpenChange: (open: boolean) => void };

/** "Request a Demo" for one service: validated with the spec's messages, confirmed with a toast. */
export function RequestDemoDialog({ service, onOpenChange }: Props) {
  const { t } = useI18n();
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<DemoRequestValues>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: emptyDemoRequest,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submitForm("demo-request", { ...values, service });
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    void notify(
      "success",
      `Thanks, ${values.name}. We'll be in touch about ${service} within 24 hours.`,
    );
    form.reset(emptyDemoRequest);
    onOpenChange(false);
  });

  return (
    <Dialog open={service !== null} onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>Request a Demo</DialogTitle>
        <DialogDescription>
          Tell us about your goals for {service}. A senior engineer will reply within 24 hours to
          set up a demo shaped around your use case.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField form={form} name="name" label="Name" autoComplete="name" required />
          <TextField
            form={form}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            form={form}
            name="company"
            label="Company"
            autoComplete="organization"
            required
          />
          <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
          <TextAreaField
            form={form}
            name="requirements"
            label="Requirements"
            rows={4}
            placeholder="What would you like the demo to show?"
            required
          />
          {failure ? (
            <FormAlert
              error={failure}
              subject={`Demo request: ${service}`}
              fields={form.getValues()}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : null}
              {form.formState.isSubmitting ? t("dialog.sending") : "Request Demo"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
