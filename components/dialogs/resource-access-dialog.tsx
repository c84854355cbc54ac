"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { DialogRequest } from "@/components/dialogs/dialog-store";
import { DeliveredForm } from "@/components/forms/delivered-form";
import { DeliveryNotice } from "@/components/forms/delivery-notice";
import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import type { MessageKey } from "@/lib/i18n";
import {
  emptyResourceAccess,
  resourceAccessSchema,
  type ResourceAccessValues,
} from "@/lib/forms/schemas/resource-access";

type Props = {
  request: { title: string; action: Action } | null;
  onOpenChange: (open: boolean) => void;
};

type Action = Extract<DialogRequest, { kind: "resource-access" }>["action"];

// The action is sent with the form as it is (in English); the visitor reads these.
const intro: Record<Action, MessageKey> = {
  Download: "forms.resource.introDownload",
  Watch: "forms.resource.introWatch",
  Request: "forms.resource.introRequest",
};

const submitLabel: Record<Action, MessageKey> = {
  Download: "forms.resource.sendPdf",
  Watch: "forms.resource.sendLink",
  Request: "forms.resource.sendRequest",
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
    subject: t("forms.resource.subject", { resource: extra.resource }),
    extra,
    onSent: (values) => {
      void notify(
        "success",
        request?.action === "Request"
          ? t("forms.resource.requestSent")
          : t("forms.resource.sent", { resource: extra.resource, email: values.email }),
      );
      onOpenChange(false);
    },
  });
  if (!request) return null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>
          {request.action === "Request" ? t("forms.resource.customTitle") : request.title}
        </DialogTitle>
        <DialogDescription>{t(intro[request.action])}</DialogDescription>
        <DeliveredForm
          name="resource-access"
          extra={extra}
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
            label={t("forms.field.workEmail")}
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
              label={t(submitLabel[request.action])}
              size="default"
            />
          </div>
        </DeliveredForm>
      </DialogContent>
    </Dialog>
  );
}
