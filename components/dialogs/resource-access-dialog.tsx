"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { DialogRequest } from "@/components/dialogs/dialog-store";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { ContactFields } from "@/components/forms/contact-fields";
import { useFormDelivery } from "@/components/forms/use-form-delivery";
import { useI18n } from "@/components/i18n/i18n-provider";
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
  const delivery = useFormDelivery({
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
    <FormDialog
      open
      onOpenChange={onOpenChange}
      width={500}
      title={request.action === "Request" ? t("forms.resource.customTitle") : request.title}
      description={t(intro[request.action])}
      name="resource-access"
      extra={extra}
      delivery={delivery}
      submitLabel={t(submitLabel[request.action])}
    >
      <ContactFields form={form} emailLabel="forms.field.workEmail" />
    </FormDialog>
  );
}
