"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import {
  emptyResourceAccess,
  resourceAccessSchema,
  type ResourceAccessValues,
} from "@/lib/schemas/resource-access";

type Props = {
  request: { title: string; action: "Download" | "Watch" | "Request" } | null;
  onOpenChange: (open: boolean) => void;
};

const intro = {
  Download: "Tell us where to send it and we'll email you the PDF.",
  Watch: "Tell us where to send it and we'll email you the recording link.",
  Request: "Tell us who you are; a specialist will follow up to scope the resource you need.",
};

/** A short access request for a whitepaper, webinar, paper or custom resource. */
export function ResourceAccessDialog({ request, onOpenChange }: Props) {
  const { t } = useI18n();
  const form = useForm<ResourceAccessValues>({
    resolver: zodResolver(resourceAccessSchema),
    defaultValues: emptyResourceAccess,
    shouldFocusError: false,
  });
  const extra = { resource: request?.title ?? "", action: request?.action ?? "" };
  const { attachForm, hydrated, invalidCount, onSubmit, retry, sending, state } = useFormDelivery({
    name: "resource-access",
    form,
    subject: `Resource request: ${extra.resource}`,
    extra,
    onSent: (values) => {
      void notify(
        "success",
        request?.action === "Request"
          ? "Thanks — a specialist will contact you within two business days."
          : `Thanks — "${extra.resource}" is on its way to ${values.email}.`,
      );
      onOpenChange(false);
    },
  });
  if (!request) return null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>
          {request.action === "Request" ? "Request a Custom Resource" : request.title}
        </DialogTitle>
        <DialogDescription>{intro[request.action]}</DialogDescription>
        <DeliveredForm
          name="resource-access"
          extra={extra}
          hydrated={hydrated}
          ref={attachForm}
          onSubmit={onSubmit}
          className="grid gap-4"
        >
          <TextField form={form} name="name" label="Name" autoComplete="name" required />
          <TextField
            form={form}
            name="email"
            label="Work email"
            type="email"
            autoComplete="email"
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
              label={
                request.action === "Watch"
                  ? "Send me the link"
                  : request.action === "Download"
                    ? "Send me the PDF"
                    : "Send request"
              }
              size="default"
            />
          </div>
        </DeliveredForm>
      </DialogContent>
    </Dialog>
  );
}
