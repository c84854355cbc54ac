"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/fields";
import { FormAlert } from "@/components/forms/form-alert";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { submitForm } from "@/lib/forms/submit";
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
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<ResourceAccessValues>({
    resolver: zodResolver(resourceAccessSchema),
    defaultValues: emptyResourceAccess,
  });
  if (!request) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submitForm("resource-access", {
      ...values,
      resource: request.title,
      action: request.action,
    });
    if (!result.ok) return setFailure(result.error);
    void notify(
      "success",
      request.action === "Request"
        ? "Thanks — a specialist will contact you within two business days."
        : `Thanks — "${request.title}" is on its way to ${values.email}.`,
    );
    onOpenChange(false);
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={500} closeLabel={t("dialog.close")}>
        <DialogTitle>
          {request.action === "Request" ? "Request a Custom Resource" : request.title}
        </DialogTitle>
        <DialogDescription>{intro[request.action]}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField form={form} name="name" label="Name" autoComplete="name" required />
          <TextField
            form={form}
            name="email"
            label="Work email"
            type="email"
            autoComplete="email"
            required
          />
          {failure ? (
            <FormAlert
              error={failure}
              subject={`Resource request: ${request.title}`}
              fields={form.getValues()}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {request.action === "Watch"
                ? "Send me the link"
                : request.action === "Download"
                  ? "Send me the PDF"
                  : "Send request"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
