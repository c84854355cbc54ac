"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
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
  abstractWordLimit,
  countWords,
  emptyGuestPost,
  guestPostSchema,
  type GuestPostValues,
} from "@/lib/forms/schemas/guest-post";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Submit a Guest Post": name, email, topic and an abstract of up to 300 words, counted live. */
export function GuestPostDialog({ open, onOpenChange }: Props) {
  const { t } = useI18n();
  const form = useForm<GuestPostValues>({
    resolver: zodResolver(guestPostSchema),
    defaultValues: emptyGuestPost,
    shouldFocusError: false,
  });
  const words = countWords(useWatch({ control: form.control, name: "abstract" }));
  const { attachForm, hydrated, invalidCount, onSubmit, retry, sending, state } = useFormDelivery({
    name: "guest-post",
    form,
    subject: t("forms.guestPost.subject"),
    onSent: () => {
      void notify("success", t("forms.guestPost.sent"));
      form.reset(emptyGuestPost);
      onOpenChange(false);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={550} closeLabel={t("dialog.close")}>
        <DialogTitle>{t("forms.guestPost.title")}</DialogTitle>
        <DialogDescription>{t("forms.guestPost.text")}</DialogDescription>
        <DeliveredForm
          name="guest-post"
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
          <TextField form={form} name="topic" label={t("forms.field.topic")} required />
          <TextAreaField
            form={form}
            name="abstract"
            label={t("forms.field.abstract", { limit: abstractWordLimit })}
            rows={6}
            description={t("forms.field.abstractCount", { count: words, limit: abstractWordLimit })}
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
              label={t("forms.guestPost.submit")}
              size="default"
            />
          </div>
        </DeliveredForm>
      </DialogContent>
    </Dialog>
  );
}
